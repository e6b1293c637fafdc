//! Two locking contexts share nothing: settings, classes, threads,
//! safepoints and monitor pools are each context's own.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]
#![cfg(not(loom))]

mod common;

use std::sync::Arc;

use common::object_of;
use locking::*;

#[test]
fn biased_locking_enabled_in_one_context_is_off_in_another() {
    let (a, b) = (
        LockingContext::with_defaults(),
        LockingContext::with_defaults(),
    );
    let (in_a, in_b) = (LockClass::new(&a, "InA"), LockClass::new(&b, "InB"));
    biased::enable(&a);
    assert!(biased::is_enabled(&a) && !biased::is_enabled(&b));
    assert!(in_a.prototype_header().has_bias_pattern());
    assert!(!in_b.prototype_header().has_bias_pattern());
}

#[test]
fn settings_come_from_the_context() {
    let off = LockingContext::new(biased::BiasedLockingOptions {
        use_biased_locking: false,
        ..Default::default()
    });
    assert!(!off.biased_options().use_biased_locking);
    biased::enable(&off);
    assert!(!biased::is_enabled(&off), "-XX:-UseBiasedLocking wins");
}

#[test]
fn threads_safepoints_and_monitors_are_per_context() {
    let (a, b) = (
        LockingContext::with_defaults(),
        LockingContext::with_defaults(),
    );
    let ta = Arc::new(LockingThread::new(&a));
    let tb = Arc::new(LockingThread::new(&b));
    safepoint::attach(&ta);
    safepoint::attach(&tb);
    assert_eq!(safepoint::threads(&a).len(), 1);
    assert!(Arc::ptr_eq(&safepoint::threads(&b)[0], &tb));

    // tb is running (in Java) and never polls: a safepoint of `a` does not
    // wait for it, and `b`'s poll word stays clear.
    ta.block();
    let at = safepoint::synchronize(&a);
    assert!(safepoint::is_pending(&a) && !safepoint::is_pending(&b));
    drop(at);
    ta.unblock();

    // Inflating in `a` takes a monitor from `a`'s pool only.
    let o = object_of(LockClass::new(&a, "Inflated"));
    monitor_enter(&ta, o);
    identity_hash(&ta, o);
    monitor_exit(&ta, o).unwrap();
    assert_eq!(deflation::monitors_in_use(&a), 1);
    assert_eq!(deflation::monitors_in_use(&b), 0);
    safepoint::detach(&ta);
    safepoint::detach(&tb);
}
