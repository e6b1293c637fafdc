//! Biased acquisitions whose bias is revoked while they are held: the
//! thread's lock records are rewritten into a stack lock (and lose their
//! held-by-bias mark), and the exits that follow, given the records'
//! slots, release the lock the revocation rebuilt (inflated by then), not
//! a bias.
//! Own test binary: enabling biased locking is process-wide.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]
#![cfg(not(loom))]

mod common;

use std::sync::Arc;
use std::thread;

use common::{object_of, wait_until, within};
use locking::*;

#[test]
fn revoked_by_its_owner_inside_the_lock_the_exits_release_a_stack_lock() {
    let ctx = common::context();
    biased::enable(ctx);
    let t = LockingThread::new(ctx);
    let o = object_of(LockClass::new(ctx, "OwnerRevokes"));
    let outer = monitor_enter(&t, o);
    let inner = monitor_enter(&t, o);
    assert!(o.mark().has_bias_pattern(), "{:?}", o.mark());
    // Hashing a held biased object revokes the bias (no safepoint: its
    // owner does it) and inflates the rebuilt stack lock.
    identity_hash(&t, o);
    assert!(o.mark().is_inflated(), "{:?}", o.mark());
    monitor_exit_slot(&t, o, inner).unwrap();
    assert!(holds_lock(&t, o), "the outer acquisition is still held");
    monitor_exit_slot(&t, o, outer).unwrap();
    assert!(!holds_lock(&t, o));
    assert_eq!(t.lock_records_in_use(), 0);
    assert_eq!(monitor_exit(&t, o), Err(IllegalMonitorState));
}

#[test]
fn revoked_at_a_safepoint_inside_the_lock_the_owner_releases_to_the_contender() {
    within(30, || {
        let ctx = common::context();
        biased::enable(ctx);
        let t = Arc::new(LockingThread::new(ctx));
        safepoint::attach(&t);
        let o = object_of(LockClass::new(ctx, "SafepointRevokes"));
        let outer = monitor_enter(&t, o);
        let inner = monitor_enter(&t, o);
        assert!(o.mark().has_bias_pattern(), "{:?}", o.mark());
        // Stopped inside the critical section, as at a poll: the
        // contender's revocation rewrites our records at a safepoint.
        t.block();
        let contender = thread::spawn(move || {
            let u = LockingThread::new(ctx);
            let slot = monitor_enter(&u, o);
            let mark = o.mark();
            monitor_exit_slot(&u, o, slot).unwrap();
            mark
        });
        wait_until("the contender queues on the monitor", || {
            describe(ctx, o).contains("1 entering")
        });
        t.unblock();
        assert!(holds_lock(&t, o));
        monitor_exit_slot(&t, o, inner).unwrap();
        assert!(holds_lock(&t, o), "the outer acquisition is still held");
        assert!(!contender.is_finished());
        monitor_exit_slot(&t, o, outer).unwrap();
        let seen = contender.join().unwrap();
        assert!(seen.is_inflated(), "the contender held {seen:?}");
        assert!(!holds_lock(&t, o));
        assert_eq!(t.lock_records_in_use(), 0);
        safepoint::detach(&t);
    });
}
