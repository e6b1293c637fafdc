//! Safepoints: stopping every Java thread at a known point so that one
//! thread (the VM thread) may change lock state no Java thread can be in
//! the middle of — revoking another thread's bias, bulk rebias/revoke, and
//! deflating idle monitors (HotSpot's `SafepointSynchronize`).
//!
//! # Thread states
//!
//! Every [`LockingThread`] that is [attached](attach) has a state, written
//! only by the thread itself:
//!
//! ```text
//!            poll sees a safepoint pending                 park / sleep / wait / read stdin
//!   IN_JAVA  ------------------------------> AT_SAFEPOINT         IN_JAVA or IN_VM
//!   (or IN_VM)  <------------------------------                      |        ^
//!                 safepoint over                           block()   v        | unblock(): if a safepoint
//!                                                               BLOCKED ------+ is pending, wait for its
//!                                                                               end first
//! ```
//!
//! `IN_JAVA` and `IN_VM` are *running*: the thread may be reading or writing
//! mark words, lock records and monitors. `BLOCKED` and `AT_SAFEPOINT` are
//! *safe*: the thread touches none of them until the safepoint is over.
//!
//! # The protocol (a Dekker handshake on two SeqCst words)
//!
//! * **Begin** ([`synchronize`]): set `pending` (SeqCst), then wait until
//!   every attached thread's state is safe.
//! * **Poll** ([`poll`], at method entry/exit and backward branches of the
//!   interpreter): a relaxed load of `pending`; if set, store `AT_SAFEPOINT`
//!   and wait on the gate until the safepoint ends.
//! * **Block / unblock** ([`LockingThread::block`]/[`LockingThread::unblock`])
//!   around anything that may wait indefinitely. Unblock stores the running
//!   state and *then* loads `pending` (both SeqCst); the VM thread stored
//!   `pending` and then loads the state. Sequential consistency means at
//!   least one of them sees the other's store: either the VM thread sees the
//!   thread running (and waits for it), or the thread sees `pending` (and
//!   goes back to `BLOCKED` and waits for the end). So no thread runs lock
//!   code during a safepoint.
//! * **End** ([`ActiveSafepoint`] dropped): clear `pending` under the gate's
//!   lock and wake every waiter. The VM thread's writes during the safepoint
//!   happen before each thread's next step (the gate's mutex orders them).
//!
//! Why this is enough for deflation: a thread can only be safe *between* lock
//! operations, or parked inside one — and a thread parked inside a monitor
//! has announced itself in the monitor's `contentions` or `waiters` first,
//! which makes the monitor busy, so it is not deflated.
//!
//! Threads that are not attached (unit tests, benchmarks) are invisible to
//! safepoints; biased locking treats their ids as dead threads.
//!
//! The state a context keeps (poll word, gate, thread list), the thread
//! states and [`ActiveSafepoint`] are `state.rs`.

pub(crate) mod state;

pub use state::{
    find_thread, threads, ActiveSafepoint, Executor, SafepointTiming, ThreadState, VmOperation,
};

use crate::sync::unmodelled::Arc;
use std::time::{Duration, Instant};

use crate::context::LockingContext;
use crate::sync::{spin_hint, yield_now, Ordering};
use crate::thread::LockingThread;

/// Whether a safepoint is pending in `ctx` (one relaxed load).
#[inline(always)]
pub fn is_pending(ctx: &LockingContext) -> bool {
    ctx.safepoints.pending.load(Ordering::Relaxed)
}

/// Make `thread` visible to safepoints. Call on the thread itself before it
/// runs Java code; it may have to wait for a safepoint in progress.
pub fn attach(thread: &Arc<LockingThread>) {
    crate::profile::thread_started(thread);
    thread.set_state(ThreadState::Blocked);
    thread
        .context()
        .safepoints
        .threads
        .lock()
        .push(Arc::clone(thread));
    thread.unblock_to(ThreadState::InJava);
}

/// Forget `thread` (it terminates, or stops running Java code for good).
/// Call on the thread itself; it is safe from then on.
pub fn detach(thread: &LockingThread) {
    crate::profile::thread_ended(thread);
    thread.set_state(ThreadState::Blocked);
    thread
        .context()
        .safepoints
        .threads
        .lock()
        .retain(|t| !std::ptr::eq(&**t, thread));
}

/// `thread` found a safepoint pending at a poll: stop until it is over.
#[cold]
#[inline(never)]
pub fn block_at_safepoint(thread: &LockingThread) {
    let resume = thread.state();
    thread.set_state(ThreadState::AtSafepoint);
    wait_for_end(thread.context());
    thread.unblock_to(resume);
}

/// The interpreter's poll: a relaxed load, and the slow path if a safepoint
/// is pending.
#[inline(always)]
pub fn poll(thread: &LockingThread) {
    if is_pending(thread.context()) {
        block_at_safepoint(thread);
    }
}

/// Wait until no safepoint is pending.
pub(crate) fn wait_for_end(ctx: &LockingContext) {
    let s = &ctx.safepoints;
    let mut gate = s.gate.lock();
    while s.pending.load(Ordering::SeqCst) {
        gate = s.released.wait(gate).unwrap_or_else(|p| p.into_inner());
    }
}

