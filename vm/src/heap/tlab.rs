//! Thread-local allocation: each thread allocates small objects from pages of its own, one page
//! per size class at a time (`gc/space.rs`), so the fast path takes no lock: pop the page's free
//! list or bump through its never-used tail. Large objects go to the space directly.
//!
//! A thread's pages stay its own across collections: the collector only reads how far each page
//! has been used (`top`, kept up to date here) and puts the cells it frees in such a page aside
//! for the owner (`Space::take_deferred`). Nothing here is written by another thread.
use crate::classes::class::Class;
use crate::gc::space::{size_class, Space, CLASS_COUNT, PAGE_BYTES, SIZE_CLASSES};
use crate::heap::ObjHeader;

/// Where a thread allocates cells of one size class.
#[derive(Clone, Copy)]
struct Cache {
    /// The page (`NO_PAGE`: none yet).
    page: u32,
    /// Free cells, linked through their first word (0 ends the list).
    free: usize,
    /// The never-used tail of the page: next cell, end of the last whole cell.
    bump: usize,
    end: usize,
    /// Start of the page.
    start: usize,
}

const NO_PAGE: u32 = u32::MAX;
const EMPTY: Cache = Cache {
    page: NO_PAGE,
    free: 0,
    bump: 0,
    end: 0,
    start: 0,
};

pub struct Tlab {
    space: &'static Space,
    /// The owning thread's id (for the page bookkeeping).
    owner: u32,
    caches: [Cache; CLASS_COUNT],
    /// Bytes allocated since they were last reported to the space.
    allocated: usize,
    /// `-XX:+GCALot`: collect at every `gc_a_lot`-th page taken (0: off).
    gc_a_lot: u32,
    pages_taken: u32,
}

impl Tlab {
    pub fn new(space: &'static Space, owner: u32, gc_a_lot: u32) -> Tlab {
        Tlab {
            space,
            owner,
            caches: [EMPTY; CLASS_COUNT],
            allocated: 0,
            gc_a_lot,
            pages_taken: 0,
        }
    }

    /// Allocates `bytes` (a multiple of 8, at least 16) of zeroed memory and writes the header.
    /// None: the heap has no room now — collect, then call [`Tlab::allocate_after_gc`].
    // Out of line: inlined into each allocating instruction of the interpreter loop it made
    // the loop's code 5% slower on non-allocating bytecode (docs/PERFORMANCE.md), and the call
    // costs nothing measurable on an allocation-heavy program.
    #[inline(never)]
    pub fn allocate(&mut self, bytes: usize, class: &'static Class, mark: usize) -> Option<u64> {
        let addr = match size_class(bytes) {
            Some(c) => {
                let p = self.allocate_small(c, false)?;
                // SAFETY: `p` is a free cell of at least `bytes` bytes that this thread alone
                // owns now; Java objects start zeroed.
                unsafe { std::ptr::write_bytes(p as *mut u8, 0, bytes) };
                p
            }
            None => self.space.allocate_large(bytes)?,
        };
        // SAFETY: `addr` points to at least 16 zeroed, 8-aligned bytes owned by this new object.
        unsafe {
            let h = addr as *mut ObjHeader;
            (*h).mark = std::sync::atomic::AtomicUsize::new(mark);
            (*h).class = class;
        }
        Some(addr as u64)
    }

    /// As [`Tlab::allocate`], right after a collection: `-XX:+GCALot` does not ask for another.
    pub fn allocate_after_gc(
        &mut self,
        bytes: usize,
        class: &'static Class,
        mark: usize,
    ) -> Option<u64> {
        let saved = std::mem::replace(&mut self.gc_a_lot, 0);
        let r = self.allocate(bytes, class, mark);
        self.gc_a_lot = saved;
        r
    }

    #[inline(always)]
    fn allocate_small(&mut self, c: usize, retried: bool) -> Option<usize> {
        let cell = SIZE_CLASSES[c] as usize;
        let cache = &mut self.caches[c];
        self.allocated += cell;
        if cache.free != 0 {
            let p = cache.free;
            // SAFETY: a free cell's first word links to the next free cell (or is 0).
            cache.free = unsafe { *(p as *const usize) };
            return Some(p);
        }
        if cache.bump + cell <= cache.end {
            let p = cache.bump;
            cache.bump += cell;
            // The collector sweeps only the cells below `top`.
            self.space.meta(cache.page as usize).top.store(
                (cache.bump - cache.start) as u32,
                std::sync::atomic::Ordering::Relaxed,
            );
            return Some(p);
        }
        self.allocated -= cell;
        if retried {
            return None;
        }
        self.refill(c)
    }

    /// The cache of class `c` is empty: take the cells the last collection freed in its page,
    /// or another page.
    #[cold]
    #[inline(never)]
    fn refill(&mut self, c: usize) -> Option<usize> {
        self.space
            .note_allocated(std::mem::take(&mut self.allocated));
        let cache = self.caches[c];
        if cache.page != NO_PAGE {
            let deferred = self.space.take_deferred(cache.page as usize);
            if deferred != 0 {
                self.caches[c].free = deferred;
                return self.allocate_small(c, true);
            }
            self.space.release_page(cache.page as usize);
            self.caches[c] = EMPTY;
        }
        if self.gc_a_lot != 0 {
            self.pages_taken = self.pages_taken.wrapping_add(1);
            if self.pages_taken.is_multiple_of(self.gc_a_lot) {
                return None;
            }
        }
        let (page, free, top) = self.space.take_page(c, self.owner)?;
        let cell = SIZE_CLASSES[c] as usize;
        let start = self.space.page_address(page);
        self.caches[c] = Cache {
            page: page as u32,
            free,
            bump: start + top,
            end: start + PAGE_BYTES / cell * cell,
            start,
        };
        self.allocate_small(c, true)
    }
}

/// A thread that ends gives its pages back; their free cells are found by the next sweep.
impl Drop for Tlab {
    fn drop(&mut self) {
        self.space.note_allocated(self.allocated);
        for cache in &self.caches {
            if cache.page != NO_PAGE {
                self.space.release_page(cache.page as usize);
            }
        }
    }
}
