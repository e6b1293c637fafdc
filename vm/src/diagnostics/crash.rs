//! Crash reports in the style of HotSpot's `hs_err_pid<N>.log`.
//!
//! When the VM itself fails — a Rust panic on any thread, or a fatal signal (SIGSEGV, SIGBUS,
//! SIGILL, SIGFPE, SIGABRT) — this module prints a report to stderr, writes a longer one to
//! `hs_err_pid<N>.log` in the working directory (else the temporary directory, HotSpot's
//! order), and kills the process with SIGABRT, as HotSpot does. What the report holds, how to
//! provoke each failure (`-XX:+UnlockDiagnosticVMOptions -XX:ErrorHandlerTest=N`) and the
//! caveats: `docs/CRASH.md`.
//!
//! Only the `toyjvm` binary calls [`install`]; the library never installs a hook or a handler by
//! itself, so that tests running the VM in-process keep Rust's own panic behaviour.
//!
//! Signal safety: almost nothing a report needs (formatting, reading the Java thread's frames,
//! opening a file, looking up a thread's stack) is async-signal-safe, and HotSpot writes its
//! report from the signal handler all the same, as best effort. We keep the handler itself to
//! async-signal-safe steps (an atomic, a TLS read, `sigaltstack`, `write` to a pipe, `pause`)
//! and hand the report to a thread started by [`install`] that waits on that pipe. The reason
//! is room, more than safety: the handler runs on the alternate signal stack std gives each
//! thread, 8 KiB of which the kernel's signal frame takes 1–3 KiB (more with AVX-512, nearly all
//! with AMX), and a report measured 3 KiB on its own. The report is still written while the
//! failing thread is frozen in whatever state it was in (holding a lock, half-way through an
//! update), so it stays best effort. What keeps a failing report from turning into a silent
//! death or a hang: output goes straight to the file descriptors (no std lock), stderr's part is
//! written first, a second fault or panic while reporting writes one line and aborts at once,
//! and a watchdog alarm aborts a report that takes too long (a deadlock on a lock the failing
//! code held). A panic is reported on the panicking thread itself: it is on its own stack and
//! not in a signal handler.

use std::ffi::{c_int, c_void, CString};
use std::fmt::{self, Write as _};
use std::panic::PanicHookInfo;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::OnceLock;
use std::time::Instant;

use crate::classes::method::Method;
use crate::diagnostics::expected_panics;
use crate::runtime::java_calls::JavaCalls;
use crate::runtime::options::{FlagValue, VmOptions, FLAGS};
use crate::runtime::throw::JResult;
use crate::runtime::vm::vm;
use crate::threads::jthread::{Frame, JThread};

/// The process-wide state of the crash reporter: what [`install`] was given, prepared for the
/// report, and the re-entry guard. The one static of this module, because a signal handler has
/// no other way to reach anything; set once by [`install`], and after that only
/// `Reporter::reporting` changes.
static REPORTER: OnceLock<Reporter> = OnceLock::new();

/// Seconds a report may take before the watchdog gives up on it (HotSpot's ErrorLogTimeout is
/// 120 s; our report is much smaller).
const REPORT_TIMEOUT_SECS: u32 = 60;
/// Java frames in stderr's part of the report (all of them, up to `LOG_FRAMES`, go to the log).
const STDERR_FRAMES: usize = 10;
const LOG_FRAMES: usize = 1024;
/// The largest `-XX:ErrorHandlerTest` value (see [`error_handler_test`]).
const LAST_TEST: i64 = 6;

struct Reporter {
    /// The arguments after the program name, as given.
    command_line: String,
    /// The arguments before the main class (or `-jar`): HotSpot's `jvm_args`.
    jvm_args: String,
    /// The main class (or jar) and the program's arguments: HotSpot's `java_command`.
    java_command: String,
    /// Every `-XX:` flag with its value on this command line, one per line.
    global_flags: String,
    /// Where the log may go, in order: `<cwd>/hs_err_pid<N>.log`, `<tmp>/hs_err_pid<N>.log`.
    /// Computed here so that the failing path has no paths to build (Java cannot change the
    /// working directory, and the pid stays).
    log_paths: Vec<CString>,
    started: Instant,
    /// The OS thread id of the thread that failed first and owns the report; 0 while none has.
    reporting: AtomicI32,
    /// The write end of the pipe to the report thread (-1: there is none, and a signal handler
    /// writes the report itself).
    handoff: c_int,
    /// The OS thread id of the report thread, once it runs.
    report_thread: AtomicI32,
}

