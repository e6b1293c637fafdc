//! Paper 004's concurrency metrics wired into the VM (`--profile=concurrency`): each Java
//! thread's CPU clock for the session's `profiler::concurrency::Concurrency`, the per-VM monitor
//! thread that closes a 60 ms period, and what the instrumented interpreter and the collector
//! report (allocations, field and array accesses, deaths).
//!
//! Why a monitor thread and not safepoints: a period is a span of wall time in which each
//! thread's CPU time is compared, so its boundaries must not depend on the threads it measures.
//! A safepoint would stop every Java thread to read clocks that can be read without stopping
//! anyone (`pthread_getcpuclockid` works on a running thread), and would itself cost the
//! threads CPU time. The monitor is not a Java thread: it reads clocks and nothing of the VM.
use crate::runtime::vm::Vm;
use crate::threads::jthread::JThread;
use crate::threads::registry::ThreadListener;
use profiler::concurrency::{Concurrency, PERIOD_MS};
use std::sync::Arc;
use std::time::Duration;

/// `vm`'s concurrency measurements, if `--profile=concurrency` is on.
#[inline]
pub fn of(vm: &Vm) -> Option<&Concurrency> {
    vm.profiler.as_ref()?.concurrency()
}

/// Starts `vm`'s monitor thread if the concurrency metrics are on (after `profiling::start`).
pub fn start(vm: &'static Vm) {
    let Some(session) = vm.profiler.as_ref().filter(|s| s.concurrency().is_some()) else {
        return;
    };
    let session = std::sync::Arc::clone(session);
    let period = Duration::from_millis(PERIOD_MS);
    vm.concurrency_monitor
        .start("Concurrency Monitor", period, move |ticks| {
            let c = session.concurrency().expect("checked above");
            for () in ticks {
                c.sample();
            }
        })
        .expect("start the concurrency monitor");
}

/// Stops `vm`'s monitor thread and waits for it (at the end of the VM; the report, built
/// before, closed the last partial period).
pub fn stop(vm: &Vm) {
    vm.concurrency_monitor.stop();
}

/// The calling thread's CPU time in ns.
fn own_cpu_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; CLOCK_THREAD_CPUTIME_ID always exists.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// The concurrency metrics' per-thread CPU clocks (a thread registry listener; only in a
/// session that measures them).
pub(crate) struct CpuClocks(pub(crate) Arc<profiler::Session>);

impl ThreadListener for CpuClocks {
    /// `t` (current, attached) starts running Java code: its CPU clock joins the measurements.
    fn attached(&self, t: &JThread) {
        if let Some(c) = self.0.concurrency() {
            clock_started(c, t);
        }
    }

    /// `t` (current) stops running Java code: its last CPU reading closes its account.
    fn detached(&self, t: &JThread) {
        if let Some(c) = self.0.concurrency() {
            c.thread_ended(t.shared.locking.id().get(), own_cpu_ns());
        }
    }
}

fn clock_started(c: &Concurrency, t: &JThread) {
    let Some(os) = t.shared.os_thread() else {
        return;
    };
    let mut clock: libc::clockid_t = 0;
    // SAFETY: `os.pthread` is the calling thread's own pthread (set by `attach` just before),
    // alive now; `clock` is a valid place for the result.
    if unsafe { libc::pthread_getcpuclockid(os.pthread, &mut clock) } != 0 {
        return;
    }
    let read = move || {
        let mut ts = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: clock_gettime only writes `ts`, which is valid and writable; any clock id is
        // acceptable to it (a stale one makes it fail with EINVAL and leaves `ts` zero). The id
        // is a live thread's: `Concurrency` reads clocks only of registered threads, and
        // `thread_detached` unregisters the thread (under the same lock) before it ends.
        unsafe { libc::clock_gettime(clock, &mut ts) };
        ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
    };
    let name = t.shared.locking.name().unwrap_or_default();
    c.thread_started(t.shared.locking.id().get(), name, Box::new(read));
}

/// The collector found dead every object for which `alive` is false.
pub fn objects_died(vm: &Vm, alive: &dyn Fn(u64) -> bool) {
    if let Some(c) = of(vm) {
        c.objects_died(alive);
    }
}

/// The instrumented interpreter: `t` allocated `obj`.
#[cold]
#[inline(never)]
pub fn allocated(t: &JThread, obj: u64) {
    if let Some(c) = of(crate::runtime::vm::vm()) {
        c.allocated(obj, t.shared.locking.id().get());
    }
}

/// The instrumented interpreter: `t` read or wrote a field or element of `obj` (non-null).
#[cold]
#[inline(never)]
pub fn accessed(t: &JThread, obj: u64, write: bool) {
    if let Some(c) = of(crate::runtime::vm::vm()) {
        c.accessed(obj, t.shared.locking.id().get(), write);
    }
}
