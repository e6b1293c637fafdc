//! Lock records and the per-thread lock-record area.
//!
//! A *lock record* is the two words a stack lock needs: the object's
//! *displaced header* (the unlocked mark word the lock replaced) and the
//! object it locks. HotSpot keeps them in the interpreter frame's monitor
//! block (`BasicObjectLock`); we keep them in a per-thread array at fixed
//! addresses, used like a stack: `monitorenter` takes the record above the
//! highest one in use, `monitorexit` searches down from the top for the
//! object's record (as HotSpot's interpreter searches the frame's monitor
//! block) and frees it.
//!
//! A stack-locked mark word holds the address of its record, so *"does this
//! thread own the stack lock?"* is *"does the address lie inside this
//! thread's area?"* — no field of the object names the owner.
//!
//! The displaced header of a record in use says which kind of acquisition
//! it recorded:
//!
//! | displaced header | meaning | `monitor_exit` does |
//! |---|---|---|
//! | an unlocked mark word | first (outermost) stack lock of the object | CAS it back into the object; if the object was inflated meanwhile, exit the monitor |
//! | 0 | recursive stack lock | nothing but free the record |
//! | [`MarkWord::UNUSED_MARK`](crate::MarkWord::UNUSED_MARK) | acquired through the monitor | exit the monitor |
//!
//! When all records are in use (deep recursion, many nested locks),
//! `monitor_enter` does not fail: it inflates and acquires the monitor,
//! noting the object on an *overflow stack*, conceptually above the
//! records, which `monitor_exit` searches first.

use std::sync::atomic::{AtomicUsize as PrivateAtomicUsize, Ordering::Relaxed};

use crate::object::ObjectRef;
use crate::sync::{AtomicUsize, Ordering};

/// Records per thread unless the VM asks otherwise: as many nested
/// `synchronized` blocks as any sane program has on one thread's stack.
pub const DEFAULT_LOCK_RECORDS: usize = 4096;

/// One lock record. Aligned to 8 bytes (two words), so its address leaves
/// the mark word's tag bits free.
#[derive(Debug, Default)]
#[repr(C)]
pub struct LockRecord {
    /// The mark word the lock displaced (see the module docs for the three
    /// kinds of value). Written by the owner before it publishes the record
    /// address in the mark word; read by an inflater after it has installed
    /// INFLATING (so the owner can no longer release).
    pub displaced_header: AtomicUsize,
    /// Address of the locked object's mark word; 0 when the record is free.
    /// Written by the owner; read (and, for bias revocation, rewritten
    /// along with the displaced header) by the VM thread at a safepoint.
    pub object: AtomicUsize,
}

/// A thread's lock records at fixed addresses, plus the overflow stack.
#[derive(Debug)]
pub(crate) struct LockRecordArea {
    records: Box<[LockRecord]>,
    /// Number of records from the bottom that may be in use: records at
    /// `top` and above are free; below it, unstructured exits may leave free
    /// holes. Written only by the owner; atomic so that a safepoint walk may
    /// read it. Not modelled under loom: no other thread touches it today.
    top: PrivateAtomicUsize,
    /// Objects locked through their monitor because the records ran out,
    /// innermost last. `overflow_len` lets `monitor_exit` skip the mutex
    /// in the common case. Owner-only; a std mutex is just the safe way to
    /// mutate it through `&self`.
    overflow: std::sync::Mutex<Vec<usize>>,
    overflow_len: PrivateAtomicUsize,
}

impl LockRecordArea {
    /// An area with `capacity` records (at least 1).
    pub(crate) fn new(capacity: usize) -> Self {
        let capacity = capacity.max(1);
        LockRecordArea {
            records: (0..capacity).map(|_| LockRecord::default()).collect(),
            top: PrivateAtomicUsize::new(0),
            overflow: std::sync::Mutex::new(Vec::new()),
            overflow_len: PrivateAtomicUsize::new(0),
        }
    }

    /// Number of records.
    pub(crate) fn capacity(&self) -> usize {
        self.records.len()
    }

    /// The record at `addr` if `addr` is the address of one of this area's
    /// records: the stack-lock ownership test.
    #[inline]
    pub(crate) fn record_at(&self, addr: usize) -> Option<&LockRecord> {
        let base = self.records.as_ptr() as usize;
        let offset = addr.wrapping_sub(base);
        let size = std::mem::size_of::<LockRecord>();
        if offset < self.records.len() * size && offset.is_multiple_of(size) {
            Some(&self.records[offset / size])
        } else {
            None
        }
    }

    /// Whether `addr` is the address of one of this area's records.
    #[inline]
    pub(crate) fn contains(&self, addr: usize) -> bool {
        self.record_at(addr).is_some()
    }

    /// Claim the record above the highest one in use for `obj`; `None` if
    /// the area is full. The caller sets the displaced header.
    #[inline]
    pub(crate) fn push(&self, obj: ObjectRef) -> Option<&LockRecord> {
        let top = self.top.load(Relaxed);
        let record = self.records.get(top)?;
        record.object.store(obj.addr(), Ordering::Relaxed);
        self.top.store(top + 1, Relaxed);
        Some(record)
    }

    /// Index of the highest record in use for `obj`.
    #[inline]
    pub(crate) fn find(&self, obj: ObjectRef) -> Option<usize> {
        let top = self.top.load(Relaxed);
        self.records[..top]
            .iter()
            .rposition(|r| r.object.load(Ordering::Relaxed) == obj.addr())
    }

