//! Blame tracing (Hofer et al., ICPE'16): which thread held a contended lock, and where.
//!
//! Each test runs one of the programs in `tests/blame/` (each file's header says what it
//! demonstrates) with `--profile=blame` and checks what the tracer writes against what the
//! program forces to happen: the raw events (`--blame-log`), the blame in the JSON report
//! (`--report`), the timeline (`--trace`) and the flame graph (`--flame`). The programs order
//! their threads with `Thread.getState()` polling, so the event sequences are exact; times are
//! bounded from below by the programs' sleeps, with slack for a loaded 2-core CI machine.
mod common;
use common::jdk_tool;
use common::{lock, num, toyjvm};

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::io::Read;
use std::ops::RangeInclusive;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use serde_json::Value;

const MS: f64 = 1e6;

/// No single run may take longer (a hang in the tracer must fail the test, not the CI job).
const TIMEOUT: Duration = Duration::from_secs(120);

/// The tests measure contention on a 2-core machine: one at a time, or
/// they would steal each other's cores.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn program(name: &str) -> String {
    format!("{}/tests/blame/{name}.java", env!("CARGO_MANIFEST_DIR"))
}

fn source(name: &str) -> String {
    std::fs::read_to_string(program(name)).expect("program source")
}

/// Runs `cmd` (one at a time, see SERIAL), killing it after TIMEOUT; returns its output and
/// how long it ran.
fn run_cmd(mut cmd: Command, what: &str) -> (Output, Duration) {
    let _one_at_a_time = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let started = Instant::now();
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = r.read_to_end(&mut buf);
            buf
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "{what} did not finish in {TIMEOUT:?}; stderr so far:\n{}",
                String::from_utf8_lossy(&err.join().unwrap())
            );
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let elapsed = started.elapsed();
    let output = Output {
        status,
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    };
    (output, elapsed)
}

/// toyjvm with `args` in `dir`.
fn toyjvm_in(dir: &Path, args: &[String]) -> (Output, Duration) {
    let mut cmd = Command::new(toyjvm());
    cmd.current_dir(dir).args(args);
    run_cmd(cmd, &format!("toyjvm {args:?}"))
}

