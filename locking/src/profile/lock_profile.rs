//! Per-lock profiling data, and the side table that keeps it across
//! deflation.
//!
//! A [`LockProfile`] is created the first time an object's lock inflates
//! while profiling is on, and lives for the rest of the run. The monitor
//! points at it while the object is inflated; deflation just drops the
//! pointer and the next inflation finds the same profile again in the side
//! table, which maps the object's address to its profile — and is touched
//! only on inflation (paper 000 §3.3: "this map is only accessed during
//! inflation and deflation"; we do not even need it on deflation) and when
//! objects die.
//!
//! Objects never move, so an address names one object from its allocation
//! to its death. When the collector finds the object unreachable
//! (`gc.rs`, at a safepoint, before the memory is reused) its
//! profile is **retired**: taken out of the address map, so that a new
//! object at the same address gets a new profile and a new id, but kept
//! in the list of all profiles, with the time it died, so that the reports
//! still show the dead lock. A profile holds no reference to its object
//! (the address is a number), so it keeps nothing alive.
//!
//! The counters of a monitor are written only by the thread that **owns
//! the monitor** (each adds what it measured once it holds the lock), so
//! they need no atomic read-modify-write and no lock of their own: an
//! [`OwnerCounter`] is a relaxed load and a relaxed store. Monitor
//! ownership orders the owners' updates; the VM thread reads them at a
//! safepoint, when every Java thread is stopped.
//!
//! A **park-based lock** (a `java.util.concurrent` synchronizer threads
//! park on: `profile/park.rs`) has a profile too, found the same way by its
//! object's address. No monitor orders its updates — the threads that
//! parked on it add their times as they wake, in any order — so its
//! counters are added with [`OwnerCounter::add_shared`], an atomic add.
//!
//! The side table is the context's (`state.rs` holds it); the functions
//! that reach it through a context are in `mod.rs`.

use std::collections::HashMap;
use std::fmt;
// Unmodelled (`sync::unmodelled`): profiling statistics and hooks, outside
// the lock protocol the loom models check.
use crate::sync::unmodelled::{AtomicU32, AtomicU64, AtomicU8, Ordering::Relaxed};

use crate::class::LockClass;
use crate::object::ObjectRef;

/// A counter written only by the owner of a monitor (see the module docs).
#[derive(Default)]
pub struct OwnerCounter(AtomicU64);

impl OwnerCounter {
    /// Add `n`. Only the monitor's owner may call this.
    #[inline]
    pub fn add(&self, n: u64) {
        self.0.store(self.0.load(Relaxed).wrapping_add(n), Relaxed);
    }

    /// Overwrite (owner only).
    #[inline]
    pub fn set(&self, n: u64) {
        self.0.store(n, Relaxed);
    }

    /// Add `n` when no monitor ownership orders the writers (park-based
    /// locks): an atomic add.
    #[inline]
    pub fn add_shared(&self, n: u64) {
        self.0.fetch_add(n, Relaxed);
    }

    /// The value (exact at a safepoint or for the owner).
    #[inline]
    pub fn get(&self) -> u64 {
        self.0.load(Relaxed)
    }
}

impl fmt::Debug for OwnerCounter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.get().fmt(f)
    }
}

/// What every profiler built into the monitor records about one lock
/// (cumulative since the lock first inflated; the profilers take
/// differences per interval).
#[derive(Debug)]
pub struct LockProfile {
    /// Stable identity: 1, 2, 3... in order of first inflation.
    pub id: u64,
    /// The object's address while it lived (after the lock is
    /// [retired](Self::died_ns), another object may live there).
    pub object: usize,
    /// The object's class.
    pub class: &'static LockClass,
    /// The call chain of the contended acquisition that first inflated the
    /// lock (or first parked on it), as the installed chain recorder
    /// numbered it (0: none yet).
    chain: AtomicU32,
    /// How the lock has been used: bits [`AS_MONITOR`], [`AS_PARK`].
    uses: AtomicU8,

    /// Free Lunch: time spent acquiring the monitor on its slow path
    /// (spinning, queueing, parking; also re-entering after `wait`).
    pub acquiring_ns: OwnerCounter,

    /// JLM / Health Center: successful acquisitions while inflated.
    pub gets: OwnerCounter,
    /// ... of which not recursive.
    pub nonrec: OwnerCounter,
    /// ... of which found the monitor owned by another thread first.
    pub slow: OwnerCounter,
    /// ... recursive ones.
    pub rec: OwnerCounter,
    /// Spin iterations of the threads that acquired (JLM's TIER2: the inner
    /// spin loop).
    pub tier2: OwnerCounter,
    /// Times acquiring threads went around the park loop (JLM's TIER3, the
    /// outer loop, which on J9 yields and on HotSpot parks).
    pub tier3: OwnerCounter,
    /// Total time the monitor was held (non-recursive acquisition to final
    /// release), for AVER-HTM, %UTIL and MSDK's CS time.
    pub hold_ns: OwnerCounter,
    /// When the current hold began (owner only).
    pub(crate) held_since: OwnerCounter,

