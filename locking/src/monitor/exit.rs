//! Leaving an [`ObjectMonitor`]: the 1-0 exit and the competitive hand-off
//! (`release_and_wake`). See the module docs of `mod.rs` for the protocol.

use crate::profile::blame;
use crate::profile::hooks as profiling;
use crate::sync::{fence, Ordering};
use crate::thread::LockingThread;
use crate::IllegalMonitorState;

use super::*;

impl ObjectMonitor {
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
    /// an exit that sees it is numbered after its enter (`profile/blame/`); the
    /// exit is numbered before the release, so before the next owner's
    /// entered.
    pub(super) fn has_blocked_threads(&self) -> bool {
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
    pub(super) fn release(&self, thread: &LockingThread) {
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
}