/// The VM's version, as the crash report and the thread dump (`thread_dump.rs`) print it.
pub(crate) const VM_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Installs the panic hook and the fatal-signal handlers, once, at process start. `args` is the
/// command line without the program name; the report shows it, split into VM options and the
/// Java command, with the `-XX:` flags it sets.
pub fn install(args: &[String]) {
    if REPORTER.get().is_some() {
        return;
    }
    let mut pipe = [-1; 2];
    // SAFETY: pipe2 writes two descriptors into the array we pass.
    if unsafe { libc::pipe2(pipe.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        pipe = [-1; 2];
    }
    if REPORTER.set(Reporter::new(args, pipe[1])).is_err() {
        return;
    }
    if pipe[0] >= 0 {
        // A small stack is plenty: the report needs tens of KiB. If the thread cannot start,
        // the handoff fails (EPIPE; std ignores SIGPIPE) and the handler reports itself.
        let spawned = std::thread::Builder::new()
            .name("crash reporter".into())
            .stack_size(256 << 10)
            .spawn(move || report_thread(pipe[0]));
        if spawned.is_err() {
            // SAFETY: closes the read end, which nothing else uses.
            unsafe { libc::close(pipe[0]) };
        }
    }
    std::panic::set_hook(Box::new(panic_hook));
    for sig in [
        libc::SIGSEGV,
        libc::SIGBUS,
        libc::SIGILL,
        libc::SIGFPE,
        libc::SIGABRT,
    ] {
        // SA_ONSTACK: a stack overflow leaves no stack to run the handler on; std gives each
        // thread it creates (all of toyjvm's) an alternate signal stack for its own overflow
        // message, and the handler runs there. SA_NODEFER: a second fault while reporting must
        // reach the handler (which then aborts) instead of killing the process silently, which
        // is what the kernel does with a fault on a blocked signal.
        set_handler(
            sig,
            on_fatal_signal as *const () as libc::sighandler_t,
            libc::SA_SIGINFO | libc::SA_ONSTACK | libc::SA_NODEFER,
        );
    }
}

// ---------------------------------------------------------------------------------------------
// -XX:ErrorHandlerTest

/// Rejects `-XX:ErrorHandlerTest` without `-XX:+UnlockDiagnosticVMOptions`, or out of range, with
/// HotSpot's messages (the whole text to print; the VM then exits with status 1).
pub fn check_diagnostic_flags(options: &VmOptions) -> Result<(), String> {
    let test = options.flags.error_handler_test;
    let failed = "Error: Could not create the Java Virtual Machine.\nError: A fatal exception has occurred. Program will exit.";
    if test != 0 && !options.flags.unlock_diagnostic_vm_options {
        return Err(format!("Error: VM option 'ErrorHandlerTest' is diagnostic and must be enabled via -XX:+UnlockDiagnosticVMOptions.\nError: The unlock option must precede 'ErrorHandlerTest'.\n{failed}"));
    }
    if !(0..=LAST_TEST).contains(&test) {
        return Err(format!("intx ErrorHandlerTest={test} is outside the allowed range [ 0 ... {LAST_TEST} ]\nImproperly specified VM option 'ErrorHandlerTest={test}'\n{failed}"));
    }
    Ok(())
}

/// `-XX:ErrorHandlerTest=N`: called by `startup.rs` just before the main thread runs `main`.
/// With N set, it enters `main` (its frame pushed, as a call does, at bytecode 0) and fails
/// there, so that the report has a Java stack: 1 a Rust panic, 2 SIGSEGV, 3 `abort()`, 4 SIGILL,
/// 5 a Rust panic on a second Java thread, 6 a Rust stack overflow (the guard page).
pub fn error_handler_test(t: &mut JThread, main: &'static Method, args: u64) -> JResult<()> {
    let test = vm().options.flags.error_handler_test;
    if test == 0 {
        return Ok(());
    }
    t.push_frame(main, &[args])?;
    match test {
        1 => panic!("ErrorHandlerTest=1: a deliberate Rust panic"),
        2 => {
            let page = inaccessible_page();
            // SAFETY: not a valid write, on purpose: `page` is mapped PROT_NONE, so the store
            // faults (SIGSEGV, SEGV_ACCERR) before any memory changes, and the fault handler
            // never returns here (it aborts the process, or the default action kills it).
            unsafe { std::ptr::write_volatile(page, 0xdead) };
            unreachable!("a write to a PROT_NONE page returned")
        }
        3 => std::process::abort(),
        4 => illegal_instruction(),
        5 => panic_on_second_thread(t),
        6 => {
            let depth = overflow_native_stack(0);
            unreachable!("the native stack did not overflow ({depth})")
        }
        _ => Ok(()), // check_diagnostic_flags rejected it
    }
}

/// A page no access is allowed to (a guaranteed SIGSEGV on write).
fn inaccessible_page() -> *mut u64 {
    // SAFETY: an anonymous private mapping at an address of the kernel's choice touches no
    // existing memory; the result is checked.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            4096,
            libc::PROT_NONE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    assert_ne!(p, libc::MAP_FAILED, "mmap of a PROT_NONE page failed");
    p.cast()
}

#[cfg(target_arch = "x86_64")]
fn illegal_instruction() -> ! {
    // SAFETY: `ud2` raises #UD, delivered as SIGILL, whose handler never returns here (it aborts
    // the process, or the default action kills it); no register or memory is changed.
    unsafe { std::arch::asm!("ud2", options(noreturn, nomem, nostack)) }
}

#[cfg(target_arch = "aarch64")]
fn illegal_instruction() -> ! {
    // SAFETY: `udf #0` is permanently undefined and raises SIGILL, as `ud2` does on x86_64.
    unsafe { std::arch::asm!("udf #0", options(noreturn, nomem, nostack)) }
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn illegal_instruction() -> ! {
    // SAFETY: raising a signal at ourselves is a plain system call.
    unsafe { libc::raise(libc::SIGILL) };
    unreachable!("SIGILL returned")
}

/// Starts a second Java thread (a `java.lang.Thread` named "ErrorHandlerTest", its `run` frame
/// pushed) that panics, and waits for it: the report comes from that thread, with the main
/// thread among the others.
fn panic_on_second_thread(t: &mut JThread) -> JResult<()> {
    let wk = vm().wk();
    let java_thread = t.alloc_object(wk.thread)?;
    // Kept until the deliberate panic: the second thread needs it.
    t.handle(java_thread);
    let name = t.new_string("ErrorHandlerTest")?;
    let ctor = wk
        .thread
        .find_declared_method("<init>", "(Ljava/lang/String;)V")
        .expect("jdk-subset: Thread(String)");
    t.invoke(ctor, &[java_thread, name])?;
    let run = wk
        .thread
        .find_declared_method("run", "()V")
        .expect("jdk-subset: Thread.run()");
    let the_vm = vm();
    let stack = the_vm.options.stack_bytes;
    let second = std::thread::Builder::new()
        .name("ErrorHandlerTest".into())
        .stack_size(16 << 20)
        .spawn(move || {
            crate::runtime::vm::work_for(the_vm);
            let mut t = the_vm.new_jthread(stack);
            t.java_thread = java_thread;
            t.attach();
            let _ = t.push_frame(run, &[java_thread]);
            panic!("ErrorHandlerTest=5: a deliberate Rust panic on a second Java thread");
        })
        .expect("spawn the ErrorHandlerTest thread");
    // Blocked for safepoints while waiting, so the second thread's attach is never held up by
    // a safepoint waiting for us. Without the hook (the library), the panic comes back here.
    let joined = crate::threads::shared::blocked(&t.shared.locking, || second.join());
    match joined {
        Err(panic) => std::panic::resume_unwind(panic),
        Ok(()) => Ok(()),
    }
}

/// Recurses until the native stack's guard page stops it.
fn overflow_native_stack(depth: u64) -> u64 {
    // Frames that are neither optimised away (the buffer goes through `black_box`) nor turned
    // into a loop (the buffer is used after the recursive call, so it is not a tail call).
    let buf = std::hint::black_box([depth; 64]);
    if std::hint::black_box(depth) == u64::MAX {
        return 0;
    }
    overflow_native_stack(depth + 1).wrapping_add(buf.iter().sum::<u64>())
}

// ---------------------------------------------------------------------------------------------
// The hook and the handlers

fn panic_hook(info: &PanicHookInfo<'_>) {
    if expected_panics::active() {
        return;
    }
    fatal(&Failure::Panic(info));
}

/// A fatal signal as the report thread gets it: everything it must know about the failing
/// thread, which it cannot ask itself.
struct SignalRequest<'a> {
    sig: c_int,
    info: &'a libc::siginfo_t,
    uc: &'a libc::ucontext_t,
    tid: i32,
    pthread: libc::pthread_t,
    /// The failing thread's JThread (`thread::current()` there), or null.
    thread: *const JThread,
    /// The VM the failing thread works for, if any: the report thread works for it too.
    vm: Option<&'static crate::runtime::vm::Vm>,
    /// The alternate signal stack the handler ran on (lowest address, size), if it did.
    alt_stack: Option<(usize, usize)>,
}

extern "C" fn on_fatal_signal(sig: c_int, info: *mut libc::siginfo_t, uc: *mut c_void) {
    // SAFETY: the handler is installed with SA_SIGINFO, so the kernel passes a valid siginfo_t
    // and ucontext_t on the handler's stack; both live until the handler returns, which it
    // never does (`fatal` aborts, or waits for the process to end).
    let (info, uc) = unsafe { (&*info, &*uc.cast::<libc::ucontext_t>()) };
    let request = SignalRequest {
        sig,
        info,
        uc,
        tid: gettid(),
        // SAFETY: pthread_self has no preconditions.
        pthread: unsafe { libc::pthread_self() },
        thread: crate::threads::jthread::current(),
        // A read of a thread-local cell, as `current()` above: no lock, no allocation.
        vm: crate::runtime::vm::try_vm(),
        alt_stack: on_alternate_stack(),
    };
    fatal(&Failure::Signal(&request));
}

/// The report thread: waits for a signal handler to hand it a [`SignalRequest`], writes the
/// report, and ends the process.
fn report_thread(pipe: c_int) {
    let Some(reporter) = REPORTER.get() else {
        return;
    };
    reporter.report_thread.store(gettid(), Ordering::SeqCst);
    let mut buf = [0u8; std::mem::size_of::<usize>()];
    let mut got = 0;
    while got < buf.len() {
        // SAFETY: reads at most the rest of `buf` into it.
        let n = unsafe { libc::read(pipe, buf[got..].as_mut_ptr().cast(), buf.len() - got) };
        if n > 0 {
            got += n as usize;
        } else if n == 0 || !interrupted() {
            return;
        }
    }
    // SAFETY: the only writer of the pipe is `fatal`, which sends the address of a
    // SignalRequest on the failing thread's handler stack and then never leaves the handler
    // (it waits until the process ends), so the request and what it borrows stay alive and
    // unchanged. The pipe's write and read order the request's writes before our reads.
    let request = unsafe { &*(usize::from_ne_bytes(buf) as *const SignalRequest<'_>) };
    // The report reads the failing thread's VM (its threads, the Thread objects' names).
    let _entered = request.vm.map(crate::runtime::vm::enter);
    let failure = Failure::Signal(request);
    reporter.report(&failure);
    die()
}

extern "C" fn on_report_timeout(_: c_int) {
    write_fd(
        2,
        b"\n# toyjvm: writing the error report timed out; aborting\n",
    );
    die();
}

fn set_handler(sig: c_int, handler: libc::sighandler_t, flags: c_int) {
    // SAFETY: `sa` is a zeroed sigaction (a valid value) with an empty mask and a handler of the
    // signature `flags` announces; sigaction copies it.
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = handler;
        sa.sa_flags = flags;
        libc::sigemptyset(&mut sa.sa_mask);
        libc::sigaction(sig, &sa, std::ptr::null_mut());
    }
}

/// Ends the process with SIGABRT, whatever handler SIGABRT had.
fn die() -> ! {
    // SAFETY: plain system calls on values built here; abort does not return.
    unsafe {
        libc::signal(libc::SIGABRT, libc::SIG_DFL);
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGABRT);
        libc::pthread_sigmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
        libc::abort()
    }
}

fn gettid() -> i32 {
    // SAFETY: gettid has no arguments and cannot fail.
    unsafe { libc::syscall(libc::SYS_gettid) as i32 }
}

fn interrupted() -> bool {
    std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
}

/// What failed.
enum Failure<'a> {
    Panic(&'a PanicHookInfo<'a>),
    Signal(&'a SignalRequest<'a>),
}

