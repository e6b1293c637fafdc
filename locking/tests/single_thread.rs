//! Single-threaded behaviour of the public API.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]
#![cfg(not(loom))]

mod common;

use std::time::{Duration, Instant};

use common::Obj;
use locking::*;

fn state(o: &Obj) -> MarkState {
    o.r().mark().state()
}

#[test]
fn new_objects_are_unlocked_without_hash() {
    let o = Obj::new(());
    assert_eq!(state(o), MarkState::Unlocked { hash: 0, age: 0 });
    assert_eq!(init_header(), MarkWord::PROTOTYPE.bits());
}

#[test]
fn enter_exit_stack_locks_and_restores_the_header() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let o = Obj::new(());
    assert!(!holds_lock(&t, o.r()));
    monitor_enter(&t, o.r());
    assert!(matches!(state(o), MarkState::StackLocked { .. }));
    assert!(holds_lock(&t, o.r()));
    assert_eq!(t.lock_records_in_use(), 1);
    monitor_exit(&t, o.r()).unwrap();
    assert_eq!(o.r().mark(), MarkWord::PROTOTYPE);
    assert!(!holds_lock(&t, o.r()));
    assert_eq!(t.lock_records_in_use(), 0);
}

#[test]
fn recursion_uses_records_with_null_displaced_headers() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let o = Obj::new(());
    for _ in 0..5 {
        monitor_enter(&t, o.r());
    }
    let first = o.r().mark();
    assert!(first.is_stack_locked());
    assert_eq!(t.lock_records_in_use(), 5);
    for i in (0..5).rev() {
        assert!(holds_lock(&t, o.r()));
        monitor_exit(&t, o.r()).unwrap();
        if i > 0 {
            assert_eq!(o.r().mark(), first, "inner exits leave the mark alone");
        }
    }
    assert_eq!(o.r().mark(), MarkWord::PROTOTYPE);
    assert_eq!(monitor_exit(&t, o.r()), Err(IllegalMonitorState));
}

#[test]
fn nested_locks_on_different_objects_and_unstructured_exit() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let (a, b, c) = (Obj::new(()), Obj::new(()), Obj::new(()));
    monitor_enter(&t, a.r());
    monitor_enter(&t, b.r());
    monitor_enter(&t, c.r());
    // out of order
    monitor_exit(&t, a.r()).unwrap();
    assert!(!holds_lock(&t, a.r()) && holds_lock(&t, b.r()) && holds_lock(&t, c.r()));
    monitor_exit(&t, c.r()).unwrap();
    monitor_exit(&t, b.r()).unwrap();
    assert_eq!(t.lock_records_in_use(), 0);
    for o in [a, b, c] {
        assert_eq!(o.r().mark(), MarkWord::PROTOTYPE);
    }
}

#[test]
fn illegal_monitor_state_without_owning() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let o = Obj::new(());
    assert_eq!(monitor_exit(&t, o.r()), Err(IllegalMonitorState));
    assert_eq!(notify(&t, o.r()), Err(IllegalMonitorState));
    assert_eq!(notify_all(&t, o.r()), Err(IllegalMonitorState));
    assert_eq!(wait(&t, o.r(), None), Err(WaitError::IllegalMonitorState));
    assert_eq!(
        state(o),
        MarkState::Unlocked { hash: 0, age: 0 },
        "no inflation"
    );

    // Held by another thread: stack-locked, then inflated.
    let other = LockingThread::new(ctx);
    monitor_enter(&other, o.r());
    assert!(!holds_lock(&t, o.r()));
    assert_eq!(monitor_exit(&t, o.r()), Err(IllegalMonitorState));
    assert_eq!(notify(&t, o.r()), Err(IllegalMonitorState));
    assert_eq!(
        wait(&t, o.r(), Some(Duration::ZERO)),
        Err(WaitError::IllegalMonitorState)
    );
    identity_hash(&t, o.r()); // inflates: hash of an object locked by another thread
    assert!(matches!(state(o), MarkState::Inflated { .. }));
    assert_eq!(monitor_exit(&t, o.r()), Err(IllegalMonitorState));
    assert_eq!(notify_all(&t, o.r()), Err(IllegalMonitorState));
    assert!(holds_lock(&other, o.r()));
    monitor_exit(&other, o.r()).unwrap();
    assert!(!holds_lock(&other, o.r()));
    assert_eq!(monitor_exit(&other, o.r()), Err(IllegalMonitorState));
}

