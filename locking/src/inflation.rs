//! Inflation: attaching an [`ObjectMonitor`] to an object (HotSpot 8's
//! `ObjectSynchronizer::inflate`), and waiting out a concurrent inflation
//! (`ReadStableMark`).
//!
//! Who inflates: a thread that finds the object locked by another thread
//! (contention), a thread about to `wait` on it, a thread asking for the
//! identity hash of a locked object whose header it cannot read, and a
//! thread whose lock records have run out.
//!
//! From a stack-locked mark, inflation takes three steps (paper 000 §2.1.4):
//!
//! 1. allocate the monitor (before touching the object, so that the next
//!    step's window is short);
//! 2. CAS the mark word from the lock-record address to INFLATING (0). From
//!    then on the stack-lock owner cannot release (its CAS of the displaced
//!    header back fails), and every other reader of the mark word waits in
//!    [`read_stable_mark`]; so the displaced header in the owner's record is
//!    stable and safe to read;
//! 3. copy the displaced header into the monitor, record the *lock-record
//!    address* as the monitor's owner (the owner thread converts it into its
//!    thread id the next time it touches the monitor: it is the only thread
//!    whose area contains that address), and publish `monitor | 10` with a
//!    release store.
//!
//! If the CAS in step 2 fails (the owner released, or another thread
//! inflated first) we start again from the new mark word. From an unlocked
//! mark, one CAS installs a fresh unowned monitor holding the mark as its
//! header. INFLATING must never be held for long: nothing between steps 2
//! and 3 allocates or blocks.
//!
//! A published monitor stays the object's monitor until a safepoint finds
//! it idle and deflates it (`deflation/`); monitors come from, and go
//! back to, a pool.

use std::fmt;

use crate::biased;
use crate::lock_record::LockRecord;
use crate::log::{log_transition, Name};
use crate::mark_word::{MarkState, MarkWord};
use crate::monitor::ObjectMonitor;
use crate::object::ObjectRef;
use crate::profile;
use crate::sync::{spin_hint, yield_now, Ordering};
use crate::thread::LockingThread;

/// Spins on INFLATING before each yield: the inflater holds it only for a
/// few instructions unless it is preempted.
const INFLATING_SPINS: u32 = if cfg!(loom) { 1 } else { 64 };

/// The object's mark word, waiting (spin, then yield) while it is
/// INFLATING. The result is not INFLATING; it may of course change at once.
/// Acquire: if it is a monitor address, the monitor's fields written before
/// publication are visible.
pub(crate) fn read_stable_mark(obj: ObjectRef) -> MarkWord {
    let mut spins = 0u32;
    loop {
        let mark = obj.load_mark(Ordering::Acquire);
        if !mark.is_inflating() {
            return mark;
        }
        if spins < INFLATING_SPINS {
            spins += 1;
            spin_hint();
        } else {
            spins = 0;
            yield_now();
        }
    }
}

/// The monitor at `addr`.
///
/// # Safety
/// `addr` was taken from an inflated mark word read with acquire ordering
/// (as `read_stable_mark` does), by a thread that has not since passed a
/// safepoint (where the monitor may be deflated and reused). Monitors are
/// never freed (`deflation/`), and `inflate` initialises a monitor fully
/// before the release store or CAS that publishes it.
#[inline]
pub(crate) unsafe fn monitor_at(addr: usize) -> &'static ObjectMonitor {
    // SAFETY: the caller's obligation, argued above.
    unsafe { &*(addr as *const ObjectMonitor) }
}

/// Why a lock is being inflated (for `-Xlog:locking`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cause {
    /// Another thread holds it.
    Contention,
    /// `Object.wait` needs a wait set.
    Wait,
    /// The identity hash of a locked object.
    Hash,
    /// The thread's lock records ran out.
    RecordOverflow,
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Cause::Contention => "contention",
            Cause::Wait => "wait",
            Cause::Hash => "identity hash of a locked object",
            Cause::RecordOverflow => "lock records exhausted",
        })
    }
}

/// The object's monitor, inflating the object if it has none.
///
/// Already inflated — every enter and exit of an inflated lock asks — is one
/// acquire load and a test, inlined; the rest is [`inflate_slow`].
#[inline]
pub(crate) fn inflate(
    thread: &LockingThread,
    obj: ObjectRef,
    cause: Cause,
) -> &'static ObjectMonitor {
    // SAFETY: read with acquire ordering, just now.
    match unsafe { inflated_monitor(obj.load_mark(Ordering::Acquire)) } {
        Some(monitor) => monitor,
        None => inflate_slow(thread, obj, cause),
    }
}

