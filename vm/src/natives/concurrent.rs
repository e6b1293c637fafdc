//! `jdk.internal.misc.Unsafe` natives: the atomic operations under `java.util.concurrent.atomic`
//! and the `LockSupport` park/unpark.
//!
//! Offsets are byte offsets from the start of the object, as in HotSpot: `objectFieldOffset`
//! gives `FIELDS_OFFSET + 8 * slot` and arrays use `ARRAY_DATA_OFFSET + index * scale`. Every
//! access is checked to lie inside the object (Unsafe in HotSpot does not check; here a bad offset
//! raises `InternalError` instead of corrupting memory).
//!
//! An instance field takes a whole 8-byte cell, read and written by the interpreter as a `u64`
//! (an `int` is stored zero-extended; `volatile` accesses are `SeqCst`). The int operations below
//! therefore work on the whole cell and compare only its low 32 bits, so a CAS sees exactly what
//! `getfield` would, and they store ints zero-extended as `putfield` does. Array elements are
//! packed (4 bytes for `int[]`), so there the int operations use a 4-byte atomic. Every operation
//! is sequentially consistent (Java `volatile` semantics).
use super::args::{bool_result, int};
use crate::classes::method::NativeFn;
use crate::heap::{array_length, class_of, instance_bytes, ARRAY_DATA_OFFSET, FIELDS_OFFSET};
use crate::natives::reflect::class_of_mirror;
use crate::runtime::strings::rust_string;
use crate::runtime::throw::JResult;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;
use crate::threads::shared::JavaState;
use std::sync::atomic::Ordering::SeqCst;
use std::sync::atomic::{AtomicI32, AtomicU64};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Where an Unsafe access lands.
enum Cell {
    /// A whole instance-field cell (ints in its low 32 bits).
    Field(&'static AtomicU64),
    /// A 4-byte array element.
    Int(&'static AtomicI32),
    /// An 8-byte array element.
    Wide(&'static AtomicU64),
}

/// The cell at byte offset `off` of `obj` for an access of `bytes` bytes (4 or 8).
fn cell(t: &mut JThread, obj: u64, off: u64, bytes: usize) -> JResult<Cell> {
    if obj == 0 {
        return Err(t.null_pointer_in_native());
    }
    let cls = class_of(obj);
    // A negative offset becomes huge and fails the range checks.
    let off = off as usize;
    if let Some(elem) = cls.elem_type() {
        let scale = elem.array_elem_bytes();
        let end = ARRAY_DATA_OFFSET + array_length(obj) as usize * scale;
        if scale == bytes && off >= ARRAY_DATA_OFFSET && off < end && off.is_multiple_of(bytes) {
            let addr = obj as usize + off;
            // SAFETY: the element lies inside the array (checked above) and is aligned to its
            // size (arrays start 8-aligned, elements are packed by size); arrays never move or
            // die. Racing plain accesses of the interpreter are Java data races, as in heap.rs.
            return Ok(unsafe {
                if bytes == 4 {
                    Cell::Int(AtomicI32::from_ptr(addr as *mut i32))
                } else {
                    Cell::Wide(AtomicU64::from_ptr(addr as *mut u64))
                }
            });
        }
    } else if off >= FIELDS_OFFSET
        && off < instance_bytes(cls.instance_slots)
        && (off - FIELDS_OFFSET).is_multiple_of(8)
    {
        let addr = obj as usize + off;
        // SAFETY: a whole field cell inside the object (checked above), 8-aligned; objects
        // never move or die.
        return Ok(Cell::Field(unsafe {
            AtomicU64::from_ptr(addr as *mut u64)
        }));
    }
    let msg = format!("Unsafe: bad offset {off} for {}", cls.java_name());
    Err(t.new_throwable("java/lang/InternalError", Some(&msg)))
}

/// An int as an interpreter slot (zero-extended, as the interpreter pushes ints).
fn int_slot(v: i32) -> u64 {
    v as u32 as u64
}

// ------------------------------------------------------------------------- offsets

fn object_field_offset1(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (mirror, name) = (a[1], a[2]);
    if mirror == 0 || name == 0 {
        return Err(t.null_pointer_in_native());
    }
    let name = rust_string(name);
    match class_of_mirror(mirror).instance_field_slot(&name) {
        Some(slot) => Ok((FIELDS_OFFSET + slot as usize * 8) as u64),
        None => Err(t.new_throwable("java/lang/InternalError", Some(&name))),
    }
}

/// `declaredField0(Class, String)`: the field `name` that the class itself declares (static or
/// instance, never inherited: reflection's `getDeclaredField`), as a string whose first char is
/// the field's access flags and the rest its descriptor; null if there is none. The field
/// updaters check the type, `volatile` and `static` with it, as the JDK does through reflection.
fn declared_field0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (mirror, name) = (a[1], a[2]);
    if mirror == 0 || name == 0 {
        return Err(t.null_pointer_in_native());
    }
    let name = rust_string(name);
    match class_of_mirror(mirror)
        .fields
        .iter()
        .find(|f| f.name == name)
    {
        Some(f) => {
            let info: Vec<u16> = std::iter::once(f.access)
                .chain(f.desc.encode_utf16())
                .collect();
            t.new_string_utf16(&info)
        }
        None => Ok(0),
    }
}

fn array_elem_scale(t: &mut JThread, mirror: u64) -> JResult<usize> {
    if mirror == 0 {
        return Err(t.null_pointer_in_native());
    }
    match class_of_mirror(mirror).elem_type() {
        Some(e) => Ok(e.array_elem_bytes()),
        None => Err(t.new_throwable("java/lang/IllegalArgumentException", None)),
    }
}

fn array_base_offset0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    array_elem_scale(t, a[1])?;
    Ok(ARRAY_DATA_OFFSET as u64)
}

fn array_index_scale0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    array_elem_scale(t, a[1]).map(|s| s as u64)
}

