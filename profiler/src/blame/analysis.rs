//! Correlation (paper 002 §4.1, Fig. 6): the consumer parses submitted
//! buffers, keeps the metadata, and turns events into **contentions** —
//! {blocked thread and chain, lock, owner thread and chain, start, end}.
//!
//! * **Intrinsic locks** are replayed per lock in sequence-number order as
//!   buffers arrive (an event whose predecessors are still in some other
//!   thread's buffer waits in `pending`). A waiter's blocked time, from its
//!   contended enter to its contended entered, is cut at every contended
//!   exit in between, each piece blamed on the thread that exited, with the
//!   chain where it held the lock (Fig. 3: T2 blocked by T1; T3 by T1 and
//!   then T2). The piece after the last exit — the hand-off to the waiter
//!   — stays with that last owner. Blocked time with no exit at all (the
//!   owner's release raced with the waiter's enter) has no known owner.
//! * **Park-based synchronization** is replayed at the end in global
//!   sequence order (§3.3, Fig. 5): a park that an unpark ended marks a
//!   release of the blocker by the unparking thread, at the unpark's time.
//!   Every park on that blocker is cut at those marks, as above — so a
//!   thread that was never unparked itself (T4) is still blamed on the
//!   owners whose releases it sat through. A park with no release during
//!   it has the thread whose unpark ended it as owner (the permit came
//!   first), or none (it timed out).

use std::collections::hash_map::Entry;
use std::collections::{BTreeMap, HashMap};

use rustc_hash::FxHashMap;

use super::event::{Decoder, Event, Malformed};
use super::histogram::Histogram;

/// The chain an owner held the lock in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OwnerChain {
    Known(u32),
    /// Released in `wait`: the chain a [`Event::ForwardResolved`] gives.
    Forward(u64),
}

/// One period in which one thread was blocked by one owner (`None`:
/// unknown).
#[derive(Clone, Debug)]
pub struct Contention {
    /// The lock's id in the report (monitors: `LockProfile::id`; park
    /// blockers: numbered after the monitors, see [`Analysis::finish`]).
    pub lock: u64,
    pub park: bool,
    pub waiter: u32,
    pub waiter_chain: u32,
    pub owner: Option<u32>,
    pub owner_chain: Option<OwnerChain>,
    pub start_ns: u64,
    pub end_ns: u64,
    /// A notified waiter re-acquiring its lock.
    pub after_wait: bool,
    /// Acquisitions won in the early spin ([`Event::Spun`]), summed by the
    /// writer: `start_ns` is the first one's, and the period is no real
    /// interval (the timeline does not draw it).
    pub spun: bool,
    /// How many periods this record stands for: 1 when the timeline keeps
    /// every period; else periods with the same lock, waiter, owner, chains
    /// and after-wait flag are summed as they come (`start_ns` is the
    /// first one's, `end_ns - start_ns` their total), which bounds memory by
    /// the number of distinct cases rather than the length of the run.
    pub count: u64,
}

/// What makes two contentions the same case (see [`Contention::count`]).
type CaseKey = (
    u64,
    bool,
    u32,
    u32,
    Option<u32>,
    Option<OwnerChain>,
    bool,
    bool,
);

impl Contention {
    pub fn ns(&self) -> u64 {
        self.end_ns.saturating_sub(self.start_ns)
    }

    fn case(&self) -> CaseKey {
        (
            self.lock,
            self.park,
            self.waiter,
            self.waiter_chain,
            self.owner,
            self.owner_chain,
            self.after_wait,
            self.spun,
        )
    }

    fn same_owner(&self, owner: u32, chain: OwnerChain) -> bool {
        self.owner == Some(owner) && self.owner_chain == Some(chain)
    }
}

/// How many events of each kind the run produced.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct EventCounts {
    pub inflate: u64,
    pub contended_enter: u64,
    pub contended_entered: u64,
    pub contended_exit: u64,
    pub forward_resolved: u64,
    pub park_begin: u64,
    pub unpark: u64,
    pub park_end: u64,
    /// Sequence numbers never seen (events lost).
    pub lost: u64,
    /// Events that did not fit the replay (an entered with no enter).
    pub unmatched: u64,
    /// Buffers that did not decode.
    pub malformed_buffers: u64,
    /// Acquisitions won in the early spin (summed in [`Event::Spun`]s).
    #[serde(default)]
    pub spun: u64,
    /// Shared holds (read locks) taken and given up, while tracing.
    #[serde(default)]
    pub shared_acquire: u64,
    #[serde(default)]
    pub shared_release: u64,
}

/// The chains a thread last blocked and released a lock in: what a spin
/// sum, whose chains are not walked, is shown with.
#[derive(Clone, Copy, Debug, Default)]
struct LastChains {
    enter: u32,
    exit: Option<OwnerChain>,
}

/// A line of `--blame-log`: an event in replay order.
#[derive(Clone, Debug)]
pub struct LogEntry {
    pub seq: u64,
    pub thread: u32,
    pub what: &'static str,
    pub detail: String,
}

#[derive(Debug)]
struct Blocked {
    chain: u32,
    after_wait: bool,
    /// When the wait began.
    since: u64,
    /// Where the next piece starts.
    mark: u64,
    /// The pieces closed so far, kept until the wait ends (a wait under
    /// the threshold is dropped whole).
    done: Vec<Contention>,
    /// The last piece, still open to the hand-off.
    piece: Option<Contention>,
}

/// A wait that ended: its length and its pieces.
type EndedWait = (u64, Vec<Contention>);

/// One intrinsic lock's replay.
#[derive(Debug, Default)]
struct MonitorReplay {
    next_seq: u64,
    pending: BTreeMap<u64, (u32, Event)>,
    blocked: FxHashMap<u32, Blocked>,
}

/// A parked thread's park in progress.
#[derive(Clone, Copy, Debug)]
struct OpenPark {
    seq: u64,
    t: u64,
    /// The blocker's lock id (0: parked without a blocker).
    lock: u64,
    chain: u32,
}

/// An unpark: who, when, where.
#[derive(Clone, Copy, Debug)]
struct Unparker {
    thread: u32,
    t: u64,
    chain: u32,
}

/// A park that ended at `end`, ended by `waker` if an unpark did.
#[derive(Clone, Copy, Debug)]
struct ClosedPark {
    waiter: u32,
    park: OpenPark,
    end: u64,
    waker: Option<Unparker>,
}

/// One synchronizer's shared holds (read locks), per thread: (from, to,
/// the chain where the holder released it; `None`: still held at the
/// end), each thread's in time order and disjoint.
#[derive(Debug, Default)]
struct SharedHolds {
    by_thread: FxHashMap<u32, Vec<(u64, u64, Option<u32>)>>,
}

/// A hold during a park: (holder, from, to, release chain).
type HeldDuring = (u32, u64, u64, Option<u32>);

impl SharedHolds {
    fn add(&mut self, thread: u32, from: u64, to: u64, chain: Option<u32>) {
        self.by_thread
            .entry(thread)
            .or_default()
            .push((from, to, chain));
    }

