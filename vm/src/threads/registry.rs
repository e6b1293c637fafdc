//! The VM's registry of live Java threads ([`ThreadRegistry`]), and the walk over the attached
//! ones at a safepoint.
use crate::threads::jthread::JThread;
use crate::threads::lifecycle::ThreadShared;
use parking_lot::{Condvar, Mutex};
use std::sync::Arc;

/// Java threads from `Thread.start` to termination (`live`: what `isAlive`, `join` and the VM's
/// exit wait on; a started thread is live before its OS thread attaches). The threads running
/// Java code are the safepoint's thread list (`locking::safepoint::threads`), the one list the
/// safepoint, the profilers, the collector and the thread dump walk; each entry carries its
/// `JThread` as its attachment ([`ThreadRegistry::for_each_attached`]).
#[derive(Default)]
pub struct ThreadRegistry {
    live: Mutex<Vec<LiveThread>>,
    changed: Condvar,
}

struct LiveThread {
    java_thread: u64,
    daemon: bool,
    shared: Arc<ThreadShared>,
}

impl ThreadRegistry {
    pub fn add(&self, java_thread: u64, daemon: bool, shared: Arc<ThreadShared>) {
        self.live.lock().push(LiveThread {
            java_thread,
            daemon,
            shared,
        });
    }

    /// The shared state of a live thread.
    pub fn shared(&self, java_thread: u64) -> Option<Arc<ThreadShared>> {
        self.live
            .lock()
            .iter()
            .find(|t| t.java_thread == java_thread)
            .map(|t| t.shared.clone())
    }

    pub fn remove(&self, java_thread: u64) {
        let mut live = self.live.lock();
        live.retain(|t| t.java_thread != java_thread);
        self.changed.notify_all();
    }

    pub fn is_alive(&self, java_thread: u64) -> bool {
        self.live
            .lock()
            .iter()
            .any(|t| t.java_thread == java_thread)
    }

    /// The `java.lang.Thread` of every live thread (a snapshot): roots, since a started thread's
    /// object may be held nowhere else before its OS thread attaches.
    pub fn live_java_threads(&self) -> Vec<u64> {
        self.live.lock().iter().map(|t| t.java_thread).collect()
    }

    /// Calls `each` with every attached thread's JThread.
    ///
    /// # Safety
    /// Only at a safepoint (from the VM operation): every attached thread is then stopped at a
    /// poll or blocked, does not touch its JThread until the safepoint ends (the safepoint's
    /// gate orders its next access after ours), and its JThread stays in place until `detach`,
    /// which clears the attachment while the thread still runs (so not during a safepoint).
    pub unsafe fn for_each_attached(&self, mut each: impl FnMut(&JThread)) {
        for t in locking::safepoint::threads(&crate::runtime::vm::vm().locking) {
            let p = t.attachment() as *const JThread;
            if !p.is_null() {
                // SAFETY: the caller's contract; `attach` stored the JThread's address.
                each(unsafe { &*p });
            }
        }
    }

    /// Whether no Java thread is live.
    pub fn is_empty(&self) -> bool {
        self.live.lock().is_empty()
    }

    /// Blocks until every non-daemon thread has terminated.
    pub fn wait_for_non_daemon(&self) {
        let mut live = self.live.lock();
        while live.iter().any(|t| !t.daemon) {
            self.changed.wait(&mut live);
        }
    }
}
