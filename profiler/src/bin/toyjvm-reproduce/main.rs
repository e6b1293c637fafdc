//! `toyjvm-reproduce`: the one-command reproduction of Table 4.2 (ping-pong) and Fig. 4.4
//! (fork-join) of the Free Lunch paper (paper 000, §4.3.1). It compiles the bundled
//! micro-benchmarks, runs toyjvm on each with every profiler on, reads the JSON reports and
//! writes `results.md` (both tables, with the paper's values beside ours), `fig-4.4.svg` and
//! the reports themselves into one directory. `scripts/reproduce.sh` builds and runs it;
//! `--help` lists the options.
mod cli;
mod progress;
mod render;
mod report;
mod runner;
mod svg;

use cli::{Options, Params, Parsed, USAGE};
use progress::Progress;
use render::{Header, RunRow};
use report::RunReport;
use runner::RunSpec;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{SystemTime, UNIX_EPOCH};

const PING_PONG_LOCK: &str = "PingPong$Lock";
const FORK_JOIN_LOCK: &str = "ForkJoin$Lock";
const RESULTS: &str = "results.md";
const FIGURE: &str = "fig-4.4.svg";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    ExitCode::from(real_main(&args))
}

/// The whole program; returns the exit status (0, 1 for a failure, 2 for a bad command line).
fn real_main(args: &[String]) -> u8 {
    let opts = match cli::parse(args) {
        Ok(Parsed::Help) => {
            print!("{USAGE}");
            return 0;
        }
        Ok(Parsed::Run(o)) => o,
        Err(e) => {
            eprintln!("toyjvm-reproduce: {e}\n\n{USAGE}");
            return 2;
        }
    };
    match reproduce(args, &opts) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("toyjvm-reproduce: error: {e}");
            1
        }
    }
}

/// The repository: the nearest directory at or above the current one holding
/// `bench-programs/` and `Cargo.toml`, or else the one this binary was built from.
fn repo_root() -> PathBuf {
    if let Ok(cwd) = std::env::current_dir() {
        for dir in cwd.ancestors() {
            if dir.join("bench-programs").is_dir() && dir.join("Cargo.toml").is_file() {
                return dir.to_path_buf();
            }
        }
    }
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

fn default_toyjvm(root: &Path) -> PathBuf {
    let in_repo = root.join("target/release/toyjvm");
    if !in_repo.is_file() {
        if let Some(t) = std::env::var_os("CARGO_TARGET_DIR") {
            let t = root.join(PathBuf::from(t)).join("release/toyjvm");
            if t.is_file() {
                return t;
            }
        }
    }
    in_repo
}

fn absolute(p: &Path) -> PathBuf {
    std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf())
}

/// The machine's CPUs.
fn cpus() -> u32 {
    std::thread::available_parallelism().map_or(1, |n| n.get() as u32)
}

/// The runs that `p` asks for, ping-pong first.
fn plan(p: &Params) -> Vec<RunSpec> {
    let pp = p
        .threads
        .iter()
        .map(|&t| RunSpec::ping_pong(t, p.cs_ms, p.duration_ms, cpus()));
    let fj = p
        .processing
        .iter()
        .map(|&ms| RunSpec::fork_join(p.workers, ms, p.duration_ms));
    pp.chain(fj).collect()
}