    fn sort(&mut self) {
        for h in self.by_thread.values_mut() {
            h.sort_unstable_by_key(|h| (h.0, h.1));
        }
    }

    /// The holds of other threads than `waiter` that overlap `from..to`,
    /// clipped to it: (thread, from, to, chain); `None` if `waiter` itself
    /// held the lock shared in that time.
    fn during(&self, waiter: u32, from: u64, to: u64) -> Option<Vec<HeldDuring>> {
        let mut out = Vec::new();
        for (&thread, holds) in &self.by_thread {
            let first = holds.partition_point(|h| h.1 <= from);
            for &(a, b, chain) in holds[first..].iter().take_while(|h| h.0 < to) {
                if b <= from {
                    continue;
                }
                if thread == waiter {
                    return None;
                }
                out.push((thread, a.max(from), b.min(to), chain));
            }
        }
        Some(out)
    }

    /// Re-cut a park's `pieces` (its time `from..to` blamed by the
    /// unparks) where shared holders held the lock: each instant is split
    /// equally among the threads holding it then, and only the time with
    /// no holder keeps the pieces' blame. A waiter that held the lock
    /// shared itself during the park keeps its pieces.
    fn split(&self, pieces: Vec<Contention>, waiter: u32, from: u64, to: u64) -> Vec<Contention> {
        let Some(held) = self.during(waiter, from, to) else {
            return pieces;
        };
        if held.is_empty() || pieces.is_empty() {
            return pieces;
        }
        let mut cuts: Vec<u64> = held.iter().flat_map(|h| [h.1, h.2]).collect();
        cuts.extend([from, to]);
        cuts.sort_unstable();
        cuts.dedup();
        let template = pieces[0].clone();
        let mut out: Vec<Contention> = Vec::new();
        let push = |c: Contention, out: &mut Vec<Contention>| match out.last_mut() {
            Some(last)
                if last.end_ns == c.start_ns
                    && last.owner == c.owner
                    && last.owner_chain == c.owner_chain =>
            {
                last.end_ns = c.end_ns
            }
            _ => out.push(c),
        };
        // The reader last in the previous cut goes first in the next, so
        // that its periods join.
        let mut last_owner = None;
        for w in cuts.windows(2) {
            let (a, b) = (w[0], w[1]);
            let mut now: Vec<(u32, u64, Option<u32>)> = held
                .iter()
                .filter(|h| h.1 <= a && h.2 >= b)
                .map(|h| (h.0, h.2, h.3))
                .collect();
            if now.is_empty() {
                // No holder: the unparks' blame, clipped.
                for p in &pieces {
                    let (s, e) = (p.start_ns.max(a), p.end_ns.min(b));
                    if s < e {
                        let mut c = p.clone();
                        c.start_ns = s;
                        c.end_ns = e;
                        last_owner = c.owner;
                        push(c, &mut out);
                    }
                }
                continue;
            }
            now.sort_unstable_by_key(|h| (Some(h.0) != last_owner, h.1, h.0));
            let k = now.len() as u64;
            let len = b - a;
            for (i, &(owner, _, chain)) in now.iter().enumerate() {
                let i = i as u64;
                let mut c = template.clone();
                c.owner = Some(owner);
                c.owner_chain = chain.map(OwnerChain::Known);
                c.start_ns = a + len * i / k;
                c.end_ns = a + len * (i + 1) / k;
                last_owner = Some(owner);
                if c.start_ns < c.end_ns {
                    push(c, &mut out);
                }
            }
        }
        out
    }
}

/// How park blockers get lock ids: a blocker the locking layer profiled as
/// a park-based lock (`locking::profile::park`) keeps that profile's id, so
/// that every profiler's figures for it land on one lock of the report;
/// any other blocker gets a new id, from `first_new` on.
#[derive(Debug, Default, Clone)]
pub struct ParkIds {
    /// Object address → profile id of the park-based locks.
    pub known: HashMap<u64, u64>,
    pub first_new: u64,
}

impl ParkIds {
    /// No profiled park-based locks: new ids from `first_new` on.
    pub fn after(first_new: u64) -> ParkIds {
        ParkIds {
            known: HashMap::new(),
            first_new,
        }
    }
}

/// What the consumer learnt from the trace.
#[derive(Debug, Default)]
pub struct Analysis {
    pub threads: HashMap<u32, String>,
    pub classes: HashMap<u32, String>,
    /// Method id → (class id, name, file).
    pub methods: HashMap<u32, (u32, String, String)>,
    /// Chain id → frames (method, line), innermost first.
    pub chains: HashMap<u32, Vec<(u32, u32)>>,
    /// Forward reference → the chain it resolved to.
    pub forwards: HashMap<u64, u32>,
    /// Lock id → (object address, class id), from inflation events.
    pub monitor_info: HashMap<u64, (u64, u32)>,
    /// Park blockers in order of first park: (address, class id, lock id).
    /// An address appears again, with another id, when the collector found
    /// the first blocker dead and another object was allocated there.
    pub blockers: Vec<(u64, u32, u64)>,
    pub contentions: Vec<Contention>,
    pub counts: EventCounts,
    /// The latest time any event carries.
    pub last_ns: u64,
    /// Timeline events (kept when the timeline is on), by thread.
    pub timeline: Vec<(u32, Event)>,
    /// `--blame-log` lines per monitor lock id, and for park events.
    pub monitor_log: BTreeMap<u64, Vec<LogEntry>>,
    pub park_log: Vec<LogEntry>,
    /// Timeline only: the holds of `ReentrantLock`s derived from their park
    /// events, (owner thread, lock id, start, end); see [`park_holds`].
    pub park_holds: Vec<(u32, u64, u64, u64)>,
    keep_timeline: bool,
    keep_log: bool,
    /// Where each case is in `contentions` (without the timeline).
    cases: FxHashMap<CaseKey, usize>,
    monitors: FxHashMap<u64, MonitorReplay>,
    parks: Vec<(u32, Event)>,
    /// (lock, thread) → the chains of its last contended enter and exit.
    last_chains: FxHashMap<(u64, u32), LastChains>,
    /// Lock id → the distribution of its waits (a waiter's whole
    /// contended acquisition, or park).
    pub waits: FxHashMap<u64, Histogram>,
    /// (lock id, owner; 0: unknown) → the distribution of the periods
    /// blamed on that owner.
    pub owner_waits: FxHashMap<(u64, u32), Histogram>,
    /// Waits shorter than this are left out (`--blame-threshold`, as
    /// JFR's event thresholds; 0: none).
    threshold_ns: u64,
    /// Every blocked period with its times, for wait chains (up to
    /// [`MAX_SPANS`]; `spans_dropped` counts the rest).
    pub spans: Vec<Span>,
    pub spans_dropped: u64,
}

/// Blocked periods kept for wait chains (56 bytes each).
const MAX_SPANS: usize = 1 << 20;

impl Analysis {
    pub fn new(keep_timeline: bool, keep_log: bool) -> Analysis {
        Analysis {
            keep_timeline,
            keep_log,
            ..Default::default()
        }
    }

