//! Array elements (`<t>aload`, `<t>astore`), `arraylength`, array creation, and the fused array
//! groups (an element indexed by locals, at an offset, `dup2; <t>aload`, stores from locals).
use super::iv;
use crate::classes::code::{Dst, Elem};
use crate::heap::{array_get, array_length, array_set, class_of};
use crate::interp::regs::{Exit, Regs, Step};

/// Checks array reference `arr` and index `i` into it: a NullPointerException, or an
/// ArrayIndexOutOfBoundsException.
#[inline(always)]
fn checked(r: &mut Regs, arr: u64, i: i32) -> Result<(u64, usize), Exit> {
    let arr = r.nonnull(arr)?;
    let len = array_length(arr);
    if (i as u32) >= (len as u32) {
        return r.throw(move |t| t.array_index(i, len));
    }
    Ok((arr, i as usize))
}

/// Pushes element `i` of array `a`, read as `e` says.
///
/// # Safety
/// **arrays**: `a` is an array of `e`'s element type and `i` is below its length; **stack**
/// room for the element.
#[inline(always)]
unsafe fn load_element(r: &mut Regs, e: Elem, a: u64, i: usize) {
    // SAFETY: the contract.
    unsafe {
        match e {
            Elem::Int => r.push(iv(array_get::<i32>(a, i))),
            Elem::Float => r.push(array_get::<u32>(a, i) as u64),
            Elem::Wide => r.push2(array_get::<u64>(a, i)),
            Elem::Ref => r.push(array_get::<u64>(a, i)),
            Elem::Byte => r.push(iv(array_get::<i8>(a, i) as i32)),
            Elem::Char => r.push(array_get::<u16>(a, i) as u64),
            Elem::Short => r.push(iv(array_get::<i16>(a, i) as i32)),
        }
    }
}

/// Stores `v` (a slot value) as element `i` of array `a`, written as `e` says: 32 bits for
/// int and float; the low byte for byte, and its low bit for boolean arrays (JVMS `bastore`);
/// 16 bits for char and short; a reference after the array store check.
///
/// # Safety
/// **arrays**: `a` is an array of `e`'s element type (`Elem::Int` for `[I` and `[F`,
/// `Elem::Char` for `[C` and `[S`) and `i` is below its length; a reference `v` is a reference
/// (**references**).
#[inline(always)]
unsafe fn store_element(r: &mut Regs, e: Elem, a: u64, i: usize, v: u64) -> Step {
    // SAFETY: the contract.
    unsafe {
        match e {
            Elem::Int | Elem::Float => array_set::<u32>(a, i, v as u32),
            Elem::Wide => array_set::<u64>(a, i, v),
            Elem::Byte => {
                let boolean =
                    class_of(a).elem_type() == Some(crate::classes::descriptor::BasicType::Boolean);
                let v = if boolean { v & 1 } else { v };
                array_set::<u8>(a, i, v as u8);
            }
            Elem::Char | Elem::Short => array_set::<u16>(a, i, v as u16),
            Elem::Ref => {
                if v != 0 {
                    // A reference array's class has a component.
                    let elem_class = class_of(a).component().unwrap_unchecked();
                    let vc = class_of(v);
                    if !vc.is_subclass_of(elem_class) {
                        return r.throw(move |t| {
                            let name = vc.java_name();
                            t.new_throwable("java/lang/ArrayStoreException", Some(&name))
                        });
                    }
                }
                array_set::<u64>(a, i, v);
            }
        }
    }
    Ok(())
}

/// `<t>aload`.
///
/// # Safety
/// **stack**: an array reference and an int index on top; **arrays**: of `e`'s element type.
#[inline(always)]
pub(crate) unsafe fn load(r: &mut Regs, e: Elem) -> Step {
    // SAFETY: the contract; array and index are checked.
    unsafe {
        let i = r.pop() as i32;
        let arr = r.pop();
        let (a, i) = checked(r, arr, i)?;
        load_element(r, e, a, i);
    }
    Ok(())
}

/// `<t>astore` (for `aastore`, the value stays on the stack until the store check is done: it
/// may allocate the ArrayStoreException).
///
/// # Safety
/// **stack**: an array reference, an int index and a value of `e.slots()` on top; **arrays**:
/// of `e`'s element type.
#[inline(always)]
pub(crate) unsafe fn store(r: &mut Regs, e: Elem) -> Step {
    // SAFETY: the contract; array and index are checked before the store.
    unsafe {
        let vs = e.slots();
        let (a, i) = checked(r, r.peek(vs + 2), r.peek(vs + 1) as i32)?;
        if e == Elem::Ref {
            store_element(r, e, a, i, r.peek(1))?;
            r.drop_slots(3);
        } else {
            r.drop_slots(vs);
            store_element(r, e, a, i, *r.sp)?;
            r.drop_slots(2);
        }
    }
    Ok(())
}

