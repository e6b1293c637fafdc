//! Bulk revoke leaves the biases of unlocked objects in place, to be
//! revoked by their next locker; their old owner must not go on using them.
//! Own test binary: the thresholds and enabling biased locking are
//! process-wide.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]
#![cfg(not(loom))]

mod common;

use std::thread;

use common::object_of;
use locking::*;

#[test]
fn a_stale_bias_after_a_bulk_revoke_is_not_used_by_its_old_owner() {
    // The first revocation of a class's object is its bulk revoke.
    let ctx = LockingContext::new(biased::BiasedLockingOptions {
        bulk_rebias_threshold: 50,
        bulk_revoke_threshold: 1,
        ..Default::default()
    });
    biased::enable(&ctx);
    let class = LockClass::new(&ctx, "BulkRevoked");
    let t = LockingThread::new(&ctx);
    let (stale, other) = (object_of(class), object_of(class));
    for o in [stale, other] {
        let slot = monitor_enter(&t, o);
        monitor_exit_slot(&t, o, slot).unwrap();
        assert!(o.mark().has_bias_pattern(), "{:?}", o.mark());
    }
    // Another thread locks `other`: revoked, and with it the class.
    thread::spawn(move || {
        let u = LockingThread::new(&ctx);
        let slot = monitor_enter(&u, other);
        monitor_exit_slot(&u, other, slot).unwrap();
    })
    .join()
    .unwrap();
    assert!(!class.prototype_header().has_bias_pattern());
    assert!(
        stale.mark().has_bias_pattern(),
        "unlocked objects keep their bias until locked"
    );
    // Locking `stale` again drops the bias and stack-locks: another
    // thread's locker would revoke the stale bias without a safepoint, so
    // holding it by bias here would let both threads in.
    let slot = monitor_enter(&t, stale);
    assert!(stale.mark().is_stack_locked(), "{:?}", stale.mark());
    monitor_exit_slot(&t, stale, slot).unwrap();
    assert!(stale.mark().is_unlocked(), "{:?}", stale.mark());
}