    /// Leave out waits shorter than `ns` (spins are filtered where they
    /// are summed: see `recorder.rs`).
    pub fn with_threshold(mut self, ns: u64) -> Analysis {
        self.threshold_ns = ns;
        self
    }

    /// Process one submitted buffer.
    pub fn feed(&mut self, bytes: &[u8]) {
        if !bytes.is_empty() && self.feed_events(bytes).is_err() {
            self.counts.malformed_buffers += 1;
        }
    }

    fn feed_events(&mut self, bytes: &[u8]) -> Result<(), Malformed> {
        let mut d = Decoder::new(bytes);
        let thread = u32::try_from(d.varint()?).map_err(|_| Malformed)?;
        while let Some(e) = d.next_event()? {
            self.event(thread, e);
        }
        Ok(())
    }

    fn event(&mut self, thread: u32, e: Event) {
        use Event::*;
        if let Some(t) = e.time() {
            self.last_ns = self.last_ns.max(t);
        }
        match e {
            Thread { name } => {
                self.threads.insert(thread, name);
            }
            Class { id, name } => {
                self.classes.insert(id, name);
            }
            Method {
                id,
                class,
                name,
                file,
            } => {
                self.methods.insert(id, (class, name, file));
            }
            Chain { id, frames } => {
                self.chains.insert(id, frames);
            }
            Inflate {
                lock,
                object,
                class,
            } => {
                self.counts.inflate += 1;
                self.monitor_info.insert(lock, (object, class));
                if self.keep_log {
                    self.monitor_log.entry(lock).or_default().push(LogEntry {
                        seq: 0,
                        thread,
                        what: "inflate",
                        detail: String::new(),
                    });
                }
            }
            ForwardResolved {
                lock,
                forward,
                chain,
            } => {
                self.counts.forward_resolved += 1;
                self.forwards.insert(forward, chain);
                if self.keep_log {
                    // Not numbered (as inflations): seq 0 in the log.
                    self.monitor_log.entry(lock).or_default().push(LogEntry {
                        seq: 0,
                        thread,
                        what: "forward-resolved",
                        detail: format!(" forward={forward}"),
                    });
                }
            }
            ContendedEnter { lock, seq, .. }
            | ContendedEntered { lock, seq, .. }
            | ContendedExit { lock, seq, .. } => {
                let m = self.monitors.entry(lock).or_insert_with(|| MonitorReplay {
                    next_seq: 1,
                    ..Default::default()
                });
                m.pending.insert(seq, (thread, e));
                if seq == m.next_seq {
                    self.replay_monitor(lock, false);
                }
            }
            Spun {
                lock,
                owner,
                t,
                ns,
                count,
                max,
                buckets,
            } => {
                for h in [
                    self.waits.entry(lock).or_default(),
                    self.owner_waits.entry((lock, owner)).or_default(),
                ] {
                    h.record_buckets(&buckets, ns, max);
                }
                // Blamed on the owner the spins began under, shown with the
                // chains this waiter last blocked in and that owner last
                // released the lock in (neither is walked on a spin).
                self.counts.spun += count;
                let owner = (owner != 0).then_some(owner);
                let last = |t: u32| self.last_chains.get(&(lock, t)).copied();
                let c = Contention {
                    lock,
                    park: false,
                    waiter: thread,
                    waiter_chain: last(thread).map_or(0, |c| c.enter),
                    owner,
                    owner_chain: owner.and_then(|o| last(o)?.exit),
                    start_ns: t,
                    end_ns: t.saturating_add(ns),
                    after_wait: false,
                    spun: true,
                    count,
                };
                self.keep(c);
            }
            ParkBegin { .. }
            | Unpark { .. }
            | ParkEnd { .. }
            | SharedAcquire { .. }
            | SharedRelease { .. } => self.parks.push((thread, e)),
            ObjectDied { .. } => {
                // Replayed with the parks (it ends a blocker's life), and
                // on the timeline (it ends an object's track).
                if self.keep_timeline {
                    self.timeline.push((thread, e.clone()));
                }
                self.parks.push((thread, e));
            }
            HeldAtInflation { owner, .. } => {
                // On the owner's track: its hold, which began before.
                if self.keep_timeline {
                    self.timeline.push((owner, e));
                }
            }
            Acquired { .. }
            | Released { .. }
            | WaitBegin { .. }
            | WaitEnd { .. }
            | ThreadBegin { .. }
            | ThreadEnd { .. }
            | Transition { .. } => {
                if self.keep_timeline {
                    self.timeline.push((thread, e));
                }
            }
        }
    }

    /// Apply `lock`'s events that are next in sequence; `skip_gaps` (at
    /// the end): also those after missing numbers, counting them lost.
    fn replay_monitor(&mut self, lock: u64, skip_gaps: bool) {
        let Some(m) = self.monitors.get_mut(&lock) else {
            return;
        };
        let mut done = Vec::new();
        while let Some((&seq, _)) = m.pending.first_key_value() {
            if seq != m.next_seq {
                if !skip_gaps || seq < m.next_seq {
                    break;
                }
                self.counts.lost += seq - m.next_seq;
            }
            let (thread, e) = m.pending.remove(&seq).expect("first key");
            match e {
                Event::ContendedEnter { chain, .. } => {
                    self.last_chains.entry((lock, thread)).or_default().enter = chain;
                }
                Event::ContendedExit { chain, forward, .. } => {
                    self.last_chains.entry((lock, thread)).or_default().exit =
                        Some(if forward != 0 {
                            OwnerChain::Forward(forward)
                        } else {
                            OwnerChain::Known(chain)
                        });
                }
                _ => {}
            }
            m.next_seq = match e {
                Event::ContendedExit { through, .. } => through.max(seq) + 1,
                _ => seq + 1,
            };
            if self.keep_log {
                let (what, detail) = match e {
                    Event::ContendedEnter { after_wait, .. } => (
                        "contended-enter",
                        if after_wait { " after-wait" } else { "" }.to_owned(),
                    ),
                    Event::ContendedEntered { .. } => ("contended-entered", String::new()),
                    Event::ContendedExit {
                        forward, through, ..
                    } => {
                        let mut detail = String::new();
                        if through > seq {
                            detail += &format!(" through={through}");
                        }
                        if forward != 0 {
                            detail += &format!(" forward={forward}");
                        }
                        ("contended-exit", detail)
                    }
                    _ => ("?", String::new()),
                };
                self.monitor_log.entry(lock).or_default().push(LogEntry {
                    seq,
                    thread,
                    what,
                    detail,
                });
            }
            apply_monitor_event(lock, &mut m.blocked, thread, e, &mut self.counts, &mut done);
        }
        for wait in done {
            self.keep_wait(lock, wait);
        }
    }

    /// A wait on `lock` ended: its distribution and its pieces, unless it
    /// is shorter than the threshold.
    fn keep_wait(&mut self, lock: u64, (ns, pieces): EndedWait) {
        if ns < self.threshold_ns {
            return;
        }
        self.waits.entry(lock).or_default().record(ns);
        for c in pieces {
            self.keep(c);
        }
    }

