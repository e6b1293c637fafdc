//! Biased locking (HotSpot 8's `biasedLocking.cpp` and the interpreter's
//! `biased_locking_enter`): a lock that only one thread ever takes costs
//! that thread a load and a compare.
//!
//! * A new object of a biasable class starts **anonymously biased**: its
//!   class's prototype header, `[thread 0 | epoch | age | 1 | 01]`.
//! * The first thread to lock it CASes its id in: the object is now
//!   **biased** to that thread. Locking and unlocking it again on that
//!   thread writes nothing to the object: enter checks that the mark equals
//!   `prototype | my id` (ignoring the age). The lock record is still
//!   pushed, marked held by bias, so that the thread's held locks can be
//!   found; exit sees that mark on the record and only pops it.
//! * Another thread that locks it must **revoke** the bias. If the bias
//!   owner is dead, or alive but not inside a critical section on the
//!   object, the object becomes unlocked and the locker stack-locks it. If
//!   the owner is inside a critical section, its lock records for the
//!   object are rewritten into a stack lock (the outermost record gets the
//!   unlocked header as displaced header, inner ones 0) and the mark points
//!   at the outermost record: the owner continues, holding a stack lock,
//!   and the contender inflates as usual. Looking at another thread's lock
//!   records needs that thread stopped: this happens at a **safepoint**
//!   (`VM_RevokeBias`). A thread revoking its own bias (identity hash,
//!   `wait`) needs no safepoint.
//! * Each class counts its revocations. At `BiasedLockingBulkRebiasThreshold`
//!   (20) the class's **epoch** is bumped at a safepoint (bulk rebias): every
//!   object of the class that is biased but not currently locked is now
//!   biased in an old epoch, which the next locker may simply CAS over to
//!   itself (**rebias**) — objects currently locked get the new epoch, so
//!   their owners keep them. At `BiasedLockingBulkRevokeThreshold` (40) the
//!   class stops being biasable (bulk revoke): its prototype becomes the
//!   unlocked mark, locked objects are revoked, the rest are revoked lazily
//!   by the next locker. If `BiasedLockingDecayTime` (25 s) has passed since
//!   the last bulk rebias, the count starts again from 0.
//! * Biasing starts `BiasedLockingStartupDelay` ms after VM start (HotSpot:
//!   4000), when [`enable`] turns every class's prototype biased.
//!
//! The flags ([`BiasedLockingOptions`]) are `options.rs`: the context is
//! built from them, and knows nothing else of biased locking.

pub(crate) mod options;

pub use options::BiasedLockingOptions;

// Unmodelled: the settings, the start-time static, and a VM operation's
// result, handed back through the executor (whose hand-off orders it).
use crate::sync::unmodelled::{Arc, AtomicU8, OnceLock};
use std::time::Instant;

use crate::class::LockClass;
use crate::context::LockingContext;
use crate::lock_record::LockRecord;
use crate::log::{log_transition, IdName, Name};
use crate::mark_word::MarkWord;
use crate::object::ObjectRef;
use crate::safepoint::{self, VmOperation};
use crate::sync::Ordering;
use crate::thread::{LockingThread, ThreadId};

/// Turn biased locking on in `ctx`: every class's instances start
/// anonymously biased from now on (HotSpot's `VM_EnableBiasedLocking`).
/// Objects already allocated keep their unlocked marks. Does nothing if
/// `UseBiasedLocking` is off in `ctx`'s settings.
pub fn enable(ctx: &LockingContext) {
    if ctx.use_biased_locking.load(Ordering::Relaxed) {
        ctx.classes.enable_biasing();
        crate::log::line(ctx, format_args!("biased locking enabled"));
    }
}

/// Whether biased locking has been enabled in `ctx`.
pub fn is_enabled(ctx: &LockingContext) -> bool {
    ctx.classes.biasing_enabled()
}

/// Milliseconds since the process's clock started (never 0: 0 means
/// "never"). Process-wide on purpose: only differences of it are used.
fn now_ms() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_millis() as u64 + 1
}

/// The biased mark of `thread` in `epoch`, with `age`.
fn biased_to(thread: &LockingThread, epoch: u8, age: u8) -> MarkWord {
    MarkWord::biased(u64::from(thread.id().get()), epoch, age)
}

