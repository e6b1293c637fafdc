//! A profiling session: what one VM's profilers keep from start to
//! report, as a value the VM owns (`Vm::profiler`). Nothing of it is in a
//! static: every part is reached from the session, and what the locking
//! context calls (the event sink, the chain recorder, blame's tracer and
//! observer) is built into the session's own context when the session
//! starts ([`Session::start`] finishes the context's builder), holding
//! `Arc`s of the session's parts.

use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use locking::profile::{self, clock, collect};
use locking::{LockingContext, LockingContextBuilder};

use crate::blame::{self, BlameSession};
use crate::chains::{Chains, Walkers};
use crate::concurrency::Concurrency;
use crate::events::EventSink;
use crate::freelunch::FreeLunch;
use crate::options::{Options, Profiler};
use crate::report::{self, Report};
use crate::sampling::Sampling;
use crate::threads::ThreadTable;
use crate::{jprofiler, park_lock_report, sorted_usage};

/// One VM's profiling session (see the crate docs).
pub struct Session {
    /// The locking context the profilers were started in.
    ctx: Arc<LockingContext>,
    options: Options,
    started_ns: u64,
    /// The VM's stack walkers and this session's inflation chains.
    chains: Arc<Chains>,
    free_lunch: Option<Mutex<FreeLunch>>,
    /// HPROF's and JProfiler's agents (the context's event sink).
    events: Arc<EventSink>,
    blame: Option<BlameSession>,
    /// Contended-lock sampling's list and counts (the VM runs the sampler).
    sampling: Option<Arc<Sampling>>,
    /// Paper 004's measurements, fed by the VM (`--profile=concurrency`).
    concurrency: Option<Concurrency>,
    /// The Java threads that ran, told by the VM.
    threads: ThreadTable,
    /// The report, built by the first [`finish`](Self::finish).
    report: OnceLock<Report>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("profilers", &self.options.profilers.names())
            .field("finished", &self.report.get().is_some())
            .finish_non_exhaustive()
    }
}

impl Session {
    /// Build the locking context of `context` (a VM's, with the VM's own
    /// hooks) with the hooks of what `options` asks for (event sink, chain
    /// recorder, blame's tracer and observer), and start those profilers in
    /// it, walking stacks with `walkers`. Before Java threads run. The
    /// session is `None` when `options` asks for no profiler.
    pub fn start(
        context: LockingContextBuilder,
        options: Options,
        walkers: Walkers,
    ) -> (Arc<LockingContext>, Option<Arc<Session>>) {
        let set = options.profilers;
        if set.is_empty() {
            return (context.build(), None);
        }
        let chains = Arc::new(Chains::new(walkers));
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
        let blame = set.has(Profiler::Blame).then(|| {
            bits |= blame::collect_bits(options.trace.is_some());
            blame::Recording::start(
                Arc::clone(&chains),
                options.trace.is_some(),
                options.blame_log.is_some(),
                options.blame_trace.as_deref(),
                options.blame_threshold_ns,
            )
        });
        // Sampling finds the monitors threads are blocked on from the
        // threads themselves at its ticks, and needs nothing collected: a
        // monitor gets no profile for it (a profiled monitor takes the slow
        // exit: measured, that alone cost the contended counter 6%).
        let sampling = set
            .has(Profiler::Sampling)
            .then(|| Arc::new(Sampling::new(options.sample_hz)));
        let events = Arc::new(EventSink::new(&options, &chains));
        let recorder = Arc::clone(&chains);
        let mut context = context
            .events(Arc::clone(&events) as _)
            .chain_recorder(Box::new(move |thread| {
                recorder.record_inflation_chain(thread)
            }));
        if let Some(blame) = &blame {
            context = blame.hooks(context);
        }
        let ctx = context.build();
        let ctx = &ctx;
        profile::enable(ctx, bits);
        let blame = blame.map(|recording| recording.session(ctx));
        let free_lunch = set.has(Profiler::FreeLunch).then(|| {
            Mutex::new(FreeLunch::new(
                Arc::clone(ctx),
                options.interval_ms,
                options.csp_threshold,
                Box::new(std::io::stderr()),
                Arc::clone(&chains),
            ))
        });
        let session = Arc::new(Session {
            ctx: Arc::clone(ctx),
            started_ns: clock::now_ns(),
            options,
            chains,
            free_lunch,
            events,
            blame,
            sampling,
            concurrency: set.has(Profiler::Concurrency).then(Concurrency::new),
            threads: ThreadTable::default(),
            report: OnceLock::new(),
        });
        (Arc::clone(ctx), Some(session))
    }

