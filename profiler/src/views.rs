//! Text views of every profiler, rendered from the [`Report`] (so they
//! show exactly what the JSON says), each imitating its tool's output so a
//! reader of paper 000 recognises it.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::jprofiler::Usage;

use crate::report::{LockReport, Report};

/// All views of the profilers that were on, one after the other.
pub fn all(report: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "toyjvm lock profile of `{}`: {:.3} s, {} Java threads, clock: {}\n",
        report.program,
        report.elapsed_ns as f64 / 1e9,
        report.threads,
        report.clock
    );
    let on = |name: &str| report.profilers.iter().any(|p| p == name);
    if on("freelunch") {
        out += &free_lunch(report);
    }
    if on("hprof") {
        out += &hprof(report);
    }
    if on("healthcenter") {
        out += &jlm(report);
        out += &health_center(report);
    }
    if on("jprofiler") {
        out += &jprofiler(report);
    }
    if on("msdk") {
        out += &msdk(report);
    }
    if on("blame") {
        out += &blame(report);
    }
    if on("sampling") {
        out += &sampling(report);
    }
    if on("concurrency") {
        out += &concurrency(report);
    }
    out
}

/// Contended-lock sampling: per lock seen contended, how often, the time
/// that stands for (a tick is 1/hz s), its owners and waiters with their
/// chains; with blame on, blame's exact blocked time next to the estimate.
pub fn sampling(report: &Report) -> String {
    let mut out =
        String::from("== Sampling (paper 001: owners and waiters of contended locks) ==\n");
    let mut locks: Vec<(&LockReport, &crate::report::SamplingLock)> = report
        .locks
        .iter()
        .filter_map(|l| Some((l, l.sampling.as_ref()?)))
        .filter(|(_, s)| s.contended_samples > 0)
        .collect();
    let (samples, hz) = report
        .locks
        .iter()
        .find_map(|l| l.sampling.as_ref())
        .map_or((0, 0), |s| (s.samples, s.hz));
    let _ = writeln!(out, "{samples} samples at {hz} Hz");
    locks.sort_by_key(|(_, s)| std::cmp::Reverse(s.contended_samples));
    if locks.is_empty() {
        out += "no lock was contended at a sample\n";
    }
    let secs = |n: u64| n as f64 / f64::from(hz.max(1));
    for (lock, s) in locks.iter().take(10) {
        let waiter_samples: u64 = s.by_waiter.iter().map(|w| w.samples).sum();
        let _ = writeln!(
            out,
            "\n{} ({}): contended in {} of {} samples ({}): ~{:.3} s contended, ~{:.3} s of threads waiting",
            name(lock),
            lock.kind,
            s.contended_samples,
            s.samples,
            pct(crate::report::ratio(s.contended_samples as f64, s.samples as f64)),
            secs(s.contended_samples),
            secs(waiter_samples),
        );
        if let Some(b) = lock.blame.as_ref().filter(|b| b.contended_ns > 0) {
            let exact = b.contended_ns as f64 / 1e9;
            let _ = writeln!(
                out,
                "  blame's exact blocked time: {exact:.3} s (sampled estimate {:+.1}%)",
                100.0 * (secs(waiter_samples) - exact) / exact.max(1e-9)
            );
        }
        let share = |n: u64| 100.0 * n as f64 / s.contended_samples.max(1) as f64;
        for (title, entries) in [("owner", &s.by_owner), ("waiting", &s.by_waiter)] {
            let _ = writeln!(out, "  {title}:");
            for e in entries.iter().take(5) {
                let _ = writeln!(
                    out,
                    "    {:5.1}% {:>6} samples  {}",
                    share(e.samples),
                    e.samples,
                    e.thread
                );
                let (skipped, user) = user_frames(&e.chain);
                if skipped > 0 {
                    let _ = writeln!(
                        out,
                        "{:24}({skipped} java.util.concurrent / JDK-internal frame{} above)",
                        "",
                        if skipped == 1 { "" } else { "s" }
                    );
                }
                for frame in user.iter().take(3) {
                    let _ = writeln!(out, "{:24}at {frame}", "");
                }
            }
            // Ticks with waiters and no owner to name: say why, in place of an owner.
            if title == "owner" && s.owner_unknown_samples > 0 {
                let why = s.owner_unknown.as_deref().unwrap_or("not known");
                let _ = writeln!(
                    out,
                    "    {:5.1}% {:>6} samples  no owner known: {why}",
                    share(s.owner_unknown_samples),
                    s.owner_unknown_samples,
                );
            }
        }
    }
    out
}

