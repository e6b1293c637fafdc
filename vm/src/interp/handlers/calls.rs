//! Calls and returns: `invoke*` (a bytecode callee gets a frame and the frame loop continues
//! there; a native runs now), `invokedynamic` (lambdas, `interp/lambda.rs`), `<t>return`.
use crate::classes::code::LambdaSite;
use crate::classes::method::Method;
use crate::heap::class_of;
use crate::interp::regs::{Exit, Regs, Step};

/// Calls `m` with the arguments starting at `args`: a bytecode method gets a frame and the
/// loop continues there; a native runs now and its result is pushed.
///
/// # Safety
/// **calls**: `args` is the first of `m`'s argument slots, on top of the stack, of the types
/// its descriptor says; **stack** room for the result in place of the arguments.
#[inline(always)]
unsafe fn invoke(r: &mut Regs, m: &'static Method, args: *mut u64) -> Step {
    let pc = r.pc();
    // SAFETY: this `run` executes the top frame.
    let fr = unsafe { r.thread.frames.last_mut().unwrap_unchecked() };
    fr.pc = pc;
    fr.sp = args;
    match r.thread.enter(m, args) {
        Ok(None) => Err(Exit::Frame),
        Ok(Some(v)) => {
            r.sp = args;
            // SAFETY: the result takes (part of) the arguments' place, by the contract.
            unsafe {
                match m.ret.slots() {
                    0 => {}
                    1 => r.push(v),
                    _ => r.push2(v),
                }
            }
            Ok(())
        }
        Err(t) => Err(Exit::Throw(t)),
    }
}

/// `invokestatic` (initializing the class first).
///
/// # Safety
/// **calls**: the arguments of `m` on top of the stack.
#[inline(always)]
pub(crate) unsafe fn invoke_static(r: &mut Regs, m: &'static Method) -> Step {
    r.init(m.class())?;
    // SAFETY: the contract.
    unsafe { invoke(r, m, r.sp.sub(m.arg_slots as usize)) }
}

/// `invokespecial` and statically bound `invokevirtual` (private, final).
///
/// # Safety
/// **calls**: the receiver and arguments of `m` on top of the stack.
#[inline(always)]
pub(crate) unsafe fn invoke_special(r: &mut Regs, m: &'static Method) -> Step {
    // SAFETY: the contract: the receiver is the first argument slot.
    unsafe {
        let args = r.sp.sub(m.arg_slots as usize);
        r.nonnull(*args)?;
        invoke(r, m, args)
    }
}

/// `invokevirtual`: the target from the receiver's vtable.
///
/// # Safety
/// **calls**: the receiver and arguments of `m` on top of the stack.
#[inline(always)]
pub(crate) unsafe fn invoke_virtual(r: &mut Regs, m: &'static Method) -> Step {
    // SAFETY: the contract: the receiver is the first argument slot (**references**).
    unsafe {
        let args = r.sp.sub(m.arg_slots as usize);
        let cls = class_of(r.nonnull(*args)?);
        let target = match cls.vtable.get(m.vtable_index as usize) {
            Some(t) => *t,
            None => return r.throw(move |t| t.icce_not_implemented(cls, m)),
        };
        invoke(r, target, args)
    }
}

/// `invokeinterface`: the target from the receiver's itable (not checked by the verifier).
///
/// # Safety
/// **calls**: the receiver and arguments of `m` on top of the stack.
#[inline(always)]
pub(crate) unsafe fn invoke_interface(r: &mut Regs, m: &'static Method) -> Step {
    // SAFETY: the contract: the receiver is the first argument slot (**references**).
    unsafe {
        let args = r.sp.sub(m.arg_slots as usize);
        let cls = class_of(r.nonnull(*args)?);
        let target = match cls.itable.get(&m.selector) {
            Some(t) => *t,
            None => return r.throw(move |t| t.icce_not_implemented(cls, m)),
        };
        invoke(r, target, args)
    }
}

/// `invokedynamic` bound to a lambda class: pops the captured values, pushes the lambda.
///
/// # Safety
/// **calls**: the site's captured values on top of the stack.
#[inline(always)]
pub(crate) unsafe fn invoke_dynamic(r: &mut Regs, site: &'static LambdaSite) -> Step {
    // SAFETY: the contract: the lambda takes the first captured slot (or a new one: the
    // verifier counted it).
    unsafe {
        let args = r.sp.sub(site.capture_slots as usize);
        let obj = r.call(|t| t.make_lambda(site, args))?;
        r.sp = args;
        r.push(obj);
    }
    Ok(())
}

/// `<t>return` of a value of `slots` slots (0 for `return`): leaves the frame (releasing a
/// synchronized method's monitor) and pushes the value on the caller's stack.
///
/// # Safety
/// **stack**: the value on top; **calls**: the caller (if any, above `base_depth`) is a
/// bytecode frame with room for the result its call site's descriptor promised.
#[inline(always)]
pub(crate) unsafe fn return_value(r: &mut Regs, slots: usize) -> Step {
    let v = if slots == 0 {
        0
    } else {
        // SAFETY: the value's slots are on the stack, by the contract.
        unsafe { r.peek(slots) }
    };
    r.sync();
    if let Err(t) = r.thread.leave_frame() {
        return Err(Exit::Throw(t));
    }
    r.thread.frames.pop();
    if r.thread.frames.len() == r.base_depth {
        return Err(Exit::Done(v));
    }
    // SAFETY: the caller frame exists (the depth is above `base_depth`) and has room, by the
    // contract.
    unsafe {
        let caller = r.thread.frames.last_mut().unwrap_unchecked();
        *caller.sp = v;
        caller.sp = caller.sp.add(slots);
    }
    Err(Exit::Frame)
}
