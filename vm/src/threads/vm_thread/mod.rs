//! The VM thread (HotSpot's `VMThread`): one OS thread that runs VM operations at safepoints.
//!
//! * Java threads that need a safepoint (bias revocation, bulk rebias/revoke, a collection)
//!   send a [`VmOperation`] on a `crossbeam-channel` queue and block until it has run; other
//!   threads (the signal dispatcher's thread dump) use [`run_operation`].
//! * If no operation arrives for `-XX:GuaranteedSafepointInterval` ms (default 1000; 0: never)
//!   the VM thread runs a "Cleanup" safepoint anyway.
//! * Every safepoint goes through the one pipeline (`locking::safepoint::run_pipeline`):
//!   the operation, the collection it asked for (`gc/collector.rs`), Free Lunch's interval, the
//!   deflation of idle monitors.
//! * `-XX:BiasedLockingStartupDelay` ms after start (default 4000) it enables biased locking
//!   ("EnableBiasedLocking").
//!
//! `-Xlog:safepoint` prints one line per safepoint — time since the last one, time to reach it,
//! time at it, monitors deflated — and the totals when the VM exits.

use std::time::{Duration, Instant};

use crossbeam_channel::{bounded, Receiver, RecvTimeoutError};
use locking::safepoint::{self, VmOperation};

use crate::diagnostics::log::log_line;
use crate::runtime::options::VmOptions;
use crate::runtime::vm::Vm;

pub mod state;
use state::Request;
pub use state::{SafepointStats, VmThreadState};

/// The `-XX:` flags of biased locking, for the VM's locking context.
pub fn biased_locking_options(options: &VmOptions) -> locking::biased::BiasedLockingOptions {
    locking::biased::BiasedLockingOptions {
        use_biased_locking: options.flags.use_biased_locking,
        bulk_rebias_threshold: options.flags.biased_locking_bulk_rebias_threshold as u32,
        bulk_revoke_threshold: options.flags.biased_locking_bulk_revoke_threshold as u32,
        decay_time_ms: options.flags.biased_locking_decay_time as u64,
    }
}

/// The builder of `vm`'s locking context, with the VM's hooks: the class resolver, the
/// `-Xlog:locking` sink, and the VM thread (`state`) as the executor of safepoint operations.
pub fn locking_context(
    options: &VmOptions,
    state: &VmThreadState,
) -> locking::LockingContextBuilder {
    let context = locking::LockingContext::builder(biased_locking_options(options))
        .class_resolver(crate::runtime::object_sync::lock_class_of)
        .executor(state.executor());
    if options.log.locking {
        context.log_sink(Box::new(|line| log_line("locking", line)))
    } else {
        context
    }
}

/// Starts the VM thread of `vm` (its locking context built by [`locking_context`]).
pub fn start(vm: &'static Vm) {
    let options = &vm.options;
    let ctx = &vm.locking;
    crate::instrumentation::concurrency::start(vm);
    let biased = ctx.biased_options();
    let interval = options.flags.guaranteed_safepoint_interval.max(0) as u64;
    let delay = options.flags.biased_locking_startup_delay.max(0) as u64;
    let mut enable_biasing_at = biased
        .use_biased_locking
        .then(|| Duration::from_millis(delay));
    if enable_biasing_at == Some(Duration::ZERO) {
        // HotSpot enables biased locking at start-up when the delay is 0.
        locking::biased::enable(ctx);
        enable_biasing_at = None;
    }

    let requests = vm
        .vm_thread
        .requests
        .lock()
        .take()
        .expect("the VM thread starts once");
    let os_thread = std::thread::Builder::new()
        .name("VM Thread".into())
        .spawn(move || {
            crate::runtime::vm::work_for(vm);
            vm_thread_loop(vm, requests, interval, enable_biasing_at)
        })
        .expect("start the VM thread");
    *vm.vm_thread.os_thread.lock() = Some(os_thread);
}

/// Ends the VM thread of `vm`, at the end of the VM: at a last safepoint, the Java threads that
/// still run (daemons) are stopped for good, as HotSpot's `VM_Exit` leaves them. Blocks until
/// the VM thread is gone.
pub fn stop(vm: &Vm) {
    let (done, stopped) = bounded(1);
    if vm.vm_thread.queue.send(Request::Exit { done }).is_ok() {
        let _ = stopped.recv();
    }
    let os_thread = vm.vm_thread.os_thread.lock().take();
    if let Some(os_thread) = os_thread {
        let _ = os_thread.join();
    }
}

