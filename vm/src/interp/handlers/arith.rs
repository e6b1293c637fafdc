//! Arithmetic, negation, `iinc`, conversions and the `<t>cmp` instructions; and the fused
//! arithmetic of `fuse.rs`, with its operands named (locals, constants) rather than pushed and
//! its result stored rather than pushed ([`Dst`]).
//!
//! The four arithmetic types share their handlers through [`Num`]: one generic handler per
//! shape, monomorphized and inlined per type and operator, so each arm of the loop is the code
//! a hand-written one would be.
use super::{d, dv, f, fv, iv};
use crate::classes::code::{Conv, Dst, FpOp, IntOp};
use crate::interp::regs::{Exit, Regs, Step};

/// An arithmetic type of the JVM: how its values sit in slots and what its operators do.
pub(crate) trait Num: Copy {
    type Op: Copy;
    /// Slots of a value (and of the left operand and result of an operator).
    const SLOTS: usize;
    fn of(v: u64) -> Self;
    fn slot(self) -> u64;
    /// Slots of operator `op`'s right operand (a long shift's count is an int).
    fn right_slots(op: Self::Op) -> usize;
    /// `a op b`; `None` for an integer division by zero.
    fn apply(op: Self::Op, a: Self, b: Self) -> Option<Self>;
}

impl Num for i32 {
    type Op = IntOp;
    const SLOTS: usize = 1;
    #[inline(always)]
    fn of(v: u64) -> i32 {
        v as i32
    }
    #[inline(always)]
    fn slot(self) -> u64 {
        iv(self)
    }
    #[inline(always)]
    fn right_slots(_: IntOp) -> usize {
        1
    }
    #[inline(always)]
    fn apply(op: IntOp, a: i32, b: i32) -> Option<i32> {
        int_op(op, a, b)
    }
}

impl Num for i64 {
    type Op = IntOp;
    const SLOTS: usize = 2;
    #[inline(always)]
    fn of(v: u64) -> i64 {
        v as i64
    }
    #[inline(always)]
    fn slot(self) -> u64 {
        self as u64
    }
    #[inline(always)]
    fn right_slots(op: IntOp) -> usize {
        if matches!(op, IntOp::Shl | IntOp::Shr | IntOp::UShr) {
            1
        } else {
            2
        }
    }
    #[inline(always)]
    fn apply(op: IntOp, a: i64, b: i64) -> Option<i64> {
        long_op(op, a, b)
    }
}

impl Num for f32 {
    type Op = FpOp;
    const SLOTS: usize = 1;
    #[inline(always)]
    fn of(v: u64) -> f32 {
        f(v)
    }
    #[inline(always)]
    fn slot(self) -> u64 {
        fv(self)
    }
    #[inline(always)]
    fn right_slots(_: FpOp) -> usize {
        1
    }
    #[inline(always)]
    fn apply(op: FpOp, a: f32, b: f32) -> Option<f32> {
        Some(fp_op(op, a, b))
    }
}

impl Num for f64 {
    type Op = FpOp;
    const SLOTS: usize = 2;
    #[inline(always)]
    fn of(v: u64) -> f64 {
        d(v)
    }
    #[inline(always)]
    fn slot(self) -> u64 {
        dv(self)
    }
    #[inline(always)]
    fn right_slots(_: FpOp) -> usize {
        2
    }
    #[inline(always)]
    fn apply(op: FpOp, a: f64, b: f64) -> Option<f64> {
        Some(fp_op(op, a, b))
    }
}

