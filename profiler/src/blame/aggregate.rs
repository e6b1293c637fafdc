//! Aggregation of contentions (paper 002 §4.2, Fig. 7): by any ordered list
//! of aspects — a tree whose every node sums the contended time of the
//! contentions below it — and, per lock, the owners and the waiters that
//! the report lists.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::analysis::{Analysis, Contention, OwnerChain};
use super::histogram::WaitStats;
use super::wait_chains::Naming;
use crate::chains::Frame;
use crate::thread_ref::ThreadRef;

/// One aspect of a contention to aggregate by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aspect {
    /// Intrinsic lock or park-based ("group" in the paper).
    Kind,
    LockClass,
    Lock,
    OwnerThread,
    OwnerChain,
    OwnerMethod,
    WaiterThread,
    WaiterChain,
    WaiterMethod,
}

impl Aspect {
    pub const ALL: [Aspect; 9] = [
        Aspect::Kind,
        Aspect::LockClass,
        Aspect::Lock,
        Aspect::OwnerThread,
        Aspect::OwnerChain,
        Aspect::OwnerMethod,
        Aspect::WaiterThread,
        Aspect::WaiterChain,
        Aspect::WaiterMethod,
    ];

    /// The name on the command line and in the report.
    pub fn name(self) -> &'static str {
        match self {
            Aspect::Kind => "kind",
            Aspect::LockClass => "lock-class",
            Aspect::Lock => "lock",
            Aspect::OwnerThread => "owner-thread",
            Aspect::OwnerChain => "owner-chain",
            Aspect::OwnerMethod => "owner-method",
            Aspect::WaiterThread => "waiter-thread",
            Aspect::WaiterChain => "waiter-chain",
            Aspect::WaiterMethod => "waiter-method",
        }
    }

    /// `a,b,c` as aspects.
    pub fn parse_list(list: &str) -> Result<Vec<Aspect>, String> {
        list.split(',')
            .map(|name| {
                let name = name.trim();
                Aspect::ALL
                    .iter()
                    .copied()
                    .find(|a| a.name() == name)
                    .ok_or_else(|| {
                        let known: Vec<_> = Aspect::ALL.iter().map(|a| a.name()).collect();
                        format!(
                            "--blame-by: unknown aspect '{name}' (known: {})",
                            known.join(", ")
                        )
                    })
            })
            .collect()
    }
}

/// The default order: which lock classes, held where, blocked whom where.
pub const DEFAULT_ASPECTS: [Aspect; 3] =
    [Aspect::LockClass, Aspect::OwnerMethod, Aspect::WaiterMethod];

/// A node of the aggregation tree.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Node {
    pub key: String,
    pub ns: u64,
    pub count: u64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<Node>,
}

/// A thread and chain with the time it accounts for.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct BlameEntry {
    /// The Java thread (id 0, "(unknown)": no owner is known).
    pub thread: ThreadRef,
    /// Innermost frame first, as `Class.method(File.java:line)`.
    pub chain: Vec<String>,
    pub ns: u64,
    /// Contention records (one per waiter and owner in turn).
    pub count: u64,
}

/// One lock's blame, for the report.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct LockBlame {
    /// Total time threads were blocked on the lock.
    pub contended_ns: u64,
    /// ... of which notified waiters re-acquiring it.
    pub after_wait_ns: u64,
    pub records: u64,
    pub by_owner: Vec<BlameEntry>,
    pub by_waiter: Vec<BlameEntry>,
    /// The distribution of individual waits: each waiter's whole
    /// contended acquisition (or park), spins that won included.
    #[serde(default)]
    pub waits: WaitStats,
    /// Per owner, the distribution of the periods blamed on it; most
    /// time first.
    #[serde(default)]
    pub owner_waits: Vec<OwnerWaits>,
    /// Wait chains: the same time, each period followed to the first
    /// owner down the chain that was not blocked itself (absent when no
    /// owner of this lock was blocked while holding it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub by_root_owner: Vec<super::wait_chains::RootBlame>,
}

/// One owner's share of a lock's waits.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct OwnerWaits {
    pub thread: ThreadRef,
    #[serde(flatten)]
    pub waits: WaitStats,
}

pub use crate::thread_ref::UNKNOWN;

/// A resolved chain, shared.
type Frames = Rc<[String]>;

