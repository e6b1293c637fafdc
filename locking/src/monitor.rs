//! [`ObjectMonitor`]: the inflated lock — owner, recursion count, a queue of
//! threads blocked entering, and the FIFO wait set of `Object.wait`.
//!
//! **Interim implementation.** This is a simple, correct monitor; the next
//! issue replaces its queueing with HotSpot's (`cxq` + `EntryList`, `succ`,
//! `Responsible`, adaptive spinning) and adds deflation. What stays: the
//! fields `header`, `object`, `owner`, `recursions`, the owner encoding,
//! the wait-set semantics, and the rule that only the owner changes
//! `recursions`.
//!
//! # Owner word
//!
//! | `owner` | meaning |
//! |---|---|
//! | 0 | free |
//! | `id << 1 \| 1` (odd) | owned by thread `id` |
//! | a lock-record address (even, non-zero) | owned by the thread whose stack lock was inflated; that thread (the only one whose area contains the address) rewrites it to its id the next time it touches the monitor (HotSpot's `is_lock_owned` conversion) |
//!
//! # Protocol
//!
//! * **Enter**: CAS `owner` 0 → me. If it was me: `recursions += 1`. If it
//!   was one of my lock records: convert, `recursions = 1` (the stack lock
//!   was the first acquisition, this one is a recursion). Otherwise spin a
//!   little, then append myself to `entry` (under `queues`), and loop:
//!   `fence(SeqCst)`, try the CAS, park. On success, remove myself from
//!   `entry`.
//! * **Exit**: if `recursions > 0` decrement; else store `owner = 0`
//!   (release), `fence(SeqCst)`, and if `entrants > 0` unpark the head of
//!   `entry` (without dequeuing it: it dequeues itself once it owns the
//!   lock, so a head that loses the race to a barging thread stays queued
//!   and is woken again by the barger's exit).
//!
//!   No lost wake-up: an entrant increments `entrants` *before* its fence
//!   and tries the CAS *after* it; an exiter clears `owner` before its fence
//!   and reads `entrants` after it. Of the two SeqCst fences one comes first:
//!   if the exiter's, the entrant's CAS sees `owner == 0` (or a later owner,
//!   who will exit in turn); if the entrant's, the exiter sees it queued.
//! * **Wait**: check ownership, then the interrupt flag; append myself to
//!   `wait_set`, save and zero `recursions`, exit fully, park until notified,
//!   interrupted or timed out; re-enter; restore `recursions`.
//! * **Notify**: move the head of `wait_set` (all of it for `notify_all`) to
//!   the tail of `entry`. It is *not* woken: it is woken like any entrant
//!   when the notifier (or a later owner) exits, so `notify_all` causes no
//!   thundering herd.
//!
//! # A thread's states with respect to one monitor
//!
//! ```text
//!                     enter: CAS owner 0 -> me succeeds
//!   (outside) ---------------------------------------------------> OWNER
//!       |                                                          ^  |  |
//!       | CAS fails (after a short spin)                           |  |  | exit with
//!       v                                                          |  |  | recursions == 0
//!   ENTRY QUEUE: parked; woken when it is the head  ---------------+  |  +--> (outside)
//!       ^   (CAS succeeds after a wake-up: dequeue itself)            |
//!       |                                                             | wait(): release fully
//!       |  notify / notify_all (moved, not woken);                    v
//!       |  or, after a timeout / interrupt, re-enters from    WAIT SET: parked,
//!       +-------------------------------------------------    wait_state == WAITING
//!                          (outside) with wait_state NONE
//! ```
//!
//! The per-thread `wait_state` (NONE / WAITING / NOTIFIED) is changed only
//! under `queues`; a waiter reads it without the lock to decide whether to
//! stop parking, then settles its fate under the lock: still WAITING means
//! it timed out or was interrupted and removes itself from the wait set;
//! NOTIFIED means it is already in `entry` and re-enters from there.

use std::collections::VecDeque;
use std::fmt;
use std::ptr::NonNull;
use std::time::{Duration, Instant};

use crate::mark_word::MarkWord;
use crate::object::ObjectRef;
use crate::sync::{fence, spin_hint, AtomicUsize, Mutex, Ordering};
use crate::thread::{wait_state, LockingThread, ThreadId};
use crate::{IllegalMonitorState, WaitError, WaitOutcome};

/// Failed CAS attempts (with a spin hint between) before an entrant queues.
/// Interim: the next issue brings HotSpot's adaptive spinning.
const SPIN_TRIES: u32 = if cfg!(loom) { 1 } else { 100 };

