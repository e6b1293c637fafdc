//! The collector: a full, stop-the-world mark-sweep, run by the VM thread inside the one
//! safepoint pipeline (`threads/vm_thread/`): synchronize → the operation → **collect** (if
//! one was asked for) → Free Lunch's interval → deflation of idle monitors → resume.
//!
//! A collection marks from the roots (`roots.rs`, `mark.rs`), tells the locking and profiler
//! crates which objects died (their tables hold addresses, and a new object may soon live at a
//! dead one's), sweeps (`space.rs`), then sizes the heap.
//!
//! Sizing the heap after a collection follows the policy of `heap.rs`.
use crate::gc::heap::{young_pages, GcCause, GcRequest, Heap};
use crate::gc::mark::Marker;
use crate::gc::space::PAGE_BYTES;
use locking::safepoint::ActiveSafepoint;
use std::sync::atomic::Ordering::Relaxed;
use std::time::Instant;

/// The collector's part of the heap: the safepoint pipeline's step.
impl Heap {
    /// `-Xlog:gc`'s first line.
    pub fn log_start(&self) {
        if self.log {
            crate::diagnostics::log::log_line("gc", "Using Mark Sweep");
        }
    }

    /// The pipeline's step: collects if an operation scheduled it (or at every safepoint under
    /// GCALot). Returns whether it collected.
    pub fn collect_if_scheduled(&self, safepoint: &ActiveSafepoint) -> bool {
        let request = self.scheduled.lock().take();
        let request = match request {
            Some(r) if r.cause == GcCause::SystemGc || r.seen == self.count() => r,
            // Someone else's collection ran since this request was made: let the thread retry.
            Some(_) if !self.gc_a_lot => return false,
            _ if self.gc_a_lot => GcRequest {
                cause: GcCause::GcALot,
                seen: self.count(),
                bytes: 0,
            },
            _ => return false,
        };
        self.collect(safepoint, request);
        true
    }

    fn collect(&self, safepoint: &ActiveSafepoint, request: GcRequest) {
        let start = Instant::now();
        let vm = crate::runtime::vm::vm();
        let mut space = self.space.lock_for_collection();
        let before = self.space.used_bytes();
        let capacity_before = space.capacity_pages() * PAGE_BYTES;
        {
            let mut marker = Marker::new(&space);
            // SAFETY: we are at a safepoint (`safepoint` proves it).
            unsafe { crate::gc::roots::mark_roots(vm, &mut marker) };
            marker.trace();
        }
        let reclaimed = locking::gc::objects_died(safepoint, &|addr| space.is_marked(addr));
        crate::instrumentation::concurrency::objects_died(vm, &|addr| {
            space.is_marked(addr as usize)
        });
        let sweep = space.sweep();
        self.resize(&mut space, request.bytes);
        let after = self.space.used_bytes();
        let capacity = space.capacity_pages() * PAGE_BYTES;
        drop(space);
        let n = self.count.fetch_add(1, Relaxed);
        let pause = start.elapsed();
        {
            let mut s = self.stats.lock();
            s.pauses.push(pause);
            s.freed_bytes += sweep.freed_bytes as u64;
            s.monitors_reclaimed += reclaimed.monitors_reclaimed as u64;
        }
        if self.log {
            let _ = capacity_before;
            crate::diagnostics::log::log_line(
                "gc",
                &format!(
                    "GC({n}) Pause Full ({}) {}M->{}M({}M) {:.3}ms",
                    request.cause.name(),
                    before >> 20,
                    after >> 20,
                    capacity >> 20,
                    pause.as_secs_f64() * 1000.0
                ),
            );
        }
    }

    /// Sizes the heap after a collection (the module's docs: "Sizing"): the committed size
    /// grows so that `MinHeapFreeRatio`% of it is free and shrinks so that at most
    /// `MaxHeapFreeRatio`% is, within `-Xms`..`-Xmx`; the next collection is due once the
    /// program has taken [`young_pages`] more pages, and there is always room for the
    /// allocation that failed.
    fn resize(&self, space: &mut crate::gc::space::SpaceGuard, request_bytes: usize) {
        let live = space.used_pages();
        let used = live + request_bytes.div_ceil(PAGE_BYTES);
        let capacity = space.capacity_pages();
        let grow_to = (used as f64 / (1.0 - self.min_free)).ceil() as usize;
        let shrink_to = (used as f64 / (1.0 - self.max_free)).ceil() as usize;
        let capacity = if capacity < grow_to {
            grow_to
        } else if capacity > shrink_to {
            shrink_to
        } else {
            capacity
        }
        .max(self.initial_pages)
        .max(used);
        let young = young_pages(capacity, live, self.min_free);
        space.set_capacity_pages(capacity, used + young);
        let keep = space.trigger_pages().saturating_sub(live);
        space.release_free_pages(keep);
    }
}
