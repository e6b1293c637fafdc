//! What a garbage collection means to the locking crate: the collector
//! calls [`objects_died`] at its safepoint, **after marking and before
//! sweeping**, and the crate forgets every object the collector found
//! unreachable.
//!
//! Objects do not move, so the crate names an object by the address of its
//! mark word (`ObjectRef::addr`). Once a dead object's memory is reused, a
//! *new* object can appear at the same address; everything kept by address
//! must have been forgotten by then:
//!
//! * **inflated monitors** of dead objects go back to the monitor pool
//!   (`deflation/`), without writing the header back: the object is
//!   garbage. Such a monitor is necessarily idle — its owner, the threads
//!   entering it and its waiters all keep the object reachable from their
//!   stacks — and [`objects_died`] checks it: a busy one means the
//!   collector missed a root, and continuing would free memory threads are
//!   blocked on, so it panics;
//! * **lock profiles** (`profile/lock_profile.rs`) of dead objects are
//!   *retired*: removed from the address side table (a new object at the
//!   address gets a new profile, with a new id) but kept, with the time of
//!   death, in the list the reports read, so that a lock whose object died
//!   mid-run is still reported;
//! * the **blame tracer** (`profile/blame/`, installed by the `profiler`
//!   crate), which names park blockers and lock-state transitions by
//!   address, is told ([`ContentionTracer::objects_died`](crate::profile::blame::ContentionTracer::objects_died)).
//!
//! Nothing else in the crate is keyed by object address: a biased or
//! unlocked object's lock state lives only in its own mark word (which dies
//! with it), identity hashes live in the header, thread ids and lock ids
//! name everything else, and lock records and overflow entries name only
//! objects their thread holds locked — which are alive (the collector
//! treats them as roots; [`for_each_locked_object`] lists them, and
//! [`objects_died`] checks that none is dead).
//!
//! Live objects keep everything: their mark words, monitors, displaced
//! headers and hashes are untouched, since nothing moves.
//!
//! # Order at the collector's safepoint
//!
//! ```text
//! synchronize -> mark -> objects_died -> sweep -> Session::at_safepoint
//!             -> deflate_idle_monitors -> resume
//! ```
//!
//! `objects_died` must run before the sweep (it reads dead objects'
//! monitors, not their memory, but a later deflation of a dead object's
//! monitor would write its header into reused memory) and before
//! deflation. It reads no object's mark word, so it does not mind what
//! marking did to the headers, as long as `is_live` answers.

use crate::deflation;
use crate::log::log_transition;
use crate::profile::{self, blame, clock};
use crate::safepoint::{self, ActiveSafepoint};

/// What [`objects_died`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CollectionStats {
    /// Monitors in use before the pass.
    pub monitors_examined: usize,
    /// Monitors of dead objects returned to the pool ("monitors reclaimed").
    pub monitors_reclaimed: usize,
    /// Monitors on the free list after the pass.
    pub monitors_free: usize,
    /// Lock profiles of dead objects retired (kept for the reports).
    pub profiles_retired: usize,
}

/// The collector found every object whose mark-word address `is_live`
/// rejects unreachable, and will reuse its memory: forget those objects.
///
/// Call at the collection's safepoint (the argument proves it is one),
/// after marking, before sweeping, and before
/// [`deflate_idle_monitors`](crate::deflation::deflate_idle_monitors).
/// `is_live` is asked about objects the crate knows (monitors in use,
/// lock profiles, lock records, the blame tracer's objects), each an
/// address that was an [`ObjectRef::addr`](crate::ObjectRef::addr) of an
/// object not yet freed.
///
/// # Panics
///
/// If a dead object is still locked, entered or waited on (a monitor in
/// use, or a thread's lock record): the collector missed a root.
pub fn objects_died(at: &ActiveSafepoint, is_live: &dyn Fn(usize) -> bool) -> CollectionStats {
    for_each_locked_object(at, |thread, addr| {
        assert!(
            is_live(addr),
            "object {addr:#x} is locked by thread #{thread} but the collector found it \
             unreachable: a lock record's object is missing from the roots"
        );
    });

    let (monitors_examined, monitors_reclaimed, monitors_free) =
        deflation::release_in_use_if(at, |monitor| {
            let addr = monitor.object_addr();
            if addr == 0 || is_live(addr) {
                return false;
            }
            // The owner, entrants (counted in `contentions` before they
            // queue) and waiters of a monitor hold its object on their
            // stacks; at a safepoint `is_busy` is exact.
            assert!(
                !monitor.is_busy(),
                "the monitor of unreachable object {addr:#x} is in use ({monitor:?}): \
                 a thread locking or waiting on it is missing from the roots"
            );
            if let Some(obj) = monitor.object() {
                // Names the object by class and address; reads no header.
                log_transition!(
                    at.context(),
                    obj,
                    ("inflated"),
                    ("collected"),
                    ("object unreachable at a GC; monitor back to the pool")
                );
            }
            true
        });

    // Profiling off: no profiles, and no clock read (its first one
    // calibrates).
    let retired = if profile::enabled(at.context()) != 0 {
        profile::retire_dead(at.context(), is_live, clock::now_ns())
    } else {
        Vec::new()
    };
    blame::objects_died(at.context(), is_live, &retired);

    CollectionStats {
        monitors_examined,
        monitors_reclaimed,
        monitors_free,
        profiles_retired: retired.len(),
    }
}

/// Call `f(thread id, object address)` for every object a thread holds
/// locked according to its lock records (biased, stack-locked or through
/// the monitor) and its overflow stack: roots for the collector, as
/// HotSpot's monitor blocks in interpreter frames are. At a safepoint.
/// An object locked recursively is listed once per acquisition.
pub fn for_each_locked_object(at: &ActiveSafepoint, mut f: impl FnMut(u32, usize)) {
    for thread in safepoint::threads(at.context()) {
        let id = thread.id().get();
        thread
            .records
            .for_each_in_use_youngest_first(|record| f(id, record.object_addr()));
        for addr in thread.records.overflow_objects() {
            f(id, addr);
        }
    }
}