/// The interpreter's `biased_locking_enter`, its fast path: whether `mark`,
/// just read from `obj`, is biased to `thread` in the class's current epoch
/// (any age). Then `thread` holds the lock by bias and writes nothing to the
/// object.
///
/// HotSpot's test: the bias pattern, then `(prototype | thread) ^ mark`
/// ignoring the age. The pattern comes from the prototype, not from the
/// thread's bits: a class no longer biasable (bulk revoke) has an unlocked
/// prototype, which then matches no biased mark, so that a bias left over
/// from before the bulk revoke is revoked, not used. (The pattern test first
/// keeps objects that are not biased from loading their class at all.)
#[inline]
pub(crate) fn is_biased_to(thread: &LockingThread, obj: ObjectRef, mark: MarkWord) -> bool {
    mark.has_bias_pattern() && {
        let mine = obj.class().prototype_header().bits() | thread.bias_owner_bits;
        (mark.bits() ^ mine) & !MarkWord::AGE_MASK_IN_PLACE == 0
    }
}

/// The rest of `biased_locking_enter`: `mark` has the bias pattern but is
/// not biased to `thread` in the current epoch. Returns true if `thread`
/// now holds the lock by bias (anonymous bias taken, expired epoch rebiased,
/// or another thread's bias revoked and rebiased to us); false if the bias
/// is gone (the caller re-reads the mark and stack-locks).
#[cold]
#[inline(never)]
pub(crate) fn enter_slow(thread: &LockingThread, obj: ObjectRef, mut mark: MarkWord) -> bool {
    let me = u64::from(thread.id().get());
    loop {
        if !mark.has_bias_pattern() {
            return false;
        }
        let prototype = obj.class().prototype_header();
        if !prototype.has_bias_pattern() {
            // The class was bulk-revoked: no one holds this object by bias
            // (bulk revoke revoked the locked ones), so drop the stale bias.
            revoke_stale(
                thread.context(),
                obj,
                mark,
                prototype,
                "class no longer biasable (bulk revoke)",
            );
            return false;
        }
        if mark.bias_epoch() != prototype.bias_epoch() {
            // The epoch expired (bulk rebias): its owner, if any, does not
            // hold it (locked objects were moved to the new epoch), so it is
            // ours for a CAS.
            match rebias(thread, obj, mark, prototype) {
                Ok(()) => return true,
                Err(found) => {
                    mark = found;
                    continue;
                }
            }
        }
        match mark.bias_thread() {
            0 => {
                let new = biased_to(thread, mark.bias_epoch(), mark.age());
                match obj.cas_mark(mark, new, Ordering::AcqRel) {
                    Ok(_) => {
                        log_transition!(
                            thread.context(),
                            obj,
                            ("anonymously biased"),
                            ("biased to {}", Name(thread)),
                            ("first lock")
                        );
                        return true;
                    }
                    // Someone else biased it (or hashed, revoked...) first.
                    Err(found) => mark = found,
                }
            }
            owner if owner == me => return true,
            _ => {
                if revoke_and_rebias(thread, obj, true) == Revocation::RevokedAndRebiased {
                    return true;
                }
                mark = obj.load_mark(Ordering::Acquire);
            }
        }
    }
}

/// CAS `mark`, biased in an expired epoch, to a bias towards `thread` in
/// the class's current epoch. Nobody holds such an object by bias (a bulk
/// rebias moved the locked ones to the new epoch), so one CAS suffices.
/// On failure returns the mark found.
fn rebias(
    thread: &LockingThread,
    obj: ObjectRef,
    mark: MarkWord,
    prototype: MarkWord,
) -> Result<(), MarkWord> {
    let new = biased_to(thread, prototype.bias_epoch(), mark.age());
    obj.cas_mark(mark, new, Ordering::AcqRel)?;
    log_transition!(
        thread.context(),
        obj,
        (
            "biased to {} (epoch {})",
            IdName(thread.context(), mark.bias_thread()),
            mark.bias_epoch()
        ),
        (
            "rebiased to {} (epoch {})",
            Name(thread),
            prototype.bias_epoch()
        ),
        ("epoch expired by a bulk rebias")
    );
    Ok(())
}

