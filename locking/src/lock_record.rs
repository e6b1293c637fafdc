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
//! A record in use says which kind of acquisition it recorded: bit 0 of
//! its object word ([`HELD_BY_BIAS`]) marks one held by bias, whose
//! displaced header means nothing; otherwise the displaced header tells:
//!
//! | object word | displaced header | meaning | `monitor_exit` does |
//! |---|---|---|---|
//! | object + 1 | (unused) | held by bias | nothing but free the record |
//! | object | an unlocked mark word | first (outermost) stack lock of the object | CAS it back into the object; if the object was inflated meanwhile, exit the monitor |
//! | object | 0 | recursive stack lock | nothing but free the record |
//! | object | [`MarkWord::UNUSED_MARK`](crate::MarkWord::UNUSED_MARK) | acquired through the monitor | exit the monitor |
//!
//! A revocation of the bias (`biased/`) turns the first row into the
//! others: it writes the displaced headers of the object's records and
//! clears their bias bits.
//!
//! `monitor_enter` returns the address of the record it used, a [`RecordSlot`]
//! (HotSpot's interpreter keeps its `BasicObjectLock` in the frame, and
//! compiled code knows it at a fixed stack offset). Handing it back to
//! `monitor_exit_slot` skips the search, and the exit touches nothing of the
//! area but that record and `top`.
//!
//! When all records are in use (deep recursion, many nested locks),
//! `monitor_enter` does not fail: it inflates and acquires the monitor,
//! noting the object on an *overflow stack*, conceptually above the
//! records, which `monitor_exit` searches first.

use std::num::NonZeroUsize;
use std::ptr::NonNull;
// Owner-only fields: unmodelled (thread-private).
use crate::sync::unmodelled::{self, AtomicUsize as PrivateAtomicUsize, Ordering::Relaxed};

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
    /// Address of the locked object's mark word, plus [`HELD_BY_BIAS`] for
    /// an acquisition held by bias; 0 when the record is free below the
    /// area's `top` (a hole), stale above it (nothing reads records above
    /// `top`). Written by the owner; read (and, for bias revocation,
    /// rewritten along with the displaced header) by the VM thread at a
    /// safepoint.
    pub(crate) object: AtomicUsize,
}

/// Bit 0 of a record's `object` word: the acquisition is held by bias, so
/// its exit has nothing to undo. Set when a biased enter succeeds, cleared
/// when a revocation turns the acquisition into a stack lock; so the exit
/// asks the record, which it reads anyway, instead of the mark word (mark
/// words are 8-byte aligned, leaving bit 0 free).
pub(crate) const HELD_BY_BIAS: usize = 1;

/// What a lock record in use says about an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Holds {
    /// The record is the object's and the acquisition is held by bias.
    ByBias,
    /// The record is the object's: a stack lock (outermost or recursive)
    /// or a monitor acquisition, as its displaced header says.
    Locked,
    /// The record is another object's, or free.
    NotThis,
}

impl LockRecord {
    /// Address of the object this record is in use for; 0 if free.
    #[inline]
    pub fn object_addr(&self) -> usize {
        self.object.load(Ordering::Relaxed) & !HELD_BY_BIAS
    }

    /// Whether this record is in use for `obj`, and how: one load and one
    /// or two compares, the structured exit's whole question.
    #[inline]
    pub(crate) fn holds(&self, obj: ObjectRef) -> Holds {
        let word = self.object.load(Ordering::Relaxed);
        if word == obj.addr() | HELD_BY_BIAS {
            Holds::ByBias
        } else if word == obj.addr() {
            Holds::Locked
        } else {
            Holds::NotThis
        }
    }

    /// Whether the acquisition this record is in use for is held by bias.
    #[inline]
    pub(crate) fn is_held_by_bias(&self) -> bool {
        self.object.load(Ordering::Relaxed) & HELD_BY_BIAS != 0
    }

    /// Mark the acquisition as held by bias (the owner, after a biased
    /// enter that took the slow path) or as no longer (a revocation, by the
    /// owner or at a safepoint, that rebuilt it as a stack lock).
    pub(crate) fn set_held_by_bias(&self, held: bool) {
        let tag = if held { HELD_BY_BIAS } else { 0 };
        self.object
            .store(self.object_addr() | tag, Ordering::Relaxed);
    }
}

