//! The contended-lock sampler of paper 001 (`--profile=sampling`, `--sample-hz=<n>`): a thread
//! of the VM's own that wakes `hz` times a second and, when some lock may be contended (a Java
//! thread is blocked entering a monitor, or a park blocker is listed in `profiler::sampling`),
//! stops the Java threads at a safepoint and records, for each such lock, its owner and every
//! thread waiting for it, each with its stack. The paper suspends every thread for the same
//! reason: the stacks must be where the contention is, not wherever each thread happens to be a
//! moment later.
//!
//! The sampler is not a Java thread (it never attaches, so safepoints do not wait for it); it
//! asks the VM thread to run the sample as a VM operation, as a thread dump does, and works for
//! its VM so that `vm()` finds it. It ends before the VM thread does (`vm::end_vm`), since every
//! tick needs the VM thread.
use std::sync::Arc;
use std::time::Duration;

use locking::{inspect, ObjectMonitor};
use profiler::chains::RawFrame;
use profiler::sampling::{Candidate, LockSample, SampledStack};

use crate::classes::method::Method;
use crate::diagnostics::thread_dump::{Blocker, Dump, ThreadSnapshot};
use crate::runtime::object_sync::object_ref;
use crate::runtime::vm::{vm, Vm};

/// Starts `vm`'s sampler if its profiling session samples (after the VM thread started: every
/// tick needs it).
pub(crate) fn start(vm: &'static Vm) {
    let Some(session) = vm.profiler.as_ref().filter(|s| s.sampling().is_some()) else {
        return;
    };
    let session = Arc::clone(session);
    let hz = session.sampling().map_or(20, |s| s.hz()).max(1);
    let period = Duration::from_secs(1) / hz;
    let started = vm.sampler.start("toyjvm sampler", period, move |ticks| {
        crate::runtime::vm::work_for(vm);
        for () in ticks {
            tick(&session);
        }
    });
    if let Err(e) = started {
        eprintln!("toyjvm: cannot start the sampler thread: {e}");
    }
}

/// Stops `vm`'s sampler, if it runs, and waits for it to end. Call while the VM thread still
/// runs (a tick in progress waits for its safepoint).
pub(crate) fn stop(vm: &Vm) {
    vm.sampler.stop();
}

/// One tick: counts it, and if a lock may be contended, samples at a safepoint.
fn tick(session: &Arc<profiler::Session>) {
    let Some(sampling) = session.sampling() else {
        return;
    };
    let parks = sampling.tick();
    // A racy look (a relaxed load or two per thread): a thread that blocks just after is seen
    // at the next tick, one that stopped waiting just before leaves a sample without waiters.
    // A notified `wait()` queued to re-lock its monitor waits for the lock too, though it is
    // not BLOCKED until an exiting owner wakes it.
    let entering = locking::safepoint::threads(&vm().locking)
        .iter()
        .any(|t| t.is_blocked_on_monitor() || t.relocking_monitor().is_some());
    if parks.is_empty() && !entering {
        return;
    }
    let session = Arc::clone(session);
    crate::threads::vm_thread::run_operation(locking::safepoint::VmOperation {
        name: "ContendedLockSample",
        work: Box::new(move || {
            // SAFETY: a VM operation runs at a safepoint, which is `sample`'s contract.
            let samples = unsafe { sample(parks) };
            if let Some(sampling) = session.sampling() {
                sampling.record(samples, session.chains());
            }
        }),
    });
}