/// toyjvm with `args` in `dir`; panics with its output unless it exits 0.
fn toyjvm_ok(dir: &Path, args: &[String]) -> (Output, Duration) {
    let (out, took) = toyjvm_in(dir, args);
    common::assert_ran_ok(args, &out);
    (out, took)
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

// ------------------------------------------------------------------ the blame log

/// One line `monitor <lock-id> <class> <seq> <event> <thread>[ after-wait][ through=<n>][
/// forward=<n>]`. An exit with `through=n` stands for the consecutive exits `seq..=n` of one
/// thread at one site, written as one.
#[derive(Debug, Clone)]
struct MonitorEvent {
    lock: u64,
    class: String,
    seq: u64,
    through: u64,
    event: String,
    thread: String,
    after_wait: bool,
    forward: Option<u64>,
}

/// One line `park <seq> <event> <thread> ...`: park-begin (blocker `Class@hex`, `timed=`),
/// unpark (`target=`), park-end (`unpark=`, `timed-out=`).
#[derive(Debug, Clone)]
struct ParkEvent {
    seq: u64,
    event: String,
    thread: String,
    blocker: Option<String>,
    fields: HashMap<String, String>,
}

impl ParkEvent {
    fn field(&self, key: &str) -> &str {
        self.fields
            .get(key)
            .unwrap_or_else(|| panic!("no {key}= in {self:?}"))
    }

    fn blocker_class(&self) -> &str {
        let b = self.blocker.as_deref().unwrap_or("");
        b.rsplit_once('@').map_or(b, |(class, _)| class)
    }
}

#[derive(Debug, Default)]
struct BlameLog {
    monitors: Vec<MonitorEvent>,
    parks: Vec<ParkEvent>,
}

fn parse_u64(s: &str, line: &str) -> u64 {
    s.parse()
        .unwrap_or_else(|_| panic!("not a number: {s:?} in blame-log line {line:?}"))
}

impl BlameLog {
    fn parse(text: &str) -> BlameLog {
        let mut log = BlameLog::default();
        for line in text.lines() {
            let line = line.trim_end();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut t: Vec<&str> = line.split_whitespace().collect();
            match t[0] {
                "monitor" => {
                    assert!(
                        log.parks.is_empty(),
                        "monitor events come before park events: {line:?}"
                    );
                    assert!(t.len() >= 6, "short blame-log line {line:?}");
                    let (mut after_wait, mut forward, mut through) = (false, None, None);
                    while t.len() > 6 {
                        let last = *t.last().unwrap();
                        if last == "after-wait" {
                            after_wait = true;
                        } else if let Some(n) = last.strip_prefix("forward=") {
                            forward = Some(parse_u64(n, line));
                        } else if let Some(n) = last.strip_prefix("through=") {
                            through = Some(parse_u64(n, line));
                        } else {
                            break;
                        }
                        t.pop();
                    }
                    let seq = parse_u64(t[3], line);
                    let through = through.unwrap_or(seq);
                    assert!(
                        through >= seq && (through == seq || t[4] == "contended-exit"),
                        "only an exit stands for several numbers: {line:?}"
                    );
                    log.monitors.push(MonitorEvent {
                        lock: parse_u64(t[1], line),
                        class: t[2].to_owned(),
                        seq,
                        through,
                        event: t[4].to_owned(),
                        thread: t[5..].join(" "),
                        after_wait,
                        forward,
                    });
                }
                "park" => {
                    assert!(t.len() >= 5, "short blame-log line {line:?}");
                    let seq = parse_u64(t[1], line);
                    let event = t[2].to_owned();
                    let (mut fields, mut blocker) = (HashMap::new(), None);
                    while t.len() > 4 {
                        let last = *t.last().unwrap();
                        if let Some((k, v)) = last.split_once('=') {
                            fields.insert(k.to_owned(), v.to_owned());
                        } else if (event == "park-begin" || event.starts_with("shared-"))
                            && blocker.is_none()
                        {
                            blocker = Some(last.to_owned());
                        } else {
                            break;
                        }
                        t.pop();
                    }
                    let known = [
                        "park-begin",
                        "unpark",
                        "park-end",
                        "shared-acquire",
                        "shared-release",
                    ];
                    assert!(known.contains(&event.as_str()), "event in {line:?}");
                    log.parks.push(ParkEvent {
                        seq,
                        event,
                        thread: t[3..].join(" "),
                        blocker,
                        fields,
                    });
                }
                _ => panic!("unexpected blame-log line {line:?}"),
            }
        }
        log
    }

    /// The id of the (one) monitor of class `class`, and its events but `inflate`, in order.
    fn lock_events(&self, class: &str) -> (u64, Vec<&MonitorEvent>) {
        let ids: BTreeSet<u64> = self
            .monitors
            .iter()
            .filter(|e| e.class == class)
            .map(|e| e.lock)
            .collect();
        assert_eq!(
            ids.len(),
            1,
            "monitors of class {class} in the log: {ids:?}"
        );
        let id = *ids.first().unwrap();
        let events = self
            .monitors
            .iter()
            .filter(|e| e.lock == id && e.event != "inflate")
            .collect();
        (id, events)
    }

    /// How many events of kind `event` the log stands for (a merged exit counts for each of
    /// its numbers).
    fn count(&self, event: &str) -> usize {
        self.monitors
            .iter()
            .filter(|e| e.event == event)
            .map(|e| (e.through - e.seq + 1) as usize)
            .sum::<usize>()
            + self.parks.iter().filter(|e| e.event == event).count()
    }

    /// What holds for every run by construction: per lock, the numbered events are in order
    /// and their numbers gap-free from 1; each thread's contended enters and entereds
    /// alternate, starting with an enter and ending with an entered; each forward reference
    /// is resolved once, by the thread and on the lock of its exit; each thread's park-begins
    /// and park-ends alternate; a park-end's unpark is an earlier unpark of that thread.
    fn check_consistent(&self) {
        let known = [
            "inflate",
            "contended-enter",
            "contended-entered",
            "contended-exit",
            "forward-resolved",
        ];
        let mut by_lock: BTreeMap<u64, Vec<&MonitorEvent>> = BTreeMap::new();
        for e in &self.monitors {
            assert!(known.contains(&e.event.as_str()), "unknown event {e:?}");
            by_lock.entry(e.lock).or_default().push(e);
        }
        for (lock, events) in &by_lock {
            let classes: BTreeSet<_> = events.iter().map(|e| &e.class).collect();
            assert_eq!(classes.len(), 1, "lock {lock} has one class: {classes:?}");
            // The contended events are numbered, in order; a forward-resolved line may be
            // numbered too (then in the same sequence) or not (seq 0).
            let contended: Vec<u64> = events
                .iter()
                .filter(|e| e.event.starts_with("contended-"))
                .map(|e| e.seq)
                .collect();
            assert!(
                contended.windows(2).all(|w| w[0] < w[1]) && contended.first() != Some(&0),
                "lock {lock}: contended events numbered in order: {events:#?}"
            );
            let mut numbered: BTreeSet<u64> = events
                .iter()
                .filter(|e| e.event.starts_with("contended-"))
                .flat_map(|e| e.seq..=e.through)
                .collect();
            numbered.extend(
                events
                    .iter()
                    .filter(|e| e.event == "forward-resolved" && e.seq != 0)
                    .map(|e| e.seq),
            );
            let expected: BTreeSet<u64> = (1..=numbered.len() as u64).collect();
            assert_eq!(
                numbered, expected,
                "lock {lock}: sequence numbers gap-free from 1: {events:#?}"
            );
            let mut blocked: HashMap<&str, bool> = HashMap::new();
            for e in events {
                let b = blocked.entry(e.thread.as_str()).or_default();
                match e.event.as_str() {
                    "contended-enter" => {
                        assert!(!*b, "lock {lock}: second enter before entered: {e:?}");
                        *b = true;
                    }
                    "contended-entered" => {
                        assert!(*b, "lock {lock}: entered without an enter: {e:?}");
                        *b = false;
                    }
                    _ => {}
                }
                assert!(
                    !e.after_wait || e.event == "contended-enter",
                    "only an enter is after-wait: {e:?}"
                );
            }
            for (thread, still) in blocked {
                assert!(!still, "lock {lock}: {thread}'s enter has no entered");
            }
        }
        let exits: Vec<&MonitorEvent> = self
            .monitors
            .iter()
            .filter(|e| e.event == "contended-exit" && e.forward.is_some())
            .collect();
        let resolved: Vec<&MonitorEvent> = self
            .monitors
            .iter()
            .filter(|e| e.event == "forward-resolved")
            .collect();
        for r in &resolved {
            assert!(
                r.forward.is_some(),
                "forward-resolved names its reference: {r:?}"
            );
        }
        for x in &exits {
            let matching: Vec<_> = resolved.iter().filter(|r| r.forward == x.forward).collect();
            assert_eq!(matching.len(), 1, "resolutions of {x:?}: {matching:?}");
            let r = matching[0];
            assert!(
                r.lock == x.lock && r.thread == x.thread,
                "{r:?} resolves {x:?}"
            );
        }
        assert_eq!(
            exits.len(),
            resolved.len(),
            "every resolution has its exit: {resolved:?}"
        );

        for w in self.parks.windows(2) {
            assert!(w[0].seq < w[1].seq, "park events in order: {w:?}");
        }
        let unparks: HashMap<u64, &ParkEvent> = self
            .parks
            .iter()
            .filter(|e| e.event == "unpark")
            .map(|e| (e.seq, e))
            .collect();
        let mut parked: HashMap<&str, bool> = HashMap::new();
        for e in &self.parks {
            let p = parked.entry(e.thread.as_str()).or_default();
            match e.event.as_str() {
                "park-begin" => {
                    assert!(!*p, "park-begin while parked: {e:?}");
                    assert!(e.blocker.is_some(), "blocker of {e:?}");
                    let timed = e.field("timed");
                    assert!(timed == "true" || timed == "false", "{e:?}");
                    *p = true;
                }
                "park-end" => {
                    assert!(*p, "park-end without park-begin: {e:?}");
                    *p = false;
                    let timed_out = e.field("timed-out");
                    assert!(timed_out == "true" || timed_out == "false", "{e:?}");
                    let by = parse_u64(e.field("unpark"), "park-end");
                    if by != 0 {
                        let u = unparks
                            .get(&by)
                            .unwrap_or_else(|| panic!("{e:?} names no unpark event"));
                        assert!(u.seq < e.seq, "{e:?} ended by a later {u:?}");
                        assert_eq!(u.field("target"), e.thread, "{e:?} ended by {u:?}");
                    }
                }
                "shared-acquire" | "shared-release" => {
                    assert!(e.blocker.is_some(), "synchronizer of {e:?}");
                }
                _ => {
                    e.field("target");
                }
            }
        }
        for (thread, still) in parked {
            assert!(!still, "{thread}'s park has no park-end");
        }
    }
}

// ------------------------------------------------------------------ the report

/// One element of a lock's `by_owner` / `by_waiter`.
#[derive(Debug, Clone)]
struct Blamed {
    thread: String,
    chain: Vec<String>,
    ns: f64,
    count: f64,
}

/// `blame[list]`, checked: sorted by ns descending, every element well-formed.
fn blamed(blame: &Value, list: &str) -> Vec<Blamed> {
    let entries: Vec<Blamed> = blame[list]
        .as_array()
        .unwrap_or_else(|| panic!("{list} array in {blame:#}"))
        .iter()
        .map(|e| Blamed {
            thread: e["thread"]["name"]
                .as_str()
                .unwrap_or_else(|| panic!("thread name in {e}"))
                .to_owned(),
            chain: e["chain"]
                .as_array()
                .unwrap_or_else(|| panic!("chain in {e}"))
                .iter()
                .map(|f| f.as_str().expect("frame").to_owned())
                .collect(),
            ns: num(&e["ns"]),
            count: num(&e["count"]),
        })
        .collect();
    for w in entries.windows(2) {
        assert!(w[0].ns >= w[1].ns, "{list} sorted by ns: {w:?}");
    }
    for e in &entries {
        assert!(e.ns >= 0.0 && e.count >= 1.0, "{list}: {e:?}");
        if e.thread == "(unknown)" {
            assert!(e.chain.is_empty(), "unknown owner has no chain: {e:?}");
        } else {
            for f in &e.chain {
                assert!(
                    f.contains('(') && f.ends_with(')'),
                    "frame Class.method(File.java:line): {f:?} in {e:?}"
                );
            }
        }
    }
    entries
}

/// The lines of the method whose declaration contains `decl`: from the declaration to the
/// closing brace at the declaration's indentation.
fn method_lines(src: &str, decl: &str) -> RangeInclusive<usize> {
    let lines: Vec<&str> = src.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.contains(decl))
        .unwrap_or_else(|| panic!("no {decl:?} in the source"));
    let indent = &lines[start][..lines[start].len() - lines[start].trim_start().len()];
    let end = (start + 1..lines.len())
        .find(|&i| lines[i] == format!("{indent}}}"))
        .unwrap_or_else(|| panic!("no end of {decl:?}"));
    start + 1..=end + 1
}

