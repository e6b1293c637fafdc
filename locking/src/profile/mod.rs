//! What the lock profilers need from the locking layer (ARCHITECTURE.md,
//! "Profilers (built into the monitor)"). The `profiler` crate turns it into
//! metrics and reports; this module only *measures*:
//!
//! * per lock, a [`LockProfile`] the monitor points at while inflated,
//!   updated by the monitor's owner on the inflated paths (Free Lunch's
//!   acquiring time; JLM's gets, slow, recursive, spin and hold counts;
//!   JProfiler's block and wait counts) — `lock_profile.rs`;
//! * per thread, its lifetime and its time in `Object.wait` and
//!   `LockSupport.park` (Free Lunch's running time excludes it) —
//!   [`ThreadTimes`];
//! * JVMTI-like monitor events (contended enter/entered, wait/waited) for
//!   agents that live *outside* the monitor, as HPROF does — [`MonitorEvents`];
//! * the call chain of the acquisition that first inflated a lock, through
//!   a recorder the VM installs (this crate knows no frames);
//! * blame tracing's contention events, numbered per lock — [`blame`];
//! * parks on `java.util.concurrent` synchronizers, which make them
//!   park-based locks with profiles of their own — [`park`].
//!
//! What is collected is chosen once per [`LockingContext`], at startup,
//! with [`enable`]; the hooks, the lock profiles and the profiled threads
//! are the context's too. With nothing enabled the biased and stack-lock
//! fast paths are unchanged, and the inflated paths pay one relaxed load of
//! the context's switch, which never changes.
//!
//! The files: `state.rs`, the context's part (switches, hooks, profiled
//! threads); `times.rs`, a thread's times; `lock_profile.rs`, a lock's
//! profile and the side table; `hooks.rs`, the monitor's calls; `blame/`,
//! `park.rs`, `clock.rs`.

pub mod blame;
pub mod clock;
pub(crate) mod hooks;
pub(crate) mod lock_profile;
pub mod park;
pub(crate) mod state;
pub(crate) mod times;

// Unmodelled (`sync::unmodelled`): profiling statistics and hooks, outside
// the lock protocol the loom models check.
use crate::sync::unmodelled::{Arc, Ordering::Relaxed};

pub use lock_profile::{LockProfile, OwnerCounter};
pub use state::{collect, enable, enabled, ChainRecorder, MonitorEvents};
pub use times::ThreadTimes;

use crate::context::LockingContext;
use crate::object::ObjectRef;
use crate::thread::LockingThread;
use lock_profile::SideTable;

/// Inflation hook: the profile the new monitor of `obj` points at (or null
/// when no monitor data is collected); records the inflating acquisition's
/// call chain the first time the lock inflates under contention.
pub(crate) fn on_inflate(
    thread: &LockingThread,
    obj: ObjectRef,
    contended: bool,
) -> Option<&'static LockProfile> {
    let on = enabled(thread.context());
    if on == 0 {
        return None;
    }
    let profile = profile_of(thread.context(), obj);
    profile.used_as(lock_profile::AS_MONITOR);
    blame::inflated(thread, profile);
    if contended && on & collect::INFLATION_CHAIN != 0 && profile.chain() == 0 {
        if let Some(record) = &thread.context().profile.chain_recorder {
            profile.set_chain_once(record(thread));
        }
    }
    Some(profile)
}

/// The profile of `obj`'s lock, created on its first inflation.
pub(crate) fn profile_of(ctx: &LockingContext, obj: ObjectRef) -> &'static LockProfile {
    let mut guard = ctx.profile.side_table.lock();
    guard.get_or_insert_with(SideTable::default).profile_of(obj)
}

/// Retire the profile of every object that `is_live` says is dead (it is
/// given a mark-word address): forget its address, keep the profile in
/// the list of all profiles, marked as dead at `now_ns`. Returns the
/// retired profiles. At a safepoint (the collection), so no thread is
/// inflating.
pub(crate) fn retire_dead(
    ctx: &LockingContext,
    is_live: &dyn Fn(usize) -> bool,
    now_ns: u64,
) -> Vec<&'static LockProfile> {
    let mut guard = ctx.profile.side_table.lock();
    let Some(table) = guard.as_mut() else {
        return Vec::new();
    };
    table.retire_dead(is_live, now_ns)
}

/// Every lock profile so far, in id order (a snapshot), those of dead
/// objects ([`LockProfile::died_ns`]) included.
pub fn all_lock_profiles(ctx: &LockingContext) -> Vec<&'static LockProfile> {
    ctx.profile
        .side_table
        .lock()
        .as_ref()
        .map(|t| t.all().to_vec())
        .unwrap_or_default()
}

impl ThreadTimes {
    /// Begin a condition wait (call before blocking).
    pub fn begin_wait(&self, ctx: &LockingContext) {
        if enabled(ctx) != 0 {
            self.last_wait_ns.store(0, Relaxed);
            self.waiting_since.store(clock::now_ns().max(1), Relaxed);
        }
    }
}

/// Register a Java thread that starts running (the VM calls this when it
/// attaches one).
pub fn thread_started(thread: &Arc<LockingThread>) {
    if enabled(thread.context()) == 0 {
        return;
    }
    thread
        .times()
        .started_ns
        .store(clock::now_ns().max(1), Relaxed);
    thread
        .context()
        .profile
        .threads_started
        .fetch_add(1, Relaxed);
    thread
        .context()
        .profile
        .threads
        .lock()
        .push(Arc::clone(thread));
}

/// Note that a registered thread ended.
pub fn thread_ended(thread: &LockingThread) {
    if enabled(thread.context()) != 0 && thread.times().started_ns() != 0 {
        thread
            .times()
            .ended_ns
            .store(clock::now_ns().max(1), Relaxed);
        let name = thread.name().unwrap_or_default();
        thread
            .context()
            .profile
            .ended_thread_names
            .lock()
            .push((thread.id().get(), name));
    }
}

/// Id and name of every Java thread that ran while profiling was on.
pub fn thread_names(ctx: &LockingContext) -> Vec<(u32, String)> {
    let mut names = ctx.profile.ended_thread_names.lock().clone();
    for t in profiled_threads(ctx) {
        if t.times().ended_ns() == 0 {
            names.push((t.id().get(), t.name().unwrap_or_default()));
        }
    }
    names.sort();
    names.dedup_by_key(|n| n.0);
    names
}

/// Every thread registered so far (alive or not), in start order.
pub fn profiled_threads(ctx: &LockingContext) -> Vec<Arc<LockingThread>> {
    ctx.profile.threads.lock().clone()
}

/// How many Java threads have run while profiling was on.
pub fn threads_started(ctx: &LockingContext) -> u64 {
    ctx.profile.threads_started.load(Relaxed)
}

/// Drop threads that ended before `t` (a profiler that has accounted for
/// all their time calls this, so a program that starts many short threads
/// does not keep them all).
pub fn forget_threads_ended_before(ctx: &LockingContext, t: u64) {
    ctx.profile
        .threads
        .lock()
        .retain(|th| th.times().ended_ns() == 0 || th.times().ended_ns() >= t);
}
