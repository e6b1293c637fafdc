//! Blame tracing's recording side for intrinsic locks (Hofer et al., paper
//! 002 §3.2; thesis 003 ch. 4): the points in the monitor where contention
//! events are written, with the per-lock sequence numbers that order them.
//! What an event *contains* (time, call chain, buffers) is the installed
//! [`ContentionTracer`]'s business (`profiler::blame`); this module decides
//! *when* one is written and gives it its number.
//!
//! Only contention is recorded, never the biased or stack-lock paths or an
//! uncontended inflated acquisition:
//!
//! ```text
//!  T1 holds L         T2 blocks on L        T1 releases L            T2 owns L
//!  (no event)   --> contended enter(1) --> contended exit(2)   --> contended entered(3)
//!                   [T2's chain]           [T1's chain, after        (time only)
//!                                           the release]
//! ```
//!
//! * **contended enter** — the thread's early spin failed and it is about
//!   to queue (where JVMTI posts MonitorContendedEnter), timed at the start
//!   of the slow path (before the spin: the wait a program would measure
//!   around `synchronized` includes it); a notified waiter's
//!   re-entry is one too, flagged *after wait*, numbered and timed at the
//!   `notify` that moved it to the entry queues (from then on it is
//!   blocked on the lock, not waiting on the condition).
//! * **contended entered** — that thread owns the monitor.
//! * **spun** — the early spin won: the thread waited, but was never
//!   counted as blocked, so no exit cuts its time. Not numbered; the
//!   tracer sums them per (lock, owner the spin began under).
//! * **contended exit** — the owner released the monitor for good while a
//!   thread was blocked on it (counted in `_count`, or queued on `cxq` /
//!   `EntryList`), on every release path: `monitorexit`, a `synchronized`
//!   method's return or unwinding, and `Object.wait`. Numbered and timed
//!   just before the release (a number taken after it could come after the
//!   next owner's contended entered, which would then seem to own the lock
//!   before it was released; a time read after it could be late by a whole
//!   time slice when the releaser is preempted, and stretch the waiter's
//!   blamed time past its own acquisition); written after it, so that the
//!   chain walk does not lengthen the hold. A release
//!   by `wait` carries a **forward reference** instead of a chain (the
//!   method calling `wait` need not be the one that took the lock, paper
//!   §3.2 "Conditional waiting"); the thread resolves it to the chain of
//!   the frame that does release the lock, at that release.
//!
//! Sequence numbers come from a counter in the lock's [`LockProfile`]
//! (which outlives deflation, so numbers continue across re-inflation):
//! gap-free per lock, so the analysis can replay each lock's events in
//! order without relying on clocks. An enter's number is taken before the
//! thread is counted in `_count` (acquire-release), and an exit's after the
//! owner saw that count, so an exit that blames a waiter always follows
//! the waiter's enter.
//!
//! The tracer's interface is `tracer.rs`; the per-thread state the events
//! need (forward references, a notified waiter's number) is `state.rs`.

// Unmodelled (`sync::unmodelled`): profiling statistics and hooks, outside
// the lock protocol the loom models check.
use crate::sync::unmodelled::Ordering::Relaxed;

pub(crate) mod state;
pub(crate) mod tracer;

pub use tracer::ContentionTracer;

use crate::context::LockingContext;
use crate::profile::clock;
use crate::profile::lock_profile::LockProfile;
use crate::profile::state::{collect, is_on};
use crate::thread::LockingThread;
use state::{NotifiedEnter, PendingForwards};

/// The context's tracer ([`LockingHooks::tracer`](crate::context::LockingHooks)),
/// whether or not it is on. The context keeps it (an `Arc`, read as a
/// `&dyn`: as cheap on the contended paths as a `&'static`).
#[inline]
fn installed(ctx: &LockingContext) -> Option<&dyn ContentionTracer> {
    ctx.profile
        .tracer
        .as_deref()
        .map(|t| t as &dyn ContentionTracer)
}

/// The tracer, if blame tracing is on.
#[inline]
fn tracer(ctx: &LockingContext) -> Option<&dyn ContentionTracer> {
    if is_on(ctx, collect::BLAME) {
        installed(ctx)
    } else {
        None
    }
}

/// The tracer, if the timeline is on.
#[inline]
fn timeline(ctx: &LockingContext) -> Option<&dyn ContentionTracer> {
    if is_on(ctx, collect::TIMELINE) {
        installed(ctx)
    } else {
        None
    }
}

/// `lock` was inflated by `thread`.
pub(crate) fn inflated(thread: &LockingThread, lock: &'static LockProfile) {
    if let Some(t) = tracer(thread.context()) {
        t.inflated(thread, lock);
    }
}

