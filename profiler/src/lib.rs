//! Lock-contention profilers carried inside the monitor: Free Lunch's
//! critical-section pressure, HPROF-style, Health Center/JLM,
//! JProfiler/YourKit and MSDK metrics, computed from what the locking
//! crate measured during the run (`locking::profile`); blame tracing
//! (`blame/`), which records contention events and finds who held each
//! lock and where; and one JSON report every text view renders from.
//!
//! The VM drives a session: [`start`] before any Java thread runs,
//! [`at_safepoint`] from the VM thread at every safepoint (Free Lunch
//! closes its intervals there), [`next_deadline`] so the VM thread forces a
//! safepoint when an interval is due, and [`finish`] at exit to build the
//! [`Report`].

pub mod blame;
pub mod chains;
pub mod dates;
mod events;
pub mod freelunch;
pub mod hprof;
pub mod jprofiler;
pub mod options;
pub mod report;
pub mod views;

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use locking::profile::{self, clock, collect};

pub use options::{Options, Profiler, ProfilerSet};
pub use report::Report;

use events::EventSink;
use freelunch::FreeLunch;

struct Session {
    /// The locking context the profilers were started in.
    ctx: std::sync::Arc<locking::LockingContext>,
    options: Options,
    started_ns: u64,
    free_lunch: Option<Mutex<FreeLunch>>,
    events: &'static EventSink,
}

static SESSION: OnceLock<Session> = OnceLock::new();

/// Switch on what `options` asks for, in the VM's locking context `ctx`.
/// Call once, before Java threads run.
pub fn start(ctx: &std::sync::Arc<locking::LockingContext>, options: Options) {
    let set = options.profilers;
    if set.is_empty() {
        return;
    }
    let mut bits = 0;
    if set.has(Profiler::FreeLunch) {
        bits |= collect::ACQUIRING_TIME | collect::INFLATION_CHAIN;
    }
    if set.has(Profiler::HealthCenter) || set.has(Profiler::Msdk) {
        bits |= collect::MONITOR_COUNTS;
    }
    if set.has(Profiler::JProfiler) {
        bits |= collect::BLOCK_TIMES | collect::EVENTS;
    }
    if set.has(Profiler::Hprof) {
        bits |= collect::EVENTS;
    }
    if set.has(Profiler::Blame) {
        bits |= blame::collect_bits(options.trace.is_some());
        blame::start(
            ctx,
            options.trace.is_some(),
            options.blame_log.is_some(),
            options.blame_trace.as_deref(),
        );
    }
    let events: &'static EventSink = Box::leak(Box::new(EventSink::new(&options)));
    profile::install_events(ctx, events);
    profile::install_chain_recorder(ctx, chains::record_inflation_chain);
    profile::enable(ctx, bits);
    let free_lunch = set.has(Profiler::FreeLunch).then(|| {
        Mutex::new(FreeLunch::new(
            std::sync::Arc::clone(ctx),
            options.interval_ms,
            options.csp_threshold,
            Box::new(std::io::stderr()),
        ))
    });
    let _ = SESSION.set(Session {
        ctx: std::sync::Arc::clone(ctx),
        started_ns: clock::now_ns(),
        options,
        free_lunch,
        events,
    });
}

/// Whether a session is running.
pub fn is_active() -> bool {
    SESSION.get().is_some()
}

/// The VM thread is at a safepoint: close Free Lunch's interval if due.
pub fn at_safepoint() {
    blame::at_safepoint();
    if let Some(fl) = SESSION.get().and_then(|s| s.free_lunch.as_ref()) {
        fl.lock().unwrap_or_else(|e| e.into_inner()).at_safepoint();
    }
}

/// How long until Free Lunch's interval is due (the VM thread forces a
/// safepoint then), if one will be.
pub fn next_deadline() -> Option<std::time::Duration> {
    let fl = SESSION.get()?.free_lunch.as_ref()?;
    let due = fl.lock().unwrap_or_else(|e| e.into_inner()).due_at();
    Some(std::time::Duration::from_nanos(
        due.saturating_sub(clock::now_ns()),
    ))
}