/// Has the report written once per process (here, or for a signal by the report thread), then
/// ends the process.
fn fatal(failure: &Failure<'_>) -> ! {
    let Some(reporter) = REPORTER.get() else {
        die()
    };
    let tid = gettid();
    let claim = reporter
        .reporting
        .compare_exchange(0, tid, Ordering::SeqCst, Ordering::SeqCst);
    if let Err(holder) = claim {
        if holder == tid || tid == reporter.report_thread.load(Ordering::SeqCst) {
            // A fault or panic inside the report itself: say so in one line and stop.
            let mut note = Out::new([2, -1]);
            let _ = writeln!(
                note,
                "\n# toyjvm: {} while writing the error report; aborting",
                failure.short()
            );
            note.flush();
            die();
        }
        // Another thread is writing the report and will abort the process (or its watchdog
        // will); this one waits for that.
        loop {
            // SAFETY: pause has no arguments; it returns after a signal handler ran.
            unsafe { libc::pause() };
        }
    }
    set_handler(
        libc::SIGALRM,
        on_report_timeout as *const () as libc::sighandler_t,
        libc::SA_ONSTACK,
    );
    // SAFETY: alarm only arms a timer.
    unsafe { libc::alarm(REPORT_TIMEOUT_SECS) };
    if let Failure::Signal(request) = failure {
        if reporter.hand_over(request) {
            // The report thread writes the report and ends the process; this thread must stay
            // in the handler meanwhile (the request lives on its stack).
            loop {
                // SAFETY: pause has no arguments; it returns after a signal handler ran.
                unsafe { libc::pause() };
            }
        }
    }
    reporter.report(failure);
    die()
}

// ---------------------------------------------------------------------------------------------
// Output

/// A small buffered writer to up to two file descriptors (stderr and the log), by `write(2)`:
/// no allocation, no std lock (the failing thread may hold stderr's), little stack (without a
/// report thread the report is written on the 8 KiB alternate signal stack).
struct Out {
    fds: [c_int; 2],
    buf: [u8; 256],
    len: usize,
}

impl Out {
    /// `-1` for an unused descriptor.
    fn new(fds: [c_int; 2]) -> Out {
        Out {
            fds,
            buf: [0; 256],
            len: 0,
        }
    }

    fn flush(&mut self) {
        for fd in self.fds {
            if fd >= 0 {
                write_fd(fd, &self.buf[..self.len]);
            }
        }
        self.len = 0;
    }
}