fn reproduce(args: &[String], opts: &Options) -> Result<(), String> {
    let started = SystemTime::now();
    let root = repo_root();
    let out = absolute(
        &opts
            .out
            .clone()
            .unwrap_or_else(|| root.join("docs/results")),
    );
    let mut params = Params::resolve(opts);
    let toyjvm = absolute(&opts.toyjvm.clone().unwrap_or_else(|| default_toyjvm(&root)));

    if opts.render_only {
        discover(&out, opts, &mut params)?;
    } else {
        if !toyjvm.is_file() {
            return Err(format!(
                "toyjvm binary not found: {} (build it with `cargo build --release -p vm`, or \
                 pass --toyjvm; scripts/reproduce.sh does both)",
                toyjvm.display()
            ));
        }
        fs::create_dir_all(&out)
            .map_err(|e| format!("cannot create the output directory {}: {e}", out.display()))?;
        let runs = plan(&params);
        let scratch = std::env::temp_dir().join(format!("toyjvm-reproduce-{}", std::process::id()));
        fs::create_dir_all(&scratch)
            .map_err(|e| format!("cannot create {}: {e}", scratch.display()))?;
        let result = run_all(&root, &toyjvm, opts, &runs, &out, &scratch);
        let _ = fs::remove_dir_all(&scratch);
        result?;
    }

    let header = Header {
        command: command_for_header(args),
        date: if opts.render_only {
            reports_date(&out, &params)
        } else {
            format_utc(unix_secs(started))
        },
        machine: machine(),
        toyjvm: toyjvm_version(&toyjvm, &root),
    };
    let md = render_outputs(&header, &params, &out)?;
    print!("{md}");
    eprintln!(
        "wrote {}{}",
        out.join(RESULTS).display(),
        if params.processing.is_empty() {
            String::new()
        } else {
            format!(" and {}", out.join(FIGURE).display())
        }
    );
    Ok(())
}

fn run_all(
    root: &Path,
    toyjvm: &Path,
    opts: &Options,
    runs: &[RunSpec],
    out: &Path,
    scratch: &Path,
) -> Result<(), String> {
    let classes = match &opts.classes {
        Some(c) => absolute(c),
        None => {
            let classes = scratch.join("classes");
            let mut sources: Vec<PathBuf> = runs
                .iter()
                .map(|r| {
                    root.join("bench-programs")
                        .join(format!("{}.java", r.main_class))
                })
                .collect();
            sources.dedup();
            eprintln!("compiling {} with javac ...", names(&sources));
            runner::compile(toyjvm, &sources, &classes)?;
            classes
        }
    };
    let mut progress = Progress::new(runs.iter().map(|r| r.planned_ms).collect());
    for (i, spec) in runs.iter().enumerate() {
        progress.begin(i, &spec.label());
        let r = runner::run(
            toyjvm,
            &classes,
            spec,
            &out.join(&spec.report_file),
            scratch,
            &mut progress,
        );
        progress.end(r.is_ok());
        r?;
    }
    Ok(())
}

fn names(paths: &[PathBuf]) -> String {
    paths
        .iter()
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect::<Vec<_>>()
        .join(" and ")
}

/// `--render-only`: the runs are the reports in `out` (unless `--threads`/`--processing` name
/// them), and the duration, workers and critical-section time are read back from the
/// reports' `program` field.
fn discover(out: &Path, opts: &Options, params: &mut Params) -> Result<(), String> {
    let entries = fs::read_dir(out)
        .map_err(|e| format!("--render-only: cannot read {}: {e}", out.display()))?;
    let mut threads = vec![];
    let mut processing = vec![];
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if let Some(t) = name
            .strip_prefix("pingpong-")
            .and_then(|n| n.strip_suffix("t.json"))
        {
            threads.extend(t.parse::<u32>().ok());
        }
        if let Some(p) = name
            .strip_prefix("forkjoin-")
            .and_then(|n| n.strip_suffix("ms.json"))
        {
            processing.extend(p.parse::<u64>().ok());
        }
    }
    threads.sort_unstable();
    processing.sort_unstable();
    if opts.threads.is_none() && !opts.no_pingpong {
        params.threads = threads;
    }
    if opts.processing.is_none() && !opts.no_forkjoin {
        params.processing = processing;
    }
    if params.threads.is_empty() && params.processing.is_empty() {
        return Err(format!(
            "--render-only: no pingpong-<T>t.json or forkjoin-<P>ms.json reports in {}",
            out.display()
        ));
    }
    // "PingPong 48 1 3000" / "ForkJoin 47 50 3000".
    let programs = params
        .threads
        .iter()
        .map(|&t| runner::ping_pong_file(t))
        .chain(params.processing.iter().map(|&p| runner::fork_join_file(p)))
        .filter_map(|f| fs::read_to_string(out.join(f)).ok())
        .filter_map(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
        .filter_map(|v| v.get("program")?.as_str().map(String::from));
    for program in programs {
        let w: Vec<&str> = program.split_whitespace().collect();
        let n = |i: usize| w.get(i).and_then(|s| s.parse::<u64>().ok());
        if opts.duration_ms.is_none() {
            if let Some(d) = n(3) {
                params.duration_ms = d;
                params.paper = d == cli::PAPER_DURATION_MS;
            }
        }
        match w.first() {
            Some(&"PingPong") if opts.cs_ms.is_none() => {
                params.cs_ms = n(2).unwrap_or(params.cs_ms)
            }
            Some(&"ForkJoin") if opts.workers.is_none() => {
                params.workers = n(1).map(|w| w as u32).unwrap_or(params.workers)
            }
            _ => {}
        }
    }
    Ok(())
}

