//! The mark word: the first word of every object, which says how the object
//! is locked and holds its identity hash and GC age (HotSpot 7/8, 64-bit).
//!
//! ```text
//!  bit 63                                                               bit 0
//!  unlocked   [ unused:25 | identity hash:31 | unused:1 | age:4 | 0 | 01 ]   hash 0 = not yet hashed
//!  biased     [ thread id:54     | epoch:2   | unused:1 | age:4 | 1 | 01 ]   thread id 0 = anonymously biased
//!  stack      [ address of the owner's lock record                  | 00 ]
//!  inflated   [ address of the ObjectMonitor                        | 10 ]
//!  INFLATING  0 (the whole word; transient, while a monitor is being installed)
//!  marked     [ ...                                                 | 11 ]   reserved (GC mark)
//! ```
//!
//! The low two bits are the *lock* bits; in the `01` states the third bit
//! (`biased_lock`) separates biased from unlocked. Bit 7 is unused in both
//! `01` layouts (HotSpot's CMS bit); the original design drew the biased
//! layout without it, but the fields only add up to 64 bits with it, so the
//! epoch sits at bits 8–9 (where the hash starts in the unlocked layout,
//! HotSpot's `epoch_shift == hash_shift`) and the thread id at bits 10–63.
//!
//! Lock records and monitors are at least 8-byte aligned, so their addresses
//! leave the two tag bits free. INFLATING is 0 rather than a tag: 0 is a
//! stack-locked word with a null record, which can never be a real owner, so
//! every reader that does not know about inflation treats it as "locked by
//! someone else" and takes the slow path, where it waits.
//!
//! # State transitions
//!
//! After paper 000 (Free Lunch), Fig. 2.4 and §2.1, and HotSpot 8's
//! `synchronizer.cpp`/`biasedLocking.cpp`. (The `*` marks of the first
//! version meant "implemented"; every edge is now: biased locking in
//! `biased/`, deflation in `deflation/`.)
//!
//! ```text
//!      new object, class biasable            new object, biasing off or
//!      and biasing on (prototype)            class not biasable: init_header()
//!                 |                                        |
//!                 v                                        v
//!  +-------------------------------+             +--------------------------+
//!  | BIASED  [tid|epoch|age|1|01]  |  revoke     | UNLOCKED [hash|age|0|01] |<----------+
//!  | tid 0: anonymous; the first   |  (no owner, |  hash 0 until hashed;    |           |
//!  | locker CASes its tid in, then |  or owner   |  hashing CASes it in *   |           |
//!  | re-locks with a load+compare; |  outside a  +--------------------------+           |
//!  | bulk rebias bumps the epoch   |  CS; also       |  ^            |                  |
//!  +-------------------------------+  hashing) --->  |  |            | lock on a        |
//!        |                                           |  |            | contended/racing |
//!        | revoke while the owner is     lock: CAS * |  | unlock:    | CAS, hash race,  |
//!        | inside a CS: at a safepoint,  record addr |  | CAS the    | wait: CAS mark   |
//!        | rebuild its lock records      into mark   |  | displaced  | -> monitor *     |
//!        v                                           v  | header *   |                  |
//!  +------------------------------------------------------------+    |                  |
//!  | STACK-LOCKED [lock record address|00]                      |    |                  |
//!  |  displaced header (with hash, if any) in the record;       |    |                  |
//!  |  recursion: another record with a null displaced header *  |    |                  |
//!  +------------------------------------------------------------+    |                  |
//!        | contention, wait, or identity hash of a locked object:     |                  |
//!        | CAS mark -> 0 *                                            |                  |
//!        v                                                            |                  |
//!  +-----------------------------------------+                        |                  |
//!  | INFLATING 0: the inflater copies the    |                        |                  |
//!  | displaced header into the monitor;      |                        |                  |
//!  | everyone else spins/yields until done * |                        |                  |
//!  +-----------------------------------------+                        |                  |
//!        | publish monitor address | 10 *                             |                  |
//!        v                                                            v                  |
//!  +--------------------------------------------------------------------------+          |
//!  | INFLATED [ObjectMonitor address|10]: header (and hash) in the monitor;   |          |
//!  | owner, recursions, entry queue and wait set in the monitor *             |----------+
//!  +--------------------------------------------------------------------------+  deflation
//!                                                                     (at a safepoint, monitor
//!                                                                      idle: header written back)
//! ```
//!
//! The GC `marked` state (`11`) is reserved; this crate never creates it
//! except as the [`MarkWord::UNUSED_MARK`] placeholder stored in lock records
//! (never in an object).

