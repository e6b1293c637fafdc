//! The synchronization shim: every atomic, lock and park the locking code
//! uses comes from here, so the same code runs on real threads normally and
//! under the [loom](https://docs.rs/loom) model checker with `--cfg loom`
//! (the pattern of tokio's `loom` module).
//!
//! | item | normal build | `cfg(loom)` |
//! |---|---|---|
//! | `AtomicUsize`, `AtomicU64`, `AtomicU32`, `AtomicU8`, `AtomicBool`, `AtomicPtr`, `fence` | `std::sync::atomic` | `loom::sync::atomic` |
//! | `Ordering` | `std::sync::atomic::Ordering` | the same (loom uses std's) |
//! | `yield_now` | `std::thread::yield_now` | `loom::thread::yield_now` |
//! | [`spin_hint`] | `std::hint::spin_loop` | `loom::thread::yield_now` (a spin loop must let loom run the thread it waits for) |
//! | [`UnsafeCell`] | a wrapper over `std::cell::UnsafeCell` with loom's `with`/`with_mut` API | `loom::cell::UnsafeCell` |
//! | [`Mutex`] | `std::sync::Mutex`, poison ignored | `loom::sync::Mutex`, poison ignored |
//! | `Condvar` | `std::sync::Condvar` | `loom::sync::Condvar` |
//! | [`Parker`] | a permit flag + `parking_lot_core` park/unpark keyed by the flag's address | a permit in a loom `Mutex` + `Condvar`; timed parks time out nondeterministically |
//!
//! Timeouts cannot be modelled by loom (it has no clock). Under `cfg(loom)`
//! [`Parker::park_until`] yields once and then reports "timed out" unless a
//! permit arrived meanwhile, so models explore both "the notify came first"
//! and "the timeout came first".
//!
//! What is deliberately *not* modelled — thread-private data, statistics,
//! settings written once, process-wide statics — uses [`unmodelled`], which
//! is std in both builds and says why at each use. Nothing else in the crate
//! may name `std::sync`: `locking/clippy.toml` makes it a clippy error
//! (`disallowed-types`, `disallowed-methods`).

// This file is the one place in the crate where `std::sync` may be named
// (`locking/clippy.toml` forbids it everywhere else).
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]

/// Memory orderings: loom uses std's own enum.
pub use std::sync::atomic::Ordering;

#[cfg(loom)]
pub use loom::sync::atomic::{
    fence, AtomicBool, AtomicPtr, AtomicU32, AtomicU64, AtomicU8, AtomicUsize,
};
#[cfg(loom)]
pub use loom::thread::yield_now;

// Type aliases, not re-exports: clippy's `disallowed_types` sees through a
// `pub use` (the path resolves to std's type) but not through an alias, so
// the aliases are what lets the rest of the crate name these types while
// naming `std::sync` stays an error.
#[cfg(not(loom))]
pub type AtomicBool = std::sync::atomic::AtomicBool;
#[cfg(not(loom))]
pub type AtomicU8 = std::sync::atomic::AtomicU8;
#[cfg(not(loom))]
pub type AtomicU32 = std::sync::atomic::AtomicU32;
#[cfg(not(loom))]
pub type AtomicU64 = std::sync::atomic::AtomicU64;
#[cfg(not(loom))]
pub type AtomicUsize = std::sync::atomic::AtomicUsize;
#[cfg(not(loom))]
pub type AtomicPtr<T> = std::sync::atomic::AtomicPtr<T>;

/// A memory fence (`std::sync::atomic::fence`, or loom's).
#[cfg(not(loom))]
#[inline(always)]
pub fn fence(order: Ordering) {
    std::sync::atomic::fence(order)
}

/// Give up the processor (`std::thread::yield_now`; under loom a schedule
/// point).
#[cfg(not(loom))]
#[inline]
pub fn yield_now() {
    std::thread::yield_now()
}

#[cfg(loom)]
pub use loom::cell::UnsafeCell;
#[cfg(loom)]
pub use loom::sync::Condvar;
#[cfg(not(loom))]
pub type Condvar = std::sync::Condvar;

/// What the crate deliberately keeps out of loom's model: std's types in
/// both builds. Each use is one of these kinds, and says which:
///
/// * **thread-private** data no other thread touches (a thread's
///   hash-generator state, its lock-record area's top index, its saved
///   state): modelling it would only add schedule points;
/// * **statistics and diagnostics**, read racily by design (spin counts,
///   lock-profile counters, the monitor a thread is blocked on for thread
///   dumps): no protocol decision depends on them;
/// * **settings and hooks** written once before threads use them (biased
///   locking's flags, the class resolver, the profilers' sinks) and
///   process-wide statics (the clock calibration): loom objects cannot live
///   in a static or outlive one model execution;
/// * **ownership** (`Arc`) of values that outlive one model execution (the
///   context, threads), and the bookkeeping lists under [`unmodelled::Mutex`]
///   that only registration and profiling touch.
pub mod unmodelled {
    pub use super::Ordering;
    pub type AtomicBool = std::sync::atomic::AtomicBool;
    pub type AtomicU8 = std::sync::atomic::AtomicU8;
    pub type AtomicU32 = std::sync::atomic::AtomicU32;
    pub type AtomicU64 = std::sync::atomic::AtomicU64;
    pub type AtomicUsize = std::sync::atomic::AtomicUsize;
    pub type AtomicPtr<T> = std::sync::atomic::AtomicPtr<T>;
    pub type Arc<T> = std::sync::Arc<T>;
    pub type OnceLock<T> = std::sync::OnceLock<T>;