/// Reads a report, warning (not failing) when it is absent or lacks the lock of interest.
fn load(out: &Path, file: &str, lock_class: &str) -> Option<RunReport> {
    let path = out.join(file);
    let text = match fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("warning: {}: {e}", path.display());
            return None;
        }
    };
    match report::parse_report(&text, lock_class) {
        Ok(r) => {
            if r.matches == 0 {
                eprintln!(
                    "warning: {}: no lock of class {lock_class} in the report",
                    path.display()
                );
            } else if r.matches > 1 {
                eprintln!(
                    "warning: {}: {} locks of class {lock_class}; showing the first",
                    path.display(),
                    r.matches
                );
            }
            Some(r)
        }
        Err(e) => {
            eprintln!("warning: {}: {e}", path.display());
            None
        }
    }
}

/// A line of the list of runs, with the last line of the program's kept standard output.
fn row<'a>(out: &Path, file: String, report: Option<&'a RunReport>) -> RunRow<'a> {
    let output = fs::read_to_string(out.join(runner::stdout_file(&file)))
        .ok()
        .and_then(|s| {
            s.lines()
                .rev()
                .find(|l| !l.trim().is_empty())
                .map(String::from)
        });
    RunRow {
        file,
        report,
        output,
    }
}

/// Writes `results.md` and (with fork-join runs) `fig-4.4.svg`; returns the Markdown.
fn render_outputs(header: &Header, params: &Params, out: &Path) -> Result<String, String> {
    let pingpong: Vec<(u32, Option<RunReport>)> = params
        .threads
        .iter()
        .map(|&t| (t, load(out, &runner::ping_pong_file(t), PING_PONG_LOCK)))
        .collect();
    let forkjoin: Vec<(u64, Option<RunReport>)> = params
        .processing
        .iter()
        .map(|&p| (p, load(out, &runner::fork_join_file(p), FORK_JOIN_LOCK)))
        .collect();
    let mut rows: Vec<RunRow> = pingpong
        .iter()
        .map(|(t, r)| row(out, runner::ping_pong_file(*t), r.as_ref()))
        .collect();
    rows.extend(
        forkjoin
            .iter()
            .map(|(p, r)| row(out, runner::fork_join_file(*p), r.as_ref())),
    );
    let figure = (!forkjoin.is_empty()).then_some(FIGURE);
    let md = render::results_md(header, params, &pingpong, &forkjoin, figure, &rows);
    let write = |name: &str, text: &str| {
        fs::write(out.join(name), text)
            .map_err(|e| format!("cannot write {}: {e}", out.join(name).display()))
    };
    write(RESULTS, &md)?;
    if !forkjoin.is_empty() {
        write(FIGURE, &fig_4_4(header, params, &forkjoin))?;
    }
    Ok(md)
}