/// Names for what a contention refers to by number. Chains are resolved
/// once per chain and shared; grouping goes by numbers, and names are
/// built once per group (a run can have hundreds of thousands of records).
pub struct Names<'a> {
    analysis: &'a Analysis,
    /// Lock id → its class name.
    lock_classes: HashMap<u64, String>,
    /// (chain id, trimmed to user frames) → frames.
    chain_cache: RefCell<HashMap<(u32, bool), Frames>>,
    /// (aspect, what it is of) → the aggregation key.
    key_cache: RefCell<HashMap<(usize, u64), Rc<str>>>,
}

/// A chain id for a contention's owner: the chain a forward reference
/// resolved to, or none.
fn owner_chain_id(analysis: &Analysis, c: &Contention) -> Option<u32> {
    match c.owner_chain? {
        OwnerChain::Known(id) => Some(id),
        OwnerChain::Forward(f) => analysis.forwards.get(&f).copied(),
    }
}

impl<'a> Names<'a> {
    /// `lock_classes`: every lock id's class (the caller knows the
    /// monitors; park blockers' classes come from the trace).
    pub fn new(analysis: &'a Analysis, mut lock_classes: HashMap<u64, String>) -> Names<'a> {
        for &(_, class, id) in &analysis.blockers {
            let name = analysis.classes.get(&class).cloned().unwrap_or_default();
            lock_classes.insert(id, name);
        }
        for (&id, &(_, class)) in &analysis.monitor_info {
            if let Some(name) = analysis.classes.get(&class) {
                lock_classes.entry(id).or_insert_with(|| name.clone());
            }
        }
        Names {
            analysis,
            lock_classes,
            chain_cache: Default::default(),
            key_cache: Default::default(),
        }
    }

    pub fn thread(&self, id: Option<u32>) -> String {
        id.map_or_else(|| UNKNOWN.to_owned(), |id| self.analysis.thread_name(id))
    }

    /// The thread as the report refers to it.
    pub fn thread_ref(&self, id: Option<u32>) -> ThreadRef {
        ThreadRef {
            id: id.unwrap_or(0),
            name: self.thread(id),
        }
    }

    pub fn lock_class(&self, lock: u64) -> &str {
        self.lock_classes.get(&lock).map_or("?", String::as_str)
    }

    /// A lock as the text views name it: `Class#id`.
    pub fn lock(&self, lock: u64) -> String {
        format!("{}#{lock}", self.lock_class(lock))
    }

    /// Chain `id`'s frames, innermost first (`park`: from the first user
    /// frame, see [`user_frames`]).
    fn frames(&self, id: Option<u32>, park: bool) -> Rc<[String]> {
        let Some(id) = id else {
            return Rc::from(Vec::new());
        };
        if let Some(c) = self.chain_cache.borrow().get(&(id, park)) {
            return Rc::clone(c);
        }
        let a = self.analysis;
        let frames: Vec<String> = a
            .chains
            .get(&id)
            .into_iter()
            .flatten()
            .map(|&(method, line)| {
                let (class, name, file) = a.methods.get(&method).cloned().unwrap_or_default();
                Frame {
                    class: a.classes.get(&class).cloned().unwrap_or_default().into(),
                    method: name.into(),
                    file: (!file.is_empty()).then(|| file.into()),
                    line: (line != 0).then_some(line),
                }
                .to_string()
            })
            .collect();
        let frames: Rc<[String]> = user_frames(park, frames).into();
        self.chain_cache
            .borrow_mut()
            .insert((id, park), Rc::clone(&frames));
        frames
    }

    /// Chain `id`'s frames, innermost first.
    pub fn chain(&self, id: u32) -> Rc<[String]> {
        self.frames(Some(id), false)
    }

    /// The owner's chain (a forward reference resolved; empty if unknown).
    pub fn owner_chain(&self, c: &Contention) -> Rc<[String]> {
        self.frames(owner_chain_id(self.analysis, c), c.park)
    }

    /// The waiter's chain.
    pub fn waiter_chain(&self, c: &Contention) -> Rc<[String]> {
        self.frames(Some(c.waiter_chain), c.park)
    }

    /// `c`'s key under `aspect`, built once for everything that shares it.
    fn key(&self, c: &Contention, aspect: Aspect) -> Rc<str> {
        let chain_key =
            |id: Option<u32>| u64::from(id.unwrap_or(u32::MAX)) << 1 | u64::from(c.park);
        let of = match aspect {
            Aspect::Kind => u64::from(c.park),
            Aspect::LockClass | Aspect::Lock => c.lock,
            Aspect::OwnerThread => c.owner.map_or(u64::MAX, u64::from),
            Aspect::OwnerChain | Aspect::OwnerMethod => chain_key(owner_chain_id(self.analysis, c)),
            Aspect::WaiterThread => u64::from(c.waiter),
            Aspect::WaiterChain | Aspect::WaiterMethod => chain_key(Some(c.waiter_chain)),
        };
        let cache_key = (aspect as usize, of);
        if let Some(k) = self.key_cache.borrow().get(&cache_key) {
            return Rc::clone(k);
        }
        let method = |chain: Rc<[String]>| {
            chain
                .first()
                .map(|f| f.split('(').next().unwrap_or(f).to_owned())
                .unwrap_or_else(|| UNKNOWN.to_owned())
        };
        let joined = |chain: Rc<[String]>| {
            if chain.is_empty() {
                UNKNOWN.to_owned()
            } else {
                chain.join(" <- ")
            }
        };
        let key: Rc<str> = match aspect {
            Aspect::Kind => if c.park { "park" } else { "monitor" }.to_owned(),
            Aspect::LockClass => self.lock_class(c.lock).to_owned(),
            Aspect::Lock => self.lock(c.lock),
            Aspect::OwnerThread => self.thread(c.owner),
            Aspect::OwnerChain => joined(self.owner_chain(c)),
            Aspect::OwnerMethod => method(self.owner_chain(c)),
            Aspect::WaiterThread => self.thread(Some(c.waiter)),
            Aspect::WaiterChain => joined(self.waiter_chain(c)),
            Aspect::WaiterMethod => method(self.waiter_chain(c)),
        }
        .into();
        self.key_cache
            .borrow_mut()
            .insert(cache_key, Rc::clone(&key));
        key
    }

    /// The aggregation tree of `contentions` by `aspects`, each level
    /// sorted by time, descending.
    pub fn tree(&self, contentions: &[Contention], aspects: &[Aspect]) -> Vec<Node> {
        let all: Vec<&Contention> = contentions.iter().collect();
        self.subtree(&all, aspects)
    }

    fn subtree(&self, contentions: &[&Contention], aspects: &[Aspect]) -> Vec<Node> {
        let Some((&first, rest)) = aspects.split_first() else {
            return Vec::new();
        };
        let mut groups: HashMap<Rc<str>, Vec<&Contention>> = HashMap::new();
        for &c in contentions {
            groups.entry(self.key(c, first)).or_default().push(c);
        }
        let mut nodes: Vec<Node> = groups
            .into_iter()
            .map(|(key, cs)| Node {
                key: key.to_string(),
                ns: cs.iter().map(|c| c.ns()).sum(),
                count: cs.iter().map(|c| c.count).sum(),
                children: self.subtree(&cs, rest),
            })
            .collect();
        nodes.sort_by(|a, b| b.ns.cmp(&a.ns).then_with(|| a.key.cmp(&b.key)));
        nodes
    }

    /// A lock's blame from its contentions.
    pub fn lock_blame(&self, contentions: &[&Contention]) -> LockBlame {
        // (thread, chain id) → (ns, count); names once per group.
        type Groups = HashMap<(Option<u32>, Option<u32>), (u64, u64)>;
        let mut owners: Groups = HashMap::new();
        let mut waiters: Groups = HashMap::new();
        let mut blame = LockBlame::default();
        let mut park = false;
        for c in contentions {
            park |= c.park;
            blame.contended_ns += c.ns();
            if c.after_wait {
                blame.after_wait_ns += c.ns();
            }
            blame.records += c.count;
            for (map, key) in [
                (&mut owners, (c.owner, owner_chain_id(self.analysis, c))),
                (&mut waiters, (Some(c.waiter), Some(c.waiter_chain))),
            ] {
                let e = map.entry(key).or_default();
                e.0 += c.ns();
                e.1 += c.count;
            }
        }
        let entries = |groups: Groups| {
            // Threads and chains that differ only in frames trimmed away
            // (park-based locks) fall together here.
            let mut named: HashMap<(ThreadRef, Vec<String>), (u64, u64)> = HashMap::new();
            for ((thread, chain), (ns, count)) in groups {
                let key = (self.thread_ref(thread), self.frames(chain, park).to_vec());
                let e = named.entry(key).or_default();
                e.0 += ns;
                e.1 += count;
            }
            sorted_entries(named)
        };
        blame.by_owner = entries(owners);
        blame.by_waiter = entries(waiters);
        blame
    }

    /// The frames of an owner's chain (a forward reference resolved).
    pub fn owner_frames(&self, chain: Option<OwnerChain>, park: bool) -> Vec<String> {
        let id = match chain {
            Some(OwnerChain::Known(id)) => Some(id),
            Some(OwnerChain::Forward(f)) => self.analysis.forwards.get(&f).copied(),
            None => None,
        };
        self.frames(id, park).to_vec()
    }

    /// `lock`'s distributions of waits, overall and per owner.
    pub fn wait_stats(&self, lock: u64) -> (WaitStats, Vec<OwnerWaits>) {
        let a = self.analysis;
        let all = a.waits.get(&lock).map(|h| h.stats()).unwrap_or_default();
        let mut owners: Vec<OwnerWaits> = a
            .owner_waits
            .iter()
            .filter(|((l, _), _)| *l == lock)
            .map(|(&(_, owner), h)| OwnerWaits {
                thread: self.thread_ref((owner != 0).then_some(owner)),
                waits: h.stats(),
            })
            .collect();
        owners.sort_by(|a, b| {
            b.waits
                .total_ns
                .cmp(&a.waits.total_ns)
                .then_with(|| a.thread.cmp(&b.thread))
        });
        (all, owners)
    }
}

impl Naming for Names<'_> {
    fn thread_ref(&self, id: Option<u32>) -> ThreadRef {
        Names::thread_ref(self, id)
    }
    fn owner_frames(&self, chain: Option<OwnerChain>, park: bool) -> Vec<String> {
        Names::owner_frames(self, chain, park)
    }
    fn lock(&self, lock: u64) -> String {
        Names::lock(self, lock)
    }
}

