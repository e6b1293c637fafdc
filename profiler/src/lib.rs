//! Lock-contention profilers carried inside the monitor: Free Lunch's
//! critical-section pressure, HPROF-style, Health Center/JLM,
//! JProfiler/YourKit and MSDK metrics, computed from what the locking
//! crate measured during the run (`locking::profile`); blame tracing
//! (`blame/`), which records contention events and finds who held each
//! lock and where; contended-lock sampling (`sampling.rs`, paper 001);
//! and one JSON report every text view renders from.
//!
//! The VM owns a [`Session`]: [`Session::start`] before any Java thread
//! runs, [`Session::at_safepoint`] from the VM thread at every safepoint
//! (Free Lunch closes its intervals there), [`Session::next_deadline`] so
//! the VM thread forces a safepoint when an interval is due, and
//! [`Session::finish`] at exit to build the [`Report`]. A session is a
//! value, tied to one locking context: two VMs in one process, side by
//! side or one after the other, each have their own and see nothing of
//! the other's.

pub mod accuracy;
pub mod blame;
pub mod chains;
pub mod concurrency;
pub mod dates;
mod events;
pub mod freelunch;
pub mod hprof;
pub mod html;
pub mod jprofiler;
pub mod options;
pub mod report;
pub mod sampling;
mod session;
pub mod thread_ref;
mod threads;
pub mod views;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

pub use options::{Options, Profiler, ProfilerSet};
pub use report::Report;
pub use session::Session;

/// A number no other call in this process returns. It names a session's
/// agents and blame recorder in the thread-locals where they keep
/// per-thread state (HPROF's and JProfiler's event in progress, blame's
/// buffers and known chains), so that a thread that posts events to
/// several sessions keeps each one's apart. A counter, not session state:
/// it must be process-wide for the numbers to be distinct.
pub(crate) fn unique_id() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// A park-based lock as the report lists it.
pub fn park_lock_report(p: blame::ParkLock) -> report::LockReport {
    report::LockReport {
        class: p.class,
        id: p.id,
        kind: "park".into(),
        blame: Some(p.blame),
        ..Default::default()
    }
}

pub(crate) fn sorted_usage(
    map: HashMap<u32, jprofiler::Usage>,
    names: &std::collections::BTreeMap<u32, String>,
) -> Vec<report::ThreadUsage> {
    let mut v: Vec<_> = map
        .into_iter()
        .map(|(thread, usage)| report::ThreadUsage {
            thread: report::ThreadRef::named(thread, names),
            usage,
        })
        .collect();
    v.sort_by(|a, b| {
        (b.usage.block_ns + b.usage.wait_ns)
            .cmp(&(a.usage.block_ns + a.usage.wait_ns))
            .then(a.thread.cmp(&b.thread))
    });
    v
}
