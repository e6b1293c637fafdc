//! The Java heap: object layout and allocation.
//!
//! Every object starts with a two-word header, as ARCHITECTURE.md fixes:
//!
//! ```text
//! offset 0   mark word (AtomicUsize; the locking crate owns its bits)
//! offset 8   class pointer (&'static Class)
//! offset 16  instance fields, 8 bytes each (every field kind takes one 8-byte cell)
//!            arrays: length (i32, padded to 8 bytes) at 16, elements from 24,
//!            packed by element size (1, 2, 4 or 8 bytes)
//! ```
//!
//! Objects never move (the collector, `gc/`, is a non-moving mark-sweep: `docs/GC.md`), so an
//! object's address is its identity and a reference is that address in a `u64` slot (0 = null).
//! An object is freed only by the collector, at a safepoint, once nothing refers to it: a
//! reference that a thread can still use (in a frame, a field, a handle) keeps it alive.
//! Allocation pops a free cell or bumps through a page the allocating thread owns (`tlab.rs`).
pub mod alloc;
pub mod tlab;

use crate::classes::class::Class;
use std::sync::atomic::{AtomicU64, AtomicUsize};

pub const MARK_OFFSET: usize = 0;
pub const CLASS_OFFSET: usize = 8;
pub const FIELDS_OFFSET: usize = 16;
pub const ARRAY_LENGTH_OFFSET: usize = 16;
pub const ARRAY_DATA_OFFSET: usize = 24;

/// The header every object starts with.
#[repr(C)]
pub struct ObjHeader {
    pub mark: AtomicUsize,
    pub class: *const Class,
}

/// A non-null Java reference as stored in a slot.
pub type Ref = u64;

/// The class of a non-null object.
#[inline(always)]
pub fn class_of(obj: Ref) -> &'static Class {
    debug_assert!(obj != 0);
    // SAFETY: `obj` is a live object (the caller can reach it, so the collector keeps it) whose
    // header's class pointer was written before the reference escaped the allocating thread,
    // and classes live forever.
    unsafe { &*(*(obj as *const ObjHeader)).class }
}

/// The mark word of a non-null object, as the locking crate sees it.
#[inline(always)]
pub fn mark_word(obj: Ref) -> *const AtomicUsize {
    obj as usize as *const AtomicUsize
}

/// The 8-byte cell of instance field slot `slot`.
#[inline(always)]
pub fn field(obj: Ref, slot: u32) -> &'static AtomicU64 {
    // SAFETY: `slot` comes from the linked field layout of `obj`'s class (or a superclass), so the
    // cell lies inside the object, which is 8-aligned. The `'static` borrow is not tied to the
    // object's life: callers use the cell right away, while they hold `obj` (which keeps the
    // object alive), and never keep it across a point where the collector may run.
    unsafe { AtomicU64::from_ptr((obj as usize + FIELDS_OFFSET + slot as usize * 8) as *mut u64) }
}

/// The length of a non-null array.
#[inline(always)]
pub fn array_length(arr: Ref) -> i32 {
    // SAFETY: `arr` is an array; its length is written once before it escapes.
    unsafe { *((arr as usize + ARRAY_LENGTH_OFFSET) as *const i32) }
}

/// Address of element `index` of an array with `elem_bytes`-sized elements (no bounds check).
#[inline(always)]
pub fn array_elem_addr(arr: Ref, index: usize, elem_bytes: usize) -> usize {
    arr as usize + ARRAY_DATA_OFFSET + index * elem_bytes
}

/// Reads element `i` of an array of `T` (caller checked bounds and element type).
///
/// Volatile, not atomic: Java allows racy array accesses and promises no more than a torn-free
/// read of the element (guaranteed on x86-64 for aligned accesses up to 8 bytes); volatile keeps
/// the compiler from caching or merging accesses across the interpreter loop.
///
/// # Safety
/// `arr` is an array whose element size is `size_of::<T>()` and `i < length`.
#[inline(always)]
pub unsafe fn array_get<T: Copy>(arr: Ref, i: usize) -> T {
    std::ptr::read_volatile(array_elem_addr(arr, i, std::mem::size_of::<T>()) as *const T)
}

/// Writes element `i` of an array of `T` (caller checked bounds and element type).
///
/// # Safety
/// As [`array_get`].
#[inline(always)]
pub unsafe fn array_set<T: Copy>(arr: Ref, i: usize, v: T) {
    std::ptr::write_volatile(
        array_elem_addr(arr, i, std::mem::size_of::<T>()) as *mut T,
        v,
    )
}

/// The elements of an array as a slice (for natives: arraycopy, strings).
///
/// # Safety
/// `arr` is an array of `T`; the caller accepts that other threads may write concurrently
/// (Java's memory model allows the race; `T` is plain data), and drops the slice before any
/// point where the collector may run unless `arr` is kept alive (a handle, a frame slot).
pub unsafe fn array_slice<'a, T>(arr: Ref) -> &'a mut [T] {
    let len = array_length(arr) as usize;
    std::slice::from_raw_parts_mut((arr as usize + ARRAY_DATA_OFFSET) as *mut T, len)
}

/// Bytes an instance of a class with `slots` field cells takes.
pub fn instance_bytes(slots: u32) -> usize {
    FIELDS_OFFSET + slots as usize * 8
}

/// Bytes an array takes, or None when it cannot exist.
pub fn array_bytes(len: usize, elem_bytes: usize) -> Option<usize> {
    len.checked_mul(elem_bytes)?
        .checked_add(ARRAY_DATA_OFFSET + 7)
        .map(|b| b & !7)
}
