//! The profiling micro-benchmarks of `bench-programs/` keep their command-line contract, on
//! toyjvm and on HotSpot: `PingPong <totalThreads> <csMillis> <durationMillis>`, `ForkJoin
//! <workers> <processingMillis> <durationMillis>` and `PhasedHashtable <threads>
//! <durationMillis>` each print one line in a fixed format (only the counts vary) and exit 0;
//! bad arguments print a usage line on stderr and exit 2. Other tools parse that line, so its
//! format is checked exactly. Every run has a time limit, so a hang (a lost wake-up in
//! ForkJoin, say) fails the test instead of hanging CI.
//!
//! The programs are compiled once, with `javac -source 8 -target 8` against the jdk-subset, as
//! a user would; `toyjvm` and `java` then run the same class files.
mod common;
use common::{jdk_tool, toyjvm, Outcome};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

/// Far above a normal run (about a second even on a loaded 2-core machine): only a hang hits it.
const TIMEOUT: Duration = Duration::from_secs(60);

const PROGRAMS: [&str; 3] = ["PingPong", "ForkJoin", "PhasedHashtable"];

fn source(program: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../bench-programs")
        .join(format!("{program}.java"))
}

/// The directory of the three programs' class files, compiled on first use.
fn classes() -> &'static Path {
    static CLASSES: OnceLock<PathBuf> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let dir = common::fresh_dir("toyjvm-bench-programs-");
        let boot = common::jdk_subset_classes();
        let mut javac = Command::new(jdk_tool("javac"));
        javac
            .current_dir(&dir)
            .env("LC_ALL", "C.UTF-8")
            .args(["-J-Xshare:auto", "-J-XX:TieredStopAtLevel=1"])
            .args(["-source", "8", "-target", "8", "-Xlint:-options"])
            .args(["-encoding", "UTF-8", "-bootclasspath"])
            .arg(&boot)
            .arg("-d")
            .arg(&dir)
            .args(PROGRAMS.map(source));
        let out = run(javac, "javac").unwrap_or_else(|e| {
            panic!("{e}\njavac is required for these tests (run scripts/setup.sh)")
        });
        assert!(
            out.status == Some(0),
            "javac failed to compile the bench programs against the jdk-subset:\n{}{}",
            out.stdout,
            out.stderr
        );
        dir
    })
}

/// Runs `cmd` to completion, or kills it after [`TIMEOUT`] and reports the hang as an error.
fn run(cmd: Command, what: &str) -> Result<Outcome, String> {
    common::run_with_limit(cmd, what, TIMEOUT)
}

/// The two JVMs every program runs on.
#[derive(Clone, Copy, Debug)]
enum Jvm {
    Toy,
    HotSpot,
}

const JVMS: [Jvm; 2] = [Jvm::Toy, Jvm::HotSpot];

/// Runs `program` (from the compiled classes) with `args` on `jvm`.
fn run_on(jvm: Jvm, program: &str, args: &[&str]) -> Outcome {
    let mut cmd = match jvm {
        Jvm::Toy => Command::new(toyjvm()),
        Jvm::HotSpot => {
            let mut c = Command::new(jdk_tool("java"));
            c.args([
                "-Xshare:auto",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
            ]);
            c
        }
    };
    cmd.arg("-cp").arg(classes()).arg(program).args(args);
    let what = format!("{program} {} on {jvm:?}", args.join(" "));
    run(cmd, &what).unwrap_or_else(|e| panic!("{e}"))
}

/// Runs `program args` on both JVMs; on each, it must exit 0 and print exactly one line,
/// `<expected_prefix><counts>`, whose counts (`name=value` fields) are returned.
fn run_both(program: &str, args: &[&str], expected_prefix: &str) -> Vec<Vec<(String, u64)>> {
    JVMS.iter()
        .map(|&jvm| {
            let out = run_on(jvm, program, args);
            let what = format!("{program} {} on {jvm:?}", args.join(" "));
            assert_eq!(
                out.status,
                Some(0),
                "{what}: exit status\nstdout: {}\nstderr: {}",
                out.stdout,
                out.stderr
            );
            let lines: Vec<&str> = out.stdout.lines().collect();
            assert_eq!(lines.len(), 1, "{what}: one line expected:\n{}", out.stdout);
            let counts = lines[0].strip_prefix(expected_prefix).unwrap_or_else(|| {
                panic!(
                    "{what}: the line {:?} does not start with {expected_prefix:?}",
                    lines[0]
                )
            });
            counts
                .split(' ')
                .map(|field| {
                    let (name, value) = field
                        .split_once('=')
                        .unwrap_or_else(|| panic!("{what}: bad field {field:?} in {:?}", lines[0]));
                    let value = value.parse().unwrap_or_else(|_| {
                        panic!("{what}: {name} is not a count in {:?}", lines[0])
                    });
                    (name.to_string(), value)
                })
                .collect()
        })
        .collect()
}