fn vm_thread_loop(
    vm: &'static Vm,
    requests: Receiver<Request>,
    interval_ms: u64,
    mut enable_biasing_at: Option<Duration>,
) {
    let start = Instant::now();
    let mut last_safepoint = Instant::now();
    loop {
        // Wake for the next request, the next guaranteed safepoint, or biased-locking start.
        let mut deadline: Option<Instant> =
            (interval_ms > 0).then(|| last_safepoint + Duration::from_millis(interval_ms));
        if let Some(at) = enable_biasing_at {
            let at = start + at;
            deadline = Some(deadline.map_or(at, |d| d.min(at)));
        }
        // Free Lunch closes its interval at the first safepoint after it
        // ends; force one then (the paper's periodic-safepoint option).
        let profile_due = vm
            .profiler
            .as_ref()
            .and_then(|p| p.next_deadline())
            .map(|d| Instant::now() + d);
        if let Some(at) = profile_due {
            deadline = Some(deadline.map_or(at, |d| d.min(at)));
        }
        let received = match deadline {
            Some(d) => requests.recv_deadline(d),
            None => requests.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match received {
            Ok(Request::Operation { op, done }) => {
                run_safepoint(vm, op, &mut last_safepoint);
                let _ = done.send(());
            }
            Ok(Request::Exit { done }) => {
                let safepoint = safepoint::synchronize(&vm.locking);
                // Never resumed: the threads still attached stay stopped for as long as the
                // process lives (one attaching later stops as it attaches), and no safepoint of
                // this VM can begin again.
                std::mem::forget(safepoint);
                let _ = done.send(());
                return;
            }
            Err(RecvTimeoutError::Timeout) => {
                let op = match enable_biasing_at {
                    Some(at) if start.elapsed() >= at => {
                        enable_biasing_at = None;
                        VmOperation {
                            name: "EnableBiasedLocking",
                            work: Box::new(|| locking::biased::enable(&vm.locking)),
                        }
                    }
                    _ => VmOperation {
                        name: if profile_due.is_some_and(|at| Instant::now() >= at) {
                            "ProfileInterval"
                        } else {
                            "Cleanup"
                        },
                        work: Box::new(|| {}),
                    },
                };
                run_safepoint(vm, op, &mut last_safepoint);
            }
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

/// Runs `op` through the safepoint pipeline (`locking::safepoint::run_pipeline`); the VM's step
/// in it is the collection an operation asked for, then Free Lunch's interval.
fn run_safepoint(vm: &Vm, op: VmOperation, last_safepoint: &mut Instant) {
    let since_last = last_safepoint.elapsed();
    let name = op.name;
    let outcome = safepoint::run_pipeline(&vm.locking, op, &|at| {
        // The collection an operation asked for (or, under -XX:+GCALot, one at every
        // safepoint). Before deflation, so that monitors of dead objects are reclaimed first.
        vm.heap.collect_if_scheduled(at);
        // Before deflation: Free Lunch reads the monitors' profiles (which deflation keeps
        // anyway, in the side table).
        if let Some(p) = vm.profiler.as_ref() {
            p.at_safepoint();
        }
    });
    let (timing, at, deflation) = (outcome.timing, outcome.at_safepoint, outcome.deflation);
    *last_safepoint = Instant::now();
    {
        let mut s = vm.vm_thread.stats.lock();
        s.count += 1;
        s.total_reaching += timing.time_to_safepoint;
        s.max_reaching = s.max_reaching.max(timing.time_to_safepoint);
        s.total_at += at;
        s.max_at = s.max_at.max(at);
        s.monitors_deflated += deflation.deflated as u64;
    }
    if vm.vm_thread.log_safepoints {
        log_line(
            "safepoint",
            &format!(
                "Safepoint \"{}\", Time since last: {} ns, Reaching safepoint: {} ns, At safepoint: {} ns, Total: {} ns, Threads: {} ({} running), Monitors deflated: {} of {}",
                name,
                since_last.as_nanos(),
                timing.time_to_safepoint.as_nanos(),
                at.as_nanos(),
                (timing.time_to_safepoint + at).as_nanos(),
                timing.threads_total,
                timing.threads_waited_for,
                deflation.deflated,
                deflation.examined,
            ),
        );
    }
}

/// `-Xlog:safepoint`'s summary at VM exit.
pub fn log_summary(vm: &Vm) {
    if !vm.vm_thread.log_safepoints {
        return;
    }
    let s = vm.vm_thread.stats();
    let avg = |total: Duration| {
        if s.count == 0 {
            0
        } else {
            total.as_nanos() / u128::from(s.count)
        }
    };
    log_line(
        "safepoint",
        &format!(
            "Safepoint statistics: {} safepoints; reaching: total {} ns, avg {} ns, max {} ns; at safepoint: total {} ns, avg {} ns, max {} ns; monitors deflated: {}",
            s.count,
            s.total_reaching.as_nanos(),
            avg(s.total_reaching),
            s.max_reaching.as_nanos(),
            s.total_at.as_nanos(),
            avg(s.total_at),
            s.max_at.as_nanos(),
            s.monitors_deflated,
        ),
    );
}

/// Runs `op` at a safepoint on the VM thread and waits for it, from a thread that is not a Java
/// thread (not attached: safepoints do not wait for it, so it may simply block). Returns false
/// when there is no VM, or its VM thread has ended (and dropped the queue's receiving end).
pub fn run_operation(op: VmOperation) -> bool {
    let Some(vm) = crate::runtime::vm::try_vm() else {
        return false;
    };
    let (done, finished) = bounded(1);
    vm.vm_thread
        .queue
        .send(Request::Operation { op, done })
        .is_ok()
        && finished.recv().is_ok()
}