    /// The options the session runs with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The locking context the session profiles.
    pub fn context(&self) -> &Arc<LockingContext> {
        &self.ctx
    }

    /// Blame tracing's part of the session, if blame is on.
    pub fn blame(&self) -> Option<&BlameSession> {
        self.blame.as_ref()
    }

    /// Contended-lock sampling's part of the session, if sampling is on.
    pub fn sampling(&self) -> Option<&Sampling> {
        self.sampling.as_deref()
    }

    /// The concurrency metrics' measurements, if `--profile=concurrency`.
    pub fn concurrency(&self) -> Option<&Concurrency> {
        self.concurrency.as_ref()
    }

    /// Thread `id` (the locking thread's number; `Thread.getId()`
    /// `java_id`) starts running Java code.
    pub fn thread_attached(&self, id: u32, java_id: u64, name: String) {
        self.threads.attached(id, java_id, name);
    }

    /// Thread `id` runs no more Java code; `name`: its name then.
    pub fn thread_detached(&self, id: u32, name: Option<String>) {
        self.threads.detached(id, name);
    }

    /// The session's call chains (its walkers and inflation chains).
    pub fn chains(&self) -> &Arc<Chains> {
        &self.chains
    }

    /// The VM thread is at a safepoint: reclaim blame's buffers, close Free
    /// Lunch's interval if due.
    pub fn at_safepoint(&self) {
        if let Some(b) = &self.blame {
            b.at_safepoint();
        }
        if let Some(fl) = &self.free_lunch {
            fl.lock().at_safepoint();
        }
    }

    /// How long until Free Lunch's interval is due (the VM thread forces a
    /// safepoint then), if one will be.
    pub fn next_deadline(&self) -> Option<Duration> {
        let fl = self.free_lunch.as_ref()?;
        let due = fl.lock().due_at();
        Some(Duration::from_nanos(due.saturating_sub(clock::now_ns())))
    }

    /// The session's report; `program` names what ran. The first call
    /// builds it (and writes blame's files, if asked for); later calls
    /// return the same report (and ignore their `program`). Not at a
    /// safepoint: threads that still run then (daemons, or any thread when
    /// `System.exit` ends the VM) may have their last, unfinished counts
    /// missed; every counter is an atomic, so reading them is safe.
    pub fn finish(&self, program: &str) -> Report {
        self.report
            .get_or_init(|| self.build_report(program))
            .clone()
    }

    /// [`finish`](Self::finish), naming the locks (`LockReport::name`) by
    /// their objects' addresses with `namer` when this call builds the
    /// report (the VM's: which field holds the object).
    pub fn finish_named(&self, program: &str, namer: &dyn Fn(usize) -> Option<String>) -> Report {
        self.report
            .get_or_init(|| {
                let mut report = self.build_report(program);
                self.name_locks(&mut report, namer);
                report
            })
            .clone()
    }

    /// Name the locks of `report` that are alive, by the objects of their
    /// profiles.
    fn name_locks(&self, report: &mut Report, namer: &dyn Fn(usize) -> Option<String>) {
        let objects: HashMap<u64, usize> = profile::all_lock_profiles(&self.ctx)
            .iter()
            .filter(|p| p.died_ns().is_none())
            .map(|p| (p.id, p.object))
            .collect();
        for lock in report.locks.iter_mut().filter(|l| l.died_ms.is_none()) {
            if let Some(&object) = objects.get(&lock.id) {
                lock.name = namer(object);
            }
        }
    }

