//! JProfiler / YourKit (paper 000 §2.2.2–2.2.3): block and wait counts and
//! durations, grouped by monitor, by class, by thread and by **blocker
//! thread** (the owner that held the lock when a thread blocked on it).
//!
//! The per-monitor numbers are kept in the monitor's profile
//! (`LockProfile::block_*`, `wait_*`); the per-thread groupings come from
//! the JVMTI-like events, as these tools get them: a global table under a
//! lock, like the agents' own.

use parking_lot::Mutex;
use std::cell::Cell;
use std::collections::HashMap;
use std::time::Duration;

use locking::profile::{LockProfile, MonitorEvents};
use locking::{LockingThread, ThreadId};

/// Block and wait totals of one group.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Usage {
    pub block_count: u64,
    pub block_ns: u64,
    pub wait_count: u64,
    pub wait_ns: u64,
}

impl std::ops::AddAssign for Usage {
    fn add_assign(&mut self, u: Usage) {
        self.block_count += u.block_count;
        self.block_ns += u.block_ns;
        self.wait_count += u.wait_count;
        self.wait_ns += u.wait_ns;
    }
}

/// The event-driven part of the JProfiler/YourKit views.
pub struct JProfilerAgent {
    /// Names this agent in the threads' TLS (one agent per session, and a
    /// thread may post events to several sessions' agents over its life).
    agent: u64,
    /// (lock id, waiting/blocked thread, blocker thread or 0) → usage.
    table: Mutex<HashMap<(u64, u32, u32), Usage>>,
}

impl Default for JProfilerAgent {
    fn default() -> JProfilerAgent {
        JProfilerAgent {
            agent: crate::unique_id(),
            table: Mutex::default(),
        }
    }
}

thread_local! {
    /// The owner seen at this thread's contended enter in progress, and the
    /// agent that saw it (an entered event takes it only for the same
    /// agent: scratch between two events of one acquisition, never read
    /// by another session's agent).
    static BLOCKER: Cell<(u64, u32)> = const { Cell::new((0, 0)) };
}

impl JProfilerAgent {
    fn add(&self, key: (u64, u32, u32), f: impl FnOnce(&mut Usage)) {
        f(self.table.lock().entry(key).or_default());
    }

    /// Every (lock id, thread id, blocker id or 0, usage) so far.
    pub fn rows(&self) -> Vec<(u64, u32, u32, Usage)> {
        let mut rows: Vec<_> = self
            .table
            .lock()
            .iter()
            .map(|(&(l, t, b), &u)| (l, t, b, u))
            .collect();
        rows.sort_by_key(|r| (r.0, r.1, r.2));
        rows
    }

    pub(crate) fn contended_enter(&self, owner: Option<ThreadId>) {
        BLOCKER.with(|b| b.set((self.agent, owner.map_or(0, ThreadId::get))));
    }

    pub(crate) fn contended_entered(&self, thread: &LockingThread, lock: u64, blocked_ns: u64) {
        let blocker = match BLOCKER.with(|b| b.replace((0, 0))) {
            (agent, blocker) if agent == self.agent => blocker,
            _ => 0,
        };
        self.add((lock, thread.id().get(), blocker), |u| {
            u.block_count += 1;
            u.block_ns += blocked_ns;
        });
    }

    pub(crate) fn waited(&self, thread: &LockingThread, lock: u64, waited_ns: u64) {
        self.add((lock, thread.id().get(), 0), |u| {
            u.wait_count += 1;
            u.wait_ns += waited_ns;
        });
    }
}

impl MonitorEvents for JProfilerAgent {
    fn contended_enter(&self, _: &LockingThread, _: &'static LockProfile, owner: Option<ThreadId>) {
        JProfilerAgent::contended_enter(self, owner);
    }
    fn contended_entered(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        blocked_ns: u64,
    ) {
        JProfilerAgent::contended_entered(self, thread, lock.id, blocked_ns);
    }
    fn wait(&self, _: &LockingThread, _: &'static LockProfile, _: Option<Duration>) {}
    fn waited(&self, thread: &LockingThread, lock: &'static LockProfile, waited_ns: u64) {
        JProfilerAgent::waited(self, thread, lock.id, waited_ns);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_by_lock_thread_and_blocker() {
        let agent = JProfilerAgent::default();
        let t = LockingThread::new(&locking::LockingContext::with_defaults());
        agent.contended_enter(ThreadId::new(7));
        agent.contended_entered(&t, 1, 100);
        agent.contended_enter(ThreadId::new(7));
        agent.contended_entered(&t, 1, 50);
        agent.contended_enter(None);
        agent.contended_entered(&t, 1, 5);
        agent.waited(&t, 2, 1000);
        let me = t.id().get();
        let rows = agent.rows();
        assert!(rows.contains(&(
            1,
            me,
            7,
            Usage {
                block_count: 2,
                block_ns: 150,
                ..Usage::default()
            }
        )));
        assert!(rows.contains(&(
            1,
            me,
            0,
            Usage {
                block_count: 1,
                block_ns: 5,
                ..Usage::default()
            }
        )));
        assert!(rows.contains(&(
            2,
            me,
            0,
            Usage {
                wait_count: 1,
                wait_ns: 1000,
                ..Usage::default()
            }
        )));
    }
}
