//! A bounded run of the fuzzer (`toyjvm-fuzz`, see docs/FUZZING.md): the seed programs of
//! `tests/fuzz-seeds/` are compiled with javac, then mutated with a fixed `--seed` for a fixed
//! number of executions (and at most ~40 s). The run must find no panic in parse+verify, no crash
//! of toyjvm on an accepted mutant, and no hang on a mutant HotSpot rejects.
//!
//! Run: `cargo test --release -p vm --test fuzz -- --nocapture` (prints the fuzzer's summary).
mod common;
use common::jdk_tool;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The bounded run: same mutants on every machine (fixed seed and iteration cap); the time cap
/// only guards a slow machine.
const ARGS: &[&str] = &[
    "--seed",
    "1",
    "--iterations",
    "100000",
    "--time",
    "40",
    "--exec-every",
    "100",
    "--hotspot-every",
    "5000",
    "--timeout",
    "2",
];

fn compile_seeds(out: &Path) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-seeds");
    let mut sources: Vec<PathBuf> = std::fs::read_dir(&src)
        .expect("tests/fuzz-seeds")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "java"))
        .collect();
    sources.sort();
    assert!(!sources.is_empty(), "no seeds in {}", src.display());
    let o = Command::new(jdk_tool("javac"))
        .args(["-source", "8", "-target", "8", "-Xlint:-options", "-nowarn"])
        .arg("-bootclasspath")
        .arg(common::jdk_subset_classes())
        .arg("-d")
        .arg(out)
        .args(&sources)
        .output()
        .expect("javac is required (scripts/setup.sh)");
    assert!(
        o.status.success(),
        "javac failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn bounded_fuzz_run_finds_no_panic_crash_or_hang() {
    let dir = common::fresh_dir("toyjvm-fuzz-");
    let seeds = dir.join("seeds");
    let out = dir.join("out");
    compile_seeds(&seeds);
    let mut child = Command::new(env!("CARGO_BIN_EXE_toyjvm-fuzz"))
        .arg("--seeds")
        .arg(&seeds)
        .arg("--out")
        .arg(&out)
        .arg("--toyjvm")
        .arg(common::toyjvm())
        .args(ARGS)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start toyjvm-fuzz");
    // Past the 40 s budget only a run still finishing its last subprocess may go on; twice
    // that means the fuzzer itself hangs.
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > Duration::from_secs(180) {
            let _ = child.kill();
            panic!("toyjvm-fuzz did not finish in 180 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let o = child.wait_with_output().expect("fuzzer output");
    let stdout = String::from_utf8_lossy(&o.stdout);
    let stderr = String::from_utf8_lossy(&o.stderr);
    eprintln!("{stdout}");
    assert!(
        o.status.code().is_some(),
        "toyjvm-fuzz died of a signal (a mutant crashed the in-process verifier; rerun with --keep-current):\n{stderr}"
    );
    let summary: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(out.join("summary.json")).unwrap_or_else(|e| {
            panic!(
                "no summary.json ({e}); fuzzer status {}:\n{stderr}",
                o.status
            )
        }),
    )
    .expect("summary.json");
    let n = |k: &str| {
        summary[k]
            .as_u64()
            .unwrap_or_else(|| panic!("{k} in {summary}"))
    };
    assert!(n("executions") > 0, "{stdout}");
    for k in ["panics", "crashes", "hangs_hotspot_rejects"] {
        assert_eq!(
            n(k),
            0,
            "{k}: the findings are saved under {}\n{stdout}\n{stderr}",
            out.display()
        );
    }
    assert!(
        o.status.success(),
        "toyjvm-fuzz exited {}:\n{stderr}",
        o.status
    );
}
