//! Helpers shared by the integration tests.
// The harness drives the crate from real threads and observes it with std's
// primitives; `locking/clippy.toml`'s ban is for the crate's own code.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]
#![allow(dead_code)]

use std::sync::mpsc;
use std::time::Duration;

use locking::sync::AtomicUsize;
use locking::{init_header, LockClass, ObjectRef};

/// A stand-in for a Java object: a mark word at offset 0, then a payload
/// that only the lock protects.
#[repr(C)]
pub struct Obj<T = ()> {
    header: AtomicUsize,
    pub data: locking::sync::UnsafeCell<T>,
}

impl<T> Obj<T> {
    /// A new object holding `data`, with a fresh header. Leaked: an
    /// inflated object may only be freed after `gc::objects_died`
    /// detached its monitor, as `ObjectRef::from_header` requires, and
    /// these tests never free objects.
    pub fn new(data: T) -> &'static Self {
        Box::leak(Box::new(Obj {
            header: AtomicUsize::new(init_header()),
            data: locking::sync::UnsafeCell::new(data),
        }))
    }

    /// The object as the locking crate sees it.
    pub fn r(&self) -> ObjectRef {
        // SAFETY: the header is initialised with init_header(), only the
        // locking crate writes it, and every `Obj` is leaked (lives forever).
        unsafe { ObjectRef::from_header(&self.header) }
    }

    /// Run `f` on the payload. The caller must hold the object's lock.
    pub fn with_locked<R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        // SAFETY: the caller holds the lock, so no other thread accesses the
        // payload concurrently (this is what the tests check).
        self.data.with_mut(|p| f(unsafe { &mut *p }))
    }
}

/// A fresh locking context for one test (leaked, so that a `&'static`
/// reference to it can be copied into every thread the test spawns). Each
/// test has its own: no test sees another's threads, monitors or classes.
pub fn context() -> &'static std::sync::Arc<locking::LockingContext> {
    Box::leak(Box::new(locking::LockingContext::with_defaults()))
}

/// A leaked payload-less object of `class`, starting with the class's
/// prototype header (anonymously biased once biased locking is enabled).
pub fn object_of(class: &'static LockClass) -> ObjectRef {
    let header = Box::leak(Box::new(AtomicUsize::new(class.prototype_header().bits())));
    // SAFETY: the header is leaked (lives forever), initialised with the
    // class's prototype and written only by the locking crate.
    unsafe { ObjectRef::with_class(header, class) }
}

// SAFETY: the payload is only accessed under the object's lock.
unsafe impl<T: Send> Sync for Obj<T> {}

/// Run `f` on its own thread and fail the test if it takes longer than
/// `secs` seconds (a deadlock must not hang the test run).
pub fn within<F: FnOnce() + Send + 'static>(secs: u64, f: F) {
    let (tx, rx) = mpsc::channel();
    let handle = std::thread::spawn(move || {
        f();
        let _ = tx.send(());
    });
    match rx.recv_timeout(Duration::from_secs(secs)) {
        Ok(()) => handle.join().unwrap(),
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            // f panicked: propagate its panic.
            if let Err(e) = handle.join() {
                std::panic::resume_unwind(e);
            }
        }
        Err(mpsc::RecvTimeoutError::Timeout) => panic!("test did not finish within {secs} s"),
    }
}

/// Wait (at most 10 s) until `cond` holds; fail the test if it never does.
pub fn wait_until(what: &str, cond: impl Fn() -> bool) {
    let start = std::time::Instant::now();
    while !cond() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "timed out: {what}"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}