/// The frames of the library's locking machinery (`LockSupport.park`, AQS,
/// `Unsafe`), which top the chain of every thread parked on a
/// `java.util.concurrent` lock and say nothing about where in the program
/// it waits.
const LIBRARY_FRAMES: [&str; 3] = ["java.util.concurrent.", "sun.misc.Unsafe", "jdk.internal."];

/// `chain` without its leading library frames ([`LIBRARY_FRAMES`]): how
/// many were skipped, and the rest, from the first frame of the program's
/// code. A chain of library frames only is kept whole.
fn user_frames(chain: &[String]) -> (usize, &[String]) {
    let skipped = chain
        .iter()
        .take_while(|f| LIBRARY_FRAMES.iter().any(|p| f.starts_with(p)))
        .count();
    if skipped == chain.len() {
        (0, chain)
    } else {
        (skipped, &chain[skipped..])
    }
}

/// Paper 004's concurrency metrics, in the thesis's Tables 5.2 and 5.3.
pub fn concurrency(report: &Report) -> String {
    let mut out = String::from("== Concurrency (paper 004) ==\n");
    let Some(c) = &report.concurrency else {
        return out;
    };
    let pptd = c.PPTD.map_or("-".to_owned(), |v| format!("{v}"));
    let _ = writeln!(
        out,
        "#T {}  TD {}  PTD {}  PPTD {}  S({}) {:.2}  ({} periods of 60 ms, {} parallel)",
        c.T, c.TD, c.PTD, pptd, c.N, c.S, c.periods, c.parallel_periods
    );
    let _ = writeln!(
        out,
        "TD_S {}  PTD_S {}  TD_A {}  PTD_A {}  RR {:.3}  RW {:.3}  RA {:.3} /ms  ({} shared objects, {} shared reads, {} shared writes, {} alternating)",
        c.TD_S, c.PTD_S, c.TD_A, c.PTD_A, c.RR, c.RW, c.RA,
        c.shared_objects, c.shared_reads, c.shared_writes, c.alternating
    );
    let _ = writeln!(
        out,
        "{:>8} {:>12} {:>12} {:>12}",
        "thread", "cpu ms", "shared", "alternating"
    );
    for t in &c.by_thread {
        let name = &t.name;
        let _ = writeln!(
            out,
            "{:>8} {:>12.1} {:>12} {:>12}  {name}",
            t.thread,
            t.cpu_ns as f64 / 1e6,
            t.shared,
            t.alternating
        );
    }
    out.push('\n');
    out
}

/// Blame tracing: per contended lock, who held it and where, and who
/// waited; then the aggregation tree.
pub fn blame(report: &Report) -> String {
    let mut out =
        String::from("== Blame (who held the contended locks, and where; paper 002) ==\n");
    let Some(summary) = &report.blame else {
        return out;
    };
    let mut locks: Vec<&LockReport> = report
        .locks
        .iter()
        .filter(|l| l.blame.as_ref().is_some_and(|b| b.records > 0))
        .collect();
    locks.sort_by_key(|l| std::cmp::Reverse(l.blame.as_ref().map_or(0, |b| b.contended_ns)));
    if locks.is_empty() {
        out += "no contention recorded\n";
    }
    for lock in locks.iter().take(10) {
        let b = lock.blame.as_ref().expect("filtered");
        let _ = writeln!(
            out,
            "\n{} ({}): blocked {:.3} ms in {} records{}",
            name(lock),
            lock.kind,
            b.contended_ns as f64 / 1e6,
            b.records,
            if b.after_wait_ns > 0 {
                format!(
                    ", {:.3} ms of it re-acquiring after wait",
                    b.after_wait_ns as f64 / 1e6
                )
            } else {
                String::new()
            }
        );
        if b.waits.count > 0 {
            let _ = writeln!(out, "  waits: {}", wait_stats(&b.waits));
        }
        for (title, entries) in [("held by", &b.by_owner), ("blocked", &b.by_waiter)] {
            let _ = writeln!(out, "  {title}:");
            for e in entries.iter().take(5) {
                let _ = writeln!(
                    out,
                    "    {:5.1}% {:>10.3} ms {:>6}x  {}",
                    100.0 * e.ns as f64 / b.contended_ns.max(1) as f64,
                    e.ns as f64 / 1e6,
                    e.count,
                    e.thread
                );
                for frame in e.chain.iter().take(3) {
                    let _ = writeln!(out, "{:34}at {frame}", "");
                }
            }
        }
        if b.owner_waits.len() > 1 {
            let _ = writeln!(out, "  waits by owner:");
            for o in b.owner_waits.iter().take(5) {
                let _ = writeln!(out, "    {}: {}", o.thread, wait_stats(&o.waits));
            }
        }
        if !b.by_root_owner.is_empty() {
            let _ = writeln!(
                out,
                "  wait chains (each period followed to an owner that was not blocked itself):"
            );
            for r in b.by_root_owner.iter().take(5) {
                // via[0] is this lock's owner, blocked on the lock whose
                // owner is via[1] (or the root), and so on.
                let via: String = r
                    .via
                    .iter()
                    .enumerate()
                    .map(|(i, h)| {
                        let who = if i == 0 { "the owner" } else { "its owner" };
                        format!("; {who} {} was blocked on {}", h.thread, h.lock)
                    })
                    .collect();
                let _ = writeln!(
                    out,
                    "    {:5.1}% {:>10.3} ms  {}{via}",
                    100.0 * r.ns as f64 / b.contended_ns.max(1) as f64,
                    r.ns as f64 / 1e6,
                    r.thread,
                );
                if let Some(frame) = r.chain.first() {
                    let _ = writeln!(out, "{:24}at {frame}", "");
                }
            }
        }
    }
    let _ = writeln!(
        out,
        "\nby {} ({} events, {} lost; trace {:.1} KB):",
        summary.aspects.join(" > "),
        summary.events.contended_enter
            + summary.events.contended_entered
            + summary.events.contended_exit
            + summary.events.park_begin
            + summary.events.unpark
            + summary.events.park_end,
        summary.events.lost,
        summary.trace_bytes as f64 / 1024.0
    );
    out += &crate::blame::aggregate::tree_text(&summary.tree, 8);
    out
}

