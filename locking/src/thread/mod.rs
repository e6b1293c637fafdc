//! [`LockingThread`]: the per-Java-thread state of the locking crate. Its
//! id type, [`ThreadId`], is `id.rs` (a leaf: owner words and logs name
//! threads by id without reaching the thread).

pub(crate) mod id;

pub use id::ThreadId;

use crate::sync::unmodelled::{self, Arc};
use std::fmt;

use crate::context::LockingContext;
use crate::identity_hash::generator::HashState;
use crate::lock_record::{LockRecordArea, DEFAULT_LOCK_RECORDS};
use crate::mark_word::MarkWord;
use crate::monitor::ObjectWaiter;
use crate::owner_word;
use crate::profile::blame::state::PendingForwards;
use crate::profile::times::ThreadTimes;
use crate::safepoint::state::{StateWord, ThreadState};
use crate::sync::{AtomicBool, Ordering, Parker};

/// The locking crate's state for one Java thread: its id, its lock-record
/// area, the event it parks on when blocked on a monitor, its interrupt
/// flag and its identity-hash generator.
///
/// The VM creates one per Java thread and passes it to every call made *on
/// that thread* (`monitor_enter(&me, obj)`, ...). Passing another thread's
/// `LockingThread` is a logic error (locks would be taken in that thread's
/// name), though not undefined behaviour. Other threads may only
/// [`interrupt`](Self::interrupt) it or read its flag.
///
/// The lock records live in their own heap allocation, so the
/// `LockingThread` itself may be moved between calls. Dropping it while it
/// still holds stack locks leaks the record area (marks still point into
/// it, and other threads will read it); the VM should release a dying
/// thread's monitors first.
pub struct LockingThread {
    id: ThreadId,
    /// The context the thread belongs to: its settings, safepoints,
    /// monitor pool and classes.
    ctx: Arc<LockingContext>,
    /// The thread-id field of a mark biased to this thread, in place (no
    /// other bits): the biased fast path ors it into the class's prototype
    /// and compares the result with the mark.
    pub(crate) bias_owner_bits: usize,
    pub(crate) records: LockRecordArea,
    /// Where the thread blocks when it waits to enter a monitor or in
    /// `Object.wait`; unparked by monitor exit and by `interrupt`. Immortal
    /// (see [`Parker::allocate`]).
    pub(crate) parker: &'static Parker,
    interrupted: AtomicBool,
    /// The thread's node in a monitor's queues (`cxq`, `EntryList`,
    /// `WaitSet`): a thread waits on at most one monitor at a time.
    pub(crate) waiter: ObjectWaiter,
    /// Set while the thread is blocked entering a monitor (Java's BLOCKED).
    pub(crate) entering: AtomicBool,
    /// The monitor (its address) the thread is contending for, from its
    /// first failed attempt to ownership; 0: none (HotSpot's
    /// `_current_pending_monitor`). Read by thread dumps (`inspect.rs`).
    pub(crate) pending_monitor: unmodelled::AtomicUsize,
    /// The monitor the thread is in `wait()` on, until it owns it again
    /// (HotSpot's `_current_waiting_monitor`); 0: none.
    pub(crate) waiting_monitor: unmodelled::AtomicUsize,
    /// The thread's [`ThreadState`], for safepoints.
    state: StateWord,
    /// The running state to return to after `unblock` (thread-private).
    pub(crate) saved_state: unmodelled::AtomicU8,
    pub(crate) hash_state: HashState,
    /// For logs; set by the VM (`set_name`).
    name: unmodelled::Mutex<Option<Box<str>>>,
    /// Spin iterations and park-loop turns of the acquisition in progress
    /// (owner-written scratch for JLM's TIER2/TIER3).
    pub(crate) spins: unmodelled::AtomicU64,
    pub(crate) park_turns: unmodelled::AtomicU64,
    /// When the thread last tried to take a free monitor on a contended
    /// path (profilers' scratch; 0: none).
    pub(crate) acquire_stamp: unmodelled::AtomicU64,
    /// Blame tracing: forward references of `wait` releases this thread
    /// has yet to resolve (`profile/blame/`).
    pub(crate) pending_forwards: PendingForwards,
    /// The embedder's own record of this thread (the VM's `JThread`), so that the safepoint's
    /// thread list is the one registry every safepoint operation walks (see
    /// [`attachment`](Self::attachment)). Null: none.
    attachment: unmodelled::AtomicPtr<()>,
}

impl LockingThread {
    /// A thread of `ctx` with a fresh id and [`DEFAULT_LOCK_RECORDS`] lock
    /// records.
    pub fn new(ctx: &Arc<LockingContext>) -> LockingThread {
        Self::with_capacity(ctx, DEFAULT_LOCK_RECORDS)
    }

    /// A thread of `ctx` with a fresh id and `records` lock records (at
    /// least 1). Small areas keep loom models small and exercise the
    /// overflow path.
    pub fn with_capacity(ctx: &Arc<LockingContext>, records: usize) -> LockingThread {
        let id = ctx.next_thread_id.fetch_add(1, Ordering::Relaxed);
        let id = ThreadId::new(id).expect("thread ids exhausted");
        Self::with_id(ctx, id, records)
    }

