//! A context's safepoint state and the types the protocol (`mod.rs`) hands
//! out: the thread states, the poll word, gate and thread list of a
//! [`LockingContext`], the safepoint in progress ([`ActiveSafepoint`], whose
//! drop ends it) and the VM operations an [`Executor`] runs. The context is
//! built from these; the protocol that uses them is `mod.rs`.

use crate::sync::unmodelled::Arc;
use std::time::{Duration, Instant};

use crate::context::LockingContext;
use crate::sync::{AtomicBool, AtomicU8, Condvar, Mutex, Ordering};
use crate::thread::{LockingThread, ThreadId};

/// A thread's state with respect to safepoints (the value of its `state`
/// word). See the module docs for the diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum ThreadState {
    /// Running interpreted Java code.
    InJava = 0,
    /// Running VM code (natives, lock slow paths).
    InVm = 1,
    /// Parked, sleeping, waiting or in a blocking native call: safe.
    Blocked = 2,
    /// Stopped at a poll for the current safepoint: safe.
    AtSafepoint = 3,
}

impl ThreadState {
    pub(crate) fn from_u8(v: u8) -> ThreadState {
        match v {
            0 => ThreadState::InJava,
            1 => ThreadState::InVm,
            2 => ThreadState::Blocked,
            _ => ThreadState::AtSafepoint,
        }
    }

    /// Whether a safepoint may proceed while a thread is in this state.
    pub fn is_safe(self) -> bool {
        matches!(self, ThreadState::Blocked | ThreadState::AtSafepoint)
    }
}

/// A context's safepoint state (in [`LockingContext`]).
pub(crate) struct Safepoints {
    /// The poll word: a safepoint is pending or in progress.
    pub(crate) pending: AtomicBool,
    /// Attached threads (HotSpot's `Threads` list).
    pub(super) threads: Mutex<Vec<Arc<LockingThread>>>,
    /// Threads waiting for the end of a safepoint wait on `released`; the
    /// mutex orders `pending`'s clearing before their wake-up.
    pub(super) gate: Mutex<()>,
    pub(super) released: Condvar,
    /// One safepoint at a time (one VM thread; an inline requester takes
    /// it too).
    pub(super) vm_lock: Mutex<()>,
}

impl Safepoints {
    pub(crate) fn new() -> Safepoints {
        Safepoints {
            pending: AtomicBool::new(false),
            threads: Mutex::new(Vec::new()),
            gate: Mutex::new(()),
            released: Condvar::new(),
            vm_lock: Mutex::new(()),
        }
    }
}

/// The attached thread with id `id`, if it is alive (attached).
pub fn find_thread(ctx: &LockingContext, id: ThreadId) -> Option<Arc<LockingThread>> {
    ctx.safepoints
        .threads
        .lock()
        .iter()
        .find(|t| t.id() == id)
        .cloned()
}

/// Every attached thread (a snapshot).
pub fn threads(ctx: &LockingContext) -> Vec<Arc<LockingThread>> {
    ctx.safepoints.threads.lock().clone()
}

/// How long it took to bring the threads to the safepoint.
#[derive(Clone, Copy, Debug)]
pub struct SafepointTiming {
    /// When `synchronize` was called.
    pub begin: Instant,
    /// From `begin` until every thread was safe.
    pub time_to_safepoint: Duration,
    /// Threads that were running and had to be waited for.
    pub threads_waited_for: usize,
    /// Attached threads at the time.
    pub threads_total: usize,
}

/// A safepoint in progress: every attached Java thread is blocked or
/// stopped. Dropping it ends the safepoint.
pub struct ActiveSafepoint<'a> {
    pub(super) ctx: &'a LockingContext,
    pub(super) timing: SafepointTiming,
    pub(super) _serial: crate::sync::MutexGuard<'a, ()>,
}

impl<'a> ActiveSafepoint<'a> {
    /// The context whose threads are stopped.
    pub fn context(&self) -> &'a LockingContext {
        self.ctx
    }

    /// How reaching it went.
    pub fn timing(&self) -> SafepointTiming {
        self.timing
    }
}

impl Drop for ActiveSafepoint<'_> {
    fn drop(&mut self) {
        let s = &self.ctx.safepoints;
        let _gate = s.gate.lock();
        s.pending.store(false, Ordering::SeqCst);
        s.released.notify_all();
    }
}

/// Who runs VM operations at safepoints of the context it is given: the VM
/// gives its VM thread here ([`LockingHooks::executor`](crate::context::LockingHooks)).
/// Without one, the requesting thread runs the safepoint itself (unit
/// tests, loom models, benchmarks).
pub type Executor = Box<dyn Fn(&LockingContext, VmOperation) + Send + Sync>;

/// A unit of work that must run at a safepoint (HotSpot's `VM_Operation`).
pub struct VmOperation {
    /// For the safepoint log ("RevokeBias", "BulkRevokeBias", ...).
    pub name: &'static str,
    /// The work, run by the VM thread with every Java thread stopped.
    pub work: Box<dyn FnOnce() + Send>,
}

/// The state word type, for `LockingThread`.
pub(crate) type StateWord = AtomicU8;