fn name(lock: &LockReport) -> String {
    match lock.died_ms {
        None => format!("{}#{}", lock.class, lock.id),
        Some(ms) => format!(
            "{}#{} (collected at {:.3} s)",
            lock.class,
            lock.id,
            ms / 1e3
        ),
    }
}

/// [`name`], and "(park)" for a park-based lock, in the views that list
/// both kinds.
fn name_and_kind(lock: &LockReport) -> String {
    if lock.kind == "park" {
        format!("{} (park)", name(lock))
    } else {
        name(lock)
    }
}

/// The note under a monitor-only view when the run had park-based locks:
/// what the view cannot see, and why.
fn park_locks_not_seen(report: &Report, why: &str) -> String {
    let n = report.locks.iter().filter(|l| l.kind == "park").count();
    if n == 0 {
        return String::new();
    }
    format!("({n} park-based lock(s) not listed: {why})\n")
}

/// `12x, 3.4 ms in all, max 1.2 ms, p50 0.1 ms, p90 0.9 ms, p99 1.2 ms`.
fn wait_stats(w: &crate::blame::histogram::WaitStats) -> String {
    let ms = |ns: u64| ns as f64 / 1e6;
    format!(
        "{}x, {:.3} ms in all, max {:.3} ms, p50 {:.3} ms, p90 {:.3} ms, p99 {:.3} ms",
        w.count,
        ms(w.total_ns),
        ms(w.max_ns),
        ms(w.p50_ns),
        ms(w.p90_ns),
        ms(w.p99_ns)
    )
}

fn thread_name(report: &Report, id: u32) -> String {
    match report.thread_names.get(&id) {
        Some(n) if !n.is_empty() => format!("{n} ({id})"),
        _ if id == 0 => "<unknown>".to_owned(),
        _ => format!("thread {id}"),
    }
}

fn pct(f: f64) -> String {
    format!("{:.1}%", f * 100.0)
}

