//! Stack locking (thin locks): HotSpot 8's `ObjectSynchronizer::slow_enter`
//! and `fast_exit`, with our per-thread lock-record area in place of the
//! interpreter frame's monitor block.
//!
//! * **Enter** — claim a lock record. If the mark word is unlocked, copy it
//!   into the record (the *displaced header*) and CAS the record's address
//!   into the mark word: locked, with one CAS and no allocation. If the
//!   mark word already points into our own area, this is a recursive lock:
//!   the record's displaced header is 0 and nothing else changes. Anything
//!   else (another owner, a CAS lost to a racing thread, an inflated or
//!   inflating object) goes to the monitor: the record gets
//!   [`MarkWord::UNUSED_MARK`] and we inflate and enter the monitor.
//! * **Exit** — find the object's highest record. Displaced header 0:
//!   recursive, just free it. Otherwise CAS the displaced header back into
//!   the mark word if the mark word still points at our record; if that
//!   fails the lock was inflated under us (or was acquired through the
//!   monitor to begin with), so exit the monitor. Free the record last: a
//!   monitor may name it as owner until then.
//! * **Overflow** — no free record: inflate and enter the monitor, noting
//!   the object on the area's overflow stack; exit checks that stack first.
//!
//! Biased locking sits on top (`biased/`): a lock record is pushed for a
//! biased acquisition too, marked held by bias, whose exit only frees it;
//! a revoked bias rebuilds exactly the records above.

use crate::biased;
use crate::inflation::{inflate, inflated_monitor, Cause};
use crate::lock_record::{Holds, LockRecord, RecordSlot, HELD_BY_BIAS};
use crate::log::{log_transition, Name};
use crate::mark_word::MarkWord;
use crate::monitor::ObjectMonitor;
use crate::object::ObjectRef;
use crate::sync::Ordering;
use crate::thread::LockingThread;
use crate::IllegalMonitorState;

/// `monitorenter` on `thread`: biased if the object is biased to us (or
/// can be), else a stack lock, else the monitor. Returns the record used.
///
/// Biased to us already, this is HotSpot's fast path: the mark is read and
/// compared once, and the record is pushed marked [`HELD_BY_BIAS`], with
/// nothing written to the object.
#[inline]
pub(crate) fn enter(thread: &LockingThread, obj: ObjectRef) -> RecordSlot {
    // Acquire (a plain load on x86): if the mark is inflated, the monitor
    // it points to has been published (`inflated_monitor`).
    let mark = obj.load_mark(Ordering::Acquire);
    if biased::is_biased_to(thread, obj, mark) {
        return match thread.records.push(obj, HELD_BY_BIAS) {
            Some(record) => RecordSlot::of(record),
            None => enter_overflow(thread, obj),
        };
    }
    // A layout hint, not a claim: the biased path above falls through, as
    // in HotSpot's interpreter, rather than jumping over this one.
    std::hint::cold_path();
    let Some(record) = thread.records.push(obj, 0) else {
        return enter_overflow(thread, obj);
    };
    enter_not_biased(thread, obj, record, mark);
    RecordSlot::of(record)
}

/// [`enter`] with the claimed `record`, when `obj` is not biased to us:
/// `mark`, the mark word `enter` read (with acquire ordering), says which
/// lock to take.
#[inline(never)]
fn enter_not_biased(thread: &LockingThread, obj: ObjectRef, record: &LockRecord, mark: MarkWord) {
    // Unlocked (the stack lock's CAS) is tested first and falls through.
    if !mark.is_unlocked() {
        // SAFETY: `mark` was read with acquire ordering, and no safepoint
        // has passed since.
        if let Some(monitor) = unsafe { inflated_monitor(mark) } {
            // Inflated already (contended at some time): the monitor's
            // uncontended CAS, straight away, as in HotSpot's `fast_lock`.
            return enter_monitor(thread, record, monitor);
        }
        if mark.has_bias_pattern() {
            return enter_biasable(thread, obj, record, mark);
        }
    }
    enter_with_record(thread, obj, record, mark);
}

