//! `--trace`: the run as a Chrome trace-event timeline, which Perfetto
//! (ui.perfetto.dev) and chrome://tracing open as it is. One track per
//! Java thread, with slices for the thread's life ("running"), the critical
//! sections of inflated locks ("holds L"), `Object.wait` ("waiting on L"),
//! and the time it was blocked ("blocked on L", one slice per owner in
//! turn, with the owner and where it held the lock) or parked ("parked on
//! L"); and one track per lock with its `-Xlog:locking` transitions
//! (biased → revoked → stack-locked → inflated → deflated) as instant
//! events. Stack-locked and biased critical sections write no events
//! (they are the paths that must stay free), so they show only through
//! their transitions.

use std::collections::HashMap;

use serde_json::{json, Value};

use super::aggregate::Names;
use super::analysis::Analysis;
use super::event::Event;

const THREADS_PID: u32 = 1;
const LOCKS_PID: u32 = 2;

fn us(ns: u64) -> f64 {
    ns as f64 / 1000.0
}

fn slice(tid: u32, name: String, start: u64, end: u64, args: Value) -> Value {
    json!({
        "ph": "X", "pid": THREADS_PID, "tid": tid, "name": name,
        "ts": us(start), "dur": us(end.saturating_sub(start)), "args": args,
    })
}

/// The timeline of the run that ended at `end_ns`, as trace-event JSON.
pub fn chrome_trace(analysis: &Analysis, names: &Names<'_>, end_ns: u64) -> Value {
    let mut events = vec![
        json!({"ph": "M", "pid": THREADS_PID, "name": "process_name", "args": {"name": "Java threads"}}),
        json!({"ph": "M", "pid": LOCKS_PID, "name": "process_name", "args": {"name": "locks (-Xlog:locking)"}}),
    ];
    let mut threads: Vec<u32> = analysis.threads.keys().copied().collect();
    threads.sort_unstable();
    for &t in &threads {
        events.push(json!({
            "ph": "M", "pid": THREADS_PID, "tid": t, "name": "thread_name",
            "args": {"name": analysis.thread_name(t)},
        }));
    }
    // Open slices: (thread, what, lock) → start.
    let mut open: HashMap<(u32, &'static str, u64), u64> = HashMap::new();
    let object_locks: HashMap<u64, u64> = analysis
        .monitor_info
        .iter()
        .map(|(&lock, &(object, _))| (object, lock))
        .collect();
    let mut lock_tracks: HashMap<u64, u32> = HashMap::new();
    for (thread, e) in &analysis.timeline {
        let thread = *thread;
        let (what, lock, t, begins) = match *e {
            Event::ThreadBegin { t } => ("running", 0, t, true),
            Event::ThreadEnd { t } => ("running", 0, t, false),
            Event::Acquired { lock, t } => ("holds", lock, t, true),
            Event::Released { lock, t } => ("holds", lock, t, false),
            Event::WaitBegin { lock, t } => ("waiting on", lock, t, true),
            Event::WaitEnd { lock, t } => ("waiting on", lock, t, false),
            Event::Transition {
                object,
                class,
                t,
                ref text,
            } => {
                let next = lock_tracks.len() as u32 + 1;
                let tid = *lock_tracks.entry(object).or_insert_with(|| {
                    let name = match object_locks.get(&object) {
                        Some(&lock) => names.lock(lock),
                        None => format!(
                            "{}@{object:x}",
                            analysis.classes.get(&class).map_or("?", String::as_str)
                        ),
                    };
                    events.push(json!({
                        "ph": "M", "pid": LOCKS_PID, "tid": next, "name": "thread_name",
                        "args": {"name": name},
                    }));
                    next
                });
                events.push(json!({
                    "ph": "i", "s": "t", "pid": LOCKS_PID, "tid": tid, "name": text,
                    "ts": us(t), "args": {"thread": analysis.thread_name(thread)},
                }));
                continue;
            }
            _ => continue,
        };
        let key = (thread, what, lock);
        if begins {
            open.insert(key, t);
        } else if let Some(start) = open.remove(&key) {
            events.push(slice(thread, label(what, lock, names), start, t, json!({})));
        }
    }
    for ((thread, what, lock), start) in open {
        events.push(slice(
            thread,
            label(what, lock, names),
            start,
            end_ns,
            json!({}),
        ));
    }
    for c in &analysis.contentions {
        let owner_chain = names.owner_chain(c);
        let verb = if c.park { "parked on" } else { "blocked on" };
        events.push(slice(
            c.waiter,
            format!("{verb} {}", names.lock(c.lock)),
            c.start_ns,
            c.end_ns,
            json!({
                "lock": names.lock(c.lock),
                "owner": names.thread(c.owner),
                "owner_at": owner_chain.first().cloned().unwrap_or_default(),
                "waiter_at": names.waiter_chain(c).first().cloned().unwrap_or_default(),
                "after_wait": c.after_wait,
            }),
        ));
    }
    json!({"traceEvents": events, "displayTimeUnit": "ms"})
}

fn label(what: &str, lock: u64, names: &Names<'_>) -> String {
    if lock == 0 {
        what.to_owned()
    } else {
        format!("{what} {}", names.lock(lock))
    }
}
