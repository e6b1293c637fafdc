//! Branches, `goto`, `jsr`/`ret`, switches; the fused compare-and-branch groups and the counted
//! loop's step and test. Backward jumps poll for a safepoint ([`Regs::jump`]).
use super::arith::{fcmp, Num};
use super::iv;
use crate::classes::code::{Cond, LookupSwitch, Loop, TableSwitch};
use crate::heap::array_length;
use crate::interp::regs::{Regs, Step};

/// Jumps to `t` if `taken`.
///
/// # Safety
/// **targets**: `t` is an instruction of the method.
#[inline(always)]
unsafe fn branch(r: &mut Regs, taken: bool, t: u32) -> Step {
    if taken {
        // SAFETY: the contract.
        unsafe { r.jump(t) };
    }
    Ok(())
}

/// `if<cond> t`: an int compared with zero.
///
/// # Safety
/// **stack**: an int on top; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_zero(r: &mut Regs, c: Cond, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        let a = r.pop() as i32;
        branch(r, c.holds(a, 0), t)
    }
}

/// `if_icmp<cond> t`.
///
/// # Safety
/// **stack**: two ints on top; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_icmp(r: &mut Regs, c: Cond, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        let b = r.pop() as i32;
        let a = r.pop() as i32;
        branch(r, c.holds(a, b), t)
    }
}

/// `if_acmpeq` (`eq`) and `if_acmpne`: reference identity.
///
/// # Safety
/// **stack**: two references on top; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_acmp(r: &mut Regs, eq: bool, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        let b = r.pop();
        let a = r.pop();
        branch(r, (a == b) == eq, t)
    }
}

/// `ifnull` (`null`) and `ifnonnull`.
///
/// # Safety
/// **stack**: a reference on top; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_null(r: &mut Regs, null: bool, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        let a = r.pop();
        branch(r, (a == 0) == null, t)
    }
}

/// `goto t`.
///
/// # Safety
/// **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn goto(r: &mut Regs, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe { r.jump(t) };
    Ok(())
}

/// `jsr t`: pushes the index of the next instruction as a return address.
///
/// # Safety
/// **stack**: room for one slot; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn jsr(r: &mut Regs, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.push(r.pc() as u64);
        r.goto(t);
    }
    Ok(())
}

/// `ret i`.
///
/// # Safety
/// **locals**: `i` is below max_locals; **targets**: it holds a return address (made by `jsr`).
#[inline(always)]
pub(crate) unsafe fn ret(r: &mut Regs, i: u16) -> Step {
    // SAFETY: the contract.
    unsafe { r.goto(r.local(i) as u32) };
    Ok(())
}

/// `tableswitch`.
///
/// # Safety
/// **stack**: an int on top; **targets**: the switch's targets.
#[inline(always)]
pub(crate) unsafe fn table_switch(r: &mut Regs, s: &TableSwitch) -> Step {
    // SAFETY: the contract.
    unsafe {
        let k = r.pop() as i32;
        let off = (k as i64) - (s.low as i64);
        r.jump(if off >= 0 && (off as usize) < s.targets.len() {
            s.targets[off as usize]
        } else {
            s.default
        });
    }
    Ok(())
}

/// `lookupswitch` (pairs sorted by key at decoding).
///
/// # Safety
/// **stack**: an int on top; **targets**: the switch's targets.
#[inline(always)]
pub(crate) unsafe fn lookup_switch(r: &mut Regs, s: &LookupSwitch) -> Step {
    // SAFETY: the contract.
    unsafe {
        let k = r.pop() as i32;
        r.jump(match s.pairs.binary_search_by_key(&k, |p| p.0) {
            Ok(i) => s.pairs[i].1,
            Err(_) => s.default,
        });
    }
    Ok(())
}

/// `iload a; iload b; if_icmp<cond> t`.
///
/// # Safety
/// **groups**: **locals** `a`, `b` are ints; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_locals_icmp(r: &mut Regs, c: Cond, a: u16, b: u16, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(2);
        branch(r, c.holds(r.local(a) as i32, r.local(b) as i32), t)
    }
}

/// `iload a; <const k>; if_icmp<cond> t`.
///
/// # Safety
/// **groups**: **locals** `a` is an int; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_local_const_icmp(r: &mut Regs, c: Cond, a: u16, k: i32, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(2);
        branch(r, c.holds(r.local(a) as i32, k), t)
    }
}

/// `<const k>; if_icmp<cond> t`.
///
/// # Safety
/// **groups**: **stack** an int on top; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_const_icmp(r: &mut Regs, c: Cond, k: i32, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(1);
        let a = r.pop() as i32;
        branch(r, c.holds(a, k), t)
    }
}

/// `iload a; if<cond> t`.
///
/// # Safety
/// **groups**: **locals** `a` is an int; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_local(r: &mut Regs, c: Cond, a: u16, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(1);
        branch(r, c.holds(r.local(a) as i32, 0), t)
    }
}