    fn build_report(&self, program: &str) -> Report {
        let s = self;
        let set = s.options.profilers;
        let elapsed_ns = clock::now_ns().saturating_sub(s.started_ns).max(1);
        let elapsed = elapsed_ns as f64;
        let (fl_results, intervals) = match &s.free_lunch {
            Some(fl) => fl.lock().finish(),
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

        // Every thread reference of the report resolves in one table: the
        // VM's (all threads, whatever profilers ran), then names only the
        // profilers knew (a thread that ended before the table started).
        let mut thread_names = s.threads.names();
        for (id, name) in profile::thread_names(&s.ctx) {
            thread_names.entry(id).or_insert(name);
        }
        for (id, name) in s.sampling.iter().flat_map(|sm| sm.thread_names()) {
            thread_names.entry(id).or_insert(name);
        }
        let profiles = profile::all_lock_profiles(&s.ctx);
        // The park-based locks the locking layer profiled, by address (the
        // latest profile at an address wins): blame's and the sampler's
        // figures for a blocker join its entry.
        let park_ids = blame::analysis::ParkIds {
            known: profiles
                .iter()
                .filter(|p| p.is_park())
                .map(|p| (p.object as u64, p.id))
                .collect(),
            first_new: profiles.last().map_or(1, |p| p.id + 1),
        };
        let blame = s
            .blame
            .as_ref()
            .map(|b| b.finish(s.started_ns + elapsed_ns, &park_ids));
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
            // A park-based lock's acquisitions are a CAS in Java: the VM sees
            // only its parks, so JLM's and MSDK's counts of acquisitions do
            // not exist for it, and HPROF gets no events for parking.
            let park = p.is_park();
            let mut lock = report::LockReport {
                class: p.class.name().to_owned(),
                id: p.id,
                kind: if park { "park" } else { "monitor" }.into(),
                died_ms: p
                    .died_ns()
                    .map(|t| t.saturating_sub(s.started_ns) as f64 / 1e6),
                blame: lock_blame(p.id),
                sampling: s.sampling.as_ref().map(|sm| sm.monitor_report(p.id)),
                ..Default::default()
            };
            if let Some(r) = fl_results.get(&p.id) {
                lock.freelunch = Some(report::FreeLunchLock {
                    csp: r.csp,
                    max_csp: r.timeline.iter().map(|t| t.csp).fold(0.0, f64::max),
                    acquiring_ns: r.acquiring_ns,
                    timeline: r.timeline.clone(),
                    chain: s
                        .chains
                        .inflation_chains()
                        .get(p.chain())
                        .iter()
                        .map(ToString::to_string)
                        .collect(),
                });
            }
            if set.has(Profiler::Hprof) && !park {
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
                    by_thread: sorted_usage(by_thread, &thread_names),
                    by_blocker: sorted_usage(by_blocker, &thread_names),
                });
            }
            if set.has(Profiler::Msdk) && !park {
                lock.msdk = Some(report::MsdkLock {
                    avg_cs_ns: report::ratio(p.hold_ns.get() as f64, p.nonrec.get() as f64),
                    acquisitions: p.nonrec.get(),
                    cs_ns: p.hold_ns.get(),
                    slow: p.slow.get(),
                    slow_per_s: p.slow.get() as f64 / (elapsed / 1e9),
                });
            }
            if set.has(Profiler::HealthCenter) && !park {
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
            for park_lock in r.park_locks.drain(..) {
                match locks.iter_mut().find(|l| l.id == park_lock.id) {
                    Some(lock) => lock.blame = Some(park_lock.blame),
                    None => locks.push(park_lock_report(park_lock)),
                }
            }
        }
        if let Some(sampling) = &s.sampling {
            let mut ids = park_ids.known;
            for &(addr, _, id) in blame.iter().flat_map(|b| &b.analysis.blockers) {
                ids.entry(addr).or_insert(id);
            }
            sampling.add_park_locks(&mut locks, &ids);
        }
        if let (Some(b), Some(names)) = (&blame, &blame_names) {
            let files = s.options.blame_files();
            blame::write_outputs(&files, &b.analysis, names, s.started_ns + elapsed_ns);
        }
        let summary = blame_report.map(|r| r.summary);
        Report {
            program: program.to_owned(),
            elapsed_ns,
            threads: (s.threads.len() as u64).max(profile::threads_started(&s.ctx)),
            interval_ms: s.options.interval_ms,
            csp_threshold: s.options.csp_threshold,
            clock: clock::source().to_owned(),
            profilers: set.names(),
            thread_table: s.threads.rows(s.started_ns),
            thread_names,
            intervals,
            locks,
            hprof: hprof_table,
            blame: summary,
            concurrency: s.concurrency.as_ref().map(|c| {
                let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
                c.finish(elapsed / 1e6, cores as u32, s.options.concurrency_cores)
            }),
        }
    }
}
