//! The session's table of Java threads: every thread that ran while
//! profiling, whatever profilers are on, told by the VM as it attaches and
//! detaches threads. The report's `thread_table` and its `threads` count
//! come from here, and every thread reference of the report (blame,
//! sampling, JProfiler, concurrency) resolves in it.

use parking_lot::Mutex;
use std::collections::BTreeMap;

use locking::profile::clock;

use crate::report::ThreadInfo;

/// One thread as the VM told it.
#[derive(Clone, Debug)]
struct Entry {
    id: u32,
    java_id: u64,
    name: String,
    start_ns: u64,
    end_ns: Option<u64>,
}

/// The Java threads of one session, in order of start.
#[derive(Debug, Default)]
pub(crate) struct ThreadTable {
    entries: Mutex<Vec<Entry>>,
}

impl ThreadTable {
    /// Thread `id` (`Thread.getId()` `java_id`) starts running Java code.
    pub(crate) fn attached(&self, id: u32, java_id: u64, name: String) {
        let mut entries = self.entries.lock();
        entries.push(Entry {
            id,
            java_id,
            name,
            start_ns: clock::now_ns(),
            end_ns: None,
        });
    }

    /// Thread `id` runs no more Java code; `name` is its name then (a
    /// thread may rename itself).
    pub(crate) fn detached(&self, id: u32, name: Option<String>) {
        let mut entries = self.entries.lock();
        if let Some(e) = entries
            .iter_mut()
            .rev()
            .find(|e| e.id == id && e.end_ns.is_none())
        {
            e.end_ns = Some(clock::now_ns());
            if let Some(name) = name.filter(|n| !n.is_empty()) {
                e.name = name;
            }
        }
    }

    /// How many threads ran.
    pub(crate) fn len(&self) -> usize {
        self.entries.lock().len()
    }

    /// Id → name of every thread.
    pub(crate) fn names(&self) -> BTreeMap<u32, String> {
        let entries = self.entries.lock();
        entries.iter().map(|e| (e.id, e.name.clone())).collect()
    }

    /// The report's rows, times from `started_ns`.
    pub(crate) fn rows(&self, started_ns: u64) -> Vec<ThreadInfo> {
        let ms = |t: u64| t.saturating_sub(started_ns) as f64 / 1e6;
        let entries = self.entries.lock();
        entries
            .iter()
            .map(|e| ThreadInfo {
                id: e.id,
                java_id: e.java_id,
                name: e.name.clone(),
                start_ms: ms(e.start_ns),
                end_ms: e.end_ns.map(ms),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_keep_start_order_and_the_name_at_detach() {
        let t = ThreadTable::default();
        t.attached(1, 1, "main".into());
        t.attached(2, 12, "Thread-0".into());
        t.detached(2, Some("worker".into()));
        let rows = t.rows(0);
        assert_eq!(t.len(), 2);
        assert_eq!(rows[1].name, "worker");
        assert_eq!(rows[1].java_id, 12);
        assert!(rows[1].end_ms.is_some() && rows[0].end_ms.is_none());
        assert_eq!(t.names()[&1], "main");
    }
}