    /// `std::sync::Mutex` with the crate's poisoning policy (see
    /// [`super::Mutex`]), in both builds.
    #[derive(Debug, Default)]
    pub struct Mutex<T>(std::sync::Mutex<T>);

    /// Guard returned by [`Mutex::lock`].
    pub type MutexGuard<'a, T> = std::sync::MutexGuard<'a, T>;

    impl<T> Mutex<T> {
        /// A new unlocked mutex holding `value` (`const`, for statics).
        pub const fn new(value: T) -> Self {
            Mutex(std::sync::Mutex::new(value))
        }

        /// Lock, blocking the calling thread until the lock is available.
        /// A panic while the lock was held does not poison it (see
        /// [`super::Mutex`]).
        pub fn lock(&self) -> MutexGuard<'_, T> {
            self.0
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
        }
    }
}

use std::time::Instant;

/// Hint that the caller is busy-waiting for another thread. Under loom it
/// yields, which is what lets the model make progress; every spin loop in
/// this crate calls it.
#[inline]
pub fn spin_hint() {
    #[cfg(loom)]
    loom::thread::yield_now();
    #[cfg(not(loom))]
    std::hint::spin_loop();
}

/// A mutual-exclusion lock for the monitor's queues. Poisoning is ignored —
/// the crate's one policy, for [`unmodelled::Mutex`] too: the critical
/// sections only move pointers between queues or push to lists, and never
/// leave them half-updated, so a panic elsewhere must not wedge every later
/// locker. In a normal build it is [`unmodelled::Mutex`].
#[cfg(not(loom))]
pub use unmodelled::{Mutex, MutexGuard};

/// A mutual-exclusion lock for the monitor's queues (loom's, poisoning
/// ignored as in the normal build).
#[cfg(loom)]
#[derive(Debug, Default)]
pub struct Mutex<T>(loom::sync::Mutex<T>);

/// Guard returned by [`Mutex::lock`].
#[cfg(loom)]
pub type MutexGuard<'a, T> = loom::sync::MutexGuard<'a, T>;

#[cfg(loom)]
impl<T> Mutex<T> {
    /// A new unlocked mutex holding `value`.
    pub fn new(value: T) -> Self {
        Mutex(loom::sync::Mutex::new(value))
    }

    /// Lock, blocking the calling thread until the lock is available.
    pub fn lock(&self) -> MutexGuard<'_, T> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// `std::cell::UnsafeCell` with the closure-based API of
/// `loom::cell::UnsafeCell`, so that code (and tests) using it compile
/// unchanged in both builds. Loom checks every `with`/`with_mut` for data
/// races; here they are plain pointer accesses.
#[cfg(not(loom))]
#[derive(Debug, Default)]
pub struct UnsafeCell<T>(std::cell::UnsafeCell<T>);

#[cfg(not(loom))]
impl<T> UnsafeCell<T> {
    /// Wrap `value`.
    pub const fn new(value: T) -> Self {
        UnsafeCell(std::cell::UnsafeCell::new(value))
    }

    /// Call `f` with a shared pointer to the contents. The caller is
    /// responsible for the absence of concurrent writers when it dereferences.
    pub fn with<R>(&self, f: impl FnOnce(*const T) -> R) -> R {
        f(self.0.get())
    }

    /// Call `f` with a mutable pointer to the contents. The caller is
    /// responsible for exclusive access when it dereferences.
    pub fn with_mut<R>(&self, f: impl FnOnce(*mut T) -> R) -> R {
        f(self.0.get())
    }

    /// Unwrap the contents.
    pub fn into_inner(self) -> T {
        self.0.into_inner()
    }
}

/// A one-permit park/unpark primitive with the semantics of
/// `std::thread::park` and HotSpot's `ParkEvent`: `unpark` makes a permit
/// available (permits do not accumulate), `park` consumes the permit or blocks
/// until one is made available. Parks may return spuriously; every caller
/// re-checks its condition in a loop.
///
/// A `Parker` lives inside a `LockingThread`: any thread may `unpark` it,
/// only its owner parks on it.
#[derive(Debug)]
pub struct Parker {
    #[cfg(not(loom))]
    permit: AtomicBool,
    #[cfg(loom)]
    permit: loom::sync::Mutex<bool>,
    #[cfg(loom)]
    cond: loom::sync::Condvar,
}

impl Default for Parker {
    fn default() -> Self {
        Parker::new()
    }
}

/// Parkers are immortal, like HotSpot's `ParkEvent`s: a monitor's exit
/// reads the successor's parker and unparks it *after* releasing the lock,
/// when the successor may already have acquired the lock, returned and
/// terminated. So a parker is never freed: a terminated thread's parker
/// goes back to this pool for the next thread. A stale `unpark` reaching
/// the next user is one spurious wake-up, which every caller tolerates.
#[cfg(not(loom))]
static PARKER_POOL: unmodelled::Mutex<Vec<&'static Parker>> = unmodelled::Mutex::new(Vec::new());

impl Parker {
    /// An immortal parker, recycled from the pool if one is free.
    pub fn allocate() -> &'static Parker {
        #[cfg(not(loom))]
        if let Some(p) = PARKER_POOL.lock().pop() {
            return p;
        }
        Box::leak(Box::new(Parker::new()))
    }