/// A contended enter's number and time, taken before the thread is counted
/// as blocked; the event is written once it is (the chain walk then does
/// not widen the window in which an exiting owner misses the thread).
#[derive(Clone, Copy, Debug)]
pub(crate) struct EnterTicket {
    seq: u64,
    at_ns: u64,
}

/// The slow path of `enter` begins (the lock was found owned): the time a
/// contended acquisition's blocked time runs from, if blame is on.
#[inline]
pub(crate) fn contending(ctx: &LockingContext) -> Option<u64> {
    tracer(ctx)?;
    Some(clock::now_ns())
}

/// The early spin (begun at `since`, from [`contending`]) failed: the
/// thread is about to be counted as blocked on `lock`. Returns the ticket
/// for [`blocked`].
#[inline]
pub(crate) fn contended_enter(lock: &'static LockProfile, since: u64) -> EnterTicket {
    EnterTicket {
        seq: lock.next_blame_seq(),
        at_ns: since,
    }
}

/// The early spin (begun at `since`, when `owner_word` owned `lock`) won:
/// the thread waited for the lock without ever being counted as blocked,
/// so no owner's exit cuts this time; the tracer blames it on the owner
/// the spin began under.
#[cold]
pub(crate) fn spun(
    thread: &LockingThread,
    lock: &'static LockProfile,
    owner_word: usize,
    since: u64,
) {
    if let Some(t) = tracer(thread.context()) {
        let owner = crate::owner_word::thread(owner_word);
        t.spun(thread, lock, owner.map(|o| o.get()), since, clock::now_ns());
    }
}

/// `thread` is counted as blocked on `lock`: write its contended enter
/// (then [`contended_entered`] follows).
pub(crate) fn blocked(thread: &LockingThread, lock: &'static LockProfile, ticket: EnterTicket) {
    if let Some(t) = tracer(thread.context()) {
        t.contended_enter(thread, lock, ticket.seq, ticket.at_ns, false);
    }
}

/// `thread` owns `lock` after a contended enter.
pub(crate) fn contended_entered(thread: &LockingThread, lock: &'static LockProfile) {
    if let Some(t) = tracer(thread.context()) {
        t.contended_entered(thread, lock, lock.next_blame_seq());
    }
}

/// The owner moves `waiter` from the WaitSet to an entry queue: number its
/// re-entry now (the notifier's later exit must follow it).
pub(crate) fn notified(ctx: &LockingContext, waiter: &NotifiedEnter, lock: &'static LockProfile) {
    if tracer(ctx).is_some() {
        waiter.seq.store(lock.next_blame_seq(), Relaxed);
        waiter.at_ns.store(clock::now_ns(), Relaxed);
    }
}

/// A notified waiter (`thread`, whose node holds `notified`) is about to
/// re-acquire `lock`: write the contended enter `notify` numbered. Returns
/// whether one was written (then [`contended_entered`] follows).
pub(crate) fn reentering(
    thread: &LockingThread,
    notified: &NotifiedEnter,
    lock: &'static LockProfile,
) -> bool {
    let seq = notified.seq.swap(0, Relaxed);
    match tracer(thread.context()) {
        Some(t) if seq != 0 => {
            t.contended_enter(thread, lock, seq, notified.at_ns.load(Relaxed), true);
            true
        }
        _ => false,
    }
}

/// What the owner learnt just before releasing a profiled monitor: the
/// time of the release (when the timeline is on or threads are blocked;
/// else 0) and the number of the contended exit that must follow it (when
/// threads are blocked).
/// Both are taken before the release: see the module docs.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Release {
    at_ns: u64,
    exit_seq: Option<u64>,
}

/// Time the release of `lock`, and number its contended exit if threads
/// are `blocked` on it; `None` when neither blame nor its timeline is on.
#[inline]
fn release_ticket(
    ctx: &LockingContext,
    lock: &'static LockProfile,
    blocked: impl FnOnce() -> bool,
) -> Option<Release> {
    let tracing = tracer(ctx).is_some();
    let timed = timeline(ctx).is_some();
    if !tracing && !timed {
        return None;
    }
    let exit_seq = (tracing && blocked()).then(|| lock.next_blame_seq());
    // No clock read for an uncontended release without the timeline: only
    // an exit or a hold's end needs the time.
    let at_ns = if timed || exit_seq.is_some() {
        clock::now_ns()
    } else {
        0
    };
    Some(Release { at_ns, exit_seq })
}

/// The owner is about to release `lock` for good (not by `wait`);
/// `blocked` tells whether threads are blocked on it. Returns what
/// [`released`] needs after the release, if anything. Nothing else happens
/// before the release: it would lengthen the hold.
#[inline]
pub(crate) fn releasing(
    ctx: &LockingContext,
    lock: &'static LockProfile,
    blocked: impl FnOnce() -> bool,
) -> Option<Release> {
    release_ticket(ctx, lock, blocked)
}

