//! [`ThreadId`]: how mark words, owner words and logs name a thread.

use std::fmt;
use std::num::NonZeroU32;

/// A small non-zero thread id: what biased mark words and monitor owners
/// name a thread by (HotSpot stores a `JavaThread*`; our ids fit the 54-bit
/// field and decode without dereferencing anything).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct ThreadId(NonZeroU32);

impl ThreadId {
    /// `id` as a ThreadId, unless it is 0.
    pub const fn new(id: u32) -> Option<ThreadId> {
        match NonZeroU32::new(id) {
            Some(id) => Some(ThreadId(id)),
            None => None,
        }
    }

    /// The id as a number.
    pub const fn get(self) -> u32 {
        self.0.get()
    }
}

impl fmt::Display for ThreadId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
