//! What a garbage collection does to the locking crate
//! (`gc::objects_died`): the monitor of a dead object goes back to
//! the pool, its lock profile is retired (kept, with its id, for the
//! reports), the blame tracer hears of it, and a new object allocated at
//! the same address is a new lock with a new profile. A live object keeps
//! its monitor, profile and hash. A dead object that a thread still holds
//! locked is a missed root: the call panics.
//! One test function: the profiling bits, the tracer, the monitor pool and
//! the safepoint are process-wide.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]
#![cfg(not(loom))]

use std::sync::{Arc, Mutex};

use locking::gc::{for_each_locked_object, objects_died};
use locking::profile::blame::ContentionTracer;
use locking::profile::{all_lock_profiles, collect, enable, LockProfile};
use locking::sync::AtomicUsize;
use locking::{
    deflation, identity_hash, init_header, monitor_enter, monitor_exit, safepoint, LockingContext,
    LockingThread, MarkState, ObjectRef,
};

/// What the tracer was told at collections: (dead addresses among those
/// asked about, retired lock ids).
#[derive(Default)]
struct Deaths(Mutex<Vec<(Vec<bool>, Vec<u64>)>>);

/// The addresses the tracer asks `is_live` about (as a blame tracer asks
/// about the park blockers it has seen).
static ASKED: Mutex<Vec<usize>> = Mutex::new(Vec::new());