/// A park-based contention's chain from the first frame outside the
/// synchronizer library: parks and unparks happen deep inside
/// `java.util.concurrent` (`LockSupport.park` ← `ReentrantLock.lock` ← ...),
/// and the user asks where *their* code locked or unlocked. (The trace keeps
/// whole chains.) Intrinsic locks' chains are kept whole.
fn user_frames(park: bool, chain: Vec<String>) -> Vec<String> {
    const LIBRARY: [&str; 2] = ["java.util.concurrent.", "jdk.internal."];
    if !park {
        return chain;
    }
    match chain
        .iter()
        .position(|f| !LIBRARY.iter().any(|l| f.starts_with(l)))
    {
        Some(first) => chain[first..].to_vec(),
        None => chain,
    }
}

fn sorted_entries(map: HashMap<(ThreadRef, Vec<String>), (u64, u64)>) -> Vec<BlameEntry> {
    let mut v: Vec<BlameEntry> = map
        .into_iter()
        .map(|((thread, chain), (ns, count))| BlameEntry {
            thread,
            chain,
            ns,
            count,
        })
        .collect();
    v.sort_by(|a, b| {
        b.ns.cmp(&a.ns)
            .then_with(|| a.thread.cmp(&b.thread))
            .then_with(|| a.chain.cmp(&b.chain))
    });
    v
}

