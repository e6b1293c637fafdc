//! The dispatch loop: executes decoded instructions of the frames above `base_depth` until the
//! bottom one returns.
//!
//! Hot state (instruction pointer, `sp`, `locals`) lives in locals; it is written back
//! to the frame (`sync!`) before anything that can run Java code or look at frames (calls,
//! allocation of exceptions, class initialization, natives).
#![allow(clippy::redundant_closure_call)] // the binop macros take closures for readability
use crate::classes::code::{Code, Conv, Dst, Elem, FpOp, Insn, IntOp, StaticRef};
use crate::classes::method::Method;
use crate::heap::{array_get, array_length, array_set, class_of, field};
use crate::runtime::exceptions::{JResult, Throw};
use crate::threads::jthread::JThread;
use std::sync::atomic::Ordering::{Relaxed, SeqCst};

/// Java `fcmpl`/`fcmpg`: `nan_result` is what an unordered comparison gives.
#[inline(always)]
fn fcmp(a: f64, b: f64, nan_result: i32) -> i32 {
    if a > b {
        1
    } else if a < b {
        -1
    } else if a == b {
        0
    } else {
        nan_result
    }
}

#[inline(always)]
fn f(s: u64) -> f32 {
    f32::from_bits(s as u32)
}
#[inline(always)]
fn d(s: u64) -> f64 {
    f64::from_bits(s)
}
#[inline(always)]
fn fv(x: f32) -> u64 {
    x.to_bits() as u64
}
#[inline(always)]
fn dv(x: f64) -> u64 {
    x.to_bits()
}
#[inline(always)]
fn iv(x: i32) -> u64 {
    x as u32 as u64
}

/// `a op b` for Java `int`s; `None` for a division by zero.
#[inline(always)]
fn int_op(op: IntOp, a: i32, b: i32) -> Option<i32> {
    Some(match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::Div | IntOp::Rem if b == 0 => return None,
        IntOp::Div => a.wrapping_div(b),
        IntOp::Rem => a.wrapping_rem(b),
        IntOp::Shl => a.wrapping_shl(b as u32 & 31),
        IntOp::Shr => a.wrapping_shr(b as u32 & 31),
        IntOp::UShr => ((a as u32) >> (b as u32 & 31)) as i32,
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
    })
}

/// `a op b` for Java `long`s (a shift's count is an `int`, of which the low six bits count);
/// `None` for a division by zero.
#[inline(always)]
fn long_op(op: IntOp, a: i64, b: i64) -> Option<i64> {
    Some(match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::Div | IntOp::Rem if b == 0 => return None,
        IntOp::Div => a.wrapping_div(b),
        IntOp::Rem => a.wrapping_rem(b),
        IntOp::Shl => a.wrapping_shl(b as u32 & 63),
        IntOp::Shr => a.wrapping_shr(b as u32 & 63),
        IntOp::UShr => ((a as u64) >> (b as u32 & 63)) as i64,
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
    })
}

/// `a op b` for Java `float`s and `double`s (IEEE 754 arithmetic, as Rust's).
#[inline(always)]
fn fp_op<T>(op: FpOp, a: T, b: T) -> T
where
    T: std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>,
{
    match op {
        FpOp::Add => a + b,
        FpOp::Sub => a - b,
        FpOp::Mul => a * b,
        FpOp::Div => a / b,
    }
}

/// Java's primitive conversion `c` of `v` (a slot value of the source type). Rust's float to
/// integer `as` saturates and maps NaN to 0, exactly Java's rule.
#[inline(always)]
fn convert(c: Conv, v: u64) -> u64 {
    let i = v as i32;
    let l = v as i64;
    match c {
        Conv::I2L => i as i64 as u64,
        Conv::I2F => fv(i as f32),
        Conv::I2D => dv(i as f64),
        Conv::L2I => v & 0xffff_ffff,
        Conv::L2F => fv(l as f32),
        Conv::L2D => dv(l as f64),
        Conv::F2I => iv(f(v) as i32),
        Conv::F2L => f(v) as i64 as u64,
        Conv::F2D => dv(f(v) as f64),
        Conv::D2I => iv(d(v) as i32),
        Conv::D2L => d(v) as i64 as u64,
        Conv::D2F => fv(d(v) as f32),
        Conv::I2B => iv(i as i8 as i32),
        Conv::I2C => i as u16 as u64,
        Conv::I2S => iv(i as i16 as i32),
    }
}

/// A static field's value (see `StaticRef::volatile`).
#[inline(always)]
fn load_static(r: &StaticRef) -> u64 {
    if r.volatile {
        r.cell.load(SeqCst)
    } else {
        r.cell.load(Relaxed)
    }
}

#[inline(always)]
fn store_static(r: &StaticRef, v: u64) {
    if r.volatile {
        r.cell.store(v, SeqCst)
    } else {
        r.cell.store(v, Relaxed)
    }
}

/// Java's `fmod`-style remainder (`drem`): the sign of the dividend, as Rust's `%`.
#[inline(always)]
fn java_rem(a: f64, b: f64) -> f64 {
    a % b
}

