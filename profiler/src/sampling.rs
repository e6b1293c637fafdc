//! Contended-lock sampling (paper 001, Schörgenhumer et al.): a list of
//! possibly contended locks, and what a sampler found on them tick after
//! tick.
//!
//! Which locks are possibly contended is found two ways, both off the
//! lock's fast and contended paths:
//! * **monitors** from the threads themselves: at each tick the sampler
//!   looks whether any thread is blocked entering a monitor (one relaxed
//!   load per thread, `LockingThread::is_blocked_on_monitor`) and, if one
//!   is, finds every such monitor at the safepoint it then takes. The paper
//!   keeps a list filled on contended enters; reading the threads' own
//!   state gives the same locks without costing a contended enter anything
//!   (measured: an event per contended enter cost the contended counter
//!   3–7%, `docs/PERFORMANCE.md`);
//! * **park blockers** from a list filled when a thread parks with a
//!   blocker object (`LockSupport.park(blocker)`, reported by the VM's park
//!   native, which is slow anyway) and emptied by the sampler: a blocker
//!   with no thread parked on it at a tick leaves the list, and comes back
//!   with its next park, as the paper's contention flag does.
//!
//! The sampler itself is the VM's (`vm/src/diagnostics/sampler.rs`): it owns a
//! thread, stops the Java threads at each tick and reads owners, waiters
//! and stacks, which only the VM can. It hands what it found to
//! [`Sampling::record`]; this module counts, interns the call chains (raw
//! frames first, resolved to names once per new chain: the paper's stack
//! trace cache) and builds the report's `"sampling"` part.

use parking_lot::Mutex;
use std::collections::HashMap;

use locking::profile::LockProfile;

use crate::chains::{ChainTable, Chains, RawFrame};
use crate::report::{LockReport, SampledThread, SamplingLock, ThreadRef};

/// A lock the sampler should look at.
#[derive(Clone, Copy, Debug)]
pub enum Candidate {
    /// An inflated monitor, by its profile (which names its object), when
    /// another profiler gave it one.
    Monitor(&'static LockProfile),
    /// An inflated monitor without a profile (sampling alone), by its
    /// object's address; [`Sampling::name_object`] records its class.
    Object { object: usize },
    /// A park blocker, by its object's address.
    Park { object: usize },
}

impl Candidate {
    fn key(self) -> Key {
        match self {
            Candidate::Monitor(p) => Key::Monitor(p.id),
            Candidate::Object { object } => Key::Object(object),
            Candidate::Park { object } => Key::Park(object),
        }
    }
}

/// How the sampler's tables name a lock: a monitor by its profile's id
/// (stable, and unique even if the address is reused after the object
/// died), a park blocker by address (its report id is given at the end).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Key {
    Monitor(u64),
    /// A monitor without a profile: by address, so an object that died and
    /// one allocated at its address later count as one lock.
    Object(usize),
    Park(usize),
}

/// One thread seen on a lock at a tick: its id (the locking crate's) and
/// its Java frames, innermost first.
#[derive(Clone, Debug, Default)]
pub struct SampledStack {
    pub thread: u32,
    /// The thread's name (the report's `thread_names` when no other
    /// profiler registered the threads).
    pub name: String,
    pub frames: Vec<RawFrame>,
}

/// What the sampler found on one candidate at one tick.
#[derive(Clone, Debug)]
pub struct LockSample {
    pub lock: Candidate,
    /// The thread that held the lock, if one did.
    pub owner: Option<SampledStack>,
    /// With waiters but no owner: why none can be named (a synchronizer
    /// held in shared mode, a condition, a lock just released...).
    pub owner_unknown: Option<&'static str>,
    /// The threads blocked entering the monitor or parked on the blocker,
    /// and those notified in `Object.wait` and queued to re-lock it
    /// (threads in `Object.wait` not yet notified are not waiting for the
    /// lock, only for a notification, and are not counted).
    pub waiters: Vec<SampledStack>,
}

/// What the sampler counted for one lock.
#[derive(Default)]
struct LockCounts {
    /// A park blocker's class (monitors have theirs in the profile).
    class: String,
    contended_samples: u64,
    /// (thread, chain) → ticks.
    by_owner: HashMap<(u32, u32), u64>,
    by_waiter: HashMap<(u32, u32), u64>,
    /// Ticks with waiters and no owner, by the reason none was named.
    owner_unknown: HashMap<&'static str, u64>,
}