/// CAS a stale bias (no holder possible) to the class's unbiased mark.
fn revoke_stale(
    ctx: &LockingContext,
    obj: ObjectRef,
    mark: MarkWord,
    prototype: MarkWord,
    why: &str,
) {
    let unbiased = prototype.with_age(mark.age());
    if obj.cas_mark(mark, unbiased, Ordering::AcqRel).is_ok() {
        log_transition!(
            ctx,
            obj,
            ("biased to {}", IdName(ctx, mark.bias_thread())),
            ("unlocked"),
            ("bias revoked: {why}")
        );
    }
}

/// What a revocation did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Revocation {
    NotBiased = 0,
    Revoked = 1,
    RevokedAndRebiased = 2,
}

/// HotSpot's `update_heuristics` verdict.
enum Heuristic {
    NotBiased,
    SingleRevoke,
    BulkRebias,
    BulkRevoke,
}

fn update_heuristics(ctx: &LockingContext, obj: ObjectRef) -> Heuristic {
    if !obj.load_mark(Ordering::Relaxed).has_bias_pattern() {
        return Heuristic::NotBiased;
    }
    let class = obj.class();
    let (rebias, revoke) = (
        ctx.rebias_threshold.load(Ordering::Relaxed),
        ctx.revoke_threshold.load(Ordering::Relaxed),
    );
    let mut count = class.revocation_count();
    let last_bulk = class.last_bulk_revocation_ms();
    // Decay: a class whose bulk rebias is long past starts counting again.
    if count >= rebias
        && count < revoke
        && last_bulk != 0
        && now_ms() - last_bulk >= ctx.decay_time_ms.load(Ordering::Relaxed)
    {
        class.reset_revocation_count();
        count = 0;
    }
    if count <= revoke {
        count = class.increment_revocation_count();
    }
    if count == revoke {
        Heuristic::BulkRevoke
    } else if count == rebias {
        Heuristic::BulkRebias
    } else {
        Heuristic::SingleRevoke
    }
}

/// `BiasedLocking::revoke_and_rebias`: make `obj` not biased, except that
/// with `attempt_rebias` an expired or bulk-rebiased bias may be given to
/// `thread` instead. Runs a safepoint when another live thread's bias must
/// be revoked. The caller re-reads the mark word afterwards.
pub(crate) fn revoke_and_rebias(
    thread: &LockingThread,
    obj: ObjectRef,
    attempt_rebias: bool,
) -> Revocation {
    let mark = obj.load_mark(Ordering::Acquire);
    if !mark.has_bias_pattern() {
        return Revocation::NotBiased;
    }
    let prototype = obj.class().prototype_header();
    if mark.bias_thread() == 0 && !attempt_rebias {
        // Anonymously biased (identity hash before any lock): nobody can be
        // inside a critical section, one CAS revokes it.
        revoke_stale(
            thread.context(),
            obj,
            mark,
            MarkWord::PROTOTYPE,
            "identity hash",
        );
        return Revocation::Revoked;
    }
    if !prototype.has_bias_pattern() {
        revoke_stale(
            thread.context(),
            obj,
            mark,
            prototype,
            "class no longer biasable (bulk revoke)",
        );
        return Revocation::Revoked;
    }
    if prototype.bias_epoch() != mark.bias_epoch() {
        if attempt_rebias {
            if rebias(thread, obj, mark, prototype).is_ok() {
                return Revocation::RevokedAndRebiased;
            }
        } else {
            revoke_stale(
                thread.context(),
                obj,
                mark,
                MarkWord::PROTOTYPE,
                "epoch expired",
            );
        }
        return Revocation::Revoked;
    }
    let requester = thread.id();
    match update_heuristics(thread.context(), obj) {
        Heuristic::NotBiased => Revocation::NotBiased,
        Heuristic::SingleRevoke if mark.bias_thread() == u64::from(requester.get()) => {
            // Our own bias: our own records are ours to rewrite, no
            // safepoint needed.
            revoke_bias(
                thread.context(),
                obj,
                false,
                Some(thread),
                requester,
                "by its owner",
            )
        }
        Heuristic::SingleRevoke => {
            let result = Arc::new(AtomicU8::new(0));
            let r = Arc::clone(&result);
            let ctx = Arc::clone(thread.context());
            safepoint::execute(
                thread,
                VmOperation {
                    name: "RevokeBias",
                    work: Box::new(move || {
                        let what = revoke_bias(&ctx, obj, false, None, requester, "at a safepoint");
                        r.store(what as u8, Ordering::Relaxed);
                    }),
                },
            );
            from_u8(result.load(Ordering::Relaxed))
        }
        heuristic @ (Heuristic::BulkRebias | Heuristic::BulkRevoke) => {
            let bulk_rebias = matches!(heuristic, Heuristic::BulkRebias);
            let result = Arc::new(AtomicU8::new(0));
            let r = Arc::clone(&result);
            let ctx = Arc::clone(thread.context());
            safepoint::execute(
                thread,
                VmOperation {
                    name: if bulk_rebias {
                        "BulkRebias"
                    } else {
                        "BulkRevokeBias"
                    },
                    work: Box::new(move || {
                        let what = bulk_revoke_or_rebias(
                            &ctx,
                            obj,
                            bulk_rebias,
                            attempt_rebias,
                            requester,
                        );
                        r.store(what as u8, Ordering::Relaxed);
                    }),
                },
            );
            from_u8(result.load(Ordering::Relaxed))
        }
    }
}

