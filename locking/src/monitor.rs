//! [`ObjectMonitor`]: the inflated lock, as HotSpot 8's `objectMonitor.cpp`
//! builds it — owner and recursions, the `cxq` and `EntryList` queues of
//! threads blocked entering, the heir presumptive `succ`, the `Responsible`
//! thread that parks with a timeout so that no thread is stranded, adaptive
//! spinning, and the `WaitSet` of `Object.wait`.
//!
//! # Fields (HotSpot names kept)
//!
//! | field | HotSpot | what |
//! |---|---|---|
//! | `header` | `_header` | the object's displaced (unlocked) mark: hash and age |
//! | `object` | `_object` | the object's mark-word address; 0 while the monitor is in the free pool |
//! | `owner` | `_owner` | 0, `thread id << 1 \| 1`, or the address of the lock record of a stack lock this monitor inflated |
//! | `recursions` | `_recursions` | re-entries beyond the first; owner only |
//! | `cxq` | `_cxq` | LIFO stack of recently arrived entrants, pushed by CAS by anyone, detached by the owner |
//! | `entry_list` | `_EntryList` | doubly linked list of entrants, manipulated only by the owner |
//! | `succ` | `_succ` | heir presumptive: a thread woken (or spinning) that will retry; while set, exit wakes nobody |
//! | `responsible` | `_Responsible` | the one entrant that parks with a timeout (HotSpot's guard against stranding) |
//! | `spin_duration` | `_SpinDuration` | adaptive spin budget: grows on spin success, shrinks on failure |
//! | `contentions` | `_count` | threads between "about to block entering" and "entered": pins the monitor against deflation |
//! | `waiters` | `_waiters` | threads in `wait()` (until they re-own the monitor): pins it too |
//! | `wait_set` | `_WaitSet` | FIFO of waiting threads, under its own lock (`_WaitSetLock`) |
//!
//! Each blocked thread is represented by its [`ObjectWaiter`] node (embedded
//! in its `LockingThread`; HotSpot puts it on the thread's stack). A node's
//! `state` says which queue it is on:
//!
//! ```text
//!            enter: push on cxq (CAS)              exit: owner detaches cxq,
//!  TS_RUN ------------------------------> TS_CXQ -----------------------------> TS_ENTER
//!    ^  ^                                   |  ^    converts it into EntryList   (EntryList)
//!    |  |  acquired: unlink from cxq        |  |                                    |
//!    |  +-----------------------------------+  | notify (EntryList non-empty):      |
//!    |  |                                        | push on cxq                        |
//!    |  |  acquired: unlink from EntryList       |                                    |
//!    |  +--------------------------------------------------------------------------+
//!    |                                         |
//!    | wait(): join WaitSet  ->  TS_WAIT ------+-- notify (EntryList empty): becomes
//!    +-- timeout / interrupt: leave WaitSet       the EntryList, TS_ENTER
//! ```
//!
//! # Enter (`ObjectMonitor::enter`, `EnterI`)
//!
//! CAS `owner` 0 → me; recursion if it is me; convert a lock-record owner of
//! ours (the stack lock someone inflated). Otherwise: spin adaptively
//! ([`ObjectMonitor::try_spin`]); still not owner: `contentions += 1`, push
//! our node on `cxq`, and loop { try; park (timed if we are `Responsible`);
//! try; spin; if we were `succ`, clear it }. Once owner, unlink our node.
//!
//! # Exit (competitive hand-off, `Knob_ExitPolicy = 0`, `QMode = 0`)
//!
//! Nobody queued: release the lock with a plain store (HotSpot's 1-0 exit;
//! a thread that queues meanwhile is the `Responsible` one, whose timed
//! park covers the race). Otherwise release the lock (`owner = 0`, then a
//! full fence). If both queues are now empty, or a successor is already
//! awake (`succ` set), return: the woken or
//! spinning thread will take the lock, or a newcomer barges in. Otherwise
//! re-take the lock by CAS (if that fails, the new owner is responsible for
//! waking someone), take the head of `EntryList` — or, if it is empty,
//! detach `cxq` wholesale and make it the `EntryList` — mark it `succ`,
//! release, and unpark it. The woken thread competes for the lock; it is not
//! handed it.
//!
//! The fences pair up Dekker-style: an entrant publishes itself (cxq push,
//! or `succ = 0`) then re-reads `owner`; the exiter clears `owner` then
//! reads the queues and `succ`. One of them sees the other, so a thread
//! never parks with nobody left to wake it — and for the remaining corner
//! (a successor that loses to a barger while the barger's exit saw `succ`
//! set) the `Responsible` thread's timed park re-checks.
//!
//! # Wait / notify (`Knob_MoveNotifyee = 2`)
//!
//! `wait` puts the node on `WaitSet`, saves and zeroes `recursions`, exits
//! fully and parks until notified, interrupted or timed out; a thread still
//! on the WaitSet then removes itself. It re-enters through the ordinary
//! path if it was not notified, or through `ReenterI` from the queue notify
//! put it on. `notify` moves the longest waiter to the entry queues —
//! becoming the `EntryList` if that is empty, else pushed on `cxq` — without
//! waking it; `notifyAll` pushes every waiter on `cxq` in WaitSet order, so
//! the last waiter is the first to run again, as in HotSpot.

use std::collections::VecDeque;
use std::fmt;
use std::time::{Duration, Instant};

use crate::class::LockClass;
use crate::mark_word::MarkWord;
use crate::object::ObjectRef;
use crate::owner_word;
use crate::profile::blame::{self, NotifiedEnter};
use crate::profile::hooks as profiling;
use crate::profile::{self, LockProfile, ThreadTimes};
use crate::safepoint;
use crate::sync::{
    fence, spin_hint, unmodelled, AtomicBool, AtomicU8, AtomicUsize, Mutex, Ordering, Parker,
};
use crate::thread::{LockingThread, ThreadId};
use crate::{IllegalMonitorState, WaitError, WaitOutcome};