use std::fmt;

// The layout below is the 64-bit one; a 32-bit port would need HotSpot's
// 32-bit layout (25-bit hash, 23-bit thread pointer).
const _: () = assert!(usize::BITS == 64, "the mark word layout is 64-bit");

/// A mark word value. The object's mark itself is an `AtomicUsize`; this is
/// a snapshot of it, with constructors for every state and accessors for
/// every field.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct MarkWord(pub usize);

/// A decoded [`MarkWord`]. [`MarkState::encode`] turns it back into a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkState {
    /// Not locked, not biased. `hash` is 0 until the identity hash is
    /// assigned.
    Unlocked { hash: u32, age: u8 },
    /// Biased towards `thread` (0: anonymously biased, not yet owned) in
    /// bias `epoch`.
    Biased { thread: u64, epoch: u8, age: u8 },
    /// Stack-locked: `record` is the address of the owner's lock record,
    /// which holds the displaced (unlocked) mark word.
    StackLocked { record: usize },
    /// Inflated: `monitor` is the address of the `ObjectMonitor`, which
    /// holds the displaced mark word.
    Inflated { monitor: usize },
    /// A monitor is being installed (the word is 0); wait and re-read.
    Inflating,
    /// Tag `11`: reserved for the GC; `bits` is the whole word.
    Marked { bits: usize },
}

impl MarkWord {
    // ---- field widths -------------------------------------------------------
    /// Width of the lock tag (`lock`).
    pub const LOCK_BITS: u32 = 2;
    /// Width of the biased-lock bit.
    pub const BIASED_LOCK_BITS: u32 = 1;
    /// Width of the GC age.
    pub const AGE_BITS: u32 = 4;
    /// Width of the unused gap between age and hash/epoch (bit 7).
    pub const UNUSED_GAP_BITS: u32 = 1;
    /// Width of the identity hash.
    pub const HASH_BITS: u32 = 31;
    /// Width of the bias epoch.
    pub const EPOCH_BITS: u32 = 2;
    /// Width of the biased thread id.
    pub const THREAD_BITS: u32 = 54;

    // ---- field positions ----------------------------------------------------
    /// Position of the lock tag.
    pub const LOCK_SHIFT: u32 = 0;
    /// Position of the biased-lock bit.
    pub const BIASED_LOCK_SHIFT: u32 = Self::LOCK_BITS;
    /// Position of the GC age.
    pub const AGE_SHIFT: u32 = Self::LOCK_BITS + Self::BIASED_LOCK_BITS;
    /// Position of the identity hash (unlocked layout).
    pub const HASH_SHIFT: u32 = Self::AGE_SHIFT + Self::AGE_BITS + Self::UNUSED_GAP_BITS;
    /// Position of the bias epoch (biased layout): where the hash starts.
    pub const EPOCH_SHIFT: u32 = Self::HASH_SHIFT;
    /// Position of the biased thread id (biased layout).
    pub const THREAD_SHIFT: u32 = Self::EPOCH_SHIFT + Self::EPOCH_BITS;

