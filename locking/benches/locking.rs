//! Criterion benchmarks of toyjvm's lock hierarchy (issue 3), with
//! `parking_lot::Mutex` and `std::sync::Mutex` for comparison.
//!
//! * Uncontended, on the calling thread: one enter+exit pair (lock+unlock)
//!   of a biased object, a stack-locked (never biased) object and an
//!   inflated object, and of the two mutexes.
//! * Contended hand-off: two threads each take one lock `10_000` times per
//!   iteration and increment a shared counter under it (toyjvm's monitor
//!   released by record slot, as the interpreter does); criterion's
//!   throughput is acquisitions per second, so time per acquisition is the
//!   iteration time / 20 000. Before measuring, each hand-off benchmark
//!   prints (untimed) how often the lock changed threads between
//!   consecutive acquisitions, and for how many of them both threads were
//!   running at all: a lock that lets the releasing thread re-acquire
//!   (barging) changes hands, and moves its cache line, rarely, which is
//!   most of the difference in throughput.
//!
//! * Profiling on (issue 4), last because switching it on is global and
//!   irreversible: the three uncontended enter+exit pairs again, on new
//!   objects, after `locking::profile::enable` of all the monitor's own
//!   data collection (not the agents' events). The biased and stack-lock rows must match the
//!   profiling-off ones; the inflated row pays for the lock-profile
//!   counters and the hold-time clock reads.
//!
//! * Blame tracing on too (issue 13), last of all: the three pairs once
//!   more, with a tracer installed. Blame writes nothing without
//!   contention, so the biased and stack-lock rows must match the others
//!   and the inflated row may only add the release's test for blocked
//!   threads.
//!
//! Each benchmark asserts before (and after) measuring that the object is
//! in the lock state it claims to measure, and the hand-off benchmarks
//! assert the final count.
//!
//!     CARGO_TARGET_DIR=... cargo bench -p locking --bench locking
//!     CARGO_TARGET_DIR=... cargo bench -p locking --bench locking -- "enter\+exit"
//!
//! On a busy shared machine, `examples/enter_exit_min.rs` times the same
//! uncontended pairs as a minimum over many samples, which varies far less;
//! `scripts/bench-compare.sh` runs two builds of this bench alternately.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]

use std::hint::black_box;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, Barrier};
use std::thread;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use locking::{
    identity_hash, monitor_enter, monitor_exit, monitor_exit_slot, LockClass, LockingContext,
    LockingThread, ObjectRef,
};

/// Acquisitions per thread per hand-off iteration.
const BATCH: u64 = 10_000;

/// A leaked mark word initialised to `bits`.
fn leak_header(bits: usize) -> &'static AtomicUsize {
    Box::leak(Box::new(AtomicUsize::new(bits)))
}

/// A new object of no class (never biased), living for the whole process.
fn plain_object() -> ObjectRef {
    // SAFETY: the header is leaked (never freed, never moved), initialised
    // with `init_header` and written only by the locking crate.
    unsafe { ObjectRef::from_header(leak_header(locking::init_header())) }
}

/// Measure one enter+exit pair of `obj` on `t`, the exit given the record
/// slot the enter returned (as the interpreter does).
fn bench_enter_exit(c: &mut Criterion, name: &str, t: &LockingThread, obj: ObjectRef) {
    c.bench_function(name, |b| {
        b.iter(|| {
            let obj = black_box(obj);
            let slot = monitor_enter(t, obj);
            monitor_exit_slot(t, obj, slot).unwrap();
        })
    });
}

