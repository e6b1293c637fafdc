//! A profiling session is a value of its VM (its locking context), not of
//! the process: two sessions side by side each report only their own
//! context's locks, threads and figures; and an OS thread that does
//! contended work for one session and later for another (an embedding
//! program's main thread runs one VM, then the next) leaves nothing of the
//! first (blame buffers, known chains, agents' events in progress) in the
//! second.
//!
//! The "Java stacks" are fake: each OS thread says which frames it is in
//! (`STACK`), and the session's walkers read them.

use std::cell::RefCell;
use std::sync::mpsc;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use locking::sync::AtomicUsize;
use locking::{init_header, monitor_enter, monitor_exit, LockClass, LockingContext, LockingThread};
use locking::{profile, ObjectRef};
use profiler::chains::{Frame, RawFrame, Walkers};
use profiler::{Options, Profiler, Report, Session};

// ---------------------------------------------------------------------------
// Fake Java stacks.

/// Method names by "address" (a `RawFrame::method` is an index here).
const METHODS: &[&str] = &[
    "?",
    "run",
    "holdAlpha",
    "blockAlpha",
    "holdBeta",
    "blockBeta",
    "hold",
    "block",
];

thread_local! {
    /// The frames this OS thread is "in", innermost first.
    static STACK: RefCell<Vec<RawFrame>> = const { RefCell::new(Vec::new()) };
}

/// Say this thread is in `methods` (innermost first), each at line
/// 10 × its position + 1.
fn set_stack(methods: &[&str]) {
    let frames = methods
        .iter()
        .enumerate()
        .map(|(i, m)| RawFrame {
            method: METHODS.iter().position(|x| x == m).expect("a known method"),
            bci: 10 * i as u32 + 1,
        })
        .collect();
    STACK.with(|s| *s.borrow_mut() = frames);
}

fn resolve(raw: RawFrame) -> Frame {
    Frame {
        class: "Test".into(),
        method: METHODS[raw.method].into(),
        file: Some("Test.java".into()),
        line: Some(raw.bci),
    }
}

fn walk(_: &LockingThread, max_depth: usize) -> Vec<Frame> {
    STACK.with(|s| {
        s.borrow()
            .iter()
            .take(max_depth)
            .map(|&r| resolve(r))
            .collect()
    })
}

fn walk_raw(out: &mut Vec<RawFrame>, max_depth: usize) {
    STACK.with(|s| out.extend(s.borrow().iter().take(max_depth)));
}

fn walkers() -> Walkers {
    Walkers {
        stack: walk,
        raw: walk_raw,
        resolve,
    }
}

/// `methods` as the report prints a chain.
fn chain(methods: &[&str]) -> Vec<String> {
    methods
        .iter()
        .enumerate()
        .map(|(i, m)| format!("Test.{m}(Test.java:{})", 10 * i + 1))
        .collect()
}

// ---------------------------------------------------------------------------
// The contended work.

/// An OS thread that runs jobs, so that the same OS thread can work for
/// several sessions.
struct Worker {
    jobs: Option<mpsc::Sender<Box<dyn FnOnce() + Send>>>,
    handle: Option<std::thread::JoinHandle<()>>,
}

impl Worker {
    fn new() -> Worker {
        let (tx, rx) = mpsc::channel::<Box<dyn FnOnce() + Send>>();
        let handle = std::thread::spawn(move || {
            for job in rx {
                job();
            }
        });
        Worker {
            jobs: Some(tx),
            handle: Some(handle),
        }
    }

