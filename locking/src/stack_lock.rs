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
//! Biased locking sits on top (`biased.rs`): a lock record is pushed for a
//! biased acquisition too, marked held by bias, whose exit only frees it;
//! a revoked bias rebuilds exactly the records above.

use crate::biased;
use crate::inflation::{inflate, Cause};
use crate::lock_record::{Holds, LockRecord, RecordSlot, HELD_BY_BIAS};
use crate::log::{log_transition, Name};
use crate::mark_word::MarkWord;
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
    let mark = obj.load_mark(Ordering::Relaxed);
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
    if mark.has_bias_pattern() {
        enter_biasable(thread, obj, record, mark);
    } else {
        enter_with_record(thread, obj, record, mark);
    }
    RecordSlot::of(record)
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
        record.set_held_by_bias(true);
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
    record
        .displaced_header
        .store(MarkWord::UNUSED_MARK.bits(), Ordering::Relaxed);
    inflate(thread, obj, Cause::Contention).enter(thread);
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
    exit_record(thread, obj, record)
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
            Holds::Locked => return exit_record(thread, obj, record),
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

fn exit_record(
    thread: &LockingThread,
    obj: ObjectRef,
    record: &LockRecord,
) -> Result<(), IllegalMonitorState> {
    let displaced = MarkWord(record.displaced_header.load(Ordering::Relaxed));
    if displaced == MarkWord::UNUSED_MARK {
        // Acquired through the monitor, which names us by thread id, not by
        // this record: free the record first and release the lock last.
        // The shorter the time from our release to our next acquisition,
        // the less often a spinning thread takes the lock from under a
        // thread about to re-acquire it, moving the monitor's cache lines
        // (competitive hand-off favours the thread already running).
        thread.records.free(record);
        return inflate(thread, obj, Cause::Contention).exit(thread);
    }
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
