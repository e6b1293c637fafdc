//! Multi-threaded stress tests on real threads. Each runs under a watchdog
//! (`within`) so that a deadlock fails the test instead of hanging it.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]
#![cfg(not(loom))]

mod common;

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use common::{within, Obj};
use locking::*;

fn counter_test(
    ctx: &'static Arc<LockingContext>,
    threads: usize,
    per_thread: usize,
    extra: fn(&LockingThread, &Obj<u64>, usize),
) {
    let obj = Obj::new(0u64);
    let barrier = Arc::new(Barrier::new(threads));
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                let t = LockingThread::new(ctx);
                barrier.wait();
                for i in 0..per_thread {
                    monitor_enter(&t, obj.r());
                    obj.with_locked(|c| *c += 1);
                    extra(&t, obj, i);
                    monitor_exit(&t, obj.r()).unwrap();
                }
                assert_eq!(t.lock_records_in_use(), 0);
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let t = LockingThread::new(ctx);
    monitor_enter(&t, obj.r());
    assert_eq!(obj.with_locked(|c| *c), (threads * per_thread) as u64);
    monitor_exit(&t, obj.r()).unwrap();
}

#[test]
fn counter_under_contention_is_exact() {
    let ctx = common::context();
    within(20, move || counter_test(ctx, 4, 50_000, |_, _, _| {}));
}

#[test]
fn counter_with_recursion_and_hashing_is_exact() {
    within(20, || {
        let ctx = common::context();
        counter_test(ctx, 4, 20_000, |t, obj, i| {
            // re-enter, and sometimes hash while holding (inflates)
            monitor_enter(t, obj.r());
            obj.with_locked(|c| *c += 0);
            if i % 1000 == 7 {
                assert!(identity_hash(t, obj.r()) > 0);
            }
            assert!(holds_lock(t, obj.r()));
            monitor_exit(t, obj.r()).unwrap();
        })
    });
}

