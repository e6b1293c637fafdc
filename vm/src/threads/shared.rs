//! The part of a Java thread other threads may touch ([`ThreadShared`]): its locking state,
//! its `Thread.State`, sleep and interrupt; and the OS thread under it. The thread's own
//! interpreter state is `jthread.rs`; starting and ending threads is `lifecycle.rs`.
use parking_lot::{Condvar, Mutex};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The part of a Java thread other threads may touch: its locking state (interrupt flag,
/// parker) and what `Thread.sleep` blocks on, so that `interrupt` can wake it.
pub struct ThreadShared {
    /// The locking crate's view of the thread; shared with the safepoint thread list.
    pub locking: Arc<locking::LockingThread>,
    sleep_lock: Mutex<()>,
    sleep_wake: Condvar,
    /// What `Thread.getState` reports while the thread is alive (a `JavaState` value).
    state: std::sync::atomic::AtomicU8,
    /// The `LockSupport.park` permit.
    pub parker: crate::threads::park::JavaParker,
    /// Set while the thread is in `Thread.sleep` (the thread dump's "TIMED_WAITING (sleeping)").
    sleeping: std::sync::atomic::AtomicBool,
    /// The OS thread the Java thread runs on, from `attach` (for the thread dump).
    os_thread: std::sync::OnceLock<OsThread>,
}

impl ThreadShared {
    /// A new thread's shared part, its locking state in the VM's locking context.
    pub fn new(locking: &Arc<locking::LockingContext>) -> ThreadShared {
        ThreadShared {
            locking: Arc::new(locking::LockingThread::new(locking)),
            sleep_lock: Default::default(),
            sleep_wake: Default::default(),
            state: Default::default(),
            parker: Default::default(),
            sleeping: Default::default(),
            os_thread: Default::default(),
        }
    }
}

/// What the thread dump shows of the OS thread under a Java thread (HotSpot's `nid`, `cpu=`,
/// `elapsed=`).
#[derive(Clone, Copy, Debug)]
pub struct OsThread {
    /// The kernel's thread id (`gettid`).
    pub tid: i32,
    /// The pthread, for its CPU-time clock (`pthread_getcpuclockid`).
    pub pthread: libc::pthread_t,
    /// When the thread attached.
    pub started: Instant,
}

impl OsThread {
    /// The calling OS thread.
    pub fn current() -> OsThread {
        OsThread {
            // SAFETY: gettid and pthread_self take no arguments and cannot fail.
            tid: unsafe { libc::gettid() },
            pthread: unsafe { libc::pthread_self() },
            started: Instant::now(),
        }
    }
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

/// Runs `f`, which may block indefinitely (I/O, a condition variable), with `thread` blocked
/// for safepoints.
pub fn blocked<R>(thread: &locking::LockingThread, f: impl FnOnce() -> R) -> R {
    thread.block();
    let r = f();
    thread.unblock();
    r
}

impl ThreadShared {
    /// Whether the thread is in `Thread.sleep`.
    pub fn is_sleeping(&self) -> bool {
        self.sleeping.load(Ordering::Relaxed)
    }

    /// The OS thread under this Java thread, once it has attached.
    pub fn os_thread(&self) -> Option<&OsThread> {
        self.os_thread.get()
    }

    /// Records the OS thread the Java thread attached on (once: a thread attaches once).
    pub(crate) fn set_os_thread(&self, os_thread: OsThread) {
        let _ = self.os_thread.set(os_thread);
    }

    pub fn state(&self) -> JavaState {
        if self.locking.is_blocked_on_monitor() {
            return JavaState::Blocked;
        }
        match self.state.load(Ordering::Acquire) {
            2 => JavaState::Blocked,
            3 => JavaState::Waiting,
            4 => JavaState::TimedWaiting,
            _ => JavaState::Runnable,
        }
    }

    /// Runs `f`, which blocks (sleep, park, join), with the thread reported in `state` and
    /// blocked for safepoints: `f` must not touch mark words, lock records or monitors.
    pub fn in_state<R>(&self, state: JavaState, f: impl FnOnce() -> R) -> R {
        self.with_java_state(state, || blocked(&self.locking, f))
    }

    /// Runs `f` with the thread reported in `state`, without changing its safepoint state
    /// (`Object.wait`, where the locking crate blocks and unblocks itself).
    pub fn with_java_state<R>(&self, state: JavaState, f: impl FnOnce() -> R) -> R {
        let prev = self.state.swap(state as u8, Ordering::AcqRel);
        let r = f();
        self.state.store(prev, Ordering::Release);
        r
    }
}

impl ThreadShared {
    /// `Thread.interrupt`: sets the flag and wakes the thread from `wait`, `sleep` or
    /// `LockSupport.park` (leaving the park permit available, as HotSpot does).
    pub fn interrupt(&self) {
        self.locking.interrupt();
        {
            let _g = self.sleep_lock.lock();
            self.sleep_wake.notify_all();
        }
        self.parker.unpark(0);
    }

    /// Sleeps for `d` unless interrupted; returns false (flag cleared) when interrupted.
    pub fn sleep(&self, d: Duration) -> bool {
        self.in_state(JavaState::TimedWaiting, || {
            self.sleeping.store(true, Ordering::Relaxed);
            let slept = self.sleep_until(Instant::now() + d);
            self.sleeping.store(false, Ordering::Relaxed);
            slept
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
