//! Java threads on OS threads: `Thread.start`, liveness, and the VM's wait for non-daemon
//! threads before it exits (HotSpot's DestroyJavaVM).
use crate::runtime::thread::JThread;
use crate::runtime::vm::vm;
use parking_lot::{Condvar, Mutex};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The part of a Java thread other threads may touch: its locking state (interrupt flag,
/// parker) and what `Thread.sleep` blocks on, so that `interrupt` can wake it.
#[derive(Default)]
pub struct ThreadShared {
    pub locking: locking::LockingThread,
    sleep_lock: Mutex<()>,
    sleep_wake: Condvar,
    /// What `Thread.getState` reports while the thread is alive (a `JavaState` value).
    state: std::sync::atomic::AtomicU8,
}

/// `Thread.State` as the VM tracks it (the numbers `Thread.getState0` returns).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum JavaState {
    Terminated = 0,
    Runnable = 1,
    Blocked = 2,
    Waiting = 3,
    TimedWaiting = 4,
}

impl ThreadShared {
    pub fn state(&self) -> JavaState {
        match self.state.load(Ordering::Acquire) {
            2 => JavaState::Blocked,
            3 => JavaState::Waiting,
            4 => JavaState::TimedWaiting,
            _ => JavaState::Runnable,
        }
    }

    /// Runs `f` with the thread reported in `state` (sleep, wait, join).
    pub fn in_state<R>(&self, state: JavaState, f: impl FnOnce() -> R) -> R {
        let prev = self.state.swap(state as u8, Ordering::AcqRel);
        let r = f();
        self.state.store(prev, Ordering::Release);
        r
    }
}

impl ThreadShared {
    /// `Thread.interrupt`: sets the flag and wakes the thread from `wait` or `sleep`.
    pub fn interrupt(&self) {
        self.locking.interrupt();
        let _g = self.sleep_lock.lock();
        self.sleep_wake.notify_all();
    }

    /// Sleeps for `d` unless interrupted; returns false (flag cleared) when interrupted.
    pub fn sleep(&self, d: Duration) -> bool {
        self.in_state(JavaState::TimedWaiting, || {
            self.sleep_until(Instant::now() + d)
        })
    }

    fn sleep_until(&self, deadline: Instant) -> bool {
        let mut g = self.sleep_lock.lock();
        loop {
            // Checked under the lock: `interrupt` sets the flag before taking it, so no wake-up
            // is lost between this check and the wait.
            if self.locking.clear_interrupted() {
                return false;
            }
            if self.sleep_wake.wait_until(&mut g, deadline).timed_out() {
                return !self.locking.clear_interrupted();
            }
        }
    }
}

/// Threads that have started and not yet terminated.
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

    /// Blocks until every non-daemon thread has terminated.
    pub fn wait_for_non_daemon(&self) {
        let mut live = self.live.lock();
        while live.iter().any(|t| !t.daemon) {
            self.changed.wait(&mut live);
        }
    }
}

impl JThread {
    /// `Thread.start0`: runs `thread.run()` on a new OS thread.
    pub fn start_thread(&mut self, java_thread: u64) -> crate::runtime::exceptions::JResult<()> {
        let wk = vm().wk();
        let daemon =
            crate::heap::field(java_thread, wk.thread_daemon).load(Ordering::Relaxed) as u32 != 0;
        let shared: Arc<ThreadShared> = Default::default();
        vm().threads.add(java_thread, daemon, shared.clone());
        let stack = vm().options.stack_bytes;
        let spawned = std::thread::Builder::new()
            .stack_size(16 << 20)
            .spawn(move || {
                let mut t = JThread::new(stack);
                t.shared = shared;
                t.java_thread = java_thread;
                if let Err(e) = t.call_by_name(java_thread, "run", "()V", &[]) {
                    crate::launch::report_uncaught(&mut t, e);
                }
                t.terminate();
            });
        if spawned.is_err() {
            vm().threads.remove(java_thread);
            return Err(self.out_of_memory("unable to create native thread: possibly out of memory or process/resource limits reached"));
        }
        Ok(())
    }

    /// The end of a thread: it stops being alive and `join`ers waiting on it are woken.
    pub fn terminate(&mut self) {
        let obj = self.java_thread;
        vm().threads.remove(obj);
        if obj != 0 {
            self.monitor_enter(obj);
            let _ = self.monitor_notify(obj, true);
            let _ = self.monitor_exit(obj);
        }
    }
}
