//! The one [`MonitorEvents`] sink the locking crate calls: it forwards each
//! event to the agents that are on (HPROF, JProfiler's per-thread views).
//! Events of park-based locks (`locking::profile::park`) go to JProfiler
//! only: HotSpot's JVMTI posts no event for parking, so HPROF never sees
//! them.

use std::sync::Arc;
use std::time::Duration;

use locking::profile::{LockProfile, MonitorEvents};
use locking::{LockingThread, ThreadId};

use crate::chains::Chains;
use crate::hprof::Hprof;
use crate::jprofiler::JProfilerAgent;
use crate::options::{Options, Profiler};
use crate::report::HprofTable;

pub(crate) struct EventSink {
    hprof: Option<Hprof>,
    jprofiler: Option<JProfilerAgent>,
}

impl EventSink {
    pub(crate) fn new(options: &Options, chains: &Arc<Chains>) -> EventSink {
        let set = options.profilers;
        EventSink {
            hprof: set
                .has(Profiler::Hprof)
                .then(|| Hprof::new(options.hprof_variant).with_chains(Arc::clone(chains))),
            jprofiler: set.has(Profiler::JProfiler).then(JProfilerAgent::default),
        }
    }

    pub(crate) fn hprof_per_lock(&self) -> Vec<(u64, u64, u64)> {
        self.hprof.as_ref().map(Hprof::per_lock).unwrap_or_default()
    }

    pub(crate) fn hprof_table(&self) -> Option<HprofTable> {
        self.hprof.as_ref().map(Hprof::table)
    }

    pub(crate) fn jprofiler_rows(&self) -> Vec<(u64, u32, u32, crate::jprofiler::Usage)> {
        self.jprofiler
            .as_ref()
            .map(JProfilerAgent::rows)
            .unwrap_or_default()
    }
}

impl EventSink {
    /// HPROF, if it is on and `lock` is a monitor (JVMTI's monitor events
    /// are the only ones it gets).
    fn hprof_for(&self, lock: &LockProfile) -> Option<&Hprof> {
        self.hprof.as_ref().filter(|_| !lock.is_park())
    }
}

impl MonitorEvents for EventSink {
    fn contended_enter(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        owner: Option<ThreadId>,
    ) {
        if let Some(h) = self.hprof_for(lock) {
            MonitorEvents::contended_enter(h, thread, lock, owner);
        }
        if let Some(j) = &self.jprofiler {
            MonitorEvents::contended_enter(j, thread, lock, owner);
        }
    }
    fn contended_entered(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        blocked_ns: u64,
    ) {
        if let Some(h) = self.hprof_for(lock) {
            MonitorEvents::contended_entered(h, thread, lock, blocked_ns);
        }
        if let Some(j) = &self.jprofiler {
            MonitorEvents::contended_entered(j, thread, lock, blocked_ns);
        }
    }
    fn wait(&self, thread: &LockingThread, lock: &'static LockProfile, timeout: Option<Duration>) {
        if let Some(h) = self.hprof_for(lock) {
            MonitorEvents::wait(h, thread, lock, timeout);
        }
    }
    fn waited(&self, thread: &LockingThread, lock: &'static LockProfile, waited_ns: u64) {
        if let Some(h) = self.hprof_for(lock) {
            MonitorEvents::waited(h, thread, lock, waited_ns);
        }
        if let Some(j) = &self.jprofiler {
            MonitorEvents::waited(j, thread, lock, waited_ns);
        }
    }
}
