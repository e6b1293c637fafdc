//! Read-only questions about lock state, for diagnostics: the thread dump
//! (`jstack`, `kill -3`) and its deadlock search. Which monitor is a thread
//! blocked entering or waiting on, which thread holds an object's lock, and
//! how many threads queue on a monitor.
//!
//! Every answer is a racy snapshot while Java threads run. At a safepoint
//! it is exact: every attached thread is then stopped between lock
//! operations or parked inside one, with the fields read here already set
//! (a thread announces the monitor it is about to block on before it
//! blocks, and withdraws it only after it owns the monitor).
//!
//! The two per-thread fields behind these questions are HotSpot's
//! `_current_pending_monitor` (set from a thread's first failed attempt to
//! enter a monitor until it owns it: `monitor/enter.rs`, `enter_contended`) and
//! `_current_waiting_monitor` (set for the whole of `Object.wait`, re-entry
//! included).

use crate::sync::Ordering::Relaxed;

use crate::mark_word::MarkState;
use crate::monitor::{ObjectMonitor, Owner};
use crate::object::ObjectRef;
use crate::thread::{LockingThread, ThreadId};

/// The monitor at `addr` (0: none).
fn monitor_at(addr: usize) -> Option<&'static ObjectMonitor> {
    // SAFETY: every non-zero address this is given was taken from a live
    // `&ObjectMonitor` (a thread's pending or waiting monitor) or from an
    // inflated mark word, which holds the address of a published monitor.
    // Monitors come from the pool of `deflation/pool.rs` and are never freed,
    // only reused, so the address stays a valid `ObjectMonitor` for ever.
    (addr != 0).then(|| unsafe { &*(addr as *const ObjectMonitor) })
}

impl LockingThread {
    /// The thread is about to block entering `monitor` (`monitor/enter.rs`).
    pub(crate) fn set_pending_monitor(&self, monitor: &ObjectMonitor) {
        self.pending_monitor
            .store(monitor as *const ObjectMonitor as usize, Relaxed);
    }

    /// The thread owns the monitor it was contending for.
    pub(crate) fn clear_pending_monitor(&self) {
        self.pending_monitor.store(0, Relaxed);
    }

    /// The thread enters `Object.wait` on `monitor` (`Some`) or has
    /// returned from it, owning the monitor again (`None`).
    pub(crate) fn set_waiting_monitor(&self, monitor: Option<&ObjectMonitor>) {
        let addr = monitor.map_or(0, |m| m as *const ObjectMonitor as usize);
        self.waiting_monitor.store(addr, Relaxed);
    }

    /// The monitor the thread is blocked entering: a contended
    /// `monitorenter` (or synchronized method), or the re-entry of a
    /// `wait()` that was notified, timed out or interrupted (HotSpot's
    /// "waiting to re-lock in wait()"). `None` while it is not BLOCKED.
    pub fn contended_monitor(&self) -> Option<&'static ObjectMonitor> {
        monitor_at(self.pending_monitor.load(Relaxed)).or_else(|| {
            if self.is_blocked_on_monitor() {
                self.waiting_monitor()
            } else {
                None
            }
        })
    }

    /// The monitor the thread waits to re-lock after its `wait()` was
    /// notified: `notify` moved it to the monitor's entry queues, where it
    /// waits for the lock as a blocked enter does, although it is not
    /// BLOCKED yet (it stays parked in `wait` until an exiting owner wakes
    /// it, and only then blocks in `ReenterI`, [`contended_monitor`]).
    /// `None` while it is not in `wait`, not yet notified, or owns the
    /// monitor again.
    ///
    /// [`contended_monitor`]: LockingThread::contended_monitor
    pub fn relocking_monitor(&self) -> Option<&'static ObjectMonitor> {
        self.waiting_monitor().filter(|_| self.waiter.is_queued())
    }

    /// The monitor the thread is in `Object.wait` on, from the call until
    /// it owns the monitor again (so also while it re-enters it).
    pub fn waiting_monitor(&self) -> Option<&'static ObjectMonitor> {
        monitor_at(self.waiting_monitor.load(Relaxed))
    }

    /// Whether the lock record at `record` is one of this thread's: a
    /// stack-locked mark word, or a monitor owner word that is a record
    /// address, names its owner this way.
    pub fn owns_record(&self, record: usize) -> bool {
        self.records.contains(record)
    }

    /// Whether one of the thread's lock records is in use for `obj` (it
    /// holds `obj`'s lock, by bias, stack lock or monitor, unless the
    /// records overflowed).
    pub fn has_record_for(&self, obj: ObjectRef) -> bool {
        self.records.find(obj).is_some() || self.records.overflow_holds(obj)
    }
}

/// An object's lock as its mark word shows it, for display.
#[derive(Clone, Copy, Debug)]
pub enum LockState {
    /// Neither locked nor biased.
    Unlocked,
    /// Biased towards `thread` (`None`: anonymously biased, no thread
    /// yet). A bias is not a lock: the thread may or may not be inside a
    /// synchronized block on the object ([`holder`] tells).
    Biased { thread: Option<ThreadId>, epoch: u8 },
    /// Stack-locked: the mark word points at the owner's lock record.
    StackLocked { record: usize },
    /// Inflated: the object's lock is `monitor`.
    Inflated { monitor: &'static ObjectMonitor },
    /// A monitor is being installed (transient; never seen at a
    /// safepoint).
    Inflating,
}

/// The profile of `monitor` (`None` when it was inflated with profiling
/// off): what names the lock in the profilers' report.
pub fn monitor_profile(monitor: &ObjectMonitor) -> Option<&'static crate::profile::LockProfile> {
    monitor.profile()
}

