//! loom model checking of the `locking` crate. The models live in `tests/`
//! and only exist under `--cfg loom` (see README.md for the command); in a
//! normal build this crate is just the helpers below and has no tests.

use locking::sync::{AtomicUsize, UnsafeCell};
use locking::{init_header, LockClass, ObjectRef};

/// A stand-in for a Java object: a mark word at offset 0 and a payload that
/// only the object's lock may protect (loom checks that it does: every
/// access goes through loom's `UnsafeCell`, which reports unsynchronized
/// accesses).
#[repr(C)]
pub struct Obj<T> {
    header: AtomicUsize,
    data: UnsafeCell<T>,
    class: &'static LockClass,
}

// SAFETY: the payload is only accessed through `with_locked`, whose callers
// hold the object's lock (and under loom, loom verifies it).
unsafe impl<T: Send> Sync for Obj<T> {}

impl<T> Obj<T> {
    /// A new object holding `data`. Leaked: an inflated object must outlive
    /// its monitor (monitors are never freed yet).
    pub fn new(data: T) -> &'static Obj<T> {
        Box::leak(Box::new(Obj {
            header: AtomicUsize::new(init_header()),
            data: UnsafeCell::new(data),
            class: LockClass::unbiasable(),
        }))
    }

    /// A new instance of `class`, starting with its prototype header
    /// (anonymously biased once biased locking is enabled).
    pub fn of_class(data: T, class: &'static LockClass) -> &'static Obj<T> {
        Box::leak(Box::new(Obj {
            header: AtomicUsize::new(class.prototype_header().bits()),
            data: UnsafeCell::new(data),
            class,
        }))
    }

    /// The object as the locking crate sees it.
    pub fn r(&'static self) -> ObjectRef {
        // SAFETY: initialised with init_header(), written only by the
        // locking crate, never freed.
        unsafe { ObjectRef::with_class(&self.header, self.class) }
    }

    /// Run `f` on the payload; the caller must hold the object's lock.
    pub fn with_locked<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        // SAFETY: the caller holds the lock: no concurrent access. Under
        // loom, loom's UnsafeCell checks exactly this claim.
        self.data.with_mut(|p| f(unsafe { &mut *p }))
    }
}