impl fmt::Write for Out {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut bytes = s.as_bytes();
        while !bytes.is_empty() {
            if self.len == self.buf.len() {
                self.flush();
            }
            let n = bytes.len().min(self.buf.len() - self.len);
            self.buf[self.len..self.len + n].copy_from_slice(&bytes[..n]);
            self.len += n;
            bytes = &bytes[n..];
        }
        Ok(())
    }
}

impl Drop for Out {
    fn drop(&mut self) {
        self.flush();
    }
}

/// Writes all of `bytes` to `fd` (short writes and EINTR retried; errors dropped: there is no
/// one left to tell).
fn write_fd(fd: c_int, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: `bytes` is a live slice; write reads at most its length.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n > 0 {
            bytes = &bytes[n as usize..];
        } else if n < 0 && interrupted() {
            continue;
        } else {
            return;
        }
    }
}

/// Each line of `text` with `prefix` in front.
fn prefixed(w: &mut Out, prefix: &str, text: &str) -> fmt::Result {
    for line in text.lines() {
        writeln!(w, "{prefix}{line}")?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The report

impl Reporter {
    fn new(args: &[String], handoff: c_int) -> Reporter {
        let (jvm_args, java_command) = split_command_line(args);
        let mut options = VmOptions::default();
        let mut from_command_line = Vec::new();
        for a in jvm_args {
            if let Some(flag) = a.strip_prefix("-XX:") {
                if options.set_xx(flag).is_ok() {
                    from_command_line.push(flag.trim_start_matches(['+', '-']));
                }
            }
        }
        let mut global_flags = String::new();
        for f in FLAGS {
            let (kind, value) = match options.flags.get(f.name) {
                Some(FlagValue::Bool(b)) => ("bool", b.to_string()),
                Some(FlagValue::Int(i)) => ("intx", i.to_string()),
                None => continue,
            };
            let origin = if from_command_line
                .iter()
                .any(|n| n.split('=').next() == Some(f.name))
            {
                "{command line}"
            } else {
                "{default}"
            };
            let _ = writeln!(
                global_flags,
                "{kind:>9} {:<40} = {value:<12} {origin}",
                f.name
            );
        }
        let log_name = format!("hs_err_pid{}.log", std::process::id());
        let log_paths = [std::env::current_dir().ok(), Some(std::env::temp_dir())]
            .into_iter()
            .flatten()
            .filter_map(|dir| {
                use std::os::unix::ffi::OsStringExt;
                CString::new(dir.join(&log_name).into_os_string().into_vec()).ok()
            })
            .collect();
        Reporter {
            command_line: args.join(" "),
            jvm_args: jvm_args.join(" "),
            java_command: java_command.join(" "),
            global_flags,
            log_paths,
            started: Instant::now(),
            reporting: AtomicI32::new(0),
            handoff,
            report_thread: AtomicI32::new(0),
        }
    }

    /// Sends `request` to the report thread; false when there is none to take it.
    fn hand_over(&self, request: &SignalRequest<'_>) -> bool {
        if self.handoff < 0 || self.report_thread.load(Ordering::SeqCst) == 0 {
            return false;
        }
        let bytes = (request as *const SignalRequest<'_> as usize).to_ne_bytes();
        // SAFETY: writes `bytes`, a live array; fewer bytes than PIPE_BUF go in one piece.
        let n = unsafe { libc::write(self.handoff, bytes.as_ptr().cast(), bytes.len()) };
        n == bytes.len() as isize
    }

    /// Opens the log the way HotSpot does (a new file; O_EXCL, so that an existing file or a
    /// planted symlink is never written through): the descriptor and its path.
    fn open_log(&self) -> Option<(c_int, &str)> {
        self.log_paths.iter().find_map(|p| {
            // SAFETY: `p` is a NUL-terminated path; open copies it.
            let fd = unsafe {
                libc::open(
                    p.as_ptr(),
                    libc::O_WRONLY | libc::O_CREAT | libc::O_EXCL | libc::O_CLOEXEC,
                    0o666,
                )
            };
            (fd >= 0).then(|| (fd, p.to_str().unwrap_or("hs_err_pid.log")))
        })
    }

    fn report(&self, failure: &Failure<'_>) {
        let c = Crash::new(self, failure);
        let log = self.open_log();
        {
            let mut err = Out::new([2, -1]);
            let _ = c.banner(&mut err, Some(log.map(|(_, path)| path)));
        }
        // Without a log file everything goes to stderr (HotSpot: "dump to screen").
        let fd = log.map_or(2, |(fd, _)| fd);
        let mut out = Out::new([fd, -1]);
        if log.is_some() {
            let _ = c.banner(&mut out, None);
            // On disk before the riskier parts: a failure in them aborts without flushing.
            out.flush();
        }
        let _ = c.details(&mut out);
        out.flush();
        if let Some((fd, _)) = log {
            // SAFETY: `fd` is the log's descriptor, opened above and closed once.
            unsafe { libc::close(fd) };
        }
    }
}

/// Splits `args` into VM options and the Java command, as `cli::parse` reads them: the first
/// argument not starting with `-` (or the one after `-jar`) begins the Java command; `-cp`,
/// `-classpath` and `--class-path` take the next argument.
fn split_command_line(args: &[String]) -> (&[String], &[String]) {
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "-cp" | "-classpath" | "--class-path" => i += 2,
            "-jar" => return (&args[..i.min(args.len())], &args[(i + 1).min(args.len())..]),
            a if a.starts_with('-') => i += 1,
            _ => break,
        }
    }
    let i = i.min(args.len());
    (&args[..i], &args[i..])
}

/// One report: what failed, on which thread, and where.
struct Crash<'a> {
    r: &'a Reporter,
    failure: &'a Failure<'a>,
    pid: i32,
    /// The failing thread (not necessarily the one writing the report).
    tid: i32,
    pthread: libc::pthread_t,
    /// The Java thread running on the failing OS thread, if any.
    thread: Option<&'a JThread>,
    /// pc and sp of the faulting instruction (signals only).
    pc_sp: Option<(usize, usize)>,
    /// The failing thread's native stack: lowest and highest address, guard size.
    stack: Option<(usize, usize, usize)>,
}