/// Enter `monitor` with the claimed `record`, which the exit will find
/// marked [`MarkWord::UNUSED_MARK`]: acquired through the monitor. Out of
/// line: a tail call from [`enter_not_biased`] measured faster than the
/// same code inlined into it.
#[inline(never)]
fn enter_monitor(thread: &LockingThread, record: &LockRecord, monitor: &ObjectMonitor) {
    record
        .displaced_header
        .store(MarkWord::UNUSED_MARK.bits(), Ordering::Relaxed);
    monitor.enter(thread);
}

/// [`enter`] of an object with the bias pattern that is not (yet) biased
/// to us: take or rebias the bias if it can be had, else stack-lock with
/// `record`, else enter the monitor. `mark` is the mark word `enter` read.
/// Rare: a first lock (taking an anonymous bias), a rebias after a bulk
/// rebias, or another thread's lock, which revokes the bias.
#[cold]
#[inline(never)]
fn enter_biasable(thread: &LockingThread, obj: ObjectRef, record: &LockRecord, mark: MarkWord) {
    if biased::enter_slow(thread, obj, mark) {
        // A bias handed to us inside a safepoint (a bulk rebias) may already
        // be gone: a revocation another thread requested can run before we
        // leave that safepoint's blocked state, and it rebuilt `record` into
        // our stack lock. Marking the record held by bias then would make
        // our exit skip the release and strand every later acquirer. We are
        // running now, so no safepoint comes between this check and the mark.
        if biased::is_biased_to(thread, obj, obj.load_mark(Ordering::Acquire)) {
            record.set_held_by_bias(true);
        }
        return;
    }
    enter_with_record(thread, obj, record, obj.load_mark(Ordering::Relaxed));
}

/// No free record: inflate and enter the monitor, noting the object on the
/// overflow stack. Out of line, so that the fast paths fall through.
#[cold]
#[inline(never)]
fn enter_overflow(thread: &LockingThread, obj: ObjectRef) -> RecordSlot {
    thread.records.push_overflow(obj);
    inflate(thread, obj, Cause::RecordOverflow).enter(thread);
    RecordSlot::OVERFLOW
}

/// Stack-lock `obj` with the claimed `record`, `mark` being the mark word
/// last read (no longer biased).
#[inline(always)]
fn enter_with_record(thread: &LockingThread, obj: ObjectRef, record: &LockRecord, mark: MarkWord) {
    let record_addr = record as *const LockRecord as usize;
    if mark.is_unlocked() {
        record
            .displaced_header
            .store(mark.bits(), Ordering::Relaxed);
        // AcqRel: acquire the lock, and release the displaced header to the
        // thread that may inflate (it reads the record after its own CAS).
        if obj
            .cas_mark(mark, MarkWord::stack_locked(record_addr), Ordering::AcqRel)
            .is_ok()
        {
            log_transition!(
                thread.context(),
                obj,
                ("unlocked"),
                ("stack-locked by {}", Name(thread)),
                ("lock")
            );
            return;
        }
        // Someone else changed the mark (locked, hashed or inflated it):
        // treat it as contention, as HotSpot does.
    } else if mark.is_stack_locked() && thread.records.contains(mark.locker()) {
        // Recursive: ours already. The mark cannot stop being ours behind
        // our back (only we unlock it; an inflater changes it to a monitor
        // we own, which the outer record's exit will release).
        record.displaced_header.store(0, Ordering::Relaxed);
        return;
    }
    enter_monitor(thread, record, inflate(thread, obj, Cause::Contention));
}

/// `monitorexit` on `thread`.
///
/// The fast path — no overflow, the object's record found near the top and
/// held by bias — is a short search and two stores and is inlined into the
/// caller; everything else is out of line.
#[inline(always)]
pub(crate) fn exit(thread: &LockingThread, obj: ObjectRef) -> Result<(), IllegalMonitorState> {
    if !thread.records.has_overflow() {
        if let Some(record) = thread.records.find(obj) {
            return exit_found(thread, obj, record);
        }
    }
    exit_slow(thread, obj)
}

/// Release the acquisition `record` (found by a search) recorded.
#[inline(always)]
fn exit_found(
    thread: &LockingThread,
    obj: ObjectRef,
    record: &LockRecord,
) -> Result<(), IllegalMonitorState> {
    // Held by bias: nothing to undo (a revocation would have cleared the
    // bit and rewritten the displaced header).
    if record.is_held_by_bias() {
        thread.records.free(record);
        return Ok(());
    }
    exit_record(thread, obj, record, || thread.records.free(record))
}