/// Checks that `fields` are exactly `names`, in order, and all positive.
fn assert_positive_counts(fields: &[(String, u64)], names: &[&str]) {
    let got: Vec<&str> = fields.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(got, names, "count fields");
    for (name, value) in fields {
        assert!(*value > 0, "{name}={value}: a positive count expected");
    }
}

#[test]
fn ping_pong_counts_critical_sections() {
    for counts in run_both(
        "PingPong",
        &["4", "1", "300"],
        "PingPong: threads=4 cs_ms=1 duration_ms=300 ",
    ) {
        assert_positive_counts(&counts, &["iterations"]);
    }
    // Only the two ping-pong threads, and empty critical sections.
    for counts in run_both(
        "PingPong",
        &["2", "0", "100"],
        "PingPong: threads=2 cs_ms=0 duration_ms=100 ",
    ) {
        assert_positive_counts(&counts, &["iterations"]);
    }
}

#[test]
fn fork_join_counts_rounds_and_terminates() {
    for counts in run_both(
        "ForkJoin",
        &["3", "5", "300"],
        "ForkJoin: workers=3 processing_ms=5 duration_ms=300 ",
    ) {
        assert_positive_counts(&counts, &["rounds"]);
    }
    // No processing at all: the rounds are all fork and join, as fast as the lock allows, and
    // the end comes at any point of one. It must still stop cleanly.
    for counts in run_both(
        "ForkJoin",
        &["8", "0", "200"],
        "ForkJoin: workers=8 processing_ms=0 duration_ms=200 ",
    ) {
        assert_positive_counts(&counts, &["rounds"]);
    }
}

#[test]
fn phased_hashtable_counts_both_phases() {
    for counts in run_both(
        "PhasedHashtable",
        &["3", "400"],
        "PhasedHashtable: threads=3 duration_ms=400 ",
    ) {
        assert_positive_counts(&counts, &["phase1_ops", "phase2_ops", "size"]);
        let size = counts[2].1;
        assert!(size <= 1024, "size={size}: the table has at most 1024 keys");
    }
}

#[test]
fn bad_arguments_print_usage_and_exit_2() {
    let cases: [(&str, &[&[&str]]); 3] = [
        (
            "PingPong",
            &[
                &["4"],
                &["4", "1"],
                &["4", "1", "300", "7"],
                &["1", "1", "300"],
                &["4", "-1", "300"],
                &["4", "1", "-300"],
                &["four", "1", "300"],
            ],
        ),
        (
            "ForkJoin",
            &[
                &["3", "5"],
                &["0", "5", "300"],
                &["3", "-5", "300"],
                &["3", "5", "x"],
            ],
        ),
        (
            "PhasedHashtable",
            &[
                &["3"],
                &["3", "400", "1"],
                &["0", "400"],
                &["3", "-400"],
                &["3", "1e3"],
            ],
        ),
    ];
    for (program, arg_lists) in cases {
        for args in arg_lists {
            for jvm in JVMS {
                let out = run_on(jvm, program, args);
                let what = format!("{program} {} on {jvm:?}", args.join(" "));
                assert_eq!(out.status, Some(2), "{what}: exit status\n{}", out.stderr);
                assert!(out.stdout.is_empty(), "{what}: stdout {:?}", out.stdout);
                assert!(
                    out.stderr.starts_with(&format!("usage: {program} <")),
                    "{what}: stderr {:?}",
                    out.stderr
                );
                assert_eq!(out.stderr.lines().count(), 1, "{what}: {:?}", out.stderr);
            }
        }
    }
}

/// The README's way to run them: `toyjvm bench-programs/Name.java args` (source-launcher mode).
#[test]
fn source_launcher_runs_them() {
    for (program, args, prefix) in [
        (
            "PingPong",
            &["3", "0", "50"][..],
            "PingPong: threads=3 cs_ms=0 duration_ms=50 iterations=",
        ),
        (
            "ForkJoin",
            &["2", "1", "50"][..],
            "ForkJoin: workers=2 processing_ms=1 duration_ms=50 rounds=",
        ),
        (
            "PhasedHashtable",
            &["2", "50"][..],
            "PhasedHashtable: threads=2 duration_ms=50 phase1_ops=",
        ),
    ] {
        let mut cmd = Command::new(toyjvm());
        cmd.arg(source(program)).args(args);
        let out = run(cmd, program).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out.status, Some(0), "{program}: {}", out.stderr);
        assert!(
            out.stdout.starts_with(prefix),
            "{program}: {:?}",
            out.stdout
        );
    }
}
