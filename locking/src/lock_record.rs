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
//! `monitor_enter` returns the index of the record it used, a [`RecordSlot`]
//! (HotSpot's interpreter keeps its `BasicObjectLock` in the frame, and
//! compiled code knows it at a fixed stack offset). Handing it back to
//! `monitor_exit_slot` skips the search, and the exit touches nothing of the
//! area but that record and `top`.
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

/// The lock record an acquisition used, by address: what
/// [`monitor_enter`](crate::monitor_enter) returns and
/// [`monitor_exit_slot`](crate::monitor_exit_slot) takes back. Only
/// meaningful to the thread that acquired the lock, until it releases it; a
/// wrong slot is harmless (the exit notices and searches instead).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordSlot(pub(crate) usize);

impl RecordSlot {
    /// The acquisition found no free record (it is on the overflow stack).
    pub const OVERFLOW: RecordSlot = RecordSlot(0);

    /// The slot of `record`.
    pub(crate) fn of(record: &LockRecord) -> RecordSlot {
        RecordSlot(record as *const LockRecord as usize)
    }
}

/// Bytes per record: records are addressed by address, `top` included.
const RECORD_SIZE: usize = std::mem::size_of::<LockRecord>();

/// A thread's lock records at fixed addresses, plus the overflow stack.
#[derive(Debug)]
pub(crate) struct LockRecordArea {
    /// `records[0]` is a guard that is never used, so that the record just
    /// below `top` is always inside this allocation, even when the area is
    /// empty (see [`structured_top`](Self::structured_top)). The
    /// records proper are `records[1..]`, from [`base`](Self::base) up.
    records: Box<[LockRecord]>,
    /// Address of the record above the highest one that may be in use:
    /// records at `top` and above are free; below it, unstructured exits may
    /// leave free holes. An address rather than an index, so that the fast
    /// paths do no arithmetic on it. Written only by the owner; atomic so
    /// that a safepoint walk may read it. Not modelled under loom: no other
    /// thread touches it today.
    top: PrivateAtomicUsize,
    /// Address one past the last record.
    end: usize,
    /// Free records below `top` (holes left by unstructured exits). While
    /// there are none and nothing overflowed, the area is a plain stack and
    /// the structured exit ([`pop_structured`](Self::pop_structured)) needs
    /// no walk.
    holes: PrivateAtomicUsize,
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
        let records: Box<[LockRecord]> = (0..=capacity).map(|_| LockRecord::default()).collect();
        let base = records.as_ptr() as usize + RECORD_SIZE;
        LockRecordArea {
            records,
            top: PrivateAtomicUsize::new(base),
            end: base + capacity * RECORD_SIZE,
            holes: PrivateAtomicUsize::new(0),
            overflow: std::sync::Mutex::new(Vec::new()),
            overflow_len: PrivateAtomicUsize::new(0),
        }
    }

    /// Number of records.
    pub(crate) fn capacity(&self) -> usize {
        self.records.len() - 1
    }

    /// Address of the first record (above the guard).
    #[inline]
    fn base(&self) -> usize {
        self.records.as_ptr() as usize + RECORD_SIZE
    }

    /// The records from the bottom to `top`: every record in use, and the
    /// holes between them.
    #[inline]
    fn below_top(&self) -> &[LockRecord] {
        &self.records[1..=self.depth()]
    }

    /// The record at `addr` if `addr` is the address of one of this area's
    /// records: the stack-lock ownership test.
    #[inline]
    pub(crate) fn record_at(&self, addr: usize) -> Option<&LockRecord> {
        let offset = addr.wrapping_sub(self.base());
        if offset < self.capacity() * RECORD_SIZE && offset.is_multiple_of(RECORD_SIZE) {
            Some(&self.records[1 + offset / RECORD_SIZE])
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
        if top == self.end {
            return None;
        }
        // SAFETY: `base <= top < end`, a multiple of RECORD_SIZE from base:
        // the address of one of our records, so not null either (telling
        // the compiler spares the caller's `Option` a null test).
        let record = unsafe {
            std::hint::assert_unchecked(top != 0);
            &*(top as *const LockRecord)
        };
        record.object.store(obj.addr(), Ordering::Relaxed);
        self.top.store(top + RECORD_SIZE, Relaxed);
        Some(record)
    }

    /// If the area is a plain stack (no holes, no overflow) whose top
    /// record is `slot`'s and in use for `obj`, that record: then the exit
    /// of that acquisition needs no search, and if it is held by bias is
    /// [`pop_structured`](Self::pop_structured).
    #[inline]
    pub(crate) fn structured_top(&self, slot: RecordSlot, obj: ObjectRef) -> Option<&LockRecord> {
        if self.holes.load(Relaxed) | self.overflow_len.load(Relaxed) != 0
            || slot.0.wrapping_add(RECORD_SIZE) != self.top.load(Relaxed)
        {
            return None;
        }
        // SAFETY: `slot` is the record just below `top`, and
        // `base <= top <= end`: one of our records, or the guard when the
        // area is empty (whose `object` is 0, never `obj`).
        let record = unsafe { &*(slot.0 as *const LockRecord) };
        (record.object.load(Ordering::Relaxed) == obj.addr()).then_some(record)
    }

    /// Free `record`, the top record of an area
    /// [`structured_top`](Self::structured_top) said is a plain stack:
    /// `top` becomes its address. No reload of `top` and no look at the
    /// records below.
    #[inline]
    pub(crate) fn pop_structured(&self, record: &LockRecord) {
        let addr = record as *const LockRecord as usize;
        debug_assert!(
            addr + RECORD_SIZE == self.top.load(Relaxed) && self.holes.load(Relaxed) == 0
        );
        record.object.store(0, Ordering::Relaxed);
        self.top.store(addr, Relaxed);
    }

    /// The highest record in use for `obj`.
    #[inline]
    pub(crate) fn find(&self, obj: ObjectRef) -> Option<&LockRecord> {
        self.below_top()
            .iter()
            .rev()
            .find(|r| r.object.load(Ordering::Relaxed) == obj.addr())
    }

    /// Free `record` (one of ours, in use); lower `top` past any free
    /// records. The displaced header is left as it is: every acquisition
    /// writes its own (a biased one's is rewritten by revocation before
    /// anyone reads it).
    #[inline]
    pub(crate) fn free(&self, record: &LockRecord) {
        record.object.store(0, Ordering::Relaxed);
        let addr = record as *const LockRecord as usize;
        if addr + RECORD_SIZE != self.top.load(Relaxed) {
            // An unstructured exit: a hole below the top record.
            self.holes.fetch_add(1, Relaxed);
        } else if self.holes.load(Relaxed) != 0 {
            self.lower_top_past_holes(addr);
        } else {
            self.top.store(addr, Relaxed);
        }
    }

    /// Lower `top` from `top` past every free record (hole) below it.
    #[cold]
    fn lower_top_past_holes(&self, mut top: usize) {
        let base = self.base();
        while top > base
            && self.records[(top - base) / RECORD_SIZE]
                .object
                .load(Ordering::Relaxed)
                == 0
        {
            top -= RECORD_SIZE;
            self.holes.fetch_sub(1, Relaxed);
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
        for record in self.below_top().iter().rev() {
            if record.object.load(Ordering::Relaxed) != 0 {
                f(record);
            }
        }
    }

    /// Records in use, including free holes below the highest one in use.
    pub(crate) fn depth(&self) -> usize {
        (self.top.load(Relaxed) - self.base()) / RECORD_SIZE
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
        if self.top.load(Relaxed) != records.as_ptr() as usize + RECORD_SIZE {
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
        let addr = |r: &LockRecord| r as *const LockRecord as usize;
        let r0 = area.push(obj(&a)).unwrap();
        let r1 = area.push(obj(&b)).unwrap();
        let r2 = area.push(obj(&a)).unwrap();
        assert!(area.contains(addr(r0)) && area.contains(addr(r2)));
        assert!(!area.contains(addr(r0) + 8));
        assert!(
            !area.contains(addr(r0) - RECORD_SIZE),
            "the guard is no record"
        );
        assert!(area.structured_top(RecordSlot::of(r2), obj(&a)).is_some());
        assert!(area.structured_top(RecordSlot::of(r1), obj(&b)).is_none());
        assert!(area.structured_top(RecordSlot::OVERFLOW, obj(&a)).is_none());
        assert_eq!(area.find(obj(&a)).map(addr), Some(addr(r2)));
        area.free(r2);
        assert_eq!(area.find(obj(&a)).map(addr), Some(addr(r0)));
        assert_eq!(area.depth(), 2);
        // unstructured: free the bottom one first, leaving a hole, which
        // makes the area irregular until the top is lowered past it
        area.free(r0);
        assert_eq!(area.depth(), 2);
        assert!(area.structured_top(RecordSlot::of(r1), obj(&b)).is_none());
        area.free(r1);
        assert_eq!(area.depth(), 0);
        let r = area.push(obj(&b)).unwrap();
        let top = area.structured_top(RecordSlot::of(r), obj(&b)).unwrap();
        area.pop_structured(top);
        assert_eq!(area.depth(), 0);
    }

    #[test]
    fn an_empty_area_has_no_structured_top() {
        let a = AtomicUsize::new(1);
        let area = LockRecordArea::new(2);
        let r = area.push(obj(&a)).unwrap();
        let slot = RecordSlot::of(r);
        area.free(r);
        // `slot + RECORD_SIZE` is no longer `top`; the record below `top`
        // is now the guard, which holds no object.
        assert!(area.structured_top(slot, obj(&a)).is_none());
        let below_base = RecordSlot(slot.0 - RECORD_SIZE);
        assert!(area.structured_top(below_base, obj(&a)).is_none());
    }

    #[test]
    fn full_area_refuses_and_overflow_is_a_stack() {
        let a = AtomicUsize::new(1);
        let area = LockRecordArea::new(1);
        let r = area.push(obj(&a)).unwrap();
        assert!(area.push(obj(&a)).is_none());
        area.push_overflow(obj(&a));
        assert!(area.overflow_holds(obj(&a)));
        assert!(area.structured_top(RecordSlot::of(r), obj(&a)).is_none());
        assert!(area.pop_overflow(obj(&a)));
        assert!(!area.pop_overflow(obj(&a)));
        area.free(r);
    }
}
