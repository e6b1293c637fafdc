//! `--trace` makes a timeline a trace viewer can draw: a nested-lock program
//! (`tests/blame/NestedLocks.java`: A holds OUTER and blocks on INNER, held by B; four threads
//! block on OUTER; then four threads share a ReentrantLock), ten threads on a machine with
//! fewer cores, its trace parsed and checked:
//!
//! * on one thread, slices nest or follow each other, never overlap otherwise, and a thread is
//!   never blocked on a lock it holds;
//! * a monitor's holds never overlap across threads;
//! * holds that began before the lock inflated (A's OUTER, B's INNER: stack locks inflated by
//!   a contender) have hold slices, and so do the ReentrantLock's owners (derived from the park
//!   events).
mod common;

use std::collections::HashMap;
use std::process::Command;
use std::time::Duration;

use serde_json::Value;

/// Trace times are µs with ns precision: equal within 1 ns.
const EPS: f64 = 0.001;

#[derive(Clone, Debug)]
struct Slice {
    thread: String,
    name: String,
    start: f64,
    end: f64,
    args: Value,
}

fn lock_of(name: &str) -> Option<(&str, &str)> {
    ["holds ", "blocked on ", "parked on ", "waiting on "]
        .iter()
        .find_map(|p| name.strip_prefix(p).map(|lock| (p.trim(), lock)))
}

fn slices(trace: &Value) -> Vec<Slice> {
    let events = trace["traceEvents"].as_array().expect("traceEvents");
    let names: HashMap<u64, String> = events
        .iter()
        .filter(|e| e["ph"] == "M" && e["name"] == "thread_name" && e["pid"] == 1)
        .map(|e| {
            (
                e["tid"].as_u64().unwrap(),
                e["args"]["name"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    events
        .iter()
        .filter(|e| e["ph"] == "X")
        .map(|e| {
            let start = e["ts"].as_f64().unwrap();
            let tid = e["tid"].as_u64().unwrap();
            Slice {
                thread: names
                    .get(&tid)
                    .cloned()
                    .unwrap_or_else(|| format!("#{tid}")),
                name: e["name"].as_str().unwrap().to_owned(),
                start,
                end: start + e["dur"].as_f64().unwrap(),
                args: e["args"].clone(),
            }
        })
        .collect()
}

fn check_nesting(slices: &[Slice]) {
    let mut by_thread: HashMap<&str, Vec<&Slice>> = HashMap::new();
    for s in slices {
        by_thread.entry(&s.thread).or_default().push(s);
    }
    for (thread, mut list) in by_thread {
        list.sort_by(|a, b| a.start.total_cmp(&b.start).then(b.end.total_cmp(&a.end)));
        let mut stack: Vec<&Slice> = Vec::new();
        for s in list {
            while stack.last().is_some_and(|top| top.end <= s.start + EPS) {
                stack.pop();
            }
            if let Some(top) = stack.last() {
                assert!(
                    s.end <= top.end + EPS,
                    "{thread}: {s:?} overlaps {top:?} without nesting in it"
                );
            }
            // Never blocked (or parked) on a lock this thread holds.
            if let Some(("blocked on" | "parked on", lock)) = lock_of(&s.name) {
                let held = format!("holds {lock}");
                assert!(
                    !stack.iter().any(|o| o.name == held),
                    "{thread}: {s:?} while it holds the lock: {stack:?}"
                );
            }
            stack.push(s);
        }
    }
}

fn check_holds_exclusive(slices: &[Slice]) {
    let mut by_lock: HashMap<&str, Vec<&Slice>> = HashMap::new();
    for s in slices {
        if let Some(("holds", lock)) = lock_of(&s.name) {
            by_lock.entry(lock).or_default().push(s);
        }
    }
    for (lock, mut holds) in by_lock {
        holds.sort_by(|a, b| a.start.total_cmp(&b.start));
        for w in holds.windows(2) {
            assert!(
                w[0].end <= w[1].start + EPS,
                "holds of {lock} overlap: {:?} and {:?}",
                w[0],
                w[1]
            );
        }
    }
}

#[test]
fn the_trace_of_nested_locks_nests_and_shows_every_holder() {
    let dir = tempfile::tempdir().unwrap();
    let trace_file = dir.path().join("run.trace.json");
    let program = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/blame/NestedLocks.java");
    let mut cmd = Command::new(common::toyjvm());
    cmd.current_dir(dir.path())
        .arg(format!("--trace={}", trace_file.display()))
        .arg(program);
    let out = common::run_with_limit(cmd, "NestedLocks --trace", Duration::from_secs(120))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out.status, Some(0), "stderr:\n{}", out.stderr);
    let trace: Value =
        serde_json::from_str(&std::fs::read_to_string(&trace_file).unwrap()).expect("JSON");
    let slices = slices(&trace);
    check_nesting(&slices);
    check_holds_exclusive(&slices);

    let held_by = |thread: &str, prefix: &str| -> Vec<&Slice> {
        slices
            .iter()
            .filter(|s| s.thread == thread && s.name.starts_with(prefix))
            .collect()
    };
    // A took OUTER as a stack lock (or biased), which the waiters inflated: its hold is there,
    // marked as held since before the inflation; so is B's of INNER, inflated by A.
    for thread in ["A", "B"] {
        assert!(
            held_by(thread, "holds java.lang.Object#")
                .iter()
                .any(|s| s.args.get("since").is_some()),
            "{thread} has no hold that began before inflation: {:?}",
            held_by(thread, "")
        );
    }
    // A blocks on INNER inside its hold of OUTER.
    assert!(
        !held_by("A", "blocked on java.lang.Object#").is_empty(),
        "A never blocked: {:?}",
        held_by("A", "")
    );
    // The ReentrantLock's owners have holds, derived from the park events.
    let rl_holds: Vec<&Slice> = slices
        .iter()
        .filter(|s| {
            s.name
                .starts_with("holds java.util.concurrent.locks.ReentrantLock$")
                && s.args.get("derived").is_some()
        })
        .collect();
    assert!(
        !rl_holds.is_empty(),
        "no ReentrantLock holds: {:?}",
        slices
            .iter()
            .filter(|s| s.thread.starts_with("rl-"))
            .collect::<Vec<_>>()
    );
    assert!(rl_holds.iter().all(|s| s.thread.starts_with("rl-")));
}
