//! Blame tracing (Hofer et al., paper 002; thesis 003 ch. 4): who held a
//! contended lock, and where. Contention is recorded in both the blocked
//! thread and the owner, with both call chains, for intrinsic locks (the
//! events come from the monitor: `locking::profile::blame`) and for
//! park-based `java.util.concurrent` locks (the VM's `Unsafe.park`/`unpark`
//! natives call [`BlameSession::park_begin`], [`BlameSession::unpark`],
//! [`BlameSession::park_end`]).
//!
//! | file | what |
//! |---|---|
//! | `event.rs` | the events and their binary encoding |
//! | `recorder.rs` | thread-local buffers, the processing queue, metadata on first use |
//! | `analysis.rs` | the consumer: per-lock replay by sequence number → contentions |
//! | `aggregate.rs` | aggregation by aspects, per-lock owners and waiters |
//! | `histogram.rs` | distributions of waits (count, total, max, percentiles) |
//! | `wait_chains.rs` | transitive blame: an owner blocked while holding the lock |
//! | `timeline.rs` | the Chrome trace-event timeline (`--trace`) |
//! | `flame.rs` | the collapsed-stack flame graph and its SVG (`--flame`, `--flame-svg`) |
//! | `trace_file.rs` | the saved binary trace (`--blame-trace`), which `toyjvm-blame` analyses |
//!
//! A session ([`BlameSession`], part of a [`crate::Session`]):
//! [`BlameSession::start`] before Java threads run,
//! [`BlameSession::at_safepoint`] from the VM thread,
//! [`BlameSession::finish`] at exit. Everything it records is its own: two
//! sessions (two VMs) in one process, side by side or one after the other,
//! share no buffer, chain number or event. With blame off every entry point
//! is one load of the locking crate's `enabled` bits.

pub mod aggregate;
pub mod analysis;
pub mod event;
pub mod flame;
pub mod histogram;
mod recorder;
pub mod timeline;
pub mod trace_file;
pub mod wait_chains;

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::Ordering::Relaxed;

use parking_lot::Mutex;
use serde::{Deserialize, Serialize};
use std::sync::{mpsc, Arc};

use locking::profile::{self, collect};
use locking::{LockingThread, ObjectRef};

pub use aggregate::{Aspect, BlameEntry, LockBlame, Node};
pub use analysis::{Analysis, Contention, EventCounts};
use recorder::{Message, Recorder};

use crate::chains::Chains;

/// A session's blame tracing: its recorder (which the session's locking
/// context calls as its contention tracer and, with the timeline, its
/// transition observer), the analysis the consumer thread feeds, and the
/// entry points the VM's natives and threads call. Made by
/// [`crate::Session::start`] when blame is asked for
/// ([`crate::Session::blame`]).
pub struct BlameSession {
    /// The locking context blame was started in.
    ctx: Arc<locking::LockingContext>,
    recorder: Arc<Recorder>,
    analysis: Arc<Mutex<Analysis>>,
    consumer: Mutex<Option<std::thread::JoinHandle<()>>>,
    /// What [`finish`](Self::finish) found (it runs once).
    finished: Mutex<Option<Arc<Finished>>>,
}

/// The `locking::profile::collect` bits blame needs (`timeline`: also the
/// critical sections, waits and lock-state transitions).
pub fn collect_bits(timeline: bool) -> u32 {
    collect::BLAME | if timeline { collect::TIMELINE } else { 0 }
}

/// Blame tracing before its locking context is built: the recorder and the
/// consumer are running, and [`hooks`](Self::hooks) gives the context
/// being built its tracer and observer.
pub(crate) struct Recording {
    timeline: bool,
    recorder: Arc<Recorder>,
    analysis: Arc<Mutex<Analysis>>,
    consumer: Option<std::thread::JoinHandle<()>>,
}