impl<'a> Crash<'a> {
    fn new(r: &'a Reporter, failure: &'a Failure<'a>) -> Crash<'a> {
        let (tid, pthread, current, pc_sp) = match failure {
            Failure::Panic(_) => (
                gettid(),
                // SAFETY: pthread_self has no preconditions.
                unsafe { libc::pthread_self() },
                crate::threads::jthread::current(),
                None,
            ),
            Failure::Signal(s) => (s.tid, s.pthread, s.thread, pc_sp(s.uc)),
        };
        // SAFETY: `current` is null or the JThread attached to the failing OS thread (read
        // there from `thread::current()`): alive (cleared on detach and on drop) and in place
        // (it must not move while attached). No other thread touches a JThread, and the failing
        // thread's own code that holds `&mut JThread` is suspended: we run inside a panic it
        // raised, or it waits in the signal handler until the process ends. So nothing changes
        // the JThread while we read it — with one exception we cannot rule out: a signal that
        // interrupted a change to `frames` itself (a reallocation) may show a half-updated Vec.
        // Reading it may then fault again, and the re-entry guard turns that into a one-line
        // note and an abort; the report is best effort there, like HotSpot's.
        let thread = unsafe { current.as_ref() };
        Crash {
            r,
            failure,
            // SAFETY: getpid has no arguments and cannot fail.
            pid: unsafe { libc::getpid() },
            tid,
            pthread,
            thread,
            pc_sp,
            stack: stack_bounds(pthread),
        }
    }

    /// A SIGSEGV or SIGBUS in the guard page below the failing thread's stack: a native stack
    /// overflow.
    fn stack_overflow(&self) -> bool {
        let Failure::Signal(s) = self.failure else {
            return false;
        };
        let Some((low, _, guard)) = self.stack else {
            return false;
        };
        if !matches!(s.sig, libc::SIGSEGV | libc::SIGBUS) {
            return false;
        }
        // SAFETY: a read inside the siginfo_t, which the kernel fills completely (zeroes where
        // a signal has nothing); for SIGSEGV and SIGBUS si_addr is the faulting address.
        let addr = unsafe { s.info.si_addr() } as usize;
        addr < low && addr >= low.saturating_sub(guard.max(page_size()))
    }

    /// The part printed to stderr and at the top of the log; `log` is `Some(path)` for stderr
    /// (`Some(None)`: no log could be opened), `None` for the log itself.
    fn banner(&self, w: &mut Out, log: Option<Option<&str>>) -> fmt::Result {
        w.write_str("#\n# A fatal error has been detected by the Java Runtime Environment:\n#\n")?;
        match self.failure {
            Failure::Panic(info) => {
                match info.location() {
                    Some(l) => write!(w, "#  Internal Error ({}:{})", l.file(), l.line())?,
                    None => w.write_str("#  Internal Error")?,
                }
                writeln!(w, ", pid={}, tid={}", self.pid, self.tid)?;
                prefixed(w, "#  ", panic_message(info))?;
            }
            Failure::Signal(s) => {
                write!(w, "#  {} ({:#x})", signal_name(s.sig), s.sig)?;
                if let Some((pc, _)) = self.pc_sp {
                    write!(w, " at pc={pc:#018x}")?;
                }
                writeln!(w, ", pid={}, tid={}", self.pid, self.tid)?;
                w.write_str("#  ")?;
                siginfo(w, s.sig, s.info)?;
                w.write_str("\n")?;
                if self.stack_overflow() {
                    writeln!(w, "#  Stack overflow: the fault is in the guard page below this thread's native stack")?;
                }
            }
        }
        let version = VM_VERSION;
        writeln!(
            w,
            "#\n# JRE version: toyjvm Runtime Environment ({version}) (jdk-subset)"
        )?;
        writeln!(w, "# Java VM: toyjvm VM ({version}, interpreted mode, biased, stack and inflated locking, {})", platform())?;
        w.write_str("# Problematic frame:\n# ")?;
        match (self.failure, self.pc_sp) {
            (Failure::Signal(_), Some((pc, _))) => native_frame(w, pc)?,
            (Failure::Panic(info), _) => {
                w.write_str("V  [toyjvm]  panic")?;
                if let Some(l) = info.location() {
                    write!(w, " at {}:{}:{}", l.file(), l.line(), l.column())?;
                }
            }
            _ => w.write_str("V  [toyjvm]")?,
        }
        w.write_str("\n")?;
        if let Some(f) = self.thread.and_then(|t| t.frames.last()) {
            w.write_str("# ")?;
            java_frame(w, f)?;
        }
        w.write_str("#\n# Current thread: ")?;
        self.thread_line(w)?;
        if let Some(t) = self.thread {
            w.write_str("# Java frames (innermost first):\n")?;
            java_frames(w, t, "#   ", STDERR_FRAMES)?;
        }
        writeln!(w, "#\n# Command Line: {}\n#", self.r.command_line)?;
        // SAFETY: getrlimit writes the struct we pass.
        let core = unsafe {
            let mut rl: libc::rlimit = std::mem::zeroed();
            libc::getrlimit(libc::RLIMIT_CORE, &mut rl);
            rl.rlim_cur
        };
        if core == 0 {
            w.write_str("# No core dump will be written. Core dumps have been disabled. To enable core dumping, try \"ulimit -c unlimited\" before starting toyjvm again\n#\n")?;
        } else {
            w.write_str(
                "# Core dump will be written (see /proc/sys/kernel/core_pattern for where).\n#\n",
            )?;
        }
        match log {
            Some(Some(path)) => writeln!(
                w,
                "# An error report file with more information is saved as:\n# {path}\n#"
            )?,
            Some(None) => w.write_str("# Can not save log file, dump to screen..\n#\n")?,
            None => {}
        }
        Ok(())
    }

    /// `JavaThread "main" [id=1, tid=1234]`, or the OS thread's name when no Java thread runs
    /// on it.
    fn thread_line(&self, w: &mut Out) -> fmt::Result {
        match self.thread {
            Some(t) => {
                w.write_str("JavaThread \"")?;
                java_thread_name(w, t)?;
                w.write_str("\" [")?;
                if let Some(id) = java_thread_id(t) {
                    write!(w, "id={id}, ")?;
                }
                writeln!(w, "tid={}]", self.tid)
            }
            None => {
                let mut name = [0u8; 16];
                // SAFETY: writes at most `name.len()` bytes (NUL included) into `name`;
                // `pthread` is the failing thread, which is alive (it is stopped, not ended).
                unsafe {
                    libc::pthread_getname_np(self.pthread, name.as_mut_ptr().cast(), name.len())
                };
                let len = name.iter().position(|&b| b == 0).unwrap_or(0);
                let name = std::str::from_utf8(&name[..len]).unwrap_or("?");
                writeln!(w, "non-Java thread \"{name}\" [tid={}]", self.tid)
            }
        }
    }

    /// The log's part after the banner.
    fn details(&self, w: &mut Out) -> fmt::Result {
        w.write_str("\n---------------  S U M M A R Y ------------\n\n")?;
        writeln!(w, "Command Line: {}\n", self.r.command_line)?;
        w.write_str("Time: ")?;
        utc_now(w)?;
        let elapsed = self.r.started.elapsed();
        writeln!(w, " elapsed time: {:.6} seconds", elapsed.as_secs_f64())?;

        w.write_str("\n---------------  T H R E A D  ---------------\n\nCurrent thread: ")?;
        self.thread_line(w)?;
        w.write_str("\n")?;
        if let Some((low, high, guard)) = self.stack {
            write!(
                w,
                "Stack: [{low:#018x},{high:#018x}], guard {}k",
                guard / 1024
            )?;
            if let Some((_, sp)) = self.pc_sp {
                let free = sp.saturating_sub(low) / 1024;
                write!(w, ",  sp={sp:#018x},  free space={free}k")?;
            }
            w.write_str("\n")?;
            if self.stack_overflow() {
                w.write_str(
                    "Stack overflow: the fault address is in the guard page below the stack.\n",
                )?;
            }
        }
        if let Failure::Signal(SignalRequest {
            alt_stack: Some((low, size)),
            ..
        }) = self.failure
        {
            writeln!(
                w,
                "The signal handler ran on the alternate signal stack [{low:#018x},{:#018x}] ({size} bytes).",
                low + size
            )?;
        }
        match self.thread {
            Some(t) => {
                writeln!(w, "\nJava frames: (innermost first; j=interpreted, bci=bytecode index; {} in all)", t.frames.len())?;
                java_frames(w, t, "", LOG_FRAMES)?;
            }
            None => w.write_str("\nNo Java thread runs on this OS thread.\n")?,
        }
        w.flush();
        match self.failure {
            Failure::Panic(info) => {
                w.write_str("\nPanic message:\n")?;
                prefixed(w, "  ", panic_message(info))?;
                // Not in signal context: capturing a backtrace is fine here.
                let bt = std::backtrace::Backtrace::force_capture().to_string();
                writeln!(
                    w,
                    "\nNative frames (Rust backtrace of the panicking thread, from the panic):\n{}",
                    from_the_panic(&bt)
                )?;
            }
            Failure::Signal(s) => {
                w.write_str("\nsiginfo: ")?;
                siginfo(w, s.sig, s.info)?;
                w.write_str("\n")?;
                registers(w, s.uc)?;
                w.write_str("\nNative frames: not walked for a signal; `addr2line -f -i -e <toyjvm binary> <offset>` names the problematic frame.\n")?;
            }
        }

        w.write_str("\n---------------  P R O C E S S  ---------------\n\nVM Arguments:\n")?;
        writeln!(w, "jvm_args: {}", self.r.jvm_args)?;
        writeln!(w, "java_command: {}", self.r.java_command)?;
        w.write_str("Launcher Type: toyjvm\n\n[Global flags]\n")?;
        w.write_str(&self.r.global_flags)?;

        w.write_str("\n---------------  S Y S T E M  ---------------\n\n")?;
        system(w)?;
        w.flush();

        // Last: this takes the safepoint thread list's lock, which the failing code might hold
        // (the watchdog ends a deadlock); everything above is written already.
        w.write_str("\nJava Threads: ( => current thread )\n")?;
        w.flush();
        let current = self.thread.map(|t| &*t.shared.locking);
        let threads = crate::runtime::vm::try_vm()
            .map(|vm| locking::safepoint::threads(&vm.locking))
            .unwrap_or_default();
        for lt in threads {
            let mark = if current.is_some_and(|c| std::ptr::eq(c, &*lt)) {
                "=>"
            } else {
                "  "
            };
            let name = lt.name().unwrap_or_else(|| "?".into());
            writeln!(w, "{mark}JavaThread \"{name}\"")?;
        }
        w.write_str("\nEND.\n")
    }
}

impl Failure<'_> {
    /// "a panic" or the signal's name, for the one-line note of a second failure.
    fn short(&self) -> &'static str {
        match self {
            Failure::Panic(_) => "a Rust panic",
            Failure::Signal(s) => signal_name(s.sig),
        }
    }
}

