//! Models of stack locking and its inflation.
//!
//! loom's exploration only moves a thread's step before another thread's
//! step when the two conflict, so a thread that needs many independent steps
//! (allocate a monitor, ...) before its first conflicting one may never be
//! run early enough to hit a race. The models therefore `yield_now()` at the
//! points where the race of interest should happen, and count (in plain
//! statics, outside the model) which outcomes the explored executions
//! reached, asserting at the end that the interesting ones were reached.
//!
//! Every `LockingThread` is created by the main thread and outlives all the
//! model's threads. loom does not model the allocator's synchronization: if
//! a finished thread's lock-record area were freed and reallocated to
//! another thread, loom would let that thread read a stale mark word that
//! points into "its" area and take it for a recursive lock. (On real
//! hardware the free/malloc pair orders the old owner's unlock before the
//! new thread's read.)
#![cfg(loom)]

use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

use loom::sync::Arc;
use loom::thread;

use locking::*;
use loom_tests::Obj;

/// Lock records per model thread: enough for the models' nesting, and few
/// loom atomics.
const RECORDS: usize = 2;

/// Two threads increment a non-atomic counter under one lock. Covers the
/// uncontended stack lock (the threads take turns) and, when they collide,
/// inflation and the monitor's entry queue.
#[test]
fn two_threads_counter() {
    static UNCONTENDED: AtomicUsize = AtomicUsize::new(0);
    static INFLATED: AtomicUsize = AtomicUsize::new(0);
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(0u32);
        let t = LockingThread::with_capacity(&ctx, RECORDS);
        let u = Arc::new(LockingThread::with_capacity(&ctx, RECORDS));
        let other = {
            let u = Arc::clone(&u);
            thread::spawn(move || {
                monitor_enter(&u, obj.r());
                obj.with_locked(|c| *c += 1);
                monitor_exit(&u, obj.r()).unwrap();
            })
        };
        monitor_enter(&t, obj.r());
        thread::yield_now(); // let the other thread collide with us
        obj.with_locked(|c| *c += 1);
        monitor_exit(&t, obj.r()).unwrap();
        other.join().unwrap();

        monitor_enter(&t, obj.r());
        assert_eq!(obj.with_locked(|c| *c), 2);
        monitor_exit(&t, obj.r()).unwrap();
        let mark = obj.r().mark();
        if mark == MarkWord::PROTOTYPE {
            UNCONTENDED.fetch_add(1, Relaxed);
        } else {
            assert!(mark.is_inflated(), "{mark:?}");
            INFLATED.fetch_add(1, Relaxed);
        }
    });
    assert!(UNCONTENDED.load(Relaxed) > 0 && INFLATED.load(Relaxed) > 0);
}