/// A value that differs between real runs and loom models, where every
/// spin iteration is a schedule point and must be few.
const fn knob(normal: usize, loom: usize) -> usize {
    if cfg!(loom) {
        loom
    } else {
        normal
    }
}

// HotSpot 8's spin knobs (`objectMonitor.cpp`), same defaults except the
// pre-spin and the back-off (below).
/// Fixed spins before adaptive spinning (`Knob_PreSpin`, 10 in HotSpot).
/// None outside loom: the pre-spin's quick probes (after 1, 2, 4, ...
/// pauses) are what took a lock from an owner that was about to re-take
/// it; on 2 cores the loser then took it back in *its* pre-spin, and the
/// lock changed threads on 2–4% of the hand-off bench's acquisitions, each
/// change moving the monitor's, the object's and the critical section's
/// cache lines (`docs/PERFORMANCE.md`, sixth round).
const PRE_SPIN: usize = knob(0, 1);
/// Minimum adaptive budget (`Knob_SpinBase`).
const SPIN_BASE: usize = knob(10, 1);
/// Maximum adaptive budget (`Knob_SpinLimit`).
const SPIN_LIMIT: usize = knob(5000, 2);
/// A successful spin raises a budget below this to it first (`Knob_Poverty`).
const POVERTY: usize = knob(1000, 1);
/// Budget bonus for a successful spin (`Knob_BonusB`).
const BONUS: usize = knob(100, 1);
/// Budget penalty for a failed spin (`Knob_Penalty`).
const PENALTY: usize = knob(200, 1);
/// Spin back-off: one probe of the owner word per 256 pauses
/// (`2^BACK_OFF_SHIFT`, ~6 µs at the ~25 ns a `pause` costs on the
/// machines we measure on). HotSpot probes every iteration, with pauses of
/// a few cycles on the CPUs it was tuned on; probing more often lets a
/// spinner take a lock its owner is about to re-take, which costs
/// throughput, and a waiter that is going to get the lock anyway loses at
/// most one interval (`docs/PERFORMANCE.md`, fifth and sixth rounds).
const BACK_OFF_SHIFT: usize = knob(8, 0);
const BACK_OFF_MASK: usize = (1 << BACK_OFF_SHIFT) - 1;
/// First timed park of the `Responsible` thread, and its cap (ms).
const RESPONSIBLE_RECHECK_MS: u64 = 1;
const RESPONSIBLE_RECHECK_MAX_MS: u64 = 1000;

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

/// `ObjectWaiter::TStates`: which queue a node is on.
pub(crate) mod ts {
    /// On no queue (running, or about to re-enter normally).
    pub(crate) const RUN: u8 = 0;
    /// On the WaitSet.
    pub(crate) const WAIT: u8 = 1;
    /// On the EntryList.
    pub(crate) const ENTER: u8 = 2;
    /// On cxq.
    pub(crate) const CXQ: u8 = 3;
}

/// A thread's node in a monitor's queues (HotSpot's `ObjectWaiter`).
///
/// Invariant that makes following a node pointer sound: a node is linked
/// into a monitor's `cxq`, `EntryList` or `WaitSet` only while its thread is
/// inside that monitor's `enter`/`wait` (which borrow the `LockingThread`
/// the node is embedded in), and the thread unlinks it before returning —
/// from cxq/EntryList only once it owns the monitor, from the WaitSet under
/// the WaitSet lock. So the monitor's owner may follow cxq/EntryList links,
/// and the WaitSet lock's holder may follow WaitSet entries.
#[derive(Debug)]
pub(crate) struct ObjectWaiter {
    next: AtomicUsize,
    prev: AtomicUsize,
    /// One of [`ts`]'s values.
    state: AtomicU8,
    /// Set by notify (before the node is moved to an entry queue).
    notified: AtomicBool,
    /// The owner word of the node's thread.
    owner_word: usize,
    /// The node's thread's parker (immortal, so it may be unparked after
    /// the node is gone).
    parker: &'static Parker,
    /// The thread's times for the profilers: here so that `notify` can end
    /// the waiter's condition wait when it moves it to an entry queue.
    pub(crate) times: ThreadTimes,
    /// Blame tracing: the number and time `notify` gave the node's re-entry.
    pub(crate) notified_enter: NotifiedEnter,
}

impl ObjectWaiter {
    pub(crate) fn new(owner_word: usize, parker: &'static Parker) -> ObjectWaiter {
        ObjectWaiter {
            next: AtomicUsize::new(0),
            prev: AtomicUsize::new(0),
            state: AtomicU8::new(ts::RUN),
            notified: AtomicBool::new(false),
            owner_word,
            parker,
            times: ThreadTimes::default(),
            notified_enter: NotifiedEnter::default(),
        }
    }

    fn addr(&self) -> usize {
        self as *const ObjectWaiter as usize
    }

    /// Whether the node is on an entry queue (cxq or the EntryList): its
    /// thread is blocked entering, or, after `notify` moved it there, still
    /// parked in `wait` until an exiting owner wakes it to re-lock.
    pub(crate) fn is_queued(&self) -> bool {
        matches!(self.state.load(Ordering::Relaxed), ts::ENTER | ts::CXQ)
    }
}

/// A WaitSet entry: a node address (see [`ObjectWaiter`]'s invariant).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct WaiterAddr(usize);

