//! The heap the VM holds (`Vm::heap`): its space, its sizing policy, the collection asked for
//! and what the collections cost. Collecting it is `collector.rs`.
//!
//! # Sizing
//!
//! Three figures, all in 64 KiB pages (`docs/GC.md`, "Heap sizing"):
//!
//! * **Reserved**: `-Xmx` of address space, mapped once with `MAP_NORESERVE`. It costs no
//!   memory: only pages an object has used are resident.
//! * **Committed** (`Runtime.totalMemory()`): `-Xms` at start (by default 1/64 of physical
//!   memory, at most `-Xmx`, as HotSpot's `InitialHeapSize`); after each collection it grows so
//!   that at least `MinHeapFreeRatio`% (40) of it is free and shrinks so that at most
//!   `MaxHeapFreeRatio`% (70) is, never beyond `-Xms`..`-Xmx` — HotSpot's Serial rule. A full
//!   committed heap always collects.
//! * **Trigger**: the next collection is due once the pages in use reach what was live after
//!   this one plus a young generation ([`young_pages`]): the largest of 5% of the committed
//!   size (G1's `G1NewSizePercent`), the room the `MinHeapFreeRatio` rule keeps free beyond the
//!   live data, and [`MIN_YOUNG_BYTES`]. So a program whose live data are small collects every
//!   few tens of megabytes and touches only that many pages, whatever `-Xms`/`-Xmx` allow, while
//!   a collection's work (proportional to what is live) stays proportional to what was
//!   allocated since the last one. Memory is what is live plus one young generation.
//!
//! Allocation takes the lowest free pages first, so the pages in use stay packed at the bottom
//! of the reservation; after sizing, free pages beyond those the program may take before the
//! next collection are given back to the operating system (`madvise(MADV_DONTNEED)`,
//! [`SpaceGuard::release_free_pages`](crate::gc::space::SpaceGuard::release_free_pages)), so a
//! program whose live data shrink shrinks its resident memory too.
use crate::gc::space::{Space, PAGE_BYTES};
use crate::runtime::options::VmOptions;
use parking_lot::Mutex;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::Duration;

/// The smallest young generation, as a share of the committed heap: G1's `G1NewSizePercent`.
pub const NEW_SIZE_PERCENT: usize = 5;

/// The smallest young generation in bytes, whatever the heap's size: below it the fixed cost of
/// a collection (a safepoint, the class and string roots, the lock tables) would dominate.
pub const MIN_YOUNG_BYTES: usize = 16 << 20;

/// Pages the program may take after a collection before the next one is due (its "young
/// generation", though every collection is a full one): the largest of
///
/// * `NEW_SIZE_PERCENT`% of the committed size (`capacity`),
/// * the room the `MinHeapFreeRatio` rule keeps free beyond `live` pages
///   (`live × min_free / (1 − min_free)`), so that the work of a collection — proportional to
///   what is live — stays proportional to what was allocated since the last one,
/// * `MIN_YOUNG_BYTES`.
///
/// The caller caps the trigger at the committed size (a full heap always collects).
pub fn young_pages(capacity: usize, live: usize, min_free: f64) -> usize {
    let share = capacity * NEW_SIZE_PERCENT / 100;
    let min_free = min_free.clamp(0.0, 0.99);
    let free_ratio = (live as f64 * min_free / (1.0 - min_free)).ceil() as usize;
    share
        .max(free_ratio)
        .max(MIN_YOUNG_BYTES / PAGE_BYTES)
        .max(1)
}

/// Why a collection runs (HotSpot's `GCCause`), as `-Xlog:gc` prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GcCause {
    AllocationFailure,
    SystemGc,
    /// `-XX:+GCALot`.
    GcALot,
}

impl GcCause {
    pub fn name(self) -> &'static str {
        match self {
            GcCause::AllocationFailure => "Allocation Failure",
            GcCause::SystemGc => "System.gc()",
            GcCause::GcALot => "Full GC Alot",
        }
    }

    /// The VM operation's name, as HotSpot's Serial collector names it.
    pub fn operation(self) -> &'static str {
        match self {
            GcCause::AllocationFailure => "GenCollectForAllocation",
            GcCause::SystemGc | GcCause::GcALot => "GenCollectFull",
        }
    }
}

/// A collection asked for by a thread.
#[derive(Clone, Copy, Debug)]
pub struct GcRequest {
    pub cause: GcCause,
    /// Collections completed when the thread asked: if another has run since, the thread's
    /// allocation may succeed without this one (HotSpot's `gc_count_before`).
    pub seen: u64,
    /// The allocation that failed (bytes), which the heap must make room for.
    pub bytes: usize,
}