/// Free Lunch: locks by whole-run CSP, their worst interval, and the call
/// chain that first inflated them.
pub fn free_lunch(report: &Report) -> String {
    let mut out = format!(
        "== Free Lunch: critical-section pressure (interval {} ms, {} intervals)\n",
        report.interval_ms,
        report.intervals.len()
    );
    let mut locks: Vec<_> = report
        .locks
        .iter()
        .filter_map(|l| l.freelunch.as_ref().map(|f| (l, f)))
        .filter(|(_, f)| f.acquiring_ns > 0)
        .collect();
    locks.sort_by(|a, b| b.1.csp.total_cmp(&a.1.csp));
    let _ = writeln!(
        out,
        "{:>4} {:>8} {:>8} {:>12}  lock",
        "rank", "CSP", "max CSP", "acquiring"
    );
    for (i, (lock, f)) in locks.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:>4} {:>8} {:>8} {:>10.3} s  {}",
            i + 1,
            pct(f.csp),
            pct(f.max_csp),
            f.acquiring_ns as f64 / 1e9,
            name_and_kind(lock)
        );
    }
    for (lock, f) in locks.iter().take(5) {
        if !f.chain.is_empty() {
            let how = if lock.kind == "park" {
                "first parked on"
            } else {
                "first inflated by contention"
            };
            let _ = writeln!(out, "{how} at ({}):", name(lock));
            for frame in &f.chain {
                let _ = writeln!(out, "\tat {frame}");
            }
        }
    }
    out + "\n"
}

/// HPROF's `java.hprof.txt` monitor part (TRACE blocks and the MONITOR
/// TIME table).
pub fn hprof(report: &Report) -> String {
    match &report.hprof {
        Some(table) => {
            let mut out = format!("== HPROF ({})\n", table.variant);
            crate::hprof::render(table, &mut out);
            out += &park_locks_not_seen(
                report,
                "HotSpot's JVMTI posts no monitor event for LockSupport.park, so HPROF never sees java.util.concurrent locks",
            );
            out + "\n"
        }
        None => String::new(),
    }
}

/// The whole `java.hprof.txt` HPROF would write (`-agentlib:hprof`).
pub fn hprof_file(report: &Report) -> String {
    let mut out = String::new();
    if let Some(table) = &report.hprof {
        crate::hprof::render_file(table, &mut out);
    }
    out
}

/// Why JLM, Health Center and MSDK list no park-based lock.
const ACQUISITIONS_UNSEEN: &str =
    "their acquisitions are a CAS in Java, which the monitor's counters never see";

/// JLM's table (paper 000 Output 2.3), Java (inflated) monitors. Times are
/// ns where J9 prints cycles.
pub fn jlm(report: &Report) -> String {
    let mut out = format!(
        "== Java Lock Monitor (JLM)\nJLM_Interval_Time {} (ns)\n\nJava (Inflated) Monitors\n%MISS  GETS NONREC  SLOW  REC TIER2 TIER3 %UTIL AVER-HTM MON-NAME\n",
        report.elapsed_ns
    );
    let mut locks: Vec<_> = report
        .locks
        .iter()
        .filter_map(|l| l.healthcenter.as_ref().map(|h| (l, h)))
        .collect();
    locks.sort_by_key(|l| std::cmp::Reverse(l.1.gets));
    for (lock, h) in locks {
        let miss = (h.slow * 100).checked_div(h.nonrec).unwrap_or(0);
        let _ = writeln!(
            out,
            "{:>5} {:>5} {:>6} {:>5} {:>4} {:>5} {:>5} {:>5} {:>8} {}@{:x}",
            miss,
            h.gets,
            h.nonrec,
            h.slow,
            h.rec,
            h.tier2,
            h.tier3,
            (h.util * 100.0) as u64,
            h.avg_hold_ns as u64,
            lock.class,
            lock.id
        );
    }
    out += &park_locks_not_seen(report, ACQUISITIONS_UNSEEN);
    out + "\n%MISS = SLOW/NONREC; GETS = all acquisitions while inflated; TIER2 = spin iterations; TIER3 = park-loop turns;\n%UTIL = hold time / interval; AVER-HTM = hold time / NONREC (ns)\n\n"
}

/// Health Center's Monitors view.
pub fn health_center(report: &Report) -> String {
    let mut out = String::from("== Health Center: monitors\n");
    let _ = writeln!(
        out,
        "{:>8} {:>8} {:>7} {:>9} {:>14} {:>7}  name",
        "Gets", "Slow", "% miss", "Recursive", "Avg hold (ns)", "% util"
    );
    let mut locks: Vec<_> = report
        .locks
        .iter()
        .filter_map(|l| l.healthcenter.as_ref().map(|h| (l, h)))
        .collect();
    locks.sort_by_key(|l| std::cmp::Reverse(l.1.slow));
    for (lock, h) in locks {
        let _ = writeln!(
            out,
            "{:>8} {:>8} {:>7} {:>9} {:>14.0} {:>7}  {}",
            h.gets,
            h.slow,
            pct(h.miss),
            h.rec,
            h.avg_hold_ns,
            pct(h.util),
            name(lock)
        );
    }
    out += &park_locks_not_seen(report, ACQUISITIONS_UNSEEN);
    out + "% miss = Slow/Gets; % util = total hold time / elapsed time\n\n"
}