/// The INFLATING race: the main thread holds a stack lock (recursively) when
/// the other thread arrives, so the other thread inflates while the owner
/// is releasing: the owner's CAS of its displaced header back races with
/// the CAS to INFLATING, and an owner that loses must wait for the monitor,
/// recognise its own lock record as the monitor's owner and release it.
#[test]
fn contention_inflates_a_stack_lock() {
    static SAW_INFLATING: AtomicUsize = AtomicUsize::new(0);
    static OWNER_EXITED_MONITOR: AtomicUsize = AtomicUsize::new(0);
    static OWNER_EXITED_STACK_LOCK: AtomicUsize = AtomicUsize::new(0);
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(0u32);
        let t = LockingThread::with_capacity(&ctx, RECORDS);
        let u = Arc::new(LockingThread::with_capacity(&ctx, RECORDS));
        monitor_enter(&t, obj.r());
        monitor_enter(&t, obj.r());
        let other = {
            let u = Arc::clone(&u);
            thread::spawn(move || {
                monitor_enter(&u, obj.r());
                obj.with_locked(|c| *c += 1);
                assert!(holds_lock(&u, obj.r()));
                monitor_exit(&u, obj.r()).unwrap();
                assert!(!holds_lock(&u, obj.r()));
            })
        };
        thread::yield_now(); // let the other thread start inflating
        obj.with_locked(|c| *c += 1);
        monitor_exit(&t, obj.r()).unwrap(); // recursive: record only
        assert!(holds_lock(&t, obj.r()));
        let before = obj.r().mark();
        if before.is_inflating() {
            SAW_INFLATING.fetch_add(1, Relaxed);
        }
        monitor_exit(&t, obj.r()).unwrap();
        if before.is_inflated() || before.is_inflating() {
            OWNER_EXITED_MONITOR.fetch_add(1, Relaxed);
        } else {
            OWNER_EXITED_STACK_LOCK.fetch_add(1, Relaxed);
        }
        assert!(!holds_lock(&t, obj.r()));
        other.join().unwrap();

        assert_eq!(monitor_exit(&t, obj.r()), Err(IllegalMonitorState));
        monitor_enter(&t, obj.r());
        assert_eq!(obj.with_locked(|c| *c), 2);
        monitor_exit(&t, obj.r()).unwrap();
        // Either nobody collided (the header is back, as it was) or the
        // object was inflated; never anything else.
        let mark = obj.r().mark();
        assert!(
            mark == MarkWord::PROTOTYPE || mark.is_inflated(),
            "{mark:?}"
        );
    });
    assert!(SAW_INFLATING.load(Relaxed) > 0, "never saw INFLATING");
    assert!(OWNER_EXITED_MONITOR.load(Relaxed) > 0);
    assert!(OWNER_EXITED_STACK_LOCK.load(Relaxed) > 0);
}

/// Identity hashing races with locking: the hash goes into the mark word,
/// a displaced header or a monitor header, and both threads must agree on
/// one value.
#[test]
fn hash_agrees_across_a_locking_race() {
    static INFLATED: AtomicUsize = AtomicUsize::new(0);
    static NOT_INFLATED: AtomicUsize = AtomicUsize::new(0);
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(());
        let t = LockingThread::with_capacity(&ctx, RECORDS);
        let u = Arc::new(LockingThread::with_capacity(&ctx, RECORDS));
        let other = {
            let u = Arc::clone(&u);
            thread::spawn(move || {
                monitor_enter(&u, obj.r());
                thread::yield_now(); // hash while locked by us
                let h = identity_hash(&u, obj.r());
                monitor_exit(&u, obj.r()).unwrap();
                h
            })
        };
        let h = identity_hash(&t, obj.r());
        let h2 = other.join().unwrap();
        assert!(h > 0);
        assert_eq!(h, h2);
        assert_eq!(identity_hash(&t, obj.r()), h);
        if obj.r().mark().is_inflated() {
            INFLATED.fetch_add(1, Relaxed);
        } else {
            assert_eq!(obj.r().mark(), MarkWord::unlocked(h as u32, 0));
            NOT_INFLATED.fetch_add(1, Relaxed);
        }
    });
    assert!(INFLATED.load(Relaxed) > 0 && NOT_INFLATED.load(Relaxed) > 0);
}

/// A thread whose records are exhausted locks through the monitor while
/// another thread stack-locks: both paths exclude each other.
#[test]
fn record_overflow_and_stack_lock_exclude_each_other() {
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(0u32);
        let filler = Obj::new(());
        let t = LockingThread::with_capacity(&ctx, RECORDS);
        let u = Arc::new(LockingThread::with_capacity(&ctx, 1));
        let other = {
            let u = Arc::clone(&u);
            thread::spawn(move || {
                monitor_enter(&u, filler.r()); // uses the only record
                monitor_enter(&u, obj.r()); // overflow: through the monitor
                obj.with_locked(|c| *c += 1);
                monitor_exit(&u, obj.r()).unwrap();
                monitor_exit(&u, filler.r()).unwrap();
            })
        };
        monitor_enter(&t, obj.r());
        thread::yield_now();
        obj.with_locked(|c| *c += 1);
        monitor_exit(&t, obj.r()).unwrap();
        other.join().unwrap();
        monitor_enter(&t, obj.r());
        assert_eq!(obj.with_locked(|c| *c), 2);
        monitor_exit(&t, obj.r()).unwrap();
    });
}
