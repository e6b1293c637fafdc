//! A bias handed over inside a safepoint can be revoked again before its new
//! owner leaves that safepoint's blocked state: another thread's revocation
//! safepoint may run first. The owner then holds a stack lock (the
//! revocation rebuilt its lock record), not a bias, and its exit must
//! release it. Found as a hang of `SyncCounters` (a thread's exit locks its
//! `Thread` object, which a bulk rebias hands to it, while `join` revokes
//! it); here the interleaving is forced with a safepoint executor that runs
//! the second revocation while the first requester is still blocked.
//! Own test binary: the executor and the bias thresholds are process-wide.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]
#![cfg(not(loom))]

mod common;

use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
use std::sync::Arc;
use std::thread;

use common::{object_of, wait_until, within};
use locking::*;

/// The bulk rebias has run; the contender may request its revocation.
static REBIASED: AtomicBool = AtomicBool::new(false);
/// The contender's revocation has run.
static REVOKED: AtomicBool = AtomicBool::new(false);

fn wait_for(flag: &AtomicBool, what: &str) {
    wait_until(what, || flag.load(SeqCst));
}

/// Runs each operation at a safepoint, as the VM thread does; after the
/// bulk rebias it keeps its requester blocked until the contender's
/// revocation has run.
fn executor(ctx: &LockingContext, op: safepoint::VmOperation) {
    let name = op.name;
    let at = safepoint::synchronize(ctx);
    (op.work)();
    deflation::deflate_idle_monitors(&at);
    drop(at);
    match name {
        "BulkRebias" => {
            REBIASED.store(true, SeqCst);
            wait_for(&REVOKED, "the contender's revocation");
        }
        "RevokeBias" => REVOKED.store(true, SeqCst),
        _ => {}
    }
}

#[test]
fn a_bias_revoked_before_its_new_owner_resumes_is_released_as_a_stack_lock() {
    within(30, || {
        // The first revocation of the class is a bulk rebias.
        let ctx: &'static Arc<LockingContext> = Box::leak(Box::new(
            LockingContext::builder(biased::BiasedLockingOptions {
                bulk_rebias_threshold: 1,
                bulk_revoke_threshold: 50,
                ..Default::default()
            })
            .executor(Box::new(executor))
            .build(),
        ));
        biased::enable(ctx);
        let o = object_of(LockClass::new(ctx, "RebiasedThenRevoked"));
        // Biased to a thread that is gone (as main's bias on a Thread object).
        let first = LockingThread::new(ctx);
        let slot = monitor_enter(&first, o);
        monitor_exit_slot(&first, o, slot).unwrap();
        assert!(o.mark().has_bias_pattern(), "{:?}", o.mark());

        let owner = Arc::new(LockingThread::new(ctx));
        safepoint::attach(&owner);
        let contender = thread::spawn(move || {
            wait_for(&REBIASED, "the bulk rebias");
            let t = LockingThread::new(ctx);
            // Biased to `owner`, who holds it: revoked at a safepoint into
            // owner's stack lock, then inflated; we queue until owner exits.
            let slot = monitor_enter(&t, o);
            monitor_exit_slot(&t, o, slot).unwrap();
        });
        // The bulk rebias hands the bias to `owner`; the contender's
        // revocation runs before `owner` resumes.
        let slot = monitor_enter(&owner, o);
        assert!(REVOKED.load(SeqCst));
        assert!(holds_lock(&owner, o));
        assert!(
            !o.mark().has_bias_pattern(),
            "revoked while owner was blocked: {:?}",
            o.mark()
        );
        // The release the bug skipped: the record was marked held by bias
        // and the exit only freed it, leaving the contender parked forever.
        monitor_exit_slot(&owner, o, slot).unwrap();
        assert!(!holds_lock(&owner, o));
        safepoint::detach(&owner);
        contender.join().unwrap();
    });
}