#[derive(Default)]
struct State {
    /// The possibly contended locks, in the order they were (re)added.
    candidates: Vec<Candidate>,
    /// Ticks while profiling.
    samples: u64,
    locks: HashMap<Key, LockCounts>,
    /// Raw chain → its number in `chains`.
    raw_chains: HashMap<Vec<RawFrame>, u32>,
    /// The names of the threads seen at the ticks.
    names: HashMap<u32, String>,
}

/// One session's sampling state (see the module docs).
pub struct Sampling {
    hz: u32,
    state: Mutex<State>,
    chains: ChainTable,
}

impl std::fmt::Debug for Sampling {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sampling")
            .field("hz", &self.hz)
            .finish_non_exhaustive()
    }
}

impl Sampling {
    pub(crate) fn new(hz: u32) -> Sampling {
        Sampling {
            hz,
            state: Mutex::new(State::default()),
            chains: ChainTable::default(),
        }
    }

    /// Ticks per second (`--sample-hz`).
    pub fn hz(&self) -> u32 {
        self.hz
    }

    fn state(&self) -> parking_lot::MutexGuard<'_, State> {
        self.state.lock()
    }

    /// The names of the threads seen at the ticks, by id.
    pub(crate) fn thread_names(&self) -> Vec<(u32, String)> {
        self.state()
            .names
            .iter()
            .map(|(id, name)| (*id, name.clone()))
            .collect()
    }

    /// The class of the profile-less monitor of `object`, recorded the
    /// first time it is sampled.
    pub fn name_object(&self, object: usize, class: impl FnOnce() -> String) {
        let mut s = self.state();
        let counts = s.locks.entry(Key::Object(object)).or_default();
        if counts.class.is_empty() {
            counts.class = class();
        }
    }

    /// A park blocker may be contended; `class` is its class, recorded the
    /// first time (the report names the lock by it even if it dies).
    pub fn note_park(&self, object: usize, class: impl FnOnce() -> String) {
        let mut s = self.state();
        let key = Key::Park(object);
        if !s.candidates.iter().any(|c| c.key() == key) {
            s.candidates.push(Candidate::Park { object });
        }
        let counts = s.locks.entry(key).or_default();
        if counts.class.is_empty() {
            counts.class = class();
        }
    }

    /// A tick: counts it, and returns the listed park blockers to look at
    /// (the monitors to look at the sampler finds from the threads).
    pub fn tick(&self) -> Vec<Candidate> {
        let mut s = self.state();
        s.samples += 1;
        s.candidates.clone()
    }

    /// What the sampler found at a tick (at a safepoint). A lock with no
    /// waiter leaves the list; one with waiters counts a contended sample,
    /// its owner and every waiter, each with its chain.
    pub fn record(&self, samples: Vec<LockSample>, chains: &Chains) {
        let mut s = self.state();
        for sample in samples {
            let key = sample.lock.key();
            if sample.waiters.is_empty() {
                s.candidates.retain(|c| c.key() != key);
                continue;
            }
            for t in sample.owner.iter().chain(&sample.waiters) {
                s.names.entry(t.thread).or_insert_with(|| t.name.clone());
            }
            let owner = sample
                .owner
                .map(|o| (o.thread, self.intern(&mut s.raw_chains, o.frames, chains)));
            let waiters: Vec<(u32, u32)> = sample
                .waiters
                .into_iter()
                .map(|w| (w.thread, self.intern(&mut s.raw_chains, w.frames, chains)))
                .collect();
            let counts = s.locks.entry(key).or_default();
            counts.contended_samples += 1;
            match owner {
                Some(o) => *counts.by_owner.entry(o).or_default() += 1,
                None => {
                    let why = sample.owner_unknown.unwrap_or("not known");
                    *counts.owner_unknown.entry(why).or_default() += 1;
                }
            }
            for w in waiters {
                *counts.by_waiter.entry(w).or_default() += 1;
            }
        }
    }

    /// The number of `raw`'s chain, resolving its frames to names only the
    /// first time it is seen.
    fn intern(
        &self,
        raw_chains: &mut HashMap<Vec<RawFrame>, u32>,
        raw: Vec<RawFrame>,
        chains: &Chains,
    ) -> u32 {
        if let Some(&id) = raw_chains.get(&raw) {
            return id;
        }
        let id = self
            .chains
            .intern(raw.iter().map(|&f| chains.resolve(f)).collect());
        raw_chains.insert(raw, id);
        id
    }

    /// Ticks while profiling.
    pub fn samples(&self) -> u64 {
        self.state().samples
    }

    /// The report's `"sampling"` of the monitor whose profile id is `id`
    /// (every monitor gets one, with zero contended samples if the sampler
    /// never saw it contended).
    pub(crate) fn monitor_report(&self, id: u64) -> SamplingLock {
        let s = self.state();
        self.lock_report(&s, s.locks.get(&Key::Monitor(id)))
    }

    /// The locks the sampler counted by address (park blockers, and
    /// monitors without a profile), with their class, kind and
    /// `"sampling"`.
    fn address_reports(&self) -> Vec<(usize, String, &'static str, SamplingLock)> {
        let s = self.state();
        let mut v: Vec<_> = s
            .locks
            .iter()
            .filter_map(|(key, counts)| {
                let (addr, kind) = match key {
                    Key::Park(addr) => (*addr, "park"),
                    Key::Object(addr) => (*addr, "monitor"),
                    Key::Monitor(_) => return None,
                };
                Some((
                    addr,
                    counts.class.clone(),
                    kind,
                    self.lock_report(&s, Some(counts)),
                ))
            })
            .collect();
        v.sort_by_key(|p| p.0);
        v
    }

    /// Give every park blocker the sampler counted its `"sampling"` in
    /// `locks`: on the entry other profilers made for the same blocker
    /// (`park_ids`: its address → its lock id), or on a new `"park"` entry
    /// numbered after every other lock when only the sampler saw it.
    pub(crate) fn add_park_locks(&self, locks: &mut Vec<LockReport>, park_ids: &HashMap<u64, u64>) {
        let mut next_id = locks.iter().map(|l| l.id + 1).max().unwrap_or(1);
        for (addr, class, kind, sampled) in self.address_reports() {
            let known = (kind == "park")
                .then(|| park_ids.get(&(addr as u64)))
                .flatten();
            match known.and_then(|id| locks.iter_mut().find(|l| l.id == *id)) {
                Some(lock) => lock.sampling = Some(sampled),
                None => {
                    locks.push(LockReport {
                        class,
                        id: next_id,
                        kind: kind.into(),
                        sampling: Some(sampled),
                        ..Default::default()
                    });
                    next_id += 1;
                }
            }
        }
    }

    fn lock_report(&self, s: &State, counts: Option<&LockCounts>) -> SamplingLock {
        let list = |m: &HashMap<(u32, u32), u64>| {
            let mut v: Vec<SampledThread> = m
                .iter()
                .map(|(&(thread, chain), &samples)| SampledThread {
                    thread: ThreadRef {
                        id: thread,
                        name: s.names.get(&thread).cloned().unwrap_or_default(),
                    },
                    chain: self
                        .chains
                        .get(chain)
                        .iter()
                        .map(ToString::to_string)
                        .collect(),
                    samples,
                })
                .collect();
            v.sort_by(|a, b| {
                b.samples
                    .cmp(&a.samples)
                    .then(a.thread.cmp(&b.thread))
                    .then(a.chain.cmp(&b.chain))
            });
            v
        };
        let waiter_samples: u64 = counts.map_or(0, |c| c.by_waiter.values().sum());
        // The reason given at most ticks (ties: the first in the alphabet, for a stable report).
        let owner_unknown = counts.and_then(|c| {
            c.owner_unknown
                .iter()
                .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
                .map(|(why, _)| (*why).to_owned())
        });
        SamplingLock {
            samples: s.samples,
            hz: self.hz,
            contended_samples: counts.map_or(0, |c| c.contended_samples),
            by_owner: counts.map(|c| list(&c.by_owner)).unwrap_or_default(),
            by_waiter: counts.map(|c| list(&c.by_waiter)).unwrap_or_default(),
            estimated_ns: estimate_ns(waiter_samples, self.hz),
            owner_unknown,
            owner_unknown_samples: counts.map_or(0, |c| c.owner_unknown.values().sum()),
        }
    }
}