/// A backtrace taken in the panic hook without its first frames, the hook's own and the panic
/// machinery's, up to `core::panicking::panic_fmt` (all of it if that is not there).
fn from_the_panic(bt: &str) -> &str {
    let Some(at) = bt.find("core::panicking::panic_fmt") else {
        return bt;
    };
    // The next frame starts with a line `  <number>: `.
    let mut start = at;
    for line in bt[at..].split_inclusive('\n') {
        let t = line.trim_start();
        let digits = t.bytes().take_while(u8::is_ascii_digit).count();
        if start > at && digits > 0 && t[digits..].starts_with(": ") {
            return &bt[start..];
        }
        start += line.len();
    }
    bt
}

fn panic_message<'a>(info: &'a PanicHookInfo<'_>) -> &'a str {
    info.payload_as_str().unwrap_or("Box<dyn Any>")
}

/// Up to `max` Java frames of `t`, innermost first, each line after `prefix`.
fn java_frames(w: &mut Out, t: &JThread, prefix: &str, max: usize) -> fmt::Result {
    for f in t.frames.iter().rev().take(max) {
        w.write_str(prefix)?;
        java_frame(w, f)?;
    }
    if t.frames.len() > max {
        writeln!(w, "{prefix}...<{} more frames>...", t.frames.len() - max)?;
    }
    Ok(())
}

/// `j  Class.method(File.java:line) bci=N`, as a StackTraceElement prints plus the bytecode
/// index of the current instruction.
fn java_frame(w: &mut Out, f: &Frame) -> fmt::Result {
    let bci = f.bci();
    w.write_str("j  ")?;
    stack_element(w, f.method, bci)?;
    if let Some(bci) = bci {
        write!(w, " bci={bci}")?;
    }
    w.write_str("\n")
}

/// `pkg.Class.method(File.java:line)` for `m` at `bci`, as `StackTraceElement.toString` prints
/// it (and HotSpot's thread dump after `\tat `). Allocates nothing: the crash report writes it
/// from a signal handler.
pub(crate) fn stack_element(w: &mut impl fmt::Write, m: &Method, bci: Option<u32>) -> fmt::Result {
    let class = m.class();
    for (i, part) in class.name.split('/').enumerate() {
        if i > 0 {
            w.write_char('.')?;
        }
        w.write_str(part)?;
    }
    write!(w, ".{}(", m.name)?;
    match (&class.source_file, bci.map(|b| m.line_number(b))) {
        _ if m.is_native() => w.write_str("Native Method")?,
        (Some(file), Some(line)) if line >= 0 => write!(w, "{file}:{line}")?,
        (Some(file), _) => w.write_str(file)?,
        (None, _) => w.write_str("Unknown Source")?,
    }
    w.write_str(")")
}

