//! Paper 004's concurrency metrics (`--profile=concurrency`): thread density from per-thread CPU
//! time on a fork/join program and a single-threaded one, exact shared and alternating access
//! counts on a program whose access pattern is known, and bad options refused. Sized for a
//! loaded 2-core machine: four CPU-bound threads still each get a fair share of every 60 ms
//! period there (the scheduler is fair among equal threads), which is all TD = PTD = 4 needs.
mod common;
use common::{compile_fixtures, num, run_one_at_a_time};
use serde_json::Value;
use std::path::Path;

/// Runs `args` with `--profile=concurrency` and returns the report's `"concurrency"` section.
fn concurrency(dir: &Path, args: &[&str]) -> Value {
    let report = dir.join("report.json");
    let mut all = vec![
        "--profile=concurrency".to_owned(),
        format!("--report={}", report.display()),
        format!("--report-text={}", dir.join("report.txt").display()),
    ];
    all.extend(args.iter().map(|s| s.to_string()));
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    let out = run_one_at_a_time(dir, &all);
    common::assert_ran_ok(&all, &out);
    let text = std::fs::read_to_string(dir.join("report.txt")).unwrap();
    assert!(text.contains("== Concurrency (paper 004) =="), "{text}");
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report written")).unwrap();
    report["concurrency"].clone()
}

fn bench(name: &str) -> String {
    format!(
        "{}/../bench-programs/concurrency/{name}.java",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn max_finder_with_four_drivers_has_four_threads_doing_the_work_at_once() {
    let dir = tempfile::tempdir().unwrap();
    // About 2 s of work per driver on this interpreter: dozens of periods, so the few at the
    // start (main alone) and the end (drivers finishing apart) do not move the median.
    let c = concurrency(dir.path(), &[&bench("MaxFinder"), "4", "1000000", "16"]);
    assert_eq!(c["T"], 5, "{c:#}");
    assert_eq!(c["TD"], 4, "{c:#}");
    assert_eq!(num(&c["PTD"]), 4.0, "{c:#}");
    assert_eq!(num(&c["PPTD"]), 4.0, "{c:#}");
    assert!(num(&c["periods"]) >= 10.0, "{c:#}");
    // Every key of the issue's format is there.
    for key in [
        "T", "TD", "PTD", "PPTD", "S", "TD_S", "PTD_S", "TD_A", "PTD_A", "RR", "RW", "RA",
    ] {
        assert!(c.get(key).is_some(), "{key} missing: {c:#}");
    }
    // Each driver writes its quarter of the array main allocated: a million shared writes.
    assert!(num(&c["shared_writes"]) >= 1_000_000.0, "{c:#}");
    assert_eq!(c["TD_S"], 4, "{c:#}");
}

const SINGLE: &str = r#"
public class Single {
    public static void main(String[] args) {
        long x = 1;
        for (int i = 0; i < 20000000; i++) {
            x = x * 6364136223846793005L + i;
        }
        System.out.println(x);
    }
}
"#;

/// Main (A) allocates an array; thread B writes it `n` times; once B is joined, A reads it `m`
/// times. The array is reached through a static field (statics are not counted) and B's
/// Runnable has no fields, so the only other counted access of the run is B's read of its
/// Thread object's `target` (in `Thread.run`), which main allocated and wrote.
const PATTERN: &str = r#"
public class Pattern implements Runnable {
    static int[] shared;
    static int n;

    public void run() {
        int[] a = shared;
        for (int i = 0; i < n; i++) {
            a[i & 3] = i;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        n = Integer.parseInt(args[0]);
        int m = Integer.parseInt(args[1]);
        shared = new int[4];
        Thread b = new Thread(new Pattern());
        b.start();
        b.join();
        int[] a = shared;
        int sum = 0;
        for (int i = 0; i < m; i++) {
            sum += a[i & 3];
        }
        System.out.println(sum);
    }
}
"#;

#[test]
fn single_threaded_program_has_one_thread() {
    let dir = tempfile::tempdir().unwrap();
    let classes = compile_fixtures(dir.path(), &[("Single.java", SINGLE)]);
    let c = concurrency(dir.path(), &["-cp", classes.to_str().unwrap(), "Single"]);
    assert_eq!(c["T"], 1, "{c:#}");
    assert_eq!(c["TD"], 1, "{c:#}");
    assert_eq!(num(&c["PTD"]), 1.0, "{c:#}");
    assert!(c["PPTD"].is_null(), "no parallel period: {c:#}");
    assert_eq!(num(&c["S"]), 1.0, "{c:#}");
    assert_eq!(
        num(&c["shared_reads"]) + num(&c["shared_writes"]),
        0.0,
        "{c:#}"
    );
}

#[test]
fn shared_and_alternating_accesses_are_counted_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let classes = compile_fixtures(dir.path(), &[("Pattern.java", PATTERN)]);
    let cp = classes.to_str().unwrap();
    for (n, m) in [(1000u64, 300u64), (5000, 7000)] {
        let c = concurrency(
            dir.path(),
            &["-cp", cp, "Pattern", &n.to_string(), &m.to_string()],
        );
        assert_eq!(c["T"], 2, "{c:#}");
        // B's n writes of the array; A's m reads of it (shared since B touched it) and B's read
        // of `target`.
        assert_eq!(c["shared_writes"], n, "{c:#}");
        assert_eq!(c["shared_reads"], m + 1, "{c:#}");
        // Two ownership changes: main's writes of the Thread object, then B's read of `target`
        // (W-R); B's last write of the array, then A's first read (W-R). B's first write
        // follows no access (an allocation is none), and the rest are by the same thread.
        assert_eq!(c["alternating"], 2, "{c:#}");
        assert_eq!(c["shared_objects"], 2, "{c:#}");
        assert_eq!(c["TD_A"], 2, "{c:#}");
    }
}

#[test]
fn bad_options_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for bad in ["--profile=concurrency,nonsense", "--profile="] {
        let out = run_one_at_a_time(dir.path(), &[bad, "-version"]);
        assert!(!out.status.success(), "{bad} accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--profile"), "{bad}: {err}");
    }
}
