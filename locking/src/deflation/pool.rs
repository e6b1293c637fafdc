//! A context's monitor pool (HotSpot 8's `omAlloc`/`omRelease`): the
//! in-use and free lists, and allocation from the free list. Deflation
//! (`mod.rs`) moves idle monitors from one list to the other.

use crate::monitor::ObjectMonitor;
use crate::sync::Mutex;

/// A context's monitor pool (in [`LockingContext`](crate::LockingContext)).
pub(crate) struct MonitorLists {
    pub(super) in_use: Mutex<Vec<&'static ObjectMonitor>>,
    pub(super) free: Mutex<Vec<&'static ObjectMonitor>>,
}

impl MonitorLists {
    pub(crate) fn new() -> MonitorLists {
        MonitorLists {
            in_use: Mutex::new(Vec::new()),
            free: Mutex::new(Vec::new()),
        }
    }

    /// A detached monitor for a new inflation: from the free list, or new.
    pub(crate) fn allocate(&self) -> &'static ObjectMonitor {
        if let Some(m) = self.free.lock().pop() {
            return m;
        }
        Box::leak(Box::new(ObjectMonitor::new()))
    }

    /// Give back a monitor that inflation allocated but did not publish.
    pub(crate) fn give_back(&self, monitor: &'static ObjectMonitor) {
        monitor.clear_object();
        self.free.lock().push(monitor);
    }

    /// Note a monitor just published in its object's mark word.
    pub(crate) fn note_in_use(&self, monitor: &'static ObjectMonitor) {
        self.in_use.lock().push(monitor);
    }
}
