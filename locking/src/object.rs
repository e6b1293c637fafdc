//! [`ObjectRef`]: a Java object as the locking crate sees it — nothing but
//! the address of its mark word.

use std::fmt;
use std::ptr::NonNull;

use crate::class::LockClass;
use crate::mark_word::MarkWord;
use crate::sync::{AtomicUsize, Ordering};

/// A Java object: a pointer to its mark word, which every object has at
/// offset 0. Objects never move, so the address is also the object's
/// identity — from its allocation until the collector frees it; then a new
/// object may be allocated at the same address (see `gc.rs`, which
/// makes the crate forget the dead one first). `ObjectRef` is `Copy`; it
/// neither owns nor borrows the object.
#[derive(Clone, Copy)]
pub struct ObjectRef {
    header: NonNull<AtomicUsize>,
    class: &'static LockClass,
}

// SAFETY: an ObjectRef is an address. The contract of `from_header` makes
// the mark word valid for as long as the ObjectRef is used, from any thread,
// and the mark word is only ever accessed atomically.
unsafe impl Send for ObjectRef {}
// SAFETY: as for Send; `&ObjectRef` gives nothing beyond a copy of it.
unsafe impl Sync for ObjectRef {}

impl ObjectRef {
    /// The object whose mark word is at `header`.
    ///
    /// # Safety
    ///
    /// * `header` is non-null and points to the object's mark word, an
    ///   [`AtomicUsize`] of this crate's [`sync`](crate::sync) shim (the
    ///   `std` type in normal builds, loom's under `cfg(loom)`).
    /// * The mark word was initialised with [`init_header`](crate::init_header)
    ///   (or is the same word, unchanged except by this crate) and is written
    ///   only by this crate from then on.
    /// * The object does not move. It is not freed while this `ObjectRef`
    ///   or a copy of it may still be used with this crate, nor while it is
    ///   locked (a lock record names it), entered or waited on. It may be
    ///   freed only by a collector, at a safepoint, after
    ///   [`gc::objects_died`](crate::gc::objects_died) was
    ///   told it is dead: that detaches its monitor (monitors keep the
    ///   object's address, and deflation would write its header back) and
    ///   forgets everything the crate keeps under its address. Java threads
    ///   are stopped then, between lock operations, and hold no `ObjectRef`
    ///   of an unreachable object; an embedder (a test) that frees an
    ///   object some other way must be sure it was never inflated.
    pub unsafe fn from_header(header: *const AtomicUsize) -> ObjectRef {
        // SAFETY: the caller's obligation, passed on.
        unsafe { Self::with_class(header, LockClass::unbiasable()) }
    }

    /// The object whose mark word is at `header`, an instance of `class`
    /// (whose prototype header the object was initialised with).
    ///
    /// # Safety
    /// As for [`from_header`](Self::from_header).
    #[inline]
    pub unsafe fn with_class(header: *const AtomicUsize, class: &'static LockClass) -> ObjectRef {
        ObjectRef {
            header: NonNull::new(header as *mut AtomicUsize).expect("null object header"),
            class,
        }
    }

    /// The address of the mark word: the object's identity.
    #[inline]
    pub fn addr(self) -> usize {
        self.header.as_ptr() as usize
    }

    /// The object's class.
    #[inline]
    pub fn class(self) -> &'static LockClass {
        self.class
    }

    /// A snapshot of the mark word (acquire load). For diagnostics and
    /// tests: the state may change as soon as it is read.
    pub fn mark(self) -> MarkWord {
        MarkWord(self.header().load(Ordering::Acquire))
    }

    /// The mark word itself.
    pub(crate) fn header(&self) -> &AtomicUsize {
        // SAFETY: `from_header`'s contract: the pointer is valid and the
        // object alive while this ObjectRef is used.
        unsafe { self.header.as_ref() }
    }

    /// Load the mark word with `order`.
    #[inline]
    pub(crate) fn load_mark(self, order: Ordering) -> MarkWord {
        MarkWord(self.header().load(order))
    }

    /// CAS the mark word from `old` to `new`; on failure returns the value
    /// found. `success` is the ordering of a successful exchange; failures
    /// are acquire loads (every caller goes on to inspect what it found).
    #[inline]
    pub(crate) fn cas_mark(
        self,
        old: MarkWord,
        new: MarkWord,
        success: Ordering,
    ) -> Result<MarkWord, MarkWord> {
        self.header()
            .compare_exchange(old.0, new.0, success, Ordering::Acquire)
            .map(MarkWord)
            .map_err(MarkWord)
    }
}

impl PartialEq for ObjectRef {
    fn eq(&self, other: &Self) -> bool {
        self.header == other.header
    }
}

impl Eq for ObjectRef {}

impl std::hash::Hash for ObjectRef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.header.hash(state)
    }
}

impl fmt::Debug for ObjectRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ObjectRef({:#x})", self.addr())
    }
}