/// Whether `frame` is `<method>(<file>:<line>)` with the line in `lines`.
fn frame_in(frame: &str, method: &str, file: &str, lines: &RangeInclusive<usize>) -> bool {
    frame
        .strip_prefix(&format!("{method}({file}:"))
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|n| n.parse::<usize>().ok())
        .is_some_and(|n| lines.contains(&n))
}

fn total(entries: &[Blamed], field: fn(&Blamed) -> f64) -> f64 {
    entries.iter().map(field).sum()
}

/// The entries of `thread`.
fn of<'a>(entries: &'a [Blamed], thread: &str) -> Vec<&'a Blamed> {
    entries.iter().filter(|e| e.thread == thread).collect()
}

fn threads(entries: &[Blamed]) -> BTreeSet<String> {
    entries.iter().map(|e| e.thread.clone()).collect()
}

/// Whether a tree key names `want` (a thread or class name), however decorated: the key itself,
/// or one of its words.
fn key_names(key: &str, want: &str) -> bool {
    key == want
        || key
            .split(|c: char| c.is_whitespace() || "\"'()[]{},:=#@".contains(c))
            .any(|w| w == want)
}

/// Checks a blame tree: each node has a key, ns and count, and its children's ns and counts
/// add up to at most its own; returns the depth (the longest root-to-leaf path).
fn check_tree(nodes: &Value) -> usize {
    let mut depth = 0;
    for n in nodes
        .as_array()
        .unwrap_or_else(|| panic!("tree nodes: {nodes}"))
    {
        assert!(n["key"].is_string(), "node key: {n}");
        let (ns, count) = (num(&n["ns"]), num(&n["count"]));
        assert!(ns >= 0.0 && count >= 1.0, "node: {n}");
        let children = n["children"].as_array().map_or(&[][..], Vec::as_slice);
        let below = if children.is_empty() {
            0
        } else {
            let sum_ns: f64 = children.iter().map(|c| num(&c["ns"])).sum();
            let sum_count: f64 = children.iter().map(|c| num(&c["count"])).sum();
            assert!(
                sum_ns <= ns + children.len() as f64 && sum_count <= count,
                "children add up to their parent: {n:#}"
            );
            check_tree(&n["children"])
        };
        depth = depth.max(1 + below);
    }
    depth
}

/// The node of `nodes` whose key names `want` (exactly one).
fn node<'a>(nodes: &'a Value, want: &str) -> &'a Value {
    let found: Vec<&Value> = nodes
        .as_array()
        .expect("tree nodes")
        .iter()
        .filter(|n| key_names(n["key"].as_str().unwrap_or(""), want))
        .collect();
    assert_eq!(found.len(), 1, "nodes naming {want:?}: {nodes:#}");
    found[0]
}

fn keys(nodes: &Value) -> Vec<String> {
    nodes
        .as_array()
        .expect("tree nodes")
        .iter()
        .map(|n| n["key"].as_str().unwrap_or("").to_owned())
        .collect()
}

/// The top-level `blame` section's checks that hold for any run.
fn check_report(report: &Value, log: &BlameLog) {
    let b = &report["blame"];
    assert!(b.is_object(), "top-level blame section: {report:#}");
    assert!(num(&b["trace_bytes"]) > 0.0, "trace_bytes: {b:#}");
    let aspects = b["aspects"].as_array().expect("blame.aspects");
    assert!(!aspects.is_empty(), "aspects: {b:#}");
    let tree_depth = check_tree(&b["tree"]);
    assert!(
        tree_depth <= aspects.len(),
        "tree deeper than its aspects: {b:#}"
    );
    let ev = &b["events"];
    assert_eq!(num(&ev["lost"]), 0.0, "no event lost: {ev}");
    // The log is the decoded events: it has each of them once.
    for (field, event) in [
        ("contended_enter", "contended-enter"),
        ("contended_entered", "contended-entered"),
        ("contended_exit", "contended-exit"),
        ("forward_resolved", "forward-resolved"),
        ("park_begin", "park-begin"),
        ("unpark", "unpark"),
        ("park_end", "park-end"),
        ("shared_acquire", "shared-acquire"),
        ("shared_release", "shared-release"),
    ] {
        assert_eq!(
            num(&ev[field]) as usize,
            log.count(event),
            "events.{field} vs the {event} lines of the blame log"
        );
    }
    for l in report["locks"].as_array().expect("locks array") {
        assert!(l["class"].is_string() && l["id"].is_u64(), "{l}");
        let kind = l["kind"].as_str().unwrap_or("");
        assert!(kind == "monitor" || kind == "park", "kind of {l}");
        let lb = &l["blame"];
        assert!(lb.is_object(), "blame of {l}");
        let (contended, records) = (num(&lb["contended_ns"]), num(&lb["records"]));
        let owners = blamed(lb, "by_owner");
        let waiters = blamed(lb, "by_waiter");
        // Each record is blamed on one owner and is one waiter's: both lists partition them.
        for (name, list) in [("by_owner", &owners), ("by_waiter", &waiters)] {
            let slack = list.len() as f64;
            assert_eq!(total(list, |e| e.count), records, "{name} counts: {l:#}");
            assert!(
                (total(list, |e| e.ns) - contended).abs() <= slack,
                "{name} ns add up to contended_ns: {l:#}"
            );
        }
        assert_eq!(records == 0.0, contended == 0.0, "records vs ns: {l:#}");
    }
}