/// JProfiler/YourKit monitor usage statistics: by monitor, by class, by
/// thread and by blocker thread.
pub fn jprofiler(report: &Report) -> String {
    let mut out = String::from("== JProfiler / YourKit: monitor usage statistics\n");
    let locks: Vec<_> = report
        .locks
        .iter()
        .filter_map(|l| l.jprofiler.as_ref().map(|j| (l, j)))
        .filter(|(_, j)| j.block_count + j.wait_count > 0)
        .collect();
    let row = |out: &mut String, label: &str, u: &Usage| {
        let _ = writeln!(
            out,
            "{:>10} {:>14.3} {:>10} {:>14.3} {:>9}  {}",
            u.block_count,
            u.block_ns as f64 / 1e6,
            u.wait_count,
            u.wait_ns as f64 / 1e6,
            pct(u.block_ns as f64 / report.elapsed_ns as f64),
            label
        );
    };
    let header = "     block  block (ms)        waits   wait (ms) block/elapsed";
    let _ = writeln!(out, "-- by monitor\n{header}");
    let mut by_monitor: Vec<_> = locks
        .iter()
        .map(|(lock, j)| {
            let usage = Usage {
                block_count: j.block_count,
                block_ns: j.block_ns,
                wait_count: j.wait_count,
                wait_ns: j.wait_ns,
            };
            (lock, usage)
        })
        .collect();
    by_monitor.sort_by_key(|(_, u)| std::cmp::Reverse(u.block_ns));
    for (lock, u) in &by_monitor {
        row(&mut out, &name_and_kind(lock), u);
    }
    let _ = writeln!(out, "-- by class\n{header}");
    let mut classes: BTreeMap<&str, Usage> = BTreeMap::new();
    for (lock, u) in &by_monitor {
        *classes.entry(&lock.class).or_default() += *u;
    }
    // JProfiler sorts its monitor views by blocking duration.
    let mut classes: Vec<_> = classes.into_iter().collect();
    classes.sort_by_key(|(_, u)| std::cmp::Reverse(u.block_ns));
    for (class, u) in classes {
        row(&mut out, class, &u);
    }
    for (title, blockers) in [
        ("by thread (blocked or waiting)", false),
        ("by blocker thread (owner while blocked)", true),
    ] {
        let _ = writeln!(out, "-- {title}\n{header}");
        let mut threads: BTreeMap<u32, Usage> = BTreeMap::new();
        for (_, j) in &locks {
            let rows = if blockers {
                &j.by_blocker
            } else {
                &j.by_thread
            };
            for t in rows {
                *threads.entry(t.thread.id).or_default() += t.usage;
            }
        }
        for (id, u) in by_time(threads) {
            row(&mut out, &thread_name(report, id), &u);
        }
    }
    out + "\n"
}

/// Groups, most blocked+waiting time first.
fn by_time<K: Ord>(groups: BTreeMap<K, Usage>) -> Vec<(K, Usage)> {
    let mut v: Vec<_> = groups.into_iter().collect();
    v.sort_by_key(|(_, u)| std::cmp::Reverse(u.block_ns + u.wait_ns));
    v
}

/// MSDK's Java Lock Monitor report, and its derived metrics.
pub fn msdk(report: &Report) -> String {
    let mut out = String::from("== MSDK: Java Lock Monitor Report\n");
    let _ = writeln!(
        out,
        "{:>10} {:>10} {:>16} {:>14} {:>10}  MON-NAME",
        "SLOW", "ENTER", "HELD-TIME (ns)", "CS/ENTER (ns)", "SLOW/s"
    );
    let mut locks: Vec<_> = report
        .locks
        .iter()
        .filter_map(|l| l.msdk.as_ref().map(|m| (l, m)))
        .filter(|(_, m)| m.acquisitions > 0)
        .collect();
    locks.sort_by_key(|l| std::cmp::Reverse(l.1.cs_ns));
    for (lock, m) in locks {
        let _ = writeln!(
            out,
            "{:>10} {:>10} {:>16} {:>14.0} {:>10.1}  {}",
            m.slow,
            m.acquisitions,
            m.cs_ns,
            m.avg_cs_ns,
            m.slow_per_s,
            name(lock)
        );
    }
    out += &park_locks_not_seen(report, ACQUISITIONS_UNSEEN);
    out + "\n"
}