    // ---- masks (right-aligned) and in-place masks --------------------------
    /// Lock tag, right-aligned.
    pub const LOCK_MASK: usize = (1 << Self::LOCK_BITS) - 1;
    /// Lock tag plus biased bit (`x01` vs `101`), right-aligned and in place.
    pub const BIASED_LOCK_MASK_IN_PLACE: usize =
        (1 << (Self::LOCK_BITS + Self::BIASED_LOCK_BITS)) - 1;
    /// GC age, right-aligned.
    pub const AGE_MASK: usize = (1 << Self::AGE_BITS) - 1;
    /// GC age, in place.
    pub const AGE_MASK_IN_PLACE: usize = Self::AGE_MASK << Self::AGE_SHIFT;
    /// Identity hash, right-aligned: also the largest hash value.
    pub const HASH_MASK: usize = (1 << Self::HASH_BITS) - 1;
    /// Identity hash, in place.
    pub const HASH_MASK_IN_PLACE: usize = Self::HASH_MASK << Self::HASH_SHIFT;
    /// Bias epoch, right-aligned.
    pub const EPOCH_MASK: usize = (1 << Self::EPOCH_BITS) - 1;
    /// Bias epoch, in place.
    pub const EPOCH_MASK_IN_PLACE: usize = Self::EPOCH_MASK << Self::EPOCH_SHIFT;
    /// Biased thread id, right-aligned: also the largest thread id.
    pub const THREAD_MASK: usize = (1 << Self::THREAD_BITS) - 1;
    /// Biased thread id, in place.
    pub const THREAD_MASK_IN_PLACE: usize = Self::THREAD_MASK << Self::THREAD_SHIFT;

    // ---- tag values ---------------------------------------------------------
    /// Lock tag `00`: stack-locked (the word is a lock-record address).
    pub const LOCKED_VALUE: usize = 0b00;
    /// Lock tag `01`: unlocked or biased.
    pub const UNLOCKED_VALUE: usize = 0b01;
    /// Lock tag `10`: inflated (the word is a monitor address | 10).
    pub const MONITOR_VALUE: usize = 0b10;
    /// Lock tag `11`: marked (reserved for the GC).
    pub const MARKED_VALUE: usize = 0b11;
    /// Low three bits of a biased mark: `1 01`.
    pub const BIASED_LOCK_PATTERN: usize = 0b101;

    // ---- distinguished words --------------------------------------------------
    /// The transient value installed while a monitor is being built.
    pub const INFLATING: MarkWord = MarkWord(0);
    /// The mark of a new object that is not biasable: unlocked, no hash,
    /// age 0.
    pub const PROTOTYPE: MarkWord = MarkWord(Self::UNLOCKED_VALUE);
    /// HotSpot's `unused_mark`: a non-null value that is never a valid
    /// object header, stored as the displaced header of a lock record whose
    /// acquisition went through a monitor, so that the record is told apart
    /// from a recursive stack lock (displaced header 0).
    pub const UNUSED_MARK: MarkWord = MarkWord(Self::MARKED_VALUE);

    // ---- constructors ---------------------------------------------------------

    /// An unlocked mark with identity `hash` (0: none yet) and GC `age`.
    /// Panics if a field does not fit.
    pub const fn unlocked(hash: u32, age: u8) -> MarkWord {
        assert!(hash as usize <= Self::HASH_MASK, "hash wider than 31 bits");
        assert!(age as usize <= Self::AGE_MASK, "age wider than 4 bits");
        MarkWord(
            ((hash as usize) << Self::HASH_SHIFT)
                | ((age as usize) << Self::AGE_SHIFT)
                | Self::UNLOCKED_VALUE,
        )
    }

    /// A mark biased towards `thread` (0: anonymously biased) in `epoch`.
    /// Panics if a field does not fit.
    pub const fn biased(thread: u64, epoch: u8, age: u8) -> MarkWord {
        assert!(
            thread <= Self::THREAD_MASK as u64,
            "thread id wider than 54 bits"
        );
        assert!(
            epoch as usize <= Self::EPOCH_MASK,
            "epoch wider than 2 bits"
        );
        assert!(age as usize <= Self::AGE_MASK, "age wider than 4 bits");
        MarkWord(
            ((thread as usize) << Self::THREAD_SHIFT)
                | ((epoch as usize) << Self::EPOCH_SHIFT)
                | ((age as usize) << Self::AGE_SHIFT)
                | Self::BIASED_LOCK_PATTERN,
        )
    }

