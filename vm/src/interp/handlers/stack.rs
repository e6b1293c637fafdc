//! Constants, local loads and stores, and the stack shuffles (`pop`, `dup*`, `swap`).
use crate::interp::regs::{Regs, Step};

/// Pushes a one-slot constant (`aconst_null`, `iconst`, `fconst`, `bipush`, `sipush`, `ldc`).
///
/// # Safety
/// **stack**: room for one slot.
#[inline(always)]
pub(crate) unsafe fn constant(r: &mut Regs, v: u64) -> Step {
    // SAFETY: the contract.
    unsafe { r.push(v) };
    Ok(())
}

/// Pushes a two-slot constant (`lconst`, `dconst`, `ldc2_w`).
///
/// # Safety
/// **stack**: room for two slots.
#[inline(always)]
pub(crate) unsafe fn constant2(r: &mut Regs, v: u64) -> Step {
    // SAFETY: the contract.
    unsafe { r.push2(v) };
    Ok(())
}

/// `<t>load i` of a one- or two-slot value.
///
/// # Safety
/// **locals**: `i` (plus one for two slots) is below max_locals; **stack**: room for `slots`.
#[inline(always)]
pub(crate) unsafe fn load(r: &mut Regs, slots: usize, i: u16) -> Step {
    // SAFETY: the contract.
    unsafe { r.push_n(slots, r.local(i)) };
    Ok(())
}

/// `<t>store i` of a one- or two-slot value.
///
/// # Safety
/// **locals**: `i` is below max_locals; **stack**: a value of `slots` slots on top.
#[inline(always)]
pub(crate) unsafe fn store(r: &mut Regs, slots: usize, i: u16) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.drop_slots(slots);
        r.set_local(i, *r.sp);
    }
    Ok(())
}

/// `pop` (1) and `pop2` (2).
///
/// # Safety
/// **stack**: at least `n` slots.
#[inline(always)]
pub(crate) unsafe fn pop(r: &mut Regs, n: usize) -> Step {
    // SAFETY: the contract.
    unsafe { r.drop_slots(n) };
    Ok(())
}

/// `dup`.
///
/// # Safety
/// **stack**: a one-slot value on top and room for one more.
#[inline(always)]
pub(crate) unsafe fn dup(r: &mut Regs) -> Step {
    // SAFETY: the contract.
    unsafe { r.push(r.peek(1)) };
    Ok(())
}

/// `dup_x1`.
///
/// # Safety
/// **stack**: two one-slot values and room for one more.
#[inline(always)]
pub(crate) unsafe fn dup_x1(r: &mut Regs) -> Step {
    // SAFETY: the contract: two slots popped, three pushed.
    unsafe {
        let v1 = r.pop();
        let v2 = r.pop();
        r.push(v1);
        r.push(v2);
        r.push(v1);
    }
    Ok(())
}

/// `dup_x2`.
///
/// # Safety
/// **stack**: three slots (their types as JVMS form 1 or 2 allows) and room for one more.
#[inline(always)]
pub(crate) unsafe fn dup_x2(r: &mut Regs) -> Step {
    // SAFETY: the contract: three slots popped, four pushed.
    unsafe {
        let v1 = r.pop();
        let v2 = r.pop();
        let v3 = r.pop();
        r.push(v1);
        r.push(v3);
        r.push(v2);
        r.push(v1);
    }
    Ok(())
}

/// `dup2`.
///
/// # Safety
/// **stack**: two slots and room for two more.
#[inline(always)]
pub(crate) unsafe fn dup2(r: &mut Regs) -> Step {
    // SAFETY: the contract.
    unsafe {
        let v1 = r.peek(1);
        let v2 = r.peek(2);
        r.push(v2);
        r.push(v1);
    }
    Ok(())
}

/// `dup2_x1`.
///
/// # Safety
/// **stack**: three slots and room for two more.
#[inline(always)]
pub(crate) unsafe fn dup2_x1(r: &mut Regs) -> Step {
    // SAFETY: the contract: three slots popped, five pushed.
    unsafe {
        let v1 = r.pop();
        let v2 = r.pop();
        let v3 = r.pop();
        r.push(v2);
        r.push(v1);
        r.push(v3);
        r.push(v2);
        r.push(v1);
    }
    Ok(())
}

/// `dup2_x2`.
///
/// # Safety
/// **stack**: four slots and room for two more.
#[inline(always)]
pub(crate) unsafe fn dup2_x2(r: &mut Regs) -> Step {
    // SAFETY: the contract: four slots popped, six pushed.
    unsafe {
        let v1 = r.pop();
        let v2 = r.pop();
        let v3 = r.pop();
        let v4 = r.pop();
        r.push(v2);
        r.push(v1);
        r.push(v4);
        r.push(v3);
        r.push(v2);
        r.push(v1);
    }
    Ok(())
}

/// `swap`.
///
/// # Safety
/// **stack**: two one-slot values.
#[inline(always)]
pub(crate) unsafe fn swap(r: &mut Regs) -> Step {
    // SAFETY: the contract: two slots popped, two pushed.
    unsafe {
        let v1 = r.pop();
        let v2 = r.pop();
        r.push(v1);
        r.push(v2);
    }
    Ok(())
}

/// `iload a; iload b` (one-slot values) and `lload a; lload b` (two-slot values).
///
/// # Safety
/// **groups** of two loads: **locals** `a` and `b` below max_locals, **stack** room for both.
#[inline(always)]
pub(crate) unsafe fn load_load(r: &mut Regs, slots: usize, a: u16, b: u16) -> Step {
    // SAFETY: the contract; the group has one more instruction.
    unsafe {
        r.skip(1);
        r.push_n(slots, r.local(a));
        r.push_n(slots, r.local(b));
    }
    Ok(())
}