/// `arraylength`.
///
/// # Safety
/// **stack**: an array reference on top.
#[inline(always)]
pub(crate) unsafe fn length(r: &mut Regs) -> Step {
    // SAFETY: the contract; null is checked.
    unsafe {
        let a = r.pop();
        let a = r.nonnull(a)?;
        r.push(iv(array_length(a)));
    }
    Ok(())
}

/// `newarray`/`anewarray`: `ac` is the class of the new array.
///
/// # Safety
/// **stack**: the int length on top.
#[inline(always)]
pub(crate) unsafe fn new_array(r: &mut Regs, ac: &'static crate::classes::class::Class) -> Step {
    // SAFETY: the contract: the array takes the length's slot.
    unsafe {
        let len = r.pop() as i32;
        let a = r.call(|t| t.alloc_array(ac, len))?;
        r.push(a);
    }
    Ok(())
}

/// `multianewarray` of `dims` dimensions.
///
/// # Safety
/// **stack**: `dims` int lengths on top.
#[inline(always)]
pub(crate) unsafe fn multi_new_array(
    r: &mut Regs,
    c: &'static crate::classes::class::Class,
    dims: u8,
) -> Step {
    // SAFETY: the contract: the array takes the first length's slot.
    unsafe {
        let n = dims as usize;
        r.drop_slots(n);
        let base = r.sp;
        let lens: smallvec::SmallVec<[i32; 4]> = (0..n).map(|k| *base.add(k) as i32).collect();
        let a = r.call(|t| t.multi_new_array(c, &lens))?;
        r.push(a);
    }
    Ok(())
}

/// `dup2; <t>aload`: an element read for a compound assignment (`a[i] += x`), which leaves the
/// array and index under it for the store.
///
/// # Safety
/// **groups**: as `<t>aload`, the array and index left in place; **stack** room for the
/// element.
#[inline(always)]
pub(crate) unsafe fn dup2_load(r: &mut Regs, e: Elem) -> Step {
    // SAFETY: the contract.
    unsafe {
        r.skip(1);
        let (a, i) = checked(r, r.peek(2), r.peek(1) as i32)?;
        load_element(r, e, a, i);
    }
    Ok(())
}

/// `aload a; iload i; <t>aload` (then perhaps `<t>store`).
///
/// # Safety
/// **groups**: **locals** `a` is an array of `e`'s type and `i` an int; `dst` a local below
/// max_locals or a push (**stack** room).
#[inline(always)]
pub(crate) unsafe fn load_locals(r: &mut Regs, e: Elem, a: u16, i: u16, dst: Dst) -> Step {
    // SAFETY: the contract; array and index are checked.
    unsafe {
        r.skip(2);
        let (a, i) = checked(r, r.local(a), r.local(i) as i32)?;
        load_element(r, e, a, i);
        if dst != Dst::PUSH {
            r.skip(1);
            r.drop_slots(e.slots());
            r.set_local(dst.0, *r.sp);
        }
    }
    Ok(())
}

/// `<index offset>; iadd; <t>aload`: an element at an offset from the index on the stack
/// (`a[off + i]`, `a[i + 1]`, `a[i - 1]`).
///
/// # Safety
/// **groups**: **stack** an array of `e`'s type and an int index.
#[inline(always)]
pub(crate) unsafe fn load_plus(r: &mut Regs, e: Elem, k: i32) -> Step {
    // SAFETY: the contract; array and index are checked.
    unsafe {
        r.skip(2);
        let i = (r.pop() as i32).wrapping_add(k);
        let arr = r.pop();
        let (a, i) = checked(r, arr, i)?;
        load_element(r, e, a, i);
    }
    Ok(())
}

/// `iload b; iadd; <t>aload`.
///
/// # Safety
/// As [`load_plus`]; **locals** `b` is an int.
#[inline(always)]
pub(crate) unsafe fn load_plus_local(r: &mut Regs, e: Elem, b: u16) -> Step {
    // SAFETY: the contract.
    unsafe { load_plus(r, e, r.local(b) as i32) }
}

/// `aload a; iload i; <t>load v; <t>astore` (not `aastore`).
///
/// # Safety
/// **groups**: **locals** `a` is an array of `e`'s type, `i` an int, `v` a value of it.
#[inline(always)]
pub(crate) unsafe fn store_locals(r: &mut Regs, e: Elem, a: u16, i: u16, v: u16) -> Step {
    // SAFETY: the contract; array and index are checked.
    unsafe {
        r.skip(3);
        let (a, i) = checked(r, r.local(a), r.local(i) as i32)?;
        store_element(r, e, a, i, r.local(v))
    }
}

/// `aload a; arraylength`.
///
/// # Safety
/// **groups**: **locals** `a` is an array; **stack** room for the length.
#[inline(always)]
pub(crate) unsafe fn length_local(r: &mut Regs, a: u16) -> Step {
    // SAFETY: the contract; null is checked.
    unsafe {
        r.skip(1);
        let a = r.nonnull(r.local(a))?;
        r.push(iv(array_length(a)));
    }
    Ok(())
}
