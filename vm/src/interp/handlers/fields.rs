//! Instance and static fields: `getfield`/`putfield` (plain accesses are relaxed, volatile ones
//! sequentially consistent), `getstatic`/`putstatic`, and the fused field groups: a field of a
//! local's object, field chains, `op; putfield`, compound assignments (`o.f op= x`, `s op= x`).
use super::arith::{result, Num};
use crate::classes::code::{Dst, StaticRef};
use crate::heap::field;
use crate::interp::regs::{Regs, Step};
use std::sync::atomic::Ordering::{self, Relaxed, SeqCst};

/// A static field's value (see `StaticRef::volatile`).
#[inline(always)]
fn load_static(s: &StaticRef) -> u64 {
    if s.volatile {
        s.cell.load(SeqCst)
    } else {
        s.cell.load(Relaxed)
    }
}

#[inline(always)]
fn store_static(s: &StaticRef, v: u64) {
    if s.volatile {
        s.cell.store(v, SeqCst)
    } else {
        s.cell.store(v, Relaxed)
    }
}

/// `getfield` of a field of `slots` slots at `slot`, with `order`.
///
/// # Safety
/// **stack**: an object reference on top (**references**), room for the value; **fields**:
/// `slot` is in its layout.
#[inline(always)]
pub(crate) unsafe fn get_field(r: &mut Regs, slots: usize, order: Ordering, slot: u32) -> Step {
    // SAFETY: the contract; the object is checked non-null first.
    unsafe {
        let o = r.pop();
        let o = r.nonnull(o)?;
        r.push_n(slots, field(o, slot).load(order));
    }
    Ok(())
}

/// `putfield` of a field of `slots` slots at `slot`, with `order`.
///
/// # Safety
/// **stack**: an object reference and the value on top; **fields**: `slot` is in its layout.
#[inline(always)]
pub(crate) unsafe fn put_field(r: &mut Regs, slots: usize, order: Ordering, slot: u32) -> Step {
    // SAFETY: the contract; the object is checked non-null first.
    unsafe {
        r.drop_slots(slots);
        let v = *r.sp;
        let o = r.pop();
        let o = r.nonnull(o)?;
        field(o, slot).store(v, order);
    }
    Ok(())
}

/// `getstatic` of a field of `slots` slots (initializing its class first).
///
/// # Safety
/// **stack**: room for the value.
#[inline(always)]
pub(crate) unsafe fn get_static(r: &mut Regs, slots: usize, s: &StaticRef) -> Step {
    r.init(s.class)?;
    // SAFETY: the contract.
    unsafe { r.push_n(slots, load_static(s)) };
    Ok(())
}

/// `putstatic` of a field of `slots` slots (initializing its class first).
///
/// # Safety
/// **stack**: the value on top.
#[inline(always)]
pub(crate) unsafe fn put_static(r: &mut Regs, slots: usize, s: &StaticRef) -> Step {
    r.init(s.class)?;
    // SAFETY: the contract.
    unsafe {
        r.drop_slots(slots);
        store_static(s, *r.sp);
    }
    Ok(())
}

/// `aload a; getfield s` (then perhaps `<t>store`): a non-volatile field of a local's object.
///
/// # Safety
/// **groups**: **locals** `a` is an object reference with **fields** slot `s`; `dst` as in
/// `arith::out`.
#[inline(always)]
pub(crate) unsafe fn get_field_local(r: &mut Regs, slots: usize, a: u16, s: u32, dst: Dst) -> Step {
    // SAFETY: the contract; the object is checked non-null first.
    unsafe {
        r.skip(1);
        let o = r.nonnull(r.local(a))?;
        super::arith::out(r, slots, dst, field(o, s).load(Relaxed));
    }
    Ok(())
}

/// `aload a; getfield f; getfield s` (`p.next.y`): `f` a reference field.
///
/// # Safety
/// **groups**: **locals** `a` is an object reference with **fields** slot `f`, a reference to
/// an object with slot `s`; **stack** room for the value.
#[inline(always)]
pub(crate) unsafe fn get_field_chain(r: &mut Regs, slots: usize, a: u16, f: u32, s: u32) -> Step {
    // SAFETY: the contract; each object is checked non-null first, at its `getfield`.
    unsafe {
        r.skip(1);
        let o = r.nonnull(r.local(a))?;
        r.skip(1);
        let o = r.nonnull(field(o, f).load(Relaxed))?;
        r.push_n(slots, field(o, s).load(Relaxed));
    }
    Ok(())
}

