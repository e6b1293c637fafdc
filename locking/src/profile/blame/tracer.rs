//! [`ContentionTracer`]: what blame tracing's events are written to (the
//! `profiler` crate implements it; a context is built with one, see
//! [`LockingHooks::tracer`](crate::LockingHooks)).

use crate::profile::lock_profile::LockProfile;
use crate::thread::LockingThread;

/// Receives the contention events of intrinsic locks (the `profiler`
/// crate's blame tracer). Called on the thread the event is about, which
/// may walk its own stack for the call chain.
pub trait ContentionTracer: Sync {
    /// `lock` was inflated (again) by `thread`.
    fn inflated(&self, thread: &LockingThread, lock: &'static LockProfile);
    /// `thread` is blocked on `lock` since `since_ns` ([`clock`](crate::profile::clock) time);
    /// `after_wait`: it is re-acquiring after `Object.wait`.
    fn contended_enter(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        seq: u64,
        since_ns: u64,
        after_wait: bool,
    );
    /// `thread` acquired `lock` in its early spin, having found it owned
    /// by `owner` (`None`: by a stack lock's record) at `since_ns`, and
    /// owns it at `now_ns`: contention that no exit event cuts (nobody
    /// counted the spinner as blocked). Not numbered; frequent with short
    /// critical sections, so a tracer should sum these, not log each.
    fn spun(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        owner: Option<u32>,
        since_ns: u64,
        now_ns: u64,
    ) {
        let _ = (thread, lock, owner, since_ns, now_ns);
    }
    /// `thread` owns `lock` after its contended enter.
    fn contended_entered(&self, thread: &LockingThread, lock: &'static LockProfile, seq: u64);
    /// `thread` released `lock` (at `at_ns`, read just before the release)
    /// while others were blocked on it; `forward`:
    /// the release was `Object.wait`'s, and the chain is the one
    /// [`resolve_forward`](Self::resolve_forward) will give for this number.
    fn contended_exit(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        seq: u64,
        at_ns: u64,
        forward: Option<u64>,
    );
    /// The chain of forward reference `forward` is the calling thread's now.
    fn resolve_forward(&self, thread: &LockingThread, lock: &'static LockProfile, forward: u64);
    /// Timeline only (`collect::TIMELINE`): `thread` acquired / released the
    /// inflated `lock` (not recursively), or began / ended `Object.wait`.
    /// `released`'s `at_ns` was read just before the release, so that one
    /// monitor's holds never overlap across threads.
    fn acquired(&self, thread: &LockingThread, lock: &'static LockProfile);
    fn released(&self, thread: &LockingThread, lock: &'static LockProfile, at_ns: u64);
    /// Timeline only: `thread` inflated `lock` while `owner` (maybe
    /// `thread` itself) held it as a stack lock; `at_ns`: just before the
    /// monitor was published. `owner`'s hold began before, and no
    /// [`acquired`](Self::acquired) will tell it. The default does nothing.
    fn held_at_inflation(
        &self,
        thread: &LockingThread,
        owner: &LockingThread,
        lock: &'static LockProfile,
        at_ns: u64,
    ) {
        let _ = (thread, owner, lock, at_ns);
    }
    fn wait_begin(&self, thread: &LockingThread, lock: &'static LockProfile);
    fn wait_end(&self, thread: &LockingThread, lock: &'static LockProfile);
    /// At a collection's safepoint, on the VM thread, before the memory of
    /// dead objects is reused: every object whose mark-word address
    /// `is_live` rejects is dead; `retired` are the lock profiles of dead
    /// objects (now [retired](LockProfile::died_ns)). A tracer that names
    /// objects by address (park blockers, lock-state transitions) must
    /// forget the dead ones, so that a new object at the same address is
    /// a new lock. The default does nothing.
    fn objects_died(&self, is_live: &dyn Fn(usize) -> bool, retired: &[&'static LockProfile]) {
        let _ = (is_live, retired);
    }
}