/// `int_op` and `long_op`: one definition of Java's integer arithmetic for both widths.
macro_rules! integer_op {
    ($(#[$doc:meta])* $name:ident, $t:ty, $unsigned:ty, $shift_mask:literal) => {
        $(#[$doc])*
        #[inline(always)]
        pub(crate) fn $name(op: IntOp, a: $t, b: $t) -> Option<$t> {
            Some(match op {
                IntOp::Add => a.wrapping_add(b),
                IntOp::Sub => a.wrapping_sub(b),
                IntOp::Mul => a.wrapping_mul(b),
                IntOp::Div | IntOp::Rem if b == 0 => return None,
                IntOp::Div => a.wrapping_div(b),
                IntOp::Rem => a.wrapping_rem(b),
                IntOp::Shl => a.wrapping_shl(b as u32 & $shift_mask),
                IntOp::Shr => a.wrapping_shr(b as u32 & $shift_mask),
                IntOp::UShr => ((a as $unsigned) >> (b as u32 & $shift_mask)) as $t,
                IntOp::And => a & b,
                IntOp::Or => a | b,
                IntOp::Xor => a ^ b,
            })
        }
    };
}

integer_op!(
    /// `a op b` for Java `int`s; `None` for a division by zero.
    int_op, i32, u32, 31
);
integer_op!(
    /// `a op b` for Java `long`s (a shift's count is an `int`, of which the low six bits
    /// count); `None` for a division by zero.
    long_op, i64, u64, 63
);

/// `a op b` for Java `float`s and `double`s (IEEE 754 arithmetic, as Rust's).
#[inline(always)]
pub(crate) fn fp_op<T>(op: FpOp, a: T, b: T) -> T
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

/// Java `fcmpl`/`fcmpg`/`dcmpl`/`dcmpg`: `nan` is what an unordered comparison gives.
#[inline(always)]
pub(crate) fn fcmp(a: f64, b: f64, nan: i32) -> i32 {
    if a > b {
        1
    } else if a < b {
        -1
    } else if a == b {
        0
    } else {
        nan
    }
}

/// Java's primitive conversion `c` of `v` (a slot value of the source type). Rust's float to
/// integer `as` saturates and maps NaN to 0, exactly Java's rule.
#[inline(always)]
pub(crate) fn convert_value(c: Conv, v: u64) -> u64 {
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

/// `a op b`, or an ArithmeticException for an integer division by zero.
#[inline(always)]
pub(crate) fn result<T: Num>(r: &mut Regs, op: T::Op, a: T, b: T) -> Result<T, Exit> {
    match T::apply(op, a, b) {
        Some(v) => Ok(v),
        None => r.throw(move |t| t.divide_by_zero()),
    }
}

/// Pops operator `op`'s operands: the right one (of [`Num::right_slots`]), then the left.
///
/// # Safety
/// **stack**: the two operands on top.
#[inline(always)]
pub(crate) unsafe fn pop_operands<T: Num>(r: &mut Regs, op: T::Op) -> (T, T) {
    // SAFETY: the contract.
    unsafe {
        r.drop_slots(T::right_slots(op));
        let b = T::of(*r.sp);
        r.drop_slots(T::SLOTS);
        (T::of(*r.sp), b)
    }
}

/// Puts a fused instruction's result where `dst` says: pushed, or stored (moving past the store
/// of its group).
///
/// # Safety
/// **stack**: room for the result; or, **groups**: the group ends in the store to `dst`, whose
/// **locals** index is below max_locals.
#[inline(always)]
pub(crate) unsafe fn out(r: &mut Regs, slots: usize, dst: Dst, v: u64) {
    // SAFETY: the contract.
    unsafe {
        if dst == Dst::PUSH {
            r.push_n(slots, v);
        } else {
            r.skip(1);
            r.set_local(dst.0, v);
        }
    }
}

/// `<t>add`, `<t>sub`, ... `<t>xor`, `<t>shl`, ...: pops two operands, pushes the result.
///
/// # Safety
/// **stack**: the operands of `op` for type `T` on top.
#[inline(always)]
pub(crate) unsafe fn binop<T: Num>(r: &mut Regs, op: T::Op) -> Step {
    // SAFETY: the contract; the result takes the left operand's slots.
    unsafe {
        let (a, b) = pop_operands::<T>(r, op);
        let v = result(r, op, a, b)?;
        r.push_n(T::SLOTS, v.slot());
    }
    Ok(())
}

/// `frem` and `drem`: the remainder with the sign of the dividend, as C's `fmod` and Rust's `%`.
///
/// # Safety
/// **stack**: two `T`s on top.
#[inline(always)]
pub(crate) unsafe fn rem<T: Num + std::ops::Rem<Output = T>>(r: &mut Regs) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.drop_slots(T::SLOTS);
        let b = T::of(*r.sp);
        r.drop_slots(T::SLOTS);
        let a = T::of(*r.sp);
        r.push_n(T::SLOTS, (a % b).slot());
    }
    Ok(())
}

/// `<t>neg`.
///
/// # Safety
/// **stack**: a `T` on top.
#[inline(always)]
pub(crate) unsafe fn neg<T: Num>(r: &mut Regs, negate: impl FnOnce(T) -> T) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.drop_slots(T::SLOTS);
        let a = T::of(*r.sp);
        r.push_n(T::SLOTS, negate(a).slot());
    }
    Ok(())
}

/// `iinc i c`.
///
/// # Safety
/// **locals**: `i` is an int local below max_locals.
#[inline(always)]
pub(crate) unsafe fn iinc(r: &mut Regs, i: u16, c: i32) -> Step {
    // SAFETY: the contract.
    unsafe { r.set_local(i, iv((r.local(i) as i32).wrapping_add(c))) };
    Ok(())
}

/// `i2l` ... `i2s`.
///
/// # Safety
/// **stack**: a value of `c`'s source type on top, and room for its result.
#[inline(always)]
pub(crate) unsafe fn convert(r: &mut Regs, c: Conv) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.drop_slots(c.slots_in());
        let v = *r.sp;
        r.push_n(c.slots_out(), convert_value(c, v));
    }
    Ok(())
}