    /// The end of the run at `end_ns`: replay what is left (skipping lost
    /// events), close contentions still in progress there, and analyse the
    /// park events; park blockers get lock ids as `park_ids` says.
    pub fn finish(&mut self, end_ns: u64, park_ids: &ParkIds) {
        let locks: Vec<u64> = self.monitors.keys().copied().collect();
        for lock in locks {
            self.replay_monitor(lock, true);
            let blocked: Vec<_> = match self.monitors.get_mut(&lock) {
                Some(m) => m.blocked.drain().collect(),
                None => Vec::new(),
            };
            for (waiter, mut b) in blocked {
                let mut piece = b.piece.take().unwrap_or(Contention {
                    lock,
                    park: false,
                    waiter,
                    waiter_chain: b.chain,
                    owner: None,
                    owner_chain: None,
                    start_ns: b.mark,
                    end_ns,
                    after_wait: b.after_wait,
                    count: 1,
                    spun: false,
                });
                piece.end_ns = piece.end_ns.max(end_ns);
                b.done.push(piece);
                self.keep_wait(lock, (end_ns.saturating_sub(b.since), b.done));
            }
        }
        // After every lock the trace saw inflate, too (one may have
        // inflated after the caller counted them).
        let after_monitors = self.monitor_info.keys().max().map_or(1, |id| id + 1);
        self.finish_parks(end_ns, park_ids, park_ids.first_new.max(after_monitors));
    }

    /// One line of the park log (`--blame-log`), if it is kept; `detail` is built only then.
    fn log_park(
        &mut self,
        seq: u64,
        thread: u32,
        what: &'static str,
        detail: impl FnOnce(&Self) -> String,
    ) {
        if self.keep_log {
            let detail = detail(self);
            self.park_log.push(LogEntry {
                seq,
                thread,
                what,
                detail,
            });
        }
    }

    fn finish_parks(&mut self, end_ns: u64, park_ids: &ParkIds, mut next_new: u64) {
        let mut events = std::mem::take(&mut self.parks);
        events.sort_by_key(|(_, e)| park_seq(e).unwrap_or(0));
        let mut open: HashMap<u32, OpenPark> = HashMap::new();
        let mut unparks: HashMap<u64, Unparker> = HashMap::new();
        let mut parks: Vec<ClosedPark> = Vec::new();
        let mut lock_ids: HashMap<u64, u64> = HashMap::new();
        // Shared holds: each address's life (bumped when its object dies),
        // the lock id → the (address, life) it names, and per (address,
        // life, thread) the holds in progress and those that ended.
        let mut life: HashMap<u64, u32> = HashMap::new();
        let mut lock_object: HashMap<u64, (u64, u32)> = HashMap::new();
        let mut holding: HashMap<(u64, u32, u32), (u32, u64)> = HashMap::new();
        let mut holds: HashMap<(u64, u32), SharedHolds> = HashMap::new();
        let mut next_seq = 1;
        for (thread, e) in events {
            let Some(seq) = park_seq(&e) else {
                continue;
            };
            self.counts.lost += seq.saturating_sub(next_seq);
            next_seq = seq + 1;
            match e {
                Event::ParkBegin {
                    t,
                    blocker,
                    class,
                    chain,
                    timed,
                    ..
                } => {
                    self.counts.park_begin += 1;
                    let lock = match blocker {
                        0 => 0,
                        _ => *lock_ids.entry(blocker).or_insert_with(|| {
                            // A profile's id names one blocker: another
                            // object at the same address later is new.
                            let id = match park_ids.known.get(&blocker) {
                                Some(&id) if !self.blockers.iter().any(|b| b.2 == id) => id,
                                _ => {
                                    next_new += 1;
                                    next_new - 1
                                }
                            };
                            self.blockers.push((blocker, class, id));
                            let l = life.get(&blocker).copied().unwrap_or(0);
                            lock_object.insert(id, (blocker, l));
                            id
                        }),
                    };
                    open.insert(
                        thread,
                        OpenPark {
                            seq,
                            t,
                            lock,
                            chain,
                        },
                    );
                    self.log_park(seq, thread, "park-begin", |a| {
                        let class = a.classes.get(&class).map_or("?", String::as_str);
                        format!(" {class}@{blocker:x} timed={timed}")
                    });
                }
                Event::Unpark {
                    t, target, chain, ..
                } => {
                    self.counts.unpark += 1;
                    unparks.insert(seq, Unparker { thread, t, chain });
                    self.log_park(seq, thread, "unpark", |a| {
                        format!(" target={}", a.thread_name(target))
                    });
                }
                Event::ParkEnd {
                    t,
                    unpark,
                    timed_out,
                    ..
                } => {
                    self.counts.park_end += 1;
                    match open.remove(&thread) {
                        Some(park) => parks.push(ClosedPark {
                            waiter: thread,
                            park,
                            end: t,
                            waker: unparks.get(&unpark).copied(),
                        }),
                        None => self.counts.unmatched += 1,
                    }
                    self.log_park(seq, thread, "park-end", |_| {
                        format!(" unpark={unpark} timed-out={timed_out}")
                    });
                }
                Event::SharedAcquire { t, blocker, .. } => {
                    self.counts.shared_acquire += 1;
                    let l = life.get(&blocker).copied().unwrap_or(0);
                    let h = holding.entry((blocker, l, thread)).or_insert((0, t));
                    if h.0 == 0 {
                        h.1 = t;
                    }
                    h.0 += 1;
                    self.log_park(seq, thread, "shared-acquire", |_| format!(" @{blocker:x}"));
                }
                Event::SharedRelease {
                    t, blocker, chain, ..
                } => {
                    self.counts.shared_release += 1;
                    let l = life.get(&blocker).copied().unwrap_or(0);
                    match holding.get_mut(&(blocker, l, thread)) {
                        Some(h) if h.0 > 1 => h.0 -= 1,
                        Some(&mut (_, since)) => {
                            holding.remove(&(blocker, l, thread));
                            holds.entry((blocker, l)).or_default().add(
                                thread,
                                since,
                                t.max(since),
                                Some(chain),
                            );
                        }
                        // A release with no hold (an unlock that throws).
                        None => self.counts.unmatched += 1,
                    }
                    self.log_park(seq, thread, "shared-release", |_| format!(" @{blocker:x}"));
                }
                Event::ObjectDied { object, .. } => {
                    // Shared holds of the address from now on are another
                    // object's.
                    *life.entry(object).or_default() += 1;
                    // Parks from now on that name this address block on
                    // another object: a new lock.
                    let was_blocker = lock_ids.remove(&object).is_some();
                    if was_blocker {
                        self.log_park(seq, thread, "object-died", |_| format!(" @{object:x}"));
                    }
                }
                _ => {}
            }
        }
        for (waiter, park) in open {
            parks.push(ClosedPark {
                waiter,
                park,
                end: end_ns,
                waker: None,
            });
        }
        parks.sort_by_key(|p| p.park.seq);
        // Holds still in progress at the end: up to the end, where unknown.
        for ((blocker, l, thread), (_, since)) in holding {
            holds
                .entry((blocker, l))
                .or_default()
                .add(thread, since, end_ns.max(since), None);
        }
        for h in holds.values_mut() {
            h.sort();
        }
        self.blame_parks(parks, &lock_object, &holds);
    }