/// `iload i; aload a; arraylength; if_icmp<cond> t`: a loop over an array.
///
/// # Safety
/// **groups**: **locals** `i` is an int and `a` an array (**references**); **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_local_length_icmp(r: &mut Regs, c: Cond, i: u16, a: u16, t: u32) -> Step {
    // SAFETY: the contract; a null array is reported at the `arraylength`.
    unsafe {
        r.skip(2);
        let arr = r.nonnull(r.local(a))?;
        r.skip(1);
        branch(r, c.holds(r.local(i) as i32, array_length(arr)), t)
    }
}

/// `lload a; lload b; lcmp; if<cond> t`.
///
/// # Safety
/// **groups**: **locals** `a`, `b` are longs; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_locals_lcmp(r: &mut Regs, c: Cond, a: u16, b: u16, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(3);
        let (a, b) = (r.local(a) as i64, r.local(b) as i64);
        branch(r, c.holds(a.cmp(&b) as i32, 0), t)
    }
}

/// `<t>load a; <t>load b; <t>cmp<l|g>; if<cond> t` for floats and doubles (`nan` as in
/// [`fcmp`]).
///
/// # Safety
/// **groups**: **locals** `a`, `b` hold `T`s; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn if_locals_fcmp<T: Num + Into<f64>>(
    r: &mut Regs,
    c: Cond,
    nan: i8,
    a: u16,
    b: u16,
    t: u32,
) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(3);
        let v = fcmp(
            T::of(r.local(a)).into(),
            T::of(r.local(b)).into(),
            nan as i32,
        );
        branch(r, c.holds(v, 0), t)
    }
}

/// `lcmp; if<cond> t`.
///
/// # Safety
/// **groups**: **stack** two longs on top; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn lcmp_if(r: &mut Regs, c: Cond, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(1);
        let b = r.pop2() as i64;
        let a = r.pop2() as i64;
        branch(r, c.holds(a.cmp(&b) as i32, 0), t)
    }
}

/// `fcmp<l|g>; if<cond> t` and `dcmp<l|g>; if<cond> t`.
///
/// # Safety
/// **groups**: **stack** two `T`s on top; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn fcmp_if<T: Num + Into<f64>>(r: &mut Regs, c: Cond, nan: i8, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(1);
        r.drop_slots(T::SLOTS);
        let b = T::of(*r.sp);
        r.drop_slots(T::SLOTS);
        let a = T::of(*r.sp);
        branch(r, c.holds(fcmp(a.into(), b.into(), nan as i32), 0), t)
    }
}

/// `iinc i c; goto t`.
///
/// # Safety
/// **groups**: **locals** `i` is an int; **targets**: `t`.
#[inline(always)]
pub(crate) unsafe fn iinc_goto(r: &mut Regs, i: u16, c: i16, t: u32) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.set_local(i, iv((r.local(i) as i32).wrapping_add(c as i32)));
        r.jump(t);
    }
    Ok(())
}

/// A `Loop*` instruction: steps its local, then goes to the loop's exit if the header's compare
/// with `bound` holds, else back to the body.
///
/// # Safety
/// **groups**: the loop's local is an int local; its body and exit are instructions of the
/// method (the header's group end and target).
#[inline(always)]
pub(crate) unsafe fn loop_step(r: &mut Regs, l: &Loop, bound: i32) -> Step {
    // SAFETY: the contract.
    unsafe {
        let v = (r.local(l.local) as i32).wrapping_add(l.inc as i32);
        r.set_local(l.local, iv(v));
        let target = if l.cond.holds(v, bound) {
            l.exit
        } else {
            l.body
        };
        r.jump(target as u32);
    }
    Ok(())
}

/// `LoopConst`: the bound a constant.
///
/// # Safety
/// As [`loop_step`].
#[inline(always)]
pub(crate) unsafe fn loop_const(r: &mut Regs, l: &Loop, k: i32) -> Step {
    // SAFETY: the contract.
    unsafe { loop_step(r, l, k) }
}

/// `LoopLocals`: the bound the int in local `b`.
///
/// # Safety
/// As [`loop_step`]; **locals** `b` is an int.
#[inline(always)]
pub(crate) unsafe fn loop_locals(r: &mut Regs, l: &Loop, b: u16) -> Step {
    // SAFETY: the contract.
    unsafe { loop_step(r, l, r.local(b) as i32) }
}

/// `LoopLength`: the bound the length of the array in local `a`.
///
/// # Safety
/// As [`loop_step`]; **locals** `a` is an array (**references**).
#[inline(always)]
pub(crate) unsafe fn loop_length(r: &mut Regs, l: &Loop, a: u16) -> Step {
    // SAFETY: the contract.
    unsafe {
        let arr = r.local(a);
        if arr == 0 {
            // As `arraylength` in the loop's header would throw it.
            r.goto(l.body as u32 - 1);
            return r.throw(move |t| t.null_pointer());
        }
        loop_step(r, l, array_length(arr))
    }
}
