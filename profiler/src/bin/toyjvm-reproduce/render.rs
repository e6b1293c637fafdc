//! The Markdown of `results.md`: a header saying how the numbers were produced, Table 4.2 in the
//! paper's layout with the paper's values beside ours, the fork-join sweep behind Fig. 4.4, and
//! the list of reports.
use crate::cli::Params;
use crate::report::{LockMetrics, RunReport};
use std::fmt::Write;

/// Shown for a value that is absent (profiler not enabled, lock not found, run not made).
pub const MISSING: &str = "—";

/// A fraction (0..1) as a percentage: one decimal from 1% up, two below, `<0.01%` for tiny
/// positive values.
pub fn fmt_percent(f: Option<f64>) -> String {
    match f {
        Some(f) if f.is_finite() => {
            let p = f * 100.0;
            if p == 0.0 {
                "0.0%".into()
            } else if p.abs() >= 1.0 {
                format!("{p:.1}%")
            } else if p.abs() >= 0.01 {
                format!("{p:.2}%")
            } else {
                "<0.01%".into()
            }
        }
        _ => MISSING.into(),
    }
}

/// Nanoseconds as milliseconds (µs below 0.1 ms).
pub fn fmt_ms(ns: Option<f64>) -> String {
    match ns {
        Some(ns) if ns.is_finite() => {
            let ms = ns / 1e6;
            if ms == 0.0 {
                "0 ms".into()
            } else if ms.abs() >= 0.1 {
                format!("{ms:.2} ms")
            } else {
                format!("{:.1} µs", ns / 1e3)
            }
        }
        _ => MISSING.into(),
    }
}

pub fn fmt_count(n: Option<f64>) -> String {
    match n {
        Some(n) if n.is_finite() => format!("{}", n.round() as i64),
        _ => MISSING.into(),
    }
}

fn fmt_seconds(ns: Option<f64>) -> String {
    match ns {
        Some(ns) if ns.is_finite() => format!("{:.2} s", ns / 1e9),
        _ => MISSING.into(),
    }
}

/// How the results were produced.
#[derive(Debug, Clone)]
pub struct Header {
    pub command: String,
    pub date: String,
    pub machine: String,
    pub toyjvm: String,
}

/// Table 4.2's rows: metric, profiler, how to read it, the paper's 2-thread and 48-thread values.
type Row = (
    &'static str,
    &'static str,
    fn(&LockMetrics) -> String,
    &'static str,
    &'static str,
);

const TABLE_4_2: [Row; 4] = [
    ("CSP", "Free Lunch", |m| fmt_percent(m.csp), "49.9%", "2.1%"),
    (
        "Acquiring time of a lock / Acquiring time of all locks",
        "HPROF",
        |m| fmt_percent(m.hprof_share),
        "99%",
        "99%",
    ),
    (
        "Acquiring time of a lock / Elapsed time",
        "JProfiler",
        |m| fmt_percent(m.jprofiler_acq_elapsed),
        "96.7%",
        "96.7%",
    ),
    (
        "Total CS time of a lock / # of acquisitions",
        "MSDK",
        |m| fmt_ms(m.msdk_avg_cs_ns),
        "2.4 ms",
        "2.4 ms",
    ),
];

fn cell(report: Option<&RunReport>, f: fn(&LockMetrics) -> String) -> String {
    match report.and_then(|r| r.lock.as_ref()) {
        Some(m) => f(m),
        None => MISSING.into(),
    }
}

