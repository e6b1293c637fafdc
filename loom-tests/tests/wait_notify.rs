//! Models of Object.wait/notify and interrupts. (See `stack_lock.rs` for why
//! the models yield and count outcomes, and why every `LockingThread` is
//! created up front and outlives the model's threads.)
#![cfg(loom)]

use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

use loom::sync::Arc;
use loom::thread;

use locking::*;
use loom_tests::Obj;

const RECORDS: usize = 2;

/// No lost wake-up: the waiter waits (untimed) until the flag is set; the
/// notifier sets it and notifies. If a notification could be lost, loom
/// finds the execution where the waiter parks forever and reports a
/// deadlock.
#[test]
fn notify_wakes_the_waiter() {
    static WAITED: AtomicUsize = AtomicUsize::new(0);
    static DID_NOT_WAIT: AtomicUsize = AtomicUsize::new(0);
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(false);
        let t = Arc::new(LockingThread::with_capacity(&ctx, RECORDS));
        let u = LockingThread::with_capacity(&ctx, RECORDS);
        let waiter = thread::spawn(move || {
            monitor_enter(&t, obj.r());
            let mut waited = false;
            while !obj.with_locked(|ready| *ready) {
                assert_eq!(wait(&t, obj.r(), None), Ok(WaitOutcome::Notified));
                waited = true;
            }
            monitor_exit(&t, obj.r()).unwrap();
            waited
        });
        thread::yield_now(); // let the waiter wait first
        monitor_enter(&u, obj.r());
        obj.with_locked(|ready| *ready = true);
        notify(&u, obj.r()).unwrap();
        monitor_exit(&u, obj.r()).unwrap();
        if waiter.join().unwrap() {
            WAITED.fetch_add(1, Relaxed);
        } else {
            DID_NOT_WAIT.fetch_add(1, Relaxed);
        }
    });
    assert!(WAITED.load(Relaxed) > 0 && DID_NOT_WAIT.load(Relaxed) > 0);
}

/// `notify_all` with two waiters: both must wake (no lost wake-up while
/// the monitor hands itself from one re-entering waiter to the next).
///
/// The object is inflated before the threads start (hashing it while
/// locked does that), so the model explores the monitor's queues rather
/// than three threads racing to inflate: loom explores the INFLATING spin
/// of two waiting threads at great length (see README.md).
#[test]
fn notify_all_wakes_both_waiters() {
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new((false, 0u32));
        let threads: Vec<_> = (0..2)
            .map(|_| Arc::new(LockingThread::with_capacity(&ctx, RECORDS)))
            .collect();
        let u = LockingThread::with_capacity(&ctx, RECORDS);
        monitor_enter(&u, obj.r());
        identity_hash(&u, obj.r());
        monitor_exit(&u, obj.r()).unwrap();
        assert!(obj.r().mark().is_inflated());
        let waiters: Vec<_> = threads
            .iter()
            .map(|t| {
                let t = Arc::clone(t);
                thread::spawn(move || {
                    monitor_enter(&t, obj.r());
                    while !obj.with_locked(|s| s.0) {
                        wait(&t, obj.r(), None).unwrap();
                    }
                    obj.with_locked(|s| s.1 += 1);
                    monitor_exit(&t, obj.r()).unwrap();
                })
            })
            .collect();
        monitor_enter(&u, obj.r());
        obj.with_locked(|s| s.0 = true);
        notify_all(&u, obj.r()).unwrap();
        monitor_exit(&u, obj.r()).unwrap();
        for w in waiters {
            w.join().unwrap();
        }
        monitor_enter(&u, obj.r());
        assert_eq!(obj.with_locked(|s| s.1), 2);
        monitor_exit(&u, obj.r()).unwrap();
    });
}

/// A timed wait racing a notify: either outcome, but the waiter always
/// holds the lock again (with its recursion) and nothing deadlocks.
#[test]
fn timed_wait_races_notify() {
    static NOTIFIED: AtomicUsize = AtomicUsize::new(0);
    static TIMED_OUT: AtomicUsize = AtomicUsize::new(0);
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(0u32);
        let t = Arc::new(LockingThread::with_capacity(&ctx, RECORDS));
        let u = LockingThread::with_capacity(&ctx, RECORDS);
        let waiter = thread::spawn(move || {
            monitor_enter(&t, obj.r());
            monitor_enter(&t, obj.r());
            let r = wait(&t, obj.r(), Some(std::time::Duration::from_millis(1)));
            match r {
                Ok(WaitOutcome::Notified) => NOTIFIED.fetch_add(1, Relaxed),
                Ok(WaitOutcome::TimedOut) => TIMED_OUT.fetch_add(1, Relaxed),
                Err(e) => panic!("{e:?}"),
            };
            obj.with_locked(|c| *c += 1);
            monitor_exit(&t, obj.r()).unwrap();
            assert!(holds_lock(&t, obj.r()));
            monitor_exit(&t, obj.r()).unwrap();
            assert!(!holds_lock(&t, obj.r()));
        });
        thread::yield_now();
        monitor_enter(&u, obj.r());
        obj.with_locked(|c| *c += 1);
        notify(&u, obj.r()).unwrap();
        monitor_exit(&u, obj.r()).unwrap();
        waiter.join().unwrap();
        monitor_enter(&u, obj.r());
        assert_eq!(obj.with_locked(|c| *c), 2);
        monitor_exit(&u, obj.r()).unwrap();
    });
    assert!(NOTIFIED.load(Relaxed) > 0 && TIMED_OUT.load(Relaxed) > 0);
}

/// Interrupting an untimed waiter: whether the interrupt lands before the
/// wait starts or while it is parked, `wait` returns `Interrupted` with the
/// lock held again and the flag cleared. (A lost interrupt wake-up would be
/// a deadlock.)
#[test]
fn interrupt_wakes_the_waiter() {
    static INTERRUPTED_WHILE_WAITING: AtomicUsize = AtomicUsize::new(0);
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(false); // "I am about to wait"
        let t = Arc::new(LockingThread::with_capacity(&ctx, RECORDS));
        let u = LockingThread::with_capacity(&ctx, RECORDS);
        let waiter = {
            let t = Arc::clone(&t);
            thread::spawn(move || {
                monitor_enter(&t, obj.r());
                obj.with_locked(|w| *w = true);
                assert_eq!(wait(&t, obj.r(), None), Err(WaitError::Interrupted));
                assert!(holds_lock(&t, obj.r()));
                assert!(!t.is_interrupted());
                monitor_exit(&t, obj.r()).unwrap();
            })
        };
        thread::yield_now();
        // If we can take the lock after the waiter set its flag, it is
        // inside wait (it released the lock there).
        monitor_enter(&u, obj.r());
        if obj.with_locked(|w| *w) {
            INTERRUPTED_WHILE_WAITING.fetch_add(1, Relaxed);
        }
        t.interrupt();
        monitor_exit(&u, obj.r()).unwrap();
        waiter.join().unwrap();
    });
    assert!(INTERRUPTED_WHILE_WAITING.load(Relaxed) > 0);
}