/// A new object of a biasable class, biased to `t` (biased locking is
/// switched on if it was not).
fn biased_object(t: &LockingThread) -> ObjectRef {
    let class = LockClass::new(t.context(), "Bench");
    locking::biased::enable(t.context());
    assert!(
        class.prototype_header().has_bias_pattern(),
        "biased locking did not enable"
    );
    let header = leak_header(class.prototype_header().bits());
    // SAFETY: as in `plain_object`, initialised with the class's prototype.
    let biased = unsafe { ObjectRef::with_class(header, class) };
    monitor_enter(t, biased);
    let mark = biased.mark();
    assert!(
        mark.has_bias_pattern() && mark.bias_thread() == u64::from(t.id().get()),
        "not biased to the bench thread: {mark:?}"
    );
    monitor_exit(t, biased).unwrap();
    assert!(biased.mark().has_bias_pattern());
    biased
}

/// A new object that is never biased and stack-locks when `t` locks it.
fn stack_object(t: &LockingThread) -> ObjectRef {
    let stack = plain_object();
    monitor_enter(t, stack);
    assert!(
        stack.mark().is_stack_locked(),
        "not stack-locked: {:?}",
        stack.mark()
    );
    monitor_exit(t, stack).unwrap();
    assert!(stack.mark().is_unlocked());
    stack
}

/// A new object with an idle inflated monitor: hashing a held object
/// inflates it. Idle monitors are deflated only at safepoints, which never
/// run here.
fn inflated_object(t: &LockingThread) -> ObjectRef {
    let inflated = plain_object();
    monitor_enter(t, inflated);
    identity_hash(t, inflated);
    monitor_exit(t, inflated).unwrap();
    assert!(
        inflated.mark().is_inflated(),
        "not inflated: {:?}",
        inflated.mark()
    );
    inflated
}

fn uncontended(c: &mut Criterion) {
    let t = LockingThread::new(&LockingContext::with_defaults());

    // 1. Biased: a biasable class, biased locking on, locked once so that
    //    the object is biased to `t`.
    let biased = biased_object(&t);
    bench_enter_exit(c, "biased enter+exit", &t, biased);
    assert!(biased.mark().has_bias_pattern(), "bias lost while benching");
    // The same with `monitor_exit`, which searches the records for the
    // object's (for callers that do not keep the slot).
    c.bench_function("biased enter+exit (exit searches)", |b| {
        b.iter(|| {
            monitor_enter(&t, black_box(biased));
            monitor_exit(&t, black_box(biased)).unwrap();
        })
    });

    // 2. Stack lock: never biased.
    let stack = stack_object(&t);
    bench_enter_exit(c, "stack-lock enter+exit", &t, stack);
    assert!(stack.mark().is_unlocked());

    // 3. Inflated, uncontended.
    let inflated = inflated_object(&t);
    bench_enter_exit(c, "inflated uncontended enter+exit", &t, inflated);
    assert!(inflated.mark().is_inflated(), "deflated while benching");

    assert_eq!(t.lock_records_in_use(), 0);

    // 4. The mutexes.
    let pl = parking_lot::Mutex::new(0u64);
    c.bench_function("parking_lot::Mutex lock+unlock", |b| {
        b.iter(|| drop(black_box(&pl).lock()))
    });
    let std_mutex = std::sync::Mutex::new(0u64);
    c.bench_function("std::sync::Mutex lock+unlock", |b| {
        b.iter(|| drop(black_box(&std_mutex).lock().unwrap()))
    });
}

/// Two threads, each running `setup()`'s operation `ops` times, started
/// together; returns the time from the first thread's start to the last
/// one's end (thread start-up and `setup` excluded).
///
/// Each thread reads the clock itself. The main thread cannot time them:
/// on a 2-core machine, while both spin for the lock it may not run at all
/// until one has finished, and a clock started late favours a lock whose
/// waiters spin over one whose waiters sleep.
fn two_threads<S, F>(ops: u64, setup: S) -> Duration
where
    S: Fn() -> F + Send + Sync + 'static,
    F: FnMut(),
{
    let setup = Arc::new(setup);
    let barrier = Arc::new(Barrier::new(2));
    let handles: Vec<_> = (0..2)
        .map(|_| {
            let (setup, barrier) = (Arc::clone(&setup), Arc::clone(&barrier));
            thread::spawn(move || {
                let mut op = setup();
                barrier.wait();
                let start = Instant::now();
                for _ in 0..ops {
                    op();
                }
                (start, Instant::now())
            })
        })
        .collect();
    let spans: Vec<(Instant, Instant)> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let start = spans.iter().map(|s| s.0).min().unwrap();
    let end = spans.iter().map(|s| s.1).max().unwrap();
    end - start
}