#[cold]
fn resolve_forwards(
    t: &dyn ContentionTracer,
    thread: &LockingThread,
    lock: &'static LockProfile,
    pending: &PendingForwards,
) {
    let mut refs = pending.refs.lock();
    refs.retain(|&(id, forward)| {
        let ours = id == lock.id;
        if ours {
            t.resolve_forward(thread, lock, forward);
        }
        !ours
    });
    pending.any.store(!refs.is_empty(), Relaxed);
}

/// `thread` has released `lock` for good (not by `wait`): the timeline's
/// end of the hold; the resolution of the thread's forward references to
/// this frame's chain (the frame that took the lock releases it); and the
/// contended exit [`releasing`] numbered, if any.
#[inline]
pub(crate) fn released(
    thread: &LockingThread,
    lock: &'static LockProfile,
    release: Option<Release>,
) {
    let Some(release) = release else {
        return;
    };
    if let Some(t) = timeline(thread.context()) {
        t.released(thread, lock, release.at_ns);
    }
    let Some(t) = tracer(thread.context()) else {
        return;
    };
    let pending = &thread.pending_forwards;
    if pending.any.load(Relaxed) {
        resolve_forwards(t, thread, lock, pending);
    }
    if let Some(seq) = release.exit_seq {
        t.contended_exit(thread, lock, seq, release.at_ns, None);
    }
}

/// The owner is about to release `lock` in `Object.wait`; `blocked` as in
/// [`releasing`]. Returns what [`released_by_wait`] needs, if anything.
pub(crate) fn wait_releasing(
    ctx: &LockingContext,
    lock: &'static LockProfile,
    blocked: impl FnOnce() -> bool,
) -> Option<Release> {
    release_ticket(ctx, lock, blocked)
}

/// After `wait`'s release: the timeline's end of the hold and start of the
/// wait, and the contended exit, with a forward reference the thread
/// resolves when it releases the lock in the acquiring frame.
pub(crate) fn released_by_wait(
    thread: &LockingThread,
    lock: &'static LockProfile,
    release: Option<Release>,
) {
    let Some(release) = release else {
        return;
    };
    if let Some(t) = timeline(thread.context()) {
        t.released(thread, lock, release.at_ns);
        t.wait_begin(thread, lock);
    }
    let (Some(seq), Some(t)) = (release.exit_seq, tracer(thread.context())) else {
        return;
    };
    let forward = thread.context().profile.next_forward.fetch_add(1, Relaxed);
    let pending = &thread.pending_forwards;
    pending.refs.lock().push((lock.id, forward));
    pending.any.store(true, Relaxed);
    t.contended_exit(thread, lock, seq, release.at_ns, Some(forward));
}

/// Objects died (see [`ContentionTracer::objects_died`]); at a
/// collection's safepoint.
pub(crate) fn objects_died(
    ctx: &LockingContext,
    is_live: &dyn Fn(usize) -> bool,
    retired: &[&'static LockProfile],
) {
    if let Some(t) = tracer(ctx) {
        t.objects_died(is_live, retired);
    }
}

/// Timeline: `thread` acquired `lock` (not recursively).
#[inline]
pub(crate) fn acquired(thread: &LockingThread, lock: &'static LockProfile) {
    if let Some(t) = timeline(thread.context()) {
        t.acquired(thread, lock);
    }
}

/// Timeline: `thread` woke from `Object.wait` on `lock` (it re-acquires it
/// next).
pub(crate) fn wait_ended(thread: &LockingThread, lock: &'static LockProfile) {
    if let Some(t) = timeline(thread.context()) {
        t.wait_end(thread, lock);
    }
}

/// Timeline: `thread` is about to publish the monitor of `lock`, which a
/// thread holds as a stack lock with `record`. Returns the time to pass to
/// [`inflated_held`] once the monitor is published (`None`: no timeline).
#[inline]
pub(crate) fn inflating_held(
    thread: &LockingThread,
    lock: Option<&'static LockProfile>,
) -> Option<u64> {
    lock?;
    timeline(thread.context())?;
    Some(clock::now_ns())
}

/// Timeline: `thread` published the monitor of `lock`, held as a stack lock
/// with lock record `record` since before (read at `at_ns`): the hold of
/// the record's thread goes on its track from then ([`ContentionTracer::held_at_inflation`]).
#[cold]
pub(crate) fn inflated_held(
    thread: &LockingThread,
    lock: &'static LockProfile,
    record: usize,
    at_ns: u64,
) {
    let Some(t) = timeline(thread.context()) else {
        return;
    };
    if thread.records.contains(record) {
        return t.held_at_inflation(thread, thread, lock, at_ns);
    }
    let threads = crate::safepoint::state::threads(thread.context());
    if let Some(owner) = threads.iter().find(|o| o.records.contains(record)) {
        t.held_at_inflation(thread, owner, lock, at_ns);
    }
}