/// What each candidate looks like now: its owner and waiters, with their stacks.
///
/// # Safety
/// Only at a safepoint (from a VM operation), as
/// [`ThreadRegistry::for_each_attached`](crate::threads::registry::ThreadRegistry::for_each_attached).
unsafe fn sample(parks: Vec<Candidate>) -> Vec<LockSample> {
    let mut threads = Vec::new();
    // SAFETY: the caller's contract (we are at a safepoint); the snapshot copies what it needs
    // out of each JThread during the call.
    unsafe {
        vm().threads
            .for_each_attached(|t| threads.push(ThreadSnapshot::of(t)))
    };
    let dump = Dump::new(&threads);
    // The monitors some thread is blocked entering, each once, then the listed park blockers.
    let mut candidates: Vec<Candidate> = Vec::new();
    for t in &threads {
        if let Some((monitor, object)) = lock_wanted(t) {
            let candidate = match inspect::monitor_profile(monitor) {
                Some(profile) => Candidate::Monitor(profile),
                None => {
                    if let Some(sampling) = vm().profiler.as_ref().and_then(|s| s.sampling()) {
                        // A thread is blocked entering it: the object is alive.
                        sampling.name_object(object as usize, || {
                            crate::heap::class_of(object).java_name()
                        });
                    }
                    Candidate::Object {
                        object: object as usize,
                    }
                }
            };
            if !candidates.iter().any(|c| same_lock(c, &candidate)) {
                candidates.push(candidate);
            }
        }
    }
    candidates.extend(parks);
    candidates
        .iter()
        .map(|&lock| match lock {
            Candidate::Monitor(profile) => {
                // A dead object's lock is contended no more (and its address may be another
                // object's): no waiters, so it leaves the list.
                if profile.died_ns().is_some() {
                    return LockSample {
                        lock,
                        owner: None,
                        owner_unknown: None,
                        waiters: Vec::new(),
                    };
                }
                monitor_sample(lock, profile.object as u64, &threads, &dump)
            }
            Candidate::Object { object } => monitor_sample(lock, object as u64, &threads, &dump),
            Candidate::Park { object } => {
                let object = object as u64;
                let waiters = waiters(
                    &threads,
                    |t| matches!(t.blocker, Blocker::Parked { blocker, .. } if blocker == object),
                );
                // With a thread parked on it, the blocker is alive (`Thread.parkBlocker` holds
                // it).
                let owner = (!waiters.is_empty())
                    .then(|| crate::threads::park_blocker::exclusive_owner(object))
                    .flatten()
                    .and_then(|java_thread| threads.iter().find(|t| t.java_thread == java_thread))
                    .map(stack_of);
                // Why there is none: the blocker says (a synchronizer in shared mode, ...).
                let owner_unknown = (owner.is_none() && !waiters.is_empty())
                    .then(|| crate::threads::park_blocker::owner_unknown(object));
                LockSample {
                    lock,
                    owner,
                    owner_unknown,
                    waiters,
                }
            }
        })
        .collect()
}

/// What a monitor (of `object`) looks like now: the threads blocked entering it, and its owner.
fn monitor_sample(
    lock: Candidate,
    object: u64,
    threads: &[ThreadSnapshot],
    dump: &Dump,
) -> LockSample {
    let waiters = waiters(threads, |t| {
        lock_wanted(t).is_some_and(|(_, o)| o == object)
    });
    // The owner is looked for only with waiters: an object with none may have been collected
    // since and is not to be touched.
    let owner = (!waiters.is_empty())
        .then(|| inspect::holder(object_ref(object), dump.locking_threads()))
        .flatten()
        .and_then(|t| dump.thread_of(t))
        .map(stack_of);
    // A monitor always has an owner while it has waiters, but for the moment between its
    // release and the successor's acquisition.
    let owner_unknown = (owner.is_none() && !waiters.is_empty())
        .then_some("free at the sample: released just before, its waiters not yet running");
    LockSample {
        lock,
        owner,
        owner_unknown,
        waiters,
    }
}

/// Whether two candidates are the same lock.
fn same_lock(a: &Candidate, b: &Candidate) -> bool {
    match (a, b) {
        (Candidate::Monitor(p), Candidate::Monitor(q)) => p.id == q.id,
        (Candidate::Object { object: x }, Candidate::Object { object: y })
        | (Candidate::Park { object: x }, Candidate::Park { object: y }) => x == y,
        _ => false,
    }
}

/// The monitor `t` waits to lock, with its object: blocked entering it (a contended enter, or
/// the re-entry of a notified `wait()` once an exiting owner woke it), or notified in `wait()`
/// and queued on the monitor to re-lock it but not woken yet (the thread dump still shows it
/// waiting; for the lock it is a waiter like the others: it gets the lock only when the owner
/// lets go, and only after those queued before it).
fn lock_wanted(t: &ThreadSnapshot) -> Option<(&'static ObjectMonitor, u64)> {
    match t.blocker {
        Blocker::Entering {
            monitor, object, ..
        } => Some((monitor, object)),
        Blocker::Waiting { object, .. } => t.locking().relocking_monitor().map(|m| (m, object)),
        _ => None,
    }
}

/// The threads `is_on` accepts, with their stacks.
fn waiters(
    threads: &[ThreadSnapshot],
    is_on: impl Fn(&ThreadSnapshot) -> bool,
) -> Vec<SampledStack> {
    threads.iter().filter(|t| is_on(t)).map(stack_of).collect()
}

/// `t`'s id and Java frames (native frames skipped, as the profilers' stack walkers do).
fn stack_of(t: &ThreadSnapshot) -> SampledStack {
    SampledStack {
        thread: t.locking().id().get(),
        name: t.locking().name().unwrap_or_default(),
        frames: t
            .frames
            .iter()
            .filter(|(m, _)| m.raw_code.is_some())
            .map(|&(m, bci)| RawFrame {
                // The profilers' raw frames name a method by its address (`profiling.rs`).
                method: m as *const Method as usize,
                bci: bci.unwrap_or(0),
            })
            .collect(),
    }
}
