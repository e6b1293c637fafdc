//! Objects: `new`, `checkcast`, `instanceof`, `athrow`, `monitorenter`/`monitorexit` (and the
//! fused entry and exit of a `synchronized` block), and the instruction of a failed resolution.
use crate::classes::class::Class;
use crate::classes::link_error::LinkError;
use crate::heap::class_of;
use crate::interp::regs::{Exit, Regs, Step};
use crate::runtime::throw::Throw;

/// `new`: initializes the class first (JVMS §5.5).
///
/// # Safety
/// **stack**: room for the reference.
#[inline(always)]
pub(crate) unsafe fn new(r: &mut Regs, c: &'static Class) -> Step {
    r.init(c)?;
    let o = r.call(|t| t.alloc_object(c))?;
    // SAFETY: the contract.
    unsafe { r.push(o) };
    Ok(())
}

/// `checkcast`: the reference stays on the stack.
///
/// # Safety
/// **stack**: a reference on top (**references**).
#[inline(always)]
pub(crate) unsafe fn check_cast(r: &mut Regs, c: &'static Class) -> Step {
    // SAFETY: the contract.
    let o = unsafe { r.peek(1) };
    if o != 0 && !class_of(o).is_subclass_of(c) {
        return r.throw(move |t| t.class_cast(class_of(o), c));
    }
    Ok(())
}

/// `instanceof`.
///
/// # Safety
/// **stack**: a reference on top (**references**).
#[inline(always)]
pub(crate) unsafe fn instance_of(r: &mut Regs, c: &'static Class) -> Step {
    // SAFETY: the contract: the int result takes the reference's slot.
    unsafe {
        let o = r.pop();
        r.push((o != 0 && class_of(o).is_subclass_of(c)) as u64);
    }
    Ok(())
}

/// `athrow`.
///
/// # Safety
/// **stack**: a Throwable reference on top (**references**).
#[inline(always)]
pub(crate) unsafe fn athrow(r: &mut Regs) -> Step {
    // SAFETY: the contract.
    let e = unsafe { r.pop() };
    let e = r.nonnull(e)?;
    r.sync();
    Err(Exit::Throw(Throw(e)))
}

/// `monitorenter` of object `o` (the frame records it, `held_monitors.rs`).
#[inline(always)]
fn enter(r: &mut Regs, o: u64) -> Step {
    let o = r.nonnull(o)?;
    r.call(|t| t.monitor_enter_frame(o))
}

/// `monitorexit` of object `o`.
#[inline(always)]
fn exit(r: &mut Regs, o: u64) -> Step {
    let o = r.nonnull(o)?;
    r.call(|t| t.monitor_exit_frame(o))
}

/// `monitorenter`.
///
/// # Safety
/// **stack**: a reference on top (**references**).
#[inline(always)]
pub(crate) unsafe fn monitor_enter(r: &mut Regs) -> Step {
    // SAFETY: the contract.
    let o = unsafe { r.pop() };
    enter(r, o)
}

/// `monitorexit`.
///
/// # Safety
/// **stack**: a reference on top (**references**).
#[inline(always)]
pub(crate) unsafe fn monitor_exit(r: &mut Regs) -> Step {
    // SAFETY: the contract.
    let o = unsafe { r.pop() };
    exit(r, o)
}

/// `dup; astore k; monitorenter`: javac's entry to a `synchronized` block, which keeps the lock
/// in local `k` for the exit.
///
/// # Safety
/// **groups**: **stack** a reference on top; **locals** `k` below max_locals.
#[inline(always)]
pub(crate) unsafe fn store_monitor_enter(r: &mut Regs, k: u16) -> Step {
    // SAFETY: the contract.
    let o = unsafe {
        r.skip(2);
        let o = r.pop();
        r.set_local(k, o);
        o
    };
    enter(r, o)
}

/// `aload k; monitorexit`.
///
/// # Safety
/// **groups**: **locals** `k` holds a reference.
#[inline(always)]
pub(crate) unsafe fn monitor_exit_local(r: &mut Regs, k: u16) -> Step {
    // SAFETY: the contract.
    let o = unsafe {
        r.skip(1);
        r.local(k)
    };
    exit(r, o)
}

/// An instruction whose resolution failed at decoding: throws the error now (JVMS §5.4).
#[inline(always)]
pub(crate) fn link_error(r: &mut Regs, e: &LinkError) -> Step {
    r.throw(move |t| t.link_error(e))
}
