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
    sample_with_output(options, classes, main, args).0
}

/// [`sample`], with the program's standard output and toyjvm's text views (standard error).
fn sample_with_output(
    options: &[&str],
    classes: Option<&Path>,
    main: &str,
    args: &[&str],
) -> (Value, String, String) {
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
    let report = serde_json::from_str(&std::fs::read_to_string(&report).expect("report written"))
        .expect("report is JSON");
    (
        report,
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
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

/// Known truth for the sampler's estimate: `waiters` threads wait for one lock in `rounds` rounds
/// while another holds it for `hold` ms, and each measures with `System.nanoTime` how long it
/// waited; the program prints the sum (`truth_ns <n>`). Modes:
/// * `enter`: the holder sleeps in `synchronized`; each waiter tries to enter once per round
///   while the lock is held, and times its attempt to its entry;
/// * `park`: the same with a `ReentrantLock` (the waiters park);
/// * `relock`: the waiters are in `wait()`; the holder `notifyAll`s and keeps the lock `hold` ms,
///   so each waiter, moved to the entry queues, waits that long and for those re-locking before
///   it; it times from the notification to its return from `wait`.
const TRUTH: &str = r#"
import java.util.concurrent.locks.ReentrantLock;
public class Truth {
    static final class TheLock {}
    static final TheLock lock = new TheLock();
    static final ReentrantLock rlock = new ReentrantLock();
    static volatile int round;
    static volatile boolean held;
    static int waiting, entered; // under lock
    static long generation, notifiedAt, truth; // under lock

    static void sleep(long ms) {
        try { Thread.sleep(ms); } catch (InterruptedException e) { throw new RuntimeException(e); }
    }

    public static void main(String[] args) throws Exception {
        final String mode = args[0];
        final long hold = Long.parseLong(args[1]);
        final int rounds = Integer.parseInt(args[2]);
        final int n = Integer.parseInt(args[3]);
        Thread[] ws = new Thread[n];
        for (int i = 0; i < n; i++) {
            ws[i] = new Thread("waiter-" + i) {
                public void run() {
                    if (mode.equals("relock")) relockWaiter(rounds); else enterWaiter(mode, rounds);
                }
            };
            ws[i].start();
        }
        if (mode.equals("relock")) notifier(hold, rounds, n); else holder(mode, hold, rounds, n);
        for (Thread t : ws) t.join();
        synchronized (lock) { System.out.println("truth_ns " + truth); }
    }

    static void holder(String mode, long hold, int rounds, int n) {
        for (int r = 1; r <= rounds; r++) {
            synchronized (lock) { entered = 0; }
            if (mode.equals("park")) {
                rlock.lock();
                held = true; round = r;
                sleep(hold);
                held = false;
                rlock.unlock();
            } else {
                synchronized (lock) {
                    held = true; round = r;
                    sleep(hold);
                    held = false;
                }
            }
            while (true) { // every waiter through before the next round
                synchronized (lock) { if (entered == n) break; }
                sleep(5);
            }
            sleep(20);
        }
    }

    static void enterWaiter(String mode, int rounds) {
        for (int r = 1; r <= rounds; r++) {
            while (round < r || !held) sleep(1);
            long t0 = System.nanoTime();
            if (mode.equals("park")) {
                rlock.lock();
                long t1 = System.nanoTime();
                rlock.unlock();
                synchronized (lock) { truth += t1 - t0; entered++; }
            } else {
                synchronized (lock) { truth += System.nanoTime() - t0; entered++; }
            }
        }
    }

    static void notifier(long hold, int rounds, int n) {
        for (int r = 1; r <= rounds; r++) {
            while (true) {
                synchronized (lock) {
                    if (waiting == n) { // every waiter in wait() since the last notifyAll
                        generation++;
                        waiting = 0;
                        lock.notifyAll();
                        notifiedAt = System.nanoTime();
                        sleep(hold);
                        break;
                    }
                }
                sleep(5);
            }
        }
    }

    static void relockWaiter(int rounds) {
        for (int r = 1; r <= rounds; r++) {
            synchronized (lock) {
                waiting++;
                long g = generation;
                try {
                    while (generation == g) lock.wait();
                } catch (InterruptedException e) { throw new RuntimeException(e); }
                truth += System.nanoTime() - notifiedAt;
            }
        }
    }
}
"#;

/// Locks with waiters and no owner thread: `semaphore` (a thread holds every permit of a
/// `Semaphore` while it sleeps; another waits for one) and `readers` (two threads hold a
/// `ReentrantReadWriteLock`'s read lock while they sleep; a writer waits).
const SHARED: &str = r#"
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.ReentrantReadWriteLock;
public class Shared {
    static final Semaphore permits = new Semaphore(2);
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static void pause(long ms) {
        try { Thread.sleep(ms); } catch (InterruptedException e) { throw new RuntimeException(e); }
    }
    public static void main(String[] args) throws Exception {
        final boolean semaphore = args[0].equals("semaphore");
        final long ms = Long.parseLong(args[1]);
        Thread[] holders = new Thread[semaphore ? 1 : 2];
        for (int i = 0; i < holders.length; i++) {
            holders[i] = new Thread("holder-" + i) {
                public void run() {
                    if (semaphore) {
                        permits.acquireUninterruptibly(2);
                        pause(ms);
                        permits.release(2);
                    } else {
                        rw.readLock().lock();
                        pause(ms);
                        rw.readLock().unlock();
                    }
                }
            };
            holders[i].start();
        }
        pause(50);
        Thread waiter = new Thread("waiter") {
            public void run() {
                if (semaphore) { permits.acquireUninterruptibly(); permits.release(); }
                else { rw.writeLock().lock(); rw.writeLock().unlock(); }
            }
        };
        waiter.start();
        for (Thread t : holders) t.join();
        waiter.join();
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
            ("Truth.java", TRUTH),
            ("Shared.java", SHARED),
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
    let name = |thread: &Value| {
        report["thread_names"][thread["id"].to_string()]
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
        report["thread_names"][v["thread"]["id"].to_string()]
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
    let name = report["thread_names"][owner["thread"]["id"].to_string()]
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

/// Runs `Truth <mode> <hold> <rounds> <waiters>` at 100 Hz; returns the report, the lock's
/// `"sampling"`, the program's own measure of the waiting time and the text views.
fn truth_run(mode: &str, hold_ms: u32, rounds: u32, waiters: u32) -> (Value, Value, f64, String) {
    let (_dir, classes) = fixtures();
    let args = [
        mode.to_owned(),
        hold_ms.to_string(),
        rounds.to_string(),
        waiters.to_string(),
    ];
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (report, stdout, text) = sample_with_output(
        &["--profile=sampling", "--sample-hz=100"],
        Some(&classes),
        "Truth",
        &args,
    );
    let truth: f64 = stdout
        .lines()
        .find_map(|l| l.strip_prefix("truth_ns "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no truth_ns in {stdout}"));
    let class = if mode == "park" {
        "java.util.concurrent.locks.ReentrantLock$NonfairSync"
    } else {
        "Truth$TheLock"
    };
    let sampling = lock(&report, class)["sampling"].clone();
    (report, sampling, truth, text)
}

/// The estimate's error against the truth, as a fraction; panics with both unless within
/// 10%. At 100 Hz one waiter-tick is 10 ms, so a truth of 2 s or more makes 10% 20 ticks or
/// more: quantisation (at most a tick per waiter per round at either end) stays well inside.
fn assert_within_ten_percent(what: &str, s: &Value, truth_ns: f64) {
    let estimate = num(&s["estimated_ns"]);
    let waiter_ticks: f64 = s["by_waiter"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| num(&w["samples"]))
        .sum();
    assert_eq!(
        estimate,
        waiter_ticks * 1e7,
        "estimated_ns is waiter-ticks × 1e9 / hz: {s:#}"
    );
    assert!(truth_ns >= 2e9, "{what}: the program waited {truth_ns} ns");
    let error = (estimate - truth_ns) / truth_ns;
    assert!(
        error.abs() <= 0.10,
        "{what}: sampled {:.3} s against {:.3} s measured ({:+.1}%): {s:#}",
        estimate / 1e9,
        truth_ns / 1e9,
        100.0 * error
    );
}

#[test]
fn threads_re_locking_after_notify_are_sampled_as_waiters_of_the_lock() {
    // The notifier keeps the lock 300 ms after each notifyAll: 3 waiters × 4 rounds × ≥ 300 ms
    // spent re-locking (3.6 s of thread time), none of it BLOCKED until the owner lets go.
    let (report, s, truth, _) = truth_run("relock", 300, 4, 3);
    assert_within_ten_percent("re-locking after notifyAll", &s, truth);
    let name = |v: &Value| {
        report["thread_names"][v["thread"]["id"].to_string()]
            .as_str()
            .unwrap_or("")
            .to_owned()
    };
    assert_eq!(
        name(&s["by_owner"][0]),
        "main",
        "the notifier holds it: {s:#}"
    );
    let total: f64 = s["by_waiter"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| num(&w["samples"]))
        .sum();
    for i in 0..3 {
        let waiter = format!("waiter-{i}");
        let mine: f64 = s["by_waiter"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|w| name(w) == waiter)
            .inspect(|w| {
                assert!(
                    w["chain"][0]
                        .as_str()
                        .unwrap()
                        .starts_with("java.lang.Object.wait")
                        && w["chain"][1]
                            .as_str()
                            .unwrap()
                            .starts_with("Truth.relockWaiter"),
                    "seen re-locking in wait(): {s:#}"
                )
            })
            .map(|w| num(&w["samples"]))
            .sum();
        // Each waits about a third of the time (the order of re-locking varies by round).
        assert!(mine >= 0.2 * total, "{waiter}: {mine} of {total}: {s:#}");
    }
}

#[test]
fn the_estimate_is_within_ten_percent_of_the_measured_waiting_time() {
    // Holds of 100 ms, 3 waiters, 8 rounds: 2.4 s of waiting in each mode.
    for mode in ["enter", "park", "relock"] {
        let (_, s, truth, _) = truth_run(mode, 100, 8, 3);
        assert_within_ten_percent(mode, &s, truth);
    }
}

#[test]
fn the_text_view_shows_the_user_frames_of_parked_waiters() {
    let (_, s, _, text) = truth_run("park", 100, 3, 2);
    // The JSON keeps the whole chain, LockSupport first.
    let chain = s["by_waiter"][0]["chain"].as_array().unwrap();
    assert!(
        chain[0]
            .as_str()
            .unwrap()
            .starts_with("java.util.concurrent.locks.LockSupport.park"),
        "{s:#}"
    );
    let view = text
        .split("== Sampling")
        .nth(1)
        .unwrap_or_else(|| panic!("no sampling view: {text}"));
    let waiting = view.split("waiting:").nth(1).unwrap();
    assert!(
        waiting.contains("java.util.concurrent / JDK-internal frames above)"),
        "{view}"
    );
    let first_frame = waiting
        .lines()
        .find_map(|l| l.trim_start().strip_prefix("at "))
        .unwrap();
    assert!(first_frame.starts_with("Truth.enterWaiter"), "{view}");
}

#[test]
fn a_lock_held_in_shared_mode_says_why_it_has_no_owner() {
    let (_dir, classes) = fixtures();
    for (mode, class, reason) in [
        (
            "semaphore",
            "java.util.concurrent.Semaphore$NonfairSync",
            "shared mode: a Semaphore's permits have no owner thread",
        ),
        (
            "readers",
            "java.util.concurrent.locks.ReentrantReadWriteLock$NonfairSync",
            "shared mode: a ReentrantReadWriteLock held in read mode",
        ),
    ] {
        let (report, _, text) = sample_with_output(
            &["--profile=sampling", "--sample-hz=100"],
            Some(&classes),
            "Shared",
            &[mode, "800"],
        );
        let s = &lock(&report, class)["sampling"];
        assert!(num(&s["contended_samples"]) >= 10.0, "{mode}: {s:#}");
        assert!(
            s["by_owner"].as_array().unwrap().is_empty(),
            "{mode}: no owner thread to name: {s:#}"
        );
        assert!(
            s["owner_unknown"]
                .as_str()
                .unwrap_or("")
                .starts_with(reason),
            "{mode}: {s:#}"
        );
        assert_eq!(
            num(&s["owner_unknown_samples"]),
            num(&s["contended_samples"]),
            "{mode}: {s:#}"
        );
        let view = text.split("== Sampling").nth(1).unwrap_or("");
        let owner = view.split("owner:").nth(1).unwrap_or("");
        let first = owner.lines().nth(1).unwrap_or("");
        assert!(
            first.contains("no owner known: ") && first.contains(reason),
            "{mode}: the reason in place of the owner: {view}"
        );
    }
}
