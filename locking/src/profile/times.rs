//! [`ThreadTimes`]: a thread's lifetime and condition-wait time, kept in its
//! wait node (a leaf: the thread is built from it; [`begin_wait`](ThreadTimes::begin_wait),
//! which asks the context whether profiling is on, is in `mod.rs`).

// Unmodelled (`sync::unmodelled`): profiling statistics and hooks, outside
// the lock protocol the loom models check.
use crate::sync::unmodelled::{AtomicU64, Ordering::Relaxed};

use crate::profile::clock;

/// A thread's lifetime and condition-wait time, for Free Lunch's running
/// time (paper 000 §3.2.1: time waiting on a condition variable —
/// `Object.wait`, `Unsafe.park` — is not running time; time blocked on a
/// lock or scheduled out is). All in [`clock`](super::clock) ns; 0 = not set.
///
/// Written by the thread itself, and only while it is *in Java* (after a
/// blocking call has returned to the Java state), so the VM thread reads a
/// consistent picture at a safepoint.
#[derive(Debug, Default)]
pub struct ThreadTimes {
    pub(super) started_ns: AtomicU64,
    pub(super) ended_ns: AtomicU64,
    /// Finished condition waits, summed.
    waited_ns: AtomicU64,
    /// Start of the condition wait in progress (0: none).
    pub(super) waiting_since: AtomicU64,
    /// Length of the last condition wait.
    pub(super) last_wait_ns: AtomicU64,
    /// Start of the contended acquisition in progress (0: none), and the
    /// id of the lock it is for: Free Lunch counts acquiring time in the
    /// interval it is spent in, also while the acquisition goes on.
    acquiring_since: AtomicU64,
    acquiring_lock: AtomicU64,
}

impl ThreadTimes {
    /// End the condition wait begun by [`begin_wait`](Self::begin_wait) (in `mod.rs`)
    /// (call after returning to the Java state). Returns its length.
    pub fn end_wait(&self) -> u64 {
        self.end_wait_at(clock::now_ns);
        self.last_wait_ns.load(Relaxed)
    }

    /// End the condition wait in progress at `now()`, if it was not ended
    /// already: by the thread itself, or by the thread that notified it
    /// (`notify` ends a wait; the swap decides who accounts for it). The
    /// clock is read only if there is a wait to end (never with profiling
    /// off: its first reading calibrates for 10 ms).
    pub(crate) fn end_wait_at(&self, now: impl FnOnce() -> u64) {
        let since = self.waiting_since.swap(0, Relaxed);
        if since != 0 {
            let waited = now().saturating_sub(since);
            self.waited_ns.fetch_add(waited, Relaxed);
            self.last_wait_ns.store(waited, Relaxed);
        }
    }

    /// A contended acquisition of lock `lock` (a [`LockProfile::id`])
    /// began at `since`.
    pub(crate) fn begin_acquire(&self, lock: u64, since: u64) {
        self.acquiring_lock.store(lock, Relaxed);
        self.acquiring_since.store(since.max(1), Relaxed);
    }

    /// The acquisition begun by `begin_acquire` is over.
    pub(crate) fn end_acquire(&self) {
        self.acquiring_since.store(0, Relaxed);
    }

    /// The contended acquisition in progress: (lock id, start). Exact at a
    /// safepoint.
    pub fn acquiring(&self) -> Option<(u64, u64)> {
        match self.acquiring_since.load(Relaxed) {
            0 => None,
            since => Some((self.acquiring_lock.load(Relaxed), since)),
        }
    }

    /// When the thread was registered with [`thread_started`](super::thread_started).
    pub fn started_ns(&self) -> u64 {
        self.started_ns.load(Relaxed)
    }

    /// When it ended (0: alive).
    pub fn ended_ns(&self) -> u64 {
        self.ended_ns.load(Relaxed)
    }

    /// Total condition-wait time up to `now`, counting a wait in progress
    /// up to `now`. Exact at a safepoint.
    pub fn waited_until(&self, now: u64) -> u64 {
        let since = self.waiting_since.load(Relaxed);
        let running = if since != 0 {
            now.saturating_sub(since)
        } else {
            0
        };
        self.waited_ns.load(Relaxed) + running
    }
}