// ------------------------------------------------------------------------- int
// Arguments: a[0] the Unsafe, a[1] the object, a[2..4] the offset (a long), then the values.

fn compare_and_set_int(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (expected, x) = (int(a, 4), int(a, 5));
    bool_result(match cell(t, a[1], a[2], 4)? {
        Cell::Int(c) => c.compare_exchange(expected, x, SeqCst, SeqCst).is_ok(),
        Cell::Field(c) => {
            let mut cur = c.load(SeqCst);
            loop {
                if cur as i32 != expected {
                    break false;
                }
                match c.compare_exchange(cur, int_slot(x), SeqCst, SeqCst) {
                    Ok(_) => break true,
                    Err(now) => cur = now,
                }
            }
        }
        Cell::Wide(_) => unreachable!("4-byte access"),
    })
}

fn get_and_add_int(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let delta = int(a, 4);
    let prev = match cell(t, a[1], a[2], 4)? {
        Cell::Int(c) => c.fetch_add(delta, SeqCst),
        Cell::Field(c) => {
            let add = |v: u64| Some(int_slot((v as i32).wrapping_add(delta)));
            c.fetch_update(SeqCst, SeqCst, add).unwrap_or_else(|v| v) as i32
        }
        Cell::Wide(_) => unreachable!("4-byte access"),
    };
    Ok(int_slot(prev))
}

fn get_and_set_int(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let x = int(a, 4);
    let prev = match cell(t, a[1], a[2], 4)? {
        Cell::Int(c) => c.swap(x, SeqCst),
        Cell::Field(c) => c.swap(int_slot(x), SeqCst) as i32,
        Cell::Wide(_) => unreachable!("4-byte access"),
    };
    Ok(int_slot(prev))
}

fn get_int_volatile(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(int_slot(match cell(t, a[1], a[2], 4)? {
        Cell::Int(c) => c.load(SeqCst),
        Cell::Field(c) => c.load(SeqCst) as i32,
        Cell::Wide(_) => unreachable!("4-byte access"),
    }))
}

fn put_int_volatile(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let x = int(a, 4);
    match cell(t, a[1], a[2], 4)? {
        Cell::Int(c) => c.store(x, SeqCst),
        Cell::Field(c) => c.store(int_slot(x), SeqCst),
        Cell::Wide(_) => unreachable!("4-byte access"),
    }
    Ok(0)
}

// ------------------------------------------------------------------------- long and reference
// A long or a reference fills a whole cell or 8-byte element: the same operations serve both.

fn wide(t: &mut JThread, a: &[u64]) -> JResult<&'static AtomicU64> {
    match cell(t, a[1], a[2], 8)? {
        Cell::Field(c) | Cell::Wide(c) => Ok(c),
        Cell::Int(_) => unreachable!("8-byte access"),
    }
}

fn compare_and_set_long(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (expected, x) = (a[4], a[6]);
    bool_result(
        wide(t, a)?
            .compare_exchange(expected, x, SeqCst, SeqCst)
            .is_ok(),
    )
}

fn compare_and_set_reference(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (expected, x) = (a[4], a[5]);
    bool_result(
        wide(t, a)?
            .compare_exchange(expected, x, SeqCst, SeqCst)
            .is_ok(),
    )
}

fn get_and_add_long(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let delta = a[4];
    Ok(wide(t, a)?.fetch_add(delta, SeqCst))
}

fn get_and_set_wide(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let x = a[4];
    Ok(wide(t, a)?.swap(x, SeqCst))
}