/// The lock record an acquisition used, by address: what
/// [`monitor_enter`](crate::monitor_enter) returns and
/// [`monitor_exit_slot`](crate::monitor_exit_slot) takes back. Only
/// meaningful to the thread that acquired the lock, until it releases it; a
/// wrong slot is harmless (the exit notices and searches instead).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordSlot(NonNull<LockRecord>);

impl RecordSlot {
    /// The acquisition found no free record (it is on the overflow stack).
    /// (No record is at the highest aligned address, and the one above it
    /// wraps round to 0, which is never `top`.)
    pub const OVERFLOW: RecordSlot = RecordSlot(NonNull::without_provenance(
        match NonZeroUsize::new(usize::MAX & !(RECORD_SIZE - 1)) {
            Some(addr) => addr,
            None => unreachable!(),
        },
    ));

    /// The slot of `record`.
    pub(crate) fn of(record: &LockRecord) -> RecordSlot {
        RecordSlot(NonNull::from(record))
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
    overflow: unmodelled::Mutex<Vec<usize>>,
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
            overflow: unmodelled::Mutex::new(Vec::new()),
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

    /// Claim the record above the highest one in use for `obj`, with `tag`
    /// ([`HELD_BY_BIAS`] or 0) in its object word; `None` if the area is
    /// full. The caller sets the displaced header (not needed for a biased
    /// acquisition).
    #[inline]
    pub(crate) fn push(&self, obj: ObjectRef, tag: usize) -> Option<&LockRecord> {
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
        record.object.store(obj.addr() | tag, Ordering::Relaxed);
        self.top.store(top + RECORD_SIZE, Relaxed);
        Some(record)
    }

    /// The record of `slot` if it is the top record of an area without
    /// holes: then the exit of the acquisition that used it needs no search,
    /// once [`LockRecord::holds`] confirms the record is the object's.
    ///
    /// Overflow entries need no test: `slot` names the record its
    /// acquisition used, and exiting that acquisition is right whatever else
    /// the thread holds (HotSpot's interpreter, too, releases the frame's own
    /// `BasicObjectLock`). For one object, releasing one of its acquisitions
    /// or another is the same: one level of the lock.
    #[inline]
    pub(crate) fn structured_top(&self, slot: RecordSlot) -> Option<&LockRecord> {
        if self.holes.load(Relaxed) != 0
            || slot.0.as_ptr().wrapping_add(1) as usize != self.top.load(Relaxed)
        {
            return None;
        }
        // SAFETY: `slot` is the record just below `top`, and
        // `base <= top <= end`: one of our records, or the guard when the
        // area is empty (whose `object` is 0, which `holds` no object).
        Some(unsafe { slot.0.as_ref() })
    }

    /// Free `record`, the top record of an area
    /// [`structured_top`](Self::structured_top) said has no holes:
    /// `top` becomes its address. No reload of `top`, no look at the
    /// records below, and no write to the record: above `top`, object words
    /// are stale and never read.
    #[inline]
    pub(crate) fn pop_structured(&self, record: &LockRecord) {
        let addr = record as *const LockRecord as usize;
        debug_assert!(
            addr + RECORD_SIZE == self.top.load(Relaxed) && self.holes.load(Relaxed) == 0
        );
        self.top.store(addr, Relaxed);
    }

    /// The highest record in use for `obj`.
    #[inline]
    pub(crate) fn find(&self, obj: ObjectRef) -> Option<&LockRecord> {
        self.below_top()
            .iter()
            .rev()
            .find(|r| r.object_addr() == obj.addr())
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
        let mut overflow = self.overflow.lock();
        overflow.push(obj.addr());
        self.overflow_len.store(overflow.len(), Relaxed);
    }

    /// Remove the innermost overflow entry for `obj`, if there is one.
    #[inline]
    pub(crate) fn pop_overflow(&self, obj: ObjectRef) -> bool {
        if self.overflow_len.load(Relaxed) == 0 {
            return false;
        }
        let mut overflow = self.overflow.lock();
        let Some(i) = overflow.iter().rposition(|&a| a == obj.addr()) else {
            return false;
        };
        overflow.remove(i);
        self.overflow_len.store(overflow.len(), Relaxed);
        true
    }

    /// The objects on the overflow stack (addresses), innermost last.
    /// Other threads may only call this at a safepoint.
    pub(crate) fn overflow_objects(&self) -> Vec<usize> {
        if self.overflow_len.load(Relaxed) == 0 {
            return Vec::new();
        }
        self.overflow.lock().clone()
    }

    /// Whether `obj` is on the overflow stack.
    pub(crate) fn overflow_holds(&self, obj: ObjectRef) -> bool {
        self.overflow_len.load(Relaxed) != 0 && self.overflow.lock().contains(&obj.addr())
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
        let r0 = area.push(obj(&a), 0).unwrap();
        let r1 = area.push(obj(&b), 0).unwrap();
        let r2 = area.push(obj(&a), 0).unwrap();
        assert!(area.contains(addr(r0)) && area.contains(addr(r2)));
        assert!(!area.contains(addr(r0) + 8));
        assert!(
            !area.contains(addr(r0) - RECORD_SIZE),
            "the guard is no record"
        );
        let top = |slot, o| area.structured_top(slot).map(|r| r.holds(o));
        assert_eq!(top(RecordSlot::of(r2), obj(&a)), Some(Holds::Locked));
        assert_eq!(top(RecordSlot::of(r2), obj(&b)), Some(Holds::NotThis));
        assert_eq!(top(RecordSlot::of(r1), obj(&b)), None, "not the top");
        assert_eq!(top(RecordSlot::OVERFLOW, obj(&a)), None);
        assert_eq!(area.find(obj(&a)).map(addr), Some(addr(r2)));
        area.free(r2);
        assert_eq!(area.find(obj(&a)).map(addr), Some(addr(r0)));
        assert_eq!(area.depth(), 2);
        // unstructured: free the bottom one first, leaving a hole, which
        // makes the area irregular until the top is lowered past it
        area.free(r0);
        assert_eq!(area.depth(), 2);
        assert_eq!(top(RecordSlot::of(r1), obj(&b)), None, "a hole below");
        area.free(r1);
        assert_eq!(area.depth(), 0);
        let r = area.push(obj(&b), HELD_BY_BIAS).unwrap();
        assert_eq!(top(RecordSlot::of(r), obj(&b)), Some(Holds::ByBias));
        assert_eq!(r.object_addr(), obj(&b).addr());
        assert_eq!(area.find(obj(&b)).map(addr), Some(addr(r)));
        r.set_held_by_bias(false);
        assert_eq!(top(RecordSlot::of(r), obj(&b)), Some(Holds::Locked));
        area.pop_structured(area.structured_top(RecordSlot::of(r)).unwrap());
        assert_eq!(area.depth(), 0);
    }

    #[test]
    fn an_empty_area_has_no_structured_top() {
        let a = AtomicUsize::new(1);
        let area = LockRecordArea::new(2);
        let r = area.push(obj(&a), 0).unwrap();
        let slot = RecordSlot::of(r);
        area.free(r);
        // `slot + RECORD_SIZE` is no longer `top`; the record below `top`
        // is now the guard, which holds no object.
        assert!(area.structured_top(slot).is_none());
        let below_base = RecordSlot(NonNull::from(&area.records[0]));
        let guard = area.structured_top(below_base).unwrap();
        assert_eq!(guard.holds(obj(&a)), Holds::NotThis);
    }

    #[test]
    fn full_area_refuses_and_overflow_is_a_stack() {
        let a = AtomicUsize::new(1);
        let area = LockRecordArea::new(1);
        let r = area.push(obj(&a), 0).unwrap();
        assert!(area.push(obj(&a), 0).is_none());
        area.push_overflow(obj(&a));
        assert!(area.overflow_holds(obj(&a)));
        assert!(
            area.structured_top(RecordSlot::of(r)).is_some(),
            "overflow entries do not hide the top record"
        );
        assert!(area.pop_overflow(obj(&a)));
        assert!(!area.pop_overflow(obj(&a)));
        area.free(r);
    }
}
