//! Park-based locks: the `java.util.concurrent` synchronizers
//! (`AbstractQueuedSynchronizer` and what is built on it, `StampedLock`)
//! never inflate a monitor. A thread that cannot take one queues in Java
//! and parks (`LockSupport.park(sync)`), so the monitor's hooks never see
//! it — the limitation paper 000 names as its future work. The VM's park
//! native reports each park here instead, saying what the blocker is
//! ([`Blocker`]), and the profilers count it on the synchronizer's own
//! [`LockProfile`] (created on its first park, found by address as a
//! monitor's is):
//!
//! * **Free Lunch**: the time a thread spends parked to *acquire* a
//!   synchronizer is acquiring time of that lock, and running time of the
//!   thread (as time blocked on a monitor is); a park on one of its
//!   conditions, or on anything else, is a wait and not running time (as
//!   `Object.wait` is) — until a signal moves the waiter to the lock's
//!   queue ([`signalled`]): from then on it waits for the lock, as a
//!   notified monitor waiter does. An acquisition in progress counts in the
//!   interval it is spent in ([`ThreadTimes::acquiring`](super::ThreadTimes::acquiring)).
//! * **JProfiler/YourKit**: each acquiring park is a block (count and
//!   time, with the owner as the blocker thread when the synchronizer has
//!   one); each condition park is a wait on the lock.
//! * **HPROF** posts no event: HotSpot's JVMTI has none for parking (the
//!   event sink skips park-based locks).
//! * **JLM / MSDK** count acquisitions, which for these locks are a CAS in
//!   Java the VM does not see; they report nothing for them.
//!
//! The counters are added with [`OwnerCounter::add_shared`]: no monitor
//! orders the parked threads' updates.
//!
//! [`OwnerCounter::add_shared`]: super::OwnerCounter::add_shared

use super::lock_profile::AS_PARK;
use super::state::{collect, enabled, events};
use super::{clock, profile_of, LockProfile};
use crate::object::ObjectRef;
use crate::thread::{LockingThread, ThreadId};

/// What a thread parks on, as the VM reads it from `Thread.parkBlocker`.
#[derive(Clone, Copy, Debug)]
pub enum Blocker {
    /// Acquiring the synchronizer `lock`, which `owner` holds exclusively
    /// (when the synchronizer records an owner and one holds it).
    Acquire {
        lock: ObjectRef,
        owner: Option<ThreadId>,
    },
    /// Waiting on a condition of the synchronizer `lock`
    /// (`Condition.await`): not contention, a wait.
    Condition { lock: ObjectRef },
    /// No blocker, or one that is not a synchronizer (a `FutureTask`, a
    /// queue, a pool): a wait for an event.
    Other,
}

/// A park in progress, from [`park_begin`] to [`park_end`].
#[derive(Debug)]
#[must_use = "end the park with park_end"]
pub struct Park {
    profile: Option<&'static LockProfile>,
    acquiring: bool,
    since: u64,
}

/// What any park-based measurement needs: a profile for the lock.
const NEEDS_PROFILE: u32 =
    collect::ACQUIRING_TIME | collect::BLOCK_TIMES | collect::EVENTS | collect::INFLATION_CHAIN;

/// `thread` is about to park on `blocker`. Call before blocking; end with
/// [`park_end`] once the thread is back in Java.
pub fn park_begin(thread: &LockingThread, blocker: Blocker) -> Park {
    let ctx = thread.context();
    let on = enabled(ctx);
    let (lock, acquiring) = match blocker {
        Blocker::Acquire { lock, .. } => (Some(lock), true),
        Blocker::Condition { lock } => (Some(lock), false),
        Blocker::Other => (None, false),
    };
    let profile = lock.filter(|_| on & NEEDS_PROFILE != 0).map(|lock| {
        let p = profile_of(ctx, lock);
        p.used_as(AS_PARK);
        p
    });
    if !acquiring {
        // A condition waiter signalled before it parked is acquiring the lock already.
        let signalled = matches!((profile, thread.times().acquiring()),
            (Some(p), Some((lock, _))) if lock == p.id);
        if !signalled {
            thread.times().begin_wait(ctx);
        }
        return Park {
            profile,
            acquiring,
            since: 0,
        };
    }
    let Some(p) = profile else {
        return Park {
            profile,
            acquiring,
            since: 0,
        };
    };
    if on & collect::INFLATION_CHAIN != 0 && p.chain() == 0 {
        // Free Lunch's chain of a park-based lock: the first contended
        // acquisition, as for a monitor the one that inflated it.
        if let Some(record) = &ctx.profile.chain_recorder {
            p.set_chain_once(record(thread));
        }
    }
    let now = clock::now_ns();
    if on & collect::ACQUIRING_TIME != 0 {
        thread.times().begin_acquire(p.id, now);
    }
    if let (Some(sink), Blocker::Acquire { owner, .. }) = (events(ctx), blocker) {
        sink.contended_enter(thread, p, owner);
    }
    Park {
        profile,
        acquiring,
        since: now,
    }
}

/// The park begun by [`park_begin`] returned (`thread` is in Java again).
pub fn park_end(thread: &LockingThread, park: Park) {
    let ctx = thread.context();
    let on = enabled(ctx);
    if !park.acquiring {
        let waited = thread.times().end_wait();
        if let Some(p) = park.profile {
            if let Some((lock, since)) = thread.times().acquiring() {
                if lock == p.id && on & collect::ACQUIRING_TIME != 0 {
                    // Signalled meanwhile (`signalled`): from the signal to this wake-up the
                    // thread waited for the lock, queued behind its owner.
                    p.acquiring_ns
                        .add_shared(clock::now_ns().saturating_sub(since));
                    thread.times().end_acquire();
                }
            }
            if on & collect::BLOCK_TIMES != 0 {
                p.wait_count.add_shared(1);
                p.wait_ns.add_shared(waited);
            }
            if let Some(sink) = events(ctx) {
                sink.waited(thread, p, waited);
            }
        }
        return;
    }
    let Some(p) = park.profile else {
        return;
    };
    let parked = clock::now_ns().saturating_sub(park.since);
    if on & collect::ACQUIRING_TIME != 0 {
        p.acquiring_ns.add_shared(parked);
        thread.times().end_acquire();
    }
    if on & collect::BLOCK_TIMES != 0 {
        p.block_count.add_shared(1);
        p.block_ns.add_shared(parked);
    }
    if let Some(sink) = events(ctx) {
        sink.contended_entered(thread, p, parked);
    }
}

/// The owner of the synchronizer `lock` signalled one of its conditions and moved `waiter` from
/// the condition's queue to the lock's (`AbstractQueuedSynchronizer.transferForSignal`). As
/// `notify` does for a monitor (`hooks::notified`), Free Lunch ends the waiter's wait and begins
/// its acquisition of the lock now: the waiter stays parked on the condition until a release
/// of the lock wakes it, and that time is spent waiting for the lock, not for the signal.
pub fn signalled(waiter: &LockingThread, lock: ObjectRef) {
    let ctx = waiter.context();
    if enabled(ctx) & collect::ACQUIRING_TIME == 0 {
        return;
    }
    let p = profile_of(ctx, lock);
    p.used_as(AS_PARK);
    let now = clock::now_ns();
    waiter.times().end_wait_at(|| now);
    waiter.times().begin_acquire(p.id, now);
}