/// Who owns a monitor, decoded from its owner word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// Nobody.
    Free,
    /// A thread, by id.
    Thread(ThreadId),
    /// The thread whose stack lock was inflated, named by its lock record's
    /// address until that thread touches the monitor.
    StackLocker { record: usize },
}

/// A raw pointer to a thread blocked on this monitor, kept in its queues.
///
/// Invariant (what makes dereferencing it sound): a `ThreadPtr` is in
/// `entry` or `wait_set` only while its thread is inside
/// [`ObjectMonitor::enter`]/[`ObjectMonitor::wait`], which borrow the
/// `LockingThread`; the thread removes its own entry (under `queues`)
/// before returning. So while we hold `queues`, every `ThreadPtr` in them
/// points to a live `LockingThread`.
#[derive(Clone, Copy, PartialEq, Eq)]
struct ThreadPtr(NonNull<LockingThread>);

// SAFETY: only dereferenced under the queue lock, where the invariant above
// makes the target live; `LockingThread` is Sync.
unsafe impl Send for ThreadPtr {}

impl ThreadPtr {
    fn new(thread: &LockingThread) -> Self {
        ThreadPtr(NonNull::from(thread))
    }

    /// The thread.
    ///
    /// # Safety
    /// The caller holds the queue lock of the monitor whose queue this
    /// pointer was taken from (see the type's invariant).
    unsafe fn get<'a>(self) -> &'a LockingThread {
        // SAFETY: the caller's obligation.
        unsafe { self.0.as_ref() }
    }
}

#[derive(Default)]
struct Queues {
    /// Threads blocked entering, FIFO; includes notified waiters.
    entry: VecDeque<ThreadPtr>,
    /// Threads in `Object.wait`, FIFO.
    wait_set: VecDeque<ThreadPtr>,
}

impl Queues {
    fn remove_entrant(&mut self, me: ThreadPtr) {
        let i = self.entry.iter().position(|&p| p == me);
        self.entry
            .remove(i.expect("entrant not in the entry queue"));
    }
}

/// An inflated lock. Allocated by inflation and, for now, never freed
/// (there is no deflation yet), so references to it are `'static`.
pub struct ObjectMonitor {
    /// The object's displaced (unlocked) mark word: its identity hash and
    /// age. Changed only by CAS (hash installation).
    header: AtomicUsize,
    /// Address of the object's mark word.
    object: AtomicUsize,
    /// The owner word (see the module docs).
    owner: AtomicUsize,
    /// Re-entries beyond the first; read and written only by the owner.
    recursions: AtomicUsize,
    /// Length of `entry`, readable without the lock by exiting threads.
    entrants: AtomicUsize,
    /// Length of `wait_set`.
    waiters: AtomicUsize,
    queues: Mutex<Queues>,
}

impl ObjectMonitor {
    /// A fresh, unpublished monitor for `obj`.
    pub(crate) fn new(obj: ObjectRef) -> Box<ObjectMonitor> {
        Box::new(ObjectMonitor {
            header: AtomicUsize::new(0),
            object: AtomicUsize::new(obj.addr()),
            owner: AtomicUsize::new(0),
            recursions: AtomicUsize::new(0),
            entrants: AtomicUsize::new(0),
            waiters: AtomicUsize::new(0),
            queues: Mutex::new(Queues::default()),
        })
    }

    /// Set the header and initial owner word before publication.
    pub(crate) fn init_inflated(&self, header: MarkWord, owner: usize) {
        self.header.store(header.bits(), Ordering::Relaxed);
        self.owner.store(owner, Ordering::Relaxed);
        self.recursions.store(0, Ordering::Relaxed);
    }

    // ---- observers (diagnostics, profilers, tests) ----------------------------

    /// The displaced mark word (acquire load).
    pub fn header(&self) -> MarkWord {
        MarkWord(self.header.load(Ordering::Acquire))
    }

    /// CAS the header; the only change ever made to it is installing the
    /// identity hash.
    pub(crate) fn cas_header(&self, old: MarkWord, new: MarkWord) -> Result<MarkWord, MarkWord> {
        self.header
            .compare_exchange(old.bits(), new.bits(), Ordering::AcqRel, Ordering::Acquire)
            .map(MarkWord)
            .map_err(MarkWord)
    }

    /// Address of the object's mark word.
    pub fn object_addr(&self) -> usize {
        self.object.load(Ordering::Relaxed)
    }