pub(crate) fn run(thread: &mut JThread, base_depth: usize) -> JResult<u64> {
    // The poll word of the thread's locking context, held here so that each safepoint poll is
    // one relaxed load (the `Arc` keeps the context alive while this loop runs).
    let locking_ctx = std::sync::Arc::clone(thread.shared.locking.context());
    let safepoint_pending = locking_ctx.poll_word();
    'frame: loop {
        // Safepoint poll at every method entry and return (the frame loop restarts on both).
        if safepoint_pending.load(std::sync::atomic::Ordering::Relaxed) {
            thread.safepoint_poll();
        }
        let frame = thread.frames.last().expect("a frame to run");
        let method: &'static Method = frame.method;
        let code: &'static Code = method.code.get().expect("decoded before entry");
        let insns = code.insns.as_ptr();
        let locals = frame.locals;
        // The instruction pointer; `pc` (an index) only exists in the frame.
        // SAFETY: a frame's pc is a valid index into its code.
        let mut ip = unsafe { insns.add(frame.pc as usize) };
        let mut sp = frame.sp;

        // SAFETY (whole loop). Every method that reaches this loop belongs to a linked class:
        // `decode` links the class before decoding, and linking verifies it (`verify/`) unless
        // verification is switched off (`-Xverify:none`, or the trusted jdk-subset without
        // `-Xverify:all` — then the class file is assumed to have these properties, as HotSpot
        // assumes them). Each unchecked access below rests on one verified property:
        // - `push!`/`pop!` (`sp`): at every instruction, on every path, the operand stack holds
        //   between 0 and max_stack slots (`check.rs`: `push`, `top_slots`; inference merges
        //   only equal heights), and a method with handlers has max_stack >= 1 (`method.rs`);
        //   `enter` reserved max_locals + max_stack slots for the frame inside the thread's stack.
        // - `local!(i)`: every local index an instruction names, plus one for long/double, is
        //   below max_locals (`check.rs`: `local`), and the arguments fit in max_locals.
        // - `ip`: branch, switch and handler targets are instruction starts (`bytecode.rs`),
        //   control never runs off the end of the code, and `ret` only jumps through a local
        //   the verifier typed as a return address, which only `jsr` makes (the index of the
        //   instruction after it).
        // - reading a slot as a reference (receivers, arrays, monitors, `athrow`): data flow is
        //   type-safe — no int, float, long half or return address ever reaches a slot an
        //   instruction uses as a reference, and longs and doubles are never split.
        // - `field(o, slot)`: `o` is non-null (checked here) and its verified type is assignable
        //   to the field reference's class, in which decoding resolved `slot`; so the slot is in
        //   `o`'s layout.
        // - `array_get`/`array_set::<T>`: the array's verified type is exactly the array of the
        //   instruction's element type (`iaload` on `[I`; `baload` on `[B` or `[Z`, both one
        //   byte); null and the index are checked here.
        // - invocations: the arguments on the stack match the descriptor, so the callee's
        //   locals hold what its own verification assumed; `invokevirtual`'s receiver is a
        //   subclass of the method's class, so its vtable has the index (still bounds-checked).
        //   Interface types are not checked by the verifier (as in HotSpot); `invokeinterface`
        //   looks the selector up in the receiver's own table and throws
        //   IncompatibleClassChangeError when it is missing.
        // - superinstructions (`fuse.rs`): each does what the instructions of its group do, on
        //   the same locals, constants, slots and stack values, and control only enters a group
        //   at its start; so each access rests on the property above of the instruction of the
        //   group it stands for (`Load1Load1`'s locals on `iload`'s, `ArrayLoadLocals`' array on
        //   `aload` and `iaload`'s, `LoopLength`'s array on the header's `arraylength`, ...).
        let exc: Throw = unsafe {
            macro_rules! push {
                ($v:expr) => {{
                    *sp = $v;
                    sp = sp.add(1);
                }};
            }
            macro_rules! pop {
                () => {{
                    sp = sp.sub(1);
                    *sp
                }};
            }
            macro_rules! pop2 {
                () => {{
                    sp = sp.sub(2);
                    *sp
                }};
            }
            macro_rules! push2 {
                ($v:expr) => {{
                    *sp = $v;
                    sp = sp.add(2);
                }};
            }
            macro_rules! local {
                ($i:expr) => {
                    *locals.add($i as usize)
                };
            }
            macro_rules! sync {
                () => {{
                    let fr = thread.frames.last_mut().unwrap_unchecked();
                    fr.pc = ip.offset_from(insns) as u32;
                    fr.sp = sp;
                }};
            }
            macro_rules! throw {
                ($e:expr) => {{
                    sync!();
                    break $e;
                }};
            }
            macro_rules! try_j {
                ($e:expr) => {{
                    sync!();
                    match $e {
                        Ok(v) => v,
                        Err(t) => break t,
                    }
                }};
            }
            macro_rules! nonnull {
                ($r:expr) => {{
                    let r = $r;
                    if r == 0 {
                        throw!(thread.null_pointer());
                    }
                    r
                }};
            }
            /// `int_op`'s result, or throws ArithmeticException for a division by zero.
            macro_rules! int_result {
                ($op:expr, $a:expr, $b:expr) => {{
                    match int_op($op, $a, $b) {
                        Some(v) => v,
                        None => throw!(thread.divide_by_zero()),
                    }
                }};
            }
            macro_rules! long_result {
                ($op:expr, $a:expr, $b:expr) => {{
                    match long_op($op, $a, $b) {
                        Some(v) => v,
                        None => throw!(thread.divide_by_zero()),
                    }
                }};
            }
            /// Puts a fused instruction's one-slot result where `Dst` says: pushed, or stored
            /// (moving past the store of its group).
            macro_rules! out1 {
                ($dst:expr, $v:expr) => {{
                    let (dst, v): (Dst, u64) = ($dst, $v);
                    if dst == Dst::PUSH {
                        push!(v);
                    } else {
                        skip!(1);
                        local!(dst.0) = v;
                    }
                }};
            }
            macro_rules! out2 {
                ($dst:expr, $v:expr) => {{
                    let (dst, v): (Dst, u64) = ($dst, $v);
                    if dst == Dst::PUSH {
                        push2!(v);
                    } else {
                        skip!(1);
                        local!(dst.0) = v;
                    }
                }};
            }
            /// Stores `v` (a slot value) as element `i` of array `a` (checked), written as
            /// `Elem` says: 32 bits for int and float; the low byte for byte, and its low bit
            /// for boolean arrays (JVMS `bastore`); 16 bits for char and short; a reference
            /// after the array store check.
            macro_rules! store_element {
                ($e:expr, $a:expr, $i:expr, $v:expr) => {{
                    let (a, i, v): (u64, usize, u64) = ($a, $i, $v);
                    match $e {
                        Elem::Int | Elem::Float => array_set::<u32>(a, i, v as u32),
                        Elem::Wide => array_set::<u64>(a, i, v),
                        Elem::Byte => {
                            let v = if class_of(a).elem_type()
                                == Some(crate::classes::descriptor::BasicType::Boolean)
                            {
                                v & 1
                            } else {
                                v
                            };
                            array_set::<u8>(a, i, v as u8);
                        }
                        Elem::Char | Elem::Short => array_set::<u16>(a, i, v as u16),
                        Elem::Ref => {
                            if v != 0 {
                                let elem_class = class_of(a).component().unwrap_unchecked();
                                let vc = class_of(v);
                                if !vc.is_subclass_of(elem_class) {
                                    let name = vc.java_name();
                                    throw!(thread.new_throwable(
                                        "java/lang/ArrayStoreException",
                                        Some(&name)
                                    ));
                                }
                            }
                            array_set::<u64>(a, i, v);
                        }
                    }
                }};
            }
            /// Pushes element `i` of array `a` (checked), read as `Elem` says.
            macro_rules! load_element {
                ($e:expr, $a:expr, $i:expr) => {{
                    let (a, i) = ($a, $i);
                    match $e {
                        Elem::Int => push!(iv(array_get::<i32>(a, i))),
                        Elem::Float => push!(array_get::<u32>(a, i) as u64),
                        Elem::Wide => push2!(array_get::<u64>(a, i)),
                        Elem::Ref => push!(array_get::<u64>(a, i)),
                        Elem::Byte => push!(iv(array_get::<i8>(a, i) as i32)),
                        Elem::Char => push!(array_get::<u16>(a, i) as u64),
                        Elem::Short => push!(iv(array_get::<i16>(a, i) as i32)),
                    }
                }};
            }
            macro_rules! int_binop {
                ($op:expr) => {{
                    let b = pop!() as i32;
                    let a = pop!() as i32;
                    push!(iv(int_result!($op, a, b)));
                }};
            }
            /// Pops the operands of fused long operator `$op`: a long and, for a shift, an
            /// int count (one slot), else another long.
            macro_rules! pop_long_operands {
                ($op:expr) => {{
                    let op: IntOp = $op;
                    let b = if matches!(op, IntOp::Shl | IntOp::Shr | IntOp::UShr) {
                        pop!() as i32 as i64
                    } else {
                        pop2!() as i64
                    };
                    (pop2!() as i64, b)
                }};
            }
            macro_rules! long_binop {
                ($op:expr) => {{
                    let b = pop2!() as i64;
                    let a = pop2!() as i64;
                    push2!(long_result!($op, a, b) as u64);
                }};
            }
            macro_rules! float_binop {
                ($op:expr) => {{
                    let b = f(pop!());
                    let a = f(pop!());
                    push!(fv(fp_op($op, a, b)));
                }};
            }
            macro_rules! double_binop {
                ($op:expr) => {{
                    let b = d(pop2!());
                    let a = d(pop2!());
                    push2!(dv(fp_op($op, a, b)));
                }};
            }
            /// Pushes `v`, a value of `$slots` slots.
            macro_rules! push_n {
                ($slots:expr, $v:expr) => {{
                    let v = $v;
                    if $slots == 2 {
                        push2!(v)
                    } else {
                        push!(v)
                    }
                }};
            }
            /// Converts the value on top of the stack.
            macro_rules! convert {
                ($c:expr) => {{
                    let c: Conv = $c;
                    sp = sp.sub(c.slots_in());
                    let v = *sp;
                    push_n!(c.slots_out(), convert(c, v));
                }};
            }
            /// Moves past the rest of a superinstruction's group (`interp/fuse.rs`): `n`
            /// instructions after the fused one.
            macro_rules! skip {
                ($n:expr) => {{
                    ip = ip.add($n);
                }};
            }
            /// A `Loop` instruction: steps its local, then goes to the loop's exit if the
            /// header's compare with `$bound` holds, else back to the body.
            macro_rules! loop_step {
                ($l:expr, $bound:expr) => {{
                    let l: &crate::classes::code::Loop = $l;
                    let v = (local!(l.local) as i32).wrapping_add(l.inc as i32);
                    local!(l.local) = iv(v);
                    jump!(if l.cond.holds(v, $bound) {
                        l.exit
                    } else {
                        l.body
                    });
                }};
            }
            /// A fused compound assignment to field `$slot` of the object in local `$o`:
            /// replaces its value `v` with `$f(v)`. The group's `getfield` (its third
            /// instruction) reports a null object; the operator, at `$op_at`, a division by
            /// zero, and the `putfield` follows it.
            macro_rules! field_op {
                ($op_at:expr, $o:expr, $slot:expr, |$v:ident| $f:expr) => {{
                    skip!(2);
                    let o = nonnull!(local!($o));
                    skip!($op_at - 3);
                    let cell = field(o, $slot);
                    let $v = cell.load(Relaxed);
                    let v = $f;
                    skip!(1);
                    cell.store(v, Relaxed);
                }};
            }
            /// The `putfield` of an `op; putfield` group: stores `$v` in field `$slot` of the
            /// object under it on the stack (a null object is reported at the `putfield`).
            macro_rules! put_field {
                ($slot:expr, $v:expr) => {{
                    let v: u64 = $v;
                    skip!(1);
                    let o = nonnull!(pop!());
                    field(o, $slot).store(v, Relaxed);
                }};
            }
            /// The same for a non-volatile static field (`getstatic` first, `putstatic` last).
            macro_rules! static_op {
                ($r:expr, |$v:ident| $f:expr) => {{
                    let r: &StaticRef = $r;
                    init!(r.class);
                    skip!(2);
                    let $v = r.cell.load(Relaxed);
                    let v = $f;
                    skip!(1);
                    r.cell.store(v, Relaxed);
                }};
            }
            /// Initializes a class before its first active use (JVMS §5.5).
            macro_rules! init {
                ($class:expr) => {{
                    let c = $class;
                    if !c.is_initialized() {
                        try_j!(thread.ensure_initialized(c));
                    }
                }};
            }
            /// Continues at instruction `target`, polling for a safepoint on a backward jump
            /// (every loop has one).
            macro_rules! jump {
                ($target:expr) => {{
                    let target = insns.add($target as usize);
                    if target < ip && safepoint_pending.load(std::sync::atomic::Ordering::Relaxed) {
                        sync!();
                        thread.safepoint_poll();
                    }
                    ip = target;
                }};
            }
            macro_rules! branch {
                ($cond:expr, $t:expr) => {{
                    if $cond {
                        jump!(*$t);
                    }
                }};
            }
            /// Checks an array reference and an index into it.
            macro_rules! array_at {
                ($arr:expr, $i:expr) => {{
                    let i: i32 = $i;
                    let arr = nonnull!($arr);
                    let len = array_length(arr);
                    if (i as u32) >= (len as u32) {
                        throw!(thread.array_index(i, len));
                    }
                    (arr, i as usize)
                }};
            }
            /// Pops an array reference and an index, checking both.
            macro_rules! array_index {
                () => {{
                    let i = pop!() as i32;
                    array_at!(pop!(), i)
                }};
            }
            /// The array and index under a store's value of `$vslots` slots, checked (they are
            /// popped after the store).
            macro_rules! array_store_index {
                ($vslots:expr) => {{
                    array_at!(*sp.sub($vslots + 2), *sp.sub($vslots + 1) as i32)
                }};
            }
            /// Calls `m` with arguments starting at `args`: a bytecode method gets a frame and
            /// the loop continues there; a native runs now and its result is pushed.
            macro_rules! invoke {
                ($m:expr, $args:expr) => {{
                    let m: &'static Method = $m;
                    let args = $args;
                    let fr = thread.frames.last_mut().unwrap_unchecked();
                    fr.pc = ip.offset_from(insns) as u32;
                    fr.sp = args;
                    match thread.enter(m, args) {
                        Ok(None) => continue 'frame,
                        Ok(Some(v)) => {
                            sp = args;
                            match m.ret.slots() {
                                0 => {}
                                1 => push!(v),
                                _ => push2!(v),
                            }
                        }
                        Err(t) => break t,
                    }
                }};
            }
            macro_rules! ret {
                ($v:expr, $slots:expr) => {{
                    let v = $v;
                    sync!();
                    if let Err(t) = thread.leave_frame() {
                        break t;
                    }
                    thread.frames.pop();
                    if thread.frames.len() == base_depth {
                        return Ok(v);
                    }
                    let caller = thread.frames.last_mut().unwrap_unchecked();
                    *caller.sp = v;
                    caller.sp = caller.sp.add($slots);
                    continue 'frame;
                }};
            }

            loop {
                let insn = &*ip;
                ip = ip.add(1);
                match insn {
                    Insn::Nop => {}
                    Insn::AConstNull => push!(0),
                    Insn::IConst(v) => push!(iv(*v)),
                    Insn::LConst(v) => push2!(*v as u64),
                    Insn::FConst(v) => push!(fv(*v)),
                    Insn::DConst(v) => push2!(dv(*v)),
                    Insn::LdcRef(r) => push!(*r),
                    Insn::Load1(i) => push!(local!(*i)),
                    Insn::Load2(i) => push2!(local!(*i)),
                    Insn::Store1(i) => local!(*i) = pop!(),
                    Insn::Store2(i) => local!(*i) = pop2!(),
                    Insn::IALoad => {
                        let (a, i) = array_index!();
                        push!(iv(array_get::<i32>(a, i)));
                    }
                    Insn::FALoad => {
                        let (a, i) = array_index!();
                        push!(array_get::<u32>(a, i) as u64);
                    }
                    Insn::LALoad | Insn::DALoad => {
                        let (a, i) = array_index!();
                        push2!(array_get::<u64>(a, i));
                    }
                    Insn::AALoad => {
                        let (a, i) = array_index!();
                        push!(array_get::<u64>(a, i));
                    }
                    Insn::BALoad => {
                        let (a, i) = array_index!();
                        push!(iv(array_get::<i8>(a, i) as i32));
                    }
                    Insn::CALoad => {
                        let (a, i) = array_index!();
                        push!(array_get::<u16>(a, i) as u64);
                    }
                    Insn::SALoad => {
                        let (a, i) = array_index!();
                        push!(iv(array_get::<i16>(a, i) as i32));
                    }
                    Insn::IAStore | Insn::FAStore => {
                        let (a, i) = array_store_index!(1);
                        store_element!(Elem::Int, a, i, pop!());
                        sp = sp.sub(2);
                    }
                    Insn::LAStore | Insn::DAStore => {
                        let (a, i) = array_store_index!(2);
                        store_element!(Elem::Wide, a, i, pop2!());
                        sp = sp.sub(2);
                    }
                    Insn::AAStore => {
                        let (a, i) = array_store_index!(1);
                        store_element!(Elem::Ref, a, i, *sp.sub(1));
                        sp = sp.sub(3);
                    }
                    Insn::BAStore => {
                        let (a, i) = array_store_index!(1);
                        store_element!(Elem::Byte, a, i, pop!());
                        sp = sp.sub(2);
                    }
                    Insn::CAStore | Insn::SAStore => {
                        let (a, i) = array_store_index!(1);
                        store_element!(Elem::Char, a, i, pop!());
                        sp = sp.sub(2);
                    }
                    Insn::Pop => sp = sp.sub(1),
                    Insn::Pop2 => sp = sp.sub(2),
                    Insn::Dup => {
                        let v = *sp.sub(1);
                        push!(v);
                    }
                    Insn::DupX1 => {
                        let v1 = pop!();
                        let v2 = pop!();
                        push!(v1);
                        push!(v2);
                        push!(v1);
                    }
                    Insn::DupX2 => {
                        let v1 = pop!();
                        let v2 = pop!();
                        let v3 = pop!();
                        push!(v1);
                        push!(v3);
                        push!(v2);
                        push!(v1);
                    }
                    Insn::Dup2 => {
                        let v1 = *sp.sub(1);
                        let v2 = *sp.sub(2);
                        push!(v2);
                        push!(v1);
                    }
                    Insn::Dup2X1 => {
                        let v1 = pop!();
                        let v2 = pop!();
                        let v3 = pop!();
                        push!(v2);
                        push!(v1);
                        push!(v3);
                        push!(v2);
                        push!(v1);
                    }
                    Insn::Dup2X2 => {
                        let v1 = pop!();
                        let v2 = pop!();
                        let v3 = pop!();
                        let v4 = pop!();
                        push!(v2);
                        push!(v1);
                        push!(v4);
                        push!(v3);
                        push!(v2);
                        push!(v1);
                    }
                    Insn::Swap => {
                        let v1 = pop!();
                        let v2 = pop!();
                        push!(v1);
                        push!(v2);
                    }
                    Insn::IAdd => int_binop!(IntOp::Add),
                    Insn::ISub => int_binop!(IntOp::Sub),
                    Insn::IMul => int_binop!(IntOp::Mul),
                    Insn::IDiv => int_binop!(IntOp::Div),
                    Insn::IRem => int_binop!(IntOp::Rem),
                    Insn::INeg => {
                        let a = pop!() as i32;
                        push!(iv(a.wrapping_neg()));
                    }
                    Insn::IShl => int_binop!(IntOp::Shl),
                    Insn::IShr => int_binop!(IntOp::Shr),
                    Insn::IUShr => int_binop!(IntOp::UShr),
                    Insn::IAnd => int_binop!(IntOp::And),
                    Insn::IOr => int_binop!(IntOp::Or),
                    Insn::IXor => int_binop!(IntOp::Xor),
                    Insn::LAdd => long_binop!(IntOp::Add),
                    Insn::LSub => long_binop!(IntOp::Sub),
                    Insn::LMul => long_binop!(IntOp::Mul),
                    Insn::LDiv => long_binop!(IntOp::Div),
                    Insn::LRem => long_binop!(IntOp::Rem),
                    Insn::LNeg => {
                        let a = pop2!() as i64;
                        push2!(a.wrapping_neg() as u64);
                    }
                    // Long shifts take an int shift count (one slot) on top of the long.
                    Insn::LShl | Insn::LShr | Insn::LUShr => {
                        let s = pop!() as i32 as i64;
                        let a = pop2!() as i64;
                        let op = match insn {
                            Insn::LShl => IntOp::Shl,
                            Insn::LShr => IntOp::Shr,
                            _ => IntOp::UShr,
                        };
                        push2!(long_result!(op, a, s) as u64);
                    }
                    Insn::LAnd => long_binop!(IntOp::And),
                    Insn::LOr => long_binop!(IntOp::Or),
                    Insn::LXor => long_binop!(IntOp::Xor),
                    Insn::FAdd => float_binop!(FpOp::Add),
                    Insn::FSub => float_binop!(FpOp::Sub),
                    Insn::FMul => float_binop!(FpOp::Mul),
                    Insn::FDiv => float_binop!(FpOp::Div),
                    Insn::FRem => {
                        let b = f(pop!());
                        let a = f(pop!());
                        push!(fv(java_rem(a as f64, b as f64) as f32));
                    }
                    Insn::FNeg => {
                        let a = f(pop!());
                        push!(fv(-a));
                    }
                    Insn::DAdd => double_binop!(FpOp::Add),
                    Insn::DSub => double_binop!(FpOp::Sub),
                    Insn::DMul => double_binop!(FpOp::Mul),
                    Insn::DDiv => double_binop!(FpOp::Div),
                    Insn::DRem => {
                        let b = d(pop2!());
                        let a = d(pop2!());
                        push2!(dv(java_rem(a, b)));
                    }
                    Insn::DNeg => {
                        let a = d(pop2!());
                        push2!(dv(-a));
                    }
                    Insn::IInc(i, c) => {
                        let v = local!(*i) as i32;
                        local!(*i) = iv(v.wrapping_add(*c));
                    }
                    Insn::I2L => convert!(Conv::I2L),
                    Insn::I2F => convert!(Conv::I2F),
                    Insn::I2D => convert!(Conv::I2D),
                    Insn::L2I => convert!(Conv::L2I),
                    Insn::L2F => convert!(Conv::L2F),
                    Insn::L2D => convert!(Conv::L2D),
                    Insn::F2I => convert!(Conv::F2I),
                    Insn::F2L => convert!(Conv::F2L),
                    Insn::F2D => convert!(Conv::F2D),
                    Insn::D2I => convert!(Conv::D2I),
                    Insn::D2L => convert!(Conv::D2L),
                    Insn::D2F => convert!(Conv::D2F),
                    Insn::I2B => convert!(Conv::I2B),
                    Insn::I2C => convert!(Conv::I2C),
                    Insn::I2S => convert!(Conv::I2S),
                    Insn::LCmp => {
                        let b = pop2!() as i64;
                        let a = pop2!() as i64;
                        push!(iv(a.cmp(&b) as i32));
                    }
                    Insn::FCmpL | Insn::FCmpG => {
                        let b = f(pop!());
                        let a = f(pop!());
                        push!(iv(fcmp(
                            a as f64,
                            b as f64,
                            if matches!(insn, Insn::FCmpL) { -1 } else { 1 }
                        )));
                    }
                    Insn::DCmpL | Insn::DCmpG => {
                        let b = d(pop2!());
                        let a = d(pop2!());
                        push!(iv(fcmp(
                            a,
                            b,
                            if matches!(insn, Insn::DCmpL) { -1 } else { 1 }
                        )));
                    }
                    Insn::IfEq(t) => branch!((pop!() as i32) == 0, t),
                    Insn::IfNe(t) => branch!((pop!() as i32) != 0, t),
                    Insn::IfLt(t) => branch!((pop!() as i32) < 0, t),
                    Insn::IfGe(t) => branch!((pop!() as i32) >= 0, t),
                    Insn::IfGt(t) => branch!((pop!() as i32) > 0, t),
                    Insn::IfLe(t) => branch!((pop!() as i32) <= 0, t),
                    Insn::IfICmpEq(t) => {
                        let b = pop!() as i32;
                        branch!((pop!() as i32) == b, t)
                    }
                    Insn::IfICmpNe(t) => {
                        let b = pop!() as i32;
                        branch!((pop!() as i32) != b, t)
                    }
                    Insn::IfICmpLt(t) => {
                        let b = pop!() as i32;
                        branch!((pop!() as i32) < b, t)
                    }
                    Insn::IfICmpGe(t) => {
                        let b = pop!() as i32;
                        branch!((pop!() as i32) >= b, t)
                    }
                    Insn::IfICmpGt(t) => {
                        let b = pop!() as i32;
                        branch!((pop!() as i32) > b, t)
                    }
                    Insn::IfICmpLe(t) => {
                        let b = pop!() as i32;
                        branch!((pop!() as i32) <= b, t)
                    }
                    Insn::IfACmpEq(t) => {
                        let b = pop!();
                        branch!(pop!() == b, t)
                    }
                    Insn::IfACmpNe(t) => {
                        let b = pop!();
                        branch!(pop!() != b, t)
                    }
                    Insn::IfNull(t) => branch!(pop!() == 0, t),
                    Insn::IfNonNull(t) => branch!(pop!() != 0, t),
                    Insn::Goto(t) => jump!(*t),
                    Insn::Jsr(t) => {
                        push!(ip.offset_from(insns) as u64);
                        ip = insns.add(*t as usize);
                    }
                    Insn::Ret(i) => ip = insns.add(local!(*i) as usize),
                    Insn::TableSwitch(s) => {
                        let k = pop!() as i32;
                        let off = (k as i64) - (s.low as i64);
                        jump!(if off >= 0 && (off as usize) < s.targets.len() {
                            s.targets[off as usize]
                        } else {
                            s.default
                        });
                    }
                    Insn::LookupSwitch(s) => {
                        let k = pop!() as i32;
                        jump!(match s.pairs.binary_search_by_key(&k, |p| p.0) {
                            Ok(i) => s.pairs[i].1,
                            Err(_) => s.default,
                        });
                    }
                    Insn::Return1 => ret!(*sp.sub(1), 1),
                    Insn::Return2 => ret!(*sp.sub(2), 2),
                    Insn::Return => ret!(0, 0),
                    Insn::GetStatic1(r) => {
                        init!(r.class);
                        push!(load_static(r));
                    }
                    Insn::GetStatic2(r) => {
                        init!(r.class);
                        push2!(load_static(r));
                    }
                    Insn::PutStatic1(r) => {
                        init!(r.class);
                        store_static(r, pop!());
                    }
                    Insn::PutStatic2(r) => {
                        init!(r.class);
                        store_static(r, pop2!());
                    }
                    Insn::GetField1(s) => {
                        let o = nonnull!(pop!());
                        push!(field(o, *s).load(Relaxed));
                    }
                    Insn::GetField2(s) => {
                        let o = nonnull!(pop!());
                        push2!(field(o, *s).load(Relaxed));
                    }
                    Insn::PutField1(s) => {
                        let v = pop!();
                        let o = nonnull!(pop!());
                        field(o, *s).store(v, Relaxed);
                    }
                    Insn::PutField2(s) => {
                        let v = pop2!();
                        let o = nonnull!(pop!());
                        field(o, *s).store(v, Relaxed);
                    }
                    Insn::GetFieldVolatile1(s) => {
                        let o = nonnull!(pop!());
                        push!(field(o, *s).load(SeqCst));
                    }
                    Insn::GetFieldVolatile2(s) => {
                        let o = nonnull!(pop!());
                        push2!(field(o, *s).load(SeqCst));
                    }
                    Insn::PutFieldVolatile1(s) => {
                        let v = pop!();
                        let o = nonnull!(pop!());
                        field(o, *s).store(v, SeqCst);
                    }
                    Insn::PutFieldVolatile2(s) => {
                        let v = pop2!();
                        let o = nonnull!(pop!());
                        field(o, *s).store(v, SeqCst);
                    }
                    Insn::InvokeStatic(m) => {
                        init!(m.class());
                        invoke!(m, sp.sub(m.arg_slots as usize))
                    }
                    Insn::InvokeSpecial(m) => {
                        let args = sp.sub(m.arg_slots as usize);
                        nonnull!(*args);
                        invoke!(m, args)
                    }
                    Insn::InvokeVirtual(m) => {
                        let args = sp.sub(m.arg_slots as usize);
                        let cls = class_of(nonnull!(*args));
                        let target = match cls.vtable.get(m.vtable_index as usize) {
                            Some(t) => *t,
                            None => throw!(thread.icce_not_implemented(cls, m)),
                        };
                        invoke!(target, args)
                    }
                    Insn::InvokeInterface(m) => {
                        let args = sp.sub(m.arg_slots as usize);
                        let cls = class_of(nonnull!(*args));
                        let target = match cls.itable.get(&m.selector) {
                            Some(t) => *t,
                            None => throw!(thread.icce_not_implemented(cls, m)),
                        };
                        invoke!(target, args)
                    }
                    Insn::InvokeDynamic(site) => {
                        sync!();
                        let args = sp.sub(site.capture_slots as usize);
                        let obj = try_j!(thread.make_lambda(site, args));
                        sp = args;
                        push!(obj);
                    }
                    Insn::New(c) => {
                        init!(*c);
                        let o = try_j!(thread.alloc_object(c));
                        push!(o);
                    }
                    Insn::ANewArray(ac) => {
                        let len = pop!() as i32;
                        let a = try_j!(thread.alloc_array(ac, len));
                        push!(a);
                    }
                    Insn::MultiANewArray(c, dims) => {
                        let n = *dims as usize;
                        sp = sp.sub(n);
                        let lens: smallvec::SmallVec<[i32; 4]> =
                            (0..n).map(|k| *sp.add(k) as i32).collect();
                        let a = try_j!(thread.multi_new_array(c, &lens));
                        push!(a);
                    }
                    Insn::ArrayLength => {
                        let a = nonnull!(pop!());
                        push!(iv(array_length(a)));
                    }
                    Insn::AThrow => {
                        let e = nonnull!(pop!());
                        throw!(Throw(e));
                    }
                    Insn::CheckCast(c) => {
                        let o = *sp.sub(1);
                        if o != 0 && !class_of(o).is_subclass_of(c) {
                            throw!(thread.class_cast(class_of(o), c));
                        }
                    }
                    Insn::InstanceOf(c) => {
                        let o = pop!();
                        push!((o != 0 && class_of(o).is_subclass_of(c)) as u64);
                    }
                    Insn::MonitorEnter => {
                        let o = nonnull!(pop!());
                        try_j!(thread.monitor_enter_frame(o));
                    }
                    Insn::MonitorExit => {
                        let o = nonnull!(pop!());
                        try_j!(thread.monitor_exit_frame(o));
                    }
                    Insn::LinkError(e) => throw!(thread.link_error(e)),
                    Insn::Load1Load1(a, b) => {
                        skip!(1);
                        push!(local!(*a));
                        push!(local!(*b));
                    }
                    Insn::GetFieldLocal1(a, s, dst) => {
                        skip!(1);
                        let o = nonnull!(local!(*a));
                        out1!(*dst, field(o, *s).load(Relaxed));
                    }
                    Insn::GetFieldLocal2(a, s, dst) => {
                        skip!(1);
                        let o = nonnull!(local!(*a));
                        out2!(*dst, field(o, *s).load(Relaxed));
                    }
                    Insn::GetFieldChain1(a, f, s) | Insn::GetFieldChain2(a, f, s) => {
                        skip!(1);
                        let o = nonnull!(local!(*a));
                        skip!(1);
                        let o = nonnull!(field(o, *f).load(Relaxed));
                        let v = field(o, *s).load(Relaxed);
                        if matches!(insn, Insn::GetFieldChain1(..)) {
                            push!(v);
                        } else {
                            push2!(v);
                        }
                    }
                    Insn::IOpPutField(op, s) => {
                        let b = pop!() as i32;
                        let a = pop!() as i32;
                        let v = int_result!(*op, a, b);
                        put_field!(*s, iv(v));
                    }
                    Insn::LOpPutField(op, s) => {
                        let (a, b) = pop_long_operands!(*op);
                        let v = long_result!(*op, a, b);
                        put_field!(*s, v as u64);
                    }
                    Insn::FOpPutField(op, s) => {
                        let b = f(pop!());
                        let a = f(pop!());
                        put_field!(*s, fv(fp_op(*op, a, b)));
                    }
                    Insn::DOpPutField(op, s) => {
                        let b = d(pop2!());
                        let a = d(pop2!());
                        put_field!(*s, dv(fp_op(*op, a, b)));
                    }
                    Insn::DupGetFieldLocal1(a, s) => {
                        skip!(2);
                        let o = local!(*a);
                        push!(o);
                        let o = nonnull!(o);
                        push!(field(o, *s).load(Relaxed));
                    }
                    Insn::DupGetFieldLocal2(a, s) => {
                        skip!(2);
                        let o = local!(*a);
                        push!(o);
                        let o = nonnull!(o);
                        push2!(field(o, *s).load(Relaxed));
                    }
                    Insn::ArrayLoadLocals(e, a, i, dst) => {
                        skip!(2);
                        let (a, i) = array_at!(local!(*a), local!(*i) as i32);
                        load_element!(*e, a, i);
                        if *dst != Dst::PUSH {
                            skip!(1);
                            sp = sp.sub(e.slots());
                            local!(dst.0) = *sp;
                        }
                    }
                    Insn::ArrayLoadPlusLocal(e, b) => {
                        skip!(2);
                        let i = (pop!() as i32).wrapping_add(local!(*b) as i32);
                        let (a, i) = array_at!(pop!(), i);
                        load_element!(*e, a, i);
                    }
                    Insn::ArrayLoadPlusConst(e, k) => {
                        skip!(2);
                        let i = (pop!() as i32).wrapping_add(*k);
                        let (a, i) = array_at!(pop!(), i);
                        load_element!(*e, a, i);
                    }
                    Insn::ArrayStoreLocals(e, a, i, v) => {
                        skip!(3);
                        let (a, i) = array_at!(local!(*a), local!(*i) as i32);
                        store_element!(*e, a, i, local!(*v));
                    }
                    Insn::ArrayLengthLocal(a) => {
                        skip!(1);
                        let a = nonnull!(local!(*a));
                        push!(iv(array_length(a)));
                    }
                    Insn::IfLocalLengthICmp(c, i, a, t) => {
                        skip!(2);
                        let a = nonnull!(local!(*a));
                        skip!(1);
                        branch!(c.holds(local!(*i) as i32, array_length(a)), t);
                    }
                    Insn::IfLocalConstICmp(c, a, k, t) => {
                        skip!(2);
                        branch!(c.holds(local!(*a) as i32, *k), t);
                    }
                    Insn::IfConstICmp(c, k, t) => {
                        skip!(1);
                        let a = pop!() as i32;
                        branch!(c.holds(a, *k), t);
                    }
                    Insn::LoopConst(l, k) => loop_step!(l, *k),
                    Insn::LoopLocals(l, b) => loop_step!(l, local!(*b) as i32),
                    Insn::LoopLength(l, a) => {
                        let arr = local!(*a);
                        if arr == 0 {
                            // As `arraylength` in the loop's header would throw it.
                            ip = insns.add(l.body as usize - 1);
                            throw!(thread.null_pointer());
                        }
                        loop_step!(l, array_length(arr))
                    }
                    Insn::IIncGoto(i, c, t) => {
                        let v = local!(*i) as i32;
                        local!(*i) = iv(v.wrapping_add(*c as i32));
                        jump!(*t);
                    }
                    Insn::IfLocalsICmp(c, a, b, t) => {
                        skip!(2);
                        branch!(c.holds(local!(*a) as i32, local!(*b) as i32), t);
                    }
                    Insn::ConvLocal(c, a) => {
                        skip!(1);
                        push_n!(c.slots_out(), convert(*c, local!(*a)));
                    }
                    Insn::IfLocal(c, a, t) => {
                        skip!(1);
                        branch!(c.holds(local!(*a) as i32, 0), t);
                    }
                    Insn::Load2Load2(a, b) => {
                        skip!(1);
                        push2!(local!(*a));
                        push2!(local!(*b));
                    }
                    Insn::IfLocalsLCmp(c, a, b, t) => {
                        skip!(3);
                        let (a, b) = (local!(*a) as i64, local!(*b) as i64);
                        branch!(c.holds(a.cmp(&b) as i32, 0), t);
                    }
                    Insn::IfLocalsFCmp(c, nan, a, b, t) => {
                        skip!(3);
                        let r = fcmp(f(local!(*a)) as f64, f(local!(*b)) as f64, *nan as i32);
                        branch!(c.holds(r, 0), t);
                    }
                    Insn::IfLocalsDCmp(c, nan, a, b, t) => {
                        skip!(3);
                        let r = fcmp(d(local!(*a)), d(local!(*b)), *nan as i32);
                        branch!(c.holds(r, 0), t);
                    }
                    Insn::LCmpIf(c, t) => {
                        skip!(1);
                        let b = pop2!() as i64;
                        let a = pop2!() as i64;
                        branch!(c.holds(a.cmp(&b) as i32, 0), t);
                    }
                    Insn::FCmpIf(c, nan, t) => {
                        skip!(1);
                        let b = f(pop!());
                        let a = f(pop!());
                        branch!(c.holds(fcmp(a as f64, b as f64, *nan as i32), 0), t);
                    }
                    Insn::DCmpIf(c, nan, t) => {
                        skip!(1);
                        let b = d(pop2!());
                        let a = d(pop2!());
                        branch!(c.holds(fcmp(a, b, *nan as i32), 0), t);
                    }
                    Insn::LInc(i, k) => {
                        skip!(3);
                        local!(*i) = (local!(*i) as i64).wrapping_add(*k) as u64;
                    }
                    Insn::IOpLocals(op, a, b, dst) => {
                        skip!(2);
                        let v = int_result!(*op, local!(*a) as i32, local!(*b) as i32);
                        out1!(*dst, iv(v));
                    }
                    Insn::IOpLocal(op, b, dst) => {
                        skip!(1);
                        let a = pop!() as i32;
                        let v = int_result!(*op, a, local!(*b) as i32);
                        out1!(*dst, iv(v));
                    }
                    Insn::IOpConst(op, k, dst) => {
                        skip!(1);
                        let a = pop!() as i32;
                        let v = int_result!(*op, a, *k);
                        out1!(*dst, iv(v));
                    }
                    Insn::IOpLocalConst(op, a, k, dst) => {
                        skip!(2);
                        let v = int_result!(*op, local!(*a) as i32, *k);
                        out1!(*dst, iv(v));
                    }
                    Insn::IOpStore(op, c) => {
                        let b = pop!() as i32;
                        let a = pop!() as i32;
                        let v = int_result!(*op, a, b);
                        skip!(1);
                        local!(*c) = iv(v);
                    }
                    // For a shift, local `b` is an int: its low bits are the count.
                    Insn::LOpLocals(op, a, b, dst) => {
                        skip!(2);
                        let v = long_result!(*op, local!(*a) as i64, local!(*b) as i64);
                        out2!(*dst, v as u64);
                    }
                    Insn::LOpLocal(op, b, dst) => {
                        skip!(1);
                        let a = pop2!() as i64;
                        let v = long_result!(*op, a, local!(*b) as i64);
                        out2!(*dst, v as u64);
                    }
                    Insn::LOpConst(op, k, dst) => {
                        skip!(1);
                        let a = pop2!() as i64;
                        let v = long_result!(*op, a, *k);
                        out2!(*dst, v as u64);
                    }
                    Insn::LOpLocalConst(op, a, k, dst) => {
                        skip!(2);
                        let v = long_result!(*op, local!(*a) as i64, *k);
                        out2!(*dst, v as u64);
                    }
                    Insn::LOpStore(op, c) => {
                        let (a, b) = pop_long_operands!(*op);
                        let v = long_result!(*op, a, b);
                        skip!(1);
                        local!(*c) = v as u64;
                    }
                    Insn::FOpLocals(op, a, b, dst) => {
                        skip!(2);
                        out1!(*dst, fv(fp_op(*op, f(local!(*a)), f(local!(*b)))));
                    }
                    Insn::FOpLocal(op, b, dst) => {
                        skip!(1);
                        let a = f(pop!());
                        out1!(*dst, fv(fp_op(*op, a, f(local!(*b)))));
                    }
                    Insn::FOpConst(op, k, dst) => {
                        skip!(1);
                        let a = f(pop!());
                        out1!(*dst, fv(fp_op(*op, a, *k)));
                    }
                    Insn::FOpLocalConst(op, a, k, dst) => {
                        skip!(2);
                        out1!(*dst, fv(fp_op(*op, f(local!(*a)), *k)));
                    }
                    Insn::FOpStore(op, c) => {
                        let b = f(pop!());
                        let a = f(pop!());
                        skip!(1);
                        local!(*c) = fv(fp_op(*op, a, b));
                    }
                    Insn::DOpLocals(op, a, b, dst) => {
                        skip!(2);
                        out2!(*dst, dv(fp_op(*op, d(local!(*a)), d(local!(*b)))));
                    }
                    Insn::DOpLocal(op, b, dst) => {
                        skip!(1);
                        let a = d(pop2!());
                        out2!(*dst, dv(fp_op(*op, a, d(local!(*b)))));
                    }
                    Insn::DOpConst(op, k, dst) => {
                        skip!(1);
                        let a = d(pop2!());
                        out2!(*dst, dv(fp_op(*op, a, *k)));
                    }
                    Insn::DOpLocalConst(op, a, k, dst) => {
                        skip!(2);
                        out2!(*dst, dv(fp_op(*op, d(local!(*a)), *k)));
                    }
                    Insn::DOpStore(op, c) => {
                        let b = d(pop2!());
                        let a = d(pop2!());
                        skip!(1);
                        local!(*c) = dv(fp_op(*op, a, b));
                    }
                    Insn::IFieldOpLocal(op, o, slot, b) => {
                        field_op!(5, *o, *slot, |v| iv(int_result!(
                            *op,
                            v as i32,
                            local!(*b) as i32
                        )));
                    }
                    Insn::IFieldOpConst(op, o, slot, k) => {
                        field_op!(5, *o, *slot, |v| iv(int_result!(*op, v as i32, *k)));
                    }
                    Insn::LFieldOpLocal(op, o, slot, b) => {
                        field_op!(
                            5,
                            *o,
                            *slot,
                            |v| long_result!(*op, v as i64, local!(*b) as i64) as u64
                        );
                    }
                    Insn::LFieldOpConst(op, o, slot, k) => {
                        field_op!(5, *o, *slot, |v| long_result!(*op, v as i64, *k) as u64);
                    }
                    Insn::DFieldOpLocal(op, o, slot, b) => {
                        field_op!(5, *o, *slot, |v| dv(fp_op(*op, d(v), d(local!(*b)))));
                    }
                    Insn::DFieldOpConst(op, o, slot, k) => {
                        field_op!(5, *o, *slot, |v| dv(fp_op(*op, d(v), *k)));
                    }
                    Insn::IStaticOpLocal(op, r, b) => {
                        static_op!(*r, |v| iv(int_result!(*op, v as i32, local!(*b) as i32)));
                    }
                    Insn::IStaticOpConst(op, r, k) => {
                        static_op!(*r, |v| iv(int_result!(*op, v as i32, *k)));
                    }
                    Insn::LStaticOpLocal(op, r, b) => {
                        static_op!(*r, |v| long_result!(*op, v as i64, local!(*b) as i64)
                            as u64);
                    }
                    Insn::LStaticOpConst(op, r, k) => {
                        static_op!(*r, |v| long_result!(*op, v as i64, *k as i64) as u64);
                    }
                    Insn::Dup2ArrayLoad(e) => {
                        skip!(1);
                        let (a, i) = array_at!(*sp.sub(2), *sp.sub(1) as i32);
                        load_element!(*e, a, i);
                    }
                    Insn::StoreMonitorEnter(k) => {
                        skip!(2);
                        let o = pop!();
                        local!(*k) = o;
                        let o = nonnull!(o);
                        try_j!(thread.monitor_enter_frame(o));
                    }
                    Insn::MonitorExitLocal(k) => {
                        skip!(1);
                        let o = nonnull!(local!(*k));
                        try_j!(thread.monitor_exit_frame(o));
                    }
                    Insn::Traced(inner) => {
                        // Synced first: the wrapped instruction may throw or allocate (and so
                        // reach a safepoint, which looks at this frame).
                        sync!();
                        sp = try_j!(crate::interp::access_tracing::run(thread, inner, sp));
                    }
                }
            }
        };
        thread.handle_exception(exc, base_depth)?;
    }
}

