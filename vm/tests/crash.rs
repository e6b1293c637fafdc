//! Crash reports (docs/CRASH.md): each failure `-XX:ErrorHandlerTest=N` provokes when the main
//! thread enters `main` must print the hs_err banner to stderr, write `hs_err_pid<N>.log` in the
//! working directory with the failing thread's Java stack, and end the process with SIGABRT. A
//! Java program that fails on its own (an uncaught exception, `System.exit`) must get no report.
//! Fixtures are compiled at run time with javac against the jdk-subset.
//!
//! Run: `cargo test --release -p vm --test crash`
mod common;
use common::toyjvm;

use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::{mpsc, OnceLock};
use std::time::Duration;

/// A crash report is written within seconds; this only turns a hang into a failure.
const TIMEOUT: Duration = Duration::from_secs(120);

const CRASH: &str = r#"public class Crash {
    public static void main(String[] args) {
        System.out.println("main ran");
    }
}
"#;
/// Where the report must place the main thread: `main` entered, at bytecode 0 (line 3).
const MAIN_FRAME: &str = "j  Crash.main(Crash.java:3) bci=0";

const THROWS: &str = r#"public class Throws {
    public static void main(String[] args) {
        throw new IllegalStateException("a Java failure, not the VM's");
    }
}
"#;

const EXITS: &str = r#"public class Exits {
    public static void main(String[] args) {
        System.out.println("exiting");
        System.exit(3);
    }
}
"#;

/// The directory of the compiled fixtures (compiled once per test binary).
fn classes() -> &'static Path {
    static CLASSES: OnceLock<PathBuf> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let root = common::fresh_dir("toyjvm-crash-");
        common::compile_fixtures(
            &root,
            &[
                ("Crash.java", CRASH),
                ("Throws.java", THROWS),
                ("Exits.java", EXITS),
            ],
        )
    })
}

/// A fresh working directory for one test (next to the fixtures).
fn workdir(test: &str) -> PathBuf {
    let d = classes().parent().unwrap().join(test);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    // As toyjvm sees its working directory (getcwd resolves symbolic links).
    d.canonicalize().unwrap()
}

struct Run {
    status: ExitStatus,
    pid: u32,
    stdout: String,
    stderr: String,
    dir: PathBuf,
}

impl Run {
    fn show(&self) -> String {
        format!(
            "status {:?}\n--- stdout ---\n{}\n--- stderr ---\n{}",
            self.status, self.stdout, self.stderr
        )
    }

    fn log_path(&self) -> PathBuf {
        self.dir.join(format!("hs_err_pid{}.log", self.pid))
    }

    /// Every hs_err file in the working directory.
    fn hs_err_files(&self) -> Vec<String> {
        std::fs::read_dir(&self.dir)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("hs_err"))
            .collect()
    }

    fn assert_stderr_has(&self, what: &str) {
        assert!(
            self.stderr.contains(what),
            "stderr lacks {what:?}:\n{}",
            self.show()
        );
    }

    /// Killed by SIGABRT with the banner on stderr and a complete log; returns the log.
    fn assert_crash_report(&self, test: u32) -> String {
        assert_eq!(
            self.status.signal(),
            Some(libc::SIGABRT),
            "not killed by SIGABRT:\n{}",
            self.show()
        );
        assert!(
            !self.stdout.contains("main ran"),
            "main's code ran:\n{}",
            self.show()
        );
        assert!(
            !self.stderr.contains("RUST_BACKTRACE"),
            "Rust's default panic message:\n{}",
            self.show()
        );
        self.assert_stderr_has(
            "#\n# A fatal error has been detected by the Java Runtime Environment:\n#\n",
        );
        self.assert_stderr_has(&format!(", pid={}, tid=", self.pid));
        self.assert_stderr_has(&format!(
            "# JRE version: toyjvm Runtime Environment ({})",
            env!("CARGO_PKG_VERSION")
        ));
        self.assert_stderr_has(&format!(
            "# Command Line: -XX:+UnlockDiagnosticVMOptions -XX:ErrorHandlerTest={test} -cp {} Crash\n",
            classes().display()
        ));
        let path = self.log_path();
        self.assert_stderr_has(&format!(
            "# An error report file with more information is saved as:\n# {}\n",
            path.display()
        ));
        assert_eq!(
            self.hs_err_files(),
            [format!("hs_err_pid{}.log", self.pid)],
            "{}",
            self.show()
        );
        let log = std::fs::read_to_string(&path).unwrap();
        for what in [
            "# A fatal error has been detected by the Java Runtime Environment:",
            "---------------  T H R E A D  ---------------",
            "\nJava frames: (innermost first",
            &format!("jvm_args: -XX:+UnlockDiagnosticVMOptions -XX:ErrorHandlerTest={test} -cp "),
            "java_command: Crash\n",
            &format!("intx ErrorHandlerTest                         = {test} "),
            "\nJava Threads: ( => current thread )\n",
            "\nEND.\n",
        ] {
            assert!(log.contains(what), "the log lacks {what:?}:\n{log}");
        }
        log
    }

    /// The failing thread is the main thread, in `Crash.main`.
    fn assert_failed_in_main(&self, log: &str) {
        self.assert_stderr_has("# Current thread: JavaThread \"main\" [id=1, tid=");
        self.assert_stderr_has("# Problematic frame:\n# ");
        self.assert_stderr_has(&format!("\n# {MAIN_FRAME}\n"));
        self.assert_stderr_has(&format!(
            "# Java frames (innermost first):\n#   {MAIN_FRAME}\n"
        ));
        assert!(
            log.contains(&format!("bci=bytecode index; 1 in all)\n{MAIN_FRAME}\n")),
            "the log lacks main's Java stack:\n{log}"
        );
        assert!(log.contains("\n=>JavaThread \"main\"\n"), "{log}");
    }

    /// Ended on its own: exit status `code`, no banner, no hs_err file.
    fn assert_no_report(&self, code: i32) {
        assert_eq!(self.status.code(), Some(code), "{}", self.show());
        assert!(
            !self.stderr.contains("A fatal error has been detected"),
            "{}",
            self.show()
        );
        assert!(self.hs_err_files().is_empty(), "{}", self.show());
    }
}