    /// The current owner (a racy snapshot).
    pub fn owner(&self) -> Owner {
        match self.owner.load(Ordering::Relaxed) {
            0 => Owner::Free,
            w if w & 1 == 1 => Owner::Thread(ThreadId::new((w >> 1) as u32).expect("bad owner")),
            record => Owner::StackLocker { record },
        }
    }

    /// Threads queued to enter (a racy snapshot).
    pub fn entrants(&self) -> usize {
        self.entrants.load(Ordering::Relaxed)
    }

    /// Threads in the wait set (a racy snapshot).
    pub fn waiters(&self) -> usize {
        self.waiters.load(Ordering::Relaxed)
    }

    // ---- ownership -------------------------------------------------------------

    /// Whether `thread` owns the monitor. Exact when `thread` is the caller:
    /// only the caller itself can make it true or false.
    pub(crate) fn is_owned_by(&self, thread: &LockingThread) -> bool {
        let owner = self.owner.load(Ordering::Relaxed);
        owner == thread.owner_word() || (owner & 1 == 0 && thread.records.contains(owner))
    }

    /// Check that `thread` owns the monitor, converting a lock-record owner
    /// in its area into its thread id (`recursions` is then 0: recursive
    /// stack locks are counted by their records, not by the monitor).
    fn check_owner(&self, thread: &LockingThread) -> Result<(), IllegalMonitorState> {
        let owner = self.owner.load(Ordering::Relaxed);
        if owner == thread.owner_word() {
            return Ok(());
        }
        if owner & 1 == 0 && thread.records.contains(owner) {
            self.owner.store(thread.owner_word(), Ordering::Relaxed);
            self.recursions.store(0, Ordering::Relaxed);
            return Ok(());
        }
        Err(IllegalMonitorState)
    }

    #[inline]
    fn try_acquire(&self, thread: &LockingThread) -> bool {
        self.owner
            .compare_exchange(0, thread.owner_word(), Ordering::Acquire, Ordering::Relaxed)
            .is_ok()
    }

    // ---- enter / exit ------------------------------------------------------------

    /// Acquire the monitor for `thread`, blocking while another thread owns
    /// it.
    pub(crate) fn enter(&self, thread: &LockingThread) {
        let me = thread.owner_word();
        match self
            .owner
            .compare_exchange(0, me, Ordering::Acquire, Ordering::Relaxed)
        {
            Ok(_) => {}
            Err(owner) if owner == me => {
                let r = self.recursions.load(Ordering::Relaxed);
                self.recursions.store(r + 1, Ordering::Relaxed);
            }
            Err(owner) if owner & 1 == 0 && thread.records.contains(owner) => {
                // Our own stack lock, inflated by someone else.
                self.owner.store(me, Ordering::Relaxed);
                self.recursions.store(1, Ordering::Relaxed);
            }
            Err(_) => self.enter_contended(thread),
        }
    }

    /// Spin briefly, then queue and park until we own the monitor.
    fn enter_contended(&self, thread: &LockingThread) {
        for _ in 0..SPIN_TRIES {
            spin_hint();
            if self.owner.load(Ordering::Relaxed) == 0 && self.try_acquire(thread) {
                return;
            }
        }
        {
            let mut queues = self.queues.lock();
            queues.entry.push_back(ThreadPtr::new(thread));
            self.entrants.fetch_add(1, Ordering::Relaxed);
        }
        self.enter_queued(thread);
    }

    /// Park until we own the monitor; `thread` is in `entry`.
    fn enter_queued(&self, thread: &LockingThread) {
        loop {
            // Pairs with the fence in `release` (module docs: no lost
            // wake-up). Our enqueueing precedes this fence.
            fence(Ordering::SeqCst);
            if self.try_acquire(thread) {
                let mut queues = self.queues.lock();
                queues.remove_entrant(ThreadPtr::new(thread));
                self.entrants.fetch_sub(1, Ordering::Relaxed);
                thread.wait_state.store(wait_state::NONE, Ordering::Relaxed);
                return;
            }
            thread.parker.park();
        }
    }

    /// Release one level of ownership.
    pub(crate) fn exit(&self, thread: &LockingThread) -> Result<(), IllegalMonitorState> {
        self.check_owner(thread)?;
        let r = self.recursions.load(Ordering::Relaxed);
        if r > 0 {
            self.recursions.store(r - 1, Ordering::Relaxed);
        } else {
            self.release();
        }
        Ok(())
    }