/// An inflated lock. Monitors are allocated by inflation from a pool and
/// returned to it by deflation; they are never freed, so references to
/// them are `'static` (see `deflation.rs` for why a stale reference is
/// never *used*).
pub struct ObjectMonitor {
    header: AtomicUsize,
    object: AtomicUsize,
    /// Written on every acquisition and release. Alone (with the owner's
    /// own fields and the read-mostly ones) on its cache line: see
    /// [`EntryQueues`].
    owner: AtomicUsize,
    recursions: AtomicUsize,
    waiters: AtomicUsize,
    wait_set: Mutex<VecDeque<WaiterAddr>>,
    /// The object's class (for logs and profilers); not modelled by loom.
    class: unmodelled::AtomicPtr<LockClass>,
    /// The lock's profiling data while inflated (null: not profiling). See
    /// `profile/lock_profile.rs`; not modelled by loom.
    profile: unmodelled::AtomicPtr<LockProfile>,
    /// The fields that threads trying to enter write.
    queues: EntryQueues,
}

/// The monitor fields written by threads *trying to enter* (spinners claim
/// `succ`, blocked threads push onto `cxq`), on their own cache line so that
/// a spinning contender does not steal the owner's line on every write: the
/// owner only reads these after releasing.
#[derive(Debug)]
#[repr(align(128))]
struct EntryQueues {
    /// Contention queue: threads that failed to enter push themselves here
    /// (lock-free LIFO; HotSpot's `_cxq`).
    cxq: AtomicUsize,
    /// Threads the owner moved from `cxq`, in wake-up order (`_EntryList`).
    entry_list: AtomicUsize,
    /// Heir presumptive: a thread that will try again soon without being
    /// woken (`_succ`).
    succ: AtomicUsize,
    /// The one blocked thread that parks with a timeout, against stranding
    /// (`_Responsible`).
    responsible: AtomicUsize,
    /// Adaptive spin budget (`_SpinDuration`).
    spin_duration: AtomicUsize,
    /// Threads between contended enter and entered (`_count`).
    contentions: AtomicUsize,
}

impl ObjectMonitor {
    /// A fresh monitor, not attached to any object.
    pub(crate) fn new() -> ObjectMonitor {
        ObjectMonitor {
            header: AtomicUsize::new(0),
            object: AtomicUsize::new(0),
            owner: AtomicUsize::new(0),
            recursions: AtomicUsize::new(0),
            waiters: AtomicUsize::new(0),
            wait_set: Mutex::new(VecDeque::new()),
            class: unmodelled::AtomicPtr::new(std::ptr::null_mut()),
            profile: unmodelled::AtomicPtr::new(std::ptr::null_mut()),
            queues: EntryQueues {
                cxq: AtomicUsize::new(0),
                entry_list: AtomicUsize::new(0),
                succ: AtomicUsize::new(0),
                responsible: AtomicUsize::new(0),
                spin_duration: AtomicUsize::new(SPIN_LIMIT),
                contentions: AtomicUsize::new(0),
            },
        }
    }

    /// Attach the (idle, unpublished) monitor to `obj` with displaced
    /// `header` and initial owner word `owner` before it is published.
    pub(crate) fn init_inflated(
        &self,
        obj: ObjectRef,
        header: MarkWord,
        owner: usize,
        profile: Option<&'static LockProfile>,
    ) {
        self.profile.store(
            profile.map_or(std::ptr::null_mut(), |p| p as *const LockProfile as *mut _),
            Ordering::Relaxed,
        );
        self.object.store(obj.addr(), Ordering::Relaxed);
        self.class.store(
            obj.class() as *const LockClass as *mut LockClass,
            Ordering::Relaxed,
        );
        self.header.store(header.bits(), Ordering::Relaxed);
        self.owner.store(owner, Ordering::Relaxed);
        self.recursions.store(0, Ordering::Relaxed);
        self.queues.succ.store(0, Ordering::Relaxed);
        self.queues.responsible.store(0, Ordering::Relaxed);
    }

