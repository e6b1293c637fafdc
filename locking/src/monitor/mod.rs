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
//!
//! # Files
//!
//! This file is the type: fields, the [`ObjectWaiter`] node, observers, and
//! the `succ` claims enter and exit share. The algorithm, which takes the
//! calling thread, is `enter.rs`, `exit.rs` and `wait.rs`; so the type
//! imports no thread, and the thread (its wait node) and the context (its
//! monitor pool) can be built from it.

use std::collections::VecDeque;
use std::fmt;

use crate::class::LockClass;
use crate::mark_word::MarkWord;
use crate::object::ObjectRef;
use crate::owner_word;
use crate::profile::blame::state::NotifiedEnter;
use crate::profile::lock_profile::LockProfile;
use crate::profile::times::ThreadTimes;
use crate::sync::{unmodelled, AtomicBool, AtomicU8, AtomicUsize, Mutex, Ordering, Parker};
use crate::thread::id::ThreadId;

mod enter;
mod exit;
mod wait;

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
/// them are `'static` (see `deflation/` for why a stale reference is
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

    /// The lock's profile while profiling (see `profile/lock_profile.rs`).
    #[inline]
    pub(crate) fn profile(&self) -> Option<&'static LockProfile> {
        let p = self.profile.load(Ordering::Relaxed);
        // SAFETY: non-null profiles are leaked at creation (`'static`) and
        // never freed.
        (!p.is_null()).then(|| unsafe { &*p })
    }

    // ---- succ, the heir presumptive (enter and exit) ----------------------------

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