/// What the collections of a run cost (`-Xlog:gc`'s summary, `docs/PERFORMANCE.md`).
#[derive(Clone, Debug, Default)]
pub struct GcStats {
    pub pauses: Vec<Duration>,
    pub freed_bytes: u64,
    pub monitors_reclaimed: u64,
}

pub struct Heap {
    pub space: Space,
    pub(super) initial_pages: usize,
    pub(super) min_free: f64,
    pub(super) max_free: f64,
    pub(super) log: bool,
    /// `-XX:+GCALot`: collect at every safepoint too.
    pub gc_a_lot: bool,
    /// With GCALot: collect at every n-th page a thread takes (0: off).
    pub gc_a_lot_interval: u32,
    pub(super) count: AtomicU64,
    pub(super) scheduled: Mutex<Option<GcRequest>>,
    /// An OutOfMemoryError made at start-up (a root), thrown when building a new one fails.
    preallocated_oom: std::sync::OnceLock<u64>,
    pub(super) stats: Mutex<GcStats>,
}

impl Heap {
    /// The heap `options` ask for, or HotSpot's message when its memory cannot be reserved.
    pub fn new(options: &VmOptions) -> Result<Heap, String> {
        let flags = &options.flags;
        let gc_a_lot = flags.gc_a_lot;
        let zap = gc_a_lot || flags.zap_unused_heap_area;
        let max = options.heap_bytes;
        let space = Space::new(max, options.initial_heap_bytes, zap).ok_or_else(|| {
            format!(
                "Could not reserve enough space for {}KB object heap",
                max / 1024
            )
        })?;
        let ratio = |percent: i64| (percent.clamp(0, 100) as f64) / 100.0;
        {
            let mut g = space.lock_for_collection();
            let capacity = g.capacity_pages();
            g.set_capacity_pages(capacity, young_pages(capacity, 0, 0.0));
        }
        Ok(Heap {
            initial_pages: options.initial_heap_bytes.div_ceil(PAGE_BYTES).max(1),
            min_free: ratio(flags.min_heap_free_ratio),
            max_free: ratio(flags.max_heap_free_ratio).max(ratio(flags.min_heap_free_ratio)),
            log: options.log.gc,
            gc_a_lot,
            gc_a_lot_interval: if gc_a_lot {
                flags.gc_a_lot_interval.max(1) as u32
            } else {
                0
            },
            count: AtomicU64::new(0),
            scheduled: Mutex::new(None),
            preallocated_oom: std::sync::OnceLock::new(),
            stats: Mutex::new(GcStats::default()),
            space,
        })
    }

    /// Collections completed so far.
    pub fn count(&self) -> u64 {
        self.count.load(Relaxed)
    }

    /// Inside a VM operation: ask the pipeline to collect before it resumes the threads.
    pub fn schedule(&self, request: GcRequest) {
        let mut s = self.scheduled.lock();
        let merged = match *s {
            Some(prev) => GcRequest {
                bytes: prev.bytes.max(request.bytes),
                seen: prev.seen.min(request.seen),
                ..prev
            },
            None => request,
        };
        *s = Some(merged);
    }

    /// Sets the preallocated OutOfMemoryError (once, at start-up).
    pub fn set_preallocated_oom(&self, oom: u64) {
        let _ = self.preallocated_oom.set(oom);
    }

    /// The preallocated OutOfMemoryError (a root), if start-up made it.
    pub fn preallocated_oom(&self) -> Option<u64> {
        self.preallocated_oom.get().copied()
    }

    /// The collections so far.
    pub fn stats(&self) -> GcStats {
        self.stats.lock().clone()
    }

    /// `Runtime.totalMemory()`: the heap's current size.
    pub fn total_memory(&self) -> usize {
        self.space.capacity_bytes()
    }

    /// `Runtime.freeMemory()`.
    pub fn free_memory(&self) -> usize {
        self.total_memory().saturating_sub(self.space.used_bytes())
    }

    /// `Runtime.maxMemory()`: `-Xmx`.
    pub fn max_memory(&self) -> usize {
        self.space.max_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: usize = (1 << 20) / PAGE_BYTES;

    #[test]
    fn the_young_generation_is_the_largest_of_its_three_bounds() {
        // A small live set in the default heap of a 24 GiB machine (376 MiB committed): 5%.
        assert_eq!(young_pages(376 * MIB, MIB, 0.4), 376 * MIB * 5 / 100);
        // A small heap: the floor, whatever the committed size.
        assert_eq!(young_pages(64 * MIB, MIB, 0.4), 16 * MIB);
        // Much live data: the room MinHeapFreeRatio keeps free (40% free: 2/3 of the live data).
        assert_eq!(young_pages(500 * MIB, 300 * MIB, 0.4), 200 * MIB);
        // MinHeapFreeRatio=0: no growth from the live data.
        assert_eq!(young_pages(500 * MIB, 300 * MIB, 0.0), 25 * MIB);
    }
}