    /// Run `job` on the worker; the receiver hears when it is done.
    fn run(&self, job: impl FnOnce() + Send + 'static) -> mpsc::Receiver<()> {
        let (done, finished) = mpsc::channel();
        let job = move || {
            job();
            let _ = done.send(());
        };
        self.jobs
            .as_ref()
            .unwrap()
            .send(Box::new(job))
            .expect("worker alive");
        finished
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        drop(self.jobs.take());
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// A fresh object of `class` (its header leaked: it lives for ever).
fn new_object(class: &'static LockClass) -> ObjectRef {
    let header: &'static AtomicUsize = Box::leak(Box::new(AtomicUsize::new(init_header())));
    // SAFETY: the header is a leaked box of the shim's `AtomicUsize`
    // (non-null, never moved nor freed), initialised with init_header()
    // (the prototype of every class here: the tests never enable biased
    // locking) and written only by the locking crate from now on.
    unsafe { ObjectRef::with_class(header, class) }
}

/// Wait until `t` is blocked entering a monitor (it announces that after
/// its contended enter is counted and traced).
fn wait_until_blocked(t: &LockingThread) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while t.contended_monitor().is_none() {
        assert!(Instant::now() < deadline, "the contender never blocked");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// What one scenario uses: names of its threads and frames.
struct Names {
    owner: &'static str,
    contender: &'static str,
    hold: &'static [&'static str],
    block: &'static [&'static str],
}

/// On the calling thread (the owner) and `worker` (the contender), in
/// `ctx`: `rounds` times, the owner holds a lock of `class` until the
/// contender is blocked on it, then releases it. Both threads are
/// registered as profiled threads for the duration.
fn contend(ctx: &Arc<LockingContext>, worker: &Worker, class: &str, rounds: usize, names: &Names) {
    let class = LockClass::new(ctx, class);
    let obj = new_object(class);
    let me = Arc::new(LockingThread::new(ctx));
    me.set_name(names.owner);
    profile::thread_started(&me);
    let other = Arc::new(LockingThread::new(ctx));
    other.set_name(names.contender);
    profile::thread_started(&other);
    set_stack(names.hold);
    for _ in 0..rounds {
        monitor_enter(&me, obj);
        let t = Arc::clone(&other);
        let block = names.block;
        let done = worker.run(move || {
            set_stack(block);
            monitor_enter(&t, obj);
            monitor_exit(&t, obj).unwrap();
        });
        wait_until_blocked(&other);
        // Some acquiring time for Free Lunch and JProfiler to see.
        std::thread::sleep(Duration::from_millis(10));
        monitor_exit(&me, obj).unwrap();
        done.recv().expect("the contender finished");
    }
    profile::thread_ended(&other);
    profile::thread_ended(&me);
}

fn options(profilers: &[Profiler]) -> Options {
    let mut options = Options {
        // Free Lunch announces no phase on stderr (the report has it all).
        csp_threshold: f64::INFINITY,
        ..Options::default()
    };
    for &p in profilers {
        options.profilers.insert(p);
    }
    options
}

/// The report's only lock, which must be of `class`.
fn only_lock<'a>(report: &'a Report, class: &str) -> &'a profiler::report::LockReport {
    let classes: Vec<&str> = report.locks.iter().map(|l| l.class.as_str()).collect();
    assert_eq!(classes, [class], "the report's locks");
    &report.locks[0]
}

/// Everything `report` says about one scenario run in its session.
fn check(report: &Report, class: &str, rounds: u64, names: &Names) {
    let lock = only_lock(report, class);
    assert_eq!(report.threads, 2, "threads of this session only");
    let thread_names: Vec<&str> = report.thread_names.values().map(String::as_str).collect();
    assert_eq!(thread_names, [names.owner, names.contender]);

    // Free Lunch: the contender inflated the lock, with its own chain; the
    // running time is that of this session's two threads.
    let fl = lock.freelunch.as_ref().expect("Free Lunch");
    assert_eq!(fl.chain, chain(names.block));
    assert!(fl.acquiring_ns > 0);
    let last = report.intervals.last().expect("an interval");
    assert_eq!(last.threads, 2, "threads of this session only");

    // Health Center, JProfiler, HPROF: one slow, blocked acquisition per
    // round.
    let hc = lock.healthcenter.as_ref().expect("Health Center");
    assert_eq!(hc.slow, rounds);
    let jp = lock.jprofiler.as_ref().expect("JProfiler");
    assert_eq!(jp.block_count, rounds);
    // Blocked by the owner (the first thread of the context: id 1), or by
    // an owner not known yet (0: the lock was stack-locked when the
    // contender inflated it).
    let blockers: Vec<u32> = jp.by_blocker.iter().map(|u| u.thread.id).collect();
    assert!(blockers.iter().all(|&t| t <= 1), "{blockers:?}");
    let blocked: u64 = jp.by_blocker.iter().map(|u| u.usage.block_count).sum();
    assert_eq!(blocked, rounds);
    let hprof = lock.hprof.as_ref().expect("HPROF");
    assert_eq!(hprof.count, rounds);
    let table = report.hprof.as_ref().expect("HPROF's table");
    assert!(table.entries.iter().all(|e| e.class == class));
    let traced: Vec<&Vec<String>> = table.entries.iter().map(|e| &e.trace).collect();
    assert_eq!(traced, [&chain(names.block)]);

    // Blame: the owner blocked the contender at the owner's site.
    let b = report.blame.as_ref().expect("blame");
    assert_eq!(b.events.contended_enter, rounds);
    assert_eq!(b.events.contended_entered, rounds);
    assert_eq!(b.events.contended_exit, rounds);
    assert_eq!((b.events.lost, b.events.unmatched), (0, 0));
    let lb = lock.blame.as_ref().expect("the lock's blame");
    assert_eq!(lb.records, rounds);
    let owners: Vec<(&str, &Vec<String>)> = lb
        .by_owner
        .iter()
        .map(|e| (e.thread.name.as_str(), &e.chain))
        .collect();
    assert_eq!(owners, [(names.owner, &chain(names.hold))]);
    let waiters: Vec<(&str, &Vec<String>)> = lb
        .by_waiter
        .iter()
        .map(|e| (e.thread.name.as_str(), &e.chain))
        .collect();
    assert_eq!(waiters, [(names.contender, &chain(names.block))]);
}