    /// Blames each closed park longer than the threshold on the owners of its blocker while
    /// it waited: the threads whose releases (the unparks they made) fall inside the park, and
    /// behind shared holders the holders (`holds`, by the blocker's `lock_object`).
    fn blame_parks(
        &mut self,
        parks: Vec<ClosedPark>,
        lock_object: &HashMap<u64, (u64, u32)>,
        holds: &HashMap<(u64, u32), SharedHolds>,
    ) {
        // Releases of each blocker (by lock id): (time, owner, chain), in
        // time order.
        let mut releases: HashMap<u64, Vec<(u64, u32, u32)>> = HashMap::new();
        for p in &parks {
            if let (Some(w), true) = (p.waker, p.park.lock != 0) {
                releases
                    .entry(p.park.lock)
                    .or_default()
                    .push((w.t, w.thread, w.chain));
            }
        }
        for r in releases.values_mut() {
            r.sort_unstable();
            r.dedup();
        }
        if self.keep_timeline {
            let reentrant: std::collections::HashSet<u64> = self
                .blockers
                .iter()
                .filter(|b| {
                    self.classes
                        .get(&b.1)
                        .is_some_and(|c| c.starts_with("java.util.concurrent.locks.ReentrantLock$"))
                })
                .map(|b| b.2)
                .collect();
            self.park_holds = park_holds(&parks, &reentrant);
        }
        for ClosedPark {
            waiter,
            park: p,
            end,
            waker,
        } in parks
        {
            let lock = p.lock;
            if lock == 0 {
                continue; // parked without a blocker: nothing to blame
            }
            if end.saturating_sub(p.t) < self.threshold_ns {
                continue;
            }
            self.waits
                .entry(lock)
                .or_default()
                .record(end.saturating_sub(p.t));
            let mut pieces: Vec<Contention> = Vec::new();
            let mut mark = p.t;
            let during = releases.get(&lock).into_iter().flatten();
            for &(t, owner, chain) in during.filter(|r| r.0 > p.t && r.0 <= end && r.1 != waiter) {
                match pieces.last_mut() {
                    Some(last) if last.same_owner(owner, OwnerChain::Known(chain)) => {
                        last.end_ns = t
                    }
                    _ => pieces.push(Contention {
                        lock,
                        park: true,
                        waiter,
                        waiter_chain: p.chain,
                        owner: Some(owner),
                        owner_chain: Some(OwnerChain::Known(chain)),
                        start_ns: mark,
                        end_ns: t,
                        after_wait: false,
                        count: 1,
                        spun: false,
                    }),
                }
                mark = t;
            }
            match pieces.last_mut() {
                Some(last) => last.end_ns = end,
                None => pieces.push(Contention {
                    lock,
                    park: true,
                    waiter,
                    waiter_chain: p.chain,
                    owner: waker.map(|w| w.thread),
                    owner_chain: waker.map(|w| OwnerChain::Known(w.chain)),
                    start_ns: p.t,
                    end_ns: end,
                    after_wait: false,
                    count: 1,
                    spun: false,
                }),
            }
            // Behind shared holders (readers), the time is theirs, split
            // equally among those holding at each instant.
            let shared = lock_object.get(&lock).and_then(|o| holds.get(o));
            if let Some(shared) = shared {
                pieces = shared.split(pieces, waiter, p.t, end);
            }
            for piece in pieces {
                self.keep(piece);
            }
        }
    }

    /// Keep contention `c`: on its own with the timeline, else summed into
    /// its case.
    fn keep(&mut self, c: Contention) {
        if !c.spun {
            self.owner_waits
                .entry((c.lock, c.owner.unwrap_or(0)))
                .or_default()
                .record(c.ns());
            if self.spans.len() < MAX_SPANS {
                self.spans.push(Span {
                    lock: c.lock,
                    park: c.park,
                    waiter: c.waiter,
                    owner: c.owner,
                    owner_chain: c.owner_chain,
                    start_ns: c.start_ns,
                    end_ns: c.end_ns,
                });
            } else {
                self.spans_dropped += 1;
            }
        }
        if self.keep_timeline {
            return self.contentions.push(c);
        }
        match self.cases.entry(c.case()) {
            Entry::Occupied(i) => {
                let kept = &mut self.contentions[*i.get()];
                kept.end_ns += c.ns();
                kept.count += c.count;
            }
            Entry::Vacant(slot) => {
                slot.insert(self.contentions.len());
                self.contentions.push(c);
            }
        }
    }

    /// Whether some lock's replay waits for an event with a missing
    /// number (one that a thread numbered but has not submitted yet).
    pub fn waiting_for_events(&self) -> bool {
        self.monitors.values().any(|m| !m.pending.is_empty())
    }

    /// A thread's name (or `#id` if the trace never named it).
    pub fn thread_name(&self, id: u32) -> String {
        self.threads
            .get(&id)
            .cloned()
            .unwrap_or_else(|| format!("#{id}"))
    }
}

/// Replay one intrinsic-lock event (in sequence order).
fn apply_monitor_event(
    lock: u64,
    blocked: &mut FxHashMap<u32, Blocked>,
    thread: u32,
    e: Event,
    counts: &mut EventCounts,
    out: &mut Vec<EndedWait>,
) {
    match e {
        Event::ContendedEnter {
            t,
            chain,
            after_wait,
            ..
        } => {
            counts.contended_enter += 1;
            blocked.insert(
                thread,
                Blocked {
                    chain,
                    after_wait,
                    since: t,
                    mark: t,
                    done: Vec::new(),
                    piece: None,
                },
            );
        }
        Event::ContendedExit {
            seq,
            t,
            chain,
            forward,
            through,
            ..
        } => {
            counts.contended_exit += 1 + through.saturating_sub(seq);
            let owner_chain = if forward != 0 {
                OwnerChain::Forward(forward)
            } else {
                OwnerChain::Known(chain)
            };
            for (&waiter, b) in blocked.iter_mut().filter(|(&w, _)| w != thread) {
                // Clocks of two cores, or an enter timed after its number
                // was taken, can put this exit before the waiter's mark: a
                // piece never ends before it starts.
                let t = t.max(b.mark);
                match &mut b.piece {
                    Some(p) if p.same_owner(thread, owner_chain) => p.end_ns = t,
                    piece => {
                        if let Some(done) = piece.take() {
                            b.done.push(done);
                        }
                        *piece = Some(Contention {
                            lock,
                            park: false,
                            waiter,
                            waiter_chain: b.chain,
                            owner: Some(thread),
                            owner_chain: Some(owner_chain),
                            start_ns: b.mark,
                            end_ns: t,
                            after_wait: b.after_wait,
                            count: 1,
                            spun: false,
                        });
                    }
                }
                b.mark = t;
            }
        }
        Event::ContendedEntered { t, .. } => {
            counts.contended_entered += 1;
            match blocked.remove(&thread) {
                Some(mut b) => {
                    let last = match b.piece {
                        // The hand-off ends at the waiter's own acquisition,
                        // never after it: an exit timed late (a trace from
                        // before exits were timed before the release, or a
                        // clock skew) must not stretch the record past it.
                        Some(mut p) => {
                            p.end_ns = t.max(p.start_ns);
                            p
                        }
                        None => Contention {
                            lock,
                            park: false,
                            waiter: thread,
                            waiter_chain: b.chain,
                            owner: None,
                            owner_chain: None,
                            start_ns: b.mark,
                            end_ns: t,
                            after_wait: b.after_wait,
                            count: 1,
                            spun: false,
                        },
                    };
                    b.done.push(last);
                    out.push((t.saturating_sub(b.since), b.done));
                }
                None => counts.unmatched += 1,
            }
        }
        _ => {}
    }
}