/// The `name` of the thread's `java.lang.Thread` ("main" before it exists).
pub(crate) fn java_thread_name(w: &mut impl fmt::Write, t: &JThread) -> fmt::Result {
    if t.java_thread == 0 {
        return w.write_str("main");
    }
    // A JThread exists only once the VM and its well-known classes do (`run_on_this_thread`
    // sets them up before the first `JThread::new`), so `vm().wk()` cannot panic here.
    let Some(slot) = vm().wk().thread.instance_field_slot("name") else {
        return w.write_str("?");
    };
    let name = crate::heap::field(t.java_thread, slot).load(Ordering::Relaxed);
    if name == 0 {
        return w.write_str("?");
    }
    let chars = crate::runtime::strings::string_chars(name);
    for c in char::decode_utf16(chars) {
        w.write_char(c.unwrap_or(char::REPLACEMENT_CHARACTER))?;
    }
    Ok(())
}

/// `Thread.getId()` of the thread's `java.lang.Thread`.
pub(crate) fn java_thread_id(t: &JThread) -> Option<i64> {
    if t.java_thread == 0 {
        return None;
    }
    let slot = vm().wk().thread.instance_field_slot("tid")?;
    Some(crate::heap::field(t.java_thread, slot).load(Ordering::Relaxed) as i64)
}

/// `V  [toyjvm+0x1234]` (the VM's own code) or `C  [libc.so.6+0x1234]`: the module holding `pc`
/// and the offset in it.
fn native_frame(w: &mut Out, pc: usize) -> fmt::Result {
    match module_of(pc) {
        Some((path, base)) => {
            let name = path.rsplit(|&b| b == b'/').next().unwrap_or(path);
            let name = std::str::from_utf8(name).unwrap_or("?");
            let ours = module_of(native_frame as *const () as usize).map(|(_, b)| b);
            let kind = if ours == Some(base) { 'V' } else { 'C' };
            write!(w, "{kind}  [{name}+{:#x}]", pc.wrapping_sub(base))
        }
        None => write!(w, "C  [unknown module]  pc={pc:#018x}"),
    }
}

/// The path and load address of the module (executable or shared library) holding `addr`.
fn module_of(addr: usize) -> Option<(&'static [u8], usize)> {
    // SAFETY: dladdr only reads the loader's tables and fills `info`. `dli_fname` is then a
    // NUL-terminated string owned by the loader, valid while its module stays loaded: 'static,
    // as toyjvm never unloads a module.
    unsafe {
        let mut info: libc::Dl_info = std::mem::zeroed();
        if libc::dladdr(addr as *const c_void, &mut info) == 0 || info.dli_fname.is_null() {
            return None;
        }
        let path = std::ffi::CStr::from_ptr(info.dli_fname).to_bytes();
        Some((path, info.dli_fbase as usize))
    }
}

fn signal_name(sig: c_int) -> &'static str {
    match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGABRT => "SIGABRT",
        _ => "signal",
    }
}

/// `si_signo: 11 (SIGSEGV), si_code: 1 (SEGV_MAPERR), si_addr: 0x...` (HotSpot's line).
fn siginfo(w: &mut Out, sig: c_int, info: &libc::siginfo_t) -> fmt::Result {
    let code = info.si_code;
    let code_name = match (sig, code) {
        (libc::SIGSEGV, 1) => "SEGV_MAPERR",
        (libc::SIGSEGV, 2) => "SEGV_ACCERR",
        (libc::SIGBUS, 1) => "BUS_ADRALN",
        (libc::SIGBUS, 2) => "BUS_ADRERR",
        (libc::SIGBUS, 3) => "BUS_OBJERR",
        (libc::SIGILL, 1) => "ILL_ILLOPC",
        (libc::SIGILL, 2) => "ILL_ILLOPN",
        (libc::SIGILL, 3) => "ILL_ILLADR",
        (libc::SIGILL, 4) => "ILL_ILLTRP",
        (libc::SIGILL, 5) => "ILL_PRVOPC",
        (libc::SIGILL, 6) => "ILL_PRVREG",
        (libc::SIGILL, 7) => "ILL_COPROC",
        (libc::SIGILL, 8) => "ILL_BADSTK",
        (libc::SIGFPE, 1) => "FPE_INTDIV",
        (libc::SIGFPE, 2) => "FPE_INTOVF",
        (libc::SIGFPE, 3) => "FPE_FLTDIV",
        (libc::SIGFPE, 4) => "FPE_FLTOVF",
        (libc::SIGFPE, 5) => "FPE_FLTUND",
        (libc::SIGFPE, 6) => "FPE_FLTRES",
        (libc::SIGFPE, 7) => "FPE_FLTINV",
        (libc::SIGFPE, 8) => "FPE_FLTSUB",
        (_, libc::SI_USER) => "SI_USER",
        (_, libc::SI_KERNEL) => "SI_KERNEL",
        (_, libc::SI_QUEUE) => "SI_QUEUE",
        (_, libc::SI_TKILL) => "SI_TKILL",
        _ => "?",
    };
    write!(
        w,
        "si_signo: {sig} ({}), si_code: {code} ({code_name})",
        signal_name(sig)
    )?;
    if code <= 0 {
        // Sent by a process (kill, tgkill, abort()): who sent it, not an address.
        // SAFETY: reads inside the siginfo_t, which the kernel fills completely (zeroes where a
        // signal has nothing); for codes <= 0 (SI_USER, SI_TKILL, SI_QUEUE) si_pid and si_uid
        // are the sender's.
        let (pid, uid) = unsafe { (info.si_pid(), info.si_uid()) };
        write!(w, ", sent from pid: {pid} (uid: {uid})")
    } else {
        // SAFETY: a read inside the siginfo_t, which the kernel fills completely; for the fault
        // codes (> 0) of SIGSEGV, SIGBUS, SIGILL and SIGFPE si_addr is the faulting address.
        let addr = unsafe { info.si_addr() } as usize;
        write!(w, ", si_addr: {addr:#018x}")
    }
}

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
fn pc_sp(uc: &libc::ucontext_t) -> Option<(usize, usize)> {
    let g = &uc.uc_mcontext.gregs;
    Some((
        g[libc::REG_RIP as usize] as usize,
        g[libc::REG_RSP as usize] as usize,
    ))
}

#[cfg(all(target_os = "linux", target_arch = "aarch64"))]
fn pc_sp(uc: &libc::ucontext_t) -> Option<(usize, usize)> {
    Some((uc.uc_mcontext.pc as usize, uc.uc_mcontext.sp as usize))
}