    /// The anonymously biased prototype (HotSpot's `biased_locking_prototype`).
    pub const fn anonymously_biased(epoch: u8, age: u8) -> MarkWord {
        Self::biased(0, epoch, age)
    }

    /// A stack-locked mark pointing at the lock record at `record`, which
    /// must be non-null and 4-byte aligned (the tag bits must be free).
    pub const fn stack_locked(record: usize) -> MarkWord {
        assert!(record != 0, "null lock record");
        assert!(record & Self::LOCK_MASK == 0, "misaligned lock record");
        MarkWord(record | Self::LOCKED_VALUE)
    }

    /// An inflated mark pointing at the monitor at `monitor`, which must be
    /// non-null and 4-byte aligned.
    pub const fn inflated(monitor: usize) -> MarkWord {
        assert!(monitor != 0, "null monitor");
        assert!(monitor & Self::LOCK_MASK == 0, "misaligned monitor");
        MarkWord(monitor | Self::MONITOR_VALUE)
    }

    // ---- decoding -------------------------------------------------------------

    /// The raw word.
    pub const fn bits(self) -> usize {
        self.0
    }

    /// The lock tag (low two bits).
    pub const fn lock_bits(self) -> usize {
        self.0 & Self::LOCK_MASK
    }

    /// Decode the word.
    pub const fn state(self) -> MarkState {
        if self.0 == 0 {
            return MarkState::Inflating;
        }
        match self.lock_bits() {
            Self::LOCKED_VALUE => MarkState::StackLocked {
                record: self.locker(),
            },
            Self::MONITOR_VALUE => MarkState::Inflated {
                monitor: self.monitor(),
            },
            Self::MARKED_VALUE => MarkState::Marked { bits: self.0 },
            _ if self.has_bias_pattern() => MarkState::Biased {
                thread: self.bias_thread(),
                epoch: self.bias_epoch(),
                age: self.age(),
            },
            _ => MarkState::Unlocked {
                hash: self.hash(),
                age: self.age(),
            },
        }
    }

    /// Unlocked and not biased (`0 01`): HotSpot's `is_neutral`.
    pub const fn is_unlocked(self) -> bool {
        self.0 & Self::BIASED_LOCK_MASK_IN_PLACE == Self::UNLOCKED_VALUE
    }

    /// Biased, anonymously or towards a thread (`1 01`).
    pub const fn has_bias_pattern(self) -> bool {
        self.0 & Self::BIASED_LOCK_MASK_IN_PLACE == Self::BIASED_LOCK_PATTERN
    }

    /// Stack-locked: tag `00` and not INFLATING.
    pub const fn is_stack_locked(self) -> bool {
        self.0 != 0 && self.lock_bits() == Self::LOCKED_VALUE
    }

    /// Inflated: tag `10`.
    pub const fn is_inflated(self) -> bool {
        self.lock_bits() == Self::MONITOR_VALUE
    }

    /// The transient INFLATING value.
    pub const fn is_inflating(self) -> bool {
        self.0 == 0
    }

    /// Identity hash of an unlocked mark (0: none). Meaningless for other
    /// states.
    pub const fn hash(self) -> u32 {
        ((self.0 >> Self::HASH_SHIFT) & Self::HASH_MASK) as u32
    }

    /// GC age of an unlocked or biased mark.
    pub const fn age(self) -> u8 {
        ((self.0 >> Self::AGE_SHIFT) & Self::AGE_MASK) as u8
    }

    /// Bias epoch of a biased mark.
    pub const fn bias_epoch(self) -> u8 {
        ((self.0 >> Self::EPOCH_SHIFT) & Self::EPOCH_MASK) as u8
    }

    /// Biased thread id of a biased mark (0: anonymous).
    pub const fn bias_thread(self) -> u64 {
        ((self.0 >> Self::THREAD_SHIFT) & Self::THREAD_MASK) as u64
    }