/// An untimed diagnostic for the hand-off benchmarks: how often the lock
/// changed threads between consecutive acquisitions (100%: strict
/// alternation; near 0: one thread keeps re-acquiring it), and for how many
/// acquisitions both threads were running their loops at all (on a shared
/// 2-core machine the scheduler may run them one after the other).
struct Switches {
    last: AtomicUsize,
    switches: AtomicU64,
    running: AtomicUsize,
    overlapped: AtomicU64,
    next_id: AtomicUsize,
}

/// Acquisitions per thread of the untimed [`Switches`] run.
const DIAG_OPS: u64 = 1_000_000;

impl Switches {
    /// Called with the lock held by thread `me`.
    fn note(&self, me: usize) {
        if self.last.load(Relaxed) != me {
            self.last.store(me, Relaxed);
            self.switches.fetch_add(1, Relaxed);
        }
        if self.running.load(Relaxed) == 2 {
            self.overlapped.fetch_add(1, Relaxed);
        }
    }
}

/// Run the [`Switches`] diagnostic: two threads, each taking the lock
/// `DIAG_OPS` times through the closure `setup` returns (which runs its
/// argument with the lock held), and print the result.
fn diagnose<S, F>(lock: &str, setup: S)
where
    S: Fn() -> F + Send + Sync + 'static,
    F: FnMut(&mut dyn FnMut()),
{
    let s: &'static Switches = Box::leak(Box::new(Switches {
        last: AtomicUsize::new(0),
        switches: AtomicU64::new(0),
        running: AtomicUsize::new(0),
        overlapped: AtomicU64::new(0),
        next_id: AtomicUsize::new(1),
    }));
    two_threads(DIAG_OPS, move || {
        let me = s.next_id.fetch_add(1, Relaxed);
        let mut locked = setup();
        let mut n = 0;
        move || {
            if n == 0 {
                s.running.fetch_add(1, Relaxed);
            }
            locked(&mut || s.note(me));
            n += 1;
            if n == DIAG_OPS {
                s.running.fetch_sub(1, Relaxed);
            }
        }
    });
    let pct = |x: u64| 100.0 * x as f64 / (2 * DIAG_OPS) as f64;
    let (switches, overlapped) = (s.switches.load(Relaxed), s.overlapped.load(Relaxed));
    eprintln!(
        "{lock} (untimed, {} acquisitions): both threads running for {:.1}% of them; \
         the lock changed threads {switches} times ({:.2}%)",
        2 * DIAG_OPS,
        pct(overlapped),
        pct(switches),
    );
}

