//! Object locking for toyjvm: HotSpot's lock hierarchy, seen from outside
//! the interpreter. An object is its mark word ([`ObjectRef`]); a thread is
//! a [`LockingThread`]. The VM calls the functions re-exported here (see
//! [`synchronizer`] for the Java operation each one implements).
//!
//! Where things are:
//!
//! | file | what |
//! |---|---|
//! | `synchronizer.rs` | the API: [`monitor_enter`], [`monitor_exit`], [`monitor_exit_slot`], [`wait`], [`notify`], [`notify_all`], [`holds_lock`], [`identity_hash`], [`init_header`], [`describe`] |
//! | `mark_word.rs` | the 64-bit mark word: layout, encode/decode, state-transition diagram |
//! | `lock_record.rs` | lock records and the per-thread lock-record area |
//! | `biased/` | biased locking: bias by CAS, revocation (at safepoints), bulk rebias/revoke, start-up delay; `options.rs`: its `-XX:` flags |
//! | `class.rs` | [`LockClass`]: a class's prototype header and revocation counters; a context's class list |
//! | `stack_lock.rs` | stack (thin) locking: enter/exit with lock records, recursion |
//! | `inflation.rs` | inflation through INFLATING; waiting out a concurrent inflation |
//! | `owner_word.rs` | a monitor's owner word: a thread id (tagged odd) or a lock record's address |
//! | `monitor/` | `ObjectMonitor`: owner, recursions, `cxq`, `EntryList`, `succ`, `Responsible` (`mod.rs`); enter and adaptive spinning (`enter.rs`), exit (`exit.rs`), `wait`/`notify` and the `WaitSet` (`wait.rs`) |
//! | `context.rs` | [`LockingContext`]: one VM's settings, safepoint state, thread list, monitor pool and classes, reached through every [`LockingThread`] |
//! | `deflation/` | the deflation of idle monitors at safepoints; `pool.rs`: the monitor pool |
//! | `gc.rs` | what a garbage collection means here: [`gc::objects_died`] reclaims dead objects' monitors and retires their lock profiles |
//! | `safepoint/` | the safepoint protocol and pipeline (`mod.rs`); thread states, the thread list, VM operations, the context's safepoint state (`state.rs`) |
//! | `identity_hash/` | identity hashing: where the hash lives in each state; `generator.rs`: the per-thread xor-shift |
//! | `log/` | `-Xlog:locking`: one line per lock-state transition; `state.rs`: the context's sink and observer |
//! | `inspect.rs` | read-only questions for thread dumps: the monitor a thread is blocked on or waits on, who holds a lock, who queues on a monitor |
//! | `profile/` | what the lock profilers measure in the monitor (`state.rs`: the context's switches and hooks; `times.rs`: a thread's times); `profile/blame/`: blame tracing's contention events and their per-lock numbers |
//! | `thread/` | [`LockingThread`], interrupts; `id.rs`: [`ThreadId`] |
//! | `object.rs` | [`ObjectRef`] |
//! | `sync.rs` | the std/loom shim every atomic and park goes through |
//!
//! How the files depend on each other: [`LockingContext`] and
//! [`LockingThread`] are built from *state* files that import none of the
//! logic (`biased/options.rs`, `class.rs`, `deflation/pool.rs`,
//! `log/state.rs`, `safepoint/state.rs`, `profile/state.rs`, `times.rs`,
//! `blame/state.rs`, `monitor/mod.rs`'s types, ...); the logic imports the
//! context and thread, never the other way. The only import circle left is
//! the types that name each other: the context, the thread, and the state
//! that holds threads or hooks taking them (`safepoint/state.rs`,
//! `profile/state.rs`, `profile/blame/tracer.rs`). Check with
//! `scripts/import-circles.py locking/src`.
//!
//! # Decisions worth knowing
//!
//! * The biased layout keeps HotSpot's unused bit 7, so the epoch is at bits
//!   8–9 and the thread id at 10–63 (the original design drew it without the
//!   unused bit, which does not add up to 64).
//! * A monitor's owner word is `thread id << 1 | 1` (odd) or, right after a
//!   stack lock is inflated, the owner's lock-record address (even); the
//!   owner converts the latter on its next monitor operation.
//! * Every CAS on a mark word that can hand an object from one owner to the
//!   next is at least acquire-release: the value compared may be an older,
//!   identical, header (found by the loom models).
//! * Exit does not clear `Responsible` (HotSpot's `SyncFlags & 4`): the
//!   loom model of three contending threads found a stranding schedule
//!   when it does (a stale `succ` claim made an exit skip the wake-up while
//!   no thread parked with a timeout). `succ` claims are CASes rather than
//!   HotSpot's test-and-store, for the same reason.
//! * Identity hashes come from per-thread xor-shift generators seeded from
//!   the thread id, so a program's hashes repeat from run to run.
//! * A `LockingThread` dropped while it holds stack locks leaks its record
//!   area rather than free memory that mark words point into.

pub mod biased;
pub mod class;
pub mod context;
pub mod deflation;
pub mod gc;
pub mod inspect;
pub mod log;
pub mod mark_word;
pub mod profile;
pub mod safepoint;
pub mod sync;
pub mod synchronizer;

mod identity_hash;
mod inflation;
mod lock_record;
mod monitor;
mod object;
mod owner_word;
mod stack_lock;
mod thread;

use std::fmt;

pub use class::LockClass;
pub use context::{LockingContext, LockingContextBuilder, LockingHooks};
pub use lock_record::{LockRecord, RecordSlot, DEFAULT_LOCK_RECORDS};
pub use mark_word::{MarkState, MarkWord};
pub use monitor::{ObjectMonitor, Owner};
pub use object::ObjectRef;
pub use safepoint::ThreadState;
pub use synchronizer::{
    describe, holds_lock, identity_hash, init_header, monitor_enter, monitor_exit,
    monitor_exit_slot, notify, notify_all, wait,
};
pub use thread::{LockingThread, ThreadId};

/// The calling thread does not hold the object's lock: the VM throws
/// `java.lang.IllegalMonitorStateException`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IllegalMonitorState;

impl fmt::Display for IllegalMonitorState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("current thread is not owner")
    }
}

impl std::error::Error for IllegalMonitorState {}

/// How a [`wait`] that returned normally ended. Either way the lock is held
/// again, with the recursion count it had before.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaitOutcome {
    /// Woken by `notify`/`notifyAll`.
    Notified,
    /// The timeout elapsed first.
    TimedOut,
}

/// Why a [`wait`] failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WaitError {
    /// The thread does not hold the lock (nothing was released):
    /// `IllegalMonitorStateException`.
    IllegalMonitorState,
    /// The thread was interrupted (its flag is now clear) and holds the lock
    /// again: `InterruptedException`.
    Interrupted,
}

impl From<IllegalMonitorState> for WaitError {
    fn from(_: IllegalMonitorState) -> Self {
        WaitError::IllegalMonitorState
    }
}

impl fmt::Display for WaitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WaitError::IllegalMonitorState => IllegalMonitorState.fmt(f),
            WaitError::Interrupted => f.write_str("interrupted while waiting"),
        }
    }
}

impl std::error::Error for WaitError {}
