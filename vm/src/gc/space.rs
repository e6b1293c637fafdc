//! The heap's memory: one reserved range of 64 KiB pages. A page holds cells of one size class
//! (small objects) or is part of a run that holds one large object. Objects never move.
//!
//! ```text
//!  page state            how it gets there
//!  ----------            -----------------
//!  Free          ──────► Small(class)   a thread needs a page of that class (`take_page`)
//!    ▲  ▲        ──────► Large head+tails  a large allocation takes a run (`allocate_large`)
//!    │  └─────────────── Small          the sweep finds no live cell in it
//!    └────────────────── Large          the sweep finds the object dead
//! ```
//!
//! * **Cells.** A cell is allocated iff the class word of its header (offset 8) is non-zero.
//!   Allocation writes the header before the reference escapes; the sweep clears the class word
//!   of every dead cell and threads it onto the page's free list through its first word.
//! * **Ownership.** A small page is owned by at most one thread's allocation cache
//!   (`heap/tlab.rs`), which pops the page's free list and bumps through its never-used tail
//!   (`top` records how far, so cells above it — garbage of an earlier use of the page — are never
//!   looked at). Pages are handed out and taken back under the space's lock; the collector
//!   touches them only at a safepoint, when no allocation is in progress.
//! * **Sweeping an owned page** cannot rebuild its free list (the owner holds part of it), so
//!   newly dead cells go to the page's `deferred` list, which the owner takes when its own runs
//!   out. Pages nobody owns get their free lists rebuilt from every free cell.
//! * **Mark bits** live in a side bitmap, one bit per 8 bytes: the mark word belongs to the
//!   locking crate.
use parking_lot::{Mutex, MutexGuard};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering::Relaxed};

pub const PAGE_SHIFT: u32 = 16;
pub const PAGE_BYTES: usize = 1 << PAGE_SHIFT;
/// Offset of the class word in an object header (the mark word is at 0).
const CLASS_WORD: usize = 8;
/// Objects bigger than this get a run of pages of their own.
pub const MAX_SMALL_BYTES: usize = 32 * 1024;

/// Cell sizes: four per doubling from 16 bytes (at most 25% lost to rounding), up to 32 KiB.
pub const SIZE_CLASSES: [u32; 45] = [
    16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512, 640, 768,
    896, 1024, 1280, 1536, 1792, 2048, 2560, 3072, 3584, 4096, 5120, 6144, 7168, 8192, 10240,
    12288, 14336, 16384, 20480, 24576, 28672, 32768, 0, 0,
];
pub const CLASS_COUNT: usize = 43;

/// The size class of each small size, indexed by `bytes / 8`.
static CLASS_OF: [u8; MAX_SMALL_BYTES / 8 + 1] = class_table();

const fn class_table() -> [u8; MAX_SMALL_BYTES / 8 + 1] {
    let mut t = [0u8; MAX_SMALL_BYTES / 8 + 1];
    let mut i = 0;
    let mut c = 0;
    while i < t.len() {
        while (SIZE_CLASSES[c] as usize) < i * 8 {
            c += 1;
        }
        t[i] = c as u8;
        i += 1;
    }
    t
}

/// The size class of an object of `bytes` (a multiple of 8, at least 16), or None if it is large.
#[inline(always)]
pub fn size_class(bytes: usize) -> Option<usize> {
    CLASS_OF.get(bytes / 8).map(|&c| c as usize)
}

/// What a page is used for (`PageMeta::kind`).
const KIND_FREE: u32 = 0;
const KIND_SMALL: u32 = 1; // | class << 8
const KIND_LARGE_HEAD: u32 = 2; // | pages << 8
const KIND_LARGE_TAIL: u32 = 3;

/// Types whose all-zero bit pattern is a valid value (atomics and structs of them).
///
/// # Safety
/// Implement only for such types.
unsafe trait Zeroable {}
// SAFETY: an atomic integer's zero bits are the value 0.
unsafe impl Zeroable for AtomicU64 {}
// SAFETY: every field is an atomic integer.
unsafe impl Zeroable for PageMeta {}