fn from_u8(v: u8) -> Revocation {
    match v {
        0 => Revocation::NotBiased,
        1 => Revocation::Revoked,
        _ => Revocation::RevokedAndRebiased,
    }
}

/// `BiasedLocking::revoke_bias`: at a safepoint, or by the bias owner
/// itself (`owner_self`). If the owner holds the object, rebuild its lock
/// records into a stack lock; else leave the object unlocked (or, with
/// `allow_rebias`, anonymously biased again).
fn revoke_bias(
    ctx: &LockingContext,
    obj: ObjectRef,
    allow_rebias: bool,
    owner_self: Option<&LockingThread>,
    requester: ThreadId,
    how: &str,
) -> Revocation {
    let mark = obj.load_mark(Ordering::Acquire);
    if !mark.has_bias_pattern() {
        return Revocation::NotBiased;
    }
    let age = mark.age();
    let unbiased = MarkWord::unlocked(0, age);
    let rebiasable = obj.class().prototype_header().with_age(age);
    let set = |new: MarkWord| obj.header().store(new.bits(), Ordering::Release);
    let requester_name = IdName(ctx, u64::from(requester.get()));
    let owner_id = mark.bias_thread();
    if owner_id == 0 {
        if !allow_rebias {
            set(unbiased);
            log_transition!(
                ctx,
                obj,
                ("anonymously biased"),
                ("unlocked"),
                ("bias revoked {how}")
            );
        }
        return Revocation::Revoked;
    }
    let owner_arc;
    let owner: &LockingThread = match owner_self {
        Some(t) => t,
        None => {
            let alive = u32::try_from(owner_id)
                .ok()
                .and_then(ThreadId::new)
                .and_then(|id| safepoint::find_thread(ctx, id));
            match alive {
                Some(t) => {
                    owner_arc = t;
                    &owner_arc
                }
                None => {
                    set(if allow_rebias { rebiasable } else { unbiased });
                    log_transition!(
                        ctx,
                        obj,
                        ("biased to {}", IdName(ctx, owner_id)),
                        (
                            "{}",
                            if allow_rebias {
                                "anonymously biased"
                            } else {
                                "unlocked"
                            }
                        ),
                        ("bias revoked {how}: owner terminated; requested by {requester_name}")
                    );
                    return Revocation::Revoked;
                }
            }
        }
    };
    // Walk the owner's records, youngest first: every record for the
    // object becomes a recursive stack lock (0), the oldest the real one.
    let mut oldest: Option<&LockRecord> = None;
    owner.records.for_each_in_use_youngest_first(|record| {
        if record.object_addr() == obj.addr() {
            record.displaced_header.store(0, Ordering::Relaxed);
            record.set_held_by_bias(false);
            oldest = Some(record);
        }
    });
    match oldest {
        Some(record) => {
            record
                .displaced_header
                .store(unbiased.bits(), Ordering::Relaxed);
            set(MarkWord::stack_locked(record as *const LockRecord as usize));
            log_transition!(
                ctx,
                obj,
                ("biased to {}", Name(owner)),
                ("stack-locked by {}", Name(owner)),
                ("bias revoked {how}: owner in a critical section; requested by {requester_name}")
            );
        }
        None => {
            set(if allow_rebias { rebiasable } else { unbiased });
            log_transition!(
                ctx,
                obj,
                ("biased to {}", Name(owner)),
                ("{}", if allow_rebias { "anonymously biased" } else { "unlocked" }),
                ("bias revoked {how}: owner not in a critical section; requested by {requester_name}")
            );
        }
    }
    Revocation::Revoked
}