/// One program run with the blame tracer and its outputs.
struct Traced {
    stdout: String,
    stderr: String,
    report: Value,
    log: BlameLog,
    wall: Duration,
}

/// Runs `program` with `--profile=<profile> --report --blame-log` and `extra` options; checks
/// what holds for every run (check_consistent, check_report).
fn traced(profile: &str, extra: &[&str], name: &str, args: &[&str]) -> Traced {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    let log = dir.path().join("blame.log");
    let mut all = vec![
        format!("--profile={profile}"),
        format!("--report={}", report.display()),
        format!("--blame-log={}", log.display()),
    ];
    all.extend(strings(extra));
    all.push(program(name));
    all.extend(strings(args));
    let (out, wall) = toyjvm_ok(dir.path(), &all);
    let report: Value =
        serde_json::from_str(&std::fs::read_to_string(&report).expect("report written"))
            .expect("report is JSON");
    let log = BlameLog::parse(&std::fs::read_to_string(&log).expect("blame log written"));
    log.check_consistent();
    check_report(&report, &log);
    Traced {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        report,
        log,
        wall,
    }
}

// ------------------------------------------------------------------ the programs

#[test]
fn fig3_blame_is_split_at_each_release() {
    let r = traced(
        "blame",
        &["--blame-by=lock-class,waiter-thread,owner-thread"],
        "Fig3",
        &[],
    );
    assert_eq!(
        r.stdout,
        "T1 holds the lock; T2 and T3 are blocked on it\ncritical sections: 3\n"
    );

    // The events: T2 and T3 block; T1 releases with both blocked; X gets the lock and
    // releases it with Y blocked; Y gets it and releases it with nobody blocked (no event).
    let (id, ev) = r.log.lock_events("Fig3$Lock");
    let shape: Vec<(&str, &str)> = ev
        .iter()
        .map(|e| (e.event.as_str(), e.thread.as_str()))
        .collect();
    assert_eq!(ev.len(), 6, "Fig3$Lock events: {shape:?}");
    let pair: BTreeSet<&str> = ["T2", "T3"].into();
    let enters: BTreeSet<&str> = shape[..2]
        .iter()
        .filter(|(e, _)| *e == "contended-enter")
        .map(|(_, t)| *t)
        .collect();
    assert_eq!(enters, pair, "first T2 and T3 block: {shape:?}");
    assert_eq!(shape[2], ("contended-exit", "T1"), "{shape:?}");
    let x = shape[3].1;
    assert!(pair.contains(x), "{shape:?}");
    let y = if x == "T2" { "T3" } else { "T2" };
    assert_eq!(
        shape[3..],
        [
            ("contended-entered", x),
            ("contended-exit", x),
            ("contended-entered", y)
        ],
        "{shape:?}"
    );
    assert!(
        ev.iter().all(|e| !e.after_wait && e.forward.is_none()),
        "no wait in Fig3: {ev:?}"
    );

    let l = lock(&r.report, "Fig3$Lock");
    assert_eq!(l["kind"], "monitor");
    assert_eq!(l["id"].as_u64(), Some(id), "the report's id is the log's");
    let b = &l["blame"];
    let contended = num(&b["contended_ns"]);
    // X waited for T1 (>= 50 ms); Y for T1 (>= 50 ms), then for X (>= 50 ms).
    assert!(contended >= 100.0 * MS, "contended_ns {contended}");
    assert!(
        contended <= 2.0 * r.wall.as_nanos() as f64,
        "two threads wait at most: contended_ns {contended} in a {:?} run",
        r.wall
    );
    assert_eq!(
        num(&b["records"]),
        3.0,
        "X's wait, and Y's split in two: {b:#}"
    );

    let src = source("Fig3");
    let t1_holds = method_lines(&src, "static void holdUntilBothBlocked(");
    let turn = method_lines(&src, "static void takeTurn(");
    let owners = blamed(b, "by_owner");
    assert_eq!(
        threads(&owners),
        BTreeSet::from([x, "T1"].map(String::from)),
        "{b:#}"
    );
    let t1 = of(&owners, "T1");
    assert_eq!(total(&owners[..], |e| e.count), 3.0);
    assert_eq!(t1.iter().map(|e| e.count).sum::<f64>(), 2.0, "{b:#}");
    assert!(t1.iter().map(|e| e.ns).sum::<f64>() >= 80.0 * MS, "{b:#}");
    for e in &t1 {
        assert!(
            frame_in(
                &e.chain[0],
                "Fig3.holdUntilBothBlocked",
                "Fig3.java",
                &t1_holds
            ),
            "T1 held the lock in holdUntilBothBlocked: {e:?}"
        );
        assert!(
            e.chain
                .iter()
                .any(|f| f.starts_with("Fig3$First.run(Fig3.java:")),
            "called from Fig3$First.run: {e:?}"
        );
    }
    let by_x = of(&owners, x);
    assert_eq!(by_x.iter().map(|e| e.count).sum::<f64>(), 1.0, "{b:#}");
    assert!(by_x.iter().map(|e| e.ns).sum::<f64>() >= 40.0 * MS, "{b:#}");
    for e in &by_x {
        assert!(
            frame_in(&e.chain[0], "Fig3.takeTurn", "Fig3.java", &turn),
            "{x} held the lock in takeTurn: {e:?}"
        );
    }

    let waiters = blamed(b, "by_waiter");
    assert_eq!(
        threads(&waiters),
        pair.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>()
    );
    for e in &waiters {
        assert!(
            frame_in(&e.chain[0], "Fig3.takeTurn", "Fig3.java", &turn),
            "waiters block in takeTurn: {e:?}"
        );
    }
    let sum = |t: &str, f: fn(&Blamed) -> f64| of(&waiters, t).into_iter().map(f).sum::<f64>();
    assert_eq!(sum(x, |e| e.count), 1.0, "{b:#}");
    assert_eq!(sum(y, |e| e.count), 2.0, "{b:#}");
    assert!(sum(x, |e| e.ns) >= 40.0 * MS, "{b:#}");
    assert!(sum(y, |e| e.ns) >= 80.0 * MS, "{b:#}");

    // --blame-by=lock-class,waiter-thread,owner-thread: X under T1 only, Y under T1 and X.
    let top = &r.report["blame"];
    assert_eq!(
        top["aspects"],
        serde_json::json!(["lock-class", "waiter-thread", "owner-thread"])
    );
    let lock_node = node(&top["tree"], "Fig3$Lock");
    assert_eq!(num(&lock_node["ns"]), contended, "{lock_node:#}");
    assert_eq!(num(&lock_node["count"]), 3.0, "{lock_node:#}");
    let children = &lock_node["children"];
    assert_eq!(keys(children).len(), 2, "{lock_node:#}");
    let xn = node(children, x);
    assert_eq!(
        keys(&xn["children"]).len(),
        1,
        "{x} waited for T1 only: {xn:#}"
    );
    node(&xn["children"], "T1");
    let yn = node(children, y);
    assert_eq!(
        keys(&yn["children"]).len(),
        2,
        "{y} waited for T1, then {x}: {yn:#}"
    );
    node(&yn["children"], "T1");
    assert!(num(&node(&yn["children"], x)["ns"]) >= 40.0 * MS, "{yn:#}");
    for n in [lock_node, xn, yn] {
        let sum: f64 = n["children"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| num(&c["ns"]))
            .sum();
        assert_eq!(sum, num(&n["ns"]), "children add up: {n:#}");
    }
}