/// Runs toyjvm with `args` in a fresh working directory named after the test.
fn toy(test: &str, args: &[&str]) -> Run {
    let dir = workdir(test);
    let mut cmd = Command::new(toyjvm());
    cmd.args(args)
        .current_dir(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    common::no_core_dump(&mut cmd);
    let mut child = cmd.spawn().expect("start toyjvm");
    let pid = child.id();
    let (mut out, mut err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let stderr = std::thread::spawn(move || {
            let mut s = Vec::new();
            let _ = err.read_to_end(&mut s);
            s
        });
        let mut stdout = Vec::new();
        let _ = out.read_to_end(&mut stdout);
        let status = child.wait().expect("wait for toyjvm");
        let _ = tx.send((status, stdout, stderr.join().unwrap()));
    });
    let Ok((status, stdout, stderr)) = rx.recv_timeout(TIMEOUT) else {
        // SAFETY: kill only sends a signal; `pid` is our child, not yet reaped (the waiting
        // thread has not returned).
        unsafe { libc::kill(pid as i32, libc::SIGKILL) };
        panic!("toyjvm {args:?} did not end within {TIMEOUT:?}");
    };
    Run {
        status,
        pid,
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        dir,
    }
}

/// `toyjvm -XX:+UnlockDiagnosticVMOptions -XX:ErrorHandlerTest=<test> -cp <classes> Crash`.
fn crash(name: &str, test: u32) -> Run {
    let flag = format!("-XX:ErrorHandlerTest={test}");
    let cp = classes().to_str().unwrap();
    toy(
        name,
        &["-XX:+UnlockDiagnosticVMOptions", &flag, "-cp", cp, "Crash"],
    )
}

#[test]
fn rust_panic_is_an_internal_error() {
    let r = crash("panic", 1);
    let log = r.assert_crash_report(1);
    r.assert_failed_in_main(&log);
    r.assert_stderr_has("#  Internal Error (vm/src/diagnostics/crash.rs:");
    r.assert_stderr_has(&format!(", pid={}, tid=", r.pid));
    r.assert_stderr_has("\n#  ErrorHandlerTest=1: a deliberate Rust panic\n");
    assert!(
        log.contains("Native frames (Rust backtrace of the panicking thread")
            && log.contains("vm::diagnostics::crash::error_handler_test"),
        "{log}"
    );
}

#[test]
fn sigsegv_names_the_signal_and_the_fault_address() {
    let r = crash("sigsegv", 2);
    let log = r.assert_crash_report(2);
    r.assert_failed_in_main(&log);
    r.assert_stderr_has("#  SIGSEGV (0xb) at pc=0x");
    r.assert_stderr_has("#  si_signo: 11 (SIGSEGV), si_code: 2 (SEGV_ACCERR), si_addr: 0x");
    r.assert_stderr_has("# Problematic frame:\n# V  [toyjvm+0x");
    assert!(
        log.contains("\nsiginfo: si_signo: 11 (SIGSEGV), si_code: 2 (SEGV_ACCERR), si_addr: 0x")
            && log.contains("\nRegisters:\n"),
        "{log}"
    );
    assert!(!log.contains("Stack overflow"), "{log}");
}

