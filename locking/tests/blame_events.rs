//! Blame tracing's events as the monitor writes them (`profile/blame/`),
//! seen by a recording tracer: exactly the paper's Fig. 3 for three
//! contending threads, a forward reference for a contended `wait`, and
//! nothing at all on the biased, stack-lock and uncontended inflated paths.
//! One test function: the tracer and the enabled bits are process-wide.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]
mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::{within, Obj};
use locking::profile::blame::ContentionTracer;
use locking::profile::{collect, enable, LockProfile};
use locking::LockingContext;
use locking::{monitor_enter, monitor_exit, notify, wait, LockingThread};

#[derive(Clone, Debug, PartialEq, Eq)]
enum What {
    Inflated,
    Enter { after_wait: bool },
    Entered,
    Exit { forward: Option<u64> },
    Resolved { forward: u64 },
}

#[derive(Clone, Debug)]
struct Recorded {
    thread: u32,
    lock: u64,
    /// 0 for the unnumbered events (inflation, resolution).
    seq: u64,
    what: What,
}

#[derive(Default)]
struct Recorder(Mutex<Vec<Recorded>>);

impl Recorder {
    fn push(&self, thread: &LockingThread, lock: &LockProfile, seq: u64, what: What) {
        self.0.lock().unwrap().push(Recorded {
            thread: thread.id().get(),
            lock: lock.id,
            seq,
            what,
        });
    }

    /// The numbered events of `lock`, in sequence order.
    fn numbered(&self, lock: u64) -> Vec<Recorded> {
        let mut v: Vec<_> = self
            .0
            .lock()
            .unwrap()
            .iter()
            .filter(|r| r.lock == lock && r.seq != 0)
            .cloned()
            .collect();
        v.sort_by_key(|r| r.seq);
        v
    }

    fn all(&self) -> Vec<Recorded> {
        self.0.lock().unwrap().clone()
    }

    /// Wait until `thread` has written a contended enter.
    fn wait_for_enter(&self, thread: u32) {
        common::wait_until("a contended enter", || {
            self.all()
                .iter()
                .any(|r| r.thread == thread && matches!(r.what, What::Enter { .. }))
        });
    }
}