/// The thread-time `waiter_samples` waiter-ticks stand for at `hz` ticks
/// per second, in ns.
pub(crate) fn estimate_ns(waiter_samples: u64, hz: u32) -> u64 {
    (u128::from(waiter_samples) * 1_000_000_000 / u128::from(hz.max(1))) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stack(thread: u32, method: usize) -> SampledStack {
        SampledStack {
            thread,
            name: format!("t{thread}"),
            frames: vec![RawFrame { method, bci: 0 }],
        }
    }

    #[test]
    fn a_lock_without_waiters_leaves_the_list_and_comes_back() {
        let s = Sampling::new(20);
        let chains = Chains::default();
        s.note_park(0x1000, || "a.Blocker".into());
        s.note_park(0x1000, || unreachable!("the class is known"));
        assert_eq!(s.tick().len(), 1);
        let lock = Candidate::Park { object: 0x1000 };
        s.record(
            vec![LockSample {
                lock,
                owner: Some(stack(1, 0x10)),
                owner_unknown: None,
                waiters: vec![stack(2, 0x20), stack(3, 0x20)],
            }],
            &chains,
        );
        assert_eq!(s.tick().len(), 1);
        s.record(
            vec![LockSample {
                lock,
                owner: Some(stack(1, 0x10)),
                owner_unknown: None,
                waiters: vec![stack(2, 0x20)],
            }],
            &chains,
        );
        assert_eq!(s.tick().len(), 1);
        s.record(
            vec![LockSample {
                lock,
                owner: None,
                owner_unknown: None,
                waiters: vec![],
            }],
            &chains,
        );
        assert!(s.tick().is_empty(), "no waiter: removed");
        s.note_park(0x1000, || unreachable!("the class is known"));
        assert_eq!(s.tick().len(), 1, "parked on again: back");

        let parks = s.address_reports();
        assert_eq!(parks.len(), 1);
        let (addr, class, _, r) = &parks[0];
        assert_eq!((*addr, class.as_str()), (0x1000, "a.Blocker"));
        assert_eq!((r.samples, r.contended_samples), (5, 2));
        assert_eq!(r.by_owner.len(), 1);
        assert_eq!((r.by_owner[0].thread.id, r.by_owner[0].samples), (1, 2));
        let waiters: Vec<_> = r
            .by_waiter
            .iter()
            .map(|w| (w.thread.id, w.samples))
            .collect();
        assert_eq!(waiters, [(2, 2), (3, 1)], "sorted by samples");
        assert_eq!(r.estimated_ns, 150_000_000, "3 waiter-ticks of 50 ms");
        assert_eq!(
            (r.owner_unknown.as_deref(), r.owner_unknown_samples),
            (None, 0)
        );
        assert_eq!(s.monitor_report(7).contended_samples, 0);
    }

    #[test]
    fn ticks_without_an_owner_keep_the_most_frequent_reason() {
        let s = Sampling::new(100);
        let chains = Chains::default();
        let lock = Candidate::Park { object: 0x2000 };
        s.note_park(0x2000, || {
            "java.util.concurrent.Semaphore$NonfairSync".into()
        });
        let tick = |owner: Option<SampledStack>, why: Option<&'static str>| {
            s.tick();
            s.record(
                vec![LockSample {
                    lock,
                    owner,
                    owner_unknown: why,
                    waiters: vec![stack(2, 0x20), stack(3, 0x20)],
                }],
                &chains,
            );
        };
        tick(None, Some("shared mode"));
        tick(None, Some("shared mode"));
        tick(None, Some("free at the sample"));
        tick(Some(stack(1, 0x10)), None);
        let r = &s.address_reports()[0].3;
        assert_eq!(r.contended_samples, 4);
        assert_eq!(r.owner_unknown.as_deref(), Some("shared mode"));
        assert_eq!(r.owner_unknown_samples, 3);
        assert_eq!(r.by_owner.len(), 1);
        assert_eq!(r.estimated_ns, 80_000_000, "8 waiter-ticks of 10 ms");
    }

    #[test]
    fn the_text_view_estimates_time_and_compares_with_blame() {
        use crate::report::{LockReport, Report, SampledThread, SamplingLock};
        let thread = |id, samples| SampledThread {
            thread: ThreadRef {
                id,
                name: if id == 1 {
                    "ping".into()
                } else {
                    String::new()
                },
            },
            chain: vec!["a.B.run(B.java:3)".into()],
            samples,
        };
        let lock = LockReport {
            class: "a.Lock".into(),
            id: 1,
            kind: "monitor".into(),
            sampling: Some(SamplingLock {
                samples: 40,
                hz: 20,
                contended_samples: 30,
                by_owner: vec![thread(1, 30)],
                by_waiter: vec![thread(2, 30), thread(3, 10)],
                estimated_ns: 2_000_000_000,
                ..Default::default()
            }),
            blame: Some(crate::blame::LockBlame {
                contended_ns: 2_000_000_000,
                ..Default::default()
            }),
            ..Default::default()
        };
        let report = Report {
            locks: vec![lock],
            thread_names: [(1, "ping".to_owned())].into_iter().collect(),
            ..Default::default()
        };
        let text = crate::views::sampling(&report);
        assert!(text.contains("40 samples at 20 Hz"), "{text}");
        // 30 ticks of 50 ms; 40 waiter-ticks are 2 s of thread time, as blame's 2 s.
        assert!(
            text.contains("~1.500 s contended, ~2.000 s of threads waiting"),
            "{text}"
        );
        assert!(
            text.contains("blame's exact blocked time: 2.000 s (sampled estimate +0.0%)"),
            "{text}"
        );
        assert!(
            text.contains("ping (1)") && text.contains("at a.B.run(B.java:3)"),
            "{text}"
        );
        assert!(!text.contains("no owner known"), "{text}");
    }

    #[test]
    fn the_text_view_skips_library_frames_and_says_why_no_owner_is_known() {
        use crate::report::{LockReport, Report, SampledThread, SamplingLock};
        let chain: Vec<String> = [
            "java.util.concurrent.locks.LockSupport.park(LockSupport.java:40)",
            "java.util.concurrent.locks.AbstractQueuedSynchronizer.acquireSharedInterruptibly(AbstractQueuedSynchronizer.java:300)",
            "java.util.concurrent.Semaphore.acquire(Semaphore.java:60)",
            "a.Worker.take(Worker.java:10)",
            "a.Worker.step(Worker.java:20)",
            "a.Worker.run(Worker.java:30)",
            "java.lang.Thread.run(Thread.java:5)",
        ]
        .map(String::from)
        .to_vec();
        let library_only: Vec<String> = vec![
            "java.util.concurrent.locks.LockSupport.park(LockSupport.java:40)".into(),
            "java.util.concurrent.ForkJoinWorkerThread.run(ForkJoinWorkerThread.java:9)".into(),
        ];
        let lock = LockReport {
            class: "java.util.concurrent.Semaphore$NonfairSync".into(),
            id: 1,
            kind: "park".into(),
            sampling: Some(SamplingLock {
                samples: 10,
                hz: 100,
                contended_samples: 10,
                by_waiter: vec![
                    SampledThread {
                        thread: ThreadRef {
                            id: 2,
                            name: String::new(),
                        },
                        chain,
                        samples: 10,
                    },
                    SampledThread {
                        thread: ThreadRef {
                            id: 3,
                            name: String::new(),
                        },
                        chain: library_only,
                        samples: 4,
                    },
                ],
                estimated_ns: 140_000_000,
                owner_unknown: Some(
                    "shared mode: a Semaphore's permits have no owner thread".into(),
                ),
                owner_unknown_samples: 10,
                ..Default::default()
            }),
            ..Default::default()
        };
        let report = Report {
            locks: vec![lock],
            ..Default::default()
        };
        let text = crate::views::sampling(&report);
        assert!(
            text.contains("(3 java.util.concurrent / JDK-internal frames above)"),
            "{text}"
        );
        let frames: Vec<&str> = text
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("at "))
            .collect();
        assert_eq!(
            frames,
            [
                "a.Worker.take(Worker.java:10)",
                "a.Worker.step(Worker.java:20)",
                "a.Worker.run(Worker.java:30)",
                // A chain of library frames only is printed as it is.
                "java.util.concurrent.locks.LockSupport.park(LockSupport.java:40)",
                "java.util.concurrent.ForkJoinWorkerThread.run(ForkJoinWorkerThread.java:9)",
            ],
            "{text}"
        );
        let owner = text.split("owner:").nth(1).unwrap_or("");
        assert!(
            owner.starts_with(
                "\n    100.0%     10 samples  no owner known: shared mode: a Semaphore's permits have no owner thread\n"
            ),
            "{text}"
        );
    }
}