fn get_wide_volatile(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(wide(t, a)?.load(SeqCst))
}

fn put_wide_volatile(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let x = a[4];
    wide(t, a)?.store(x, SeqCst);
    Ok(0)
}

// ------------------------------------------------------------------------- park / unpark

/// `Unsafe.park(boolean isAbsolute, long time)`: `time` is a deadline in milliseconds since the
/// epoch when absolute, else a timeout in nanoseconds (0 = none). As HotSpot, a negative time (or
/// an absolute 0) only consumes the permit.
fn park(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (absolute, time) = (a[1] as u32 != 0, a[2] as i64);
    let now = Instant::now();
    let (state, deadline) = if absolute {
        let now_ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64);
        let left = Duration::from_millis(time.saturating_sub(now_ms).max(0) as u64);
        (JavaState::TimedWaiting, Some(now.checked_add(left)))
    } else if time < 0 {
        (JavaState::TimedWaiting, Some(Some(now)))
    } else if time == 0 {
        (JavaState::Waiting, None)
    } else {
        let left = Duration::from_nanos(time as u64);
        (JavaState::TimedWaiting, Some(now.checked_add(left)))
    };
    // A deadline too far to represent is no deadline.
    let deadline = deadline.flatten();
    let shared = t.shared.clone();
    // The `parkBlocker` LockSupport set (0: none).
    let blocker = park_blocker(t.java_thread);
    if let Some(sampling) = vm().profiler.as_ref().and_then(|s| s.sampling()) {
        // Sampling (paper 001): a park with a blocker makes the blocker possibly contended.
        if blocker != 0 {
            sampling.note_park(blocker as usize, || {
                crate::runtime::object_sync::object_ref(blocker)
                    .class()
                    .name()
                    .to_owned()
            });
        }
    }
    let blame = crate::instrumentation::profiling::blame(vm()).filter(|b| b.tracing());
    if let Some(blame) = blame {
        let object = (blocker != 0).then(|| crate::runtime::object_sync::object_ref(blocker));
        blame.park_begin(&shared.locking, object, deadline.is_some());
    }
    // The profilers: a park to acquire a synchronizer is contention on that lock; any other
    // park is a wait (Free Lunch: not running time).
    let ctx = shared.locking.context();
    let log = vm().options.log.locking_park;
    let with_owner = log || locking::profile::enabled(ctx) & locking::profile::collect::EVENTS != 0;
    let what = if log || locking::profile::enabled(ctx) != 0 {
        crate::threads::park_blocker::classify(blocker, with_owner)
    } else {
        // Nobody asks what the park is for.
        locking::profile::park::Blocker::Other
    };
    if log {
        crate::threads::park_blocker::log_park(&shared.locking, blocker, what, deadline.is_some());
    }
    let park = locking::profile::park::park_begin(&shared.locking, what);
    let end = shared.in_state(state, || {
        shared
            .parker
            .park(deadline, || shared.locking.is_interrupted())
    });
    locking::profile::park::park_end(&shared.locking, park);
    if log {
        crate::threads::park_blocker::log_resume(&shared.locking, now, end.timed_out);
    }
    if let Some(blame) = blame {
        blame.park_end(&shared.locking, end.unpark_seq, end.timed_out);
    }
    Ok(0)
}

/// `Thread.parkBlocker` of `java_thread` (0: no blocker).
fn park_blocker(java_thread: u64) -> u64 {
    match vm().wk().thread_park_blocker {
        Some(slot) if java_thread != 0 => crate::heap::field(java_thread, slot).load(SeqCst),
        _ => 0,
    }
}

/// `Unsafe.unpark(Object thread)`: a thread that has not started or has terminated is ignored.
fn unpark(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let thread = a[1];
    let target = if thread == t.java_thread {
        Some(t.shared.clone())
    } else if thread != 0 {
        vm().threads.shared(thread)
    } else {
        None
    };
    if let Some(target) = target {
        // Blame: the unpark is numbered before the permit is given, so the target's park end
        // always follows it.
        let seq = crate::instrumentation::profiling::blame(vm())
            .map_or(0, |b| b.unpark(&t.shared.locking, &target.locking));
        if vm().options.log.locking_park {
            crate::threads::park_blocker::log_unpark(&t.shared.locking, &target.locking);
        }
        target.parker.unpark(seq);
    }
    Ok(0)
}

/// `Unsafe.signalled(Object thread, Object synchronizer)`: the owner of `synchronizer` moved
/// `thread` from a condition to the lock's queue (`locking::profile::park::signalled`).
fn signalled(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (thread, synchronizer) = (a[1], a[2]);
    if locking::profile::enabled(t.shared.locking.context()) == 0 || synchronizer == 0 {
        return Ok(0);
    }
    if let Some(waiter) = vm().threads.shared(thread) {
        locking::profile::park::signalled(
            &waiter.locking,
            crate::runtime::object_sync::object_ref(synchronizer),
        );
    }
    Ok(0)
}