/// `aload a; dup; getfield s`: the start of a compound assignment to a field, which leaves the
/// object under the field's value for the `putfield`.
///
/// # Safety
/// **groups**: **locals** `a` is an object reference with **fields** slot `s`; **stack** room
/// for it and the value.
#[inline(always)]
pub(crate) unsafe fn dup_get_field_local(r: &mut Regs, slots: usize, a: u16, s: u32) -> Step {
    // SAFETY: the contract; the object is checked non-null before its field is read.
    unsafe {
        r.skip(2);
        let o = r.local(a);
        r.push(o);
        let o = r.nonnull(o)?;
        r.push_n(slots, field(o, s).load(Relaxed));
    }
    Ok(())
}

/// `<t>op; putfield s` (`o.f = a op b`; a non-volatile field).
///
/// # Safety
/// **groups**: **stack** holds the object and the operands of `op`; **fields** slot `s`.
#[inline(always)]
pub(crate) unsafe fn op_put_field<T: Num>(r: &mut Regs, op: T::Op, s: u32) -> Step {
    // SAFETY: the contract; a null object is reported at the `putfield`.
    unsafe {
        let (a, b) = super::arith::pop_operands::<T>(r, op);
        let v = result(r, op, a, b)?;
        r.skip(1);
        let o = r.pop();
        let o = r.nonnull(o)?;
        field(o, s).store(v.slot(), Relaxed);
    }
    Ok(())
}

/// A compound assignment to non-volatile field `s` of the object in local `o`: `aload o; dup;
/// getfield; <right operand>; op; putfield` (`this.count++`, `total += x`). The `getfield` (the
/// group's third instruction) reports a null object; the operator (the fifth) a division by
/// zero.
///
/// # Safety
/// **groups**: **locals** `o` is an object reference with **fields** slot `s` of type `T`.
#[inline(always)]
pub(crate) unsafe fn field_op<T: Num>(r: &mut Regs, op: T::Op, o: u16, s: u32, b: T) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(2);
        let o = r.nonnull(r.local(o))?;
        r.skip(2);
        let cell = field(o, s);
        let v = result(r, op, T::of(cell.load(Relaxed)), b)?;
        r.skip(1);
        cell.store(v.slot(), Relaxed);
    }
    Ok(())
}

/// `field_op` with the right operand in local `b`.
///
/// # Safety
/// As [`field_op`]; **locals** `b` holds the right operand.
#[inline(always)]
pub(crate) unsafe fn field_op_local<T: Num>(
    r: &mut Regs,
    op: T::Op,
    o: u16,
    s: u32,
    b: u16,
) -> Step {
    // SAFETY: the contract.
    unsafe { field_op(r, op, o, s, T::of(r.local(b))) }
}

/// The same for a non-volatile static field: `getstatic; <right operand>; op; putstatic`
/// (`counter++`).
///
/// # Safety
/// None beyond the group's (**groups**): no slot is touched but the field's cell.
#[inline(always)]
pub(crate) unsafe fn static_op<T: Num>(r: &mut Regs, op: T::Op, s: &StaticRef, b: T) -> Step {
    r.init(s.class)?;
    // SAFETY: the group has three more instructions.
    unsafe { r.skip(2) };
    let v = result(r, op, T::of(s.cell.load(Relaxed)), b)?;
    // SAFETY: as above.
    unsafe { r.skip(1) };
    s.cell.store(v.slot(), Relaxed);
    Ok(())
}

/// `static_op` with the right operand in local `b`.
///
/// # Safety
/// **groups**: **locals** `b` holds the right operand.
#[inline(always)]
pub(crate) unsafe fn static_op_local<T: Num>(
    r: &mut Regs,
    op: T::Op,
    s: &StaticRef,
    b: u16,
) -> Step {
    // SAFETY: the contract.
    unsafe { static_op(r, op, s, T::of(r.local(b))) }
}