const ALL: [Profiler; 5] = [
    Profiler::FreeLunch,
    Profiler::HealthCenter,
    Profiler::JProfiler,
    Profiler::Hprof,
    Profiler::Blame,
];

#[test]
fn two_sessions_side_by_side_report_only_their_own_locks() {
    const ALPHA: Names = Names {
        owner: "alpha-owner",
        contender: "alpha-contender",
        hold: &["holdAlpha", "run"],
        block: &["blockAlpha", "run"],
    };
    const BETA: Names = Names {
        owner: "beta-owner",
        contender: "beta-contender",
        hold: &["holdBeta", "run"],
        block: &["blockBeta", "run"],
    };
    let start = Arc::new(Barrier::new(2));
    let run = |class: &'static str, rounds: usize, names: &'static Names| {
        let start = Arc::clone(&start);
        std::thread::spawn(move || {
            let (ctx, session) = Session::start(
                LockingContext::builder(Default::default()),
                options(&ALL),
                walkers(),
            );
            let session = session.expect("a session");
            let worker = Worker::new();
            // Both scenarios contend at the same time.
            start.wait();
            contend(&ctx, &worker, class, rounds, names);
            session.at_safepoint();
            session.finish(class)
        })
    };
    let alpha = run("AlphaLock", 1, &ALPHA);
    let beta = run("BetaLock", 3, &BETA);
    let (alpha, beta) = (alpha.join().unwrap(), beta.join().unwrap());
    assert_eq!(alpha.program, "AlphaLock");
    check(&alpha, "AlphaLock", 1, &ALPHA);
    assert_eq!(beta.program, "BetaLock");
    check(&beta, "BetaLock", 3, &BETA);
}

#[test]
fn one_thread_works_for_two_sessions_one_after_the_other() {
    const NAMES: Names = Names {
        owner: "owner",
        contender: "contender",
        hold: &["hold", "run"],
        block: &["block", "run"],
    };
    // The same two OS threads (this one owns, the worker contends) do the
    // same contended work, at the same "sites", in two sessions: what the
    // first session's recorder cached in them (its buffers, its chain
    // numbers, its agents' events) must not reach the second.
    let worker = Worker::new();
    let mut sessions = Vec::new();
    for (round, rounds) in [(1, 2), (2, 1)] {
        let (ctx, session) = Session::start(
            LockingContext::builder(Default::default()),
            options(&ALL),
            walkers(),
        );
        let session = session.expect("a session");
        contend(&ctx, &worker, "Shared", rounds, &NAMES);
        let report = session.finish(&format!("round {round}"));
        check(&report, "Shared", rounds as u64, &NAMES);
        // Later calls return the same report.
        let again = session.finish("ignored");
        assert_eq!(again.program, format!("round {round}"));
        assert_eq!(again.elapsed_ns, report.elapsed_ns);
        // The first session stays alive (finished) while the second runs,
        // as a VM's session lives as long as its VM.
        sessions.push(session);
    }
}

#[test]
fn no_profiler_no_session() {
    let (_, session) = Session::start(
        LockingContext::builder(Default::default()),
        Options::default(),
        Walkers::default(),
    );
    assert!(session.is_none());
}
