//! Identity hashing (`Object.hashCode()`, `System.identityHashCode`):
//! HotSpot 8's `ObjectSynchronizer::FastHashCode` with `-XX:hashCode=5`.
//!
//! The hash is a 31-bit non-zero number drawn from the calling thread's
//! Marsaglia xor-shift generator and stored *in the header* the first time
//! it is asked for; from then on every reader finds it there, whichever
//! state the lock is in:
//!
//! | mark word | where the hash is | if there is none yet |
//! |---|---|---|
//! | unlocked | the mark word | CAS it in (retry if the mark changed) |
//! | stack-locked by us | our record's displaced header | inflate, then as inflated |
//! | stack-locked by another thread | (not readable safely: the owner may unlock and reuse the record) | inflate, then as inflated |
//! | inflated | the monitor's header | CAS it into the monitor's header |
//! | INFLATING | — | wait for the inflater, re-read |
//! | biased | — | revoke the bias, re-read |
//!
//! Why inflate rather than write the hash into a displaced header? Another
//! thread may be inflating the lock concurrently and copying the displaced
//! header into a monitor; a hash written after the copy would be lost and a
//! second, different hash later assigned. A monitor's header is only ever
//! changed by CAS, so two threads racing to hash agree on one value.
//! A header's hash, once non-zero, is never changed by anyone: it moves
//! between mark word, displaced header and monitor header with the header.
//!
//! The generator, one per thread ([`generator::HashState`]), is
//! `generator.rs`.

pub(crate) mod generator;

use crate::biased;
use crate::inflation::{inflate, read_stable_mark, Cause};
use crate::mark_word::{MarkState, MarkWord};
use crate::monitor::ObjectMonitor;
use crate::object::ObjectRef;
use crate::sync::Ordering;
use crate::thread::LockingThread;

/// `System.identityHashCode(obj)` on thread `thread`.
pub(crate) fn identity_hash(thread: &LockingThread, obj: ObjectRef) -> i32 {
    let hash = loop {
        let mark = read_stable_mark(obj);
        match mark.state() {
            MarkState::Biased { .. } => {
                biased::revoke_and_rebias(thread, obj, false);
                continue;
            }
            MarkState::Unlocked { hash, .. } => {
                if hash != 0 {
                    break hash;
                }
                let hash = thread.hash_state.next_hash();
                // AcqRel, as every CAS on the mark word: it is part of the
                // chain of writes by which one lock owner hands the object
                // to the next. Failure: the mark changed under us (locked,
                // hashed, inflated); look again.
                if obj
                    .cas_mark(mark, mark.with_hash(hash), Ordering::AcqRel)
                    .is_ok()
                {
                    break hash;
                }
                continue;
            }
            MarkState::StackLocked { record } => {
                if let Some(record) = thread.records.record_at(record) {
                    // Our own record: only we write its displaced header, and
                    // it is immutable while the record is in use.
                    let displaced = MarkWord(record.displaced_header.load(Ordering::Relaxed));
                    if displaced.hash() != 0 {
                        break displaced.hash();
                    }
                }
            }
            MarkState::Inflated { .. } => {}
            MarkState::Inflating => unreachable!("read_stable_mark returned INFLATING"),
            MarkState::Marked { bits } => panic!("identity hash of a GC-marked object ({bits:#x})"),
        }
        // Stack-locked without a readable hash, or inflated: the hash lives
        // in (or goes into) the monitor's header.
        break hash_in_monitor(thread, inflate(thread, obj, Cause::Hash));
    };
    hash as i32
}

/// The hash in `monitor`'s header, installing a fresh one if there is none.
fn hash_in_monitor(thread: &LockingThread, monitor: &ObjectMonitor) -> u32 {
    let mut header = monitor.header();
    loop {
        if header.hash() != 0 {
            return header.hash();
        }
        let hash = thread.hash_state.next_hash();
        match monitor.cas_header(header, header.with_hash(hash)) {
            Ok(_) => return hash,
            // Someone else hashed first: use theirs.
            Err(current) => header = current,
        }
    }
}
