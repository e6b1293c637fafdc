//! [`LockingContext`]: everything the locking crate keeps beyond one object
//! or one thread, in one value — the settings (`-XX:` flags of biased
//! locking), the safepoint state (poll word, thread list, gate, the VM's
//! executor), the monitor pool, the class list and its resolver, the
//! `-Xlog:locking` sink and observer, and the profiling state and hooks
//! (what is collected, event sink, chain recorder, blame tracer, the side
//! table of lock profiles, the profiled threads).
//!
//! The embedder builds one per VM ([`LockingContext::builder`]) from its
//! options and its hooks ([`LockingHooks`]: given once, at build time, never
//! patched in later); every [`LockingThread`](crate::LockingThread) is created in one
//! and holds it (`Arc`), so anything that has a thread reaches it, and the
//! few functions that have no thread take `&LockingContext` (or an
//! [`ActiveSafepoint`](crate::safepoint::ActiveSafepoint), which knows its
//! context). Two contexts share nothing: tests each create their own, loom
//! models create one per execution, and a flag can be followed from the
//! VM's options to [`LockingContext::new`] to its use
//! (`BiasedLockingBulkRebiasThreshold` -> `ctx.rebias_threshold` ->
//! `biased::update_heuristics`).
//!
//! What stays process-wide, and why:
//!
//! * the immortal parker pool (`sync.rs`): parkers are reused, never freed,
//!   because a racy `unpark` may reach a parker after its thread ended —
//!   sharing them between contexts is harmless;
//! * the TSC clock calibration (`profile/clock.rs`): a property of the
//!   machine, measured once (10 ms);
//! * the millisecond clock of biased locking's decay time (`biased/`):
//!   only differences of it are used;
//! * [`LockClass::unbiasable`]: the class of objects given none, never
//!   biased and never registered, so nothing in it changes.
//!
//! Monitors (`ObjectMonitor`), lock classes and lock profiles are leaked, as
//! before: marks, lock records and reports may point at them for as long as
//! the process runs. A context's pool only lists them.
//!
//! Each part is a type of its own module's *state* file — `class.rs`'s
//! `ClassList`, `deflation/pool.rs`, `log/state.rs`, `safepoint/state.rs`,
//! `profile/state.rs` — which imports none of that module's logic; the
//! logic (biased locking, deflation, the safepoint protocol, profiling)
//! imports the context, never the other way round.

// Unmodelled (`sync::unmodelled`): settings, hooks fixed at build time,
// the class list, and the thread-id counter.
use crate::sync::unmodelled::{Arc, AtomicBool, AtomicU32, AtomicU64, Ordering};

use crate::biased::options::BiasedLockingOptions;
use crate::class::{ClassList, LockClass};
use crate::deflation::pool::MonitorLists;
use crate::log::state::{LogState, Observer, Sink};
use crate::profile::blame::tracer::ContentionTracer;
use crate::profile::state::{ChainRecorder, MonitorEvents, ProfileState};
use crate::safepoint::state::{Executor, Safepoints};

/// The class resolver: the class of the object whose mark word is at an
/// address (see [`LockingHooks::class_resolver`]).
pub type ClassResolver = fn(usize) -> &'static LockClass;

/// What the embedder plugs into a context, all given when it is built
/// ([`LockingContextBuilder`]); a context without a hook does without it.
#[derive(Default)]
pub struct LockingHooks {
    /// The class of the object whose mark word is at an address, needed by
    /// bulk rebias/revoke, which walk lock records. Without it every object
    /// found in a lock record counts as unbiasable, so bulk operations leave
    /// it alone.
    pub class_resolver: Option<ClassResolver>,
    /// Who runs VM operations: it must run each at a safepoint (including
    /// monitor deflation, as every safepoint does) and return once it has
    /// run. Without it the requesting thread runs the safepoint itself.
    pub executor: Option<Executor>,
    /// `-Xlog:locking`: receives one line per lock-state transition.
    pub log_sink: Option<Sink>,
    /// Receives every transition of an object (blame's timeline).
    pub log_observer: Option<Observer>,
    /// The profilers' monitor-event sink (HPROF's and JProfiler's agents).
    pub events: Option<Arc<dyn MonitorEvents + Send + Sync>>,
    /// Records the call chain of a lock's first contended inflation (Free
    /// Lunch's chains).
    pub chain_recorder: Option<ChainRecorder>,
    /// Blame tracing's contention tracer.
    pub tracer: Option<Arc<dyn ContentionTracer + Send + Sync>>,
}

/// Builds a [`LockingContext`]: the settings, then each hook, then
/// [`build`](Self::build).
#[must_use]
pub struct LockingContextBuilder {
    options: BiasedLockingOptions,
    hooks: LockingHooks,
}

impl LockingContextBuilder {
    /// Set [`LockingHooks::class_resolver`].
    pub fn class_resolver(mut self, resolver: ClassResolver) -> Self {
        self.hooks.class_resolver = Some(resolver);
        self
    }

    /// Set [`LockingHooks::executor`].
    pub fn executor(mut self, executor: Executor) -> Self {
        self.hooks.executor = Some(executor);
        self
    }

    /// Set [`LockingHooks::log_sink`].
    pub fn log_sink(mut self, sink: Sink) -> Self {
        self.hooks.log_sink = Some(sink);
        self
    }

    /// Set [`LockingHooks::log_observer`].
    pub fn log_observer(mut self, observer: Observer) -> Self {
        self.hooks.log_observer = Some(observer);
        self
    }