    /// Lock-record address of a stack-locked mark.
    pub const fn locker(self) -> usize {
        self.0 & !Self::LOCK_MASK
    }

    /// Monitor address of an inflated mark.
    pub const fn monitor(self) -> usize {
        self.0 & !Self::LOCK_MASK
    }

    /// This unlocked mark with its hash replaced by `hash`.
    pub const fn with_hash(self, hash: u32) -> MarkWord {
        assert!(hash as usize <= Self::HASH_MASK, "hash wider than 31 bits");
        MarkWord((self.0 & !Self::HASH_MASK_IN_PLACE) | ((hash as usize) << Self::HASH_SHIFT))
    }

    /// This unlocked or biased mark with its age replaced by `age`.
    pub const fn with_age(self, age: u8) -> MarkWord {
        assert!(age as usize <= Self::AGE_MASK, "age wider than 4 bits");
        MarkWord((self.0 & !Self::AGE_MASK_IN_PLACE) | ((age as usize) << Self::AGE_SHIFT))
    }

    /// The unbiased (unlocked) mark an object has after its bias is revoked
    /// while no one holds it: same age, no hash.
    pub const fn unbiased(self) -> MarkWord {
        Self::unlocked(0, self.age())
    }
}

impl MarkWord {
    /// The word split into the fields of its layout, for people:
    /// `[thread:1 | epoch:0 | age:0 | 1 | 01]`, `[hash:0x1f | age:0 | 0 | 01]`,
    /// `[lock record 0x7f..10 | 00]`, `[monitor 0x55..40 | 10]`, `[INFLATING 0]`.
    pub fn fields(self) -> String {
        match self.state() {
            MarkState::Unlocked { hash, age } => format!("[hash:{hash:#x} | age:{age} | 0 | 01]"),
            MarkState::Biased { thread, epoch, age } => {
                format!("[thread:{thread} | epoch:{epoch} | age:{age} | 1 | 01]")
            }
            MarkState::StackLocked { record } => format!("[lock record {record:#x} | 00]"),
            MarkState::Inflated { monitor } => format!("[monitor {monitor:#x} | 10]"),
            MarkState::Inflating => "[INFLATING 0]".to_string(),
            MarkState::Marked { bits } => format!("[{:#x} | 11]", bits & !Self::LOCK_MASK),
        }
    }
}

impl MarkState {
    /// The word this state decodes from. `Marked` returns its bits as they
    /// are.
    pub const fn encode(self) -> MarkWord {
        match self {
            MarkState::Unlocked { hash, age } => MarkWord::unlocked(hash, age),
            MarkState::Biased { thread, epoch, age } => MarkWord::biased(thread, epoch, age),
            MarkState::StackLocked { record } => MarkWord::stack_locked(record),
            MarkState::Inflated { monitor } => MarkWord::inflated(monitor),
            MarkState::Inflating => MarkWord::INFLATING,
            MarkState::Marked { bits } => MarkWord(bits),
        }
    }
}