#[test]
fn held_long_monitor_is_blamed_on_its_holder() {
    let r = traced("blame", &[], "HeldLong", &[]);
    assert_eq!(
        r.stdout,
        "holder holds the lock; 3 waiters are blocked on it\ntouches: 3\n"
    );
    let waiters: BTreeSet<String> = ["waiter-1", "waiter-2", "waiter-3"]
        .map(String::from)
        .into();

    let (_, ev) = r.log.lock_events("HeldLong$Lock");
    let enters: BTreeSet<String> = ev
        .iter()
        .filter(|e| e.event == "contended-enter")
        .map(|e| e.thread.clone())
        .collect();
    assert_eq!(enters, waiters, "{ev:?}");
    let holder_exits: Vec<usize> = (0..ev.len())
        .filter(|&i| ev[i].event == "contended-exit" && ev[i].thread == "holder")
        .collect();
    assert_eq!(holder_exits.len(), 1, "{ev:?}");
    assert_eq!(
        ev[..holder_exits[0]]
            .iter()
            .filter(|e| e.event == "contended-enter")
            .count(),
        3,
        "all three block before the holder's release: {ev:?}"
    );

    let l = lock(&r.report, "HeldLong$Lock");
    assert_eq!(l["kind"], "monitor");
    let b = &l["blame"];
    let contended = num(&b["contended_ns"]);
    let owners = blamed(b, "by_owner");
    let top = &owners[0];
    assert_eq!(top.thread, "holder", "{b:#}");
    let hold = method_lines(&source("HeldLong"), "static void holdForAWhile(");
    assert!(
        frame_in(
            &top.chain[0],
            "HeldLong.holdForAWhile",
            "HeldLong.java",
            &hold
        ),
        "held in holdForAWhile: {top:?}"
    );
    // Three waiters, each >= 300 ms behind the holder.
    assert!(top.ns >= 800.0 * MS, "{b:#}");
    assert!(top.ns >= 0.8 * contended, "holder's share: {b:#}");
    assert_eq!(threads(&blamed(b, "by_waiter")), waiters, "{b:#}");
}

#[test]
fn held_long_reentrant_lock_is_blamed_on_its_holder() {
    let r = traced("blame", &[], "HeldLongReentrant", &[]);
    assert_eq!(
        r.stdout,
        "holder holds the lock; 3 waiters are parked on it\ntouches: 3\n"
    );
    // The blocker a waiter parks on is the lock's AQS, as on HotSpot.
    const RL: &str = "java.util.concurrent.locks.ReentrantLock$NonfairSync";
    let waiters: BTreeSet<String> = ["waiter-1", "waiter-2", "waiter-3"]
        .map(String::from)
        .into();

    // Each waiter parks on the lock; the holder's unlock unparks one of them, whose park-end
    // names that unpark.
    let parks = &r.log.parks;
    let parked: BTreeSet<String> = parks
        .iter()
        .filter(|e| e.event == "park-begin" && e.blocker_class() == RL)
        .map(|e| e.thread.clone())
        .collect();
    assert_eq!(parked, waiters, "{parks:#?}");
    let holder_unparks: BTreeSet<u64> = parks
        .iter()
        .filter(|e| e.event == "unpark" && e.thread == "holder")
        .map(|e| e.seq)
        .collect();
    assert!(
        parks.iter().any(|e| e.event == "park-end"
            && waiters.contains(&e.thread)
            && holder_unparks.contains(&parse_u64(e.field("unpark"), "park-end"))),
        "a waiter's park ended by the holder's unpark: {parks:#?}"
    );

    let l = lock(&r.report, RL);
    assert_eq!(l["kind"], "park", "{l:#}");
    let b = &l["blame"];
    let contended = num(&b["contended_ns"]);
    let owners = blamed(b, "by_owner");
    let top = &owners[0];
    assert_eq!(top.thread, "holder", "{b:#}");
    // The owner's chain is where it unparked (inside unlock()): its first frame outside the
    // class library is the method holding the lock.
    let hold = method_lines(&source("HeldLongReentrant"), "static void holdForAWhile(");
    let first_own = top
        .chain
        .iter()
        .find(|f| !["java.", "jdk.", "sun."].iter().any(|p| f.starts_with(p)))
        .unwrap_or_else(|| panic!("a program frame in {top:?}"));
    assert!(
        frame_in(
            first_own,
            "HeldLongReentrant.holdForAWhile",
            "HeldLongReentrant.java",
            &hold
        ),
        "held in holdForAWhile: {top:?}"
    );
    assert!(top.ns >= 800.0 * MS, "{b:#}");
    assert!(top.ns >= 0.8 * contended, "holder's share: {b:#}");
    assert_eq!(threads(&blamed(b, "by_waiter")), waiters, "{b:#}");
}