/// The holds of the park-based locks in `locks` (`ReentrantLock`s: one
/// owner at a time), derived from their closed `parks`, for the timeline.
/// The VM sees no acquisition of such a lock (it is a CAS in Java), only
/// parks and unparks, so a hold is known only when it ended by waking a
/// waiter:
///
/// * each unpark that ended a park on the lock is the unparking thread's
///   release, so its hold ends at the unpark;
/// * that hold began at the owner's own last park end on the lock after the
///   lock's previous release, if it parked on the lock (it took the lock
///   when it woke); else no later than the woken waiter's park begin (the
///   waiter parked because the lock was held), and not before the lock's
///   previous release (one owner at a time).
///
/// Holds released without a waiter to wake write nothing, and are not shown.
/// Returns (owner, lock, start, end), per lock in time order.
fn park_holds(
    parks: &[ClosedPark],
    locks: &std::collections::HashSet<u64>,
) -> Vec<(u32, u64, u64, u64)> {
    let mut by_lock: HashMap<u64, Vec<&ClosedPark>> = HashMap::new();
    for p in parks.iter().filter(|p| locks.contains(&p.park.lock)) {
        by_lock.entry(p.park.lock).or_default().push(p);
    }
    let mut holds = Vec::new();
    let mut lock_ids: Vec<u64> = by_lock.keys().copied().collect();
    lock_ids.sort_unstable();
    for lock in lock_ids {
        let parks = &by_lock[&lock];
        // Releases: (unpark time, owner, the woken waiter's park begin).
        let mut releases: Vec<(u64, u32, u64)> = parks
            .iter()
            .filter_map(|p| p.waker.map(|w| (w.t, w.thread, p.park.t)))
            .filter(|&(_, owner, _)| owner != 0)
            .collect();
        releases.sort_unstable();
        let mut previous = 0;
        for (end, owner, waiter_parked) in releases {
            let own_wake = parks
                .iter()
                .filter(|p| p.waiter == owner && p.end >= previous && p.end <= end)
                .map(|p| p.end)
                .max();
            let start = own_wake
                .unwrap_or_else(|| waiter_parked.max(previous))
                .min(end);
            holds.push((owner, lock, start, end));
            previous = end;
        }
    }
    holds
}

/// One blocked period, as the analysis keeps it for wait chains.
#[derive(Clone, Copy, Debug)]
pub struct Span {
    pub lock: u64,
    /// A park-based lock (its chains are shown from the user's frames).
    pub park: bool,
    pub waiter: u32,
    /// `None`: unknown.
    pub owner: Option<u32>,
    pub owner_chain: Option<OwnerChain>,
    pub start_ns: u64,
    pub end_ns: u64,
}

