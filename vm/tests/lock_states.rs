//! The lock hierarchy as a user watches it: `bench-programs/LockLifecycle.java` walks one object
//! through every lock state, and `-Xlog:locking` must show each transition, in order; `-Xlog:
//! safepoint` must log the safepoints that revoke the bias and deflate the monitor. These run on
//! toyjvm only (the program reads mark words through `toyjvm.Locks`), so they are not part of the
//! differential suite.
//!
//! They run with `-XX:GuaranteedSafepointInterval=0`, so that only the program's own requests
//! (bias revocations, `System.gc()`) run safepoints: a guaranteed one falling between the
//! contention and step 5 would deflate the idle monitor early on a loaded machine.
mod common;
use common::toyjvm;
use std::process::Command;

fn run_lifecycle(extra: &[&str]) -> String {
    let program = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../bench-programs/LockLifecycle.java"
    );
    let out = Command::new(toyjvm())
        .args([
            "-XX:BiasedLockingStartupDelay=0",
            "-XX:GuaranteedSafepointInterval=0",
        ])
        .args(extra)
        .arg(program)
        .output()
        .expect("run toyjvm");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "LockLifecycle failed: {}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// The lines of `log` about the program's `Token`, in order.
fn token_lines(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|l| l.contains("[locking] LockLifecycle$Token@"))
        .collect()
}

#[test]
fn lifecycle_log_shows_every_transition_in_order() {
    let log = run_lifecycle(&["-Xlog:locking"]);
    let lines = token_lines(&log);
    let expected = [
        "anonymously biased -> biased to \"main\"",
        "biased to \"main\" -> unlocked (bias revoked at a safepoint",
        "unlocked -> stack-locked by \"Thread-0\"",
        "stack-locked by \"Thread-0\" -> unlocked",
        "unlocked -> stack-locked by \"main\"",
        "stack-locked -> inflated (contention, by \"Thread-1\")",
        "inflated -> deflated: unlocked (idle monitor at a safepoint)",
        "unlocked -> stack-locked by \"main\"",
        "stack-locked by \"main\" -> unlocked",
    ];
    let mut at = 0;
    for want in expected {
        match lines[at..].iter().position(|l| l.contains(want)) {
            Some(i) => at += i + 1,
            None => panic!(
                "no line with {want:?} after line {at} of:\n{}",
                lines.join("\n")
            ),
        }
    }
    for word in ["biased", "revoked", "stack-locked", "inflated", "deflated"] {
        assert!(lines.iter().any(|l| l.contains(word)), "no {word:?} line");
    }
}

#[test]
fn program_sees_the_states_through_its_mark_word() {
    let out = run_lifecycle(&[]);
    let states: Vec<&str> = out
        .lines()
        .filter_map(|l| l.trim().strip_prefix("state: "))
        .collect();
    assert_eq!(
        states,
        [
            "anonymously biased",
            "biased to \"main\" (epoch 0)",
            "biased to \"main\" (epoch 0)",
            "stack-locked by \"Thread-0\"",
            "unlocked",
            "stack-locked by \"main\"",
            "inflated (owner \"main\", 1 entering, 0 waiting)",
            "inflated (owner none, 0 entering, 0 waiting)",
            "unlocked",
            "stack-locked by \"main\"",
            "unlocked",
        ]
    );
    assert!(out.contains("mark:  [thread:0 | epoch:0 | age:0 | 1 | 01]"));
    assert!(!out.contains("[locking]"), "no log without -Xlog:locking");
}

#[test]
fn safepoint_log_names_the_operations_and_sums_up() {
    let log = run_lifecycle(&["-Xlog:safepoint"]);
    let safepoints: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("[safepoint] Safepoint \""))
        .collect();
    assert!(
        safepoints.iter().any(|l| l.contains("\"RevokeBias\"")),
        "{log}"
    );
    let gc = safepoints
        .iter()
        .position(|l| l.contains("\"GenCollectFull\""))
        .expect("System.gc() runs a safepoint");
    // The idle monitor is deflated by the GC safepoint, or by the safepoint of a bias revocation
    // after the contention (Thread-1's exit revokes main's bias on its Thread object when it
    // runs before main's join: a race the program does not need to fix for this log).
    let deflated: u64 = safepoints[..=gc]
        .iter()
        .map(|l| {
            let n = l
                .split("Monitors deflated: ")
                .nth(1)
                .expect("deflation count");
            n.split_whitespace().next().unwrap().parse::<u64>().unwrap()
        })
        .sum();
    assert!(deflated > 0, "the idle monitor is deflated: {log}");
    assert!(log.contains("[safepoint] Safepoint statistics: "), "{log}");
}

#[test]
fn biased_locking_off_never_biases() {
    let program = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../bench-programs/LockLifecycle.java"
    );
    let out = Command::new(toyjvm())
        .args(["-XX:-UseBiasedLocking", "-Xlog:locking", program])
        .output()
        .expect("run toyjvm");
    let log = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(!log.contains("-> biased"), "{log}");
    let first_state = log
        .lines()
        .find_map(|l| l.trim().strip_prefix("state: "))
        .expect("a state line");
    assert_eq!(first_state, "unlocked", "{log}");
}