impl JThread {
    /// Stops at the pending safepoint until it is over.
    #[cold]
    #[inline(never)]
    pub(crate) fn safepoint_poll(&mut self) {
        locking::safepoint::block_at_safepoint(&self.shared.locking);
    }

    /// Finds a handler for `exc` in the top frame or unwinds frames (releasing their monitors)
    /// until one has; returns the exception if it leaves the frames above `base_depth`.
    pub(crate) fn handle_exception(&mut self, mut exc: Throw, base_depth: usize) -> JResult<()> {
        loop {
            let frame = self.frames.last().expect("frame");
            let code = frame.method.code.get().expect("decoded");
            let at = frame.pc.saturating_sub(1);
            let exc_class = class_of(exc.0);
            let mut target = None;
            for h in code.handlers.iter() {
                if h.start <= at && at < h.end {
                    match &h.catch {
                        None => target = Some(h.target),
                        Some(Ok(c)) if exc_class.is_subclass_of(c) => target = Some(h.target),
                        Some(Ok(_)) => continue,
                        Some(Err(e)) => {
                            exc = self.link_error(e);
                            target = None;
                            continue;
                        }
                    }
                    break;
                }
            }
            if let Some(t) = target {
                let frame = self.frames.last_mut().unwrap();
                // SAFETY: the operand stack starts right after the locals and has room for one:
                // the verifier rejects a method with handlers and max_stack 0.
                unsafe {
                    let base = crate::threads::jthread::operand_base(frame.locals, code);
                    *base = exc.0;
                    frame.sp = base.add(1);
                }
                frame.pc = t;
                return Ok(());
            }
            self.release_frame_monitors();
            self.frames.pop();
            if self.frames.len() <= base_depth {
                return Err(exc);
            }
        }
    }