#[test]
fn inflated_lock_released_by_slot_one_level_at_a_time() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let other = LockingThread::new(ctx);
    let o = Obj::new(());
    monitor_enter(&t, o.r());
    identity_hash(&t, o.r()); // inflates
    monitor_exit(&t, o.r()).unwrap();
    assert!(o.r().mark().is_inflated());

    // Through the monitor from the first enter (the record marked unused),
    // then a recursion: the inner exit must leave the lock held.
    let outer = monitor_enter(&t, o.r());
    let inner = monitor_enter(&t, o.r());
    assert_eq!(t.lock_records_in_use(), 2);
    monitor_exit_slot(&t, o.r(), inner).unwrap();
    assert!(
        holds_lock(&t, o.r()),
        "the recursion's exit released the lock"
    );
    assert_eq!(monitor_exit(&other, o.r()), Err(IllegalMonitorState));
    monitor_exit_slot(&t, o.r(), outer).unwrap();
    assert!(!holds_lock(&t, o.r()));
    assert_eq!(t.lock_records_in_use(), 0);
    assert_eq!(
        monitor_exit_slot(&t, o.r(), outer),
        Err(IllegalMonitorState),
        "released twice"
    );

    // Free for another thread, and still inflated (only a safepoint
    // deflates).
    let slot = monitor_enter(&other, o.r());
    assert!(holds_lock(&other, o.r()));
    monitor_exit_slot(&other, o.r(), slot).unwrap();
    assert!(!holds_lock(&other, o.r()));
    assert!(o.r().mark().is_inflated());
}

#[test]
fn notify_while_owning_is_fine_in_every_state() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let o = Obj::new(());
    monitor_enter(&t, o.r());
    notify(&t, o.r()).unwrap(); // stack-locked: no waiters possible
    notify_all(&t, o.r()).unwrap();
    assert!(o.r().mark().is_stack_locked());
    identity_hash(&t, o.r()); // inflate
    assert!(o.r().mark().is_inflated());
    notify(&t, o.r()).unwrap();
    notify_all(&t, o.r()).unwrap();
    monitor_exit(&t, o.r()).unwrap();
}

#[test]
fn hash_is_stable_across_lock_states() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let u = LockingThread::new(ctx);

    // Hashed while unlocked: stored in the mark; stack locking keeps it in
    // the displaced header without inflating.
    let o = Obj::new(());
    let h = identity_hash(&t, o.r());
    assert!(h > 0);
    assert_eq!(
        state(o),
        MarkState::Unlocked {
            hash: h as u32,
            age: 0
        }
    );
    assert_eq!(identity_hash(&u, o.r()), h);
    monitor_enter(&t, o.r());
    assert_eq!(identity_hash(&t, o.r()), h);
    assert!(
        o.r().mark().is_stack_locked(),
        "hash read from our displaced header"
    );
    // Another thread cannot read our displaced header: it inflates.
    assert_eq!(identity_hash(&u, o.r()), h);
    let MarkState::Inflated { .. } = state(o) else {
        panic!("expected inflation")
    };
    assert_eq!(identity_hash(&t, o.r()), h);
    monitor_exit(&t, o.r()).unwrap();
    assert_eq!(identity_hash(&u, o.r()), h);

    // First hashed while stack-locked: inflates, hash in the monitor.
    let p = Obj::new(());
    monitor_enter(&t, p.r());
    monitor_enter(&t, p.r());
    let hp = identity_hash(&t, p.r());
    assert!(hp > 0);
    assert!(p.r().mark().is_inflated());
    assert_eq!(identity_hash(&u, p.r()), hp);
    monitor_exit(&t, p.r()).unwrap();
    monitor_exit(&t, p.r()).unwrap();
    assert!(!holds_lock(&t, p.r()));
    assert_eq!(identity_hash(&t, p.r()), hp);
    // and survives further locking
    monitor_enter(&u, p.r());
    assert_eq!(identity_hash(&t, p.r()), hp);
    monitor_exit(&u, p.r()).unwrap();

    // Hashed after inflation by wait.
    let q = Obj::new(());
    monitor_enter(&t, q.r());
    assert_eq!(
        wait(&t, q.r(), Some(Duration::from_millis(1))),
        Ok(WaitOutcome::TimedOut)
    );
    let hq = identity_hash(&u, q.r());
    monitor_exit(&t, q.r()).unwrap();
    assert_eq!(identity_hash(&t, q.r()), hq);
}

