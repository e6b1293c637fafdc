//! What a thread parks on. `LockSupport.park(blocker)` stores the blocker in `Thread.parkBlocker`
//! before `Unsafe.park`; the park native reads it and asks here what it is, so that the
//! profilers can treat a `java.util.concurrent` synchronizer as the lock it is
//! (`locking::profile::park`) and `-Xlog:locking+park` can say what each park is for:
//!
//! * an `AbstractQueuedSynchronizer` (or `...LongSynchronizer`, or a `StampedLock`): the thread
//!   parks to **acquire** it, as `ReentrantLock$NonfairSync`, `Semaphore$FairSync` or
//!   `CountDownLatch$Sync` in their acquire loops; its owner is `exclusiveOwnerThread`
//!   (`AbstractOwnableSynchronizer`), when one holds it exclusively;
//! * an AQS `ConditionObject`: the thread **waits** on a condition of the synchronizer that
//!   created it (the inner class's `this$0`), as `Object.wait` waits on a monitor;
//! * anything else (a `FutureTask`, a `SynchronousQueue`, a `ForkJoinPool`, no blocker): a wait
//!   for an event, which is no lock.
use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;

use locking::profile::park::Blocker;
use locking::ThreadId;

use crate::classes::class::Class;
use crate::heap::{class_of, field};
use crate::runtime::object_sync::object_ref;
use crate::runtime::vm::vm;
use crate::threads::shared::ThreadShared;

const AQS: &str = "java/util/concurrent/locks/AbstractQueuedSynchronizer";
const AQLS: &str = "java/util/concurrent/locks/AbstractQueuedLongSynchronizer";
const STAMPED_LOCK: &str = "java/util/concurrent/locks/StampedLock";

/// Whether `class` is a synchronizer threads acquire by parking.
fn is_synchronizer(class: &Class) -> bool {
    let mut c = Some(class);
    while let Some(k) = c {
        if k.name == AQS || k.name == AQLS || k.name == STAMPED_LOCK {
            return true;
        }
        c = k.super_class;
    }
    false
}

/// A reference field of `obj` by name (0: null or no such field).
fn reference_field(obj: u64, class: &Class, name: &str) -> u64 {
    class
        .instance_field_slot(name)
        .map_or(0, |slot| field(obj, slot).load(Relaxed))
}

/// What `blocker` (a `Thread.parkBlocker`; 0: none) is. `with_owner`: look up the owner of an
/// acquired synchronizer (a search of the live threads; only events and the log need it).
pub fn classify(blocker: u64, with_owner: bool) -> Blocker {
    if blocker == 0 {
        return Blocker::Other;
    }
    let class = class_of(blocker);
    if is_synchronizer(class) {
        let owner = if with_owner {
            owner_of(blocker, class)
        } else {
            None
        };
        return Blocker::Acquire {
            lock: object_ref(blocker),
            owner,
        };
    }
    if class.name.ends_with("$ConditionObject") {
        let outer = reference_field(blocker, class, "this$0");
        if outer != 0 && is_synchronizer(class_of(outer)) {
            return Blocker::Condition {
                lock: object_ref(outer),
            };
        }
    }
    Blocker::Other
}

/// The thread that holds the synchronizer `sync` exclusively (`exclusiveOwnerThread`), if any.
fn owner_of(sync: u64, class: &Class) -> Option<ThreadId> {
    owner_thread(sync, class).map(|t| t.locking.id())
}

fn owner_thread(sync: u64, class: &Class) -> Option<Arc<ThreadShared>> {
    vm().threads.shared(exclusive_owner_in(sync, class)?)
}

/// The `java.lang.Thread` that holds `object` exclusively, if it is an ownable synchronizer
/// (`AbstractOwnableSynchronizer.exclusiveOwnerThread`, what HotSpot reads for thread dumps and
/// deadlock detection). `None` for other objects, free synchronizers and shared holds.
pub fn exclusive_owner(object: u64) -> Option<u64> {
    exclusive_owner_in(object, class_of(object))
}

fn exclusive_owner_in(object: u64, class: &Class) -> Option<u64> {
    let owner = reference_field(object, class, "exclusiveOwnerThread");
    (owner != 0).then_some(owner)
}