    /// The record at `index`.
    #[inline]
    pub(crate) fn get(&self, index: usize) -> &LockRecord {
        &self.records[index]
    }

    /// Free the record at `index`; lower `top` past any free records. The
    /// displaced header is left as it is: every acquisition writes its own
    /// (a biased one's is rewritten by revocation before anyone reads it).
    #[inline]
    pub(crate) fn free(&self, index: usize) {
        self.records[index].object.store(0, Ordering::Relaxed);
        let top = self.top.load(Relaxed);
        if index + 1 == top {
            // The common, structured case: the top record. Holes below it
            // (left by unstructured exits) are rare; skip them out of line.
            if index > 0 && self.records[index - 1].object.load(Ordering::Relaxed) == 0 {
                self.lower_top_past_holes(index);
            } else {
                self.top.store(index, Relaxed);
            }
        }
    }

    /// Lower `top` from `top` past every free record below it.
    #[cold]
    fn lower_top_past_holes(&self, mut top: usize) {
        while top > 0 && self.records[top - 1].object.load(Ordering::Relaxed) == 0 {
            top -= 1;
        }
        self.top.store(top, Relaxed);
    }

    /// Whether any monitor acquisition is on the overflow stack.
    #[inline]
    pub(crate) fn has_overflow(&self) -> bool {
        self.overflow_len.load(Relaxed) != 0
    }

    /// Call `f` on every record in use, youngest (highest) first. Other
    /// threads may only call this at a safepoint, when the owner is stopped.
    pub(crate) fn for_each_in_use_youngest_first<'a>(&'a self, mut f: impl FnMut(&'a LockRecord)) {
        let top = self.top.load(Relaxed);
        for record in self.records[..top].iter().rev() {
            if record.object.load(Ordering::Relaxed) != 0 {
                f(record);
            }
        }
    }

    /// Records in use, including free holes below the highest one in use.
    pub(crate) fn depth(&self) -> usize {
        self.top.load(Relaxed)
    }

    /// Note a monitor acquisition that found no free record.
    pub(crate) fn push_overflow(&self, obj: ObjectRef) {
        let mut overflow = self.overflow.lock().unwrap_or_else(|p| p.into_inner());
        overflow.push(obj.addr());
        self.overflow_len.store(overflow.len(), Relaxed);
    }

    /// Remove the innermost overflow entry for `obj`, if there is one.
    #[inline]
    pub(crate) fn pop_overflow(&self, obj: ObjectRef) -> bool {
        if self.overflow_len.load(Relaxed) == 0 {
            return false;
        }
        let mut overflow = self.overflow.lock().unwrap_or_else(|p| p.into_inner());
        let Some(i) = overflow.iter().rposition(|&a| a == obj.addr()) else {
            return false;
        };
        overflow.remove(i);
        self.overflow_len.store(overflow.len(), Relaxed);
        true
    }

    /// Whether `obj` is on the overflow stack.
    pub(crate) fn overflow_holds(&self, obj: ObjectRef) -> bool {
        self.overflow_len.load(Relaxed) != 0
            && self
                .overflow
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .contains(&obj.addr())
    }
}

impl Drop for LockRecordArea {
    fn drop(&mut self) {
        // A mark word may still point at a record in use (a thread that ends
        // holding a lock; the VM should release first). Other threads will
        // read that record's displaced header when they inflate, so the
        // records must stay where they are: leak them rather than free.
        let records = std::mem::take(&mut self.records);
        if self.top.load(Relaxed) != 0 {
            Box::leak(records);
        }
    }
}

#[cfg(all(test, not(loom)))]
mod tests {
    use super::*;

    fn obj(h: &AtomicUsize) -> ObjectRef {
        // SAFETY: `h` outlives every use in these tests and is never locked.
        unsafe { ObjectRef::from_header(h) }
    }

    #[test]
    fn records_are_aligned_for_the_tag_bits() {
        assert_eq!(std::mem::size_of::<LockRecord>(), 16);
        assert!(std::mem::align_of::<LockRecord>() >= 4);
    }

    #[test]
    fn push_find_free_in_stack_order() {
        let (a, b) = (AtomicUsize::new(1), AtomicUsize::new(1));
        let area = LockRecordArea::new(4);
        let r0 = area.push(obj(&a)).unwrap() as *const LockRecord as usize;
        area.push(obj(&b)).unwrap();
        let r2 = area.push(obj(&a)).unwrap() as *const LockRecord as usize;
        assert!(area.contains(r0) && area.contains(r2));
        assert!(!area.contains(r0 + 8));
        assert_eq!(area.find(obj(&a)), Some(2));
        area.free(2);
        assert_eq!(area.find(obj(&a)), Some(0));
        assert_eq!(area.depth(), 2);
        // unstructured: free the bottom one first, leaving a hole
        area.free(0);
        assert_eq!(area.depth(), 2);
        area.free(1);
        assert_eq!(area.depth(), 0);
    }

    #[test]
    fn full_area_refuses_and_overflow_is_a_stack() {
        let a = AtomicUsize::new(1);
        let area = LockRecordArea::new(1);
        assert!(area.push(obj(&a)).is_some());
        assert!(area.push(obj(&a)).is_none());
        area.push_overflow(obj(&a));
        assert!(area.overflow_holds(obj(&a)));
        assert!(area.pop_overflow(obj(&a)));
        assert!(!area.pop_overflow(obj(&a)));
        area.free(0);
    }
}
