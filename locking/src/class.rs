//! [`LockClass`]: the part of a Java class that locking needs (HotSpot keeps
//! it in the `Klass`): the *prototype header* new instances start with —
//! anonymously biased in the class's current bias epoch, or unlocked once
//! biased locking is disabled for the class — and the revocation counters
//! behind bulk rebias and bulk revoke.
//!
//! The VM creates one per class ([`LockClass::new`], in `context.rs`: it
//! registers the class in its context's `ClassList`) and hands it over with
//! every [`ObjectRef`](crate::ObjectRef). Since lock records only hold an
//! object's address, bulk operations ask the VM for the class of an
//! address through
//! [`LockingHooks::class_resolver`](crate::LockingHooks).
//!
//! Fields are unmodelled atomics ([`crate::sync::unmodelled`]) even under
//! loom: they change only at safepoints (or once at start-up), and every racy
//! read of them is re-validated by a CAS on the mark word.

use crate::sync::unmodelled::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Mutex, Ordering};

use crate::mark_word::MarkWord;

/// Locking's view of one class.
#[derive(Debug)]
pub struct LockClass {
    name: &'static str,
    /// The mark word of a new instance (`Klass::_prototype_header`).
    prototype: AtomicUsize,
    /// Whether instances may be biased at all (arrays and classes alike are,
    /// in HotSpot; the VM may opt a class out).
    biasable: bool,
    /// `_biased_lock_revocation_count`.
    revocation_count: AtomicU32,
    /// `_last_biased_lock_bulk_revocation_time`, in ms since the crate's
    /// clock started; 0: never.
    last_bulk_revocation_ms: AtomicU64,
}

/// The class of objects that were given no class: never biased. Shared by
/// every context (a process-wide static): it is never registered in a
/// context's class list and no bias operation touches it, so nothing in it
/// changes.
static UNBIASABLE: LockClass = LockClass {
    name: "<unknown>",
    prototype: AtomicUsize::new(MarkWord::PROTOTYPE.bits()),
    biasable: false,
    revocation_count: AtomicU32::new(0),
    last_bulk_revocation_ms: AtomicU64::new(0),
};

impl LockClass {
    /// The class of objects created without one: never biased.
    pub fn unbiasable() -> &'static LockClass {
        &UNBIASABLE
    }

    /// The class's name.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The mark word a new instance starts with.
    #[inline]
    pub fn prototype_header(&self) -> MarkWord {
        MarkWord(self.prototype.load(Ordering::Relaxed))
    }

    pub(crate) fn set_prototype(&self, mark: MarkWord) {
        self.prototype.store(mark.bits(), Ordering::Relaxed);
    }

    /// Revocations counted towards bulk rebias/revoke.
    pub fn revocation_count(&self) -> u32 {
        self.revocation_count.load(Ordering::Relaxed)
    }

    pub(crate) fn increment_revocation_count(&self) -> u32 {
        self.revocation_count.fetch_add(1, Ordering::Relaxed) + 1
    }

    pub(crate) fn reset_revocation_count(&self) {
        self.revocation_count.store(0, Ordering::Relaxed);
    }

    pub(crate) fn last_bulk_revocation_ms(&self) -> u64 {
        self.last_bulk_revocation_ms.load(Ordering::Relaxed)
    }

    pub(crate) fn set_last_bulk_revocation_ms(&self, ms: u64) {
        self.last_bulk_revocation_ms.store(ms, Ordering::Relaxed);
    }
}

/// A context's classes (in [`LockingContext`](crate::LockingContext)):
/// every class created in it, so that enabling biased locking can turn
/// their prototypes biased.
pub(crate) struct ClassList {
    classes: Mutex<Vec<&'static LockClass>>,
    /// Whether biased locking has been enabled (classes created from now on
    /// are biasable). Written under `classes`' lock.
    biasing_enabled: AtomicBool,
}

impl ClassList {
    pub(crate) fn new() -> ClassList {
        ClassList {
            classes: Mutex::new(Vec::new()),
            biasing_enabled: AtomicBool::new(false),
        }
    }

    /// A new class named `name` (dotted Java name, for logs), registered
    /// here so that its instances become biasable when biased locking is
    /// enabled. Leaked: classes live as long as the VM.
    pub(crate) fn register(&self, name: &str) -> &'static LockClass {
        let class: &'static LockClass = Box::leak(Box::new(LockClass {
            name: Box::leak(name.to_owned().into_boxed_str()),
            prototype: AtomicUsize::new(MarkWord::PROTOTYPE.bits()),
            biasable: true,
            revocation_count: AtomicU32::new(0),
            last_bulk_revocation_ms: AtomicU64::new(0),
        }));
        let mut classes = self.classes.lock();
        if self.biasing_enabled.load(Ordering::Relaxed) {
            class.set_prototype(MarkWord::anonymously_biased(0, 0));
        }
        classes.push(class);
        class
    }

    /// Whether biased locking is enabled for these classes.
    pub(crate) fn biasing_enabled(&self) -> bool {
        self.biasing_enabled.load(Ordering::Relaxed)
    }

    /// Make every class's instances biasable (anonymously biased, epoch 0)
    /// from now on, including classes created later. The flag is set under
    /// the class-list lock, so no class misses it.
    pub(crate) fn enable_biasing(&self) {
        let classes = self.classes.lock();
        self.biasing_enabled.store(true, Ordering::Relaxed);
        for class in classes.iter().filter(|c| c.biasable) {
            if !class.prototype_header().has_bias_pattern() {
                class.set_prototype(MarkWord::anonymously_biased(0, 0));
            }
        }
    }
}