/// `monitorexit` on `thread` of the acquisition that used `slot`. The
/// structured case — `slot` is the top record, in use for `obj`, of an area
/// without holes — goes straight to that record; anything else is [`exit`],
/// which searches.
#[inline(always)]
pub(crate) fn exit_slot(
    thread: &LockingThread,
    obj: ObjectRef,
    slot: RecordSlot,
) -> Result<(), IllegalMonitorState> {
    if let Some(record) = thread.records.structured_top(slot) {
        match record.holds(obj) {
            // As in `exit_found`, popping instead of freeing.
            Holds::ByBias => {
                thread.records.pop_structured(record);
                return Ok(());
            }
            Holds::Locked => {
                return exit_record(thread, obj, record, || {
                    thread.records.pop_structured(record)
                })
            }
            Holds::NotThis => {}
        }
    }
    exit_unstructured(thread, obj)
}

/// [`exit_slot`] of an acquisition that is not the top record: [`exit`],
/// out of line, so that the structured exit falls straight through.
#[cold]
#[inline(never)]
fn exit_unstructured(thread: &LockingThread, obj: ObjectRef) -> Result<(), IllegalMonitorState> {
    exit(thread, obj)
}

/// The exits that need the overflow stack, or find no record at all.
#[cold]
#[inline(never)]
fn exit_slow(thread: &LockingThread, obj: ObjectRef) -> Result<(), IllegalMonitorState> {
    if thread.records.pop_overflow(obj) {
        return inflate(thread, obj, Cause::RecordOverflow).exit(thread);
    }
    let record = thread.records.find(obj).ok_or(IllegalMonitorState)?;
    exit_found(thread, obj, record)
}

/// Release the acquisition `record` recorded, not held by bias: through
/// the monitor (inlined: HotSpot's `fast_unlock` of an inflated lock), or by
/// restoring the displaced header (out of line). `free_record` frees
/// `record`.
#[inline(always)]
fn exit_record(
    thread: &LockingThread,
    obj: ObjectRef,
    record: &LockRecord,
    free_record: impl FnOnce(),
) -> Result<(), IllegalMonitorState> {
    let displaced = MarkWord(record.displaced_header.load(Ordering::Relaxed));
    if displaced != MarkWord::UNUSED_MARK {
        return exit_stack_locked(thread, obj, record, displaced);
    }
    // Acquired through the monitor, which names us by thread id, not by
    // this record: free the record first and release the lock last. The
    // shorter the time from our release to our next acquisition, the less
    // often a spinning thread takes the lock from under a thread about to
    // re-acquire it, moving the monitor's cache lines (competitive hand-off
    // favours the thread already running).
    free_record();
    inflate(thread, obj, Cause::Contention).exit(thread)
}

/// [`exit_record`] of a stack lock (`displaced` is the record's displaced
/// header: 0 for a recursion).
#[inline(never)]
fn exit_stack_locked(
    thread: &LockingThread,
    obj: ObjectRef,
    record: &LockRecord,
    displaced: MarkWord,
) -> Result<(), IllegalMonitorState> {
    // Displaced header 0: a recursive stack lock, nothing to undo. Otherwise
    // put the header back if the mark still points at our record; if it
    // does not, the lock was inflated while we held it (we own the monitor,
    // possibly still named by this record's address). `inflate` waits out
    // an INFLATING in progress.
    let restored = displaced.bits() == 0
        || obj
            .cas_mark(
                MarkWord::stack_locked(record as *const LockRecord as usize),
                displaced,
                Ordering::Release,
            )
            .is_ok();
    if restored && displaced.bits() != 0 {
        log_transition!(
            thread.context(),
            obj,
            ("stack-locked by {}", Name(thread)),
            ("unlocked"),
            ("unlock")
        );
    }
    let result = if restored {
        Ok(())
    } else {
        inflate(thread, obj, Cause::Contention).exit(thread)
    };
    thread.records.free(record);
    result
}