/// Issue 26 (2b): a writer waiting behind three readers is blamed on all three, each for its
/// equal share of each instant it held the read lock, not on the last reader alone.
#[test]
fn time_behind_readers_is_split_among_them() {
    let r = traced("blame", &[], "ReadersBlockWriter", &[]);
    assert_eq!(
        r.stdout,
        "3 readers hold the lock; the writer is parked\nwrites: 1\n"
    );
    const RRWL: &str = "java.util.concurrent.locks.ReentrantReadWriteLock$NonfairSync";
    // Each reader's hold is traced: taken once, given up once (and main's at the end).
    for reader in ["reader-1", "reader-2", "reader-3", "main"] {
        for event in ["shared-acquire", "shared-release"] {
            let n = r
                .log
                .parks
                .iter()
                .filter(|e| e.event == event && e.thread == reader)
                .count();
            assert_eq!(n, 1, "{reader}'s {event}: {:#?}", r.log.parks);
        }
    }
    let l = lock(&r.report, RRWL);
    assert_eq!(l["kind"], "park", "{l:#}");
    let b = &l["blame"];
    let owners = blamed(b, "by_owner");
    let waiters = blamed(b, "by_waiter");
    assert_eq!(threads(&waiters), ["writer".to_owned()].into(), "{b:#}");
    let blocked = total(&waiters, |e| e.ns);
    // The writer's own measure of its lock() (stderr), against the blocked time blame found.
    let stderr_ms: f64 = r
        .stderr
        .lines()
        .find_map(|l| l.strip_prefix("writer blocked ms: "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("the writer's blocked time on stderr: {}", r.stderr));
    assert!(
        (blocked / MS - stderr_ms).abs() <= 0.05 * stderr_ms + 20.0,
        "blamed {} ms vs blocked {stderr_ms} ms: {b:#}",
        blocked / MS
    );
    assert!(blocked >= 880.0 * MS, "{b:#}");
    assert!(
        (total(&owners, |e| e.ns) - blocked).abs() <= owners.len() as f64,
        "owners' shares add up to the wait: {b:#}"
    );
    // The equal split: 0-300 ms three readers, 300-600 two, 600-900 one; what the writer
    // waited past the last release (waking up) is the last reader's, as its unparker.
    let ns = |t: &str| of(&owners, t).iter().map(|e| e.ns).sum::<f64>() / MS;
    let extra = blocked / MS - 900.0;
    for (reader, share) in [
        ("reader-1", 100.0),
        ("reader-2", 250.0),
        ("reader-3", 550.0 + extra),
    ] {
        assert!(
            (ns(reader) - share).abs() <= 0.15 * share,
            "{reader}: {} ms, expected {share} ms ±15%: {b:#}",
            ns(reader)
        );
    }
    // A reader's share is shown where it held the lock: its release's chain, whose first
    // program frame is in holdRead.
    let hold = method_lines(&source("ReadersBlockWriter"), "static void holdRead(");
    for e in of(&owners, "reader-1") {
        let first_own = e
            .chain
            .iter()
            .find(|f| !["java.", "jdk.", "sun."].iter().any(|p| f.starts_with(p)))
            .unwrap_or_else(|| panic!("a program frame in {e:?}"));
        assert!(
            frame_in(
                first_own,
                "ReadersBlockWriter.holdRead",
                "ReadersBlockWriter.java",
                &hold
            ),
            "released in holdRead: {e:?}"
        );
    }
}

#[test]
fn wait_release_is_blamed_on_the_acquiring_method() {
    // Also: blame combines with the other profilers, and --blame-by takes every aspect.
    let aspects = [
        "kind",
        "lock-class",
        "lock",
        "owner-thread",
        "owner-chain",
        "owner-method",
        "waiter-thread",
        "waiter-chain",
        "waiter-method",
    ];
    let by = format!("--blame-by={}", aspects.join(","));
    let r = traced("all,blame", &[&by], "WaitForward", &[]);
    assert_eq!(
        r.stdout,
        "owner holds the lock; B1 and B2 are blocked on it\narrived: 2, ready: true\n"
    );

    // wait() released the lock with B1 and B2 blocked: an exit with a forward reference,
    // before either of them got the lock, resolved later by the owner.
    let (_, ev) = r.log.lock_events("WaitForward$Queue");
    let fwd = ev
        .iter()
        .position(|e| e.event == "contended-exit" && e.forward.is_some())
        .unwrap_or_else(|| panic!("an exit with forward=: {ev:#?}"));
    assert_eq!(ev[fwd].thread, "owner", "{ev:#?}");
    let blocked: BTreeSet<&str> = ev[..fwd]
        .iter()
        .filter(|e| e.event == "contended-enter")
        .map(|e| e.thread.as_str())
        .collect();
    assert_eq!(
        blocked,
        BTreeSet::from(["B1", "B2"]),
        "B1 and B2 blocked before the wait's release: {ev:#?}"
    );
    assert!(
        r.log
            .monitors
            .iter()
            .any(|e| e.event == "forward-resolved" && e.forward == ev[fwd].forward),
        "the forward reference is resolved: {ev:#?}"
    );
    assert!(num(&r.report["blame"]["events"]["forward_resolved"]) >= 1.0);

    let l = lock(&r.report, "WaitForward$Queue");
    assert!(
        l["freelunch"].is_object() && l["jprofiler"].is_object(),
        "{l:#}"
    );
    let b = &l["blame"];
    let src = source("WaitForward");
    let outer = method_lines(&src, "static void outer(");
    let owners = blamed(b, "by_owner");
    let by_owner = of(&owners, "owner");
    assert!(
        by_owner.iter().any(|e| frame_in(
            &e.chain[0],
            "WaitForward.outer",
            "WaitForward.java",
            &outer
        ) && e.ns >= 80.0 * MS),
        "B1 and B2 (>= 50 ms each) are blamed on outer(), which took the lock: {b:#}"
    );
    assert!(
        owners.iter().all(|e| !e
            .chain
            .first()
            .is_some_and(|f| f.starts_with("WaitForward.awaitSomething("))),
        "not on awaitSomething(), which only released it by wait(): {b:#}"
    );

    let top = &r.report["blame"];
    assert_eq!(top["aspects"], serde_json::json!(aspects));
    assert_eq!(
        check_tree(&top["tree"]),
        aspects.len(),
        "one level per aspect: {top:#}"
    );
}

#[test]
fn stress64_loses_no_event() {
    let r = traced("blame", &[], "Stress64", &["64", "2000", "100"]);
    assert_eq!(
        r.stdout,
        "counter: 128000 (expected 128000)\nreentrant: 1280 (expected 1280)\n"
    );
    let ev = &r.report["blame"]["events"];
    assert_eq!(num(&ev["lost"]), 0.0, "{ev}");
    assert_eq!(
        num(&ev["contended_enter"]),
        num(&ev["contended_entered"]),
        "{ev}"
    );
    assert_eq!(num(&ev["park_begin"]), num(&ev["park_end"]), "{ev}");

    // notifyAll moved the 64 waiters to the entry queues: 64 after-wait enters on the gate,
    // and main's release (with them queued) is blamed for part of their time.
    let (_, gate) = r.log.lock_events("Stress64$Gate");
    let after_wait: BTreeSet<&str> = gate
        .iter()
        .filter(|e| e.event == "contended-enter" && e.after_wait)
        .map(|e| e.thread.as_str())
        .collect();
    assert_eq!(
        gate.iter()
            .filter(|e| e.event == "contended-enter" && e.after_wait)
            .count(),
        64
    );
    assert_eq!(after_wait.len(), 64, "one per worker: {after_wait:?}");
    assert!(after_wait.iter().all(|t| t.starts_with("worker-")));
    assert!(
        gate.iter()
            .any(|e| e.event == "contended-exit" && e.thread == "main"),
        "main released the gate with the workers queued"
    );
    let gate_blame = &lock(&r.report, "Stress64$Gate")["blame"];
    let main_lines = method_lines(&source("Stress64"), "public static void main(");
    assert!(
        blamed(gate_blame, "by_owner")
            .iter()
            .any(|e| e.thread == "main"
                && frame_in(&e.chain[0], "Stress64.main", "Stress64.java", &main_lines)),
        "{gate_blame:#}"
    );

    // The counter: whatever contention there was, every enter got its entered (checked for
    // every lock by check_consistent), and the blame covers at least its exits' waiters.
    let (_, counter) = r.log.lock_events("Stress64$Counter");
    let count = |what: &str| counter.iter().filter(|e| e.event == what).count();
    assert_eq!(count("contended-enter"), count("contended-entered"));
    let cb = &lock(&r.report, "Stress64$Counter")["blame"];
    if count("contended-exit") > 0 {
        assert!(num(&cb["records"]) > 0.0, "{cb:#}");
    }
    // (The ReentrantLock's critical sections are short: whether a thread ever parked on it
    // depends on scheduling.)
    let rl: Vec<&Value> = r.report["locks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["class"] == "java.util.concurrent.locks.ReentrantLock$NonfairSync")
        .collect();
    assert!(
        rl.len() <= 1 && rl.iter().all(|l| l["kind"] == "park"),
        "{rl:#?}"
    );
}

// ------------------------------------------------------------------ timeline and flame graph

/// HeldLong with the report, the trace and the flame graphs (run once for the tests below).
struct Visual {
    report: Value,
    trace: Value,
    flame: String,
    svg: String,
}

fn held_long_visual() -> &'static Visual {
    static RUN: OnceLock<Visual> = OnceLock::new();
    RUN.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let p = |f: &str| dir.path().join(f).display().to_string();
        let args = vec![
            "--profile=blame".to_owned(),
            format!("--report={}", p("r.json")),
            format!("--trace={}", p("trace.json")),
            format!("--flame={}", p("flame.folded")),
            format!("--flame-svg={}", p("flame.svg")),
            program("HeldLong"),
        ];
        toyjvm_ok(dir.path(), &args);
        let read = |f: &str| std::fs::read_to_string(p(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
        Visual {
            report: serde_json::from_str(&read("r.json")).expect("report is JSON"),
            trace: serde_json::from_str(&read("trace.json")).expect("trace is JSON"),
            flame: read("flame.folded"),
            svg: read("flame.svg"),
        }
    })
}

/// An event's track: its pid and tid (toyjvm puts the threads in one process and the locks'
/// tracks in another, each numbering its own tids).
fn track(e: &Value) -> String {
    format!("{}/{}", e["pid"], e["tid"])
}

/// Checks the trace-event format; returns (track -> track name, the X slices).
fn check_trace(trace: &Value) -> (HashMap<String, String>, Vec<Value>) {
    let events = trace["traceEvents"]
        .as_array()
        .unwrap_or_else(|| panic!("traceEvents array: {trace}"));
    assert!(!events.is_empty());
    let mut names = HashMap::new();
    let mut slices = Vec::new();
    for e in events {
        let ph = e["ph"].as_str().unwrap_or_else(|| panic!("ph of {e}"));
        // (Chrome's process metadata has no tid.)
        let process_meta = ph == "M" && e["name"] == "process_name";
        assert!(
            !e["pid"].is_null() && (process_meta || !e["tid"].is_null()),
            "pid, tid of {e}"
        );
        assert!(e["name"].is_string(), "name of {e}");
        if ph != "M" {
            assert!(e["ts"].is_number(), "ts of {e}");
        }
        match ph {
            "M" if e["name"] == "thread_name" => {
                let name = e["args"]["name"].as_str().expect("args.name");
                names.insert(track(e), name.to_owned());
            }
            "X" => {
                assert!(num(&e["dur"]) >= 0.0, "dur of {e}");
                slices.push(e.clone());
            }
            _ => {}
        }
    }
    (names, slices)
}

/// The X slices of the trace that are a thread blocked by `owner`.
fn blocked_by<'a>(slices: &'a [Value], owner: &str) -> Vec<&'a Value> {
    slices
        .iter()
        .filter(|e| {
            e["name"].as_str().unwrap_or("").contains("blocked") && e["args"]["owner"] == owner
        })
        .collect()
}