#[cfg(not(any(
    all(target_os = "linux", target_arch = "x86_64"),
    all(target_os = "linux", target_arch = "aarch64")
)))]
fn pc_sp(_: &libc::ucontext_t) -> Option<(usize, usize)> {
    None
}

/// The general registers at the fault, HotSpot's layout.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
fn registers(w: &mut Out, uc: &libc::ucontext_t) -> fmt::Result {
    let g = &uc.uc_mcontext.gregs;
    let regs = [
        ("RAX", libc::REG_RAX),
        ("RBX", libc::REG_RBX),
        ("RCX", libc::REG_RCX),
        ("RDX", libc::REG_RDX),
        ("RSP", libc::REG_RSP),
        ("RBP", libc::REG_RBP),
        ("RSI", libc::REG_RSI),
        ("RDI", libc::REG_RDI),
        ("R8 ", libc::REG_R8),
        ("R9 ", libc::REG_R9),
        ("R10", libc::REG_R10),
        ("R11", libc::REG_R11),
        ("R12", libc::REG_R12),
        ("R13", libc::REG_R13),
        ("R14", libc::REG_R14),
        ("R15", libc::REG_R15),
        ("RIP", libc::REG_RIP),
        ("EFLAGS", libc::REG_EFL),
        ("ERR", libc::REG_ERR),
        ("TRAPNO", libc::REG_TRAPNO),
    ];
    w.write_str("\nRegisters:\n")?;
    for (i, (name, r)) in regs.iter().enumerate() {
        let sep = if i % 4 == 3 || i + 1 == regs.len() {
            "\n"
        } else {
            ", "
        };
        write!(w, "{name}={:#018x}{sep}", g[*r as usize] as u64)?;
    }
    Ok(())
}

#[cfg(not(all(target_os = "linux", target_arch = "x86_64")))]
fn registers(w: &mut Out, uc: &libc::ucontext_t) -> fmt::Result {
    if let Some((pc, sp)) = pc_sp(uc) {
        write!(w, "\nRegisters:\npc={pc:#018x}, sp={sp:#018x}\n")?;
    }
    Ok(())
}

/// A live thread's native stack: lowest and highest address, and the guard size below it.
fn stack_bounds(thread: libc::pthread_t) -> Option<(usize, usize, usize)> {
    // SAFETY: `thread` is alive (the failing thread is stopped, not ended); `attr` is
    // initialised by pthread_getattr_np before it is read, and destroyed once.
    unsafe {
        let mut attr: libc::pthread_attr_t = std::mem::zeroed();
        if libc::pthread_getattr_np(thread, &mut attr) != 0 {
            return None;
        }
        let mut addr = std::ptr::null_mut();
        let mut size = 0;
        let mut guard = 0;
        let ok = libc::pthread_attr_getstack(&attr, &mut addr, &mut size) == 0;
        libc::pthread_attr_getguardsize(&attr, &mut guard);
        libc::pthread_attr_destroy(&mut attr);
        ok.then_some((addr as usize, addr as usize + size, guard))
    }
}

/// The alternate signal stack this thread runs on now (lowest address, size), if it does.
fn on_alternate_stack() -> Option<(usize, usize)> {
    // SAFETY: sigaltstack with a null new stack only reports the current one into `ss`.
    let ss = unsafe {
        let mut ss: libc::stack_t = std::mem::zeroed();
        if libc::sigaltstack(std::ptr::null(), &mut ss) != 0 {
            return None;
        }
        ss
    };
    (ss.ss_flags & libc::SS_ONSTACK != 0).then_some((ss.ss_sp as usize, ss.ss_size))
}

fn page_size() -> usize {
    // SAFETY: sysconf only reads a system value.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(p).unwrap_or(4096)
}

fn platform() -> &'static str {
    if cfg!(target_arch = "x86_64") {
        "linux-amd64"
    } else if cfg!(target_arch = "aarch64") {
        "linux-aarch64"
    } else {
        "linux"
    }
}

/// The date and time now, UTC (`2026-05-01 12:34:56 UTC`), without the C library's
/// locale-dependent formatting.
fn utc_now(w: &mut Out) -> fmt::Result {
    // SAFETY: time with a null argument only returns the time.
    let secs = unsafe { libc::time(std::ptr::null_mut()) } as i64;
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    write!(
        w,
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02} UTC",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// The OS (uname) and the number of CPUs.
fn system(w: &mut Out) -> fmt::Result {
    // SAFETY: uname fills the struct; its fields are NUL-terminated arrays.
    let u = unsafe {
        let mut u: libc::utsname = std::mem::zeroed();
        if libc::uname(&mut u) != 0 {
            return Ok(());
        }
        u
    };
    let field = |f: &[libc::c_char]| -> String {
        let bytes: Vec<u8> = f
            .iter()
            .take_while(|&&c| c != 0)
            .map(|&c| c as u8)
            .collect();
        String::from_utf8_lossy(&bytes).into_owned()
    };
    writeln!(
        w,
        "OS: {} {} {} {}",
        field(&u.sysname),
        field(&u.release),
        field(&u.version),
        field(&u.machine)
    )?;
    // SAFETY: sysconf only reads a system value.
    let cpus = unsafe { libc::sysconf(libc::_SC_NPROCESSORS_ONLN) };
    writeln!(w, "CPUs: {cpus}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn command_line_splits_at_the_main_class_or_jar() {
        let a = strings(&["-cp", "x", "-XX:+Foo", "Main", "-cp", "arg"]);
        let (vm, cmd) = split_command_line(&a);
        assert_eq!(vm, &a[..3]);
        assert_eq!(cmd, &a[3..]);
        let a = strings(&["-Xss1m", "-jar", "app.jar", "1"]);
        let (vm, cmd) = split_command_line(&a);
        assert_eq!(vm, &a[..1]);
        assert_eq!(cmd, &a[2..]);
        let a = strings(&["-cp"]);
        assert_eq!(split_command_line(&a), (&a[..], &a[1..]));
    }

    #[test]
    fn diagnostic_flags_need_unlocking() {
        let mut o = VmOptions::default();
        assert!(check_diagnostic_flags(&o).is_ok());
        o.set_xx("ErrorHandlerTest=2").unwrap();
        assert!(check_diagnostic_flags(&o)
            .unwrap_err()
            .contains("must be enabled via -XX:+UnlockDiagnosticVMOptions"));
        o.set_xx("+UnlockDiagnosticVMOptions").unwrap();
        assert!(check_diagnostic_flags(&o).is_ok());
        o.set_xx("ErrorHandlerTest=7").unwrap();
        assert!(check_diagnostic_flags(&o)
            .unwrap_err()
            .contains("outside the allowed range [ 0 ... 6 ]"));
    }
}
