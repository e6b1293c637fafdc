//! Java threads on OS threads: what other threads may touch of one ([`ThreadShared`]: its state,
//! sleep, interrupt), `Thread.start`, attaching to and detaching from the safepoint's thread list,
//! termination and uncaught exceptions. The thread's own interpreter state is `jthread.rs`; the
//! live threads are `registry.rs`.
use crate::runtime::exceptions::Throw;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;
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

/// The `name` of a `java.lang.Thread`.
fn thread_name(java_thread: u64) -> Option<String> {
    let slot = vm().wk().thread.instance_field_slot("name")?;
    let name = crate::heap::field(java_thread, slot).load(Ordering::Relaxed);
    (name != 0).then(|| crate::runtime::strings::rust_string(name))
}

impl JThread {
    /// `Thread.start0`: runs `thread.run()` on a new OS thread.
    pub fn start_thread(&mut self, java_thread: u64) -> crate::runtime::exceptions::JResult<()> {
        let wk = vm().wk();
        let daemon =
            crate::heap::field(java_thread, wk.thread_daemon).load(Ordering::Relaxed) as u32 != 0;
        let shared = Arc::new(ThreadShared::new(&vm().locking));
        vm().threads.add(java_thread, daemon, shared.clone());
        // An interrupt of the thread before it started (kept in the Thread object while it was
        // not alive) carries over, as in JDK 17. Taken after the thread became alive, so an
        // interrupt racing with start lands in one place or the other.
        if take_pending_interrupt(java_thread) {
            shared.locking.interrupt();
        }
        let vm = vm();
        let stack = vm.options.stack_bytes;
        let spawned = std::thread::Builder::new()
            .stack_size(16 << 20)
            .spawn(move || {
                crate::runtime::vm::work_for(vm);
                let mut t = JThread::new(stack);
                t.shared = shared;
                t.java_thread = java_thread;
                t.attach();
                if let Err(e) = t.call_by_name(java_thread, "run", "()V", &[]) {
                    report_uncaught(&mut t, e);
                }
                t.terminate();
                t.detach();
            });
        if spawned.is_err() {
            vm.threads.remove(java_thread);
            return Err(self.out_of_memory("unable to create native thread: possibly out of memory or process/resource limits reached"));
        }
        Ok(())
    }

    /// Makes this (new) thread the OS thread's current one, names it (for `-Xlog:locking` and
    /// the profilers) and attaches it: the registry's
    /// [`attach`](crate::threads::registry::ThreadRegistry::attach) makes it visible to
    /// safepoints and tells every listener.
    pub fn attach(&mut self) {
        self.set_current();
        let _ = self.shared.os_thread.set(OsThread::current());
        if self.java_thread != 0 {
            if let Some(name) = thread_name(self.java_thread) {
                self.shared.locking.set_name(&name);
            }
        } else {
            self.shared.locking.set_name("main");
        }
        vm().threads.attach(self);
    }

    /// This thread runs no more Java code: safepoints stop waiting for it (the registry's
    /// [`detach`](crate::threads::registry::ThreadRegistry::detach)).
    pub fn detach(&mut self) {
        vm().threads.detach(self);
        self.clear_current();
    }

    /// The end of a thread: it stops being alive and `join`ers waiting on it are woken.
    pub fn terminate(&mut self) {
        let obj = self.java_thread;
        // A terminated thread keeps reporting its interrupt status (JDK 17): copied into the
        // Thread object before it stops being alive (so no reader sees it clear in between) and
        // again after (for an interrupt that came meanwhile; later ones go to the object).
        let keep_interrupt = |obj: u64, shared: &ThreadShared| {
            if obj != 0 && shared.locking.is_interrupted() {
                set_pending_interrupt(obj);
            }
        };
        keep_interrupt(obj, &self.shared);
        vm().threads.remove(obj);
        keep_interrupt(obj, &self.shared);
        if obj != 0 {
            self.monitor_enter(obj);
            let _ = self.monitor_notify(obj, true);
            let _ = self.monitor_exit(obj);
        }
    }
}

/// Prints an uncaught exception the way HotSpot does (`Exception in thread "main" ...`, from
/// `Thread.dispatchUncaughtException`). When the handler itself throws, HotSpot's
/// `JavaThread::exit` message instead: `Exception: <class> thrown from the
/// UncaughtExceptionHandler in thread "<name>"`.
pub fn report_uncaught(t: &mut JThread, exc: Throw) {
    if t.java_thread == 0 {
        let cls = crate::heap::class_of(exc.0).java_name();
        eprintln!("Exception in thread \"main\" {cls}");
        return;
    }
    let dispatched = t.call_by_name(
        t.java_thread,
        "dispatchUncaughtException",
        "(Ljava/lang/Throwable;)V",
        &[exc.0],
    );
    if let Err(Throw(from_handler)) = dispatched {
        let cls = crate::heap::class_of(from_handler).java_name();
        let name = thread_name(t.java_thread).unwrap_or_else(|| "main".to_string());
        eprintln!(
            "\nException: {cls} thrown from the UncaughtExceptionHandler in thread \"{name}\""
        );
    }
}

/// The cell of `Thread.interrupted`, where the interrupt status of a thread that is not alive is
/// kept (before start and after termination); while alive the flag is the VM's.
fn interrupted_cell(java_thread: u64) -> &'static std::sync::atomic::AtomicU64 {
    crate::heap::field(java_thread, vm().wk().thread_interrupted)
}

/// Marks a thread that is not alive as interrupted.
pub fn set_pending_interrupt(java_thread: u64) {
    interrupted_cell(java_thread).store(1, Ordering::SeqCst);
}

/// The interrupt status of a thread that is not alive; `clear` also clears it.
pub fn pending_interrupt(java_thread: u64, clear: bool) -> bool {
    let cell = interrupted_cell(java_thread);
    if clear {
        cell.swap(0, Ordering::SeqCst) as u32 != 0
    } else {
        cell.load(Ordering::SeqCst) as u32 != 0
    }
}

fn take_pending_interrupt(java_thread: u64) -> bool {
    pending_interrupt(java_thread, true)
}
