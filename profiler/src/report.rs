//! The JSON report (the contract other tools read; README "Profiling"),
//! built once at exit from what the profilers measured. Every text view
//! (`views.rs`) renders from this same data.
//!
//! Fractions are 0..1; times are ns unless a name says otherwise.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::blame::{BlameSummary, LockBlame};
use crate::freelunch::{Interval, Point};
use crate::jprofiler::Usage;

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Report {
    /// Main class and arguments.
    pub program: String,
    /// From the start of profiling to the report.
    pub elapsed_ns: u64,
    /// Java threads that ran (main included).
    pub threads: u64,
    /// Free Lunch's measurement interval.
    pub interval_ms: u64,
    pub csp_threshold: f64,
    /// Where times come from.
    pub clock: String,
    /// The profilers that were on.
    pub profilers: Vec<String>,
    /// Thread id → name (the names of `thread_table`).
    pub thread_names: BTreeMap<u32, String>,
    /// Every Java thread that ran while profiling, in order of start: the
    /// table every `{"id", "name"}` thread reference of the report
    /// resolves in, whatever profilers ran.
    #[serde(default)]
    pub thread_table: Vec<ThreadInfo>,
    /// Free Lunch's closed intervals.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub intervals: Vec<Interval>,
    /// One entry per lock that was inflated while profiling.
    pub locks: Vec<LockReport>,
    /// HPROF's own table: (trace, class) entries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hprof: Option<HprofTable>,
    /// Blame tracing's aggregation and event counts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blame: Option<BlameSummary>,
    /// Paper 004's concurrency metrics (`--profile=concurrency`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub concurrency: Option<crate::concurrency::ConcurrencyReport>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct LockReport {
    /// Dotted Java class name of the locked object.
    pub class: String,
    /// Stable identity (order of first inflation; park-based locks after
    /// the intrinsic ones, in order of first park).
    pub id: u64,
    /// `"monitor"` (an intrinsic lock) or `"park"` (a park blocker).
    #[serde(default = "monitor_kind")]
    pub kind: String,
    /// What holds the lock's object at report time, when the VM can tell
    /// cheaply: a static field (`Class.field`), an instance field of an
    /// object a static refers to (`Class.field` of that object's class), or
    /// a class mirror (`Class.class`). Absent: not found (or not asked).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// When the garbage collector found the lock's object dead, in ms
    /// since profiling started (absent: alive at the end). The lock's data
    /// up to then is kept; a new object at the same address is another
    /// lock, with another id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub died_ms: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub freelunch: Option<FreeLunchLock>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hprof: Option<HprofLock>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jprofiler: Option<JProfilerLock>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub msdk: Option<MsdkLock>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub healthcenter: Option<HealthCenterLock>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blame: Option<LockBlame>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampling: Option<SamplingLock>,
}

fn monitor_kind() -> String {
    "monitor".into()
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct FreeLunchLock {
    /// CSP over the whole run.
    pub csp: f64,
    /// CSP of the interval with the highest CSP.
    pub max_csp: f64,
    pub acquiring_ns: u64,
    pub timeline: Vec<Point>,
    /// The call chain of the contended acquisition that first inflated it.
    pub chain: Vec<String>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct HprofLock {
    /// This lock's fraction of all locks' HPROF acquiring time.
    pub share: f64,
    pub acquiring_ns: u64,
    /// Contended acquisitions HPROF saw.
    pub count: u64,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct HprofTable {
    /// "hprof" or "opthprof".
    pub variant: String,
    pub total_ns: u64,
    pub entries: Vec<HprofEntry>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct HprofEntry {
    /// HPROF's trace serial number.
    pub trace_id: u32,
    pub trace: Vec<String>,
    pub class: String,
    pub ns: u64,
    pub count: u64,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct JProfilerLock {
    /// Block duration / elapsed time.
    pub acquire_over_elapsed: f64,
    pub block_count: u64,
    pub block_ns: u64,
    pub wait_count: u64,
    pub wait_ns: u64,
    /// By blocked/waiting thread.
    pub by_thread: Vec<ThreadUsage>,
    /// Blocked time by the thread that held the lock.
    pub by_blocker: Vec<ThreadUsage>,
}

pub use crate::thread_ref::{ThreadRef, UNKNOWN};

/// One row of [`Report::thread_table`].
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct ThreadInfo {
    pub id: u32,
    /// `Thread.getId()`.
    pub java_id: u64,
    pub name: String,
    /// Since profiling started.
    pub start_ms: f64,
    /// Absent: still running at the report.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_ms: Option<f64>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct ThreadUsage {
    pub thread: ThreadRef,
    #[serde(flatten)]
    pub usage: Usage,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct MsdkLock {
    /// Total critical-section (hold) time / acquisitions.
    pub avg_cs_ns: f64,
    /// Non-recursive acquisitions while inflated (MSDK's ENTER).
    pub acquisitions: u64,
    pub cs_ns: u64,
    /// Acquisitions that found the lock held (SLOW).
    pub slow: u64,
    /// SLOW per second of elapsed time.
    pub slow_per_s: f64,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct HealthCenterLock {
    pub gets: u64,
    pub nonrec: u64,
    pub slow: u64,
    pub rec: u64,
    pub tier2: u64,
    pub tier3: u64,
    /// Health Center's %miss: slow / gets.
    pub miss: f64,
    /// Total hold time / non-recursive gets.
    pub avg_hold_ns: f64,
    /// Total hold time / elapsed time.
    pub util: f64,
}

/// Contended-lock sampling (paper 001; `sampling.rs`) of one lock.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SamplingLock {
    /// Ticks while profiling (the same for every lock).
    pub samples: u64,
    /// Ticks per second (`--sample-hz`): a tick stands for 1/hz s.
    pub hz: u32,
    /// Ticks at which this lock had waiters.
    pub contended_samples: u64,
    /// The owner at those ticks, by thread and chain; most samples first.
    pub by_owner: Vec<SampledThread>,
    /// Every waiter (blocked entering, or parked on the blocker) at those
    /// ticks, by thread and chain; most samples first.
    pub by_waiter: Vec<SampledThread>,
    /// The estimated thread-time spent waiting for the lock: every waiter
    /// at every tick stands for 1/hz s (waiter-ticks × 1e9 / hz).
    #[serde(default)]
    pub estimated_ns: u64,
    /// Why the ticks with waiters but no owner named none (the reason seen
    /// most often), e.g. a synchronizer held in shared mode, whose holders
    /// are not recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner_unknown: Option<String>,
    /// The ticks with waiters at which no owner could be named.
    #[serde(default)]
    pub owner_unknown_samples: u64,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SampledThread {
    pub thread: ThreadRef,
    /// Innermost frame first.
    pub chain: Vec<String>,
    pub samples: u64,
}

/// `part / whole`, 0 when `whole` is 0.
pub(crate) fn ratio(part: f64, whole: f64) -> f64 {
    if whole > 0.0 {
        part / whole
    } else {
        0.0
    }
}
