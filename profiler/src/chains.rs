//! Call chains: the VM's stack walker, and an interning table.
//!
//! The locking crate knows no frames; the VM installs a [`StackWalker`] and
//! profilers ask it for the calling thread's frames (HPROF: the top 4 on
//! every contended enter; Free Lunch: the whole chain, once per lock).
//! Chains are interned: a lock profile keeps just a number.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};

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

static WALKER: OnceLock<StackWalker> = OnceLock::new();

/// Install the VM's stack walker (once).
pub fn install_stack_walker(walker: StackWalker) {
    let _ = WALKER.set(walker);
}

/// The calling thread's top `max_depth` frames (empty without a walker).
pub fn walk(thread: &LockingThread, max_depth: usize) -> Vec<Frame> {
    WALKER.get().map_or_else(Vec::new, |w| w(thread, max_depth))
}

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

static RAW_WALKER: OnceLock<(RawStackWalker, FrameResolver)> = OnceLock::new();

/// Install the VM's raw stack walker and its resolver (once).
pub fn install_raw_walker(walker: RawStackWalker, resolver: FrameResolver) {
    let _ = RAW_WALKER.set((walker, resolver));
}

/// The calling thread's top `max_depth` raw frames, appended to `out`
/// (nothing without a walker).
pub fn walk_raw(out: &mut Vec<RawFrame>, max_depth: usize) {
    if let Some((walker, _)) = RAW_WALKER.get() {
        walker(out, max_depth);
    }
}

/// The frame `raw` stands for.
pub fn resolve(raw: RawFrame) -> Frame {
    match RAW_WALKER.get() {
        Some((_, resolver)) => resolver(raw),
        None => Frame {
            class: "?".into(),
            method: format!("{:#x}", raw.method).into(),
            file: None,
            line: None,
        },
    }
}

/// Interned call chains, numbered from 1.
#[derive(Default)]
pub struct ChainTable {
    inner: Mutex<ChainTableInner>,
}

#[derive(Default)]
struct ChainTableInner {
    ids: HashMap<Arc<[Frame]>, u32>,
    chains: Vec<Arc<[Frame]>>,
}

impl ChainTable {
    /// The number of `chain` (the same chain always gets the same number).
    pub fn intern(&self, chain: Vec<Frame>) -> u32 {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
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
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        id.checked_sub(1)
            .and_then(|i| inner.chains.get(i as usize))
            .cloned()
            .unwrap_or_else(|| Arc::from(Vec::new()))
    }
}

/// The chains of the acquisitions that first inflated each lock (Free
/// Lunch's report), filled through the locking crate's chain recorder.
pub fn inflation_chains() -> &'static ChainTable {
    static TABLE: OnceLock<ChainTable> = OnceLock::new();
    TABLE.get_or_init(ChainTable::default)
}

/// The locking crate's chain recorder: the whole chain of the calling
/// thread, interned in [`inflation_chains`].
pub fn record_inflation_chain(thread: &LockingThread) -> u32 {
    /// Deep enough for any real program's lock site; bounds the cost.
    const MAX_CHAIN: usize = 64;
    inflation_chains().intern(walk(thread, MAX_CHAIN))
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
