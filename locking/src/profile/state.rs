//! A context's profiling state: what is collected ([`collect`], [`enable`]),
//! the profilers' hooks ([`MonitorEvents`], [`ChainRecorder`], blame's
//! tracer), the side table of lock profiles and the profiled threads. The
//! context is built from it; the measuring is in the rest of `profile/`.

// Unmodelled (`sync::unmodelled`): profiling statistics and hooks, outside
// the lock protocol the loom models check.
use crate::sync::unmodelled::{Arc, AtomicU32, AtomicU64, Mutex, Ordering::Relaxed};
use std::time::Duration;

use crate::context::LockingContext;
use crate::profile::blame::tracer::ContentionTracer;
use crate::profile::clock;
use crate::profile::lock_profile::{LockProfile, SideTable};
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
    /// [`ContentionTracer`](crate::profile::blame::ContentionTracer).
    pub const BLAME: u32 = 1 << 5;
    /// Critical sections of inflated locks and `Object.wait`s, to the same
    /// tracer (the timeline; costs a clock read per inflated acquisition).
    pub const TIMELINE: u32 = 1 << 6;
}

/// A context's profiling state and hooks (in [`LockingContext`](crate::LockingContext)): what is
/// collected, the installed event sink, chain recorder and blame tracer,
/// the side table of lock profiles and the profiled threads.
pub(crate) struct ProfileState {
    enabled: AtomicU32,
    events: Option<Arc<dyn MonitorEvents + Send + Sync>>,
    pub(crate) chain_recorder: Option<ChainRecorder>,
    /// The Java threads registered while profiling was on, in start order,
    /// until [`forget_threads_ended_before`](super::forget_threads_ended_before) drops them.
    pub(super) threads: Mutex<Vec<Arc<LockingThread>>>,
    /// How many Java threads have been registered in all.
    pub(super) threads_started: AtomicU64,
    /// Ids and names of the threads that ended (kept when the threads
    /// themselves are forgotten, for reports).
    pub(super) ended_thread_names: Mutex<Vec<(u32, String)>>,
    pub(crate) tracer: Option<Arc<dyn ContentionTracer + Send + Sync>>,
    /// Source of blame's forward-reference numbers.
    pub(crate) next_forward: AtomicU64,
    pub(super) side_table: Mutex<Option<SideTable>>,
}

impl ProfileState {
    /// The state of a context built with these hooks
    /// ([`LockingHooks`](crate::context::LockingHooks)).
    pub(crate) fn new(
        events: Option<Arc<dyn MonitorEvents + Send + Sync>>,
        chain_recorder: Option<ChainRecorder>,
        tracer: Option<Arc<dyn ContentionTracer + Send + Sync>>,
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