fn handoff(c: &mut Criterion) {
    let mut group = c.benchmark_group("hand-off, 2 threads");
    group.throughput(Throughput::Elements(2 * BATCH));

    // The counter is updated with a plain load and store (not an atomic
    // increment), so a broken lock would lose updates and fail the count.
    // Inflated up front: contention would inflate it anyway, but whether the
    // first iterations ran on a stack lock would depend on scheduling.
    let ctx = LockingContext::with_defaults();
    let obj = inflated_object(&LockingThread::new(&ctx));
    let counter: &'static AtomicU64 = Box::leak(Box::new(AtomicU64::new(0)));
    let mut diagnosed = false;
    group.bench_function("toyjvm monitor", |b| {
        if !std::mem::replace(&mut diagnosed, true) {
            let thread_ctx = Arc::clone(&ctx);
            diagnose("toyjvm monitor", move || {
                let t = LockingThread::new(&thread_ctx);
                move |f: &mut dyn FnMut()| {
                    let slot = monitor_enter(&t, obj);
                    f();
                    monitor_exit_slot(&t, obj, slot).unwrap();
                }
            });
            eprintln!(
                "toyjvm monitor: the object is {}",
                locking::describe(&ctx, obj)
            );
        }
        b.iter_custom(|iters| {
            let before = counter.load(Relaxed);
            let ctx = Arc::clone(&ctx);
            let elapsed = two_threads(iters * BATCH, move || {
                let t = LockingThread::new(&ctx);
                move || {
                    let slot = monitor_enter(&t, obj);
                    counter.store(black_box(counter.load(Relaxed)) + 1, Relaxed);
                    monitor_exit_slot(&t, obj, slot).unwrap();
                }
            });
            assert_eq!(counter.load(Relaxed) - before, 2 * iters * BATCH);
            elapsed
        })
    });

    let pl: &'static parking_lot::Mutex<u64> = Box::leak(Box::new(parking_lot::Mutex::new(0)));
    let mut diagnosed = false;
    group.bench_function("parking_lot::Mutex", |b| {
        if !std::mem::replace(&mut diagnosed, true) {
            diagnose("parking_lot::Mutex", move || {
                move |f: &mut dyn FnMut()| {
                    let _guard = pl.lock();
                    f();
                }
            });
        }
        b.iter_custom(|iters| {
            let before = *pl.lock();
            let elapsed = two_threads(iters * BATCH, move || move || *black_box(pl).lock() += 1);
            assert_eq!(*pl.lock() - before, 2 * iters * BATCH);
            elapsed
        })
    });

    let sm: &'static std::sync::Mutex<u64> = Box::leak(Box::new(std::sync::Mutex::new(0)));
    let mut diagnosed = false;
    group.bench_function("std::sync::Mutex", |b| {
        if !std::mem::replace(&mut diagnosed, true) {
            diagnose("std::sync::Mutex", move || {
                move |f: &mut dyn FnMut()| {
                    let _guard = sm.lock().unwrap();
                    f();
                }
            });
        }
        b.iter_custom(|iters| {
            let before = *sm.lock().unwrap();
            let elapsed = two_threads(iters * BATCH, move || {
                move || *black_box(sm).lock().unwrap() += 1
            });
            assert_eq!(*sm.lock().unwrap() - before, 2 * iters * BATCH);
            elapsed
        })
    });
    group.finish();
}

/// The uncontended enter+exit benchmarks again with the monitor profilers'
/// data collection on (what `--profile=all` switches on, except the
/// monitor events, which need an installed agent), in a context of its own. The biased and stack-lock paths never look at the profiling
/// switch, so they must cost the same as with profiling off; the inflated
/// path pays for it (MONITOR_COUNTS: the counters and two clock reads for
/// the hold time per enter+exit).
/// What `profiling_on` switches on.
const PROFILING: u32 = locking::profile::collect::ACQUIRING_TIME
    | locking::profile::collect::MONITOR_COUNTS
    | locking::profile::collect::BLOCK_TIMES
    | locking::profile::collect::INFLATION_CHAIN;