/// `lcmp`.
///
/// # Safety
/// **stack**: two longs on top.
#[inline(always)]
pub(crate) unsafe fn lcmp(r: &mut Regs) -> Step {
    // SAFETY: the contract; the int result takes one of the four slots.
    unsafe {
        let b = r.pop2() as i64;
        let a = r.pop2() as i64;
        r.push(iv(a.cmp(&b) as i32));
    }
    Ok(())
}

/// `fcmpl`/`fcmpg` (`T` = `f32`) and `dcmpl`/`dcmpg` (`f64`); `nan` as in [`fcmp`].
///
/// # Safety
/// **stack**: two `T`s on top.
#[inline(always)]
pub(crate) unsafe fn fp_cmp<T: Num + Into<f64>>(r: &mut Regs, nan: i32) -> Step {
    // SAFETY: the contract; the int result takes the left operand's first slot.
    unsafe {
        r.drop_slots(T::SLOTS);
        let b = T::of(*r.sp);
        r.drop_slots(T::SLOTS);
        let a = T::of(*r.sp);
        r.push(iv(fcmp(a.into(), b.into(), nan)));
    }
    Ok(())
}

/// `load a; load b; op` (then perhaps `store`): both operands locals.
///
/// # Safety
/// **groups**: **locals** `a` and `b` hold `T`'s operands of `op`; `dst` as in [`out`].
#[inline(always)]
pub(crate) unsafe fn op_locals<T: Num>(r: &mut Regs, op: T::Op, a: u16, b: u16, dst: Dst) -> Step {
    // SAFETY: the contract; two more instructions before the operator.
    unsafe {
        r.skip(2);
        let v = result(r, op, T::of(r.local(a)), T::of(r.local(b)))?;
        out(r, T::SLOTS, dst, v.slot());
    }
    Ok(())
}

/// `load b; op` (then perhaps `store`): the left operand on the stack, the right a local.
///
/// # Safety
/// **groups**: **stack** holds the left operand, **locals** `b` the right one; `dst` as in
/// [`out`].
#[inline(always)]
pub(crate) unsafe fn op_local<T: Num>(r: &mut Regs, op: T::Op, b: u16, dst: Dst) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(1);
        r.drop_slots(T::SLOTS);
        let a = T::of(*r.sp);
        let v = result(r, op, a, T::of(r.local(b)))?;
        out(r, T::SLOTS, dst, v.slot());
    }
    Ok(())
}

/// `const k; op` (then perhaps `store`): the left operand on the stack.
///
/// # Safety
/// **groups**: **stack** holds the left operand; `dst` as in [`out`].
#[inline(always)]
pub(crate) unsafe fn op_const<T: Num>(r: &mut Regs, op: T::Op, k: T, dst: Dst) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(1);
        r.drop_slots(T::SLOTS);
        let a = T::of(*r.sp);
        let v = result(r, op, a, k)?;
        out(r, T::SLOTS, dst, v.slot());
    }
    Ok(())
}

/// `load a; const k; op` (then perhaps `store`).
///
/// # Safety
/// **groups**: **locals** `a` holds the left operand; `dst` as in [`out`].
#[inline(always)]
pub(crate) unsafe fn op_local_const<T: Num>(
    r: &mut Regs,
    op: T::Op,
    a: u16,
    k: T,
    dst: Dst,
) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(2);
        let v = result(r, op, T::of(r.local(a)), k)?;
        out(r, T::SLOTS, dst, v.slot());
    }
    Ok(())
}

/// `op; store c`: both operands on the stack.
///
/// # Safety
/// **groups**: **stack** holds the operands; **locals** `c` is below max_locals.
#[inline(always)]
pub(crate) unsafe fn op_store<T: Num>(r: &mut Regs, op: T::Op, c: u16) -> Step {
    // SAFETY: the contract.
    unsafe {
        let (a, b) = pop_operands::<T>(r, op);
        let v = result(r, op, a, b)?;
        r.skip(1);
        r.set_local(c, v.slot());
    }
    Ok(())
}

/// `<t>load a; <conversion>`.
///
/// # Safety
/// **groups**: **locals** `a` holds a value of `c`'s source type; **stack** room for the result.
#[inline(always)]
pub(crate) unsafe fn convert_local(r: &mut Regs, c: Conv, a: u16) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(1);
        r.push_n(c.slots_out(), convert_value(c, r.local(a)));
    }
    Ok(())
}

/// `lload a; lconst|ldc2_w k; ladd|lsub; lstore a`: the long `i += k`.
///
/// # Safety
/// **groups**: **locals** `i` is a long local.
#[inline(always)]
pub(crate) unsafe fn linc(r: &mut Regs, i: u16, k: i64) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(3);
        r.set_local(i, (r.local(i) as i64).wrapping_add(k) as u64);
    }
    Ok(())
}
