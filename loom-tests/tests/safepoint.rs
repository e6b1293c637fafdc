//! Models of safepoints: deflation at a safepoint racing with a thread
//! that locks the object, and bias revocation at a safepoint while the bias
//! owner is inside a critical section. (See `stack_lock.rs` for the
//! conventions.) The "VM thread" is the model's main thread or the
//! requesting thread (no executor is installed, so `safepoint::execute`
//! runs the safepoint inline).
#![cfg(loom)]

use std::sync::Arc;

use loom::thread;

use locking::*;
use loom_tests::Obj;

const RECORDS: usize = 2;

/// A thread attached to safepoints (as the VM attaches Java threads).
fn java_thread(ctx: &Arc<LockingContext>) -> Arc<LockingThread> {
    let t = Arc::new(LockingThread::with_capacity(ctx, RECORDS));
    safepoint::attach(&t);
    t
}

/// An idle inflated monitor is deflated at a safepoint while another thread
/// locks and unlocks the object, polling between operations. Whatever the
/// interleaving: the lock is never lost or doubly held (loom checks the
/// counter's cell), the identity hash survives deflation (it moves from the
/// monitor's header back into the mark word), and the object ends up either
/// unlocked or inflated-and-idle.
#[test]
fn deflation_races_a_new_acquirer() {
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(0u32);
        let a = java_thread(&ctx);
        monitor_enter(&a, obj.r());
        let hash = identity_hash(&a, obj.r()); // inflates the held lock
        monitor_exit(&a, obj.r()).unwrap();
        assert!(obj.r().mark().is_inflated());

        let worker = {
            let a = Arc::clone(&a);
            thread::spawn(move || {
                safepoint::poll(&a);
                monitor_enter(&a, obj.r());
                obj.with_locked(|c| *c += 1);
                monitor_exit(&a, obj.r()).unwrap();
                safepoint::poll(&a);
                monitor_enter(&a, obj.r());
                obj.with_locked(|c| *c += 1);
                monitor_exit(&a, obj.r()).unwrap();
                safepoint::detach(&a);
            })
        };

        // The VM thread: one safepoint with deflation.
        let at = safepoint::synchronize(&ctx);
        let stats = deflation::deflate_idle_monitors(&at);
        // Every Java thread is at a poll, outside its critical sections,
        // so the only monitor is idle and must be deflated.
        assert_eq!(stats.deflated, 1);
        assert!(!obj.r().mark().is_inflated());
        drop(at);

        worker.join().unwrap();
        let main = java_thread(&ctx);
        assert_eq!(identity_hash(&main, obj.r()), hash);
        monitor_enter(&main, obj.r());
        assert_eq!(obj.with_locked(|c| *c), 2);
        monitor_exit(&main, obj.r()).unwrap();
        safepoint::detach(&main);
    });
}

/// A monitor with a thread blocked entering it is busy: a safepoint does not
/// deflate it, and the blocked thread gets the lock afterwards.
#[test]
fn a_blocked_entrant_pins_the_monitor() {
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(0u32);
        let owner = java_thread(&ctx);
        monitor_enter(&owner, obj.r());
        identity_hash(&owner, obj.r()); // inflated, owned
        let entrant = {
            let t = java_thread(&ctx);
            thread::spawn(move || {
                monitor_enter(&t, obj.r()); // blocks (safe) while owned
                obj.with_locked(|c| *c += 1);
                monitor_exit(&t, obj.r()).unwrap();
                safepoint::detach(&t);
            })
        };
        // The owner is at a poll inside its critical section (the VM thread
        // runs the safepoint on its behalf, inline).
        owner.block();
        let at = safepoint::synchronize(&ctx);
        let stats = deflation::deflate_idle_monitors(&at);
        assert_eq!(stats.deflated, 0, "an owned monitor must not be deflated");
        drop(at);
        owner.unblock();
        obj.with_locked(|c| *c += 1);
        monitor_exit(&owner, obj.r()).unwrap();
        safepoint::detach(&owner);
        entrant.join().unwrap();
        let main = java_thread(&ctx);
        monitor_enter(&main, obj.r());
        assert_eq!(obj.with_locked(|c| *c), 2);
        monitor_exit(&main, obj.r()).unwrap();
        safepoint::detach(&main);
    });
}

/// Thread A holds a lock by bias and is inside its critical section; thread
/// B locks the object, which revokes A's bias at a safepoint: A's lock
/// record becomes a stack lock (A still holds the lock), and B then waits
/// for A like any contender. Never two owners; the bias is gone afterwards.
#[test]
fn bias_revocation_at_a_safepoint() {
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        biased::enable(&ctx);
        let class = LockClass::new(&ctx, "LoomBiased");
        let obj = Obj::of_class(0u32, class);
        assert!(obj.r().mark().has_bias_pattern());
        let a = java_thread(&ctx);
        monitor_enter(&a, obj.r());
        assert_eq!(
            obj.r().mark().bias_thread(),
            u64::from(a.id().get()),
            "the first lock biases the object to its locker"
        );
        let b = {
            let t = java_thread(&ctx);
            thread::spawn(move || {
                monitor_enter(&t, obj.r()); // revokes A's bias
                assert!(holds_lock(&t, obj.r()));
                obj.with_locked(|c| *c += 1);
                monitor_exit(&t, obj.r()).unwrap();
                safepoint::detach(&t);
            })
        };
        // A in its critical section, polling: the revocation happens at one
        // of these polls (or after A detached).
        safepoint::poll(&a);
        obj.with_locked(|c| *c += 1);
        assert!(holds_lock(&a, obj.r()));
        safepoint::poll(&a);
        monitor_exit(&a, obj.r()).unwrap();
        safepoint::detach(&a);
        b.join().unwrap();
        assert!(!obj.r().mark().has_bias_pattern(), "bias revoked");
        let main = java_thread(&ctx);
        monitor_enter(&main, obj.r());
        assert_eq!(obj.with_locked(|c| *c), 2);
        monitor_exit(&main, obj.r()).unwrap();
        safepoint::detach(&main);
    });
}