    /// Give `parker` back to the pool. Its owner must not park on it again.
    pub fn recycle(parker: &'static Parker) {
        #[cfg(not(loom))]
        PARKER_POOL.lock().push(parker);
        // Under loom each model execution has its own objects: just leak.
        #[cfg(loom)]
        let _ = parker;
    }
}

#[cfg(not(loom))]
impl Parker {
    /// A parker without a permit.
    pub fn new() -> Self {
        Parker {
            permit: AtomicBool::new(false),
        }
    }

    /// The `parking_lot_core` queue key: the address of our permit flag,
    /// which no other synchronization primitive can share while we live.
    fn key(&self) -> usize {
        &self.permit as *const _ as usize
    }

    /// Make the permit available and wake the owner if it is parked.
    pub fn unpark(&self) {
        use Ordering::Release;
        // Publish the permit before looking for a sleeper: `park`'s validate
        // runs under the same queue lock as `unpark_one`, so either validate
        // sees the permit (and does not sleep) or the sleeper is already
        // queued when `unpark_one` looks (and is woken).
        self.permit.store(true, Release);
        // SAFETY: the key is the address of our own permit flag (an address
        // we control); the callback neither panics nor calls into
        // parking_lot.
        unsafe {
            parking_lot_core::unpark_one(self.key(), |_| parking_lot_core::DEFAULT_UNPARK_TOKEN);
        }
    }

    /// Consume the permit, blocking until there is one.
    pub fn park(&self) {
        self.park_inner(None);
    }

    /// Consume the permit, blocking until there is one or `deadline` passes.
    /// Returns `true` if it returned because the deadline passed without a
    /// permit.
    pub fn park_until(&self, deadline: Instant) -> bool {
        self.park_inner(Some(deadline))
    }

    fn park_inner(&self, deadline: Option<Instant>) -> bool {
        use Ordering::{Acquire, Relaxed};
        if self.permit.swap(false, Acquire) {
            return false;
        }
        // SAFETY: the key is the address of our own permit flag; validate
        // and timed_out neither panic nor call into parking_lot, and
        // before_sleep does nothing.
        unsafe {
            parking_lot_core::park(
                self.key(),
                || !self.permit.load(Relaxed),
                || {},
                |_, _| {},
                parking_lot_core::DEFAULT_PARK_TOKEN,
                deadline,
            );
        }
        if self.permit.swap(false, Acquire) {
            return false;
        }
        deadline.is_some_and(|d| Instant::now() >= d)
    }
}

#[cfg(loom)]
impl Parker {
    /// A parker without a permit.
    pub fn new() -> Self {
        Parker {
            permit: loom::sync::Mutex::new(false),
            cond: loom::sync::Condvar::new(),
        }
    }

    /// Make the permit available and wake the owner if it is parked.
    pub fn unpark(&self) {
        let mut permit = self.permit.lock().unwrap();
        *permit = true;
        self.cond.notify_one();
    }

    /// Consume the permit, blocking until there is one.
    pub fn park(&self) {
        let mut permit = self.permit.lock().unwrap();
        while !*permit {
            permit = self.cond.wait(permit).unwrap();
        }
        *permit = false;
    }

    /// Nondeterministic stand-in for a timed park: consume a permit if one
    /// is (or, after one yield, has become) available, otherwise report that
    /// the deadline passed. The deadline itself is ignored: loom has no clock.
    pub fn park_until(&self, _deadline: Instant) -> bool {
        if std::mem::take(&mut *self.permit.lock().unwrap()) {
            return false;
        }
        loom::thread::yield_now();
        !std::mem::take(&mut *self.permit.lock().unwrap())
    }
}

#[cfg(all(test, not(loom)))]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::time::Duration;

    #[test]
    fn permit_before_park_is_not_lost() {
        let p = Parker::new();
        p.unpark();
        p.unpark(); // permits do not accumulate
        p.park();
        assert!(p.park_until(Instant::now() + Duration::from_millis(10)));
    }

    #[test]
    fn unpark_wakes_a_parked_thread() {
        let p = Arc::new(Parker::new());
        let p2 = Arc::clone(&p);
        let t = std::thread::spawn(move || p2.park());
        std::thread::sleep(Duration::from_millis(20));
        p.unpark();
        t.join().unwrap();
    }

    #[test]
    fn timed_park_times_out() {
        let p = Parker::new();
        let start = Instant::now();
        assert!(p.park_until(start + Duration::from_millis(30)));
        assert!(start.elapsed() >= Duration::from_millis(30));
    }
}
