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

/// Which object each transition is about. Objects are named by address,
/// and after the collector found one dead ([`Event::ObjectDied`]) a new
/// object may live at the same address: its transitions go on a track of
/// their own. Generation 0 of an address is its first object, each death
/// starts the next.
struct Generations {
    /// Index in `analysis.timeline` of a transition → its generation.
    of_event: HashMap<usize, u32>,
    /// (address, generation) → the lock id of that object's monitor, if it
    /// had one: from the death event, or for the generation alive at the
    /// end, the one lock of the address that did not die.
    locks: HashMap<(u64, u32), u64>,
}

impl Generations {
    fn of(analysis: &Analysis) -> Generations {
        let mut order: Vec<(u64, bool, usize)> = analysis
            .timeline
            .iter()
            .enumerate()
            .filter_map(|(i, (_, e))| match *e {
                Event::Transition { t, .. } => Some((t, false, i)),
                Event::ObjectDied { t, .. } => Some((t, true, i)),
                _ => None,
            })
            .collect();
        // In time order; a death after the transitions of its instant (the
        // collector logs `collected` before it reports the death).
        order.sort_unstable();
        let mut current: HashMap<u64, u32> = HashMap::new();
        let mut of_event = HashMap::new();
        let mut locks = HashMap::new();
        let mut died_locks = std::collections::HashSet::new();
        for (_, _, i) in order {
            match analysis.timeline[i].1 {
                Event::Transition { object, .. } => {
                    of_event.insert(i, current.get(&object).copied().unwrap_or(0));
                }
                Event::ObjectDied { object, lock, .. } => {
                    let generation = current.entry(object).or_insert(0);
                    if lock != 0 {
                        locks.insert((object, *generation), lock);
                        died_locks.insert(lock);
                    }
                    *generation += 1;
                }
                _ => {}
            }
        }
        for (&lock, &(object, _)) in &analysis.monitor_info {
            if !died_locks.contains(&lock) {
                let generation = current.get(&object).copied().unwrap_or(0);
                let slot = locks.entry((object, generation)).or_insert(lock);
                *slot = (*slot).max(lock);
            }
        }
        Generations { of_event, locks }
    }

    fn lock(&self, object: u64, generation: u32) -> Option<u64> {
        self.locks.get(&(object, generation)).copied()
    }
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
    let generations = Generations::of(analysis);
    let mut lock_tracks: HashMap<(u64, u32), u32> = HashMap::new();
    for (i, (thread, e)) in analysis.timeline.iter().enumerate() {
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
                let generation = generations.of_event.get(&i).copied().unwrap_or(0);
                let tid = *lock_tracks.entry((object, generation)).or_insert_with(|| {
                    let name = match generations.lock(object, generation) {
                        Some(lock) => names.lock(lock),
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