    /// JProfiler/YourKit/MSDK: contended enters (the JVMTI event: after the
    /// early spin failed) and the time from them to owning.
    pub block_count: OwnerCounter,
    pub block_ns: OwnerCounter,
    /// `Object.wait` calls on this lock and their time (to the wake-up).
    pub wait_count: OwnerCounter,
    pub wait_ns: OwnerCounter,

    /// Blame tracing's per-lock sequence number: the last one given out
    /// (`profile/blame/`). Taken by owners and blocked threads alike.
    blame_seq: AtomicU64,
    /// When the object died ([`clock`](super::clock) ns; 0: alive). Set
    /// at a safepoint by the collection, read by the reports.
    died_ns: AtomicU64,
}

impl LockProfile {
    fn new(id: u64, obj: ObjectRef) -> LockProfile {
        LockProfile {
            id,
            object: obj.addr(),
            class: obj.class(),
            chain: AtomicU32::new(0),
            uses: AtomicU8::new(0),
            acquiring_ns: OwnerCounter::default(),
            gets: OwnerCounter::default(),
            nonrec: OwnerCounter::default(),
            slow: OwnerCounter::default(),
            rec: OwnerCounter::default(),
            tier2: OwnerCounter::default(),
            tier3: OwnerCounter::default(),
            hold_ns: OwnerCounter::default(),
            held_since: OwnerCounter::default(),
            block_count: OwnerCounter::default(),
            block_ns: OwnerCounter::default(),
            wait_count: OwnerCounter::default(),
            wait_ns: OwnerCounter::default(),
            blame_seq: AtomicU64::new(0),
            died_ns: AtomicU64::new(0),
        }
    }

    /// When the lock's object died, in [`clock`](super::clock) ns: `None`
    /// while it is alive. A retired profile keeps its data and id for the
    /// reports; no thread updates it any more.
    pub fn died_ns(&self) -> Option<u64> {
        match self.died_ns.load(Relaxed) {
            0 => None,
            t => Some(t),
        }
    }

    /// Whether the lock is park-based: threads parked to acquire it (or to
    /// wait on one of its conditions) and it never inflated as a monitor.
    /// A park-based lock's acquisitions happen in Java (a CAS on its state)
    /// and are invisible here: only its parks are counted.
    pub fn is_park(&self) -> bool {
        self.uses.load(Relaxed) == AS_PARK
    }

    /// Note that the lock is used as `how` ([`AS_MONITOR`] or [`AS_PARK`]).
    pub(crate) fn used_as(&self, how: u8) {
        if self.uses.load(Relaxed) & how == 0 {
            self.uses.fetch_or(how, Relaxed);
        }
    }

    /// The chain recorded for the first contended inflation (0: none).
    pub fn chain(&self) -> u32 {
        self.chain.load(Relaxed)
    }

    /// The next blame sequence number of this lock (1, 2, 3, ...; gap-free).
    pub(crate) fn next_blame_seq(&self) -> u64 {
        self.blame_seq.fetch_add(1, Relaxed) + 1
    }

    /// Record `chain` unless one is already recorded.
    pub(crate) fn set_chain_once(&self, chain: u32) {
        let _ = self.chain.compare_exchange(0, chain, Relaxed, Relaxed);
    }
}

/// [`LockProfile::used_as`]: the object's monitor inflated.
pub(crate) const AS_MONITOR: u8 = 1;
/// [`LockProfile::used_as`]: a thread parked on the object.
pub(crate) const AS_PARK: u8 = 2;

/// The side table (in the context's profiling state, under its mutex):
/// object address -> profile, and every profile so far.
#[derive(Default)]
pub(crate) struct SideTable {
    by_object: HashMap<usize, &'static LockProfile>,
    /// In order of creation (= id order), for walks.
    all: Vec<&'static LockProfile>,
}

impl SideTable {
    /// The profile of `obj`'s lock, created on its first inflation.
    pub(crate) fn profile_of(&mut self, obj: ObjectRef) -> &'static LockProfile {
        if let Some(p) = self.by_object.get(&obj.addr()) {
            return p;
        }
        // Leaked on purpose: a profile lives as long as the run (reports are
        // written at exit), and the monitor may point at it at any time.
        let p: &'static LockProfile =
            Box::leak(Box::new(LockProfile::new(self.all.len() as u64 + 1, obj)));
        self.by_object.insert(obj.addr(), p);
        self.all.push(p);
        p
    }

    /// Retire the profile of every object that `is_live` says is dead (see
    /// [`retire_dead`](super::retire_dead)).
    pub(crate) fn retire_dead(
        &mut self,
        is_live: &dyn Fn(usize) -> bool,
        now_ns: u64,
    ) -> Vec<&'static LockProfile> {
        let mut retired = Vec::new();
        self.by_object.retain(|&addr, p| {
            if is_live(addr) {
                return true;
            }
            p.died_ns.store(now_ns.max(1), Relaxed);
            retired.push(*p);
            false
        });
        retired.sort_by_key(|p| p.id);
        retired
    }

    /// Every profile so far, in id order.
    pub(crate) fn all(&self) -> &[&'static LockProfile] {
        &self.all
    }
}