impl ContentionTracer for Recorder {
    fn inflated(&self, thread: &LockingThread, lock: &'static LockProfile) {
        self.push(thread, lock, 0, What::Inflated);
    }
    fn contended_enter(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        seq: u64,
        _since_ns: u64,
        after_wait: bool,
    ) {
        self.push(thread, lock, seq, What::Enter { after_wait });
    }
    fn contended_entered(&self, thread: &LockingThread, lock: &'static LockProfile, seq: u64) {
        self.push(thread, lock, seq, What::Entered);
    }
    fn contended_exit(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        seq: u64,
        _at_ns: u64,
        forward: Option<u64>,
    ) {
        self.push(thread, lock, seq, What::Exit { forward });
    }
    fn resolve_forward(&self, thread: &LockingThread, lock: &'static LockProfile, forward: u64) {
        self.push(thread, lock, 0, What::Resolved { forward });
    }
    fn acquired(&self, _: &LockingThread, _: &'static LockProfile) {}
    fn released(&self, _: &LockingThread, _: &'static LockProfile, _: u64) {}
    fn wait_begin(&self, _: &LockingThread, _: &'static LockProfile) {}
    fn wait_end(&self, _: &LockingThread, _: &'static LockProfile) {}
}

/// The id of the lock that inflated last.
fn last_inflated(rec: &Recorder) -> u64 {
    rec.all()
        .iter()
        .rev()
        .find(|r| r.what == What::Inflated)
        .expect("inflated")
        .lock
}

#[test]
fn the_monitor_writes_the_papers_events_and_nothing_on_fast_paths() {
    let rec: &'static Arc<Recorder> = Box::leak(Box::new(Arc::new(Recorder::default())));
    let ctx: &'static Arc<LockingContext> = Box::leak(Box::new(
        LockingContext::builder(Default::default())
            .tracer(Arc::clone(rec) as _)
            .build(),
    ));
    enable(ctx, collect::BLAME);

    // 1. One thread, however it locks: no event but the inflation.
    let me = LockingThread::new(ctx);
    let o = Obj::new(());
    for _ in 0..1000 {
        monitor_enter(&me, o.r());
        monitor_exit(&me, o.r()).unwrap();
    }
    monitor_enter(&me, o.r());
    // A timed wait inflates the lock; the uncontended acquisitions of the
    // inflated lock that follow write nothing either.
    let _ = wait(&me, o.r(), Some(Duration::from_millis(1)));
    monitor_exit(&me, o.r()).unwrap();
    for _ in 0..1000 {
        monitor_enter(&me, o.r());
        monitor_exit(&me, o.r()).unwrap();
    }
    let all = rec.all();
    assert!(
        all.iter().all(|r| r.what == What::Inflated),
        "events without contention: {all:?}"
    );

    // 2. Fig. 3: T1 holds the lock, T2 and T3 block, T1 releases; each of
    // T2 and T3 owns it in turn.
    within(60, move || {
        let o = Obj::new(());
        let t1 = Arc::new(LockingThread::new(ctx));
        monitor_enter(&t1, o.r());
        let spawn_blocker = || {
            let t = Arc::new(LockingThread::new(ctx));
            let tt = Arc::clone(&t);
            let h = std::thread::spawn(move || {
                monitor_enter(&tt, o.r());
                std::thread::sleep(Duration::from_millis(5));
                monitor_exit(&tt, o.r()).unwrap();
            });
            (t, h)
        };
        let (t2, h2) = spawn_blocker();
        rec.wait_for_enter(t2.id().get());
        let (t3, h3) = spawn_blocker();
        rec.wait_for_enter(t3.id().get());
        monitor_exit(&t1, o.r()).unwrap();
        h2.join().unwrap();
        h3.join().unwrap();
        let lock = last_inflated(rec);
        let events: Vec<(u32, What)> = rec
            .numbered(lock)
            .iter()
            .map(|r| (r.thread, r.what.clone()))
            .collect();
        let seqs: Vec<u64> = rec.numbered(lock).iter().map(|r| r.seq).collect();
        assert_eq!(seqs, (1..=6).collect::<Vec<_>>(), "gap-free: {events:?}");
        let (id1, id2, id3) = (t1.id().get(), t2.id().get(), t3.id().get());
        let first = events[3].0;
        let second = if first == id2 { id3 } else { id2 };
        assert!(first == id2 || first == id3, "{events:?}");
        let enter = What::Enter { after_wait: false };
        let exit = What::Exit { forward: None };
        assert_eq!(
            events,
            [
                (id2, enter.clone()),
                (id3, enter),
                (id1, exit.clone()),
                (first, What::Entered),
                (first, exit),
                (second, What::Entered),
            ],
            "the last owner releases with nobody blocked: no event"
        );
    });

    // 3. A contended release in `wait` carries a forward reference, which
    // the waiter resolves when it releases the lock for good.
    within(60, move || {
        let o = Obj::new(());
        let waiter = Arc::new(LockingThread::new(ctx));
        monitor_enter(&waiter, o.r());
        let t = Arc::new(LockingThread::new(ctx));
        let tt = Arc::clone(&t);
        let h = std::thread::spawn(move || {
            monitor_enter(&tt, o.r());
            notify(&tt, o.r()).unwrap();
            monitor_exit(&tt, o.r()).unwrap();
        });
        rec.wait_for_enter(t.id().get());
        wait(&waiter, o.r(), None).unwrap();
        monitor_exit(&waiter, o.r()).unwrap();
        h.join().unwrap();
        let lock = last_inflated(rec);
        let w = waiter.id().get();
        let all: Vec<_> = rec.all().into_iter().filter(|r| r.lock == lock).collect();
        let forward = all
            .iter()
            .find_map(|r| match r.what {
                What::Exit { forward: Some(f) } if r.thread == w => Some(f),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no forward reference: {all:?}"));
        assert!(
            all.iter()
                .any(|r| r.thread == w && r.what == What::Resolved { forward }),
            "forward reference {forward} not resolved: {all:?}"
        );
        // The notified waiter's re-entry is a contended enter after wait,
        // numbered before the notifier's exit that blames the notifier.
        let numbered = rec.numbered(lock);
        let reenter = numbered
            .iter()
            .find(|r| r.thread == w && r.what == What::Enter { after_wait: true })
            .unwrap_or_else(|| panic!("no re-entry after wait: {numbered:?}"));
        let notifier_exit = numbered
            .iter()
            .find(|r| r.thread == t.id().get() && r.what == What::Exit { forward: None })
            .unwrap_or_else(|| panic!("the notifier's exit is not contended: {numbered:?}"));
        assert!(reenter.seq < notifier_exit.seq, "{numbered:?}");
    });
}