    /// A thread of `ctx` with id `id` (chosen by the VM; ids of live threads
    /// must be distinct) and `records` lock records (at least 1).
    pub fn with_id(ctx: &Arc<LockingContext>, id: ThreadId, records: usize) -> LockingThread {
        let parker = Parker::allocate();
        LockingThread {
            id,
            ctx: Arc::clone(ctx),
            bias_owner_bits: MarkWord::biased(u64::from(id.get()), 0, 0).bits()
                & MarkWord::THREAD_MASK_IN_PLACE,
            records: LockRecordArea::new(records),
            parker,
            interrupted: AtomicBool::new(false),
            waiter: ObjectWaiter::new(owner_word::of_thread(id), parker),
            entering: AtomicBool::new(false),
            pending_monitor: unmodelled::AtomicUsize::new(0),
            waiting_monitor: unmodelled::AtomicUsize::new(0),
            state: StateWord::new(ThreadState::InJava as u8),
            saved_state: unmodelled::AtomicU8::new(ThreadState::InJava as u8),
            hash_state: HashState::new(id.get()),
            name: unmodelled::Mutex::new(None),
            spins: unmodelled::AtomicU64::new(0),
            park_turns: unmodelled::AtomicU64::new(0),
            acquire_stamp: unmodelled::AtomicU64::new(0),
            pending_forwards: PendingForwards::default(),
            attachment: unmodelled::AtomicPtr::new(std::ptr::null_mut()),
        }
    }

    /// Records the embedder's per-thread data. The embedder sets it before
    /// [`attach`](crate::safepoint::attach) and clears it (null) before
    /// [`detach`](crate::safepoint::detach), while the thread runs, so a
    /// safepoint operation that finds the thread in
    /// [`threads`](crate::safepoint::threads) sees either nothing or data that
    /// stays in place until the safepoint ends.
    pub fn set_attachment(&self, data: *mut ()) {
        self.attachment.store(data, Ordering::Release);
    }

    /// What [`set_attachment`](Self::set_attachment) recorded (null: nothing).
    pub fn attachment(&self) -> *mut () {
        self.attachment.load(Ordering::Acquire)
    }

    /// The context this thread belongs to.
    #[inline(always)]
    pub fn context(&self) -> &Arc<LockingContext> {
        &self.ctx
    }

    /// This thread's id.
    pub fn id(&self) -> ThreadId {
        self.id
    }

    /// Number of lock records in this thread's area.
    pub fn lock_record_capacity(&self) -> usize {
        self.records.capacity()
    }

    /// Lock records in use (up to the highest one in use).
    pub fn lock_records_in_use(&self) -> usize {
        self.records.depth()
    }

    /// `Thread.interrupt()`: set the interrupt flag and wake the thread if
    /// it is blocked in [`wait`](crate::wait) (which then returns
    /// [`WaitError::Interrupted`](crate::WaitError::Interrupted)). A thread
    /// blocked *entering* a monitor is not interrupted (Java semantics); it
    /// just re-checks and parks again. Sleep and `LockSupport.park` are the
    /// VM's: it must wake those itself.
    pub fn interrupt(&self) {
        // The flag is set before the unpark: a waiter that misses the flag
        // finds the permit, and re-checks the flag after its park returns.
        self.interrupted.store(true, Ordering::SeqCst);
        self.parker.unpark();
    }

    /// `Thread.isInterrupted()`.
    pub fn is_interrupted(&self) -> bool {
        self.interrupted.load(Ordering::SeqCst)
    }

    /// `Thread.interrupted()`: clear the flag, returning its old value.
    pub fn clear_interrupted(&self) -> bool {
        // Cheap check first: clearing an already clear flag need not write.
        self.interrupted.load(Ordering::SeqCst) && self.interrupted.swap(false, Ordering::SeqCst)
    }

    /// The monitor-owner word naming this thread (`owner_word.rs`).
    #[inline]
    pub(crate) fn owner_word(&self) -> usize {
        owner_word::of_thread(self.id)
    }

    /// Name the thread (as `-Xlog:locking` shows it).
    pub fn set_name(&self, name: &str) {
        *self.name.lock() = Some(name.into());
    }

    /// The thread's name, if the VM gave it one.
    pub fn name(&self) -> Option<String> {
        self.name.lock().as_deref().map(str::to_owned)
    }

    /// The thread's safepoint-state word.
    pub(crate) fn state_word(&self) -> &StateWord {
        &self.state
    }

    /// Whether the thread is blocked entering a monitor (`Thread.State.BLOCKED`).
    /// Lifetime, condition-wait and acquiring times, for the profilers
    /// (kept in the thread's wait node, where `notify` can reach them).
    pub fn times(&self) -> &ThreadTimes {
        &self.waiter.times
    }

    pub fn is_blocked_on_monitor(&self) -> bool {
        self.entering.load(Ordering::Relaxed)
    }
}

impl Drop for LockingThread {
    fn drop(&mut self) {
        Parker::recycle(self.parker);
    }
}

impl fmt::Debug for LockingThread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LockingThread")
            .field("id", &self.id)
            .field("lock_records_in_use", &self.records.depth())
            .field("interrupted", &self.is_interrupted())
            .finish_non_exhaustive()
    }
}