/// `Unsafe.sharedHoldsTraced()`: whether blame tracing is on, asked once by
/// `AbstractQueuedSynchronizer`'s static initializer (its `TRACE_SHARED_HOLDS`): only then does
/// a read lock tell the VM of its holds, so with blame off a read lock costs one static read.
fn shared_holds_traced(_t: &mut JThread, _a: &[u64]) -> JResult<u64> {
    let on = crate::instrumentation::profiling::blame(vm()).is_some_and(|b| b.tracing());
    bool_result(on)
}

/// `Unsafe.sharedAcquired(Object synchronizer)`: the caller took a shared hold (a read lock)
/// of `synchronizer`.
fn shared_acquired(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if let Some(blame) = crate::instrumentation::profiling::blame(vm()) {
        if a[1] != 0 {
            let sync = crate::runtime::object_sync::object_ref(a[1]);
            blame.shared_acquired(&t.shared.locking, sync);
        }
    }
    Ok(0)
}

/// `Unsafe.sharedReleased(Object synchronizer)`: the caller is about to give up a shared hold
/// of `synchronizer`.
fn shared_released(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if let Some(blame) = crate::instrumentation::profiling::blame(vm()) {
        if a[1] != 0 {
            let sync = crate::runtime::object_sync::object_ref(a[1]);
            blame.shared_released(&t.shared.locking, sync);
        }
    }
    Ok(0)
}

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("jdk/internal/misc/Unsafe.objectFieldOffset1(Ljava/lang/Class;Ljava/lang/String;)J", object_field_offset1),
    ("jdk/internal/misc/Unsafe.declaredField0(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;", declared_field0),
    ("jdk/internal/misc/Unsafe.arrayBaseOffset0(Ljava/lang/Class;)I", array_base_offset0),
    ("jdk/internal/misc/Unsafe.arrayIndexScale0(Ljava/lang/Class;)I", array_index_scale0),
    ("jdk/internal/misc/Unsafe.compareAndSetInt(Ljava/lang/Object;JII)Z", compare_and_set_int),
    ("jdk/internal/misc/Unsafe.getAndAddInt(Ljava/lang/Object;JI)I", get_and_add_int),
    ("jdk/internal/misc/Unsafe.getAndSetInt(Ljava/lang/Object;JI)I", get_and_set_int),
    ("jdk/internal/misc/Unsafe.getIntVolatile(Ljava/lang/Object;J)I", get_int_volatile),
    ("jdk/internal/misc/Unsafe.putIntVolatile(Ljava/lang/Object;JI)V", put_int_volatile),
    ("jdk/internal/misc/Unsafe.compareAndSetLong(Ljava/lang/Object;JJJ)Z", compare_and_set_long),
    ("jdk/internal/misc/Unsafe.getAndAddLong(Ljava/lang/Object;JJ)J", get_and_add_long),
    ("jdk/internal/misc/Unsafe.getAndSetLong(Ljava/lang/Object;JJ)J", get_and_set_wide),
    ("jdk/internal/misc/Unsafe.getLongVolatile(Ljava/lang/Object;J)J", get_wide_volatile),
    ("jdk/internal/misc/Unsafe.putLongVolatile(Ljava/lang/Object;JJ)V", put_wide_volatile),
    ("jdk/internal/misc/Unsafe.compareAndSetReference(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z", compare_and_set_reference),
    ("jdk/internal/misc/Unsafe.getAndSetReference(Ljava/lang/Object;JLjava/lang/Object;)Ljava/lang/Object;", get_and_set_wide),
    ("jdk/internal/misc/Unsafe.getReferenceVolatile(Ljava/lang/Object;J)Ljava/lang/Object;", get_wide_volatile),
    ("jdk/internal/misc/Unsafe.putReferenceVolatile(Ljava/lang/Object;JLjava/lang/Object;)V", put_wide_volatile),
    ("jdk/internal/misc/Unsafe.park(ZJ)V", park),
    ("jdk/internal/misc/Unsafe.unpark(Ljava/lang/Object;)V", unpark),
    ("jdk/internal/misc/Unsafe.signalled(Ljava/lang/Object;Ljava/lang/Object;)V", signalled),
    ("jdk/internal/misc/Unsafe.sharedHoldsTraced()Z", shared_holds_traced),
    ("jdk/internal/misc/Unsafe.sharedAcquired(Ljava/lang/Object;)V", shared_acquired),
    ("jdk/internal/misc/Unsafe.sharedReleased(Ljava/lang/Object;)V", shared_released),
];