/// A slice of `n` zero values, allocated zeroed: for a large heap the side tables are large, and
/// memory the allocator takes zeroed from the kernel costs nothing until it is touched.
fn zeroed_slice<T: Zeroable>(n: usize) -> Option<Box<[T]>> {
    let layout = std::alloc::Layout::array::<T>(n).ok()?;
    if layout.size() == 0 {
        return Some(Box::new([]));
    }
    // SAFETY: the layout has a non-zero size.
    let p = unsafe { std::alloc::alloc_zeroed(layout) } as *mut T;
    if p.is_null() {
        return None;
    }
    // SAFETY: `p` is a fresh allocation of `n` `T`s made with the global allocator and the
    // layout `Box<[T]>` uses, and all-zero bytes are valid `T`s (`Zeroable`).
    Some(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(p, n)) })
}

/// One page's bookkeeping. Written under the space's lock or at a safepoint, except `top`,
/// which the owning thread advances as it bumps (the collector reads it at a safepoint).
#[derive(Default)]
pub struct PageMeta {
    kind: AtomicU32,
    /// Bytes from the page start that have ever been handed out as cells.
    pub(crate) top: AtomicU32,
    /// The owning thread's id + 1 (0: nobody).
    owner: AtomicU32,
    /// Free cells (not owned: the page's list; owned: cells the sweep freed since the owner
    /// took it). A linked list through the cells' first words; 0 ends it.
    free: AtomicUsize,
    live_bytes: AtomicUsize,
}

impl PageMeta {
    fn kind(&self) -> (u32, u32) {
        let k = self.kind.load(Relaxed);
        (k & 0xff, k >> 8)
    }
}

/// Pages and their lists, under the space's lock.
struct Pages {
    /// One bit per page: set when free.
    free: Vec<u64>,
    /// Pages of each class with free cells that no thread owns.
    available: Vec<Vec<u32>>,
    /// Pages in use (not free).
    used: usize,
    /// Pages at or above this are zero (as mmap gave them, or given back with `MADV_DONTNEED`,
    /// [`SpaceGuard::release_free_pages`]) and not resident; below it they may hold garbage.
    high_water: usize,
    /// The heap's committed size (`totalMemory`): `-Xms` at first, sized after each collection.
    capacity: usize,
    /// Pages in use at which the next collection is due (at most `capacity`): what live data
    /// occupied after the last collection plus a young generation's worth of room
    /// (`gc/heap.rs`, "Sizing"), so that a program making garbage reuses a few megabytes of
    /// pages instead of touching the whole capacity first.
    trigger: usize,
}

/// The fewest free pages [`SpaceGuard::release_free_pages`] gives back at once (1 MiB).
pub const RELEASE_MIN_PAGES: usize = 16;

/// Pages reserved beyond `-Xmx` for building an OutOfMemoryError when the heap is full.
const EMERGENCY_PAGES: usize = 32;

pub struct Space {
    base: usize,
    /// Pages of the reservation: `-Xmx` plus the emergency reserve.
    pages_reserved: usize,
    /// Pages the heap may grow to (`-Xmx`).
    max_pages: usize,
    /// Threads building an OutOfMemoryError: while non-zero, the emergency pages may be used.
    emergency: AtomicUsize,
    meta: Box<[PageMeta]>,
    marks: Box<[AtomicU64]>,
    pages: Mutex<Pages>,
    /// Bytes live after the last collection plus bytes handed out since (for `freeMemory`).
    used_bytes: AtomicUsize,
    /// Fill dead cells with a pattern (`-XX:+ZapUnusedHeapArea`, on under `-XX:+GCALot`), so
    /// that a reference the collector missed shows at once.
    zap: bool,
    /// The mapping was given back ([`Space::release`]).
    released: AtomicBool,
}

/// What a sweep found.
#[derive(Clone, Copy, Debug, Default)]
pub struct SweepStats {
    pub live_bytes: usize,
    pub freed_bytes: usize,
    pub objects_freed: usize,
    pub pages_freed: usize,
}