fn profiling_on(c: &mut Criterion) {
    use locking::profile;
    let ctx = LockingContext::with_defaults();
    profile::enable(&ctx, PROFILING);
    let t = LockingThread::new(&ctx);

    let biased = biased_object(&t);
    bench_enter_exit(c, "biased enter+exit (profiling on)", &t, biased);
    assert!(biased.mark().has_bias_pattern(), "bias lost while benching");

    let stack = stack_object(&t);
    bench_enter_exit(c, "stack-lock enter+exit (profiling on)", &t, stack);
    assert!(stack.mark().is_unlocked());

    // Inflated after profiling was switched on, so its monitor points at a
    // lock profile, which the enters and exits update.
    let inflated = inflated_object(&t);
    let lock_profile = profile::all_lock_profiles(&ctx)
        .into_iter()
        .find(|p| p.object == inflated.addr())
        .expect("the inflated monitor has no lock profile");
    // One untimed pair: the profiled path counts it.
    let gets = lock_profile.gets.get();
    monitor_enter(&t, inflated);
    monitor_exit(&t, inflated).unwrap();
    assert_eq!(
        lock_profile.gets.get(),
        gets + 1,
        "the enter was not counted"
    );
    bench_enter_exit(
        c,
        "inflated uncontended enter+exit (profiling on)",
        &t,
        inflated,
    );
    assert!(inflated.mark().is_inflated(), "deflated while benching");
    assert_eq!(lock_profile.slow.get(), 0, "uncontended, yet slow gets");

    assert_eq!(t.lock_records_in_use(), 0);
}

/// A tracer that records nothing: blame's hooks run, and must not call it.
struct NoContention;

impl locking::profile::blame::ContentionTracer for NoContention {
    fn inflated(&self, _: &LockingThread, _: &'static locking::profile::LockProfile) {}
    fn contended_enter(
        &self,
        _: &LockingThread,
        _: &'static locking::profile::LockProfile,
        _: u64,
        _: u64,
        _: bool,
    ) {
        panic!("contended enter without contention");
    }
    fn contended_entered(
        &self,
        _: &LockingThread,
        _: &'static locking::profile::LockProfile,
        _: u64,
    ) {
        panic!("contended entered without contention");
    }
    fn contended_exit(
        &self,
        _: &LockingThread,
        _: &'static locking::profile::LockProfile,
        _: u64,
        _: u64,
        _: Option<u64>,
    ) {
        panic!("contended exit without contention");
    }
    fn resolve_forward(
        &self,
        _: &LockingThread,
        _: &'static locking::profile::LockProfile,
        _: u64,
    ) {
    }
    fn acquired(&self, _: &LockingThread, _: &'static locking::profile::LockProfile) {}
    fn released(&self, _: &LockingThread, _: &'static locking::profile::LockProfile, _: u64) {}
    fn wait_begin(&self, _: &LockingThread, _: &'static locking::profile::LockProfile) {}
    fn wait_end(&self, _: &LockingThread, _: &'static locking::profile::LockProfile) {}
}

/// The uncontended pairs with the profilers and blame tracing on, in a
/// context of their own.
fn blame_on(c: &mut Criterion) {
    use locking::profile::{self, collect};
    let ctx = LockingContext::builder(Default::default())
        .tracer(std::sync::Arc::new(NoContention))
        .build();
    profile::enable(&ctx, PROFILING | collect::BLAME);
    let t = LockingThread::new(&ctx);
    let biased = biased_object(&t);
    bench_enter_exit(c, "biased enter+exit (profiling + blame on)", &t, biased);
    assert!(biased.mark().has_bias_pattern(), "bias lost while benching");
    let stack = stack_object(&t);
    bench_enter_exit(c, "stack-lock enter+exit (profiling + blame on)", &t, stack);
    let inflated = inflated_object(&t);
    bench_enter_exit(
        c,
        "inflated uncontended enter+exit (profiling + blame on)",
        &t,
        inflated,
    );
    assert!(inflated.mark().is_inflated(), "deflated while benching");
    assert_eq!(t.lock_records_in_use(), 0);
}

/// Both groups' settings: short runs, so that the whole bench fits in a
/// few minutes.
fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(40)
}

criterion_group! {
    name = benches;
    config = config();
    targets = uncontended, handoff
}
// Last: switches profiling on for the rest of the process.
criterion_group! {
    name = profiled;
    config = config();
    targets = profiling_on
}
// After that: blame on too.
criterion_group! {
    name = blamed;
    config = config();
    targets = blame_on
}
criterion_main!(benches, profiled, blamed);