    /// Detach the monitor from its object (deflation; at a safepoint).
    pub(crate) fn clear_object(&self) {
        self.object.store(0, Ordering::Relaxed);
        // The profile stays in the side table for the next inflation.
        self.profile.store(std::ptr::null_mut(), Ordering::Relaxed);
        self.queues.succ.store(0, Ordering::Relaxed);
        self.queues.responsible.store(0, Ordering::Relaxed);
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

    /// Address of the object's mark word (0: the monitor is in the pool).
    pub fn object_addr(&self) -> usize {
        self.object.load(Ordering::Relaxed)
    }

    /// The object the monitor is attached to, if it is attached.
    pub fn object(&self) -> Option<ObjectRef> {
        let addr = self.object_addr();
        let class = self.class.load(Ordering::Relaxed);
        if addr == 0 || class.is_null() {
            return None;
        }
        // SAFETY: `addr` is the mark word of the object this monitor was
        // attached to by `init_inflated` (from a valid ObjectRef), and
        // `class` came from the same ObjectRef; objects never move, and an
        // attached object is not freed: the collector frees an object only
        // after `gc::objects_died` has detached its monitor
        // (ObjectRef::from_header's contract).
        Some(unsafe { ObjectRef::with_class(addr as *const AtomicUsize, &*class) })
    }

    /// The current owner (a racy snapshot).
    pub fn owner(&self) -> Owner {
        match self.owner.load(Ordering::Relaxed) {
            0 => Owner::Free,
            w if !owner_word::is_record_or_free(w) => {
                Owner::Thread(owner_word::thread(w).expect("bad owner"))
            }
            record => Owner::StackLocker { record },
        }
    }

    /// Threads blocked or about to block entering (a racy snapshot).
    pub fn contentions(&self) -> usize {
        self.queues.contentions.load(Ordering::Relaxed)
    }

    /// Threads in `wait()` (a racy snapshot).
    pub fn waiters(&self) -> usize {
        self.waiters.load(Ordering::Relaxed)
    }

    /// The current adaptive spin budget (a racy snapshot).
    pub fn spin_duration(&self) -> usize {
        self.queues.spin_duration.load(Ordering::Relaxed)
    }

    /// Whether anything refers to the monitor: an owner, a thread entering,
    /// waiting or queued. An idle monitor may be deflated (at a safepoint,
    /// where this is exact).
    pub fn is_busy(&self) -> bool {
        self.owner.load(Ordering::Relaxed)
            | self.queues.contentions.load(Ordering::Relaxed)
            | self.waiters.load(Ordering::Relaxed)
            | self.queues.cxq.load(Ordering::Relaxed)
            | self.queues.entry_list.load(Ordering::Relaxed)
            != 0
    }

    // ---- ownership -------------------------------------------------------------

    /// Whether `thread` owns the monitor. Exact when `thread` is the caller:
    /// only the caller itself can make it true or false.
    pub(crate) fn is_owned_by(&self, thread: &LockingThread) -> bool {
        let owner = self.owner.load(Ordering::Relaxed);
        owner == thread.owner_word()
            || (owner_word::is_record_or_free(owner) && thread.records.contains(owner))
    }

    /// Check that `thread` owns the monitor, converting a lock-record owner
    /// in its area into its thread id (`recursions` is then 0: recursive
    /// stack locks are counted by their records, not by the monitor).
    #[inline]
    fn check_owner(&self, thread: &LockingThread) -> Result<(), IllegalMonitorState> {
        let owner = self.owner.load(Ordering::Relaxed);
        if owner == thread.owner_word() {
            return Ok(());
        }
        self.check_record_owner(thread, owner)
    }

    /// [`check_owner`](Self::check_owner) when the owner word, `owner`, is
    /// not our thread id.
    #[cold]
    fn check_record_owner(
        &self,
        thread: &LockingThread,
        owner: usize,
    ) -> Result<(), IllegalMonitorState> {
        if owner_word::is_record_or_free(owner) && thread.records.contains(owner) {
            self.owner.store(thread.owner_word(), Ordering::Relaxed);
            self.recursions.store(0, Ordering::Relaxed);
            return Ok(());
        }
        Err(IllegalMonitorState)
    }

    /// `TryLock`: one attempt, only if the monitor looks free.
    #[inline]
    fn try_lock(&self, thread: &LockingThread) -> bool {
        self.owner.load(Ordering::Relaxed) == 0 && {
            profiling::stamp_attempt(thread);
            self.owner
                .compare_exchange(0, thread.owner_word(), Ordering::Acquire, Ordering::Relaxed)
                .is_ok()
        }
    }

    // ---- enter -------------------------------------------------------------------

    /// Acquire the monitor for `thread`, blocking while another thread owns
    /// it. The uncontended CAS is inlined into the caller.
    #[inline]
    pub(crate) fn enter(&self, thread: &LockingThread) {
        match self.owner.compare_exchange(
            0,
            thread.owner_word(),
            Ordering::Acquire,
            Ordering::Relaxed,
        ) {
            Ok(_) => {
                if let Some(p) = self.profile() {
                    profiling::acquired(thread, p, false);
                }
            }
            Err(owner) => self.enter_owned(thread, owner),
        }
    }

    /// [`enter`](Self::enter) when `owner` owns the monitor: we do (a
    /// recursion, or our stack lock that another thread inflated), or
    /// another thread does.
    #[inline(never)]
    fn enter_owned(&self, thread: &LockingThread, owner: usize) {
        let me = thread.owner_word();
        match owner {
            owner if owner == me => {
                let r = self.recursions.load(Ordering::Relaxed);
                self.recursions.store(r + 1, Ordering::Relaxed);
                if let Some(p) = self.profile() {
                    profiling::recursive(thread.context(), p);
                }
            }
            owner if owner_word::is_record_or_free(owner) && thread.records.contains(owner) => {
                // Our own stack lock, inflated by someone else: this enter is
                // its first recursion.
                self.owner.store(me, Ordering::Relaxed);
                self.recursions.store(1, Ordering::Relaxed);
                if let Some(p) = self.profile() {
                    profiling::recursive(thread.context(), p);
                }
            }
            owner => self.enter_contended(thread, owner),
        }
    }

    /// The slow path of `enter`: `owner` owns the monitor. Spin, then queue
    /// and park. The profilers' clock runs from here to ownership.
    #[cold]
    fn enter_contended(&self, thread: &LockingThread, owner: usize) {
        let profile = self.profile();
        let started = profile.map_or(0, |p| profiling::begin_contention(thread, p));
        // Blame's blocked time runs from here, as Free Lunch's acquiring
        // time does: a program timing its own wait counts the spin too.
        let contending = profile.and_then(|_| blame::contending(thread.context()));
        // Knob_SpinEarly: spin before announcing contention.
        if !self.try_spin(thread) {
            // As HotSpot, post the JVMTI-like events only if the early spin
            // failed.
            let blocked_since = profile.map(|p| profiling::contended_enter(thread, p, owner));
            // Blame's contended enter is numbered before we are counted
            // in `_count`, which an exiting owner reads (see blame.rs).
            let traced =
                profile.and_then(|p| contending.map(|since| blame::contended_enter(p, since)));
            self.queues.contentions.fetch_add(1, Ordering::AcqRel);
            if let (Some(p), Some(ticket)) = (profile, traced) {
                blame::blocked(thread, p, ticket);
            }
            thread.entering.store(true, Ordering::Relaxed);
            thread.set_pending_monitor(self);
            self.enter_i(thread);
            thread.clear_pending_monitor();
            thread.entering.store(false, Ordering::Relaxed);
            self.queues.contentions.fetch_sub(1, Ordering::AcqRel);
            if let (Some(p), Some(since)) = (profile, blocked_since) {
                profiling::contended_entered(thread, p, since);
            }
            if let Some(p) = profile.filter(|_| traced.is_some()) {
                blame::contended_entered(thread, p);
            }
        } else if let (Some(p), Some(since)) = (profile, contending) {
            blame::spun(thread, p, owner, since);
        }
        if let Some(p) = profile {
            profiling::acquired_after_contention(thread, p, started);
        }
    }

    /// The lock's profile while profiling (see `profile/lock_profile.rs`).
    #[inline]
    pub(crate) fn profile(&self) -> Option<&'static LockProfile> {
        let p = self.profile.load(Ordering::Relaxed);
        // SAFETY: non-null profiles are leaked at creation (`'static`) and
        // never freed.
        (!p.is_null()).then(|| unsafe { &*p })
    }

