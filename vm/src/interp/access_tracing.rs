//! The instrumented interpreter mode of the concurrency metrics (`--profile=concurrency`,
//! paper 004): the decoder wraps every object-field and array-element access, and every
//! allocation, in `Insn::Traced` ([`wrap`]); the dispatch loop hands a wrapped instruction to
//! [`traced`], which reports it (`instrumentation/concurrency.rs`) and runs the instruction's
//! own handler.
//!
//! Why wrap rather than test a flag in the ordinary instructions: with the metrics off no
//! instruction is wrapped, so the dispatch loop runs exactly the code it runs without this
//! module — the mode costs nothing when off. Which instructions are wrapped, and what each
//! touches, is the `traced(..)` of its entry in the instruction table (`interp/table.rs`);
//! [`run`] is generated from it and calls the same handlers as the dispatch loop, so the
//! semantics cannot drift apart. Static fields are not wrapped, as the thesis counts object
//! fields and array elements only.
use crate::classes::class::Class;
use crate::classes::code::{Elem, Insn};
use crate::heap::{array_length, class_of};
use crate::instrumentation::concurrency::{accessed, allocated};
use crate::interp::handlers::{arrays, fields, objects};
use crate::interp::regs::{Regs, Step};
use std::sync::atomic::Ordering::{Relaxed, SeqCst};

/// Generates [`is_traced`] and [`run`] from the instruction table: the entries with
/// `traced(how depth)`, where `how` says what the instruction touches and `depth` where its
/// object or array is on the stack (1 = the top slot).
macro_rules! traced_fns {
    ($r:ident;
     $(
         $(#[$attr:meta])*
         $name:ident $( ( $($field:ident : $fty:ty),+ ) )?
         $( bytecodes [$($op:literal),+] )?
         $( family($fam:expr) )?
         $( traced($how:ident $($depth:literal)?) )?
         => $run:expr;
     )*) => {
        /// Whether the concurrency metrics count `i`.
        pub fn is_traced(i: &Insn) -> bool {
            match i {
                $( Insn::$name { .. } => traced_arm!(is [$($how)?]), )*
            }
        }

        /// Reports wrapped instruction `insn` and runs its handler.
        ///
        /// # Safety
        /// `insn` was wrapped at the instruction before `ip` of the running, verified method:
        /// its handler's contract holds, as in the dispatch loop.
        #[inline(never)]
        #[allow(unused_variables)]
        unsafe fn run($r: &mut Regs, insn: &Insn) -> Step {
            match insn {
                $(
                    Insn::$name $( ( $($field),+ ) )? => {
                        traced_arm!(run $r, [$($how $($depth)?)?], $run)
                    }
                )*
            }
        }
    };
}

/// One arm of the generated functions, by the entry's `traced(..)`.
macro_rules! traced_arm {
    (is []) => {
        false
    };
    (is [$how:ident]) => {
        true
    };
    (run $r:ident, [], $run:expr) => {
        unreachable!("not wrapped by `wrap`")
    };
    (run $r:ident, [allocation], $run:expr) => {{
        // SAFETY: the function's contract, for this handler; after it, the new object is on
        // top of the stack.
        unsafe {
            $run?;
            allocated($r.thread, $r.peek(1));
        }
        Ok(())
    }};
    (run $r:ident, [$how:ident $depth:literal], $run:expr) => {{
        // SAFETY: the function's contract: the table's depth is where the instruction's object
        // or array is, and its handler's contract holds.
        unsafe {
            $how($r, $depth);
            $run
        }
    }};
}

crate::interp::table::for_each_insn!(traced_fns);

/// Wraps the instructions the metrics count (before fusion, which then leaves them alone).
pub fn wrap(insns: &mut [Insn]) {
    for i in insns.iter_mut() {
        if is_traced(i) {
            let inner = std::mem::replace(i, Insn::Nop);
            // Leaked like the rest of a method's decoded code, which lives as long as the VM.
            *i = Insn::Traced(Box::leak(Box::new(inner)));
        }
    }
}

/// `Insn::Traced`: runs the wrapped instruction `inner` on a copy of the registers, out of the
/// dispatch loop (which so never has its registers' address taken).
///
/// # Safety
/// As [`run`].
#[inline(always)]
pub(crate) unsafe fn traced(r: &mut Regs, inner: &Insn) -> Step {
    // Synced first: the report may look at the thread's frames.
    r.sync();
    let mut own = Regs {
        thread: &mut *r.thread,
        ip: r.ip,
        sp: r.sp,
        locals: r.locals,
        insns: r.insns,
        safepoint: r.safepoint,
        base_depth: r.base_depth,
    };
    // SAFETY: the contract.
    let step = unsafe { run(&mut own, inner) };
    r.ip = own.ip;
    r.sp = own.sp;
    step
}

/// A read of a field of the object `depth` slots down, if it is not null (else the handler
/// throws and nothing was accessed).
///
/// # Safety
/// The stack holds a reference `depth` slots down.
unsafe fn object_read(r: &mut Regs, depth: usize) {
    // SAFETY: the contract.
    let o = unsafe { r.peek(depth) };
    if o != 0 {
        accessed(r.thread, o, false);
    }
}

/// A write of a field of the object `depth` slots down (as [`object_read`]).
///
/// # Safety
/// As [`object_read`].
unsafe fn object_write(r: &mut Regs, depth: usize) {
    // SAFETY: the contract.
    let o = unsafe { r.peek(depth) };
    if o != 0 {
        accessed(r.thread, o, true);
    }
}

/// The array `depth` slots down, if the access of the element indexed by the int above it will
/// happen (not null, the index in bounds).
///
/// # Safety
/// The stack holds an array reference `depth` slots down and an int above it.
unsafe fn element(r: &Regs, depth: usize) -> Option<u64> {
    // SAFETY: the contract.
    let (a, i) = unsafe { (r.peek(depth), r.peek(depth - 1) as i32) };
    (a != 0 && (i as u32) < (array_length(a) as u32)).then_some(a)
}

/// A read of an array element (see [`element`]).
///
/// # Safety
/// As [`element`].
unsafe fn element_read(r: &mut Regs, depth: usize) {
    // SAFETY: the contract.
    if let Some(a) = unsafe { element(r, depth) } {
        accessed(r.thread, a, false);
    }
}

/// A write of an array element (see [`element`]).
///
/// # Safety
/// As [`element`].
unsafe fn element_write(r: &mut Regs, depth: usize) {
    // SAFETY: the contract.
    if let Some(a) = unsafe { element(r, depth) } {
        accessed(r.thread, a, true);
    }
}

/// `aastore`'s write, if it will happen: also the value (on top) passes the array store check.
///
/// # Safety
/// As [`element`], for a reference array with a reference on top.
unsafe fn ref_element_write(r: &mut Regs, depth: usize) {
    // SAFETY: the contract: the array and index under the value, the value on top.
    let (a, v) = unsafe { (element(r, depth), r.peek(1)) };
    let Some(a) = a else { return };
    let stores = v == 0
        || class_of(a)
            .component()
            .is_some_and(|c: &Class| class_of(v).is_subclass_of(c));
    if stores {
        accessed(r.thread, a, true);
    }
}