impl Recording {
    /// Start recording (before Java threads run; the caller enables
    /// [`collect_bits`] in the context), walking stacks with `chains`.
    /// `keep_log`: keep every event for `--blame-log`; `save`: also write
    /// the raw trace there (for `toyjvm-blame`).
    pub(crate) fn start(
        chains: Arc<Chains>,
        timeline: bool,
        keep_log: bool,
        save: Option<&std::path::Path>,
        threshold_ns: u64,
    ) -> Recording {
        let (tx, rx) = mpsc::channel::<Message>();
        let recorder = Arc::new(Recorder::new(tx, chains, threshold_ns));
        let analysis = Arc::new(Mutex::new(
            Analysis::new(timeline, keep_log).with_threshold(threshold_ns),
        ));
        let mut saved = save.and_then(|path| match trace_file::Writer::create(path) {
            Ok(w) => Some(w),
            Err(e) => {
                eprintln!("toyjvm: cannot write {}: {e}", path.display());
                None
            }
        });
        // The consumer ends when the recorder (the queue's only sender)
        // goes.
        let consumer = {
            let analysis = Arc::clone(&analysis);
            std::thread::Builder::new()
                .name("toyjvm blame consumer".into())
                .spawn(move || {
                    for message in rx {
                        match message {
                            Message::Buffer(bytes) => {
                                if let Some(w) = &mut saved {
                                    if let Err(e) = w.buffer(&bytes) {
                                        eprintln!("toyjvm: cannot write the blame trace: {e}");
                                        saved = None;
                                    }
                                }
                                lock(&analysis).feed(&bytes)
                            }
                            Message::Flush(done) => {
                                let _ = done.send(());
                            }
                        }
                    }
                })
                .ok()
        };
        Recording {
            timeline,
            recorder,
            analysis,
            consumer,
        }
    }

    /// `context` with blame's hooks: the recorder as its contention tracer
    /// and, with the timeline, as its transition observer.
    pub(crate) fn hooks(
        &self,
        context: locking::LockingContextBuilder,
    ) -> locking::LockingContextBuilder {
        let context = context.tracer(Arc::clone(&self.recorder) as _);
        if self.timeline {
            let recorder = Arc::clone(&self.recorder);
            context.log_observer(Box::new(move |obj, text| recorder.transition(obj, text)))
        } else {
            context
        }
    }

    /// The session of this recording in `ctx`, which was built with
    /// [`hooks`](Self::hooks).
    pub(crate) fn session(self, ctx: &Arc<locking::LockingContext>) -> BlameSession {
        BlameSession {
            ctx: Arc::clone(ctx),
            recorder: self.recorder,
            analysis: self.analysis,
            consumer: Mutex::new(self.consumer),
            finished: Mutex::new(None),
        }
    }
}

impl BlameSession {
    /// Whether blame tracing is on.
    #[inline]
    pub fn tracing(&self) -> bool {
        profile::enabled(&self.ctx) & collect::BLAME != 0
    }

    fn recorder(&self) -> Option<&Recorder> {
        self.tracing().then_some(&*self.recorder)
    }

    /// `thread` is about to park on `blocker` (`LockSupport.park(blocker)`;
    /// `timed`: with a timeout or deadline).
    pub fn park_begin(&self, thread: &LockingThread, blocker: Option<ObjectRef>, timed: bool) {
        if let Some(r) = self.recorder() {
            r.park_begin(thread, blocker, timed);
        }
    }

    /// `thread`'s park returned; `unpark`: the sequence number of the
    /// unpark that made its permit available (0: none).
    pub fn park_end(&self, thread: &LockingThread, unpark: u64, timed_out: bool) {
        if let Some(r) = self.recorder() {
            r.park_end(thread, unpark, timed_out);
        }
    }

    /// `thread` unparks `target`. Returns the unpark's sequence number,
    /// which the VM stores in the target for its [`park_end`](Self::park_end)
    /// (0: not tracing).
    pub fn unpark(&self, thread: &LockingThread, target: &LockingThread) -> u64 {
        self.recorder().map_or(0, |r| r.unpark(thread, target))
    }

