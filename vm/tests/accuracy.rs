//! The accuracy scoreboard's bounded check (`docs/ACCURACY.md`): known-truth programs of
//! `bench-programs/truth/`, each timing its own waiting for every lock (its `TRUTH` lines), run
//! with more threads than the CI machine's 2 cores, under blame and under the sampler at 100 Hz,
//! one profiler per run; the profilers' per-lock waiting time is compared with the truth of the
//! same run (`profiler::accuracy`, the code `scripts/accuracy.sh` prints its table with).
//!
//! * blame's `contended_ns` must be within 10% of the truth on every lock: short oversubscribed
//!   sections, long holds, nested locks, re-entry after `notifyAll`, `ReentrantLock`,
//!   `ReentrantReadWriteLock` and `Semaphore`;
//! * the sampler's estimate (waiter samples / hz) must be within 10% where the waits are long
//!   (holds of 50 ms or more, the wait/notify re-entry included). Short waits are below its
//!   resolution (10 ms at 100 Hz), so it is not held to them.
//!
//! The sizes keep each run at 1-5 s and the sampled totals at 70+ samples, so that the 10% is
//! several standard deviations of the sampler's own rounding (about +-0.5 sample per wait).
//! Every failure of a test is listed (with the numbers) before it fails.
mod common;
use common::{jdk_tool, toyjvm};

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

use profiler::accuracy::{parse_truth, score, Profiler, Truth};

/// Far above a normal run (5 s at most): only a hang hits it.
const TIMEOUT: Duration = Duration::from_secs(90);

const TOLERANCE: f64 = 0.10;

/// A run: a truth program with its arguments, and the locks whose waits are long (holds of
/// 50 ms or more), on which the sampler is judged too.
struct Case {
    program: &'static str,
    args: &'static [&'static str],
    long: &'static [&'static str],
}

const CASES: [Case; 5] = [
    // 6 threads x 40000 increments, sections of a few µs
    Case {
        program: "TruthShort",
        args: &["quick"],
        long: &[],
    },
    // 4 threads: one holds 60 ms x 12, three wait
    Case {
        program: "TruthHeld",
        args: &["quick"],
        long: &["TruthHeld$Held"],
    },
    // 4 threads: Inner's owner blocked on Outer (60 ms holds x 12)
    Case {
        program: "TruthNested",
        args: &["quick"],
        long: &["TruthNested$Outer", "TruthNested$Inner"],
    },
    // 4 threads: three waiters re-enter after notifyAll while the notifier holds 50 ms more, x 12
    Case {
        program: "TruthWaitNotify",
        args: &["quick"],
        long: &["TruthWaitNotify$Mailbox"],
    },
    // 4 threads: ReentrantLock (60 ms holds), read-write lock (readers hold 50 ms, a writer
    // waits), Semaphore (10 ms holds), 30 rounds each
    Case {
        program: "TruthParkLocks",
        args: &["4", "30"],
        long: &[
            "java.util.concurrent.locks.ReentrantLock$NonfairSync",
            "java.util.concurrent.locks.ReentrantReadWriteLock$NonfairSync",
        ],
    },
];

fn truth_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench-programs/truth")
}

/// The truth programs' class files, compiled once against the jdk-subset.
fn classes() -> &'static Path {
    static CLASSES: OnceLock<PathBuf> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let dir = common::fresh_dir("toyjvm-accuracy-");
        let mut javac = Command::new(jdk_tool("javac"));
        javac
            .args(["-J-Xshare:auto", "-J-XX:TieredStopAtLevel=1"])
            .args(["-source", "8", "-target", "8", "-Xlint:-options", "-nowarn"])
            .args(["-encoding", "UTF-8", "-bootclasspath"])
            .arg(common::jdk_subset_classes())
            .arg("-d")
            .arg(&dir)
            .args(
                CASES
                    .iter()
                    .map(|c| truth_dir().join(format!("{}.java", c.program))),
            );
        let out = common::run_with_limit(javac, "javac", TIMEOUT)
            .unwrap_or_else(|e| panic!("{e}\njavac is required (run scripts/setup.sh)"));
        assert_eq!(
            out.status,
            Some(0),
            "javac failed on bench-programs/truth:\n{}{}",
            out.stdout,
            out.stderr
        );
        dir
    })
}

/// Runs `case` under `p` alone (one run at a time in this test binary: the runs measure
/// contention on 2 cores); returns its truth and the report.
fn run(case: &Case, p: Profiler) -> (Vec<Truth>, serde_json::Value) {
    static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one_at_a_time = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let report = classes().join(format!("{}.{}.json", case.program, p.name()));
    let mut cmd = Command::new(toyjvm());
    cmd.args(p.toyjvm_args())
        .arg(format!("--report={}", report.display()))
        .arg(format!(
            "--report-text={}",
            report.with_extension("txt").display()
        ))
        .arg("-cp")
        .arg(classes())
        .arg(case.program)
        .args(case.args);
    let what = format!("toyjvm --profile={} {}", p.name(), case.program);
    let out = common::run_with_limit(cmd, &what, TIMEOUT).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        out.status,
        Some(0),
        "{what} failed:\n{}\n{}",
        out.stdout,
        out.stderr
    );
    let truths = parse_truth(&out.stdout).unwrap_or_else(|e| panic!("{what}: {e}"));
    let json = std::fs::read_to_string(&report).expect("the JSON report");
    (truths, serde_json::from_str(&json).expect("a JSON report"))
}

/// Scores `p` on every lock of every case (`only_long`: on the long-hold locks only), and
/// fails listing each lock whose waiting time is off by more than TOLERANCE.
fn check(p: Profiler, only_long: bool) {
    let mut lines = Vec::new();
    let mut failures = 0;
    for case in CASES.iter().filter(|c| !only_long || !c.long.is_empty()) {
        let (truths, report) = run(case, p);
        for s in score(p, &truths, &report) {
            if only_long && !case.long.contains(&s.truth.lock.as_str()) {
                continue;
            }
            assert!(
                s.truth.waited_ns > 0,
                "{}: no waiting at all on {}",
                case.program,
                s.truth.lock
            );
            let m = s.measured_ns.unwrap_or(0.0);
            let err = s.error.unwrap_or(-1.0);
            let ok = err.abs() <= TOLERANCE;
            if !ok {
                failures += 1;
            }
            lines.push(format!(
                "{} {:<14} {:<64} truth {:>9.1} ms  {} {:>9.1} ms  {:+7.1}%",
                if ok { "  ok  " } else { "FAILED" },
                case.program,
                s.truth.lock,
                s.truth.waited_ns as f64 / 1e6,
                p.name(),
                m / 1e6,
                100.0 * err
            ));
        }
    }
    let table = lines.join("\n");
    println!("{table}");
    assert!(
        failures == 0,
        "{} off by more than {}% of the truth on {failures} lock(s):\n{table}",
        p.name(),
        100.0 * TOLERANCE
    );
}

#[test]
fn blame_is_within_10_percent_of_the_truth_on_every_lock() {
    check(Profiler::Blame, false);
}

#[test]
fn the_sampler_at_100_hz_is_within_10_percent_on_long_holds() {
    check(Profiler::Sampling, true);
}
