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

/// A slice of a thread's track, in ns until it is written.
struct Slice {
    tid: u32,
    /// 0: the thread's "running".
    lock: u64,
    name: String,
    start: u64,
    end: u64,
    args: Value,
    holds: bool,
}

impl Slice {
    fn new(tid: u32, lock: u64, name: String, start: u64, end: u64, args: Value) -> Slice {
        Slice {
            tid,
            lock,
            name,
            start,
            end: end.max(start),
            args,
            holds: false,
        }
    }

    fn json(&self) -> Value {
        json!({
            "ph": "X", "pid": THREADS_PID, "tid": self.tid, "name": self.name,
            "ts": us(self.start), "dur": us(self.end - self.start), "args": self.args,
        })
    }
}

/// Make the slices a well-formed timeline, whatever the clocks said:
///
/// * a lock's holds never overlap across threads: a hold ends no later than
///   the next hold of the lock begins (a release is timed after the release,
///   so the next owner may have taken the lock before that time);
/// * on one thread, the slices of one lock (holds, waiting, blocked) are
///   states that follow each other, so they never overlap: each ends no
///   later than the next begins (a notified waiter is blocked from the
///   `notify`, before its wait is seen to end; it cannot be blocked on a
///   lock it holds);
/// * on one thread, every slice nests in the slices it begins in (a
///   trace viewer draws them as a stack): it ends no later than they do.
fn normalize(slices: &mut [Slice]) {
    let mut order: Vec<usize> = (0..slices.len()).collect();
    // Holds of each lock across threads.
    order.sort_by_key(|&i| {
        (
            !slices[i].holds,
            slices[i].lock,
            slices[i].start,
            slices[i].end,
        )
    });
    for k in 1..order.len() {
        let (a, b) = (order[k - 1], order[k]);
        if slices[a].holds && slices[b].holds && slices[a].lock == slices[b].lock {
            let next = slices[b].start;
            clamp_end(&mut slices[a], next);
        }
    }
    // One thread, one lock.
    order.sort_by_key(|&i| {
        (
            slices[i].tid,
            slices[i].lock,
            slices[i].start,
            slices[i].end,
        )
    });
    for k in 1..order.len() {
        let (a, b) = (order[k - 1], order[k]);
        if slices[a].tid == slices[b].tid && slices[a].lock == slices[b].lock && slices[a].lock != 0
        {
            let next = slices[b].start;
            clamp_end(&mut slices[a], next);
        }
    }
    // One thread: nesting.
    order.sort_by_key(|&i| {
        (
            slices[i].tid,
            slices[i].start,
            std::cmp::Reverse(slices[i].end),
        )
    });
    let mut stack: Vec<usize> = Vec::new();
    let mut tid = None;
    for &i in &order {
        if tid != Some(slices[i].tid) {
            stack.clear();
            tid = Some(slices[i].tid);
        }
        while let Some(&top) = stack.last() {
            if slices[top].end <= slices[i].start {
                stack.pop();
            } else {
                break;
            }
        }
        if let Some(&top) = stack.last() {
            let parent_end = slices[top].end;
            clamp_end(&mut slices[i], parent_end);
        }
        stack.push(i);
    }
}

fn clamp_end(s: &mut Slice, at: u64) {
    s.end = s.end.min(at).max(s.start);
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
    let generations = Generations::of(analysis);
    let mut lock_tracks: HashMap<(u64, u32), u32> = HashMap::new();
    // Each thread's begin/end events in time order: a hold held since
    // before an inflation is written by the inflating thread, so it
    // arrives in no particular order with the owner's own events.
    let mut spans: Vec<(u32, u64, usize)> = Vec::new();
    for (i, (thread, e)) in analysis.timeline.iter().enumerate() {
        let thread = *thread;
        match *e {
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
            }
            ref e => {
                if let Some(t) = e.time() {
                    spans.push((thread, t, i));
                }
            }
        }
    }
    spans.sort_by_key(|&(thread, t, i)| (thread, t, i));
    // Open slices: (thread, what, lock) → start, whether held since before
    // an inflation.
    let mut open: HashMap<(u32, &'static str, u64), (u64, bool)> = HashMap::new();
    let mut slices: Vec<Slice> = Vec::new();
    for (thread, _, i) in spans {
        let (what, lock, t, begins, inflated) = match analysis.timeline[i].1 {
            Event::ThreadBegin { t } => ("running", 0, t, true, false),
            Event::ThreadEnd { t } => ("running", 0, t, false, false),
            Event::Acquired { lock, t } => ("holds", lock, t, true, false),
            Event::HeldAtInflation { lock, t, .. } => ("holds", lock, t, true, true),
            Event::Released { lock, t } => ("holds", lock, t, false, false),
            Event::WaitBegin { lock, t } => ("waiting on", lock, t, true, false),
            Event::WaitEnd { lock, t } => ("waiting on", lock, t, false, false),
            _ => continue,
        };
        let key = (thread, what, lock);
        if begins {
            open.entry(key).or_insert((t, inflated));
        } else if let Some((start, inflated)) = open.remove(&key) {
            slices.push(span(thread, what, lock, names, start, t, inflated));
        }
    }
    for ((thread, what, lock), (start, inflated)) in open {
        slices.push(span(thread, what, lock, names, start, end_ns, inflated));
    }
    for &(owner, lock, start, end) in &analysis.park_holds {
        let mut s = Slice::new(
            owner,
            lock,
            label("holds", lock, names),
            start,
            end,
            json!({"derived": "from park events: ends at the owner's unpark of a waiter"}),
        );
        s.holds = true;
        slices.push(s);
    }
    // Spin sums are no real intervals (summed acquisitions won in the early
    // spin): the timeline draws the periods threads were blocked.
    for c in analysis.contentions.iter().filter(|c| !c.spun) {
        let owner_chain = names.owner_chain(c);
        let verb = if c.park { "parked on" } else { "blocked on" };
        slices.push(Slice::new(
            c.waiter,
            c.lock,
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
    normalize(&mut slices);
    events.extend(slices.iter().map(Slice::json));
    json!({"traceEvents": events, "displayTimeUnit": "ms"})
}

/// A slice of `what` (on `lock`) from the thread's begin/end events.
fn span(
    thread: u32,
    what: &str,
    lock: u64,
    names: &Names<'_>,
    start: u64,
    end: u64,
    inflated: bool,
) -> Slice {
    let args = if inflated {
        json!({"since": "held since before inflation: a stack lock inflated under its owner"})
    } else {
        json!({})
    };
    let mut s = Slice::new(thread, lock, label(what, lock, names), start, end, args);
    s.holds = what == "holds";
    s
}

fn label(what: &str, lock: u64, names: &Names<'_>) -> String {
    if lock == 0 {
        what.to_owned()
    } else {
        format!("{what} {}", names.lock(lock))
    }
}
