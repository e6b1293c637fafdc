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

pub mod blame;
pub mod clock;
pub(crate) mod hooks;
mod lock_profile;
pub mod park;

// Unmodelled (`sync::unmodelled`): profiling statistics and hooks, outside
// the lock protocol the loom models check.
use crate::sync::unmodelled::{Arc, AtomicU32, AtomicU64, Mutex, Ordering::Relaxed};
use std::time::Duration;

pub use lock_profile::{all_lock_profiles, LockProfile, OwnerCounter};
pub(crate) use lock_profile::{profile_of, retire_dead};

use crate::context::LockingContext;
use crate::object::ObjectRef;
use crate::thread::{LockingThread, ThreadId};

/// What [`enable`] can switch on (bits).
pub mod collect {
    /// Acquiring time per lock, waiting time per thread (Free Lunch).
    pub const ACQUIRING_TIME: u32 = 1 << 0;
    /// Gets / slow / recursive / spin / park-loop counts and hold time
    /// (JLM, Health Center, MSDK).
    pub const MONITOR_COUNTS: u32 = 1 << 1;
    /// Block and wait counts and durations per lock (JProfiler/YourKit).
    pub const BLOCK_TIMES: u32 = 1 << 2;
    /// Calls to the installed [`MonitorEvents`](super::MonitorEvents).
    pub const EVENTS: u32 = 1 << 3;
    /// The call chain of the first contended inflation (Free Lunch).
    pub const INFLATION_CHAIN: u32 = 1 << 4;
    /// Contention events for blame tracing, to the installed
    /// [`ContentionTracer`](super::blame::ContentionTracer).
    pub const BLAME: u32 = 1 << 5;
    /// Critical sections of inflated locks and `Object.wait`s, to the same
    /// tracer (the timeline; costs a clock read per inflated acquisition).
    pub const TIMELINE: u32 = 1 << 6;
}

/// A context's profiling state and hooks (in [`LockingContext`]): what is
/// collected, the installed event sink, chain recorder and blame tracer,
/// the side table of lock profiles and the profiled threads.
pub(crate) struct ProfileState {
    enabled: AtomicU32,
    events: Option<Arc<dyn MonitorEvents + Send + Sync>>,
    chain_recorder: Option<ChainRecorder>,
    /// The Java threads registered while profiling was on, in start order,
    /// until [`forget_threads_ended_before`] drops them.
    threads: Mutex<Vec<Arc<LockingThread>>>,
    /// How many Java threads have been registered in all.
    threads_started: AtomicU64,
    /// Ids and names of the threads that ended (kept when the threads
    /// themselves are forgotten, for reports).
    ended_thread_names: Mutex<Vec<(u32, String)>>,
    pub(crate) tracer: Option<Arc<dyn blame::ContentionTracer + Send + Sync>>,
    /// Source of blame's forward-reference numbers.
    pub(crate) next_forward: AtomicU64,
    pub(crate) side_table: Mutex<Option<lock_profile::SideTable>>,
}

impl ProfileState {
    /// The state of a context built with these hooks
    /// ([`LockingHooks`](crate::context::LockingHooks)).
    pub(crate) fn new(
        events: Option<Arc<dyn MonitorEvents + Send + Sync>>,
        chain_recorder: Option<ChainRecorder>,
        tracer: Option<Arc<dyn blame::ContentionTracer + Send + Sync>>,
    ) -> ProfileState {
        ProfileState {
            enabled: AtomicU32::new(0),
            events,
            chain_recorder,
            threads: Mutex::new(Vec::new()),
            threads_started: AtomicU64::new(0),
            ended_thread_names: Mutex::new(Vec::new()),
            tracer,
            next_forward: AtomicU64::new(1),
            side_table: Mutex::new(None),
        }
    }
}

/// Switch on collection of `what` (bits of [`collect`]); call at startup,
/// before Java threads run. Starts the clock.
pub fn enable(ctx: &LockingContext, what: u32) {
    if what != 0 {
        clock::start();
    }
    ctx.profile.enabled.fetch_or(what, Relaxed);
}

/// The bits of [`collect`] that are on.
#[inline]
pub fn enabled(ctx: &LockingContext) -> u32 {
    ctx.profile.enabled.load(Relaxed)
}

/// Whether any of `what` is on.
#[inline]
pub(crate) fn is_on(ctx: &LockingContext, what: u32) -> bool {
    enabled(ctx) & what != 0
}