#[test]
fn hashes_differ_between_objects() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let objs: Vec<_> = (0..100).map(|_| Obj::new(())).collect();
    let mut hashes: Vec<_> = objs.iter().map(|o| identity_hash(&t, o.r())).collect();
    hashes.sort();
    hashes.dedup();
    assert!(hashes.len() >= 99);
}

#[test]
fn full_record_area_falls_back_to_the_monitor() {
    let ctx = common::context();
    let t = LockingThread::with_capacity(ctx, 2);
    let (a, b) = (Obj::new(()), Obj::new(()));
    // a: two records, then three overflow entries; b: overflow only
    for _ in 0..5 {
        monitor_enter(&t, a.r());
    }
    monitor_enter(&t, b.r());
    assert_eq!(t.lock_records_in_use(), 2);
    assert!(a.r().mark().is_inflated() && b.r().mark().is_inflated());
    assert!(holds_lock(&t, a.r()) && holds_lock(&t, b.r()));
    // a waiting thread on b sees the lock held
    monitor_exit(&t, b.r()).unwrap();
    assert!(!holds_lock(&t, b.r()));
    assert_eq!(monitor_exit(&t, b.r()), Err(IllegalMonitorState));
    for i in 0..5 {
        assert!(holds_lock(&t, a.r()), "exit {i}");
        monitor_exit(&t, a.r()).unwrap();
    }
    assert!(!holds_lock(&t, a.r()));
    assert_eq!(monitor_exit(&t, a.r()), Err(IllegalMonitorState));
    assert_eq!(t.lock_records_in_use(), 0);
    // still usable by another thread
    let u = LockingThread::new(ctx);
    monitor_enter(&u, a.r());
    monitor_exit(&u, a.r()).unwrap();
}

#[test]
fn timed_wait_restores_recursions() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let o = Obj::new(());
    monitor_enter(&t, o.r());
    monitor_enter(&t, o.r());
    monitor_enter(&t, o.r());
    let start = Instant::now();
    assert_eq!(
        wait(&t, o.r(), Some(Duration::from_millis(30))),
        Ok(WaitOutcome::TimedOut)
    );
    assert!(start.elapsed() >= Duration::from_millis(30));
    assert!(o.r().mark().is_inflated());
    for _ in 0..3 {
        assert!(holds_lock(&t, o.r()));
        monitor_exit(&t, o.r()).unwrap();
    }
    assert!(!holds_lock(&t, o.r()));
    assert_eq!(monitor_exit(&t, o.r()), Err(IllegalMonitorState));
}

#[test]
fn pending_interrupt_makes_wait_fail_at_once() {
    let ctx = common::context();
    let t = LockingThread::new(ctx);
    let o = Obj::new(());
    monitor_enter(&t, o.r());
    t.interrupt();
    assert!(t.is_interrupted());
    assert_eq!(wait(&t, o.r(), None), Err(WaitError::Interrupted));
    assert!(!t.is_interrupted(), "InterruptedException clears the flag");
    assert!(holds_lock(&t, o.r()));
    monitor_exit(&t, o.r()).unwrap();
    assert!(!t.clear_interrupted());
    t.interrupt();
    assert!(t.clear_interrupted());
    assert!(!t.is_interrupted());
}

#[test]
fn thread_ids_are_distinct_and_non_zero() {
    let ctx = common::context();
    let (a, b) = (LockingThread::new(ctx), LockingThread::new(ctx));
    assert_ne!(a.id(), b.id());
    assert!(a.id().get() != 0);
    let c = LockingThread::with_id(ctx, ThreadId::new(77).unwrap(), 8);
    assert_eq!(c.id().get(), 77);
    assert_eq!(c.lock_record_capacity(), 8);
    assert_eq!(ThreadId::new(0), None);
}