    /// `thread` took a shared hold (a read lock) of the synchronizer
    /// `blocker`.
    pub fn shared_acquired(&self, thread: &LockingThread, blocker: ObjectRef) {
        if let Some(r) = self.recorder() {
            r.shared_acquire(thread, blocker);
        }
    }

    /// `thread` is about to give up a shared hold of `blocker`.
    pub fn shared_released(&self, thread: &LockingThread, blocker: ObjectRef) {
        if let Some(r) = self.recorder() {
            r.shared_release(thread, blocker);
        }
    }

    /// The calling OS thread runs Java thread `thread` from now on.
    pub fn thread_attached(&self, thread: &LockingThread) {
        if profile::enabled(thread.context()) & collect::TIMELINE != 0 {
            self.recorder.thread_event(thread, true);
        }
    }

    /// The calling OS thread's Java thread `thread` ends: its last events
    /// go to the consumer.
    pub fn thread_detached(&self, thread: &LockingThread) {
        if profile::enabled(thread.context()) & collect::TIMELINE != 0 {
            self.recorder.thread_event(thread, false);
        }
        self.recorder.thread_done();
    }

    /// At a safepoint: reclaim the buffers (paper §3.2: so that a quiet
    /// thread's buffer does not hold up the replay of the locks it touched).
    pub fn at_safepoint(&self) {
        self.recorder.reclaim_all(false);
    }

    /// End the session at `end_ns`: process every event written so far and
    /// analyse them; park blockers get lock ids as `park_ids` says.
    /// Runs once: later calls return what the first found.
    pub fn finish(&self, end_ns: u64, park_ids: &analysis::ParkIds) -> Arc<Finished> {
        let mut finished = lock(&self.finished);
        if let Some(f) = &*finished {
            return Arc::clone(f);
        }
        // A thread that is still finishing (a dying thread releases its
        // `Thread` object after `join` has seen it dead, and the VM may be
        // exiting by then) may have numbered an event it has not written
        // yet: give such stragglers a moment before calling a missing
        // number lost.
        for _ in 0..STRAGGLER_WAITS {
            self.recorder.flush();
            if !lock(&self.analysis).waiting_for_events() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        self.recorder.close();
        self.recorder.flush();
        let mut analysis = std::mem::take(&mut *lock(&self.analysis));
        analysis.finish(end_ns, park_ids);
        drop(lock(&self.consumer).take());
        let f = Arc::new(Finished {
            analysis,
            trace_bytes: self.recorder.bytes.load(Relaxed),
        });
        *finished = Some(Arc::clone(&f));
        f
    }
}

/// How many times (2 ms apart) [`BlameSession::finish`] looks again for
/// events that a gap in some lock's numbers says are still being written.
const STRAGGLER_WAITS: usize = 50;

/// What a finished session found.
pub struct Finished {
    pub analysis: Analysis,
    /// Bytes of trace the run produced.
    pub trace_bytes: u64,
}

fn lock<T>(m: &Mutex<T>) -> parking_lot::MutexGuard<'_, T> {
    m.lock()
}

/// What blame tracing found over all locks.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct BlameSummary {
    /// The aggregation order of `tree`.
    pub aspects: Vec<String>,
    pub tree: Vec<Node>,
    /// Total contended time over all locks.
    pub contended_ns: u64,
    pub records: u64,
    pub events: EventCounts,
    /// Size of the trace the run wrote (the paper's data rate: this over
    /// `elapsed_ns`).
    pub trace_bytes: u64,
}

/// A park-based lock (a blocker) of the report.
pub struct ParkLock {
    pub id: u64,
    /// The blocker's class.
    pub class: String,
    pub blame: LockBlame,
}

/// Blame's part of the report: per lock, and over all locks.
pub struct BlameReport {
    /// Lock id → its blame (every lock with contention; others have none).
    pub by_lock: HashMap<u64, LockBlame>,
    /// The park-based locks, in id order, with their blame.
    pub park_locks: Vec<ParkLock>,
    pub summary: BlameSummary,
}