    /// `EnterI`: queue on cxq and park until we own the monitor.
    fn enter_i(&self, thread: &LockingThread) {
        if self.try_lock(thread) || self.try_spin(thread) {
            return;
        }
        let me = thread.owner_word();
        let node = &thread.waiter;
        node.prev.store(0, Ordering::Relaxed);
        node.state.store(ts::CXQ, Ordering::Relaxed);
        // Push on cxq. Between attempts, try the lock: it may have been
        // released meanwhile.
        let next = loop {
            let head = self.queues.cxq.load(Ordering::Relaxed);
            node.next.store(head, Ordering::Relaxed);
            if self
                .queues
                .cxq
                .compare_exchange(head, node.addr(), Ordering::AcqRel, Ordering::Relaxed)
                .is_ok()
            {
                // Dekker with exit (owner = 0; fence; read cxq): our push
                // must be visible before we next read `owner`. HotSpot's
                // cmpxchg is a full fence; an AcqRel CAS is not.
                fence(Ordering::SeqCst);
                break head;
            }
            if self.try_lock(thread) {
                node.state.store(ts::RUN, Ordering::Relaxed);
                return;
            }
        };
        // Alone in both queues: become Responsible (SyncFlags & 16 == 0).
        if next == 0 && self.queues.entry_list.load(Ordering::Relaxed) == 0 {
            let _ = self.queues.responsible.compare_exchange(
                0,
                me,
                Ordering::Relaxed,
                Ordering::Relaxed,
            );
        }
        let mut recheck_ms = RESPONSIBLE_RECHECK_MS;
        loop {
            if self.try_lock(thread) {
                break;
            }
            if self.queues.responsible.load(Ordering::Relaxed) == 0 {
                let _ = self.queues.responsible.compare_exchange(
                    0,
                    me,
                    Ordering::Relaxed,
                    Ordering::Relaxed,
                );
            }
            thread.block();
            thread.park_turns.fetch_add(1, Ordering::Relaxed);
            if self.queues.responsible.load(Ordering::Relaxed) == me {
                // The Responsible thread parks with a timeout: if every
                // other hint is lost (see the module docs) it still
                // notices a free lock.
                thread
                    .parker
                    .park_until(Instant::now() + Duration::from_millis(recheck_ms));
                recheck_ms = (recheck_ms * 8).min(RESPONSIBLE_RECHECK_MAX_MS);
            } else {
                thread.parker.park();
            }
            thread.unblock();
            if self.try_lock(thread) {
                break;
            }
            // Knob_SpinAfterFutile: woken but beaten; spin before parking.
            if self.try_spin(thread) {
                break;
            }
            // We were the heir presumptive and failed: stop claiming it, so
            // the next exit wakes someone. The fence orders this before the
            // lock re-check at the top of the loop (Dekker with exit).
            self.clear_succ(me);
            fence(Ordering::SeqCst);
        }
        self.unlink_after_acquire(node);
        self.clear_succ(me);
        if self.queues.responsible.load(Ordering::Relaxed) == me {
            self.queues.responsible.store(0, Ordering::Relaxed);
            fence(Ordering::SeqCst);
        }
    }

    /// `ReenterI`: a notified waiter, already on cxq or the EntryList,
    /// re-acquires the monitor.
    fn reenter_i(&self, thread: &LockingThread) {
        let me = thread.owner_word();
        loop {
            if self.try_lock(thread) || self.try_spin(thread) {
                break;
            }
            thread.entering.store(true, Ordering::Relaxed);
            thread.block();
            thread.park_turns.fetch_add(1, Ordering::Relaxed);
            thread.parker.park();
            thread.unblock();
            thread.entering.store(false, Ordering::Relaxed);
            if self.try_lock(thread) {
                break;
            }
            self.clear_succ(me);
            fence(Ordering::SeqCst);
        }
        self.unlink_after_acquire(&thread.waiter);
        self.clear_succ(me);
    }

    /// `UnlinkAfterAcquire`: we own the monitor; take our node off the
    /// EntryList or cxq.
    fn unlink_after_acquire(&self, node: &ObjectWaiter) {
        if node.state.load(Ordering::Relaxed) == ts::ENTER {
            // Doubly linked, owner-managed.
            let next = node.next.load(Ordering::Relaxed);
            let prev = node.prev.load(Ordering::Relaxed);
            // SAFETY: we own the monitor, so EntryList links are ours to
            // follow (ObjectWaiter's invariant).
            if next != 0 {
                unsafe { node_at(next) }.prev.store(prev, Ordering::Relaxed);
            }
            if prev != 0 {
                unsafe { node_at(prev) }.next.store(next, Ordering::Relaxed);
            }
            if self.queues.entry_list.load(Ordering::Relaxed) == node.addr() {
                self.queues.entry_list.store(next, Ordering::Relaxed);
            }
        } else {
            debug_assert_eq!(node.state.load(Ordering::Relaxed), ts::CXQ);
            // On cxq: pop it if it is the head, else unlink it from the
            // middle. Only the owner removes from cxq; others only push at
            // the head, so the links behind the head are stable.
            let mut head = self.queues.cxq.load(Ordering::Acquire);
            let popped = head == node.addr()
                && match self.queues.cxq.compare_exchange(
                    head,
                    node.next.load(Ordering::Relaxed),
                    Ordering::AcqRel,
                    Ordering::Acquire,
                ) {
                    Ok(_) => true,
                    Err(now) => {
                        head = now;
                        false
                    }
                };
            if !popped {
                let mut prev = head;
                loop {
                    // SAFETY: cxq nodes, followed by the owner.
                    let p = unsafe { node_at(prev) };
                    let next = p.next.load(Ordering::Relaxed);
                    if next == node.addr() {
                        p.next
                            .store(node.next.load(Ordering::Relaxed), Ordering::Relaxed);
                        break;
                    }
                    assert!(next != 0, "monitor node not on cxq");
                    prev = next;
                }
            }
        }
        node.state.store(ts::RUN, Ordering::Relaxed);
        node.next.store(0, Ordering::Relaxed);
        node.prev.store(0, Ordering::Relaxed);
    }