/// `bulk_revoke_or_rebias_at_safepoint`.
fn bulk_revoke_or_rebias(
    ctx: &LockingContext,
    obj: ObjectRef,
    bulk_rebias: bool,
    attempt_rebias: bool,
    requester: ThreadId,
) -> Revocation {
    let class: &'static LockClass = obj.class();
    class.set_last_bulk_revocation_ms(now_ms());
    let threads = safepoint::threads(ctx);
    let of_class = |record: &LockRecord| -> Option<ObjectRef> {
        let addr = record.object_addr();
        (addr != 0 && std::ptr::eq(ctx.class_of(addr), class)).then(|| {
            // SAFETY: a lock record in use holds the address of a live
            // object's mark word, and class_of found its class.
            unsafe { ObjectRef::with_class(addr as *const crate::sync::AtomicUsize, class) }
        })
    };
    if bulk_rebias {
        let prototype = class.prototype_header();
        if prototype.has_bias_pattern() {
            let old_epoch = prototype.bias_epoch();
            let new_epoch = (old_epoch + 1) & MarkWord::EPOCH_MASK as u8;
            class.set_prototype(MarkWord::anonymously_biased(new_epoch, 0));
            crate::log::line(
                ctx,
                format_args!(
                    "{}: bulk rebias, epoch {old_epoch} -> {new_epoch} after {} revocations",
                    class.name(),
                    class.revocation_count()
                ),
            );
            // Objects held right now keep their bias: move them to the
            // new epoch.
            for t in &threads {
                t.records.for_each_in_use_youngest_first(|record| {
                    if let Some(o) = of_class(record) {
                        let mark = o.load_mark(Ordering::Relaxed);
                        if mark.has_bias_pattern() {
                            o.header().store(
                                MarkWord::biased(mark.bias_thread(), new_epoch, mark.age()).bits(),
                                Ordering::Relaxed,
                            );
                        }
                    }
                });
            }
        }
        revoke_bias(
            ctx,
            obj,
            attempt_rebias,
            None,
            requester,
            "at a safepoint (bulk rebias)",
        );
    } else {
        class.set_prototype(MarkWord::PROTOTYPE);
        crate::log::line(
            ctx,
            format_args!(
                "{}: bulk revoke, instances no longer biasable after {} revocations",
                class.name(),
                class.revocation_count()
            ),
        );
        for t in &threads {
            let mut held = Vec::new();
            t.records.for_each_in_use_youngest_first(|record| {
                if let Some(o) = of_class(record) {
                    held.push(o);
                }
            });
            for o in held {
                revoke_bias(
                    ctx,
                    o,
                    false,
                    None,
                    requester,
                    "at a safepoint (bulk revoke)",
                );
            }
        }
        revoke_bias(
            ctx,
            obj,
            false,
            None,
            requester,
            "at a safepoint (bulk revoke)",
        );
    }
    let mark = obj.load_mark(Ordering::Relaxed);
    let prototype = class.prototype_header();
    if attempt_rebias && mark.has_bias_pattern() && prototype.has_bias_pattern() {
        obj.header().store(
            MarkWord::biased(
                u64::from(requester.get()),
                prototype.bias_epoch(),
                mark.age(),
            )
            .bits(),
            Ordering::Release,
        );
        log_transition!(
            ctx,
            obj,
            ("anonymously biased"),
            ("biased to {}", IdName(ctx, u64::from(requester.get()))),
            ("rebiased after a bulk rebias")
        );
        return Revocation::RevokedAndRebiased;
    }
    Revocation::Revoked
}
