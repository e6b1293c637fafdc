//! Thread-local allocation buffers: bump allocation in `bumpalo` chunks owned by one thread.
//!
//! A thread's arena is leaked when the thread ends (objects outlive their allocating thread, and
//! there is no collector yet). The heap limit (`-Xmx`) is enforced on the total size of all
//! arenas, checked when an arena grows, so the fast path is the bump and a zeroing write.
use crate::heap::ObjHeader;
use crate::runtime::class::Class;
use std::alloc::Layout;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Bytes reserved by all threads' arenas.
static HEAP_RESERVED: AtomicUsize = AtomicUsize::new(0);
/// The `-Xmx` limit.
static HEAP_LIMIT: AtomicUsize = AtomicUsize::new(usize::MAX);

pub fn set_heap_limit(bytes: usize) {
    HEAP_LIMIT.store(bytes, Ordering::Relaxed);
}

pub fn heap_limit() -> usize {
    HEAP_LIMIT.load(Ordering::Relaxed)
}

pub fn heap_reserved() -> usize {
    HEAP_RESERVED.load(Ordering::Relaxed)
}

/// Objects bigger than this get their own zeroed allocation instead of a bump.
const LARGE_OBJECT_BYTES: usize = 64 * 1024;

pub struct Tlab {
    arena: std::mem::ManuallyDrop<bumpalo::Bump>,
    accounted: usize,
}

impl Default for Tlab {
    fn default() -> Self {
        Self::new()
    }
}

impl Tlab {
    pub fn new() -> Tlab {
        Tlab {
            arena: std::mem::ManuallyDrop::new(bumpalo::Bump::with_capacity(256 * 1024)),
            accounted: 0,
        }
    }

    /// Allocates `bytes` (a multiple of 8) of zeroed memory and writes the header.
    /// Returns None when the heap limit would be exceeded (the caller throws OutOfMemoryError).
    #[inline]
    pub fn allocate(&mut self, bytes: usize, class: &'static Class, mark: usize) -> Option<u64> {
        let ptr = if bytes > LARGE_OBJECT_BYTES {
            self.allocate_large(bytes)?
        } else {
            let layout = Layout::from_size_align(bytes, 8).ok()?;
            let p = self.arena.try_alloc_layout(layout).ok()?.as_ptr();
            // SAFETY: `p` is a fresh allocation of `bytes` bytes; Java objects start zeroed.
            unsafe { std::ptr::write_bytes(p, 0, bytes) };
            let now = self.arena.allocated_bytes();
            if now != self.accounted {
                let grew = now - self.accounted;
                self.accounted = now;
                if !reserve(grew) {
                    return None;
                }
            }
            p
        };
        // SAFETY: `ptr` points to at least 16 zeroed, 8-aligned bytes owned by this new object.
        unsafe {
            let h = ptr as *mut ObjHeader;
            (*h).mark = std::sync::atomic::AtomicUsize::new(mark);
            (*h).class = class;
        }
        Some(ptr as u64)
    }

    fn allocate_large(&mut self, bytes: usize) -> Option<*mut u8> {
        if !reserve(bytes) {
            return None;
        }
        let layout = Layout::from_size_align(bytes, 8).ok()?;
        // SAFETY: layout has non-zero size; zeroed pages come from the OS lazily.
        let p = unsafe { std::alloc::alloc_zeroed(layout) };
        (!p.is_null()).then_some(p)
    }
}

/// Accounts `bytes` more heap; false (and nothing accounted) when over the limit.
fn reserve(bytes: usize) -> bool {
    let prev = HEAP_RESERVED.fetch_add(bytes, Ordering::Relaxed);
    if prev + bytes > HEAP_LIMIT.load(Ordering::Relaxed) {
        HEAP_RESERVED.fetch_sub(bytes, Ordering::Relaxed);
        return false;
    }
    true
}
