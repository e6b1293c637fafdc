//! Models of the inflated monitor's entry queue. (See `stack_lock.rs` for
//! the conventions.)
#![cfg(loom)]

use loom::sync::Arc;
use loom::thread;

use locking::*;
use loom_tests::Obj;

const RECORDS: usize = 2;

/// Three threads contend for an already inflated lock: two of them queue,
/// exits wake the head of the queue, a woken head may lose to a barging
/// thread and must be woken again. Mutual exclusion (loom checks the
/// counter's cell) and no lost wake-up (a thread parked forever is a
/// deadlock).
#[test]
fn three_threads_contend_on_a_monitor() {
    loom::model(|| {
        // A context per execution: loom objects must be created inside it.
        let ctx = LockingContext::with_defaults();
        let obj = Obj::new(0u32);
        let threads: Vec<_> = (0..3)
            .map(|_| Arc::new(LockingThread::with_capacity(&ctx, RECORDS)))
            .collect();
        // Inflate first: hashing an object we hold does it.
        monitor_enter(&threads[0], obj.r());
        identity_hash(&threads[0], obj.r());
        monitor_exit(&threads[0], obj.r()).unwrap();
        assert!(obj.r().mark().is_inflated());

        let others: Vec<_> = threads[1..]
            .iter()
            .map(|t| {
                let t = Arc::clone(t);
                thread::spawn(move || {
                    monitor_enter(&t, obj.r());
                    obj.with_locked(|c| *c += 1);
                    monitor_exit(&t, obj.r()).unwrap();
                })
            })
            .collect();
        let t = &threads[0];
        monitor_enter(t, obj.r());
        thread::yield_now(); // let the others queue behind us
        obj.with_locked(|c| *c += 1);
        monitor_exit(t, obj.r()).unwrap();
        for h in others {
            h.join().unwrap();
        }
        monitor_enter(t, obj.r());
        assert_eq!(obj.with_locked(|c| *c), 3);
        monitor_exit(t, obj.r()).unwrap();
    });
}
