//! The contended-lock sampler of paper 001 (`--profile=sampling`, `--sample-hz`): which locks it
//! sees contended, whom it names as owner and waiters, how many ticks it takes, and the options
//! it refuses. Sized for a loaded 2-core machine: where the scheduler moves the numbers (a
//! thread that waits for a CPU is not waiting for a lock), the contention is made certain with
//! a thread that holds the lock while it sleeps, and the bounds are loose.
mod common;
use common::{lock, num, run_one_at_a_time};
use std::path::Path;

use serde_json::Value;

/// Runs `main` (of `classes`, or a source file when `classes` is `None`) with `options` and
/// returns the JSON report.
fn sample(options: &[&str], classes: Option<&Path>, main: &str, args: &[&str]) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    let mut all: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    all.push(format!("--report={}", report.display()));
    if let Some(cp) = classes {
        all.push("-cp".into());
        all.push(cp.display().to_string());
    }
    all.push(main.into());
    all.extend(args.iter().map(|s| s.to_string()));
    let out = run_one_at_a_time(dir.path(), &all);
    common::assert_ran_ok(&all, &out);
    serde_json::from_str(&std::fs::read_to_string(&report).expect("report written"))
        .expect("report is JSON")
}

/// A lock held for `ms` by `holder` while it sleeps, and two threads blocked entering it all
/// that time: contended whatever the machine's load. `Quiet` runs as long with no lock shared.
const HELD: &str = r#"
public class Held {
    static final class TheLock {}
    static final TheLock lock = new TheLock();

    public static void main(String[] args) throws Exception {
        final long ms = Long.parseLong(args[0]);
        Thread holder = new Thread("holder") {
            public void run() {
                synchronized (lock) {
                    try { Thread.sleep(ms); } catch (InterruptedException e) { }
                }
            }
        };
        holder.start();
        Thread.sleep(20); // the holder takes the lock first
        Thread[] blocked = new Thread[2];
        for (int i = 0; i < 2; i++) {
            blocked[i] = new Thread("blocked-" + i) {
                public void run() { synchronized (lock) { } }
            };
            blocked[i].start();
        }
        holder.join();
        for (Thread t : blocked) t.join();
    }
}
"#;

const QUIET: &str = r#"
public class Quiet {
    public static void main(String[] args) throws Exception {
        final long ms = Long.parseLong(args[0]);
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final Object mine = new Object();
            ts[i] = new Thread("quiet-" + i) {
                public void run() {
                    long end = System.currentTimeMillis() + ms;
                    int n = 0;
                    while (System.currentTimeMillis() < end) {
                        synchronized (mine) { n++; }
                        if ((n & 1023) == 0) {
                            try { Thread.sleep(1); } catch (InterruptedException e) { }
                        }
                    }
                }
            };
            ts[i].start();
        }
        // An inflated lock (wait inflates) that only this thread ever takes.
        final Object alone = new Object();
        long end = System.currentTimeMillis() + ms;
        while (System.currentTimeMillis() < end) {
            synchronized (alone) { alone.wait(5); }
        }
        for (Thread t : ts) t.join();
    }
}
"#;

/// The same with a `ReentrantLock`: the waiter parks, with the lock as its blocker.
const PARK_HELD: &str = r#"
import java.util.concurrent.locks.ReentrantLock;
public class ParkHeld {
    static final ReentrantLock lock = new ReentrantLock();
    public static void main(String[] args) throws Exception {
        final long ms = Long.parseLong(args[0]);
        Thread holder = new Thread("holder") {
            public void run() {
                lock.lock();
                try { Thread.sleep(ms); } catch (InterruptedException e) { } finally { lock.unlock(); }
            }
        };
        holder.start();
        Thread.sleep(20);
        Thread parker = new Thread("parker") {
            public void run() { lock.lock(); lock.unlock(); }
        };
        parker.start();
        holder.join();
        parker.join();
    }
}
"#;

fn fixtures() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let classes = common::compile_fixtures(
        dir.path(),
        &[
            ("Held.java", HELD),
            ("Quiet.java", QUIET),
            ("ParkHeld.java", PARK_HELD),
        ],
    );
    (dir, classes)
}

fn samples(lock: &Value) -> (f64, f64) {
    let s = &lock["sampling"];
    (num(&s["samples"]), num(&s["contended_samples"]))
}

#[test]
fn a_lock_held_while_others_queue_is_sampled_contended_with_its_owner_and_waiters() {
    let (_dir, classes) = fixtures();
    let report = sample(&["--profile=sampling"], Some(&classes), "Held", &["1500"]);
    let l = lock(&report, "Held$TheLock");
    let (samples, contended) = samples(l);
    // 1.5 s at 20 Hz is ~30 ticks; the lock is contended from ~20 ms on.
    assert!(samples >= 10.0, "{l:#}");
    assert!(contended > 0.5 * samples, "{l:#}");
    let s = &l["sampling"];
    let name = |id: &Value| {
        report["thread_names"][id.to_string()]
            .as_str()
            .unwrap_or("")
            .to_owned()
    };
    let owner = &s["by_owner"][0];
    assert_eq!(name(&owner["thread"]), "holder", "{s:#}");
    assert!(
        owner["chain"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f.as_str().unwrap().starts_with("Held$1.run")),
        "the owner's stack is where it holds the lock: {s:#}"
    );
    let waiters: Vec<String> = s["by_waiter"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| name(&w["thread"]))
        .collect();
    assert!(
        waiters.contains(&"blocked-0".into()) && waiters.contains(&"blocked-1".into()),
        "{s:#}"
    );
    for w in s["by_waiter"].as_array().unwrap() {
        assert!(num(&w["samples"]) <= contended);
        assert!(w["chain"][0].as_str().unwrap().contains("Held$"), "{s:#}");
    }
}

