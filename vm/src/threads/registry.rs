//! The VM's registry of Java threads ([`ThreadRegistry`]): the one thread lifecycle. A thread is
//! *live* from `Thread.start` to termination and *attached* while its OS thread runs Java code;
//! every subsystem that keeps per-thread state hears of attach and detach from here, as a
//! [`ThreadListener`], in one order.
//!
//! ```text
//!   Thread.start ──add──▶ live ──attach──▶ attached ──detach──▶ live ──remove──▶ (terminated)
//!                                  │                    ▲
//!                                  ▼                    │
//!        1. the safepoint's list (locking::safepoint)   │  in reverse:
//!        2. listeners, in order: the profiler's thread  │  listeners last-first,
//!           table, concurrency clocks, blame buffers ───┘  then the safepoint's list
//! ```
use crate::threads::jthread::JThread;
use crate::threads::shared::ThreadShared;
use parking_lot::{Condvar, Mutex};
use std::sync::Arc;

/// A subsystem that keeps per-thread state (a profiler's table, a CPU clock, an event buffer):
/// it hears of every Java thread that starts and stops running Java code.
pub trait ThreadListener: Send + Sync {
    /// `t` is the calling OS thread's, named, and runs Java code from now on. Called after it
    /// joined the safepoint's list, in state in-Java: never during a safepoint.
    fn attached(&self, t: &JThread);
    /// `t` (the calling OS thread's) runs no more Java code. Called before it leaves the
    /// safepoint's list, still in state in-Java.
    fn detached(&self, t: &JThread);
}

/// Java threads from `Thread.start` to termination (`live`: what `isAlive`, `join` and the VM's
/// exit wait on; a started thread is live before its OS thread attaches). The threads running
/// Java code are the safepoint's thread list (`locking::safepoint::threads`), the one list the
/// safepoint, the profilers, the collector and the thread dump walk; each entry carries its
/// `JThread` as its attachment ([`ThreadRegistry::for_each_attached`]).
pub struct ThreadRegistry {
    live: Mutex<Vec<LiveThread>>,
    changed: Condvar,
    /// The VM's locking context, whose safepoint list holds the attached threads.
    locking: Arc<locking::LockingContext>,
    /// Fixed when the VM is built (the profilers it runs with).
    listeners: Vec<Box<dyn ThreadListener>>,
}

struct LiveThread {
    java_thread: u64,
    daemon: bool,
    shared: Arc<ThreadShared>,
}

impl ThreadRegistry {
    /// A registry of the threads of `locking`'s safepoint list, whose attach and detach events
    /// go to `listeners`, in this order (detach in the reverse order).
    pub fn new(
        locking: Arc<locking::LockingContext>,
        listeners: Vec<Box<dyn ThreadListener>>,
    ) -> ThreadRegistry {
        ThreadRegistry {
            live: Mutex::default(),
            changed: Condvar::new(),
            locking,
            listeners,
        }
    }

    /// `t` (the calling OS thread's, named, its `os_thread` set) starts running Java code:
    /// it joins the safepoint's list (it may wait there for a safepoint in progress), then
    /// every listener hears of it.
    pub fn attach(&self, t: &mut JThread) {
        // Before it joins the safepoint's list: a safepoint operation that finds the thread
        // there finds its JThread too.
        let me: *mut JThread = t;
        t.shared.locking.set_attachment(me.cast());
        locking::safepoint::attach(&t.shared.locking);
        for l in &self.listeners {
            l.attached(t);
        }
    }

    /// `t` (the calling OS thread's) runs no more Java code: the listeners hear of it, last
    /// first, then it leaves the safepoint's list (safepoints stop waiting for it).
    pub fn detach(&self, t: &mut JThread) {
        for l in self.listeners.iter().rev() {
            l.detached(t);
        }
        // Cleared while the thread still runs (so no safepoint is in progress): once detached
        // it is safe, and a safepoint operation must not read a JThread that is going away.
        t.shared.locking.set_attachment(std::ptr::null_mut());
        locking::safepoint::detach(&t.shared.locking);
    }

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
        for t in locking::safepoint::threads(&self.locking) {
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
