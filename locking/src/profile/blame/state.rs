//! Blame tracing's per-thread state, kept in the thread and its wait node
//! (a leaf: [`LockingThread`](crate::LockingThread) is built from it; the
//! events in `mod.rs` read and write it).

// Unmodelled (`sync::unmodelled`): profiling statistics and hooks, outside
// the lock protocol the loom models check.
use crate::sync::unmodelled::{AtomicBool, AtomicU64, Mutex};

/// Forward references of `wait` releases that the thread has yet to
/// resolve: (lock id, reference). Only the thread itself touches it (the
/// mutex is never contended; it makes the field `Sync`).
#[derive(Debug, Default)]
pub(crate) struct PendingForwards {
    pub(super) any: AtomicBool,
    pub(super) refs: Mutex<Vec<(u64, u64)>>,
}

/// The number and time `notify` gave a waiter's re-entry, kept in the
/// waiter's node until the waiter writes its contended enter (0: none).
#[derive(Debug, Default)]
pub(crate) struct NotifiedEnter {
    pub(super) seq: AtomicU64,
    pub(super) at_ns: AtomicU64,
}
