//! Free Lunch (paper 000 §3.2–3.3): critical-section pressure per lock and
//! per measurement interval.
//!
//! CSP of a lock over an interval = the time threads spent *acquiring* it
//! (measured by the monitor on its slow path and stored by the new owner:
//! `LockProfile::acquiring_ns`) / the cumulated *running* time of all Java
//! threads in the interval (each thread's lifetime clipped to the interval,
//! minus its time in `Object.wait` and `LockSupport.park`).
//!
//! The VM thread closes an interval at the first safepoint after it ends
//! (and the VM thread forces one when the interval is due), so every Java
//! thread is stopped while we read their counters. Instead of reusing the
//! deflation walk over in-use monitors, we walk the lock profiles in the
//! side table: it holds every lock that was inflated, also those deflated
//! during the interval whose acquiring time must still count.

use std::collections::HashMap;
use std::io::Write;

use std::sync::Arc;

use locking::profile::{self, clock, LockProfile};
use locking::LockingContext;

use crate::chains::Chains;

/// One point of a lock's CSP timeline.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Point {
    /// End of the interval, ms since profiling started.
    pub t_ms: f64,
    /// CSP in the interval (fraction; may exceed 1 when acquisitions that
    /// began in earlier intervals complete in this one).
    pub csp: f64,
}

/// One closed measurement interval.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub struct Interval {
    pub start_ms: f64,
    pub end_ms: f64,
    /// Cumulated running time of the threads in the interval.
    pub running_ns: u64,
    /// Threads alive at some point of the interval.
    pub threads: u32,
}

#[derive(Default)]
struct LockState {
    /// The lock's acquiring time up to the last close, counting
    /// acquisitions then in progress up to that moment.
    acquiring_at_last_close: u64,
    timeline: Vec<Point>,
    /// Whether the last interval was above the threshold (a phase is
    /// announced once, with its chain).
    in_phase: bool,
}

/// Free Lunch's bookkeeping (owned by the VM thread).
pub struct FreeLunch {
    /// The locking context whose threads and locks are measured.
    ctx: Arc<LockingContext>,
    interval_ns: u64,
    threshold: f64,
    started: u64,
    last_close: u64,
    /// Each thread's cumulated wait time at the last close, by thread id.
    waited_at_last_close: HashMap<u32, u64>,
    locks: HashMap<u64, LockState>,
    intervals: Vec<Interval>,
    /// Where phase announcements go (stderr in the VM).
    out: Box<dyn Write + Send>,
    /// The session's chains: a phase is announced with the chain that first
    /// inflated its lock.
    chains: Arc<Chains>,
}

/// Per-lock whole-run result.
#[derive(Clone, Debug, PartialEq)]
pub struct LockResult {
    pub csp: f64,
    pub acquiring_ns: u64,
    pub timeline: Vec<Point>,
}

impl FreeLunch {
    /// Start measuring now; intervals of `interval_ms`; announce phases
    /// whose CSP reaches `threshold` (a fraction) on `out`, with their
    /// locks' inflation chains from `chains`.
    pub fn new(
        ctx: Arc<LockingContext>,
        interval_ms: u64,
        threshold: f64,
        out: Box<dyn Write + Send>,
        chains: Arc<Chains>,
    ) -> FreeLunch {
        let now = clock::now_ns();
        FreeLunch {
            ctx,
            interval_ns: interval_ms.max(1) * 1_000_000,
            threshold,
            started: now,
            last_close: now,
            waited_at_last_close: HashMap::new(),
            locks: HashMap::new(),
            intervals: Vec::new(),
            out,
            chains,
        }
    }

    /// When the current interval is due to close (clock ns).
    pub fn due_at(&self) -> u64 {
        self.last_close + self.interval_ns
    }

    /// Close the interval if it is due (call at a safepoint).
    pub fn at_safepoint(&mut self) {
        let now = clock::now_ns();
        if now >= self.due_at() {
            self.close_interval(now);
        }
    }

