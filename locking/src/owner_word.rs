//! A monitor's owner word (HotSpot's `_owner`): who holds an inflated lock.
//!
//! ```text
//!   0                          free
//!   id << 1 | THREAD_TAG       a thread, by id (odd)
//!   lock-record address        the thread that stack-locked the object before it was
//!                              inflated, until that thread next touches the monitor
//!                              (records are word-aligned: even)
//! ```
//!
//! The tag bit is what tells a thread id from a record address, so the two
//! can share one word that a single CAS changes.

use crate::thread::id::ThreadId;

/// Set in an owner word that names a thread; clear in a lock-record address.
pub(crate) const THREAD_TAG: usize = 1;

/// The owner word naming thread `id`.
#[inline(always)]
pub(crate) const fn of_thread(id: ThreadId) -> usize {
    ((id.get() as usize) << 1) | THREAD_TAG
}

/// The thread `word` names, if it names one (not free, not a lock record).
#[inline]
pub(crate) const fn thread(word: usize) -> Option<ThreadId> {
    if word & THREAD_TAG != 0 {
        ThreadId::new((word >> 1) as u32)
    } else {
        None
    }
}

/// Whether `word` is a lock record's address (or 0: free).
#[inline(always)]
pub(crate) const fn is_record_or_free(word: usize) -> bool {
    word & THREAD_TAG == 0
}