#[test]
fn a_park_blocker_only_the_sampler_saw_is_reported_with_its_owner() {
    let (_dir, classes) = fixtures();
    let report = sample(
        &["--profile=sampling"],
        Some(&classes),
        "ParkHeld",
        &["1000"],
    );
    let l = lock(
        &report,
        "java.util.concurrent.locks.ReentrantLock$NonfairSync",
    );
    assert_eq!(l["kind"], "park", "{l:#}");
    assert!(l["id"].as_u64().unwrap() > 0);
    let (samples, contended) = samples(l);
    assert!(contended > 0.5 * samples, "{l:#}");
    let s = &l["sampling"];
    let name = |v: &Value| {
        report["thread_names"][v["thread"].to_string()]
            .as_str()
            .unwrap_or("")
            .to_owned()
    };
    assert_eq!(name(&s["by_owner"][0]), "holder", "{s:#}");
    assert_eq!(name(&s["by_waiter"][0]), "parker", "{s:#}");
}

#[test]
fn ping_pong_is_sampled_contended_with_a_ping_pong_thread_as_owner() {
    let bench = format!(
        "{}/../bench-programs/PingPong.java",
        env!("CARGO_MANIFEST_DIR")
    );
    let report = sample(
        &["--profile=sampling,blame"],
        None,
        &bench,
        &["2", "1", "1500"],
    );
    let l = lock(&report, "PingPong$Lock");
    let (samples, contended) = samples(l);
    // On an idle 2-core machine most ticks find one thread blocked entering (see
    // docs/SAMPLING.md); under load the one not holding the lock often waits for a CPU instead,
    // which is not contention. Hence a loose bound.
    assert!(samples >= 10.0 && contended >= 1.0, "{l:#}");
    let owner = &l["sampling"]["by_owner"][0];
    let name = report["thread_names"][owner["thread"].to_string()]
        .as_str()
        .unwrap_or("");
    assert!(name == "ping" || name == "pong", "{l:#}");
    assert!(
        l["blame"]["contended_ns"].as_u64().unwrap() > 0,
        "blame is on too"
    );
}

#[test]
fn a_hundred_hertz_takes_about_five_times_the_samples_of_twenty() {
    let (_dir, classes) = fixtures();
    let at = |hz: &str| {
        let r = sample(
            &["--profile=sampling", hz],
            Some(&classes),
            "Held",
            &["1000"],
        );
        samples(lock(&r, "Held$TheLock"))
    };
    let ((s20, c20), (s100, c100)) = (at("--sample-hz=20"), at("--sample-hz=100"));
    let ratio = s100 / s20;
    assert!((3.0..=7.0).contains(&ratio), "{s20} vs {s100} samples");
    assert!(c100 > c20, "{c20} vs {c100} contended samples");
}

#[test]
fn a_program_without_contention_has_no_contended_sample() {
    let (_dir, classes) = fixtures();
    // Sampling alone lists only locks it saw contended: none here.
    let alone = sample(
        &["--profile=sampling", "--sample-hz=100"],
        Some(&classes),
        "Quiet",
        &["500"],
    );
    assert_eq!(alone["locks"].as_array().unwrap().len(), 0, "{alone:#}");
    // With a profiler that lists every inflated lock, the one Quiet waits on is there, sampled
    // at every tick and contended at none.
    let report = sample(
        &["--profile=sampling,jprofiler", "--sample-hz=100"],
        Some(&classes),
        "Quiet",
        &["500"],
    );
    let locks = report["locks"].as_array().unwrap();
    assert!(
        !locks.is_empty(),
        "the lock Quiet waits on inflated: {report:#}"
    );
    for l in locks {
        assert_eq!(num(&l["sampling"]["contended_samples"]), 0.0, "{l:#}");
        assert!(num(&l["sampling"]["samples"]) >= 10.0, "{l:#}");
    }
}

#[test]
fn bad_sample_rates_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for bad in ["--sample-hz=0", "--sample-hz=abc", "--sample-hz=1001"] {
        let args = [
            bad.to_owned(),
            "--profile=sampling".into(),
            "-version".into(),
        ];
        let out = run_one_at_a_time(dir.path(), &args);
        assert_eq!(out.status.code(), Some(1), "{bad}");
        let text = String::from_utf8_lossy(&out.stderr) + String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("--sample-hz"), "{bad}: {text}");
    }
}