#[test]
fn trace_shows_the_waiters_blocked_by_the_holder() {
    let v = held_long_visual();
    let (names, slices) = check_trace(&v.trace);
    assert!(
        names.values().any(|n| n == "holder"),
        "thread_name metadata for holder: {names:?}"
    );
    // (main too may be blocked by holder: on the holder's Thread object, joining it.)
    let on_track =
        |e: &&Value, prefix: &str| names.get(&track(e)).is_some_and(|n| n.starts_with(prefix));
    let blocked: Vec<&Value> = blocked_by(&slices, "holder")
        .into_iter()
        .filter(|e| on_track(e, "waiter-"))
        .collect();
    let tracks: BTreeSet<String> = blocked.iter().map(|e| names[&track(e)].clone()).collect();
    assert_eq!(
        tracks,
        BTreeSet::from(["waiter-1", "waiter-2", "waiter-3"].map(String::from)),
        "each waiter's track has a slice blocked by holder: {slices:#?} ({names:?})"
    );
    assert!(
        blocked_by(&slices, "holder")
            .iter()
            .all(|e| on_track(e, "waiter-") || on_track(e, "main")),
        "only the waiters and main wait for holder: {slices:#?} ({names:?})"
    );
    // Each waiter waited >= 300 ms for the holder (ts and dur are microseconds).
    let longest = blocked.iter().map(|e| num(&e["dur"])).fold(0.0, f64::max);
    assert!(longest >= 250_000.0, "longest blocked slice {longest} us");
}

#[test]
fn flame_graph_stacks_waiters_on_their_blocker() {
    let v = held_long_visual();
    let mut sum = 0.0;
    let mut holder_ns = 0.0;
    for line in v.flame.lines().filter(|l| !l.trim().is_empty()) {
        let (stack, weight) = line
            .rsplit_once(' ')
            .unwrap_or_else(|| panic!("`stack weight`: {line:?}"));
        let w: u64 = weight
            .parse()
            .unwrap_or_else(|_| panic!("integer weight: {line:?}"));
        assert!(w > 0, "positive weight: {line:?}");
        sum += w as f64;
        let frames: Vec<&str> = stack.split(';').collect();
        assert!(frames.iter().all(|f| !f.is_empty()), "{line:?}");
        // (The owner's frames can be empty: a terminating thread releasing its Thread
        // object, which main joins, runs no Java code.)
        let marker = frames.iter().position(|f| f.starts_with("[blocked by "));
        assert!(
            marker.is_some_and(|i| frames[i].ends_with(']')),
            "waiter frames;[blocked by <owner>];owner frames: {line:?}"
        );
        let i = marker.unwrap();
        let (waiter, owner) = (&frames[..i], &frames[i + 1..]);
        let at = |fs: &[&str], m: &str| fs.iter().position(|f| f.starts_with(m));
        // The waiters' waits for the holder on HeldLong$Lock (main may wait for the holder
        // too, joining it).
        if frames[i] == "[blocked by holder]" && at(waiter, "HeldLong.touch").is_some() {
            // Waiter frames root-first, the marker, then the holder's frames root-first.
            let (w_run, w_touch) = (
                at(waiter, "HeldLong$Waiter.run"),
                at(waiter, "HeldLong.touch"),
            );
            assert!(
                w_run.is_some() && w_touch.is_some() && w_run < w_touch,
                "waiter frames root-first: {line:?}"
            );
            let (o_run, o_hold) = (
                at(owner, "HeldLong$Holder.run"),
                at(owner, "HeldLong.holdForAWhile"),
            );
            assert!(
                o_run.is_some() && o_hold.is_some() && o_run < o_hold,
                "owner frames root-first: {line:?}"
            );
            holder_ns += w as f64;
        }
    }
    let locks = v.report["locks"].as_array().expect("locks");
    let contended: f64 = locks.iter().map(|l| num(&l["blame"]["contended_ns"])).sum();
    assert!(
        (sum - contended).abs() <= 0.01 * contended,
        "flame weights {sum} vs contended_ns {contended}"
    );
    let lock_ns = num(&lock(&v.report, "HeldLong$Lock")["blame"]["contended_ns"]);
    assert!(
        holder_ns >= 0.8 * lock_ns,
        "blocked by holder: {holder_ns} of {lock_ns}"
    );
    assert!(
        v.svg.contains("<svg") && v.svg.contains("</svg>"),
        "an SVG: {}",
        &v.svg[..v.svg.len().min(200)]
    );
}