/// Build the report of the session (call once, at exit). Not at a safepoint:
/// threads that still run then (daemons, or any thread when `System.exit`
/// ends the VM) may have their last, unfinished counts missed; every counter
/// is an atomic, so reading them is safe.
/// `program` names what ran.
pub fn finish(program: &str) -> Option<Report> {
    let s = SESSION.get()?;
    let set = s.options.profilers;
    let elapsed_ns = clock::now_ns().saturating_sub(s.started_ns).max(1);
    let elapsed = elapsed_ns as f64;
    let (fl_results, intervals) = match &s.free_lunch {
        Some(fl) => fl.lock().unwrap_or_else(|e| e.into_inner()).finish(),
        None => (HashMap::new(), Vec::new()),
    };
    let hprof_table = s.events.hprof_table();
    let hprof_by_lock: HashMap<u64, (u64, u64)> = s
        .events
        .hprof_per_lock()
        .into_iter()
        .map(|(id, ns, count)| (id, (ns, count)))
        .collect();
    let hprof_total: u64 = hprof_by_lock.values().map(|v| v.0).sum();
    let jprofiler_rows = s.events.jprofiler_rows();

    let profiles = profile::all_lock_profiles(&s.ctx);
    let blame = blame::finish(
        s.started_ns + elapsed_ns,
        profiles.last().map_or(1, |p| p.id + 1),
    );
    let lock_classes = profiles
        .iter()
        .map(|p| (p.id, p.class.name().to_owned()))
        .collect();
    let blame_names = blame
        .as_ref()
        .map(|b| blame::aggregate::Names::new(&b.analysis, lock_classes));
    let mut blame_report = match (&blame, &blame_names) {
        (Some(b), Some(names)) => Some(blame::report(
            &b.analysis,
            names,
            &s.options.blame_by,
            b.trace_bytes,
        )),
        _ => None,
    };
    let mut lock_blame = |id: u64| {
        blame_report
            .as_mut()
            .map(|r| r.by_lock.remove(&id).unwrap_or_default())
    };

    let mut locks = Vec::new();
    for p in profiles {
        let mut lock = report::LockReport {
            class: p.class.name().to_owned(),
            id: p.id,
            kind: "monitor".into(),
            died_ms: p
                .died_ns()
                .map(|t| t.saturating_sub(s.started_ns) as f64 / 1e6),
            blame: lock_blame(p.id),
            ..Default::default()
        };
        if let Some(r) = fl_results.get(&p.id) {
            lock.freelunch = Some(report::FreeLunchLock {
                csp: r.csp,
                max_csp: r.timeline.iter().map(|t| t.csp).fold(0.0, f64::max),
                acquiring_ns: r.acquiring_ns,
                timeline: r.timeline.clone(),
                chain: chains::inflation_chains()
                    .get(p.chain())
                    .iter()
                    .map(ToString::to_string)
                    .collect(),
            });
        }
        if set.has(Profiler::Hprof) {
            let (ns, count) = hprof_by_lock.get(&p.id).copied().unwrap_or((0, 0));
            lock.hprof = Some(report::HprofLock {
                share: report::ratio(ns as f64, hprof_total as f64),
                acquiring_ns: ns,
                count,
            });
        }
        if set.has(Profiler::JProfiler) {
            let mut by_thread: HashMap<u32, jprofiler::Usage> = HashMap::new();
            let mut by_blocker: HashMap<u32, jprofiler::Usage> = HashMap::new();
            for &(_, thread, blocker, u) in jprofiler_rows.iter().filter(|r| r.0 == p.id) {
                *by_thread.entry(thread).or_default() += u;
                if u.block_count > 0 {
                    *by_blocker.entry(blocker).or_default() += u;
                }
            }
            lock.jprofiler = Some(report::JProfilerLock {
                acquire_over_elapsed: p.block_ns.get() as f64 / elapsed,
                block_count: p.block_count.get(),
                block_ns: p.block_ns.get(),
                wait_count: p.wait_count.get(),
                wait_ns: p.wait_ns.get(),
                by_thread: sorted_usage(by_thread),
                by_blocker: sorted_usage(by_blocker),
            });
        }
        if set.has(Profiler::Msdk) {
            lock.msdk = Some(report::MsdkLock {
                avg_cs_ns: report::ratio(p.hold_ns.get() as f64, p.nonrec.get() as f64),
                acquisitions: p.nonrec.get(),
                cs_ns: p.hold_ns.get(),
                slow: p.slow.get(),
                slow_per_s: p.slow.get() as f64 / (elapsed / 1e9),
            });
        }
        if set.has(Profiler::HealthCenter) {
            lock.healthcenter = Some(report::HealthCenterLock {
                gets: p.gets.get(),
                nonrec: p.nonrec.get(),
                slow: p.slow.get(),
                rec: p.rec.get(),
                tier2: p.tier2.get(),
                tier3: p.tier3.get(),
                miss: report::ratio(p.slow.get() as f64, p.gets.get() as f64),
                avg_hold_ns: report::ratio(p.hold_ns.get() as f64, p.nonrec.get() as f64),
                util: p.hold_ns.get() as f64 / elapsed,
            });
        }
        locks.push(lock);
    }
    if let Some(r) = blame_report.as_mut() {
        locks.extend(r.park_locks.drain(..).map(park_lock_report));
    }
    if let (Some(b), Some(names)) = (&blame, &blame_names) {
        let files = s.options.blame_files();
        blame::write_outputs(&files, &b.analysis, names, s.started_ns + elapsed_ns);
    }
    let summary = blame_report.map(|r| r.summary);
    Some(Report {
        program: program.to_owned(),
        elapsed_ns,
        threads: profile::threads_started(&s.ctx),
        interval_ms: s.options.interval_ms,
        csp_threshold: s.options.csp_threshold,
        clock: clock::source().to_owned(),
        profilers: set.names(),
        thread_names: profile::thread_names(&s.ctx).into_iter().collect(),
        intervals,
        locks,
        hprof: hprof_table,
        blame: summary,
    })
}

/// The options the session runs with.
pub fn options() -> Option<&'static Options> {
    SESSION.get().map(|s| &s.options)
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

fn sorted_usage(map: HashMap<u32, jprofiler::Usage>) -> Vec<report::ThreadUsage> {
    let mut v: Vec<_> = map
        .into_iter()
        .map(|(thread, usage)| report::ThreadUsage { thread, usage })
        .collect();
    v.sort_by(|a, b| {
        (b.usage.block_ns + b.usage.wait_ns)
            .cmp(&(a.usage.block_ns + a.usage.wait_ns))
            .then(a.thread.cmp(&b.thread))
    });
    v
}
