//! `Object.wait` and `notify`/`notifyAll` on an [`ObjectMonitor`]: the
//! `WaitSet`. See the module docs of `mod.rs` for the protocol.

use std::time::{Duration, Instant};

use crate::profile::blame;
use crate::profile::hooks as profiling;
use crate::sync::{fence, Ordering};
use crate::thread::LockingThread;
use crate::{IllegalMonitorState, WaitError, WaitOutcome};

use super::*;

impl ObjectMonitor {
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