/// Fig. 4.4: CSP and %miss (in percent) against the workers' processing time.
fn fig_4_4(header: &Header, params: &Params, forkjoin: &[(u64, Option<RunReport>)]) -> String {
    let series = |f: fn(&report::LockMetrics) -> Option<f64>| {
        forkjoin
            .iter()
            .map(|(ms, r)| {
                let y = r.as_ref().and_then(|r| r.lock.as_ref()).and_then(f);
                (*ms as f64, y.map(|v| v * 100.0))
            })
            .collect()
    };
    svg::render(&svg::Chart {
        title: "Fig. 4.4: Free Lunch CSP and Health Center %miss on fork-join".into(),
        subtitle: format!(
            "toyjvm, 1 master + {} workers, {} per run, {} (the paper: CSP falls as processing grows)",
            params.workers,
            render::secs(params.duration_ms),
            header.date
        ),
        x_label: "Worker processing time (ms)".into(),
        y_label: "Percent".into(),
        y_unit: "%".into(),
        series: vec![
            svg::Series {
                name: "Free Lunch CSP".into(),
                color: "#1f77b4",
                dashed: false,
                points: series(|m| m.csp),
            },
            svg::Series {
                name: "Health Center %miss".into(),
                color: "#d62728",
                dashed: true,
                points: series(|m| m.hc_miss),
            },
        ],
        bands: vec![svg::Band {
            name: "the paper's Health Center %miss (7–23%)".into(),
            color: "#d62728",
            lo: 7.0,
            hi: 23.0,
        }],
    })
}

/// The command to show in the header: `TOYJVM_REPRODUCE_COMMAND` (set by
/// scripts/reproduce.sh) or this program's own command line.
fn command_for_header(args: &[String]) -> String {
    if let Ok(c) = std::env::var("TOYJVM_REPRODUCE_COMMAND") {
        if !c.trim().is_empty() {
            return c;
        }
    }
    runner::command_line(Path::new("toyjvm-reproduce"), args)
}

fn format_utc(secs: i64) -> String {
    let (y, m, d) = profiler::dates::civil_from_days(secs.div_euclid(86_400));
    let s = secs.rem_euclid(86_400);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        s / 3600,
        s / 60 % 60
    )
}