    /// Close the interval ending `now` (call at a safepoint, or at exit).
    pub fn close_interval(&mut self, now: u64) {
        let (start, end) = (self.last_close, now);
        if end <= start {
            return;
        }
        let (running, threads) = self.running_time(start, end);
        self.intervals.push(Interval {
            start_ms: self.ms(start),
            end_ms: self.ms(end),
            running_ns: running,
            threads,
        });
        let t_ms = self.ms(end);
        // Acquisitions still in progress count up to now (so a thread
        // blocked across intervals is acquiring in each of them).
        let mut in_progress: HashMap<u64, u64> = HashMap::new();
        for thread in profile::profiled_threads(&self.ctx) {
            if let Some((lock, since)) = thread.times().acquiring() {
                *in_progress.entry(lock).or_default() += end.saturating_sub(since);
            }
        }
        for lock in profile::all_lock_profiles(&self.ctx) {
            // A lock whose object the collector found dead before this
            // interval began, and that an earlier interval has seen, can
            // have no more acquiring time: its timeline ends there (the
            // report keeps it). Bounds the work per interval by the locks
            // alive in it.
            if lock.died_ns().is_some_and(|died| died < start) && self.locks.contains_key(&lock.id)
            {
                continue;
            }
            let acquiring =
                lock.acquiring_ns.get() + in_progress.get(&lock.id).copied().unwrap_or(0);
            let earlier = &self.intervals[..self.intervals.len() - 1];
            let state = self.locks.entry(lock.id).or_insert_with(|| LockState {
                // Not inflated before: no contention in the earlier intervals.
                timeline: earlier
                    .iter()
                    .map(|i| Point {
                        t_ms: i.end_ms,
                        csp: 0.0,
                    })
                    .collect(),
                ..LockState::default()
            });
            let delta = acquiring.saturating_sub(state.acquiring_at_last_close);
            state.acquiring_at_last_close = acquiring;
            let csp = if running == 0 {
                0.0
            } else {
                delta as f64 / running as f64
            };
            state.timeline.push(Point { t_ms, csp });
            let above = csp >= self.threshold && delta > 0;
            if above {
                let first = !state.in_phase;
                announce(
                    &mut self.out,
                    &self.chains,
                    lock,
                    t_ms,
                    csp,
                    delta,
                    running,
                    threads,
                    first,
                );
            }
            state.in_phase = above;
        }
        self.last_close = end;
        profile::forget_threads_ended_before(&self.ctx, end);
    }

    /// Cumulated running time of the Java threads in `[start, end)`, and
    /// how many threads were alive in it.
    fn running_time(&mut self, start: u64, end: u64) -> (u64, u32) {
        let mut running = 0;
        let mut threads = 0;
        for thread in profile::profiled_threads(&self.ctx) {
            let times = thread.times();
            let born = times.started_ns().max(start);
            let died = match times.ended_ns() {
                0 => end,
                e => e.min(end),
            };
            if died <= born {
                continue;
            }
            threads += 1;
            let id = thread.id().get();
            let waited_now = times.waited_until(died);
            let waited_before = self
                .waited_at_last_close
                .insert(id, waited_now)
                .unwrap_or(0);
            let waited = waited_now.saturating_sub(waited_before).min(died - born);
            running += died - born - waited;
        }
        (running, threads)
    }

    fn ms(&self, t: u64) -> f64 {
        t.saturating_sub(self.started) as f64 / 1e6
    }

    /// Whole-run results: closes the interval in progress first. CSP over
    /// the run = all acquiring time / all running time.
    pub fn finish(&mut self) -> (HashMap<u64, LockResult>, Vec<Interval>) {
        self.close_interval(clock::now_ns());
        let running: u64 = self.intervals.iter().map(|i| i.running_ns).sum();
        let results = self
            .locks
            .iter()
            .map(|(&id, s)| {
                let csp = if running == 0 {
                    0.0
                } else {
                    s.acquiring_at_last_close as f64 / running as f64
                };
                (
                    id,
                    LockResult {
                        csp,
                        acquiring_ns: s.acquiring_at_last_close,
                        timeline: s.timeline.clone(),
                    },
                )
            })
            .collect();
        (results, self.intervals.clone())
    }
}

/// Print a high-CSP interval: time, CSP, lock class and identity, and, at
/// the start of a phase, the call chain that first inflated the lock.
#[allow(clippy::too_many_arguments)]
fn announce(
    out: &mut dyn Write,
    chains: &Chains,
    lock: &LockProfile,
    t_ms: f64,
    csp: f64,
    acquiring: u64,
    running: u64,
    threads: u32,
    phase_start: bool,
) {
    let _ = writeln!(
        out,
        "[free-lunch] {:>8.3}s CSP {:5.1}% {}#{} (acquiring {:.3} s of {:.3} s running, {} threads){}",
        t_ms / 1e3,
        csp * 100.0,
        lock.class.name(),
        lock.id,
        acquiring as f64 / 1e9,
        running as f64 / 1e9,
        threads,
        if phase_start { " -- phase begins" } else { "" }
    );
    if phase_start {
        for frame in chains.inflation_chains().get(lock.chain()).iter() {
            let _ = writeln!(out, "[free-lunch]     at {frame}");
        }
    }
}
