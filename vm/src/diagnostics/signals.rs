//! The "Signal Dispatcher" thread (HotSpot's name): SIGQUIT (`kill -3 <pid>`, Ctrl-\) prints a
//! thread dump on stdout (`thread_dump.rs`) and the program goes on, as in HotSpot.
//! `-Xrs` (`-XX:+ReduceSignalUsage`) leaves SIGQUIT alone: it then ends the process, as it
//! ends any program.
//!
//! A signal handler can do almost nothing safely, so the SIGQUIT handler only writes one byte
//! to a pipe (`write` is async-signal-safe). The dispatcher thread, started with the VM, reads
//! the pipe and, for each byte, asks the VM thread for a dump at a safepoint and prints it.
//! Being no Java thread, the dispatcher may simply block: safepoints do not wait for it. The
//! handler is installed with `SA_RESTART`, so the system calls it interrupts on other threads
//! (reads of stdin, ...) resume.
//!
//! Signals belong to the process, not to a VM: the handler, the pipe and the dispatcher are
//! process-wide, started by the first VM that wants them. With several VMs in one process, a
//! SIGQUIT dumps the threads of each VM that is running and did not ask for `-Xrs`.
use std::ffi::c_int;
use std::io::Write;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::OnceLock;

use crate::runtime::vm::Vm;
use crate::threads::shared::OsThread;

/// The write end of the dispatcher's pipe (-1: no dispatcher).
static WAKE: AtomicI32 = AtomicI32::new(-1);

/// The dispatcher's OS thread, for the dump's own line.
static DISPATCHER: OnceLock<OsThread> = OnceLock::new();

/// The running VMs whose threads a SIGQUIT dumps, in start order.
static VMS: parking_lot::Mutex<Vec<&'static Vm>> = parking_lot::Mutex::new(Vec::new());

/// The dispatcher's OS thread, once it runs.
pub fn dispatcher() -> Option<&'static OsThread> {
    DISPATCHER.get()
}

/// SIGQUIT dumps the threads of `vm` from now on, unless it has `-Xrs`; the first such VM of
/// the process starts the dispatcher and installs the handler. Call once the VM thread runs
/// (after `Vm::create`) and before the program does.
pub fn start(vm: &'static Vm) {
    if vm.options.flags.reduce_signal_usage {
        return;
    }
    let mut vms = VMS.lock();
    vms.push(vm);
    if WAKE.load(Ordering::Relaxed) >= 0 {
        return;
    }
    let mut fds = [-1; 2];
    // SAFETY: pipe2 writes two descriptors into the array we pass.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return;
    }
    let [read_end, write_end] = fds;
    // The handler must never block: with the pipe full (thousands of signals not yet served)
    // a write fails instead, and those signals are dropped.
    // SAFETY: fcntl on a descriptor we own, with integer arguments.
    unsafe {
        let flags = libc::fcntl(write_end, libc::F_GETFL);
        libc::fcntl(write_end, libc::F_SETFL, flags | libc::O_NONBLOCK);
    }
    let spawned = std::thread::Builder::new()
        .name("Signal Dispatcher".into())
        .stack_size(1 << 20)
        .spawn(move || dispatch(read_end));
    if spawned.is_err() {
        // SAFETY: closes the descriptors we created, which nothing else uses.
        unsafe {
            libc::close(read_end);
            libc::close(write_end);
        }
        return;
    }
    WAKE.store(write_end, Ordering::SeqCst);
    // SAFETY: `sa` is a zeroed sigaction (a valid value) with an empty mask and a handler of
    // the plain `fn(c_int)` kind (no SA_SIGINFO); sigaction copies it.
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_sigquit as *const () as libc::sighandler_t;
        sa.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut sa.sa_mask);
        libc::sigaction(libc::SIGQUIT, &sa, std::ptr::null_mut());
    }
}

/// The SIGQUIT handler: wakes the dispatcher. Only async-signal-safe calls, and errno is left
/// as the interrupted code had it.
extern "C" fn on_sigquit(_: c_int) {
    let fd = WAKE.load(Ordering::Relaxed);
    if fd < 0 {
        return;
    }
    // SAFETY: __errno_location returns this thread's errno cell; write reads one byte from a
    // live buffer. Both are async-signal-safe.
    unsafe {
        let errno = libc::__errno_location();
        let saved = *errno;
        let byte = 1u8;
        libc::write(fd, (&byte as *const u8).cast(), 1);
        *errno = saved;
    }
}

/// `vm` ends: SIGQUIT no longer dumps its threads.
pub fn forget(vm: &'static Vm) {
    VMS.lock().retain(|v| !std::ptr::eq(*v, vm));
}

/// The dispatcher: one thread dump of each running VM per signal received, until the pipe
/// closes.
fn dispatch(read_end: c_int) {
    let _ = DISPATCHER.set(OsThread::current());
    loop {
        let mut byte = 0u8;
        // SAFETY: reads at most one byte into `byte`.
        let n = unsafe { libc::read(read_end, (&mut byte as *mut u8).cast(), 1) };
        if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
            continue;
        }
        if n <= 0 {
            return;
        }
        let vms = VMS.lock().clone();
        for vm in vms {
            let _entered = crate::runtime::vm::enter(vm);
            if let Some(dump) = crate::diagnostics::thread_dump::take() {
                let mut out = std::io::stdout().lock();
                let _ = out.write_all(dump.as_bytes());
                let _ = out.flush();
            }
        }
    }
}