#[test]
fn abort_is_reported() {
    let r = crash("abort", 3);
    let log = r.assert_crash_report(3);
    r.assert_failed_in_main(&log);
    r.assert_stderr_has("#  SIGABRT (0x6) at pc=0x");
    // abort() raises SIGABRT at its own thread: sent by this very process.
    r.assert_stderr_has(&format!(
        "si_signo: 6 (SIGABRT), si_code: -6 (SI_TKILL), sent from pid: {} ",
        r.pid
    ));
}

#[test]
fn illegal_instruction_is_reported() {
    let r = crash("sigill", 4);
    let log = r.assert_crash_report(4);
    r.assert_failed_in_main(&log);
    r.assert_stderr_has("#  SIGILL (0x4) at pc=0x");
    r.assert_stderr_has("#  si_signo: 4 (SIGILL), si_code: ");
}

#[test]
fn panic_on_a_second_java_thread_names_that_thread() {
    let r = crash("second_thread", 5);
    let log = r.assert_crash_report(5);
    r.assert_stderr_has("#  ErrorHandlerTest=5: a deliberate Rust panic on a second Java thread\n");
    r.assert_stderr_has("# Current thread: JavaThread \"ErrorHandlerTest\" [id=");
    r.assert_stderr_has("\n# j  java.lang.Thread.run(Thread.java:");
    assert!(
        log.contains("\n=>JavaThread \"ErrorHandlerTest\"\n")
            && log.contains("\n  JavaThread \"main\"\n"),
        "{log}"
    );
}

#[test]
fn native_stack_overflow_is_recognised() {
    let r = crash("stack_overflow", 6);
    let log = r.assert_crash_report(6);
    r.assert_failed_in_main(&log);
    r.assert_stderr_has("#  SIGSEGV (0xb) at pc=0x");
    r.assert_stderr_has(
        "\n#  Stack overflow: the fault is in the guard page below this thread's native stack\n",
    );
    // The handler had a stack to run on: std's alternate signal stack of this thread.
    assert!(
        log.contains("The signal handler ran on the alternate signal stack"),
        "{log}"
    );
}

#[test]
fn error_handler_test_is_diagnostic() {
    let cp = classes().to_str().unwrap();
    let r = toy("locked", &["-XX:ErrorHandlerTest=1", "-cp", cp, "Crash"]);
    r.assert_no_report(1);
    r.assert_stderr_has("Error: VM option 'ErrorHandlerTest' is diagnostic and must be enabled via -XX:+UnlockDiagnosticVMOptions.\n");
    assert!(!r.stdout.contains("main ran"), "{}", r.show());
    let r = toy(
        "out_of_range",
        &[
            "-XX:+UnlockDiagnosticVMOptions",
            "-XX:ErrorHandlerTest=99",
            "-cp",
            cp,
            "Crash",
        ],
    );
    r.assert_no_report(1);
    r.assert_stderr_has("intx ErrorHandlerTest=99 is outside the allowed range [ 0 ... 6 ]\n");
}

#[test]
fn uncaught_exception_is_no_crash() {
    let cp = classes().to_str().unwrap();
    let r = toy("uncaught", &["-cp", cp, "Throws"]);
    r.assert_no_report(1);
    r.assert_stderr_has(
        "Exception in thread \"main\" java.lang.IllegalStateException: a Java failure, not the VM's",
    );
}

#[test]
fn system_exit_is_no_crash() {
    let cp = classes().to_str().unwrap();
    let r = toy("exit", &["-cp", cp, "Exits"]);
    r.assert_no_report(3);
    assert_eq!(r.stdout, "exiting\n", "{}", r.show());
}

#[test]
fn unlocked_without_a_test_runs_normally() {
    let cp = classes().to_str().unwrap();
    let r = toy(
        "unlocked",
        &[
            "-XX:+UnlockDiagnosticVMOptions",
            "-XX:ErrorHandlerTest=0",
            "-cp",
            cp,
            "Crash",
        ],
    );
    r.assert_no_report(0);
    assert_eq!(r.stdout, "main ran\n", "{}", r.show());
}