impl ContentionTracer for Deaths {
    fn inflated(&self, _: &LockingThread, _: &'static LockProfile) {}
    fn contended_enter(&self, _: &LockingThread, _: &'static LockProfile, _: u64, _: u64, _: bool) {
    }
    fn contended_entered(&self, _: &LockingThread, _: &'static LockProfile, _: u64) {}
    fn contended_exit(
        &self,
        _: &LockingThread,
        _: &'static LockProfile,
        _: u64,
        _: u64,
        _: Option<u64>,
    ) {
    }
    fn resolve_forward(&self, _: &LockingThread, _: &'static LockProfile, _: u64) {}
    fn acquired(&self, _: &LockingThread, _: &'static LockProfile) {}
    fn released(&self, _: &LockingThread, _: &'static LockProfile, _: u64) {}
    fn wait_begin(&self, _: &LockingThread, _: &'static LockProfile) {}
    fn wait_end(&self, _: &LockingThread, _: &'static LockProfile) {}
    fn objects_died(&self, is_live: &dyn Fn(usize) -> bool, retired: &[&'static LockProfile]) {
        let asked = ASKED.lock().unwrap().iter().map(|&a| !is_live(a)).collect();
        self.0
            .lock()
            .unwrap()
            .push((asked, retired.iter().map(|p| p.id).collect()));
    }
}

/// A header the test "allocates" objects in: the same memory, reused.
fn object_at(header: &'static AtomicUsize) -> ObjectRef {
    // SAFETY: the header is leaked (its memory lives forever), initialised
    // with init_header() before each "allocation", and written only by the
    // locking crate while an object lives there; an object is "freed" (its
    // header re-initialised) only after objects_died said it died.
    unsafe { ObjectRef::from_header(header) }
}

/// Inflate `obj` and leave its monitor idle: the identity hash of a
/// stack-locked object inflates it. Returns the hash.
fn inflate_idle(me: &LockingThread, obj: ObjectRef) -> i32 {
    monitor_enter(me, obj);
    let hash = identity_hash(me, obj);
    monitor_exit(me, obj).unwrap();
    assert!(matches!(obj.mark().state(), MarkState::Inflated { .. }));
    hash
}

fn profiles_of(ctx: &LockingContext, addr: usize) -> Vec<&'static LockProfile> {
    all_lock_profiles(ctx)
        .into_iter()
        .filter(|p| p.object == addr)
        .collect()
}

#[test]
fn dead_objects_lose_their_monitors_and_keep_their_profiles() {
    let deaths: &'static Arc<Deaths> = Box::leak(Box::default());
    let ctx: &'static std::sync::Arc<LockingContext> = Box::leak(Box::new(
        LockingContext::builder(Default::default())
            .tracer(Arc::clone(deaths) as _)
            .build(),
    ));
    enable(ctx, collect::ACQUIRING_TIME | collect::BLAME);
    let me = LockingThread::new(ctx);

    let dead_header: &'static AtomicUsize = Box::leak(Box::new(AtomicUsize::new(init_header())));
    let live_header: &'static AtomicUsize = Box::leak(Box::new(AtomicUsize::new(init_header())));
    let (dead, live) = (object_at(dead_header), object_at(live_header));
    let (dead_addr, live_addr) = (dead.addr(), live.addr());
    ASKED.lock().unwrap().extend([dead_addr, live_addr]);
    inflate_idle(&me, dead);
    let live_hash = inflate_idle(&me, live);
    let live_mark = live.mark();
    let old = profiles_of(ctx, dead_addr);
    assert_eq!(old.len(), 1);
    let old_id = old[0].id;
    assert_eq!(old[0].died_ns(), None);
    let (in_use, free) = (
        deflation::monitors_in_use(ctx),
        deflation::monitors_free(ctx),
    );

    // The collection: `dead` is unreachable, `live` is not.
    let stats = {
        let at = safepoint::synchronize(ctx);
        objects_died(&at, &|addr| addr != dead_addr)
    };
    assert_eq!(stats.monitors_reclaimed, 1);
    assert_eq!(stats.monitors_examined, in_use);
    assert_eq!(stats.profiles_retired, 1);
    assert_eq!(deflation::monitors_in_use(ctx), in_use - 1);
    assert_eq!(deflation::monitors_free(ctx), free + 1);
    assert_eq!(stats.monitors_free, free + 1);

    // The dead lock's profile is kept, retired, under its id.
    let kept = profiles_of(ctx, dead_addr);
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].id, old_id);
    assert!(kept[0].died_ns().is_some());
    // The tracer heard which objects died, and which profile retired.
    assert_eq!(
        deaths.0.lock().unwrap().last(),
        Some(&(vec![true, false], vec![old_id]))
    );

    // The live object is untouched: same mark (same monitor), same hash,
    // profile alive.
    assert_eq!(live.mark(), live_mark);
    assert_eq!(identity_hash(&me, live), live_hash);
    assert_eq!(profiles_of(ctx, live_addr)[0].died_ns(), None);

    // A new object at the dead one's address is a new lock: a fresh
    // header, and on inflation a new profile with a new id.
    dead_header.store(init_header(), std::sync::atomic::Ordering::Relaxed);
    let reborn = object_at(dead_header);
    assert!(matches!(
        reborn.mark().state(),
        MarkState::Unlocked { hash: 0, .. }
    ));
    inflate_idle(&me, reborn);
    let both = profiles_of(ctx, dead_addr);
    assert_eq!(both.len(), 2);
    assert_eq!(both[0].id, old_id);
    assert!(both[1].id > old_id);
    assert_eq!(both[1].died_ns(), None);

    // A collection that finds nothing dead changes nothing.
    let stats = {
        let at = safepoint::synchronize(ctx);
        objects_died(&at, &|_| true)
    };
    assert_eq!((stats.monitors_reclaimed, stats.profiles_retired), (0, 0));
    assert_eq!(profiles_of(ctx, dead_addr)[1].died_ns(), None);

    // A locked object is a root: the collector can list it, and calling it
    // dead is a missed root, which panics (ending the safepoint).
    let holder = Arc::new(LockingThread::new(ctx));
    safepoint::attach(&holder);
    monitor_enter(&holder, live);
    holder.block();
    let listed = {
        let at = safepoint::synchronize(ctx);
        let mut listed = Vec::new();
        for_each_locked_object(&at, |thread, addr| listed.push((thread, addr)));
        listed
    };
    assert_eq!(listed, vec![(holder.id().get(), live_addr)]);
    let missed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let at = safepoint::synchronize(ctx);
        objects_died(&at, &|addr| addr != live_addr)
    }));
    assert!(missed.is_err(), "a locked object cannot die");
    holder.unblock();
    monitor_exit(&holder, live).unwrap();
    safepoint::detach(&holder);
    assert_eq!(profiles_of(ctx, live_addr)[0].died_ns(), None);
}