impl Space {
    /// Reserves `max_bytes` of address space (rounded up to whole pages); `initial_bytes` of it
    /// may be used before the first collection.
    pub fn new(max_bytes: usize, initial_bytes: usize, zap: bool) -> Option<Space> {
        let max_pages = max_bytes.div_ceil(PAGE_BYTES).max(1);
        let pages_reserved = max_pages + EMERGENCY_PAGES;
        let bytes = pages_reserved.checked_mul(PAGE_BYTES)?;
        // SAFETY: an anonymous private mapping of `bytes` with no fixed address; the kernel
        // chooses where. NORESERVE: pages cost memory only once touched.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                bytes,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return None;
        }
        let words = pages_reserved.div_ceil(64);
        let mut free = vec![u64::MAX; words];
        if !pages_reserved.is_multiple_of(64) {
            free[words - 1] = (1u64 << (pages_reserved % 64)) - 1;
        }
        let capacity = initial_bytes.div_ceil(PAGE_BYTES).clamp(1, max_pages);
        // The collector sets the real trigger (`Heap::new`); until then the whole capacity.
        let trigger = capacity;
        Some(Space {
            base: base as usize,
            pages_reserved,
            max_pages,
            emergency: AtomicUsize::new(0),
            meta: zeroed_slice(pages_reserved)?,
            // One bit per 8 bytes: PAGE_BYTES / 8 / 64 words per page.
            marks: zeroed_slice(pages_reserved * (PAGE_BYTES / 512))?,
            pages: Mutex::new(Pages {
                free,
                available: vec![Vec::new(); CLASS_COUNT],
                used: 0,
                high_water: 0,
                capacity,
                trigger,
            }),
            used_bytes: AtomicUsize::new(0),
            zap,
            released: AtomicBool::new(false),
        })
    }

    /// `-Xmx`, in whole pages.
    pub fn max_bytes(&self) -> usize {
        self.max_pages * PAGE_BYTES
    }

    /// Lets the calling thread's allocations use the emergency reserve until the guard drops.
    pub fn emergency_reserve(&self) -> EmergencyReserve<'_> {
        self.emergency.fetch_add(1, Relaxed);
        EmergencyReserve(self)
    }

    pub fn capacity_bytes(&self) -> usize {
        self.pages.lock().capacity * PAGE_BYTES
    }

    pub fn used_bytes(&self) -> usize {
        self.used_bytes.load(Relaxed)
    }

    /// Counts `bytes` handed out by a thread's cache.
    #[inline]
    pub fn note_allocated(&self, bytes: usize) {
        self.used_bytes.fetch_add(bytes, Relaxed);
    }

    /// The address of page `page`.
    pub fn page_address(&self, page: usize) -> usize {
        self.page_start(page)
    }

    #[inline(always)]
    fn page_start(&self, page: usize) -> usize {
        self.base + page * PAGE_BYTES
    }

    #[inline(always)]
    pub fn page_of(&self, addr: usize) -> Option<usize> {
        let off = addr.wrapping_sub(self.base);
        (off < self.pages_reserved * PAGE_BYTES).then_some(off >> PAGE_SHIFT)
    }

    pub(crate) fn meta(&self, page: usize) -> &PageMeta {
        &self.meta[page]
    }

    // --- pages -------------------------------------------------------------------------------

    /// A page of size class `class` for the thread `owner` (its id): one with free cells
    /// nobody owns, else a free page, if the capacity allows. Returns the page, its free list and
    /// where its never-used part starts (an offset).
    pub fn take_page(&self, class: usize, owner: u32) -> Option<(usize, usize, usize)> {
        let mut p = self.pages.lock();
        if let Some(page) = p.available[class].pop() {
            let m = &self.meta[page as usize];
            m.owner.store(owner + 1, Relaxed);
            let free = m.free.swap(0, Relaxed);
            return Some((page as usize, free, m.top.load(Relaxed) as usize));
        }
        let page = self.take_free_run(&mut p, 1)?;
        let m = &self.meta[page];
        m.kind.store(KIND_SMALL | (class as u32) << 8, Relaxed);
        m.top.store(0, Relaxed);
        m.free.store(0, Relaxed);
        m.owner.store(owner + 1, Relaxed);
        Some((page, 0, 0))
    }

    /// The cells the last sweep freed in `page`, which the calling thread owns.
    pub fn take_deferred(&self, page: usize) -> usize {
        let _p = self.pages.lock();
        self.meta[page].free.swap(0, Relaxed)
    }

    /// The owner is done with `page` (it is full, or the thread ends). Its free cells, if any,
    /// are found by the next sweep.
    pub fn release_page(&self, page: usize) {
        let _p = self.pages.lock();
        self.meta[page].owner.store(0, Relaxed);
    }

    /// Lowest run of `n` free pages below the collection trigger, marked used.
    fn take_free_run(&self, p: &mut Pages, n: usize) -> Option<usize> {
        let limit = if self.emergency.load(Relaxed) > 0 {
            self.pages_reserved
        } else {
            p.trigger.min(p.capacity)
        };
        if p.used + n > limit {
            return None;
        }
        let mut run = 0;
        let mut start = 0;
        let mut page = 0;
        while page < self.pages_reserved {
            let word = p.free[page / 64];
            if word == 0 && page % 64 == 0 {
                run = 0;
                page += 64;
                continue;
            }
            if word >> (page % 64) & 1 == 1 {
                if run == 0 {
                    start = page;
                }
                run += 1;
                if run == n {
                    for q in start..start + n {
                        p.free[q / 64] &= !(1 << (q % 64));
                    }
                    p.used += n;
                    p.high_water = p.high_water.max(start + n);
                    return Some(start);
                }
            } else {
                run = 0;
            }
            page += 1;
        }
        None
    }

    fn free_run(&self, p: &mut Pages, start: usize, n: usize) {
        for q in start..start + n {
            p.free[q / 64] |= 1 << (q % 64);
            let m = &self.meta[q];
            m.kind.store(KIND_FREE, Relaxed);
            m.top.store(0, Relaxed);
            m.free.store(0, Relaxed);
            m.owner.store(0, Relaxed);
        }
        p.used -= n;
    }

    /// A zeroed block of `bytes` (more than `MAX_SMALL_BYTES`) on pages of its own, or None when
    /// the capacity does not allow it now.
    pub fn allocate_large(&self, bytes: usize) -> Option<usize> {
        let n = bytes.div_ceil(PAGE_BYTES);
        let (start, dirty) = {
            let mut p = self.pages.lock();
            let hw = p.high_water;
            let start = self.take_free_run(&mut p, n)?;
            self.meta[start]
                .kind
                .store(KIND_LARGE_HEAD | (n as u32) << 8, Relaxed);
            for q in start + 1..start + n {
                self.meta[q].kind.store(KIND_LARGE_TAIL, Relaxed);
            }
            (start, hw.saturating_sub(start).min(n))
        };
        let addr = self.page_start(start);
        // Pages above the high-water mark are still the kernel's zero pages; the others may
        // hold an earlier object's data. The header is written by the caller.
        // SAFETY: the run [start, start + n) belongs to this allocation alone (taken under the
        // lock) and lies inside the reservation.
        unsafe { std::ptr::write_bytes(addr as *mut u8, 0, (dirty * PAGE_BYTES).min(bytes)) };
        self.note_allocated(n * PAGE_BYTES);
        Some(addr)
    }

    // --- collection ----------------------------------------------------------------------------

    /// The space's lock, held by the collector for a whole collection.
    pub(crate) fn lock_for_collection(&self) -> SpaceGuard<'_> {
        SpaceGuard {
            space: self,
            pages: self.pages.lock(),
        }
    }
}

