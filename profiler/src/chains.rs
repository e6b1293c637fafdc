//! Call chains: the VM's stack walkers, and an interning table.
//!
//! The locking crate knows no frames; the VM gives a session its
//! [`Walkers`] and the session's profilers ask them (through the session's
//! [`Chains`]) for the calling thread's frames (HPROF: the top 4 on every
//! contended enter; Free Lunch: the whole chain, once per lock; blame: raw
//! frames, resolved once per new method). Chains are interned, per
//! session: a lock profile keeps just a number.

use parking_lot::Mutex;
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use locking::LockingThread;

/// One frame of a call chain, printed like a Java stack trace element.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Frame {
    /// Dotted class name.
    pub class: Box<str>,
    pub method: Box<str>,
    /// Source file name, if the class file says.
    pub file: Option<Box<str>>,
    /// Source line (`None`: unknown; HotSpot prints "Unknown Source").
    pub line: Option<u32>,
}

impl fmt::Display for Frame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}(", self.class, self.method)?;
        match (&self.file, self.line) {
            (Some(file), Some(line)) => write!(f, "{file}:{line})"),
            (Some(file), None) => write!(f, "{file})"),
            (None, _) => f.write_str("Unknown Source)"),
        }
    }
}

/// The calling thread's frames, innermost first, at most `max_depth`
/// (`thread` is the caller's locking identity).
pub type StackWalker = fn(thread: &LockingThread, max_depth: usize) -> Vec<Frame>;

/// A frame as the stack walk finds it, before anything is resolved to
/// names: the method (an address the VM keeps for the whole run) and the
/// bytecode index. Cheap to hash, so chains are interned by these (paper
/// 002 §3.4: "we compute the hash code of a call chain from the
/// instruction pointers") and resolved to [`Frame`]s only when new.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RawFrame {
    pub method: usize,
    pub bci: u32,
}

/// The calling thread's frames, innermost first, at most `max_depth`,
/// appended to `out`.
pub type RawStackWalker = fn(out: &mut Vec<RawFrame>, max_depth: usize);

/// The [`Frame`] a [`RawFrame`] from the VM's [`RawStackWalker`] stands for.
pub type FrameResolver = fn(RawFrame) -> Frame;

/// The VM's stack walkers, given to a session when it starts. The
/// [`Default`] ones know no frames: every chain is empty (what a session
/// outside a VM, in a test, sees).
#[derive(Clone, Copy, Debug)]
pub struct Walkers {
    /// The Java stack with names (HPROF's traces, Free Lunch's chains).
    pub stack: StackWalker,
    /// The Java stack as raw frames (blame tracing).
    pub raw: RawStackWalker,
    /// Names for a raw frame.
    pub resolve: FrameResolver,
}

impl Default for Walkers {
    fn default() -> Walkers {
        Walkers {
            stack: |_, _| Vec::new(),
            raw: |_, _| {},
            resolve: |raw| Frame {
                class: "?".into(),
                method: format!("{:#x}", raw.method).into(),
                file: None,
                line: None,
            },
        }
    }
}

/// One session's call chains: the VM's walkers and the table of the
/// chains that first inflated each lock. Shared (`Arc`) by the parts of the
/// session that walk stacks (HPROF, Free Lunch, blame's recorder) and by
/// the chain recorder the session installs in its locking context.
#[derive(Debug, Default)]
pub struct Chains {
    walkers: Walkers,
    inflation: ChainTable,
}

impl Chains {
    /// Chains walked with `walkers`, and an empty inflation table.
    pub fn new(walkers: Walkers) -> Chains {
        Chains {
            walkers,
            inflation: ChainTable::default(),
        }
    }

    /// The calling thread's top `max_depth` frames.
    pub fn walk(&self, thread: &LockingThread, max_depth: usize) -> Vec<Frame> {
        (self.walkers.stack)(thread, max_depth)
    }

    /// The calling thread's top `max_depth` raw frames, appended to `out`.
    pub fn walk_raw(&self, out: &mut Vec<RawFrame>, max_depth: usize) {
        (self.walkers.raw)(out, max_depth);
    }

    /// The frame `raw` stands for.
    pub fn resolve(&self, raw: RawFrame) -> Frame {
        (self.walkers.resolve)(raw)
    }

    /// The chains of the acquisitions that first inflated each lock (Free
    /// Lunch's report), filled through the locking crate's chain recorder
    /// ([`record_inflation_chain`](Self::record_inflation_chain)).
    pub fn inflation_chains(&self) -> &ChainTable {
        &self.inflation
    }

    /// The locking crate's chain recorder: the whole chain of the calling
    /// thread, interned in [`inflation_chains`](Self::inflation_chains).
    pub fn record_inflation_chain(&self, thread: &LockingThread) -> u32 {
        /// Deep enough for any real program's lock site; bounds the cost.
        const MAX_CHAIN: usize = 64;
        self.inflation.intern(self.walk(thread, MAX_CHAIN))
    }
}

/// Interned call chains, numbered from 1.
#[derive(Default)]
pub struct ChainTable {
    inner: Mutex<ChainTableInner>,
}

impl fmt::Debug for ChainTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let inner = self.inner.lock();
        f.debug_struct("ChainTable")
            .field("chains", &inner.chains.len())
            .finish()
    }
}

#[derive(Default)]
struct ChainTableInner {
    ids: HashMap<Arc<[Frame]>, u32>,
    chains: Vec<Arc<[Frame]>>,
}

impl ChainTable {
    /// The number of `chain` (the same chain always gets the same number).
    pub fn intern(&self, chain: Vec<Frame>) -> u32 {
        let mut inner = self.inner.lock();
        let chain: Arc<[Frame]> = chain.into();
        if let Some(&id) = inner.ids.get(&chain) {
            return id;
        }
        inner.chains.push(Arc::clone(&chain));
        let id = inner.chains.len() as u32;
        inner.ids.insert(chain, id);
        id
    }

    /// The chain numbered `id` (empty for 0 or an unknown number).
    pub fn get(&self, id: u32) -> Arc<[Frame]> {
        let inner = self.inner.lock();
        id.checked_sub(1)
            .and_then(|i| inner.chains.get(i as usize))
            .cloned()
            .unwrap_or_else(|| Arc::from(Vec::new()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(m: &str, line: Option<u32>) -> Frame {
        Frame {
            class: "a.B".into(),
            method: m.into(),
            file: Some("B.java".into()),
            line,
        }
    }

    #[test]
    fn frames_print_like_java() {
        assert_eq!(frame("run", Some(31)).to_string(), "a.B.run(B.java:31)");
        assert_eq!(frame("run", None).to_string(), "a.B.run(B.java)");
    }

    #[test]
    fn interning_numbers_equal_chains_once() {
        let t = ChainTable::default();
        let a = t.intern(vec![frame("x", Some(1)), frame("y", Some(2))]);
        let b = t.intern(vec![frame("z", Some(3))]);
        assert_eq!(t.intern(vec![frame("x", Some(1)), frame("y", Some(2))]), a);
        assert_ne!(a, b);
        assert_eq!(t.get(b)[0].method.as_ref(), "z");
        assert!(t.get(0).is_empty());
    }
}