    /// Give up ownership entirely (the caller owns the monitor and has
    /// dealt with `recursions`) and wake the head of the entry queue.
    fn release(&self) {
        self.owner.store(0, Ordering::Release);
        fence(Ordering::SeqCst);
        if self.entrants.load(Ordering::Relaxed) == 0 {
            return;
        }
        let queues = self.queues.lock();
        if let Some(&head) = queues.entry.front() {
            // SAFETY: we hold the queue lock (ThreadPtr's invariant).
            unsafe { head.get() }.parker.unpark();
        }
    }

    // ---- wait / notify -------------------------------------------------------------

    /// `Object.wait` on this monitor by `thread`. See [`crate::wait`].
    pub(crate) fn wait(
        &self,
        thread: &LockingThread,
        timeout: Option<Duration>,
    ) -> Result<WaitOutcome, WaitError> {
        self.check_owner(thread)?;
        if thread.clear_interrupted() {
            return Err(WaitError::Interrupted);
        }
        // A timeout too large to represent is no timeout.
        let deadline = timeout.and_then(|t| Instant::now().checked_add(t));
        let me = ThreadPtr::new(thread);
        {
            let mut queues = self.queues.lock();
            thread
                .wait_state
                .store(wait_state::WAITING, Ordering::Relaxed);
            queues.wait_set.push_back(me);
            self.waiters.fetch_add(1, Ordering::Relaxed);
        }
        let saved_recursions = self.recursions.load(Ordering::Relaxed);
        self.recursions.store(0, Ordering::Relaxed);
        self.release();

        let mut timed_out = false;
        while thread.wait_state.load(Ordering::Acquire) == wait_state::WAITING
            && !thread.is_interrupted()
            && !timed_out
        {
            match deadline {
                None => thread.parker.park(),
                Some(deadline) => timed_out = thread.parker.park_until(deadline),
            }
        }

        // Settle notified vs. timed out/interrupted under the lock: notify
        // may have moved us concurrently.
        let notified = {
            let mut queues = self.queues.lock();
            if thread.wait_state.load(Ordering::Relaxed) == wait_state::WAITING {
                let i = queues.wait_set.iter().position(|&p| p == me);
                queues
                    .wait_set
                    .remove(i.expect("waiter not in the wait set"));
                self.waiters.fetch_sub(1, Ordering::Relaxed);
                thread.wait_state.store(wait_state::NONE, Ordering::Relaxed);
                false
            } else {
                true
            }
        };
        if notified {
            self.enter_queued(thread);
        } else if !self.try_acquire(thread) {
            self.enter_contended(thread);
        }
        self.recursions.store(saved_recursions, Ordering::Relaxed);

        // As in HotSpot: a notification wins over an interrupt (which stays
        // pending); otherwise a pending interrupt wins over the timeout.
        if notified {
            Ok(WaitOutcome::Notified)
        } else if thread.clear_interrupted() {
            Err(WaitError::Interrupted)
        } else {
            Ok(WaitOutcome::TimedOut)
        }
    }

    /// `Object.notify` (`all == false`) or `Object.notifyAll` by `thread`.
    pub(crate) fn notify(
        &self,
        thread: &LockingThread,
        all: bool,
    ) -> Result<(), IllegalMonitorState> {
        self.check_owner(thread)?;
        // Waiters join the wait set while owning the monitor, so with the
        // monitor owned by us a zero here is exact (timeouts only shrink it).
        if self.waiters.load(Ordering::Relaxed) == 0 {
            return Ok(());
        }
        let mut queues = self.queues.lock();
        while let Some(waiter) = queues.wait_set.pop_front() {
            // SAFETY: we hold the queue lock (ThreadPtr's invariant).
            let w = unsafe { waiter.get() };
            w.wait_state.store(wait_state::NOTIFIED, Ordering::Release);
            queues.entry.push_back(waiter);
            self.entrants.fetch_add(1, Ordering::Relaxed);
            self.waiters.fetch_sub(1, Ordering::Relaxed);
            if !all {
                break;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for ObjectMonitor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ObjectMonitor")
            .field("object", &format_args!("{:#x}", self.object_addr()))
            .field("header", &self.header())
            .field("owner", &self.owner())
            .field("recursions", &self.recursions.load(Ordering::Relaxed))
            .field("entrants", &self.entrants())
            .field("waiters", &self.waiters())
            .finish()
    }
}