fn unix_secs(t: SystemTime) -> i64 {
    t.duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// `--render-only`: when the newest report was written, not when it is re-rendered.
fn reports_date(out: &Path, params: &Params) -> String {
    let newest = params
        .threads
        .iter()
        .map(|&t| runner::ping_pong_file(t))
        .chain(params.processing.iter().map(|&p| runner::fork_join_file(p)))
        .filter_map(|f| fs::metadata(out.join(f)).and_then(|m| m.modified()).ok())
        .max();
    match newest {
        Some(t) => format!(
            "{} (the reports; re-rendered {})",
            format_utc(unix_secs(t)),
            format_utc(unix_secs(SystemTime::now()))
        ),
        None => format_utc(unix_secs(SystemTime::now())),
    }
}

fn machine() -> String {
    let n = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let model = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .map(|m| format!(", {m}"))
        .unwrap_or_default();
    format!(
        "{n} CPU{} (nproc), {} {}{model}",
        if n == 1 { "" } else { "s" },
        std::env::consts::OS,
        std::env::consts::ARCH
    )
}

/// `toyjvm -version`'s first line and the repository's commit (read-only git commands).
fn toyjvm_version(toyjvm: &Path, root: &Path) -> String {
    let version = Command::new(toyjvm)
        .arg("-version")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| {
            let text = String::from_utf8_lossy(&o.stderr).into_owned()
                + &String::from_utf8_lossy(&o.stdout);
            text.lines().next().map(|l| l.trim().to_string())
        })
        .unwrap_or_else(|| "version unknown".into());
    let git = |args: &[&str]| {
        Command::new("git")
            .arg("--no-optional-locks")
            .args(args)
            .current_dir(root)
            .output()
            .ok()
    };
    let commit = git(&["rev-parse", "--short", "HEAD"])
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    match commit {
        Some(c) if !c.is_empty() => {
            let dirty =
                git(&["diff", "--quiet", "HEAD", "--"]).is_some_and(|o| o.status.code() == Some(1));
            format!(
                "`{version}`, commit {c}{}",
                if dirty {
                    " (with uncommitted changes)"
                } else {
                    ""
                }
            )
        }
        _ => format!("`{version}`"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn dates() {
        assert_eq!(format_utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(format_utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(format_utc(1_767_323_096), "2026-01-02 03:04 UTC");
    }

    /// A stand-in for toyjvm: answers -version and writes a report in the documented schema,
    /// with CSP falling as threads or processing time grow; `ForkJoin <w> 25 77` fails,
    /// `ForkJoin <w> 25 78` hangs.
    const FAKE: &str = r#"#!/bin/sh
if [ "$1" = -version ]; then echo 'toyjvm version "fake"' >&2; exit 0; fi
for a in "$@"; do case "$a" in --report=*) report="${a#--report=}";; esac; done
while [ $# -gt 0 ]; do case "$1" in -cp) shift 2; break;; *) shift;; esac; done
main="$1"; n="$2"; x="$3"; d="$4"
echo "ran $main $n $x $d"
if [ "$main" = ForkJoin ] && [ "$x" = 25 ] && [ "$d" = 78 ]; then exec sleep 30; fi
if [ "$main" = ForkJoin ] && [ "$x" = 25 ] && [ "$d" = 77 ]; then
  echo "Exception in thread \"main\" java.lang.Error: simulated" >&2; exit 1
fi
if [ "$main" = PingPong ]; then csp=$(awk "BEGIN{print 1/$n}"); miss=0.5; else csp=$(awk "BEGIN{print 2/$x}"); miss=0.15; fi
cat > "$report" <<EOF
{ "elapsed_ns": ${d}000000, "threads": 48, "interval_ms": 1000, "program": "$main $n $x $d",
  "profilers": ["freelunch","hprof","healthcenter","jprofiler","msdk"],
  "locks": [ { "class": "$main\$Lock", "id": 17,
    "freelunch": {"csp": $csp, "acquiring_ns": 1, "timeline": [], "chain": []},
    "hprof": {"share": 0.99, "acquiring_ns": 123, "count": 5},
    "jprofiler": {"acquire_over_elapsed": 0.967, "block_count": 5, "block_ns": 1, "wait_count": 0, "wait_ns": 0},
    "msdk": {"avg_cs_ns": 2400000, "acquisitions": 10, "cs_ns": 24000000},
    "healthcenter": {"gets": 10, "nonrec": 10, "slow": 5, "rec": 0, "tier2": 0, "tier3": 0, "miss": $miss, "avg_hold_ns": 2400000, "util": 0.9} } ] }
EOF
"#;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!(
            "toyjvm-reproduce-test-{}-{name}",
            std::process::id()
        ));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        d
    }

    fn fake_toyjvm(dir: &Path) -> PathBuf {
        let p = dir.join("toyjvm");
        fs::write(&p, FAKE).unwrap();
        fs::set_permissions(&p, fs::Permissions::from_mode(0o755)).unwrap();
        // A child forked by another test thread while we were writing may still hold the file
        // open for writing until it execs; running the script then fails with ETXTBSY ("Text
        // file busy"). Wait until it runs before handing it out.
        for _ in 0..200 {
            match std::process::Command::new(&p).arg("-version").output() {
                Err(e) if e.raw_os_error() == Some(26) => {
                    std::thread::sleep(std::time::Duration::from_millis(5))
                }
                _ => break,
            }
        }
        p
    }

    fn args(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn end_to_end_with_a_fake_toyjvm() {
        let dir = scratch("e2e");
        let toyjvm = fake_toyjvm(&dir);
        let out = dir.join("out");
        let a = args(&[
            "--toyjvm",
            toyjvm.to_str().unwrap(),
            "--classes",
            dir.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--duration-ms=100",
            "--processing=50,100,200",
        ]);
        assert_eq!(real_main(&a), 0);
        for f in [
            "results.md",
            "fig-4.4.svg",
            "pingpong-2t.json",
            "pingpong-48t.json",
            "forkjoin-50ms.json",
            "forkjoin-200ms.json",
        ] {
            assert!(out.join(f).is_file(), "{f} missing");
        }
        let md = fs::read_to_string(out.join("results.md")).unwrap();
        assert!(
            md.contains("| CSP | Free Lunch | 50.0% | 2.1% | 49.9% | 2.1% |"),
            "{md}"
        );
        assert!(md.contains("| 50 ms | 4.0% | 15.0% |"), "{md}");
        assert!(md.contains("| 200 ms | 1.0% | 15.0% |"), "{md}");
        assert!(
            md.contains("| 0.10 s | `ran ForkJoin 47 200 100` |"),
            "{md}"
        );
        assert!(out.join("forkjoin-200ms.stdout.txt").is_file());
        assert!(md.contains("`toyjvm version \"fake\"`"), "{md}");
        assert!(
            md.contains("100 ms per run") || md.contains("0.1 s per run"),
            "{md}"
        );
        let svg = fs::read_to_string(out.join("fig-4.4.svg")).unwrap();
        svg::tests::check_well_formed(&svg).unwrap();

        // Re-rendering from the reports finds the same runs and parameters.
        fs::remove_file(out.join("results.md")).unwrap();
        let a = args(&[
            "--render-only",
            "--out",
            out.to_str().unwrap(),
            "--toyjvm",
            toyjvm.to_str().unwrap(),
        ]);
        assert_eq!(real_main(&a), 0);
        let md2 = fs::read_to_string(out.join("results.md")).unwrap();
        assert!(md2.contains("| 50 ms | 4.0% | 15.0% |"), "{md2}");
        assert!(md2.contains("PingPong <threads> 1 100"), "{md2}");
        assert!(md2.contains("ForkJoin 47 <processing ms> 100"), "{md2}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn failures_and_bad_flags() {
        assert_eq!(real_main(&args(&["--frobnicate"])), 2);
        assert_eq!(real_main(&args(&["--help"])), 0);
        let dir = scratch("fail");
        let out = dir.join("out");
        let missing = args(&[
            "--toyjvm",
            "/nonexistent/toyjvm",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert_eq!(real_main(&missing), 1);
        let empty = args(&["--render-only", "--out", dir.to_str().unwrap()]);
        assert_eq!(real_main(&empty), 1);
    }

    #[test]
    fn a_failed_run_names_the_command_and_its_stderr() {
        let dir = scratch("run-fails");
        let toyjvm = fake_toyjvm(&dir);
        let out = dir.join("out");
        fs::create_dir_all(&out).unwrap();
        let spec = RunSpec::fork_join(47, 25, 77);
        let mut progress = Progress::new(vec![100]);
        progress.begin(0, &spec.label());
        let err = runner::run(
            &toyjvm,
            &dir,
            &spec,
            &out.join(&spec.report_file),
            &dir,
            &mut progress,
        )
        .unwrap_err();
        assert!(
            err.contains("ForkJoin 47 25 77 exited with status 1"),
            "{err}"
        );
        assert!(
            err.contains("command: ") && err.contains("--profile=all --report="),
            "{err}"
        );
        assert!(
            err.contains("ForkJoin 47 25 77\nstdout:\nran ForkJoin 47 25 77"),
            "{err}"
        );
        assert!(
            err.contains("stderr:\nException in thread \"main\" java.lang.Error: simulated"),
            "{err}"
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_hung_run_is_killed_at_its_time_limit() {
        let dir = scratch("hangs");
        let toyjvm = fake_toyjvm(&dir);
        let mut spec = RunSpec::fork_join(47, 25, 78);
        spec.time_limit = std::time::Duration::from_millis(300);
        let mut progress = Progress::new(vec![78]);
        progress.begin(0, &spec.label());
        let t0 = std::time::Instant::now();
        let err = runner::run(
            &toyjvm,
            &dir,
            &spec,
            &dir.join("r.json"),
            &dir,
            &mut progress,
        )
        .unwrap_err();
        assert!(t0.elapsed() < std::time::Duration::from_secs(10));
        assert!(
            err.contains("timed out after 0.3 s and was killed"),
            "{err}"
        );
        let _ = fs::remove_dir_all(&dir);
    }
}
