//! The API the VM calls (HotSpot's `ObjectSynchronizer`): one function per
//! bytecode or native that touches an object's lock. Each takes the
//! *calling* thread's [`LockingThread`] and the object.
//!
//! | Java | call |
//! |---|---|
//! | `monitorenter`, entering a `synchronized` method | [`monitor_enter`] |
//! | `monitorexit`, returning from (or unwinding out of) a `synchronized` method | [`monitor_exit_slot`] (or [`monitor_exit`], which searches for the record) |
//! | `Object.wait()`, `wait(ms)`, `wait(ms, ns)` | [`wait`] (`None` for `wait(0)`) |
//! | `Object.notify()`, `notifyAll()` | [`notify`], [`notify_all`] |
//! | `Thread.holdsLock(obj)` | [`holds_lock`] |
//! | `Object.hashCode()` (not overridden), `System.identityHashCode` | [`identity_hash`] |
//! | allocation | [`init_header`] |
//! | `Thread.interrupt()`, `isInterrupted()`, `interrupted()` | [`LockingThread::interrupt`], [`LockingThread::is_interrupted`], [`LockingThread::clear_interrupted`] |

use std::time::Duration;

use crate::context::LockingContext;
use crate::inflation::{inflate, monitor_at, read_stable_mark, Cause};
use crate::lock_record::RecordSlot;
use crate::mark_word::{MarkState, MarkWord};
use crate::object::ObjectRef;
use crate::stack_lock;
use crate::thread::LockingThread;
use crate::{IllegalMonitorState, WaitError, WaitOutcome};

/// The mark word of a newly allocated object of no particular class:
/// unlocked, no identity hash, age 0. Instances of a [`LockClass`](crate::LockClass) start
/// with [`LockClass::prototype_header`](crate::LockClass::prototype_header) instead (anonymously biased once
/// biased locking is enabled).
pub const fn init_header() -> usize {
    MarkWord::PROTOTYPE.bits()
}

/// Acquire `obj`'s lock for `thread` (`monitorenter`), blocking while
/// another thread holds it. Re-entrant. Never fails: when the thread's lock
/// records run out it falls back to the object's monitor.
///
/// Biased to the thread, this is a load and a compare; uncontended, a stack
/// lock (one CAS); on contention the object is inflated and the thread
/// queues on its monitor.
///
/// Returns the lock record the acquisition used; a caller that keeps it
/// (as an interpreter frame keeps its monitors) releases with
/// [`monitor_exit_slot`], which need not search for the record.
#[inline]
pub fn monitor_enter(thread: &LockingThread, obj: ObjectRef) -> RecordSlot {
    stack_lock::enter(thread, obj)
}

/// Release one level of `thread`'s hold on `obj` (`monitorexit`).
///
/// Locks are expected in LIFO order (Java's structured locking); an exit
/// out of order releases the object's most recent acquisition.
///
/// # Errors
/// [`IllegalMonitorState`] if `thread` does not hold `obj`'s lock (the VM
/// throws `IllegalMonitorStateException`).
#[inline]
pub fn monitor_exit(thread: &LockingThread, obj: ObjectRef) -> Result<(), IllegalMonitorState> {
    stack_lock::exit(thread, obj)
}

/// [`monitor_exit`] of the acquisition for which [`monitor_enter`] returned
/// `slot`; the same result, without searching the thread's lock records
/// when the acquisition is the innermost one (structured locking).
///
/// # Errors
/// As [`monitor_exit`].
#[inline]
pub fn monitor_exit_slot(
    thread: &LockingThread,
    obj: ObjectRef,
    slot: RecordSlot,
) -> Result<(), IllegalMonitorState> {
    stack_lock::exit_slot(thread, obj, slot)
}

/// `Object.wait`: release `obj`'s lock completely (all recursions), wait
/// until notified, interrupted, or `timeout` elapses (`None`: no timeout;
/// Java's `wait(0)` is `None`), then re-acquire the lock with the same
/// recursion count before returning — also when returning an error other
/// than [`WaitError::IllegalMonitorState`].
///
/// Never returns spuriously. Inflates the object (waiting needs a monitor).
///
/// # Errors
/// * [`WaitError::IllegalMonitorState`] if `thread` does not hold the lock
///   (checked first; nothing happens).
/// * [`WaitError::Interrupted`] if the thread was interrupted before or
///   during the wait and not notified first; the interrupt flag is cleared.
///   A thread both notified and interrupted returns `Notified` and keeps its
///   flag set.
pub fn wait(
    thread: &LockingThread,
    obj: ObjectRef,
    timeout: Option<Duration>,
) -> Result<WaitOutcome, WaitError> {
    if !holds_lock(thread, obj) {
        return Err(WaitError::IllegalMonitorState);
    }
    inflate(thread, obj, Cause::Wait).wait(thread, timeout)
}