fn header_md(out: &mut String, h: &Header, p: &Params) {
    let _ = writeln!(
        out,
        "# Table 4.2 and Fig. 4.4 of the Free Lunch paper, reproduced on toyjvm\n"
    );
    let _ = writeln!(out, "- command: `{}`", h.command);
    let _ = writeln!(out, "- date: {}", h.date);
    let _ = writeln!(out, "- machine: {}", h.machine);
    let _ = writeln!(out, "- toyjvm: {}", h.toyjvm);
    let _ = writeln!(
        out,
        "- parameters: {} per run{}; ping-pong {} ms in the critical section (with more threads than CPUs, the threads that do not lock sleep instead of computing: `PingPong ... sleep`, see the README); fork-join 1 master + {} workers",
        secs(p.duration_ms),
        if p.paper {
            " (the paper's parameters)".to_string()
        } else if p.duration_ms != crate::cli::PAPER_DURATION_MS {
            format!(
                " (the paper: {}; `--paper` for its parameters)",
                secs(crate::cli::PAPER_DURATION_MS)
            )
        } else {
            String::new()
        },
        p.cs_ms,
        p.workers
    );
    let _ = writeln!(
        out,
        "- the paper (David 2015, §4.3.1, on a 48-core machine with HotSpot 7): Table 4.2 CSP 49.9% / 2.1%, \
         HPROF 99% / 99%, JProfiler 96.7% / 96.7%, MSDK 2.4 ms / 2.4 ms (2 / 48 threads); \
         Fig. 4.4 CSP falls as the workers' processing time grows, Health Center %miss stays between 7% and 23%"
    );
    let _ = writeln!(
        out,
        "\nFractions are shown as percentages; {MISSING} means the value is absent \
         (profiler not enabled, lock not in the report, or no run)."
    );
}

pub fn secs(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        format!("{} s", ms / 1000)
    } else {
        format!("{:.1} s", ms as f64 / 1000.0)
    }
}

fn table_4_2_md(out: &mut String, p: &Params, pingpong: &[(u32, Option<RunReport>)]) {
    let _ = writeln!(out, "\n## Table 4.2: ping-pong\n");
    let _ = writeln!(
        out,
        "`PingPong <threads> {} {}`: two threads take turns on one `PingPong$Lock`, {} ms in the \
         critical section each time; the other threads compute without locking. \
         Only the CSP should fall as threads are added.\n",
        p.cs_ms, p.duration_ms, p.cs_ms
    );
    let mut head = String::from("| Contention metric | Profiler |");
    let mut rule = String::from("|---|---|");
    for (t, _) in pingpong {
        let _ = write!(head, " toyjvm, {t} threads |");
        rule.push_str("--:|");
    }
    head.push_str(" paper, 2 threads | paper, 48 threads |");
    rule.push_str("--:|--:|");
    let _ = writeln!(out, "{head}\n{rule}");
    for (metric, profiler, f, paper2, paper48) in TABLE_4_2 {
        let _ = write!(out, "| {metric} | {profiler} |");
        for (_, r) in pingpong {
            let _ = write!(out, " {} |", cell(r.as_ref(), f));
        }
        let _ = writeln!(out, " {paper2} | {paper48} |");
    }
}

fn fork_join_md(
    out: &mut String,
    p: &Params,
    forkjoin: &[(u64, Option<RunReport>)],
    figure: Option<&str>,
) {
    let _ = writeln!(out, "\n## Fig. 4.4: fork-join\n");
    let _ = writeln!(
        out,
        "`ForkJoin {} <processing ms> {}`: the master `notifyAll`s the workers and waits; each \
         worker re-acquires `ForkJoin$Lock`, processes outside it, and comes back to wait. \
         The paper: the CSP falls as the processing time grows; Health Center's %miss does not \
         (7–23% in the paper, 5/9 ≈ 56% in theory).\n",
        p.workers, p.duration_ms
    );
    if let Some(fig) = figure {
        let _ = writeln!(
            out,
            "![Fig. 4.4: Free Lunch CSP and Health Center %miss on fork-join]({fig})\n"
        );
    }
    let _ = writeln!(
        out,
        "| Processing time | CSP (Free Lunch) | %miss (Health Center) | Gets | Slow | Avg hold time (Health Center) | HPROF share | JProfiler acquiring / elapsed | MSDK avg CS time |"
    );
    let _ = writeln!(out, "|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
    for (ms, r) in forkjoin {
        let c = |f: fn(&LockMetrics) -> String| cell(r.as_ref(), f);
        let _ = writeln!(
            out,
            "| {ms} ms | {} | {} | {} | {} | {} | {} | {} | {} |",
            c(|m| fmt_percent(m.csp)),
            c(|m| fmt_percent(m.hc_miss)),
            c(|m| fmt_count(m.hc_gets)),
            c(|m| fmt_count(m.hc_slow)),
            c(|m| fmt_ms(m.hc_avg_hold_ns)),
            c(|m| fmt_percent(m.hprof_share)),
            c(|m| fmt_percent(m.jprofiler_acq_elapsed)),
            c(|m| fmt_ms(m.msdk_avg_cs_ns)),
        );
    }
}

/// One row of the list of runs: the report's file name and what it says about itself.
pub struct RunRow<'a> {
    pub file: String,
    pub report: Option<&'a RunReport>,
    /// The last line the program printed, if it was kept.
    pub output: Option<String>,
}

