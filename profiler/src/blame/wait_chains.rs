//! Wait chains (paper 002 §4.2 discusses them as transitive blame): when
//! the owner of lock B was itself blocked — on A, owned by R — while it
//! held B, the part of a B-waiter's time that overlaps the owner's own
//! wait is caused by R, not by the owner's code. The direct view (blame
//! on the thread that released B) stays in `by_owner`; this module adds,
//! per lock, `by_root_owner`: each period followed down the chain of
//! owners to the first one that was not blocked, with the path it took.
//!
//! ```text
//!   W blocked on B   |=========================|       (owner O)
//!   O blocked on A         |==========|                (owner R)
//!   → W's time:       O     R via O/A    O
//! ```
//!
//! The analysis keeps every blocked period with its times ([`Span`]; spins
//! that won are not kept: they are summed, and an owner spinning for a
//! lock is running), and the chains are followed at the end, at most
//! [`MAX_DEPTH`] owners deep.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::analysis::{Analysis, OwnerChain, Span};
use crate::thread_ref::ThreadRef;

/// What the chains need named (the aggregation's names, `aggregate::Names`): threads, their
/// frames where they took a lock, locks.
pub trait Naming {
    fn thread_ref(&self, id: Option<u32>) -> ThreadRef;
    /// The frames of an owner's chain (from the user's frames for a park-based lock).
    fn owner_frames(&self, chain: Option<OwnerChain>, park: bool) -> Vec<String>;
    /// `Class#id`.
    fn lock(&self, lock: u64) -> String;
}

/// How deep a chain is followed (a deeper one ends at the last owner).
pub const MAX_DEPTH: usize = 8;

/// A hop of a wait chain: `thread` was blocked on `lock`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hop {
    pub thread: ThreadRef,
    /// `Class#id`.
    pub lock: String,
}

/// Time on a lock attributed to the root of its wait chain.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct RootBlame {
    /// The first owner down the chain that was not blocked itself.
    pub thread: ThreadRef,
    /// Where it held the lock it was blocking (innermost frame first).
    pub chain: Vec<String>,
    pub ns: u64,
    /// Periods.
    pub count: u64,
    /// The owners in between, each blocked on the next lock: empty when
    /// the direct owner was not blocked.
    pub via: Vec<Hop>,
}

/// The key a root blame is summed under: owner, its chain (and whether
/// of a park-based lock), the hops.
type RootKey = (Option<u32>, Option<OwnerChain>, bool, Vec<(u32, u64)>);

/// Per lock with some transitive blame, the time of its waiters by root
/// owner (most time first). Locks whose owners were never blocked while
/// holding them are absent: their `by_owner` says it all.
pub fn by_root_owner(analysis: &Analysis, names: &impl Naming) -> HashMap<u64, Vec<RootBlame>> {
    // Each thread's blocked periods, by start (a thread is blocked on one
    // lock at a time, so they do not overlap).
    let mut by_waiter: HashMap<u32, Vec<&Span>> = HashMap::new();
    for s in &analysis.spans {
        by_waiter.entry(s.waiter).or_default().push(s);
    }
    for v in by_waiter.values_mut() {
        v.sort_by_key(|s| s.start_ns);
    }
    let mut sums: HashMap<u64, HashMap<RootKey, (u64, u64)>> = HashMap::new();
    for s in &analysis.spans {
        let mut pieces = Vec::new();
        follow(
            &by_waiter,
            (s.owner, s.owner_chain, s.park),
            s.start_ns,
            s.end_ns,
            &mut Vec::new(),
            &mut pieces,
        );
        let lock = sums.entry(s.lock).or_default();
        for (key, ns) in pieces {
            let e = lock.entry(key).or_default();
            e.0 += ns;
            e.1 += 1;
        }
    }
    sums.into_iter()
        .filter(|(_, m)| m.keys().any(|k| !k.3.is_empty()))
        .map(|(lock, m)| {
            let mut v: Vec<RootBlame> = m
                .into_iter()
                .map(|((owner, chain, park, via), (ns, count))| RootBlame {
                    thread: names.thread_ref(owner),
                    chain: names.owner_frames(chain, park),
                    ns,
                    count,
                    via: via
                        .iter()
                        .map(|&(t, l)| Hop {
                            thread: names.thread_ref(Some(t)),
                            lock: names.lock(l),
                        })
                        .collect(),
                })
                .collect();
            v.sort_by(|a, b| {
                b.ns.cmp(&a.ns)
                    .then_with(|| a.thread.cmp(&b.thread))
                    .then_with(|| a.via.cmp(&b.via))
            });
            (lock, v)
        })
        .collect()
}

