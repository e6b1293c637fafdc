//! The identity-hash generator: Marsaglia's xor-shift, one per thread
//! (HotSpot's `_hashStateX.._hashStateW`, `-XX:hashCode=5`). Each
//! [`LockingThread`](crate::LockingThread) holds one; `mod.rs` draws from
//! it and stores the hash in the header.

use crate::sync::unmodelled::{AtomicU32, Ordering::Relaxed};

use crate::mark_word::MarkWord;

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

#[cfg(all(test, not(loom)))]
mod tests {
    use crate::identity_hash::generator::HashState;
    use crate::mark_word::MarkWord;

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