    fn icce_not_implemented(&mut self, cls: &crate::classes::class::Class, m: &Method) -> Throw {
        let msg = format!(
            "Receiver class {} does not implement the interface {} defining the method to be called",
            cls.java_name(),
            m.class().java_name()
        );
        self.new_throwable("java/lang/IncompatibleClassChangeError", Some(&msg))
    }

    pub(crate) fn multi_new_array(
        &mut self,
        class: &'static crate::classes::class::Class,
        lens: &[i32],
    ) -> JResult<u64> {
        if let Some(&bad) = lens.iter().find(|&&l| l < 0) {
            return Err(self.new_throwable(
                "java/lang/NegativeArraySizeException",
                Some(&bad.to_string()),
            ));
        }
        let arr = self.alloc_array(class, lens[0])?;
        if lens.len() > 1 {
            let comp = class.component().expect("array");
            // One handle per dimension: each level's array across its sub-arrays' allocation.
            self.with_handles(|t| -> JResult<()> {
                t.handle(arr);
                for i in 0..lens[0] as usize {
                    let sub = t.multi_new_array(comp, &lens[1..])?;
                    // SAFETY: `arr` is a reference array of length lens[0] > i.
                    unsafe { array_set::<u64>(arr, i, sub) };
                }
                Ok(())
            })?;
        }
        Ok(arr)
    }
}