    /// `TrySpin_VaryDuration`: spin for the lock for a budget that adapts
    /// to how spinning has fared on this monitor. While spinning we claim
    /// `succ` (`Knob_SpinSetSucc`), which spares the owner's exit a wake-up.
    fn try_spin(&self, thread: &LockingThread) -> bool {
        let (acquired, iterations) = self.spin(thread);
        if profile::enabled(thread.context()) != 0 {
            // JLM's TIER2, added to the lock's profile once we own it.
            thread.spins.fetch_add(iterations, Ordering::Relaxed);
        }
        acquired
    }

    /// [`try_spin`](Self::try_spin)'s loop; also returns how many spin
    /// iterations it took.
    fn spin(&self, thread: &LockingThread) -> (bool, u64) {
        // The fixed spin (Knob_PreSpin; only under loom, see PRE_SPIN);
        // success earns a bonus. Each probe that finds the lock free in the
        // owner's short window between its release and its next acquisition
        // takes the lock from a running thread, and the lock's cache lines
        // with it; the fewer such probes, the longer a lock stays on one
        // core.
        #[allow(clippy::reversed_empty_ranges)] // empty outside loom
        for i in 0..PRE_SPIN {
            if self.try_lock(thread) {
                self.spin_succeeded();
                return (true, i as u64 + 1);
            }
            for _ in 0..1 << i.min(BACK_OFF_SHIFT) {
                spin_hint();
            }
        }
        let budget = self
            .queues
            .spin_duration
            .load(Ordering::Relaxed)
            .max(SPIN_BASE);
        let mut ctr = budget;
        let spun = |ctr: usize| (PRE_SPIN + budget - ctr) as u64;
        let me = thread.owner_word();
        self.claim_succ(me);
        let mut prev_owner = 0;
        let mut aborted = false;
        while ctr > 0 {
            ctr -= 1;
            // Never hold up a safepoint for long.
            if ctr & 0xFF == 0 && safepoint::is_pending(thread.context()) {
                aborted = true;
                break;
            }
            spin_hint();
            // One probe per 2^BACK_OFF_SHIFT pauses.
            if ctr & BACK_OFF_MASK != 0 {
                continue;
            }
            let owner = self.owner.load(Ordering::Relaxed);
            if owner == 0 {
                profiling::stamp_attempt(thread);
                if self
                    .owner
                    .compare_exchange(0, me, Ordering::Acquire, Ordering::Relaxed)
                    .is_ok()
                {
                    self.clear_succ(me);
                    self.spin_succeeded();
                    return (true, spun(ctr));
                }
                // Lost the CAS to another thread (Knob_CASPenalty = -1).
                aborted = true;
                break;
            }
            // The lock changed hands while we spun (Knob_OXPenalty = -1):
            // someone else is getting it; give up.
            if prev_owner != 0 && owner != prev_owner {
                aborted = true;
                break;
            }
            prev_owner = owner;
            self.claim_succ(me);
        }
        if !aborted {
            // Spun the whole budget in vain: spin less next time.
            let d = self.queues.spin_duration.load(Ordering::Relaxed);
            self.queues
                .spin_duration
                .store(d.saturating_sub(PENALTY), Ordering::Relaxed);
        }
        if self.clear_succ(me) {
            // We gave up the heir's claim; one last try: an exit that saw
            // our claim did not wake anybody (Dekker with exit).
            fence(Ordering::SeqCst);
            if self.try_lock(thread) {
                return (true, spun(ctr));
            }
        }
        (false, spun(ctr))
    }

    /// Read `succ`. Under loom it is read with an RMW (which always sees the
    /// latest value): loom 0.7 lets a relaxed load return a value older than
    /// one the same thread already observed through a failed CAS, which C11
    /// (read-read coherence) and every CPU forbid, and which made the models
    /// report stale-`succ` hangs that cannot happen.
    #[inline]
    fn load_succ(&self) -> usize {
        #[cfg(loom)]
        return self.queues.succ.fetch_add(0, Ordering::Relaxed);
        #[cfg(not(loom))]
        return self.queues.succ.load(Ordering::Relaxed);
    }

    /// Claim `succ` for `me` if nobody holds it (HotSpot tests and sets
    /// non-atomically; a CAS keeps two spinners from overwriting each
    /// other's claim, which could otherwise leave a stale claim behind).
    fn claim_succ(&self, me: usize) {
        if self.load_succ() == 0 {
            let _ = self
                .queues
                .succ
                .compare_exchange(0, me, Ordering::Relaxed, Ordering::Relaxed);
        }
    }