#[test]
fn many_threads_few_records_is_exact() {
    let ctx = common::context();
    // Tiny record areas: every nested acquisition beyond two overflows to
    // the monitor.
    within(20, move || {
        let obj = Obj::new(0u64);
        let handles: Vec<_> = (0..8)
            .map(|_| {
                std::thread::spawn(move || {
                    let t = LockingThread::with_capacity(ctx, 2);
                    for _ in 0..5_000 {
                        for _ in 0..4 {
                            monitor_enter(&t, obj.r());
                        }
                        obj.with_locked(|c| *c += 1);
                        for _ in 0..4 {
                            monitor_exit(&t, obj.r()).unwrap();
                        }
                        assert!(!holds_lock(&t, obj.r()));
                    }
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        let t = LockingThread::new(ctx);
        monitor_enter(&t, obj.r());
        assert_eq!(obj.with_locked(|c| *c), 40_000);
        monitor_exit(&t, obj.r()).unwrap();
    });
}

#[test]
fn fresh_objects_inflation_race_keeps_one_hash() {
    let ctx = common::context();
    // Many short-lived contention episodes on fresh objects: stack lock vs.
    // inflation vs. hashing, all racing.
    within(20, move || {
        for _ in 0..300 {
            let obj = Obj::new(0u64);
            let hashes: Vec<i32> = std::thread::scope(|s| {
                let hs: Vec<_> = (0..3)
                    .map(|k| {
                        s.spawn(move || {
                            let t = LockingThread::new(ctx);
                            let mut h = 0;
                            for i in 0..20 {
                                if (i + k) % 5 == 0 {
                                    h = identity_hash(&t, obj.r());
                                }
                                monitor_enter(&t, obj.r());
                                obj.with_locked(|c| *c += 1);
                                monitor_exit(&t, obj.r()).unwrap();
                            }
                            h
                        })
                    })
                    .collect();
                hs.into_iter().map(|h| h.join().unwrap()).collect()
            });
            assert!(
                hashes.iter().all(|&h| h == hashes[0] && h > 0),
                "{hashes:?}"
            );
            let t = LockingThread::new(ctx);
            assert_eq!(identity_hash(&t, obj.r()), hashes[0]);
            monitor_enter(&t, obj.r());
            assert_eq!(obj.with_locked(|c| *c), 60);
            monitor_exit(&t, obj.r()).unwrap();
        }
    });
}

/// Bounded buffer with `wait`/`notify_all`: P producers, C consumers, every
/// item consumed exactly once, nobody stuck.
#[test]
fn producer_consumer_with_notify_all_loses_no_wakeups() {
    within(30, || {
        let ctx = common::context();
        const PRODUCERS: usize = 3;
        const CONSUMERS: usize = 3;
        const ITEMS: usize = 10_000; // per producer
        const CAP: usize = 4;
        let buf = Obj::new(VecDeque::<usize>::new());
        let consumed_sum = Arc::new(AtomicUsize::new(0));
        let consumed_count = Arc::new(AtomicUsize::new(0));
        let mut handles = Vec::new();
        for p in 0..PRODUCERS {
            handles.push(std::thread::spawn(move || {
                let t = LockingThread::new(ctx);
                for i in 0..ITEMS {
                    monitor_enter(&t, buf.r());
                    while buf.with_locked(|q| q.len()) == CAP {
                        assert_eq!(wait(&t, buf.r(), None), Ok(WaitOutcome::Notified));
                    }
                    buf.with_locked(|q| q.push_back(p * ITEMS + i));
                    notify_all(&t, buf.r()).unwrap();
                    monitor_exit(&t, buf.r()).unwrap();
                }
            }));
        }
        for _ in 0..CONSUMERS {
            let (sum, count) = (Arc::clone(&consumed_sum), Arc::clone(&consumed_count));
            handles.push(std::thread::spawn(move || {
                let t = LockingThread::new(ctx);
                loop {
                    monitor_enter(&t, buf.r());
                    let item = loop {
                        if let Some(x) = buf.with_locked(|q| q.pop_front()) {
                            break Some(x);
                        }
                        if count.load(Ordering::SeqCst) == PRODUCERS * ITEMS {
                            break None;
                        }
                        // Timed: the last item may be taken by another
                        // consumer while we wait; re-check the total.
                        wait(&t, buf.r(), Some(Duration::from_millis(50))).unwrap();
                    };
                    if item.is_some() {
                        notify_all(&t, buf.r()).unwrap();
                    }
                    monitor_exit(&t, buf.r()).unwrap();
                    match item {
                        Some(x) => {
                            sum.fetch_add(x, Ordering::SeqCst);
                            count.fetch_add(1, Ordering::SeqCst);
                        }
                        None => break,
                    }
                }
            }));
        }
        for h in handles {
            h.join().unwrap();
        }
        let n = PRODUCERS * ITEMS;
        assert_eq!(consumed_count.load(Ordering::SeqCst), n);
        assert_eq!(consumed_sum.load(Ordering::SeqCst), n * (n - 1) / 2);
    });
}

/// One producer, one consumer, a one-slot mailbox and plain `notify`, with
/// untimed waits: a single lost wake-up deadlocks (and trips the watchdog).
#[test]
fn ping_pong_with_notify_loses_no_wakeups() {
    within(30, || {
        let ctx = common::context();
        const ROUNDS: u64 = 20_000;
        let slot = Obj::new(None::<u64>);
        let producer = std::thread::spawn(move || {
            let t = LockingThread::new(ctx);
            for i in 0..ROUNDS {
                monitor_enter(&t, slot.r());
                while slot.with_locked(|s| s.is_some()) {
                    wait(&t, slot.r(), None).unwrap();
                }
                slot.with_locked(|s| *s = Some(i));
                notify(&t, slot.r()).unwrap();
                monitor_exit(&t, slot.r()).unwrap();
            }
        });
        let consumer = std::thread::spawn(move || {
            let t = LockingThread::new(ctx);
            let mut sum = 0;
            for _ in 0..ROUNDS {
                monitor_enter(&t, slot.r());
                let v = loop {
                    if let Some(v) = slot.with_locked(|s| s.take()) {
                        break v;
                    }
                    wait(&t, slot.r(), None).unwrap();
                };
                notify(&t, slot.r()).unwrap();
                monitor_exit(&t, slot.r()).unwrap();
                sum += v;
            }
            sum
        });
        producer.join().unwrap();
        assert_eq!(consumer.join().unwrap(), ROUNDS * (ROUNDS - 1) / 2);
    });
}

#[test]
fn notify_all_wakes_every_waiter_in_turn() {
    within(10, || {
        let ctx = common::context();
        const WAITERS: usize = 6;
        let obj = Obj::new((0usize, false)); // (waiting, go)
        let handles: Vec<_> = (0..WAITERS)
            .map(|_| {
                std::thread::spawn(move || {
                    let t = LockingThread::new(ctx);
                    monitor_enter(&t, obj.r());
                    monitor_enter(&t, obj.r()); // recursion survives wait
                    obj.with_locked(|s| s.0 += 1);
                    while !obj.with_locked(|s| s.1) {
                        assert_eq!(wait(&t, obj.r(), None), Ok(WaitOutcome::Notified));
                    }
                    assert!(holds_lock(&t, obj.r()));
                    monitor_exit(&t, obj.r()).unwrap();
                    monitor_exit(&t, obj.r()).unwrap();
                    assert!(!holds_lock(&t, obj.r()));
                })
            })
            .collect();
        let t = LockingThread::new(ctx);
        loop {
            monitor_enter(&t, obj.r());
            let waiting = obj.with_locked(|s| s.0);
            if waiting == WAITERS {
                obj.with_locked(|s| s.1 = true);
                notify_all(&t, obj.r()).unwrap();
                monitor_exit(&t, obj.r()).unwrap();
                break;
            }
            monitor_exit(&t, obj.r()).unwrap();
            std::thread::sleep(Duration::from_millis(1));
        }
        for h in handles {
            h.join().unwrap();
        }
    });
}

#[test]
fn interrupting_a_waiter_wakes_it_with_interrupted() {
    within(10, || {
        let ctx = common::context();
        let obj = Obj::new(());
        let waiter = Arc::new(LockingThread::new(ctx));
        let started = Arc::new(AtomicBool::new(false));
        let h = {
            let (waiter, started) = (Arc::clone(&waiter), Arc::clone(&started));
            std::thread::spawn(move || {
                monitor_enter(&waiter, obj.r());
                monitor_enter(&waiter, obj.r());
                started.store(true, Ordering::SeqCst);
                let r = wait(&waiter, obj.r(), None);
                assert!(holds_lock(&waiter, obj.r()), "re-acquired before returning");
                assert!(!waiter.is_interrupted(), "flag cleared");
                monitor_exit(&waiter, obj.r()).unwrap();
                monitor_exit(&waiter, obj.r()).unwrap();
                assert!(!holds_lock(&waiter, obj.r()));
                r
            })
        };
        // Interrupt once it is really waiting: it has released the lock.
        let t = LockingThread::new(ctx);
        loop {
            if started.load(Ordering::SeqCst) {
                monitor_enter(&t, obj.r());
                monitor_exit(&t, obj.r()).unwrap();
                break;
            }
            std::thread::yield_now();
        }
        std::thread::sleep(Duration::from_millis(20));
        let before = Instant::now();
        waiter.interrupt();
        assert_eq!(h.join().unwrap(), Err(WaitError::Interrupted));
        assert!(before.elapsed() < Duration::from_secs(2));
    });
}

#[test]
fn interrupt_while_the_lock_is_held_elsewhere_reacquires_first() {
    within(10, || {
        let ctx = common::context();
        let obj = Obj::new(0u32);
        let waiter = Arc::new(LockingThread::new(ctx));
        let w = Arc::clone(&waiter);
        let h = std::thread::spawn(move || {
            monitor_enter(&w, obj.r());
            obj.with_locked(|s| *s = 1);
            let r = wait(&w, obj.r(), None);
            // the interrupter set 2 while holding the lock, before we could
            // re-acquire it
            let seen = obj.with_locked(|s| *s);
            monitor_exit(&w, obj.r()).unwrap();
            (r, seen)
        });
        let t = LockingThread::new(ctx);
        loop {
            monitor_enter(&t, obj.r());
            if obj.with_locked(|s| *s) == 1 {
                waiter.interrupt();
                std::thread::sleep(Duration::from_millis(20));
                obj.with_locked(|s| *s = 2);
                monitor_exit(&t, obj.r()).unwrap();
                break;
            }
            monitor_exit(&t, obj.r()).unwrap();
            std::thread::yield_now();
        }
        assert_eq!(h.join().unwrap(), (Err(WaitError::Interrupted), 2));
    });
}

#[test]
fn timed_wait_times_out_and_a_notified_timed_wait_does_not() {
    within(10, || {
        let ctx = common::context();
        let obj = Obj::new(false);
        let t = LockingThread::new(ctx);
        monitor_enter(&t, obj.r());
        let start = Instant::now();
        assert_eq!(
            wait(&t, obj.r(), Some(Duration::from_millis(100))),
            Ok(WaitOutcome::TimedOut)
        );
        let waited = start.elapsed();
        assert!(waited >= Duration::from_millis(100), "{waited:?}");
        assert!(waited < Duration::from_secs(2), "{waited:?}");
        monitor_exit(&t, obj.r()).unwrap();

        // Now a notifier arrives long before the timeout.
        let h = std::thread::spawn(move || {
            let u = LockingThread::new(ctx);
            loop {
                monitor_enter(&u, obj.r());
                if obj.with_locked(|ready| *ready) {
                    notify(&u, obj.r()).unwrap();
                    monitor_exit(&u, obj.r()).unwrap();
                    break;
                }
                monitor_exit(&u, obj.r()).unwrap();
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        monitor_enter(&t, obj.r());
        obj.with_locked(|ready| *ready = true);
        let start = Instant::now();
        assert_eq!(
            wait(&t, obj.r(), Some(Duration::from_secs(30))),
            Ok(WaitOutcome::Notified)
        );
        assert!(start.elapsed() < Duration::from_secs(5));
        monitor_exit(&t, obj.r()).unwrap();
        h.join().unwrap();
    });
}

#[test]
fn nested_locking_of_two_objects_in_order_is_exact() {
    within(20, || {
        let ctx = common::context();
        let (a, b) = (Obj::new(0u64), Obj::new(0u64));
        let handles: Vec<_> = (0..4)
            .map(|k| {
                std::thread::spawn(move || {
                    let t = LockingThread::new(ctx);
                    for i in 0..10_000 {
                        monitor_enter(&t, a.r());
                        if (i + k) % 2 == 0 {
                            monitor_enter(&t, b.r());
                            b.with_locked(|c| *c += 1);
                            monitor_exit(&t, b.r()).unwrap();
                        }
                        a.with_locked(|c| *c += 1);
                        monitor_exit(&t, a.r()).unwrap();
                    }
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        let t = LockingThread::new(ctx);
        monitor_enter(&t, a.r());
        monitor_enter(&t, b.r());
        assert_eq!(a.with_locked(|c| *c), 40_000);
        assert_eq!(b.with_locked(|c| *c), 20_000);
        monitor_exit(&t, b.r()).unwrap();
        monitor_exit(&t, a.r()).unwrap();
    });
}