/// Why a thread parked on `blocker` has no owner to name (`exclusive_owner` gave none), for the
/// sampler's report: a synchronizer held in shared mode (its holders are not recorded), a
/// condition or an event (which nobody holds), or a lock that was free at that moment.
pub fn owner_unknown(blocker: u64) -> &'static str {
    let class = class_of(blocker);
    // The synchronizer's own class (`Semaphore$NonfairSync` is a `Semaphore$Sync`).
    let is = |prefix: &str| {
        let mut c = Some(class);
        while let Some(k) = c {
            if k.name.starts_with(prefix) {
                return true;
            }
            c = k.super_class;
        }
        false
    };
    if is("java/util/concurrent/Semaphore$") {
        return "shared mode: a Semaphore's permits have no owner thread";
    }
    if is("java/util/concurrent/CountDownLatch$") {
        return "shared mode: a CountDownLatch has no owner thread (its waiters wait for the count to reach zero)";
    }
    if class.name == STAMPED_LOCK {
        return "a StampedLock records no owner thread (its write and read stamps name none)";
    }
    if is_synchronizer(class) {
        if exclusive_owner_in(blocker, class).is_some() {
            return "its exclusiveOwnerThread is no running Java thread";
        }
        // AQS `state`, with `exclusiveOwnerThread` null.
        let state = class
            .instance_field_slot("state")
            .map_or(0, |slot| field(blocker, slot).load(Relaxed));
        if is("java/util/concurrent/locks/ReentrantReadWriteLock$") {
            // The read count is the high 16 bits of the int state.
            if (state as u32) >> 16 != 0 {
                return "shared mode: a ReentrantReadWriteLock held in read mode by one or more readers, which have no owner thread";
            }
        } else if state != 0 {
            return "shared mode: the synchronizer is held without an owner thread (exclusiveOwnerThread is null)";
        }
        return "free at the sample: released just before, its waiters not yet running";
    }
    if class.name.ends_with("$ConditionObject") {
        return "a condition: its waiters wait for a signal, not for an owner to release it";
    }
    "not a lock: the threads wait for an event, which no thread owns"
}

// ------------------------------------------------------------------ -Xlog:locking+park

fn thread_name(t: &locking::LockingThread) -> String {
    t.name().unwrap_or_else(|| format!("#{}", t.id().get()))
}

fn object_name(obj: u64) -> String {
    format!("{}@{obj:x}", class_of(obj).java_name())
}

fn log(message: &str) {
    crate::diagnostics::log::log_line("locking,park", message);
}

/// `-Xlog:locking+park`: `thread` parks on `blocker`, which is `what`.
pub fn log_park(thread: &locking::LockingThread, blocker: u64, what: Blocker, timed: bool) {
    let timed = if timed { ", timed" } else { "" };
    let who = thread_name(thread);
    let line = match what {
        Blocker::Acquire { .. } => {
            let held = owner_thread(blocker, class_of(blocker)).map_or(String::new(), |t| {
                format!(", held by {}", thread_name(&t.locking))
            });
            format!(
                "{who} parks to acquire {}{held}{timed}",
                object_name(blocker)
            )
        }
        Blocker::Condition { lock } => format!(
            "{who} parks on {}, a condition of {}{timed}",
            object_name(blocker),
            object_name(lock.addr() as u64)
        ),
        Blocker::Other if blocker == 0 => format!("{who} parks{timed}"),
        Blocker::Other => format!("{who} parks on {}{timed}", object_name(blocker)),
    };
    log(&line);
}

/// `-Xlog:locking+park`: `thread`'s park that began at `since` returned.
pub fn log_resume(thread: &locking::LockingThread, since: std::time::Instant, timed_out: bool) {
    let ms = since.elapsed().as_secs_f64() * 1e3;
    let why = if timed_out { " (timed out)" } else { "" };
    log(&format!(
        "{} resumes after {ms:.3} ms{why}",
        thread_name(thread)
    ));
}

/// `-Xlog:locking+park`: `thread` unparks `target`.
pub fn log_unpark(thread: &locking::LockingThread, target: &locking::LockingThread) {
    log(&format!(
        "{} unparks {}",
        thread_name(thread),
        thread_name(target)
    ));
}