fn runs_md(out: &mut String, rows: &[RunRow]) {
    let _ = writeln!(out, "\n## Runs\n");
    let _ = writeln!(
        out,
        "Each run is `toyjvm --profile=all --report=<report> -cp <classes> <program>`; the \
         reports are beside this file.\n"
    );
    let _ = writeln!(
        out,
        "| Report | Program | Elapsed | Program output | Profilers | Lock of interest |"
    );
    let _ = writeln!(out, "|---|---|--:|---|---|---|");
    for row in rows {
        let r = row.report;
        let profilers = match r {
            Some(r) if !r.profilers.is_empty() => r.profilers.join(", "),
            _ => MISSING.into(),
        };
        let lock = match r {
            None => "no report".to_string(),
            Some(r) if r.matches == 0 => "not found".into(),
            Some(r) if r.matches == 1 => "found".into(),
            Some(r) => format!("{} locks of that class, first shown", r.matches),
        };
        let _ = writeln!(
            out,
            "| [{f}]({f}) | {} | {} | {} | {} | {} |",
            r.and_then(|r| r.program.as_deref())
                .map(|p| format!("`{p}`"))
                .unwrap_or_else(|| MISSING.into()),
            fmt_seconds(r.and_then(|r| r.elapsed_ns)),
            match &row.output {
                Some(o) if !o.trim().is_empty() => format!("`{}`", o.trim().replace('|', "\\|")),
                _ => MISSING.into(),
            },
            profilers,
            lock,
            f = row.file,
        );
    }
}

