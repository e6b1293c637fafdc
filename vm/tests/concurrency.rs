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
    let c = concurrency(
        dir.path(),
        &[
            "--concurrency-cores=8",
            &bench("MaxFinder"),
            "4",
            "1000000",
            "16",
        ],
    );
    assert_eq!(c["T"], 5, "{c:#}");
    // S(N) for the N asked for, within Amdahl's bounds. How far above 1 depends on how much of
    // the 2 cores the program gets: a period is parallel only if it used more than a core.
    assert_eq!(
        (c["N"].as_u64(), c["N_from"].as_str()),
        (Some(8), Some("--concurrency-cores"))
    );
    assert!((1.0..=8.0).contains(&num(&c["S"])), "{c:#}");
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

/// Strictly serial schedules, issue 26 item 10: two threads that run one after the other
/// (main joins each before starting the next), and two that pass a token so that only the holder
/// runs. Each turn is timed by the clock, not counted in iterations, so the run lasts the same
/// number of periods on a fast machine and a slow one: TD is 2, and with the token both threads
/// work in most periods (PTD 2); yet no two ever run at once, so no period is parallel and
/// S(2) = 1.
const SERIAL: &str = r#"
public class Serial implements Runnable {
    static final Object lock = new Object();
    static int turn, threads, rounds, work;
    static volatile long sink;
    final int me;

    Serial(int me) {
        this.me = me;
    }

    /// Busy for `micros` of wall time.
    static long spin(long x, int micros) {
        long end = System.nanoTime() + micros * 1000L;
        while (System.nanoTime() < end) {
            for (int i = 0; i < 1000; i++) {
                x = x * 6364136223846793005L + i;
            }
        }
        return x;
    }

    public void run() {
        long x = me;
        try {
            for (int r = 0; r < rounds; r++) {
                synchronized (lock) {
                    while (turn != me) {
                        lock.wait();
                    }
                }
                x = spin(x, work);
                synchronized (lock) {
                    turn = (me + 1) % threads;
                    lock.notifyAll();
                }
            }
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        sink += x;
    }

    public static void main(String[] args) throws InterruptedException {
        boolean token = args[0].equals("token");
        threads = 2;
        rounds = Integer.parseInt(args[1]);
        work = Integer.parseInt(args[2]);
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            ts[t] = new Thread(new Serial(t));
            ts[t].start();
            if (!token) {
                // One after the other: each runs all its rounds with the turn its own.
                ts[t].join();
                turn = t + 1;
            }
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(sink != 0);
    }
}
"#;

#[test]
fn a_strictly_serial_schedule_has_speedup_one() {
    let dir = tempfile::tempdir().unwrap();
    let classes = compile_fixtures(dir.path(), &[("Serial.java", SERIAL)]);
    let cp = classes.to_str().unwrap();
    // join: one turn of 500 ms each; token: 20 turns of 50 ms each, and 200 of 5 ms (several
    // hand-offs in every period). At least 16 periods of 60 ms in every case.
    for args in [
        ["join", "1", "500000"],
        ["token", "20", "50000"],
        ["token", "200", "5000"],
    ] {
        let mut all = vec!["-cp", cp, "Serial"];
        all.extend(args);
        let c = concurrency(dir.path(), &all);
        assert_eq!(c["T"], 3, "{args:?}: {c:#}");
        assert_eq!(c["TD"], 2, "{args:?}: {c:#}");
        assert!(num(&c["periods"]) >= 10.0, "{args:?}: {c:#}");
        assert_eq!(c["parallel_periods"], 0, "{args:?}: {c:#}");
        assert!(c["PPTD"].is_null(), "{args:?}: {c:#}");
        assert_eq!(
            (num(&c["S"]), c["N_from"].as_str()),
            (1.0, Some("machine")),
            "{args:?}"
        );
    }
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
    for bad in [
        "--profile=concurrency,nonsense",
        "--profile=",
        "--concurrency-cores=0",
        "--concurrency-cores=-4",
        "--concurrency-cores=2.5",
        "--concurrency-cores=",
    ] {
        let out = run_one_at_a_time(dir.path(), &["--profile=concurrency", bad, "-version"]);
        assert_eq!(out.status.code(), Some(1), "{bad} accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        let name = bad.split('=').next().unwrap();
        assert!(err.contains(name), "{bad}: {err}");
    }
}
