//! The monitor's profiling hooks: what the inflated paths of
//! `monitor/` record into a lock's [`LockProfile`]. Each is called only
//! when the monitor has a profile, and only by the thread that owns the
//! monitor or is acquiring it; the counters they touch are owner-written
//! (see `lock_profile.rs`). The monitor algorithm itself lives in
//! `monitor/`; these keep the bookkeeping out of its way.

use crate::sync::Ordering::Relaxed;
use std::time::Duration;

use super::state::{collect, events, is_on};
use super::{blame, clock, LockProfile, ThreadTimes};
use crate::context::LockingContext;
use crate::owner_word;
use crate::safepoint::state::threads;
use crate::thread::{LockingThread, ThreadId};

/// A non-recursive acquisition that found the monitor free (`slow` false)
/// or, after contention, owned (`slow` true).
#[inline]
pub(crate) fn acquired(thread: &LockingThread, p: &'static LockProfile, slow: bool) {
    if is_on(
        thread.context(),
        collect::MONITOR_COUNTS | collect::TIMELINE,
    ) {
        count_acquired_now(thread, p, slow);
    }
}

/// [`count_acquired`] now, and the timeline's acquisition. Out of line
/// with the clock reads: the uncontended enter that calls it is inlined
/// everywhere.
#[inline(never)]
fn count_acquired_now(thread: &LockingThread, p: &'static LockProfile, slow: bool) {
    if is_on(thread.context(), collect::MONITOR_COUNTS) {
        count_acquired(p, slow, clock::now_ns());
    }
    blame::acquired(thread, p);
}

/// JLM's counts of a non-recursive acquisition at `now`.
fn count_acquired(p: &LockProfile, slow: bool, now: u64) {
    p.gets.add(1);
    p.nonrec.add(1);
    if slow {
        p.slow.add(1);
    }
    p.held_since.set(now);
}

/// A recursive acquisition.
#[inline]
pub(crate) fn recursive(ctx: &LockingContext, p: &LockProfile) {
    if is_on(ctx, collect::MONITOR_COUNTS) {
        p.gets.add(1);
        p.rec.add(1);
    }
}

/// The owner is about to release the monitor for good (not a recursion):
/// the hold ends.
#[inline]
pub(crate) fn releasing(ctx: &LockingContext, p: &LockProfile) {
    if is_on(ctx, collect::MONITOR_COUNTS) {
        end_hold(p);
    }
}

/// JLM's hold time of the acquisition being released. Out of line with its
/// clock read, as [`count_acquired_now`].
#[inline(never)]
fn end_hold(p: &LockProfile) {
    // 0: the hold began before the lock was inflated (a stack lock
    // inflated under its owner), when the monitor was not counting.
    let since = p.held_since.get();
    if since != 0 {
        p.hold_ns.add(clock::now_ns().saturating_sub(since));
        p.held_since.set(0);
    }
}

/// `thread` begins a contended acquisition of the monitor (now: the
/// returned time), which [`acquired_after_contention`] ends.
pub(crate) fn begin_contention(thread: &LockingThread, p: &LockProfile) -> u64 {
    let times = thread.times();
    match times.acquiring() {
        // A notified waiter: its acquisition began at the notify.
        Some((lock, since)) if lock == p.id => since,
        // Only Free Lunch needs the start (0 otherwise: no clock read).
        _ if is_on(thread.context(), collect::ACQUIRING_TIME) => {
            let now = clock::now_ns();
            times.begin_acquire(p.id, now);
            now
        }
        _ => 0,
    }
}

/// `thread` is about to try to take a monitor it found free, on a contended
/// path: note the time, so that if it wins, the time it owned the lock is
/// known without reading the clock inside its critical section (where the
/// read would lengthen every contended hold; paper §3.3 keeps the
/// instrumentation after the acquisition to a few instructions).
#[inline]
pub(crate) fn stamp_attempt(thread: &LockingThread) {
    if is_on(
        thread.context(),
        collect::ACQUIRING_TIME | collect::MONITOR_COUNTS,
    ) {
        thread.acquire_stamp.store(clock::now_ns(), Relaxed);
    }
}