/// The state of `obj`'s lock.
pub fn lock_state(obj: ObjectRef) -> LockState {
    match obj.mark().state() {
        MarkState::Unlocked { .. } | MarkState::Marked { .. } => LockState::Unlocked,
        MarkState::Biased { thread, epoch, .. } => LockState::Biased {
            thread: u32::try_from(thread).ok().and_then(ThreadId::new),
            epoch,
        },
        MarkState::StackLocked { record } => LockState::StackLocked { record },
        MarkState::Inflated { monitor } => match monitor_at(monitor) {
            Some(monitor) => LockState::Inflated { monitor },
            None => LockState::Inflating,
        },
        MarkState::Inflating => LockState::Inflating,
    }
}

/// The thread among `threads` that holds `obj`'s lock, if any.
pub fn holder<'a>(obj: ObjectRef, threads: &[&'a LockingThread]) -> Option<&'a LockingThread> {
    match lock_state(obj) {
        LockState::Unlocked | LockState::Inflating | LockState::Biased { thread: None, .. } => None,
        // Biased: held only while the thread has a record for it.
        LockState::Biased {
            thread: Some(id), ..
        } => threads
            .iter()
            .copied()
            .find(|t| t.id() == id && t.has_record_for(obj)),
        LockState::StackLocked { record } => {
            threads.iter().copied().find(|t| t.owns_record(record))
        }
        LockState::Inflated { monitor } => monitor_owner(monitor, threads),
    }
}

/// The thread among `threads` that owns `monitor`, if any.
pub fn monitor_owner<'a>(
    monitor: &ObjectMonitor,
    threads: &[&'a LockingThread],
) -> Option<&'a LockingThread> {
    match monitor.owner() {
        Owner::Free => None,
        Owner::Thread(id) => threads.iter().copied().find(|t| t.id() == id),
        Owner::StackLocker { record } => threads.iter().copied().find(|t| t.owns_record(record)),
    }
}

/// Who queues on a monitor, counted over the threads given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MonitorQueues {
    /// Threads blocked entering it (HotSpot's `cxq` and `EntryList`), those
    /// re-entering after a `wait()` included.
    pub entering: usize,
    /// Threads in its wait set (in `wait()`, not yet notified or timed out).
    pub waiting: usize,
}

/// How many of `threads` are blocked entering `monitor` and waiting on it.
pub fn monitor_queues(monitor: &ObjectMonitor, threads: &[&LockingThread]) -> MonitorQueues {
    let mut q = MonitorQueues::default();
    for t in threads {
        if t.contended_monitor()
            .is_some_and(|m| std::ptr::eq(m, monitor))
        {
            q.entering += 1;
        } else if t
            .waiting_monitor()
            .is_some_and(|m| std::ptr::eq(m, monitor))
        {
            q.waiting += 1;
        }
    }
    q
}

#[cfg(all(test, not(loom)))]
// The test observes the crate from real threads with std's primitives.
#[allow(clippy::disallowed_types, clippy::disallowed_methods)]
mod tests {
    use super::*;
    use crate::{monitor_enter, monitor_exit, wait};
    use std::sync::atomic::AtomicUsize;
    use std::sync::Arc;
    use std::time::Duration;

    fn object() -> ObjectRef {
        let mark: &'static AtomicUsize = Box::leak(Box::new(AtomicUsize::new(
            crate::MarkWord::PROTOTYPE.bits(),
        )));
        // SAFETY: a leaked mark word with the unbiasable prototype lives for
        // ever, never moves and is written only by this crate.
        unsafe { ObjectRef::from_header(mark) }
    }

    #[test]
    fn stack_lock_holder_and_contention() {
        let obj = object();
        let ctx = crate::LockingContext::with_defaults();
        let a = Arc::new(LockingThread::new(&ctx));
        let b = Arc::new(LockingThread::new(&ctx));
        monitor_enter(&a, obj);
        assert!(matches!(lock_state(obj), LockState::StackLocked { .. }));
        assert_eq!(holder(obj, &[&b, &a]).map(|t| t.id()), Some(a.id()));

        let b2 = b.clone();
        let h = std::thread::spawn(move || {
            monitor_enter(&b2, obj);
            monitor_exit(&b2, obj).unwrap();
        });
        // Wait until b blocks on the (now inflated) monitor.
        while b.contended_monitor().is_none() || !b.is_blocked_on_monitor() {
            std::thread::sleep(Duration::from_millis(1));
        }
        let LockState::Inflated { monitor } = lock_state(obj) else {
            panic!("contention inflates");
        };
        assert!(std::ptr::eq(b.contended_monitor().unwrap(), monitor));
        assert_eq!(holder(obj, &[&a, &b]).map(|t| t.id()), Some(a.id()));
        assert_eq!(
            monitor_queues(monitor, &[&a, &b]),
            MonitorQueues {
                entering: 1,
                waiting: 0
            }
        );
        monitor_exit(&a, obj).unwrap();
        h.join().unwrap();
        assert!(b.contended_monitor().is_none());
    }

    #[test]
    fn waiting_monitor_is_set_for_the_wait() {
        let obj = object();
        let ctx = crate::LockingContext::with_defaults();
        let a = Arc::new(LockingThread::new(&ctx));
        monitor_enter(&a, obj);
        let _ = wait(&a, obj, Some(Duration::from_millis(1))).unwrap();
        assert!(a.waiting_monitor().is_none());
        let LockState::Inflated { monitor } = lock_state(obj) else {
            panic!("wait inflates");
        };
        assert_eq!(monitor_queues(monitor, &[&a]), MonitorQueues::default());
        monitor_exit(&a, obj).unwrap();
    }
}
