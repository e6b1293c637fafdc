//! Monitor allocation and deflation (HotSpot 8's `omAlloc`/`omRelease` and
//! `ObjectSynchronizer::deflate_idle_monitors`).
//!
//! Every monitor comes from a pool and is on one of two lists:
//!
//! * **in use**: attached to an object (published in its mark word);
//! * **free**: detached, ready for the next inflation.
//!
//! At every safepoint the VM thread walks the in-use list. A monitor that
//! is idle — no owner, nobody entering, waiting or queued
//! ([`ObjectMonitor::is_busy`]) — is *deflated*: its header (the object's
//! unlocked mark, with the identity hash if there is one) is written back
//! into the object's mark word and the monitor goes to the free list. When
//! contention returns, the object is inflated again, usually with another
//! monitor.
//!
//! Why no Java thread can be holding a reference to a deflated monitor:
//! every Java thread is stopped at a poll (between lock operations) or
//! blocked, and a thread blocks inside a monitor only after counting itself
//! in `contentions` or `waiters` — which makes the monitor busy. Monitors
//! are never freed, only reused, so even a racy diagnostic read of a stale
//! monitor address reads a valid `ObjectMonitor`.
//!
//! The collector returns the monitors of *dead* objects to the free list
//! too (`gc.rs`, through [`release_in_use_if`]): without writing a
//! header back, since the object's memory is about to be reused.
//!
//! The pool itself — the two lists a context keeps, allocation from the
//! free list — is `pool.rs`; this file is what happens to it at safepoints.

pub(crate) mod pool;

use crate::context::LockingContext;
use crate::log::log_transition;
use crate::mark_word::MarkWord;
use crate::monitor::ObjectMonitor;
use crate::safepoint::state::ActiveSafepoint;
use crate::sync::Ordering;

/// What one deflation pass did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeflationStats {
    /// Monitors in use before the pass.
    pub examined: usize,
    /// Monitors deflated and returned to the free list.
    pub deflated: usize,
    /// Monitors on the free list after the pass.
    pub free: usize,
}

/// Deflate every idle monitor. Runs at a safepoint (the argument proves
/// it): no Java thread is running lock code.
pub fn deflate_idle_monitors(at: &ActiveSafepoint) -> DeflationStats {
    let lists = &at.context().monitors;
    let mut in_use = lists.in_use.lock();
    let mut free = lists.free.lock();
    let examined = in_use.len();
    in_use.retain(|&monitor| {
        if monitor.is_busy() {
            return true;
        }
        if let Some(obj) = monitor.object() {
            let header = monitor.header();
            debug_assert_eq!(
                obj.load_mark(Ordering::Relaxed),
                MarkWord::inflated(monitor as *const ObjectMonitor as usize),
                "in-use monitor not installed in its object"
            );
            // Relaxed is enough: the end of the safepoint publishes it.
            obj.header().store(header.bits(), Ordering::Relaxed);
            log_transition!(
                at.context(),
                obj,
                ("inflated"),
                ("deflated: unlocked"),
                ("idle monitor at a safepoint")
            );
        }
        monitor.clear_object();
        free.push(monitor);
        false
    });
    DeflationStats {
        examined,
        deflated: examined - in_use.len(),
        free: free.len(),
    }
}

/// Move every in-use monitor for which `release` returns true to the free
/// list, detached from its object (its object's mark word is left as it
/// is: the caller knows it is garbage). At a safepoint. Returns (monitors
/// examined, released, free after the pass).
pub(crate) fn release_in_use_if(
    at: &ActiveSafepoint,
    mut release: impl FnMut(&'static ObjectMonitor) -> bool,
) -> (usize, usize, usize) {
    let lists = &at.context().monitors;
    let mut in_use = lists.in_use.lock();
    let mut free = lists.free.lock();
    let examined = in_use.len();
    in_use.retain(|&monitor| {
        if !release(monitor) {
            return true;
        }
        monitor.clear_object();
        free.push(monitor);
        false
    });
    (examined, examined - in_use.len(), free.len())
}

/// Monitors on the free list.
pub fn monitors_free(ctx: &LockingContext) -> usize {
    ctx.monitors.free.lock().len()
}

/// Monitors currently attached to objects.
pub fn monitors_in_use(ctx: &LockingContext) -> usize {
    ctx.monitors.in_use.lock().len()
}

/// Visit every monitor in use (for the profilers' walk at a safepoint).
pub fn for_each_monitor_in_use(at: &ActiveSafepoint, mut f: impl FnMut(&'static ObjectMonitor)) {
    for &m in at.context().monitors.in_use.lock().iter() {
        f(m);
    }
}