#[test]
fn trace_and_flame_alone_turn_blame_on() {
    let dir = tempfile::tempdir().unwrap();
    let (trace, flame) = (dir.path().join("t.json"), dir.path().join("f.folded"));
    let args = vec![
        format!("--trace={}", trace.display()),
        format!("--flame={}", flame.display()),
        program("HeldLong"),
    ];
    toyjvm_ok(dir.path(), &args);
    let trace: Value = serde_json::from_str(&std::fs::read_to_string(trace).unwrap()).unwrap();
    let (_, slices) = check_trace(&trace);
    assert!(!blocked_by(&slices, "holder").is_empty(), "{slices:#?}");
    let flame = std::fs::read_to_string(flame).unwrap();
    assert!(flame.contains(";[blocked by holder];"), "{flame}");
}

// ------------------------------------------------------------------ options and HotSpot

#[test]
fn bad_blame_options_are_refused() {
    for (arg, want) in [
        ("--blame-by=nonsense", "nonsense"),
        ("--blame-by=owner-thread,nonsense", "nonsense"),
        ("--trace=", "--trace"),
        ("--profile=blame,nonsense", "nonsense"),
        ("--flame", "--flame"),
        ("--flame-svg=", "--flame-svg"),
        ("--blame-log=", "--blame-log"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (out, _) = toyjvm_in(dir.path(), &[arg.to_owned(), program("Fig3")]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{arg}: {stderr}");
        assert!(
            stderr.contains(want),
            "{arg}: stderr names {want:?}: {stderr}"
        );
        assert!(
            out.stdout.is_empty(),
            "{arg}: the program must not run: {}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
}

#[test]
fn programs_print_what_hotspot_prints_traced_or_not() {
    for (name, args) in [
        ("Fig3", &[][..]),
        ("HeldLong", &[]),
        ("HeldLongReentrant", &[]),
        ("ReadersBlockWriter", &[]),
        ("WaitForward", &[]),
        ("Stress64", &["64", "2000", "100"]),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut java = Command::new(jdk_tool("java"));
        java.current_dir(dir.path())
            .env("LC_ALL", "C.UTF-8")
            .arg(program(name))
            .args(args);
        let (hs, _) = run_cmd(java, &format!("java {name}.java (HotSpot)"));
        assert!(
            hs.status.success(),
            "HotSpot: {}",
            String::from_utf8_lossy(&hs.stderr)
        );
        // Without profiling, and with every profiler and every blame output on: tracing
        // must not change what the program does.
        let traced = [
            "--profile=all,blame".to_owned(),
            "--trace=run.trace.json".to_owned(),
            "--flame-svg=run.svg".to_owned(),
            "--report-text=profile.txt".to_owned(),
        ];
        for options in [&[][..], &traced[..]] {
            let mut all = options.to_vec();
            all.push(program(name));
            all.extend(strings(args));
            let (toy, _) = toyjvm_in(dir.path(), &all);
            assert_eq!(
                toy.status.code(),
                hs.status.code(),
                "{name} {options:?}: exit status; toyjvm stderr: {}",
                String::from_utf8_lossy(&toy.stderr)
            );
            assert_eq!(
                String::from_utf8_lossy(&toy.stdout),
                String::from_utf8_lossy(&hs.stdout),
                "{name} {options:?}: stdout"
            );
        }
    }
}

// ------------------------------------------------------------------ the saved trace

/// `toyjvm --blame-trace` saves the trace, and `toyjvm-blame` (built next to toyjvm) replays
/// it apart from the run into the same blame as the VM's report; what is not a whole trace is
/// refused with a message, not a panic.
#[test]
fn saved_trace_replays_to_the_same_blame() {
    let tool = toyjvm().with_file_name("toyjvm-blame");
    assert!(
        tool.exists(),
        "{} not built (cargo build --release --workspace builds it)",
        tool.display()
    );
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("run.trace");
    let live = dir.path().join("live.json");
    toyjvm_ok(
        dir.path(),
        &[
            "--profile=blame".to_owned(),
            format!("--report={}", live.display()),
            format!("--blame-trace={}", saved.display()),
            program("HeldLongReentrant"),
        ],
    );
    let replayed = dir.path().join("replayed.json");
    let mut cmd = Command::new(&tool);
    cmd.arg(format!("--report={}", replayed.display()))
        .arg(&saved);
    let (out, _) = run_cmd(cmd, "toyjvm-blame");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "toyjvm-blame failed: {out:?}");
    assert!(stdout.contains("holdForAWhile"), "{stdout}");
    let read = |p: &Path| -> Value {
        serde_json::from_str(&std::fs::read_to_string(p).expect("report")).expect("JSON")
    };
    let (live, replayed) = (read(&live), read(&replayed));
    let park = |r: &Value| -> Value {
        r["locks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["kind"] == "park")
            .unwrap_or_else(|| panic!("no park lock in {r:#}"))["blame"]
            .clone()
    };
    assert_eq!(
        park(&live),
        park(&replayed),
        "the same blame from the saved trace"
    );
    assert_eq!(live["blame"]["events"], replayed["blame"]["events"]);
    assert_eq!(live["blame"]["tree"], replayed["blame"]["tree"]);

    // A cut-off trace and a file that is no trace at all.
    let bytes = std::fs::read(&saved).unwrap();
    let cut = dir.path().join("cut.trace");
    std::fs::write(&cut, &bytes[..bytes.len() - 3]).unwrap();
    for bad in [cut, program("HeldLong").into()] {
        let mut cmd = Command::new(&tool);
        cmd.arg(&bad);
        let (out, _) = run_cmd(cmd, "toyjvm-blame on a bad file");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{bad:?}: {stderr}");
        assert!(stderr.contains("toyjvm-blame:"), "{stderr}");
    }
}