impl fmt::Debug for MarkWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MarkWord({:#018x}: {:?})", self.0, self.state())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_constants_match_hotspot() {
        assert_eq!(MarkWord::AGE_SHIFT, 3);
        assert_eq!(MarkWord::HASH_SHIFT, 8);
        assert_eq!(MarkWord::EPOCH_SHIFT, 8);
        assert_eq!(MarkWord::THREAD_SHIFT, 10);
        assert_eq!(MarkWord::THREAD_SHIFT + MarkWord::THREAD_BITS, 64);
        // unlocked: 25 unused bits above the hash
        assert_eq!(64 - (MarkWord::HASH_SHIFT + MarkWord::HASH_BITS), 25);
        assert_eq!(MarkWord::PROTOTYPE.bits(), 0b001);
        assert_eq!(MarkWord::HASH_MASK, 0x7fff_ffff);
    }

    #[test]
    fn unlocked_round_trip() {
        for hash in [0, 1, 0xBAD, 0x1234_5678, MarkWord::HASH_MASK as u32] {
            for age in [0, 1, 7, 15] {
                let m = MarkWord::unlocked(hash, age);
                assert_eq!(m.state(), MarkState::Unlocked { hash, age });
                assert_eq!(m.state().encode(), m);
                assert!(m.is_unlocked());
                assert!(!m.has_bias_pattern() && !m.is_stack_locked() && !m.is_inflated());
                assert_eq!(m.hash(), hash);
                assert_eq!(m.age(), age);
                // no stray bits outside hash/age/tag
                assert_eq!(m.bits() >> (MarkWord::HASH_SHIFT + MarkWord::HASH_BITS), 0);
                assert_eq!(m.bits() & (1 << 7), 0);
            }
        }
    }

    #[test]
    fn biased_round_trip() {
        for thread in [0, 1, 42, u32::MAX as u64, MarkWord::THREAD_MASK as u64] {
            for epoch in 0..4 {
                for age in [0, 9, 15] {
                    let m = MarkWord::biased(thread, epoch, age);
                    assert_eq!(m.state(), MarkState::Biased { thread, epoch, age });
                    assert_eq!(m.state().encode(), m);
                    assert!(m.has_bias_pattern() && !m.is_unlocked());
                    assert_eq!(m.bias_thread(), thread);
                    assert_eq!(m.bias_epoch(), epoch);
                    assert_eq!(m.age(), age);
                    assert_eq!(m.bits() & (1 << 7), 0);
                }
            }
        }
        assert_eq!(
            MarkWord::anonymously_biased(2, 3).state(),
            MarkState::Biased {
                thread: 0,
                epoch: 2,
                age: 3
            }
        );
        assert_eq!(
            MarkWord::biased(7, 1, 5).unbiased(),
            MarkWord::unlocked(0, 5)
        );
    }

    #[test]
    fn stack_locked_round_trip() {
        for record in [8usize, 0x1000, 0x7fff_ffff_fff8, usize::MAX & !3] {
            let m = MarkWord::stack_locked(record);
            assert_eq!(m.state(), MarkState::StackLocked { record });
            assert_eq!(m.state().encode(), m);
            assert!(m.is_stack_locked() && !m.is_inflating());
            assert_eq!(m.locker(), record);
        }
    }

    #[test]
    fn inflated_round_trip() {
        for monitor in [8usize, 0x5555_0000, usize::MAX & !3] {
            let m = MarkWord::inflated(monitor);
            assert_eq!(m.state(), MarkState::Inflated { monitor });
            assert_eq!(m.state().encode(), m);
            assert!(m.is_inflated());
            assert_eq!(m.monitor(), monitor);
            assert_eq!(m.lock_bits(), MarkWord::MONITOR_VALUE);
        }
    }

    #[test]
    fn inflating_and_marked_round_trip() {
        assert_eq!(MarkWord::INFLATING.state(), MarkState::Inflating);
        assert_eq!(MarkState::Inflating.encode(), MarkWord::INFLATING);
        assert!(MarkWord::INFLATING.is_inflating());
        assert!(!MarkWord::INFLATING.is_stack_locked());
        let m = MarkWord(0xdead_beef | 0b11);
        assert_eq!(m.state(), MarkState::Marked { bits: m.bits() });
        assert_eq!(m.state().encode(), m);
        assert_eq!(MarkWord::UNUSED_MARK.state(), MarkState::Marked { bits: 3 });
    }

    #[test]
    fn field_updates() {
        let m = MarkWord::unlocked(0, 6).with_hash(0x2468);
        assert_eq!(m, MarkWord::unlocked(0x2468, 6));
        assert_eq!(m.with_age(1), MarkWord::unlocked(0x2468, 1));
        assert_eq!(m.with_hash(0), MarkWord::unlocked(0, 6));
    }

    #[test]
    #[should_panic]
    fn misaligned_record_is_rejected() {
        let _ = MarkWord::stack_locked(0x1002);
    }

    #[test]
    #[should_panic]
    fn oversized_hash_is_rejected() {
        let _ = MarkWord::unlocked(1 << 31, 0);
    }
}