/// The space, locked for a collection (at a safepoint: no thread allocates).
pub struct SpaceGuard<'a> {
    space: &'a Space,
    pages: MutexGuard<'a, Pages>,
}

impl SpaceGuard<'_> {
    /// The object that starts at `addr`, if one does: a reference found in a slot whose
    /// contents are not known to be a reference (conservatively scanned) is followed only then.
    pub fn is_object(&self, addr: u64) -> bool {
        let s = self.space;
        let addr = addr as usize;
        let Some(page) = s.page_of(addr) else {
            return false;
        };
        let m = &s.meta[page];
        let off = addr - s.page_start(page);
        let ok = match m.kind() {
            (KIND_SMALL, class) => {
                off.is_multiple_of(SIZE_CLASSES[class as usize] as usize)
                    && off < m.top.load(Relaxed) as usize
            }
            (KIND_LARGE_HEAD, _) => off == 0,
            _ => false,
        };
        // SAFETY: `addr` is a cell start inside a used page of the reservation, at least 16
        // bytes before the page's end; reading its class word is reading mapped memory.
        ok && unsafe { *((addr + CLASS_WORD) as *const usize) != 0 }
    }

    /// Sets the mark bit of the object at `addr`; false if it was already set.
    #[inline]
    pub fn mark(&self, addr: u64) -> bool {
        let bit = (addr as usize - self.space.base) / 8;
        let word = &self.space.marks[bit / 64];
        let m = 1u64 << (bit % 64);
        let old = word.load(Relaxed);
        if old & m != 0 {
            return false;
        }
        word.store(old | m, Relaxed);
        true
    }

    #[inline]
    pub fn is_marked(&self, addr: usize) -> bool {
        let Some(off) = addr.checked_sub(self.space.base) else {
            return false;
        };
        let bit = off / 8;
        self.space
            .marks
            .get(bit / 64)
            .is_some_and(|w| w.load(Relaxed) >> (bit % 64) & 1 == 1)
    }

    /// Frees every allocated, unmarked object; rebuilds the free lists; clears the marks.
    pub fn sweep(&mut self) -> SweepStats {
        let s = self.space;
        let mut stats = SweepStats::default();
        for list in self.pages.available.iter_mut() {
            list.clear();
        }
        let mut page = 0;
        let high_water = self.pages.high_water;
        while page < high_water {
            let m = &s.meta[page];
            match m.kind() {
                (KIND_SMALL, class) => {
                    self.sweep_small(page, class as usize, &mut stats);
                    page += 1;
                }
                (KIND_LARGE_HEAD, n) => {
                    let n = n as usize;
                    let addr = s.page_start(page);
                    if self.is_marked(addr) {
                        stats.live_bytes += n * PAGE_BYTES;
                    } else {
                        stats.freed_bytes += n * PAGE_BYTES;
                        stats.objects_freed += 1;
                        stats.pages_freed += n;
                        if s.zap {
                            // SAFETY: the dead object's pages, unreachable by any thread.
                            unsafe { std::ptr::write_bytes(addr as *mut u8, 0xab, n * PAGE_BYTES) };
                        }
                        s.free_run(&mut self.pages, page, n);
                    }
                    page += n;
                }
                _ => page += 1,
            }
        }
        // Clear the marks of the used part of the heap for the next collection. Only the words
        // that were set are written: a bitmap page no mark reached stays untouched (not resident).
        for w in &s.marks[..high_water * (PAGE_BYTES / 512)] {
            if w.load(Relaxed) != 0 {
                w.store(0, Relaxed);
            }
        }
        s.used_bytes.store(stats.live_bytes, Relaxed);
        stats
    }

    fn sweep_small(&mut self, page: usize, class: usize, stats: &mut SweepStats) {
        let s = self.space;
        let m = &s.meta[page];
        let cell = SIZE_CLASSES[class] as usize;
        let start = s.page_start(page);
        let top = m.top.load(Relaxed) as usize;
        let owned = m.owner.load(Relaxed) != 0;
        // Owned: newly dead cells join the deferred list. Not owned: the list is rebuilt.
        let mut free = if owned { m.free.load(Relaxed) } else { 0 };
        let mut live = 0;
        let mut any_free = false;
        let mut off = 0;
        while off + cell <= top {
            let addr = start + off;
            // SAFETY: `addr` is a cell below the page's top: mapped, and either an allocated
            // object (non-zero class word) or a free cell (zero class word, link in word 0).
            unsafe {
                let class_word = (addr + CLASS_WORD) as *mut usize;
                if *class_word != 0 {
                    if self.is_marked(addr) {
                        live += cell;
                    } else {
                        stats.objects_freed += 1;
                        stats.freed_bytes += cell;
                        if s.zap {
                            std::ptr::write_bytes(addr as *mut u8, 0xab, cell);
                        }
                        *class_word = 0;
                        *(addr as *mut usize) = free;
                        free = addr;
                        any_free = true;
                    }
                } else if !owned {
                    *(addr as *mut usize) = free;
                    free = addr;
                    any_free = true;
                }
            }
            off += cell;
        }
        stats.live_bytes += live;
        m.live_bytes.store(live, Relaxed);
        if owned {
            m.free.store(free, Relaxed);
            return;
        }
        if live == 0 {
            stats.pages_freed += 1;
            s.free_run(&mut self.pages, page, 1);
            return;
        }
        m.free.store(free, Relaxed);
        // The never-used tail counts as free space too.
        if any_free || top + cell <= PAGE_BYTES {
            self.pages.available[class].push(page as u32);
        }
    }

    pub fn capacity_pages(&self) -> usize {
        self.pages.capacity
    }

    pub fn used_pages(&self) -> usize {
        self.pages.used
    }

    /// Sets the committed size and the trigger of the next collection (both in pages).
    pub fn set_capacity_pages(&mut self, capacity: usize, trigger: usize) {
        self.pages.capacity = capacity.clamp(1, self.space.max_pages);
        self.pages.trigger = trigger.clamp(1, self.pages.capacity);
    }

    /// The trigger of the next collection (pages in use at which it is due).
    pub fn trigger_pages(&self) -> usize {
        self.pages.trigger
    }

    /// Gives the operating system back the memory of the free pages the program will not need
    /// before the next collection: allocation takes the lowest free pages first, so the lowest
    /// `keep` free pages (the room up to the trigger) stay; every other free page that has been
    /// touched is `madvise(MADV_DONTNEED)`d — it costs no memory until it is used again, and
    /// reads as zeros then — and the high-water mark drops to just above the pages still in use
    /// or kept. Nothing is given back unless at least [`RELEASE_MIN_PAGES`] would be, so that a
    /// program whose live data hardly change makes no system call. Returns the pages given back.
    pub fn release_free_pages(&mut self, keep: usize) -> usize {
        let s = self.space;
        let p = &mut *self.pages;
        let high_water = p.high_water;
        let is_free = |p: &Pages, page: usize| p.free[page / 64] >> (page % 64) & 1 == 1;
        let free_below = (0..high_water).filter(|&q| is_free(p, q)).count();
        if free_below < keep + RELEASE_MIN_PAGES {
            return 0;
        }
        let mut kept = 0;
        let mut top = 0; // one past the highest page in use or kept
        let mut released = 0;
        let mut run: Option<usize> = None;
        let mut give_back = |start: usize, end: usize| {
            // SAFETY: free pages of the reservation: no object lives there, no thread owns them
            // (we hold the space's lock at a safepoint); MADV_DONTNEED on a private anonymous
            // mapping makes them read as zeros when next touched.
            unsafe {
                libc::madvise(
                    s.page_start(start) as *mut libc::c_void,
                    (end - start) * PAGE_BYTES,
                    libc::MADV_DONTNEED,
                )
            };
            released += end - start;
        };
        for page in 0..high_water {
            let release = is_free(p, page) && {
                kept += 1;
                kept > keep
            };
            match (release, run) {
                (true, None) => run = Some(page),
                (false, Some(start)) => {
                    give_back(start, page);
                    run = None;
                }
                _ => {}
            }
            if !release {
                top = page + 1;
            }
        }
        if let Some(start) = run {
            give_back(start, high_water);
        }
        p.high_water = top;
        released
    }
}