    /// Set [`LockingHooks::events`].
    pub fn events(mut self, sink: Arc<dyn MonitorEvents + Send + Sync>) -> Self {
        self.hooks.events = Some(sink);
        self
    }

    /// Set [`LockingHooks::chain_recorder`].
    pub fn chain_recorder(mut self, recorder: ChainRecorder) -> Self {
        self.hooks.chain_recorder = Some(recorder);
        self
    }

    /// Set [`LockingHooks::tracer`].
    pub fn tracer(mut self, tracer: Arc<dyn ContentionTracer + Send + Sync>) -> Self {
        self.hooks.tracer = Some(tracer);
        self
    }

    /// The context (biased locking configured, not yet enabled: see
    /// [`biased::enable`](crate::biased::enable)).
    pub fn build(self) -> Arc<LockingContext> {
        let LockingHooks {
            class_resolver,
            executor,
            log_sink,
            log_observer,
            events,
            chain_recorder,
            tracer,
        } = self.hooks;
        let options = self.options;
        Arc::new(LockingContext {
            use_biased_locking: AtomicBool::new(options.use_biased_locking),
            rebias_threshold: AtomicU32::new(options.bulk_rebias_threshold),
            revoke_threshold: AtomicU32::new(options.bulk_revoke_threshold),
            decay_time_ms: AtomicU64::new(options.decay_time_ms),
            safepoints: Safepoints::new(),
            executor,
            monitors: MonitorLists::new(),
            classes: ClassList::new(),
            resolver: class_resolver,
            log: LogState::new(log_sink, log_observer),
            profile: ProfileState::new(events, chain_recorder, tracer),
            next_thread_id: AtomicU32::new(1),
        })
    }
}

/// One VM's locking state. See the module docs.
pub struct LockingContext {
    /// `-XX:+/-UseBiasedLocking`.
    pub(crate) use_biased_locking: AtomicBool,
    /// `-XX:BiasedLockingBulkRebiasThreshold`.
    pub(crate) rebias_threshold: AtomicU32,
    /// `-XX:BiasedLockingBulkRevokeThreshold`.
    pub(crate) revoke_threshold: AtomicU32,
    /// `-XX:BiasedLockingDecayTime`, ms.
    pub(crate) decay_time_ms: AtomicU64,
    /// Poll word, thread list, gate (`safepoint/state.rs`).
    pub(crate) safepoints: Safepoints,
    /// Who runs VM operations ([`LockingHooks::executor`]).
    pub(crate) executor: Option<Executor>,
    /// The monitor pool (`deflation/pool.rs`).
    pub(crate) monitors: MonitorLists,
    /// Every class created in this context, and whether biased locking is
    /// enabled for them (`class.rs`).
    pub(crate) classes: ClassList,
    /// [`LockingHooks::class_resolver`].
    pub(crate) resolver: Option<ClassResolver>,
    /// `-Xlog:locking`'s sink and observer (`log/state.rs`).
    pub(crate) log: LogState,
    /// What the profilers collect, their hooks, lock profiles and profiled
    /// threads (`profile/`).
    pub(crate) profile: ProfileState,
    /// Source of fresh thread ids. Unmodelled: ids only need to be
    /// distinct.
    pub(crate) next_thread_id: AtomicU32,
}

impl LockingContext {
    /// A builder of a context with biased locking configured by `options`,
    /// to which the embedder adds its hooks.
    pub fn builder(options: BiasedLockingOptions) -> LockingContextBuilder {
        LockingContextBuilder {
            options,
            hooks: LockingHooks::default(),
        }
    }

    /// A context with biased locking configured by `options` and no hooks.
    pub fn new(options: BiasedLockingOptions) -> Arc<LockingContext> {
        Self::builder(options).build()
    }

    /// A context with HotSpot's default settings and no hooks.
    pub fn with_defaults() -> Arc<LockingContext> {
        Self::new(BiasedLockingOptions::default())
    }

    /// The biased-locking settings this context was created with.
    pub fn biased_options(&self) -> BiasedLockingOptions {
        BiasedLockingOptions {
            use_biased_locking: self.use_biased_locking.load(Ordering::Relaxed),
            bulk_rebias_threshold: self.rebias_threshold.load(Ordering::Relaxed),
            bulk_revoke_threshold: self.revoke_threshold.load(Ordering::Relaxed),
            decay_time_ms: self.decay_time_ms.load(Ordering::Relaxed),
        }
    }

    /// The class of the object whose mark word is at `addr`.
    pub(crate) fn class_of(&self, addr: usize) -> &'static LockClass {
        match self.resolver {
            Some(resolve) => resolve(addr),
            None => LockClass::unbiasable(),
        }
    }

    /// The safepoint poll word: true while a safepoint is pending. The
    /// interpreter keeps this reference and polls it with one relaxed load.
    #[inline(always)]
    pub fn poll_word(&self) -> &crate::sync::AtomicBool {
        &self.safepoints.pending
    }
}

impl LockClass {
    /// A new class named `name` (dotted Java name, for logs), registered in
    /// `ctx` so that its instances become biasable when biased locking is
    /// enabled there. Leaked: classes live as long as the VM. (Here rather
    /// than in `class.rs`, which knows no context: the class list is the
    /// context's.)
    pub fn new(ctx: &LockingContext, name: &str) -> &'static LockClass {
        ctx.classes.register(name)
    }
}

impl std::fmt::Debug for LockingContext {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LockingContext")
            .field("biased", &self.biased_options())
            .finish_non_exhaustive()
    }
}