/// The whole `results.md`. A section with no runs is left out.
pub fn results_md(
    h: &Header,
    p: &Params,
    pingpong: &[(u32, Option<RunReport>)],
    forkjoin: &[(u64, Option<RunReport>)],
    figure: Option<&str>,
    runs: &[RunRow],
) -> String {
    let mut out = String::new();
    header_md(&mut out, h, p);
    if !pingpong.is_empty() {
        table_4_2_md(&mut out, p, pingpong);
    }
    if !forkjoin.is_empty() {
        fork_join_md(&mut out, p, forkjoin, figure);
    }
    if !runs.is_empty() {
        runs_md(&mut out, runs);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Options, Params};
    use crate::report::{parse_report, tests::SAMPLE};

    fn header() -> Header {
        Header {
            command: "scripts/reproduce.sh".into(),
            date: "2026-01-02 03:04 UTC".into(),
            machine: "2 CPUs".into(),
            toyjvm: "0.1.0, commit abc1234".into(),
        }
    }

    #[test]
    fn percent_formatting() {
        assert_eq!(fmt_percent(Some(0.499)), "49.9%");
        assert_eq!(fmt_percent(Some(0.021)), "2.1%");
        assert_eq!(fmt_percent(Some(0.99)), "99.0%");
        assert_eq!(fmt_percent(Some(1.5)), "150.0%");
        assert_eq!(fmt_percent(Some(0.0042)), "0.42%");
        assert_eq!(fmt_percent(Some(0.0)), "0.0%");
        assert_eq!(fmt_percent(Some(1e-7)), "<0.01%");
        assert_eq!(fmt_percent(None), MISSING);
        assert_eq!(fmt_percent(Some(f64::NAN)), MISSING);
    }

    #[test]
    fn time_formatting() {
        assert_eq!(fmt_ms(Some(2_400_000.0)), "2.40 ms");
        assert_eq!(fmt_ms(Some(12_345.0)), "12.3 µs");
        assert_eq!(fmt_ms(Some(0.0)), "0 ms");
        assert_eq!(fmt_ms(None), MISSING);
        assert_eq!(fmt_count(Some(10.4)), "10");
        assert_eq!(fmt_seconds(Some(3_012_345_678.0)), "3.01 s");
    }

    #[test]
    fn table_4_2_layout() {
        let p = Params::resolve(&Options::default());
        let r48 = parse_report(SAMPLE, "PingPong$Lock").unwrap();
        let pp = vec![(2, None), (48, Some(r48.clone()))];
        let runs = [RunRow {
            file: "pingpong-48t.json".into(),
            report: Some(&r48),
            output: Some("PingPong: threads=48 iterations=118".into()),
        }];
        let md = results_md(&header(), &p, &pp, &[], None, &runs);
        assert!(md.contains("- command: `scripts/reproduce.sh`"), "{md}");
        assert!(md.contains("commit abc1234"));
        assert!(md.contains(
            "| Contention metric | Profiler | toyjvm, 2 threads | toyjvm, 48 threads | paper, 2 threads | paper, 48 threads |"
        ));
        assert!(
            md.contains("| CSP | Free Lunch | — | 2.1% | 49.9% | 2.1% |"),
            "{md}"
        );
        assert!(md.contains(
            "| Acquiring time of a lock / Acquiring time of all locks | HPROF | — | 99.0% | 99% | 99% |"
        ));
        assert!(md.contains("| JProfiler | — | 96.7% | 96.7% | 96.7% |"));
        assert!(md.contains("| MSDK | — | 2.40 ms | 2.4 ms | 2.4 ms |"));
        assert!(!md.contains("## Fig. 4.4"));
        assert!(md.contains(
            "| [pingpong-48t.json](pingpong-48t.json) | `PingPong 48 1 3000` | 3.01 s | `PingPong: threads=48 iterations=118` |"
        ));
        // Every table row has the same number of cells as its header.
        for table in md.split("\n\n").filter(|b| b.starts_with('|')) {
            let counts: Vec<usize> = table.lines().map(|l| l.matches('|').count()).collect();
            assert!(counts.windows(2).all(|w| w[0] == w[1]), "{table}");
        }
    }

    #[test]
    fn fork_join_and_missing_sections() {
        let p = Params::resolve(&Options::default());
        let only_fl = parse_report(
            r#"{"locks":[{"class":"ForkJoin$Lock","freelunch":{"csp":0.3}}]}"#,
            "ForkJoin$Lock",
        )
        .unwrap();
        let no_lock = parse_report(r#"{"locks":[]}"#, "ForkJoin$Lock").unwrap();
        let fj = vec![(10, Some(only_fl)), (25, Some(no_lock)), (50, None)];
        let md = results_md(&header(), &p, &[], &fj, Some("fig-4.4.svg"), &[]);
        assert!(!md.contains("## Table 4.2"));
        assert!(md.contains("![Fig. 4.4"));
        assert!(md.contains("(fig-4.4.svg)"));
        assert!(
            md.contains("| 10 ms | 30.0% | — | — | — | — | — | — | — |"),
            "{md}"
        );
        assert!(md.contains("| 25 ms | — | — |"));
        assert!(md.contains("| 50 ms | — |"));
        assert!(!md.contains("## Runs"));
    }
}