/// While alive, allocations may use the emergency pages (see [`Space::emergency_reserve`]).
pub struct EmergencyReserve<'a>(&'a Space);

impl Drop for EmergencyReserve<'_> {
    fn drop(&mut self) {
        self.0.emergency.fetch_sub(1, Relaxed);
    }
}

impl Space {
    /// Gives the whole reservation back to the OS (once; later calls do nothing).
    ///
    /// # Safety
    /// No object of the space may be touched again: every thread that could hold a reference
    /// into it is gone (the VM has ended with no Java thread left).
    pub unsafe fn release(&self) {
        if self.released.swap(true, Relaxed) {
            return;
        }
        // SAFETY: the mapping made in `new`, given back once (the flag above); by the caller's
        // promise nothing reads or writes it any more.
        unsafe {
            libc::munmap(
                self.base as *mut libc::c_void,
                self.pages_reserved * PAGE_BYTES,
            )
        };
    }
}

impl Drop for Space {
    fn drop(&mut self) {
        // SAFETY: the space is going away, and every object in it with it (a VM's heap lives
        // as long as the VM; unit tests drop a space only after their last use of it).
        unsafe { self.release() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_classes_cover_every_small_size() {
        for bytes in (16..=MAX_SMALL_BYTES).step_by(8) {
            let c = size_class(bytes).unwrap();
            assert!(SIZE_CLASSES[c] as usize >= bytes);
            assert!(c == 0 || (SIZE_CLASSES[c - 1] as usize) < bytes);
            assert!(c < CLASS_COUNT);
        }
        assert_eq!(size_class(MAX_SMALL_BYTES + 8), None);
    }

    /// Writes a fake object header (class word 1) at `addr`.
    fn fake_object(addr: usize) {
        // SAFETY: `addr` is a cell of a page the test took from its own space.
        unsafe { *((addr + CLASS_WORD) as *mut usize) = 1 };
    }

    #[test]
    fn sweep_frees_unmarked_cells_then_whole_pages() {
        let space = Space::new(4 << 20, 1 << 20, true).unwrap();
        let (page, free, top) = space.take_page(0, 7).unwrap();
        assert_eq!(
            (free, top),
            (0, 0),
            "a fresh page has no free list and no used cells"
        );
        let start = space.page_address(page);
        for i in 0..3 {
            fake_object(start + i * 16);
        }
        space.meta(page).top.store(48, Relaxed);
        space.release_page(page);
        {
            let mut g = space.lock_for_collection();
            assert!(g.is_object(start as u64));
            assert!(!g.is_object(start as u64 + 8), "not a cell start");
            assert!(!g.is_object(start as u64 + 48), "above the page's top");
            assert!(g.mark(start as u64 + 16));
            assert!(!g.mark(start as u64 + 16), "marked once");
            let st = g.sweep();
            assert_eq!(
                (st.objects_freed, st.live_bytes, st.pages_freed),
                (2, 16, 0)
            );
            assert!(!g.is_object(start as u64), "freed");
            assert!(g.is_object(start as u64 + 16), "kept");
            assert!(
                !g.is_marked(start + 16),
                "marks are cleared for the next collection"
            );
        }
        // The page is offered again, with the two freed cells on its free list.
        let (again, free, top) = space.take_page(0, 7).unwrap();
        assert_eq!((again, top), (page, 48));
        let mut cells = Vec::new();
        let mut f = free;
        while f != 0 {
            cells.push(f - start);
            // SAFETY: a free cell links to the next through its first word.
            f = unsafe { *(f as *const usize) };
        }
        cells.sort_unstable();
        assert_eq!(cells, [0, 32]);
        space.release_page(page);
        // Nothing marked: the last object dies and the page goes back to the pool.
        let st = space.lock_for_collection().sweep();
        assert_eq!((st.objects_freed, st.pages_freed), (1, 1));
        assert_eq!(space.lock_for_collection().used_pages(), 0);
    }

    #[test]
    fn an_owned_page_keeps_its_free_list_and_gets_the_dead_cells_deferred() {
        let space = Space::new(4 << 20, 1 << 20, false).unwrap();
        let (page, _, _) = space.take_page(2, 1).unwrap(); // 32-byte cells, owned by thread 1
        let start = space.page_address(page);
        fake_object(start);
        fake_object(start + 32);
        space.meta(page).top.store(96, Relaxed); // the third cell: on the owner's own list
        let st = space.lock_for_collection().sweep();
        assert_eq!(
            (st.objects_freed, st.pages_freed),
            (2, 0),
            "an owned page is never freed"
        );
        let deferred = space.take_deferred(page);
        let mut n = 0;
        let mut f = deferred;
        while f != 0 {
            assert!(
                f == start || f == start + 32,
                "only the dead cells, not the owner's"
            );
            n += 1;
            // SAFETY: a free cell links to the next through its first word.
            f = unsafe { *(f as *const usize) };
        }
        assert_eq!(n, 2);
    }

    #[test]
    fn capacity_bounds_pages_and_large_objects_take_runs() {
        let space = Space::new(4 << 20, 1 << 20, false).unwrap();
        assert_eq!(space.lock_for_collection().capacity_pages(), 16);
        space.lock_for_collection().set_capacity_pages(16, 16); // no young-generation trigger
        let big = space.allocate_large(3 * PAGE_BYTES + 8).expect("4 pages");
        fake_object(big);
        let mut pages = 0;
        while space.take_page(0, 1).is_some() {
            pages += 1;
        }
        assert_eq!(
            pages, 12,
            "16 pages of capacity, 4 taken by the large object"
        );
        assert!(space.allocate_large(MAX_SMALL_BYTES + 8).is_none());
        {
            let _reserve = space.emergency_reserve();
            assert!(
                space.take_page(0, 1).is_some(),
                "the emergency reserve is beyond -Xmx"
            );
        }
        let mut g = space.lock_for_collection();
        assert!(g.is_object(big as u64));
        assert!(
            !g.is_object(big as u64 + PAGE_BYTES as u64),
            "a large object's tail"
        );
        let st = g.sweep();
        assert_eq!(st.pages_freed, 4, "the unmarked large object's run");
    }

    /// Which of the first `n` pages of the space are resident (`mincore`).
    fn resident(space: &Space, n: usize) -> Vec<bool> {
        let mut v = vec![0u8; n * PAGE_BYTES / 4096];
        // SAFETY: the range lies inside the space's mapping; `v` has one byte per 4 KiB page.
        let r = unsafe {
            libc::mincore(
                space.page_address(0) as *mut libc::c_void,
                n * PAGE_BYTES,
                v.as_mut_ptr(),
            )
        };
        assert_eq!(r, 0);
        v.chunks(PAGE_BYTES / 4096)
            .map(|c| c.iter().any(|b| b & 1 == 1))
            .collect()
    }

    #[test]
    fn free_pages_beyond_the_next_trigger_go_back_to_the_os() {
        let space = Space::new(8 << 20, 8 << 20, false).unwrap();
        let mut taken = Vec::new();
        for _ in 0..40 {
            let (page, _, _) = space.take_page(0, 1).unwrap();
            let start = space.page_address(page);
            fake_object(start);
            space.meta(page).top.store(16, Relaxed);
            space.release_page(page);
            taken.push(page);
        }
        assert_eq!(taken, (0..40).collect::<Vec<_>>());
        assert!(
            resident(&space, 40).iter().all(|&r| r),
            "touched pages are resident"
        );
        let mut g = space.lock_for_collection();
        // Page 10's object stays live; the others die and their pages become free.
        assert!(g.mark(space.page_address(10) as u64));
        assert_eq!(g.sweep().pages_freed, 39);
        assert_eq!(
            g.release_free_pages(40),
            0,
            "all 39 free pages may be needed before the next collection"
        );
        assert_eq!(
            g.release_free_pages(30),
            0,
            "fewer than RELEASE_MIN_PAGES beyond"
        );
        assert_eq!(g.release_free_pages(4), 35);
        let r = resident(&space, 40);
        let expected: Vec<bool> = (0..40).map(|q| q < 4 || q == 10).collect();
        assert_eq!(r, expected, "the 4 lowest free pages and the live one stay");
        assert_eq!(g.pages.high_water, 11);
        drop(g);
        // A large object over given-back pages reads as zeros.
        space.lock_for_collection().set_capacity_pages(128, 128);
        let big = space.allocate_large(20 * PAGE_BYTES).unwrap();
        // SAFETY: the fresh large object's 20 pages.
        let bytes = unsafe { std::slice::from_raw_parts(big as *const u8, 20 * PAGE_BYTES) };
        assert!(bytes.iter().all(|&b| b == 0));
    }
}