/// Begin a safepoint: arm the poll and wait until every attached thread is
/// safe. `requester`, if it is an attached thread running this itself, is
/// marked blocked for the duration (it is the one thread that cannot reach
/// a poll). The safepoint lasts until the returned value is dropped.
pub fn synchronize(ctx: &LockingContext) -> ActiveSafepoint<'_> {
    let s = &ctx.safepoints;
    let serial = s.vm_lock.lock();
    let begin = Instant::now();
    {
        let _gate = s.gate.lock();
        s.pending.store(true, Ordering::SeqCst);
    }
    let threads = s.threads.lock().clone();
    let mut waited = 0;
    for t in &threads {
        let mut spins = 0u32;
        if !t.state().is_safe() {
            waited += 1;
        }
        while !ThreadState::from_u8(t.state_word().load(Ordering::SeqCst)).is_safe() {
            // A running thread reaches a poll within a few bytecodes (or a
            // bounded spin inside a lock operation): spin, then yield, then
            // sleep briefly so that on a busy machine it gets the CPU.
            spins += 1;
            if spins < 64 {
                spin_hint();
            } else if spins < 1024 || cfg!(loom) {
                yield_now();
            } else {
                std::thread::sleep(Duration::from_micros(50));
            }
        }
    }
    ActiveSafepoint {
        ctx,
        timing: SafepointTiming {
            begin,
            time_to_safepoint: begin.elapsed(),
            threads_waited_for: waited,
            threads_total: threads.len(),
        },
        _serial: serial,
    }
}

/// Run `op` at a safepoint on behalf of `requester` (the calling Java
/// thread), blocking until it has run. The requester is blocked (safe) while
/// it waits.
pub fn execute(requester: &LockingThread, op: VmOperation) {
    requester.block();
    let ctx = requester.context();
    match &ctx.executor {
        Some(executor) => executor(ctx, op),
        None => {
            run_pipeline(ctx, op, &|_| {});
        }
    }
    requester.unblock();
}

/// What one pass through the safepoint pipeline took.
#[derive(Clone, Copy, Debug)]
pub struct PipelineOutcome {
    /// Reaching the safepoint.
    pub timing: SafepointTiming,
    /// From the operation's start to the end of deflation.
    pub at_safepoint: Duration,
    pub deflation: crate::deflation::DeflationStats,
}

/// **The** safepoint pipeline, the one place every safepoint goes through
/// (the VM thread's and an inline requester's alike):
///
/// ```text
/// synchronize ─► the operation ─► embedder's step ─► deflate idle monitors ─► resume
///                                 (the VM: collect if asked, Free Lunch's interval)
/// ```
///
/// `after_operation` runs with every thread stopped, before deflation, so
/// that a collector can reclaim the monitors of dead objects first and a
/// profiler can read monitor profiles before idle monitors go.
pub fn run_pipeline(
    ctx: &LockingContext,
    op: VmOperation,
    after_operation: &dyn Fn(&ActiveSafepoint),
) -> PipelineOutcome {
    let safepoint = synchronize(ctx);
    let timing = safepoint.timing();
    let at_begin = Instant::now();
    (op.work)();
    after_operation(&safepoint);
    let deflation = crate::deflation::deflate_idle_monitors(&safepoint);
    let at_safepoint = at_begin.elapsed();
    drop(safepoint);
    PipelineOutcome {
        timing,
        at_safepoint,
        deflation,
    }
}

impl LockingThread {
    /// This thread's safepoint state (a racy snapshot for other threads).
    pub fn state(&self) -> ThreadState {
        ThreadState::from_u8(self.state_word().load(Ordering::Relaxed))
    }

    /// Set the running state (`InJava`/`InVm`) for display; only the thread
    /// itself may call it, and only while running.
    pub fn set_running_state(&self, state: ThreadState) {
        debug_assert!(!state.is_safe());
        self.set_state(state);
    }

    pub(crate) fn set_state(&self, state: ThreadState) {
        self.state_word().store(state as u8, Ordering::SeqCst);
    }

    /// The thread is about to wait for something that may take arbitrarily
    /// long (park, sleep, blocking I/O): safepoints no longer wait for it.
    /// It must not touch mark words, lock records or monitors until
    /// [`unblock`](Self::unblock). Not nested.
    pub fn block(&self) {
        let prev = self.state();
        debug_assert!(!prev.is_safe(), "block() while {prev:?}");
        self.saved_state.store(prev as u8, Ordering::Relaxed);
        self.set_state(ThreadState::Blocked);
    }

    /// Leave the blocked state, first waiting for the end of any safepoint
    /// in progress.
    pub fn unblock(&self) {
        let resume = ThreadState::from_u8(self.saved_state.load(Ordering::Relaxed));
        self.unblock_to(resume);
    }

    fn unblock_to(&self, running: ThreadState) {
        loop {
            self.set_state(running);
            // SeqCst store, then SeqCst load: the Dekker handshake (module docs).
            if !self.context().safepoints.pending.load(Ordering::SeqCst) {
                return;
            }
            self.set_state(ThreadState::Blocked);
            wait_for_end(self.context());
        }
    }
}
