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

use crate::sync::unmodelled::{AtomicU32, Ordering::Relaxed};

use crate::biased;
use crate::inflation::{inflate, read_stable_mark, Cause};
use crate::mark_word::{MarkState, MarkWord};
use crate::monitor::ObjectMonitor;
use crate::object::ObjectRef;
use crate::sync::Ordering;
use crate::thread::LockingThread;

/// Marsaglia's xor-shift generator state, per thread, seeded as HotSpot
/// seeds `_hashStateX.._hashStateW` (X from a per-thread value, Y/Z/W fixed).
/// Only the owning thread advances it; atomics make that safe through
/// `&LockingThread`, unmodelled under loom (thread-private data).
#[derive(Debug)]
pub(crate) struct HashState {
    x: AtomicU32,
    y: AtomicU32,
    z: AtomicU32,
    w: AtomicU32,
}

impl HashState {
    /// The state of thread `thread_id`. HotSpot seeds X with `os::random()`;
    /// we mix the thread id (Park–Miller step, as `os::random` does), which
    /// keeps hashes reproducible from run to run for the same threads.
    pub(crate) fn new(thread_id: u32) -> HashState {
        let x = ((u64::from(thread_id) * 16807) % 0x7fff_ffff) as u32;
        HashState {
            x: AtomicU32::new(x),
            y: AtomicU32::new(842_502_087),
            z: AtomicU32::new(0x8767), // (int)(3579807591LL & 0xffff)
            w: AtomicU32::new(273_326_509),
        }
    }

    /// The next candidate hash: 31 bits, never 0 (0 means "no hash").
    pub(crate) fn next_hash(&self) -> u32 {
        let mut t = self.x.load(Relaxed);
        t ^= t << 11;
        self.x.store(self.y.load(Relaxed), Relaxed);
        self.y.store(self.z.load(Relaxed), Relaxed);
        self.z.store(self.w.load(Relaxed), Relaxed);
        let mut v = self.w.load(Relaxed);
        v = (v ^ (v >> 19)) ^ (t ^ (t >> 8));
        self.w.store(v, Relaxed);
        let value = v & MarkWord::HASH_MASK as u32;
        if value == 0 {
            0xBAD // HotSpot's stand-in for a zero draw
        } else {
            value
        }
    }
}

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

#[cfg(all(test, not(loom)))]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_31_bit_non_zero_and_vary() {
        let state = HashState::new(1);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..10_000 {
            let h = state.next_hash();
            assert!(h != 0 && h as usize <= MarkWord::HASH_MASK);
            seen.insert(h);
        }
        assert!(seen.len() > 9_990, "xor-shift should rarely repeat");
    }

    #[test]
    fn threads_draw_different_sequences() {
        let (a, b) = (HashState::new(1), HashState::new(2));
        assert_ne!(
            (0..4).map(|_| a.next_hash()).collect::<Vec<_>>(),
            (0..4).map(|_| b.next_hash()).collect::<Vec<_>>()
        );
    }
}