/// The owner of `p`'s monitor moved a waiter (whose times are `waiter`)
/// from the WaitSet to an entry queue: its condition wait ends and its
/// acquisition of the monitor begins, now.
pub(crate) fn notified(ctx: &LockingContext, waiter: &ThreadTimes, p: &LockProfile) {
    if is_on(ctx, collect::ACQUIRING_TIME) {
        let now = clock::now_ns();
        waiter.end_wait_at(|| now);
        waiter.begin_acquire(p.id, now);
    }
}

/// `thread` owns the monitor after a contended acquisition that began at
/// `started` (Free Lunch's acquiring time: §3.3, stored by the owner).
pub(crate) fn acquired_after_contention(
    thread: &LockingThread,
    p: &'static LockProfile,
    started: u64,
) {
    blame::acquired(thread, p);
    let (free_lunch, jlm) = (
        is_on(thread.context(), collect::ACQUIRING_TIME),
        is_on(thread.context(), collect::MONITOR_COUNTS),
    );
    if !free_lunch && !jlm {
        return;
    }
    // The time of the attempt that won (see `stamp_attempt`); a clock read
    // here, inside the critical section, only if there is none.
    let now = match thread.acquire_stamp.swap(0, Relaxed) {
        0 => clock::now_ns(),
        stamp => stamp.max(started),
    };
    if free_lunch {
        p.acquiring_ns.add(now.saturating_sub(started));
        thread.times().end_acquire();
    }
    if jlm {
        p.tier2.add(thread.spins.swap(0, Relaxed));
        p.tier3.add(thread.park_turns.swap(0, Relaxed));
        count_acquired(p, true, now);
    }
}

/// The early spin failed: `thread` is about to queue for the monitor,
/// which `owner` (an owner word) holds. Returns the time, for
/// [`contended_entered`] (0, and no clock read, when neither block times
/// nor events are collected).
pub(crate) fn contended_enter(
    thread: &LockingThread,
    p: &'static LockProfile,
    owner: usize,
) -> u64 {
    if !is_on(thread.context(), collect::BLOCK_TIMES | collect::EVENTS) {
        return 0;
    }
    if let Some(sink) = events(thread.context()) {
        sink.contended_enter(thread, p, owner_thread(thread, owner));
    }
    clock::now_ns()
}

/// `thread` owns the monitor it queued for at `since`.
pub(crate) fn contended_entered(thread: &LockingThread, p: &'static LockProfile, since: u64) {
    if !is_on(thread.context(), collect::BLOCK_TIMES | collect::EVENTS) {
        return;
    }
    let blocked = clock::now_ns().saturating_sub(since);
    if is_on(thread.context(), collect::BLOCK_TIMES) {
        p.block_count.add(1);
        p.block_ns.add(blocked);
    }
    if let Some(sink) = events(thread.context()) {
        sink.contended_entered(thread, p, blocked);
    }
}

/// `thread` (the owner) is about to wait on the monitor.
pub(crate) fn wait(thread: &LockingThread, p: &'static LockProfile, timeout: Option<Duration>) {
    releasing(thread.context(), p);
    if let Some(sink) = events(thread.context()) {
        sink.wait(thread, p, timeout);
    }
}

/// `thread` woke up from waiting `waited` ns (before re-acquiring).
pub(crate) fn waited(thread: &LockingThread, p: &'static LockProfile, waited: u64) {
    if let Some(sink) = events(thread.context()) {
        sink.waited(thread, p, waited);
    }
}

/// The waiter owns the monitor again after waiting `waited` ns.
pub(crate) fn waited_and_reacquired(ctx: &LockingContext, p: &LockProfile, waited: u64) {
    if is_on(ctx, collect::BLOCK_TIMES) {
        p.wait_count.add(1);
        p.wait_ns.add(waited);
    }
}

/// The thread an owner word names: a thread's owner word, or the address
/// of a lock record of the thread that stack-locked the object before it
/// was inflated (found by searching the attached threads; events only).
fn owner_thread(thread: &LockingThread, owner: usize) -> Option<ThreadId> {
    if let Some(id) = owner_word::thread(owner) {
        return Some(id);
    }
    threads(thread.context())
        .iter()
        .find(|t| t.records.contains(owner))
        .map(|t| t.id())
}