/// JVMTI-like monitor events, for agents outside the monitor (HPROF,
/// JProfiler). Called on the acquiring/waiting thread; `lock` is the lock's
/// profile. As in HotSpot, `contended_enter` is posted only after the early
/// spin failed, and not for the re-entry of a notified `wait`.
pub trait MonitorEvents: Sync {
    /// `thread` failed to acquire `lock` quickly and is about to queue;
    /// `owner` held it then (if known).
    fn contended_enter(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        owner: Option<ThreadId>,
    );
    /// `thread` acquired `lock` after `contended_enter`, `blocked_ns` later.
    fn contended_entered(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        blocked_ns: u64,
    );
    /// `thread` is about to wait on `lock`.
    fn wait(&self, thread: &LockingThread, lock: &'static LockProfile, timeout: Option<Duration>);
    /// `thread` woke from waiting on `lock` after `waited_ns` (it still has
    /// to re-acquire it).
    fn waited(&self, thread: &LockingThread, lock: &'static LockProfile, waited_ns: u64);
}

/// The context's event sink ([`LockingHooks::events`](crate::context::LockingHooks)),
/// if events are collected. The context keeps it (an `Arc`: the sink lives
/// as long as the context, or longer if its profiler keeps it too); reading
/// it on a contended path is a deref, as cheap as a `&'static`.
#[inline]
pub(crate) fn events(ctx: &LockingContext) -> Option<&dyn MonitorEvents> {
    if is_on(ctx, collect::EVENTS) {
        ctx.profile
            .events
            .as_deref()
            .map(|sink| sink as &dyn MonitorEvents)
    } else {
        None
    }
}

/// Records the calling thread's current call chain and returns a nonzero
/// number for it (the profiler interns chains, in a table of its session:
/// hence a closure, which can hold it). Called only when a lock first
/// inflates under contention: cold.
pub type ChainRecorder = Box<dyn Fn(&LockingThread) -> u32 + Send + Sync>;

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

/// A thread's lifetime and condition-wait time, for Free Lunch's running
/// time (paper 000 §3.2.1: time waiting on a condition variable —
/// `Object.wait`, `Unsafe.park` — is not running time; time blocked on a
/// lock or scheduled out is). All in [`clock`] ns; 0 = not set.
///
/// Written by the thread itself, and only while it is *in Java* (after a
/// blocking call has returned to the Java state), so the VM thread reads a
/// consistent picture at a safepoint.
#[derive(Debug, Default)]
pub struct ThreadTimes {
    started_ns: AtomicU64,
    ended_ns: AtomicU64,
    /// Finished condition waits, summed.
    waited_ns: AtomicU64,
    /// Start of the condition wait in progress (0: none).
    waiting_since: AtomicU64,
    /// Length of the last condition wait.
    last_wait_ns: AtomicU64,
    /// Start of the contended acquisition in progress (0: none), and the
    /// id of the lock it is for: Free Lunch counts acquiring time in the
    /// interval it is spent in, also while the acquisition goes on.
    acquiring_since: AtomicU64,
    acquiring_lock: AtomicU64,
}

impl ThreadTimes {
    /// Begin a condition wait (call before blocking).
    pub fn begin_wait(&self, ctx: &LockingContext) {
        if enabled(ctx) != 0 {
            self.last_wait_ns.store(0, Relaxed);
            self.waiting_since.store(clock::now_ns().max(1), Relaxed);
        }
    }

    /// End the condition wait begun by [`begin_wait`](Self::begin_wait)
    /// (call after returning to the Java state). Returns its length.
    pub fn end_wait(&self) -> u64 {
        self.end_wait_at(clock::now_ns);
        self.last_wait_ns.load(Relaxed)
    }

    /// End the condition wait in progress at `now()`, if it was not ended
    /// already: by the thread itself, or by the thread that notified it
    /// (`notify` ends a wait; the swap decides who accounts for it). The
    /// clock is read only if there is a wait to end (never with profiling
    /// off: its first reading calibrates for 10 ms).
    pub(crate) fn end_wait_at(&self, now: impl FnOnce() -> u64) {
        let since = self.waiting_since.swap(0, Relaxed);
        if since != 0 {
            let waited = now().saturating_sub(since);
            self.waited_ns.fetch_add(waited, Relaxed);
            self.last_wait_ns.store(waited, Relaxed);
        }
    }

    /// A contended acquisition of lock `lock` (a [`LockProfile::id`])
    /// began at `since`.
    pub(crate) fn begin_acquire(&self, lock: u64, since: u64) {
        self.acquiring_lock.store(lock, Relaxed);
        self.acquiring_since.store(since.max(1), Relaxed);
    }

    /// The acquisition begun by `begin_acquire` is over.
    pub(crate) fn end_acquire(&self) {
        self.acquiring_since.store(0, Relaxed);
    }

    /// The contended acquisition in progress: (lock id, start). Exact at a
    /// safepoint.
    pub fn acquiring(&self) -> Option<(u64, u64)> {
        match self.acquiring_since.load(Relaxed) {
            0 => None,
            since => Some((self.acquiring_lock.load(Relaxed), since)),
        }
    }

    /// When the thread was registered with [`thread_started`].
    pub fn started_ns(&self) -> u64 {
        self.started_ns.load(Relaxed)
    }

    /// When it ended (0: alive).
    pub fn ended_ns(&self) -> u64 {
        self.ended_ns.load(Relaxed)
    }

    /// Total condition-wait time up to `now`, counting a wait in progress
    /// up to `now`. Exact at a safepoint.
    pub fn waited_until(&self, now: u64) -> u64 {
        let since = self.waiting_since.load(Relaxed);
        let running = if since != 0 {
            now.saturating_sub(since)
        } else {
            0
        };
        self.waited_ns.load(Relaxed) + running
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