/// Attribute `[start, end)`, which `owner` (holding the lock in `chain`,
/// of a park-based lock if `park`) caused, to the roots of its wait chain: the parts in which `owner` was
/// itself blocked go down to that lock's owner, the rest stay with
/// `owner`. `via`: the (thread, lock) hops above.
fn follow(
    by_waiter: &HashMap<u32, Vec<&Span>>,
    (owner, chain, park): (Option<u32>, Option<OwnerChain>, bool),
    start: u64,
    end: u64,
    via: &mut Vec<(u32, u64)>,
    out: &mut Vec<(RootKey, u64)>,
) {
    if end <= start {
        return;
    }
    let own = |ns: u64, via: &[(u32, u64)], out: &mut Vec<(RootKey, u64)>| {
        if ns > 0 {
            out.push(((owner, chain, park, via.to_vec()), ns));
        }
    };
    let blocked = match owner.and_then(|o| by_waiter.get(&o)) {
        Some(b) if via.len() < MAX_DEPTH && !via.iter().any(|h| Some(h.0) == owner) => b,
        _ => return own(end - start, via, out),
    };
    let o = owner.expect("blocked periods of a known owner");
    // The first period that ends after `start`.
    let first = blocked.partition_point(|s| s.end_ns <= start);
    let mut at = start;
    for s in blocked[first..].iter().take_while(|s| s.start_ns < end) {
        let (a, b) = (s.start_ns.max(start), s.end_ns.min(end));
        own(a.saturating_sub(at), via, out);
        via.push((o, s.lock));
        follow(by_waiter, (s.owner, s.owner_chain, s.park), a, b, via, out);
        via.pop();
        at = at.max(b);
    }
    own(end.saturating_sub(at), via, out);
}

#[cfg(test)]
mod tests {
    use super::super::analysis::ParkIds;
    use super::super::event::{put_varint, Event};
    use super::*;
    use crate::blame::aggregate::Names;

    fn buffer(thread: u32, events: &[Event]) -> Vec<u8> {
        let mut b = Vec::new();
        put_varint(&mut b, thread.into());
        for e in events {
            e.encode(&mut b);
        }
        b
    }

    fn enter(lock: u64, seq: u64, t: u64) -> Event {
        Event::ContendedEnter {
            lock,
            seq,
            t,
            chain: 0,
            after_wait: false,
        }
    }

    fn exit(lock: u64, seq: u64, t: u64, chain: u32) -> Event {
        Event::ContendedExit {
            lock,
            seq,
            t,
            chain,
            forward: 0,
            through: seq,
        }
    }

    fn entered(lock: u64, seq: u64, t: u64) -> Event {
        Event::ContendedEntered { lock, seq, t }
    }

    /// W waits for B (100..810) held by O; O, holding B, waits for A
    /// (200..510) held by R. W's time: O for 100 + 300 ns, R via O/A for
    /// 310 ns.
    #[test]
    fn an_owner_blocked_while_holding_passes_the_blame_down() {
        let (r, o, w) = (1, 2, 3);
        let (a, b) = (1, 2);
        let mut an = Analysis::new(false, false);
        an.feed(&buffer(w, &[enter(b, 1, 100), entered(b, 3, 810)]));
        an.feed(&buffer(
            o,
            &[enter(a, 1, 200), entered(a, 3, 510), exit(b, 2, 800, 0)],
        ));
        an.feed(&buffer(r, &[exit(a, 2, 500, 0)]));
        an.finish(1000, &ParkIds::after(10));
        let classes = [(a, "A".to_owned()), (b, "B".to_owned())].into();
        let names = Names::new(&an, classes);
        let roots = by_root_owner(&an, &names);
        assert!(!roots.contains_key(&a), "A's owner was never blocked");
        let got: Vec<_> = roots[&b]
            .iter()
            .map(|r| {
                (
                    r.thread.id,
                    r.ns,
                    r.via.iter().map(|h| h.thread.id).collect::<Vec<_>>(),
                )
            })
            .collect();
        assert_eq!(got, [(o, 400, vec![]), (r, 310, vec![o])]);
        assert_eq!(roots[&b][1].via[0].lock, "A#1");
    }
}