    /// Drop `me`'s claim on `succ`, if it has one; returns whether it had.
    fn clear_succ(&self, me: usize) -> bool {
        self.load_succ() == me
            && self
                .queues
                .succ
                .compare_exchange(me, 0, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
    }

    fn spin_succeeded(&self) {
        let d = self.queues.spin_duration.load(Ordering::Relaxed);
        if d < SPIN_LIMIT {
            self.queues
                .spin_duration
                .store(d.max(POVERTY) + BONUS, Ordering::Relaxed);
        }
    }

    // ---- exit --------------------------------------------------------------------

    /// Release one level of ownership. The common case — owned by
    /// `thread`'s id, no recursion, no profile, nobody queued: HotSpot's 1-0
    /// exit, see [`release`](Self::release) — is a few loads and a store,
    /// inlined into the caller; everything else is out of line.
    #[inline]
    pub(crate) fn exit(&self, thread: &LockingThread) -> Result<(), IllegalMonitorState> {
        if self.owner.load(Ordering::Relaxed) == thread.owner_word()
            && self.recursions.load(Ordering::Relaxed) == 0
            && self.profile().is_none()
            && self.nobody_queued()
        {
            self.owner.store(0, Ordering::Release);
            return Ok(());
        }
        self.exit_slow(thread)
    }

    /// [`exit`](Self::exit) of a recursion, a profiled monitor, a monitor
    /// with threads queued, or one `thread` may not own.
    #[inline(never)]
    fn exit_slow(&self, thread: &LockingThread) -> Result<(), IllegalMonitorState> {
        self.check_owner(thread)?;
        let r = self.recursions.load(Ordering::Relaxed);
        if r > 0 {
            self.recursions.store(r - 1, Ordering::Relaxed);
        } else if let Some(p) = self.profile() {
            profiling::releasing(thread.context(), p);
            let exit = blame::releasing(thread.context(), p, || self.has_blocked_threads());
            self.release(thread);
            blame::released(thread, p, exit);
        } else {
            self.release(thread);
        }
        Ok(())
    }

    /// Whether a thread is blocked on the monitor: counted in `_count`
    /// (between its contended enter and entered), or queued (a notified
    /// waiter). The acquire pairs with the blocked thread's increment, so
    /// an exit that sees it is numbered after its enter (blame.rs); the
    /// exit is numbered before the release, so before the next owner's
    /// entered.
    fn has_blocked_threads(&self) -> bool {
        self.queues.contentions.load(Ordering::Acquire) != 0 || !self.nobody_queued()
    }

    /// Whether no thread is queued to enter (cxq and EntryList empty).
    #[inline]
    fn nobody_queued(&self) -> bool {
        self.queues.entry_list.load(Ordering::Relaxed) | self.queues.cxq.load(Ordering::Relaxed)
            == 0
    }

    /// Give up ownership entirely (the caller owns the monitor with
    /// `recursions == 0`) and, if needed, wake a successor.
    #[inline]
    fn release(&self, thread: &LockingThread) {
        // The 1-0 exit (HotSpot's `fast_unlock`): nobody queued while we
        // still own the monitor, so drop the lock with a plain release
        // store and no fence. A thread that queues between our look and our
        // store may read the stale owner and park — it then found both
        // queues empty, so it is the `Responsible` thread, whose timed park
        // (1 ms the first time) notices the free lock. HotSpot accepts the
        // same rare delay to keep the fence off the uncontended exit.
        if self.nobody_queued() {
            self.owner.store(0, Ordering::Release);
            return;
        }
        self.release_and_wake(thread);
    }

    /// [`release`](Self::release) with threads queued: release, and wake
    /// one unless a successor is already awake.
    #[inline(never)]
    fn release_and_wake(&self, thread: &LockingThread) {
        let me = thread.owner_word();
        // HotSpot clears `Responsible` here by default; we keep it
        // (`SyncFlags & 4`): the Responsible thread clears it itself once it
        // owns the monitor. Clearing it in exit can leave no timed parker
        // while a stale `succ` claim makes that exit skip the wake-up — a
        // stranding the loom model of three contending threads finds.
        loop {
            self.owner.store(0, Ordering::Release);
            fence(Ordering::SeqCst);
            if self.nobody_queued() || self.load_succ() != 0 {
                return;
            }
            // Someone must be woken: re-take the lock to manipulate the
            // queues. If another thread took it, waking is its job now.
            if self
                .owner
                .compare_exchange(0, me, Ordering::Acquire, Ordering::Relaxed)
                .is_err()
            {
                return;
            }
            let head = self.queues.entry_list.load(Ordering::Relaxed);
            if head != 0 {
                return self.exit_epilog(head);
            }
            if self.queues.cxq.load(Ordering::Relaxed) == 0 {
                continue;
            }
            // Detach cxq wholesale and make it the EntryList (QMode 0: in
            // cxq order), converting it to a doubly linked list.
            let head = self.queues.cxq.swap(0, Ordering::AcqRel);
            self.queues.entry_list.store(head, Ordering::Relaxed);
            let mut prev = 0;
            let mut p = head;
            while p != 0 {
                // SAFETY: nodes we detached from cxq while owning the
                // monitor (ObjectWaiter's invariant).
                let n = unsafe { node_at(p) };
                n.state.store(ts::ENTER, Ordering::Relaxed);
                n.prev.store(prev, Ordering::Relaxed);
                prev = p;
                p = n.next.load(Ordering::Relaxed);
            }
            if self.load_succ() != 0 {
                continue;
            }
            return self.exit_epilog(head);
        }
    }

    /// `ExitEpilog`: make `wakee` the heir presumptive, release the lock,
    /// wake it.
    fn exit_epilog(&self, wakee: usize) {
        // SAFETY: an EntryList node, followed by us, the owner.
        let wakee = unsafe { node_at(wakee) };
        self.queues.succ.store(wakee.owner_word, Ordering::Relaxed);
        // Read the parker before releasing: once the lock is free the wakee
        // may acquire it, return and reuse its node. The parker is immortal.
        let parker = wakee.parker;
        self.owner.store(0, Ordering::Release);
        fence(Ordering::SeqCst);
        parker.unpark();
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
        thread.set_waiting_monitor(Some(self));
        // A timeout too large to represent is no timeout.
        let deadline = timeout.and_then(|t| Instant::now().checked_add(t));
        let node = &thread.waiter;
        node.notified.store(false, Ordering::Relaxed);
        node.state.store(ts::WAIT, Ordering::Relaxed);
        self.wait_set.lock().push_back(WaiterAddr(node.addr()));
        self.queues.responsible.store(0, Ordering::Relaxed);
        self.waiters.fetch_add(1, Ordering::Relaxed);
        let saved_recursions = self.recursions.load(Ordering::Relaxed);
        self.recursions.store(0, Ordering::Relaxed);
        let profile = self.profile();
        if let Some(p) = profile {
            profiling::wait(thread, p, timeout);
        }
        let exit = profile.and_then(|p| {
            blame::wait_releasing(thread.context(), p, || self.has_blocked_threads())
        });
        thread.times().begin_wait(thread.context());
        self.release(thread);
        if let Some(p) = profile {
            blame::released_by_wait(thread, p, exit);
        }

        // Park until notified (our node left the WaitSet), interrupted or
        // timed out. Unlike HotSpot we do not return on a spurious wake-up.
        let mut timed_out = false;
        thread.block();
        while node.state.load(Ordering::Acquire) == ts::WAIT
            && !thread.is_interrupted()
            && !timed_out
        {
            match deadline {
                None => thread.parker.park(),
                Some(deadline) => timed_out = thread.parker.park_until(deadline),
            }
        }
        thread.unblock();
        // Back in Java (unblock waits out a safepoint): the waiting time may
        // be recorded now; the re-entry below is acquiring time.
        let waited = thread.times().end_wait();
        if let Some(p) = profile {
            profiling::waited(thread, p, waited);
            blame::wait_ended(thread, p);
        }

        // Still on the WaitSet: timed out or interrupted; leave it. (Notify
        // may be moving us concurrently: decide under the WaitSet lock.)
        if node.state.load(Ordering::Acquire) == ts::WAIT {
            let mut wait_set = self.wait_set.lock();
            if node.state.load(Ordering::Relaxed) == ts::WAIT {
                let i = wait_set.iter().position(|w| w.0 == node.addr());
                wait_set.remove(i.expect("waiter not on the WaitSet"));
                node.state.store(ts::RUN, Ordering::Relaxed);
            }
        }
        self.clear_succ(thread.owner_word());
        let notified = node.notified.load(Ordering::Relaxed);
        fence(Ordering::SeqCst);
        if node.state.load(Ordering::Relaxed) == ts::RUN {
            // Timed out or interrupted: an ordinary enter (profiled there).
            self.enter(thread);
        } else {
            // Notified: we are on cxq or the EntryList. Re-entering is
            // acquiring (Free Lunch), though no JVMTI event is posted.
            let started = profile.map(|p| profiling::begin_contention(thread, p));
            let traced =
                profile.is_some_and(|p| blame::reentering(thread, &node.notified_enter, p));
            self.reenter_i(thread);
            if let Some(p) = profile.filter(|_| traced) {
                blame::contended_entered(thread, p);
            }
            if let (Some(p), Some(started)) = (profile, started) {
                profiling::acquired_after_contention(thread, p, started);
            }
        }
        if let Some(p) = profile {
            profiling::waited_and_reacquired(thread.context(), p, waited);
        }
        self.recursions.store(saved_recursions, Ordering::Relaxed);
        self.waiters.fetch_sub(1, Ordering::Relaxed);
        thread.set_waiting_monitor(None);

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
        // Waiters join the WaitSet while owning the monitor, so with the
        // monitor owned by us a zero here is exact (timeouts only shrink it).
        if self.waiters.load(Ordering::Relaxed) == 0 {
            return Ok(());
        }
        let mut wait_set = self.wait_set.lock();
        while let Some(WaiterAddr(addr)) = wait_set.pop_front() {
            // SAFETY: taken from the WaitSet under its lock.
            let w = unsafe { node_at(addr) };
            w.notified.store(true, Ordering::Relaxed);
            if let Some(p) = self.profile() {
                // From now on the waiter is blocked on the monitor, not
                // waiting on the condition (Free Lunch, paper 000 §3.1's
                // fork-join: notified workers block re-acquiring).
                profiling::notified(thread.context(), &w.times, p);
                blame::notified(thread.context(), &w.notified_enter, p);
            }
            if !all && self.queues.entry_list.load(Ordering::Relaxed) == 0 {
                // notify: become the EntryList.
                w.next.store(0, Ordering::Relaxed);
                w.prev.store(0, Ordering::Relaxed);
                self.queues.entry_list.store(addr, Ordering::Relaxed);
                w.state.store(ts::ENTER, Ordering::Release);
            } else {
                // Push on cxq.
                loop {
                    let head = self.queues.cxq.load(Ordering::Relaxed);
                    w.next.store(head, Ordering::Relaxed);
                    if self
                        .queues
                        .cxq
                        .compare_exchange(head, addr, Ordering::AcqRel, Ordering::Relaxed)
                        .is_ok()
                    {
                        break;
                    }
                }
                w.state.store(ts::CXQ, Ordering::Release);
            }
            if !all {
                break;
            }
        }
        Ok(())
    }
}

/// The node at `addr` (non-zero).
///
/// # Safety
/// `addr` was read from a monitor's `cxq`/`EntryList` links by its owner,
/// or from its WaitSet under the WaitSet lock (the invariant on
/// [`ObjectWaiter`]).
unsafe fn node_at<'a>(addr: usize) -> &'a ObjectWaiter {
    debug_assert!(addr != 0);
    // SAFETY: the caller's obligation.
    unsafe { &*(addr as *const ObjectWaiter) }
}

impl fmt::Debug for ObjectMonitor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ObjectMonitor")
            .field("object", &format_args!("{:#x}", self.object_addr()))
            .field("header", &self.header())
            .field("owner", &self.owner())
            .field("recursions", &self.recursions.load(Ordering::Relaxed))
            .field("contentions", &self.contentions())
            .field("waiters", &self.waiters())
            .field(
                "cxq",
                &format_args!("{:#x}", self.queues.cxq.load(Ordering::Relaxed)),
            )
            .field(
                "entry_list",
                &format_args!("{:#x}", self.queues.entry_list.load(Ordering::Relaxed)),
            )
            .field("succ", &self.load_succ())
            .finish()
    }
}
