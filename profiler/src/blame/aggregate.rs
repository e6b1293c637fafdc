//! Aggregation of contentions (paper 002 §4.2, Fig. 7): by any ordered list
//! of aspects — a tree whose every node sums the contended time of the
//! contentions below it — and, per lock, the owners and the waiters that
//! the report lists.

use std::collections::HashMap;
use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::analysis::{Analysis, Contention, OwnerChain};
use crate::chains::Frame;

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
    /// The Java thread's name ("(unknown)": no owner is known).
    pub thread: String,
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
}

/// The name of the owner nobody knows.
pub const UNKNOWN: &str = "(unknown)";

/// Names for what a contention refers to by number.
pub struct Names<'a> {
    analysis: &'a Analysis,
    /// Lock id → its class name.
    lock_classes: HashMap<u64, String>,
    chain_cache: std::cell::RefCell<HashMap<u32, Vec<String>>>,
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
        }
    }

    pub fn thread(&self, id: Option<u32>) -> String {
        id.map_or_else(|| UNKNOWN.to_owned(), |id| self.analysis.thread_name(id))
    }

    pub fn lock_class(&self, lock: u64) -> &str {
        self.lock_classes.get(&lock).map_or("?", String::as_str)
    }

    /// A lock as the text views name it: `Class#id`.
    pub fn lock(&self, lock: u64) -> String {
        format!("{}#{lock}", self.lock_class(lock))
    }

    /// Chain `id`'s frames, innermost first.
    pub fn chain(&self, id: u32) -> Vec<String> {
        if let Some(c) = self.chain_cache.borrow().get(&id) {
            return c.clone();
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
        self.chain_cache.borrow_mut().insert(id, frames.clone());
        frames
    }

    /// The owner's chain (a forward reference resolved; empty if unknown).
    pub fn owner_chain(&self, c: &Contention) -> Vec<String> {
        let chain = match c.owner_chain {
            Some(OwnerChain::Known(id)) => self.chain(id),
            Some(OwnerChain::Forward(f)) => self
                .analysis
                .forwards
                .get(&f)
                .map_or_else(Vec::new, |&id| self.chain(id)),
            None => Vec::new(),
        };
        user_frames(c, chain)
    }

    /// The waiter's chain.
    pub fn waiter_chain(&self, c: &Contention) -> Vec<String> {
        user_frames(c, self.chain(c.waiter_chain))
    }

    fn key(&self, c: &Contention, aspect: Aspect) -> String {
        let method = |chain: Vec<String>| {
            chain
                .first()
                .map(|f| f.split('(').next().unwrap_or(f).to_owned())
                .unwrap_or_else(|| UNKNOWN.to_owned())
        };
        let joined = |chain: Vec<String>| {
            if chain.is_empty() {
                UNKNOWN.to_owned()
            } else {
                chain.join(" <- ")
            }
        };
        match aspect {
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
    }

    /// The aggregation tree of `contentions` by `aspects`, each level
    /// sorted by time, descending.
    pub fn tree(&self, contentions: &[Contention], aspects: &[Aspect]) -> Vec<Node> {
        let Some((&first, rest)) = aspects.split_first() else {
            return Vec::new();
        };
        let mut groups: HashMap<String, Vec<Contention>> = HashMap::new();
        for c in contentions {
            groups
                .entry(self.key(c, first))
                .or_default()
                .push(c.clone());
        }
        let mut nodes: Vec<Node> = groups
            .into_iter()
            .map(|(key, cs)| Node {
                key,
                ns: cs.iter().map(Contention::ns).sum(),
                count: cs.len() as u64,
                children: self.tree(&cs, rest),
            })
            .collect();
        nodes.sort_by(|a, b| b.ns.cmp(&a.ns).then_with(|| a.key.cmp(&b.key)));
        nodes
    }

    /// `lock`'s blame from its contentions.
    pub fn lock_blame(&self, contentions: &[&Contention]) -> LockBlame {
        let mut owners: HashMap<(String, Vec<String>), (u64, u64)> = HashMap::new();
        let mut waiters: HashMap<(String, Vec<String>), (u64, u64)> = HashMap::new();
        let mut blame = LockBlame::default();
        for c in contentions {
            blame.contended_ns += c.ns();
            if c.after_wait {
                blame.after_wait_ns += c.ns();
            }
            blame.records += 1;
            for (map, key) in [
                (&mut owners, (self.thread(c.owner), self.owner_chain(c))),
                (
                    &mut waiters,
                    (self.thread(Some(c.waiter)), self.waiter_chain(c)),
                ),
            ] {
                let e = map.entry(key).or_default();
                e.0 += c.ns();
                e.1 += 1;
            }
        }
        blame.by_owner = sorted_entries(owners);
        blame.by_waiter = sorted_entries(waiters);
        blame
    }
}

/// A park-based contention's chain from the first frame outside the
/// synchronizer library: parks and unparks happen deep inside
/// `java.util.concurrent` (`LockSupport.park` ← `ReentrantLock.lock` ← ...),
/// and the user asks where *their* code locked or unlocked. (The trace keeps
/// whole chains.) Intrinsic locks' chains are kept whole.
fn user_frames(c: &Contention, chain: Vec<String>) -> Vec<String> {
    const LIBRARY: [&str; 2] = ["java.util.concurrent.", "jdk.internal."];
    if !c.park {
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

fn sorted_entries(map: HashMap<(String, Vec<String>), (u64, u64)>) -> Vec<BlameEntry> {
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