/// `Object.notify`: move one thread waiting on `obj` (the longest waiting)
/// to the lock's entry queue; it runs once it re-acquires the lock, after
/// the caller releases it.
///
/// # Errors
/// [`IllegalMonitorState`] if `thread` does not hold `obj`'s lock.
pub fn notify(thread: &LockingThread, obj: ObjectRef) -> Result<(), IllegalMonitorState> {
    notify_impl(thread, obj, false)
}

/// `Object.notifyAll`: like [`notify`], for every waiting thread.
///
/// # Errors
/// [`IllegalMonitorState`] if `thread` does not hold `obj`'s lock.
pub fn notify_all(thread: &LockingThread, obj: ObjectRef) -> Result<(), IllegalMonitorState> {
    notify_impl(thread, obj, true)
}

fn notify_impl(
    thread: &LockingThread,
    obj: ObjectRef,
    all: bool,
) -> Result<(), IllegalMonitorState> {
    match read_stable_mark(obj).state() {
        // Stack-locked by us: nobody can be waiting (waiting inflates, and a
        // monitor with waiters is never deflated), so nothing to do.
        MarkState::StackLocked { record } if thread.records.contains(record) => Ok(()),
        // Biased to us and held: likewise nobody waits.
        MarkState::Biased { .. } if holds_lock(thread, obj) => Ok(()),
        // SAFETY: from an inflated mark read by read_stable_mark.
        MarkState::Inflated { monitor } => unsafe { monitor_at(monitor) }.notify(thread, all),
        _ if holds_lock(thread, obj) => inflate(thread, obj, Cause::Wait).notify(thread, all),
        _ => Err(IllegalMonitorState),
    }
}

/// `Thread.holdsLock(obj)` for the calling thread `thread`.
pub fn holds_lock(thread: &LockingThread, obj: ObjectRef) -> bool {
    match read_stable_mark(obj).state() {
        MarkState::StackLocked { record } => thread.records.contains(record),
        // SAFETY: from an inflated mark read by read_stable_mark.
        MarkState::Inflated { monitor } => unsafe { monitor_at(monitor) }.is_owned_by(thread),
        // A biased object is held by its bias owner exactly while that
        // thread has a lock record for it.
        MarkState::Biased { .. } => {
            thread.records.find(obj).is_some() || thread.records.overflow_holds(obj)
        }
        MarkState::Unlocked { .. } | MarkState::Marked { .. } => false,
        MarkState::Inflating => unreachable!("read_stable_mark returned INFLATING"),
    }
}

/// `System.identityHashCode(obj)`: a 31-bit positive number, never 0,
/// assigned on first request (from `thread`'s xor-shift generator) and
/// never changed afterwards, whatever happens to the lock. May inflate a
/// locked object (see `identity_hash/` for where the hash lives in each
/// lock state).
pub fn identity_hash(thread: &LockingThread, obj: ObjectRef) -> i32 {
    crate::identity_hash::identity_hash(thread, obj)
}

/// `obj`'s lock state in words (a racy snapshot, for diagnostics and the
/// `toyjvm.Locks` debugging class): `unlocked`, `anonymously biased`,
/// `biased to "main" (epoch 0)`, `stack-locked by "main"`,
/// `inflated (owner "main", 1 entering, 0 waiting)`. Changes nothing.
pub fn describe(ctx: &LockingContext, obj: ObjectRef) -> String {
    use crate::log::{IdName, Name};
    let holder_of = |record: usize| {
        crate::safepoint::threads(ctx)
            .into_iter()
            .find(|t| t.records.contains(record))
            .map_or_else(|| "an unknown thread".to_string(), |t| Name(&t).to_string())
    };
    match read_stable_mark(obj).state() {
        MarkState::Unlocked { .. } => "unlocked".to_string(),
        MarkState::Biased { thread: 0, .. } => "anonymously biased".to_string(),
        MarkState::Biased { thread, epoch, .. } => {
            format!("biased to {} (epoch {epoch})", IdName(ctx, thread))
        }
        MarkState::StackLocked { record } => format!("stack-locked by {}", holder_of(record)),
        MarkState::Inflated { monitor } => {
            // SAFETY: from an inflated mark read by read_stable_mark; a
            // monitor is never freed, so a stale one is still readable.
            let m = unsafe { monitor_at(monitor) };
            let owner = match m.owner() {
                crate::Owner::Free => "none".to_string(),
                crate::Owner::Thread(id) => IdName(ctx, u64::from(id.get())).to_string(),
                crate::Owner::StackLocker { record } => holder_of(record),
            };
            format!(
                "inflated (owner {owner}, {} entering, {} waiting)",
                m.contentions(),
                m.waiters()
            )
        }
        MarkState::Inflating => unreachable!("read_stable_mark returned INFLATING"),
        MarkState::Marked { .. } => "marked".to_string(),
    }
}