/// The tree as indented text, each line with its time and share of the
/// total; at most `width` children per node.
pub fn tree_text(nodes: &[Node], width: usize) -> String {
    let total: u64 = nodes.iter().map(|n| n.ns).sum();
    let mut out = String::new();
    fn walk(out: &mut String, nodes: &[Node], depth: usize, total: u64, width: usize) {
        for n in nodes.iter().take(width) {
            let share = if total > 0 {
                100.0 * n.ns as f64 / total as f64
            } else {
                0.0
            };
            let _ = writeln!(
                out,
                "{:indent$}{share:5.1}% {:>10.3} ms {:>6}x  {}",
                "",
                n.ns as f64 / 1e6,
                n.count,
                n.key,
                indent = 2 + 2 * depth
            );
            walk(out, &n.children, depth + 1, total, width);
        }
        if nodes.len() > width {
            let _ = writeln!(
                out,
                "{:indent$}... {} more",
                "",
                nodes.len() - width,
                indent = 2 + 2 * depth
            );
        }
    }
    walk(&mut out, nodes, 0, total, width);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aspects_parse_and_refuse() {
        assert_eq!(
            Aspect::parse_list("lock-class,owner-method").unwrap(),
            [Aspect::LockClass, Aspect::OwnerMethod]
        );
        assert!(Aspect::parse_list("lock-class,nonsense")
            .unwrap_err()
            .contains("unknown aspect 'nonsense'"));
    }
}