/// Blame's part of the report, from a finished analysis, aggregated by
/// `aspects`; `trace_bytes` is the trace's size.
pub fn report(
    analysis: &Analysis,
    names: &aggregate::Names<'_>,
    aspects: &[Aspect],
    trace_bytes: u64,
) -> BlameReport {
    let mut contentions_by_lock: HashMap<u64, Vec<&Contention>> = HashMap::new();
    for c in &analysis.contentions {
        contentions_by_lock.entry(c.lock).or_default().push(c);
    }
    let mut roots = wait_chains::by_root_owner(analysis, names);
    let mut by_lock: HashMap<u64, LockBlame> = contentions_by_lock
        .iter()
        .map(|(&id, cs)| {
            let mut blame = names.lock_blame(cs);
            (blame.waits, blame.owner_waits) = names.wait_stats(id);
            blame.by_root_owner = roots.remove(&id).unwrap_or_default();
            (id, blame)
        })
        .collect();
    let park_locks = analysis
        .blockers
        .iter()
        .map(|&(_, _, id)| ParkLock {
            id,
            class: names.lock_class(id).to_owned(),
            blame: by_lock.remove(&id).unwrap_or_default(),
        })
        .collect();
    let contentions = &analysis.contentions;
    BlameReport {
        by_lock,
        park_locks,
        summary: BlameSummary {
            aspects: aspects.iter().map(|a| a.name().to_owned()).collect(),
            tree: names.tree(contentions, aspects),
            contended_ns: contentions.iter().map(Contention::ns).sum(),
            records: contentions.iter().map(|c| c.count).sum(),
            events: analysis.counts.clone(),
            trace_bytes,
        },
    }
}

/// The files blame writes at the end (each `None`: not asked for).
#[derive(Clone, Copy, Debug, Default)]
pub struct OutputFiles<'a> {
    /// `--trace`
    pub trace: Option<&'a Path>,
    /// `--flame`, `--flame-svg`
    pub flame: Option<&'a Path>,
    pub flame_svg: Option<&'a Path>,
    /// `--blame-log`
    pub blame_log: Option<&'a Path>,
}

/// Write the files `files` names: the timeline, the flame graph
/// (collapsed and SVG), the event log. A file that cannot be written is
/// reported on stderr; the others are still written.
pub fn write_outputs(
    files: &OutputFiles<'_>,
    analysis: &Analysis,
    names: &aggregate::Names<'_>,
    end_ns: u64,
) {
    let write = |path: &Path, bytes: &[u8]| {
        if let Err(e) = std::fs::write(path, bytes) {
            eprintln!("toyjvm: cannot write {}: {e}", path.display());
        }
    };
    if let Some(path) = files.trace {
        let trace = timeline::chrome_trace(analysis, names, end_ns);
        write(path, trace.to_string().as_bytes());
    }
    if files.flame.is_some() || files.flame_svg.is_some() {
        let collapsed = flame::collapsed(&analysis.contentions, names);
        if let Some(path) = files.flame {
            write(path, collapsed.as_bytes());
        }
        if let Some(path) = files.flame_svg {
            match flame::svg(&collapsed) {
                Ok(svg) => write(path, &svg),
                Err(e) => eprintln!("toyjvm: cannot render the flame graph: {e}"),
            }
        }
    }
    if let Some(path) = files.blame_log {
        write(path, event_log(analysis, names).as_bytes());
    }
}

/// `--blame-log`: each intrinsic lock's events in sequence order, then the
/// park events in global order (README "Blame tracing" has the format).
pub fn event_log(analysis: &Analysis, names: &aggregate::Names<'_>) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for (lock, entries) in &analysis.monitor_log {
        for e in entries {
            let _ = writeln!(
                out,
                "monitor {lock} {} {} {} {}{}",
                names.lock_class(*lock),
                e.seq,
                e.what,
                analysis.thread_name(e.thread),
                e.detail
            );
        }
    }
    for e in &analysis.park_log {
        let _ = writeln!(
            out,
            "park {} {} {}{}",
            e.seq,
            e.what,
            analysis.thread_name(e.thread),
            e.detail
        );
    }
    out
}