/// The monitor `mark` points to, if it is inflated.
///
/// # Safety
/// As for [`monitor_at`]: `mark` was read with acquire ordering, by a
/// thread that has not since passed a safepoint.
#[inline]
pub(crate) unsafe fn inflated_monitor(mark: MarkWord) -> Option<&'static ObjectMonitor> {
    // SAFETY: the caller's obligation.
    mark.is_inflated()
        .then(|| unsafe { monitor_at(mark.monitor()) })
}

/// [`inflate`] when the mark was not (yet) inflated.
#[inline(never)]
fn inflate_slow(thread: &LockingThread, obj: ObjectRef, cause: Cause) -> &'static ObjectMonitor {
    // A monitor allocated on an earlier attempt whose CAS failed, reused.
    let mut spare: Option<&'static ObjectMonitor> = None;
    // The lock's profile (looked up once, before we inflate: the side table
    // has a lock of its own, not to be taken while the mark is INFLATING).
    let mut profile = None;
    let mut profile_of = || {
        *profile.get_or_insert_with(|| profile::on_inflate(thread, obj, cause == Cause::Contention))
    };
    let monitor = loop {
        let mark = read_stable_mark(obj);
        match mark.state() {
            // SAFETY: from an inflated mark read by read_stable_mark.
            MarkState::Inflated { monitor } => {
                if let Some(m) = spare.take() {
                    thread.context().monitors.give_back(m);
                }
                return unsafe { monitor_at(monitor) };
            }
            MarkState::StackLocked { record } => {
                let profile = profile_of();
                let monitor = spare
                    .take()
                    .unwrap_or_else(|| thread.context().monitors.allocate());
                // Step 2. Acquire: pairs with the owner's release CAS that
                // published the record, so its displaced header is visible.
                if obj
                    .cas_mark(mark, MarkWord::INFLATING, Ordering::Acquire)
                    .is_err()
                {
                    spare = Some(monitor);
                    continue;
                }
                // SAFETY: the mark held `record` until our CAS, so the record
                // is in use by the thread that stack-locked the object, and
                // that thread cannot free it before it has seen the monitor
                // we are about to publish (its unlocking CAS now fails and it
                // waits in read_stable_mark). Lock-record areas are never
                // freed while a record is in use (`LockRecordArea::drop`
                // leaks them), so the memory is valid.
                let record = unsafe { &*(record as *const LockRecord) };
                let displaced = MarkWord(record.displaced_header.load(Ordering::Relaxed));
                debug_assert!(
                    displaced.is_unlocked(),
                    "bad displaced header {displaced:?}"
                );
                // Timeline: the owner's hold began before this moment.
                let held_since = profile::blame::inflating_held(thread, profile);
                // Step 3.
                monitor.init_inflated(
                    obj,
                    displaced,
                    record as *const LockRecord as usize,
                    profile,
                );
                obj.header().store(
                    MarkWord::inflated(monitor as *const ObjectMonitor as usize).bits(),
                    Ordering::Release,
                );
                log_transition!(
                    thread.context(),
                    obj,
                    ("stack-locked"),
                    ("inflated"),
                    ("{cause}, by {}", Name(thread))
                );
                if let (Some(p), Some(at)) = (profile, held_since) {
                    profile::blame::inflated_held(
                        thread,
                        p,
                        record as *const LockRecord as usize,
                        at,
                    );
                }
                break monitor;
            }
            MarkState::Unlocked { .. } => {
                let profile = profile_of();
                let monitor = spare
                    .take()
                    .unwrap_or_else(|| thread.context().monitors.allocate());
                monitor.init_inflated(obj, mark, 0, profile);
                let addr = monitor as *const ObjectMonitor as usize;
                // Release publishes the monitor's fields. Acquire too: the
                // unlocked mark may have been written by a thread releasing
                // a stack lock, whose critical section must happen before
                // whoever next owns the monitor. (Our earlier acquire load
                // is not enough: it may have read an older, equal, value.)
                if obj
                    .cas_mark(mark, MarkWord::inflated(addr), Ordering::AcqRel)
                    .is_ok()
                {
                    log_transition!(
                        thread.context(),
                        obj,
                        ("unlocked"),
                        ("inflated"),
                        ("{cause}, by {}", Name(thread))
                    );
                    break monitor;
                }
                spare = Some(monitor);
            }
            MarkState::Biased { .. } => {
                biased::revoke_and_rebias(thread, obj, false);
            }
            MarkState::Inflating => unreachable!("read_stable_mark returned INFLATING"),
            MarkState::Marked { bits } => panic!("locking a GC-marked object ({bits:#x})"),
        }
    };
    thread.context().monitors.note_in_use(monitor);
    monitor
}