/// The sequence number of a park-trace event (`None` for the monitor events).
fn park_seq(e: &Event) -> Option<u64> {
    match e {
        Event::ParkBegin { seq, .. }
        | Event::Unpark { seq, .. }
        | Event::ParkEnd { seq, .. }
        | Event::SharedAcquire { seq, .. }
        | Event::SharedRelease { seq, .. }
        | Event::ObjectDied { seq, .. } => Some(*seq),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buffer(thread: u32, events: &[Event]) -> Vec<u8> {
        let mut b = Vec::new();
        super::super::event::put_varint(&mut b, thread.into());
        for e in events {
            e.encode(&mut b);
        }
        b
    }

    fn enter(seq: u64, t: u64) -> Event {
        Event::ContendedEnter {
            lock: 1,
            seq,
            t,
            chain: 10 + seq as u32,
            after_wait: false,
        }
    }
    fn exit(seq: u64, t: u64, chain: u32) -> Event {
        Event::ContendedExit {
            lock: 1,
            seq,
            t,
            chain,
            forward: 0,
            through: seq,
        }
    }
    fn entered(seq: u64, t: u64) -> Event {
        Event::ContendedEntered { lock: 1, seq, t }
    }

    /// The paper's Fig. 3, with the buffers arriving out of order: T2 and
    /// T3 block, T1 exits, T2 gets it and exits, T3 gets it.
    #[test]
    fn fig3_blames_t1_then_t2() {
        let (t1, t2, t3) = (1, 2, 3);
        let mut a = Analysis::new(false, true);
        a.feed(&buffer(t3, &[enter(2, 200), entered(6, 900)]));
        a.feed(&buffer(
            t2,
            &[enter(1, 100), entered(4, 520), exit(5, 800, 77)],
        ));
        assert!(a.contentions.is_empty(), "waits for T1's exit (seq 3)");
        a.feed(&buffer(t1, &[exit(3, 500, 66)]));
        a.finish(1000, &ParkIds::after(100));
        let mut c: Vec<_> = a
            .contentions
            .iter()
            .map(|c| (c.waiter, c.owner, c.owner_chain, c.start_ns, c.end_ns))
            .collect();
        c.sort_by_key(|c| (c.0, c.3));
        use OwnerChain::Known;
        assert_eq!(
            c,
            [
                (t2, Some(t1), Some(Known(66)), 100, 520),
                (t3, Some(t1), Some(Known(66)), 200, 500),
                (t3, Some(t2), Some(Known(77)), 500, 900),
            ]
        );
        assert_eq!(a.counts.lost, 0);
        let log: Vec<_> = a.monitor_log[&1]
            .iter()
            .map(|l| (l.seq, l.thread, l.what))
            .collect();
        assert_eq!(
            log,
            [
                (1, t2, "contended-enter"),
                (2, t3, "contended-enter"),
                (3, t1, "contended-exit"),
                (4, t2, "contended-entered"),
                (5, t2, "contended-exit"),
                (6, t3, "contended-entered"),
            ]
        );
    }

    /// A releaser preempted between its release and its clock read (as
    /// exits were timed before) times the exit after the waiter already
    /// owns the lock: the record still ends at the waiter's acquisition,
    /// so no waiter is blamed for longer than it was blocked.
    #[test]
    fn a_late_exit_never_stretches_a_wait_past_its_acquisition() {
        let mut a = Analysis::new(true, false);
        a.feed(&buffer(2, &[enter(1, 100), entered(3, 150)]));
        a.feed(&buffer(1, &[exit(2, 9_000, 7)]));
        a.finish(10_000, &ParkIds::after(10));
        let c: Vec<_> = a
            .contentions
            .iter()
            .map(|c| (c.waiter, c.owner, c.start_ns, c.end_ns))
            .collect();
        assert_eq!(c, [(2, Some(1), 100, 150)]);
    }

    /// Spins that won are blamed on the owner they began under, with the
    /// chain that owner last released the lock in, and summed by case.
    #[test]
    fn spin_sums_are_blamed_on_the_owner_the_spin_began_under() {
        let mut a = Analysis::new(false, false);
        let spun = |ns: u64, count| Event::Spun {
            lock: 1,
            owner: 1,
            t: 1_000,
            ns,
            count,
            max: ns / count,
            buckets: vec![(super::super::histogram::bucket(ns / count), count)],
        };
        a.feed(&buffer(1, &[exit(2, 300, 66)]));
        a.feed(&buffer(2, &[enter(1, 100), entered(3, 400)]));
        a.feed(&buffer(2, &[spun(5_000, 40), spun(3_000, 10)]));
        a.finish(10_000, &ParkIds::after(10));
        let spins: Vec<_> = a.contentions.iter().filter(|c| c.spun).collect();
        assert_eq!(spins.len(), 1, "one case: {:?}", a.contentions);
        let s = spins[0];
        assert_eq!((s.waiter, s.owner), (2, Some(1)));
        assert_eq!(s.owner_chain, Some(OwnerChain::Known(66)));
        assert_eq!(s.waiter_chain, 11, "the chain the waiter last blocked in");
        assert_eq!((s.ns(), s.count), (8_000, 50));
        assert_eq!(a.counts.spun, 50);
        // The distribution: 40 spins of 125 ns, 10 of 300 ns, and the
        // blocked wait of 300 ns.
        let waits = a.waits[&1].stats();
        assert_eq!(
            (waits.count, waits.total_ns, waits.max_ns),
            (51, 8_300, 300)
        );
        assert!((117..=125).contains(&waits.p50_ns), "{waits:?}");
    }

    /// T1 releases three times in a row while T2 is blocked, written as one
    /// exit standing for numbers 2..=4, timed at the last release.
    #[test]
    fn merged_exits_blame_up_to_the_last_release() {
        let mut a = Analysis::new(false, true);
        let merged = Event::ContendedExit {
            lock: 1,
            seq: 2,
            t: 400,
            chain: 9,
            forward: 0,
            through: 4,
        };
        a.feed(&buffer(2, &[enter(1, 100), entered(5, 450)]));
        a.feed(&buffer(1, &[merged]));
        a.finish(1000, &ParkIds::after(10));
        assert_eq!(a.counts.lost, 0);
        assert_eq!(a.counts.contended_exit, 3);
        assert_eq!(a.contentions.len(), 1);
        let c = &a.contentions[0];
        assert_eq!((c.owner, c.start_ns, c.end_ns), (Some(1), 100, 450));
        let log: Vec<_> = a.monitor_log[&1]
            .iter()
            .map(|l| (l.seq, l.detail.as_str()))
            .collect();
        assert_eq!(log, [(1, ""), (2, " through=4"), (5, "")]);
    }

    /// Without the timeline, periods of the same case are summed; with
    /// it, each is kept with its times.
    #[test]
    fn same_cases_are_summed_unless_the_timeline_keeps_them() {
        let enter_at_one_site = |seq, t| Event::ContendedEnter {
            lock: 1,
            seq,
            t,
            chain: 5,
            after_wait: false,
        };
        let events = |a: &mut Analysis| {
            a.feed(&buffer(2, &[enter_at_one_site(1, 100), entered(3, 300)]));
            a.feed(&buffer(1, &[exit(2, 250, 7)]));
            a.feed(&buffer(2, &[enter_at_one_site(4, 1000), entered(6, 1500)]));
            a.feed(&buffer(1, &[exit(5, 1400, 7)]));
            a.finish(2000, &ParkIds::after(10));
        };
        let mut summed = Analysis::new(false, false);
        events(&mut summed);
        assert_eq!(summed.contentions.len(), 1);
        assert_eq!(summed.contentions[0].count, 2);
        assert_eq!(summed.contentions[0].ns(), 200 + 500);
        let mut kept = Analysis::new(true, false);
        events(&mut kept);
        let periods: Vec<_> = kept
            .contentions
            .iter()
            .map(|c| (c.start_ns, c.end_ns, c.count))
            .collect();
        assert_eq!(periods, [(100, 300, 1), (1000, 1500, 1)]);
    }

    #[test]
    fn a_lost_event_is_counted_and_the_rest_replayed() {
        let mut a = Analysis::new(false, false);
        a.feed(&buffer(2, &[enter(1, 100)]));
        a.feed(&buffer(2, &[entered(3, 300)]));
        a.finish(1000, &ParkIds::after(10));
        assert_eq!(a.counts.lost, 1);
        assert_eq!(a.contentions.len(), 1);
        assert_eq!(a.contentions[0].owner, None);
        assert_eq!(a.contentions[0].ns(), 200);
    }

    /// Fig. 5: T2 and T4 park on one blocker; T1 unparks T2, T3 barges and
    /// later unparks T2 again; T4 is never unparked.
    #[test]
    fn fig5_blames_the_unparkers_and_t4_too() {
        let (t1, t2, t3, t4) = (1, 2, 3, 4);
        let b = 0xb0;
        let park = |seq, t| Event::ParkBegin {
            seq,
            t,
            blocker: b,
            class: 1,
            chain: 5,
            timed: false,
        };
        let unpark = |seq, t, chain| Event::Unpark {
            seq,
            t,
            target: t2,
            chain,
        };
        let end = |seq, t, unpark| Event::ParkEnd {
            seq,
            t,
            unpark,
            timed_out: false,
        };
        let mut a = Analysis::new(false, false);
        a.feed(&buffer(
            t2,
            &[park(1, 10), end(4, 40, 3), park(5, 50), end(7, 80, 6)],
        ));
        a.feed(&buffer(t4, &[park(2, 20)]));
        a.feed(&buffer(t1, &[unpark(3, 30, 61)]));
        a.feed(&buffer(t3, &[unpark(6, 70, 63)]));
        a.finish(100, &ParkIds::after(9));
        let mut c: Vec<_> = a
            .contentions
            .iter()
            .map(|c| (c.waiter, c.owner, c.start_ns, c.end_ns, c.lock))
            .collect();
        c.sort_by_key(|c| (c.0, c.2));
        assert_eq!(
            c,
            [
                (t2, Some(t1), 10, 40, 9),
                (t2, Some(t3), 50, 80, 9),
                (t4, Some(t1), 20, 30, 9),
                (t4, Some(t3), 30, 100, 9),
            ]
        );
    }

    /// A blocker dies (the collector) and a new object is allocated at its
    /// address: parks on the new one block on another lock, with an id of
    /// its own, and the releases of the dead one do not cut them.
    #[test]
    fn a_blocker_reborn_at_a_dead_ones_address_is_another_lock() {
        let (t1, t2, vm) = (1, 2, 0);
        let b = 0xb0;
        let park = |seq, t, class| Event::ParkBegin {
            seq,
            t,
            blocker: b,
            class,
            chain: 5,
            timed: false,
        };
        let unpark = |seq, t| Event::Unpark {
            seq,
            t,
            target: t2,
            chain: 61,
        };
        let end = |seq, t, unpark| Event::ParkEnd {
            seq,
            t,
            unpark,
            timed_out: false,
        };
        let died = Event::ObjectDied {
            seq: 4,
            t: 45,
            object: b,
            lock: 0,
        };
        let mut a = Analysis::new(false, true);
        // T2 parks on the first object, T1 unparks it; the object dies; T2
        // parks on the second, which times out (no unpark).
        a.feed(&buffer(
            t2,
            &[park(1, 10, 1), end(3, 40, 2), park(5, 50, 2), end(6, 90, 0)],
        ));
        a.feed(&buffer(t1, &[unpark(2, 30)]));
        a.feed(&buffer(vm, &[died]));
        a.finish(100, &ParkIds::after(9));
        assert_eq!(a.blockers, [(b, 1, 9), (b, 2, 10)]);
        let mut c: Vec<_> = a
            .contentions
            .iter()
            .map(|c| (c.lock, c.owner, c.start_ns, c.end_ns))
            .collect();
        c.sort_unstable();
        assert_eq!(c, [(9, Some(t1), 10, 40), (10, None, 50, 90)]);
        assert_eq!(a.counts.lost, 0);
        assert!(a.park_log.iter().any(|l| l.what == "object-died"));
    }

    /// Issue 26 (2b): a writer parks 0..1000 behind readers R1 (holding
    /// 0..300) and R2 (0..900); R2's last release unparks it at 900, and it
    /// runs at 1000. 0..300 is split between R1 and R2 (150 each), 300..900
    /// is R2's, and the wake-up 900..1000 is R2's as the unparker (its
    /// unpark's chain): R1 150, R2 750 + 100.
    #[test]
    fn time_behind_readers_is_split_among_them() {
        let (r1, r2, w, r3) = (1, 2, 9, 3);
        let b = 0xb0;
        let acquire = |seq, t| Event::SharedAcquire { seq, t, blocker: b };
        let release = |seq, t, chain| Event::SharedRelease {
            seq,
            t,
            blocker: b,
            chain,
        };
        let mut a = Analysis::new(false, true);
        a.feed(&buffer(r1, &[acquire(1, 0), release(4, 300, 41)]));
        a.feed(&buffer(
            r2,
            &[
                acquire(2, 0),
                release(5, 900, 42),
                Event::Unpark {
                    seq: 6,
                    t: 900,
                    target: w,
                    chain: 52,
                },
            ],
        ));
        a.feed(&buffer(
            w,
            &[
                Event::ParkBegin {
                    seq: 3,
                    t: 0,
                    blocker: b,
                    class: 1,
                    chain: 5,
                    timed: false,
                },
                Event::ParkEnd {
                    seq: 7,
                    t: 1000,
                    unpark: 6,
                    timed_out: false,
                },
            ],
        ));
        // A reader that takes and gives up its hold after the wait.
        a.feed(&buffer(r3, &[acquire(8, 1100), release(9, 1200, 43)]));
        a.finish(2000, &ParkIds::after(9));
        assert_eq!(a.counts.lost, 0);
        assert_eq!((a.counts.shared_acquire, a.counts.shared_release), (3, 3));
        let mut c: Vec<_> = a
            .contentions
            .iter()
            .map(|c| (c.owner, c.owner_chain, c.ns(), c.count, c.waiter))
            .collect();
        c.sort_unstable_by_key(|c| (c.0, c.2));
        use OwnerChain::Known;
        assert_eq!(
            c,
            [
                (Some(r1), Some(Known(41)), 150, 1, w),
                (Some(r2), Some(Known(52)), 100, 1, w),
                (Some(r2), Some(Known(42)), 750, 1, w),
            ]
        );
        assert_eq!(a.waits[&9].stats().total_ns, 1000);
        assert!(a.park_log.iter().any(|l| l.what == "shared-release"));
    }

    /// Three readers overlap unevenly: the shares follow the equal split at
    /// each instant, and they add up to the park.
    #[test]
    fn shares_follow_how_many_readers_hold_at_each_instant() {
        let b = 0xb0;
        let acquire = |seq, t| Event::SharedAcquire { seq, t, blocker: b };
        let release = |seq, t| Event::SharedRelease {
            seq,
            t,
            blocker: b,
            chain: 40 + seq as u32,
        };
        let mut a = Analysis::new(true, false);
        // R1 0..200, R2 100..400, R3 100..600; the writer parks 50..600.
        a.feed(&buffer(1, &[acquire(1, 0), release(5, 200)]));
        a.feed(&buffer(2, &[acquire(3, 100), release(6, 400)]));
        a.feed(&buffer(3, &[acquire(4, 100), release(7, 600)]));
        a.feed(&buffer(
            9,
            &[
                Event::ParkBegin {
                    seq: 2,
                    t: 50,
                    blocker: b,
                    class: 1,
                    chain: 5,
                    timed: false,
                },
                Event::ParkEnd {
                    seq: 9,
                    t: 600,
                    unpark: 8,
                    timed_out: false,
                },
            ],
        ));
        a.feed(&buffer(
            3,
            &[Event::Unpark {
                seq: 8,
                t: 600,
                target: 9,
                chain: 60,
            }],
        ));
        a.finish(1000, &ParkIds::after(9));
        let mut by_owner: BTreeMap<u32, u64> = BTreeMap::new();
        for c in &a.contentions {
            *by_owner.entry(c.owner.unwrap()).or_default() += c.ns();
        }
        // 50..100: R1 alone (50); 100..200: three (33/33/34);
        // 200..400: R2, R3 (100 each); 400..600: R3 (200).
        let total: u64 = by_owner.values().sum();
        assert_eq!(total, 550);
        assert_eq!(by_owner[&1], 50 + 33);
        assert!((133..=134).contains(&by_owner[&2]), "{by_owner:?}");
        assert!((333..=334).contains(&by_owner[&3]), "{by_owner:?}");
        // With the timeline, the periods tile the park without overlap.
        let mut spans: Vec<_> = a
            .contentions
            .iter()
            .map(|c| (c.start_ns, c.end_ns))
            .collect();
        spans.sort_unstable();
        assert_eq!(spans.first().unwrap().0, 50);
        assert_eq!(spans.last().unwrap().1, 600);
        assert!(spans.windows(2).all(|w| w[0].1 == w[1].0), "{spans:?}");
    }
}
