//! Entering an [`ObjectMonitor`]: ownership checks, the uncontended CAS,
//! adaptive spinning, and `EnterI`/`ReenterI` (queueing on `cxq` and
//! parking). See the module docs of `mod.rs` for the protocol.

use std::time::{Duration, Instant};

use crate::owner_word;
use crate::profile;
use crate::profile::blame;
use crate::profile::hooks as profiling;
use crate::safepoint;
use crate::sync::{fence, spin_hint, Ordering};
use crate::thread::LockingThread;
use crate::IllegalMonitorState;

use super::*;

impl ObjectMonitor {
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
    pub(super) fn check_owner(&self, thread: &LockingThread) -> Result<(), IllegalMonitorState> {
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
            // in `_count`, which an exiting owner reads (see `profile/blame/`).
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
    pub(super) fn reenter_i(&self, thread: &LockingThread) {
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

    fn spin_succeeded(&self) {
        let d = self.queues.spin_duration.load(Ordering::Relaxed);
        if d < SPIN_LIMIT {
            self.queues
                .spin_duration
                .store(d.max(POVERTY) + BONUS, Ordering::Relaxed);
        }
    }
}
