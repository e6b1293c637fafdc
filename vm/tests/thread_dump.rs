//! Thread dumps on SIGQUIT (docs/THREAD_DUMP.md): `kill -3` prints HotSpot's thread dump on
//! stdout — with the deadlock report when threads deadlock on monitors or on `ReentrantLock`s,
//! and toyjvm's lock states on the lock lines — and the program goes on. `-Xrs` leaves
//! SIGQUIT alone. Fixtures are compiled at run time with javac against the jdk-subset.
//!
//! The tests synchronize on the program's output, never on sleeps alone: a fixture prints a
//! line once its threads are about to block, and the test then asks for dumps (one SIGQUIT
//! each) until one shows them blocked, so a slow machine only means more dumps.
//!
//! Run: `cargo test --release -p vm --test thread_dump`
mod common;
use common::toyjvm;

use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Only turns a hang into a failure: every wait below ends as soon as its line arrives.
const TIMEOUT: Duration = Duration::from_secs(120);
/// Between two SIGQUITs while waiting for threads to block.
const RETRY: Duration = Duration::from_millis(500);

const MONITOR_DEADLOCK: &str = r#"class LockA {}
class LockB {}
public class MonitorDeadlock {
    static final LockA A = new LockA();
    static final LockB B = new LockB();
    static final Object COUNT = new Object();
    static volatile int holding;

    static void lockBoth(Object first, Object second) {
        synchronized (first) {
            synchronized (COUNT) { holding++; }
            while (holding < 2) {
                Thread.yield();
            }
            System.out.println(Thread.currentThread().getName() + " blocks");
            synchronized (second) {
                System.out.println("unreachable");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> lockBoth(A, B), "T1");
        Thread t2 = new Thread(() -> lockBoth(B, A), "T2");
        t1.start();
        t2.start();
        t1.join();
    }
}
"#;

const LOCK_DEADLOCK: &str = r#"import java.util.concurrent.locks.ReentrantLock;
public class LockDeadlock {
    static final ReentrantLock A = new ReentrantLock();
    static final ReentrantLock B = new ReentrantLock();
    static final Object COUNT = new Object();
    static volatile int holding;

    static void lockBoth(ReentrantLock first, ReentrantLock second) {
        first.lock();
        synchronized (COUNT) { holding++; }
        while (holding < 2) {
            Thread.yield();
        }
        System.out.println(Thread.currentThread().getName() + " blocks");
        second.lock();
        System.out.println("unreachable");
    }

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> lockBoth(A, B), "Alpha");
        Thread t2 = new Thread(() -> lockBoth(B, A), "Beta");
        t1.start();
        t2.start();
        t1.join();
    }
}
"#;

const SURVIVES: &str = r#"import java.io.BufferedReader;
import java.io.InputStreamReader;
public class Survives {
    public static void main(String[] args) throws Exception {
        System.out.println("ready");
        String line = new BufferedReader(new InputStreamReader(System.in)).readLine();
        System.out.println("continued " + line);
    }
}
"#;

const LOCK_STATES: &str = r#"class Mailbox {}
class Resource {}
public class LockStates {
    static final Mailbox MAILBOX = new Mailbox();
    static final Resource RESOURCE = new Resource();

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            synchronized (MAILBOX) {
                try {
                    MAILBOX.wait();
                } catch (InterruptedException e) {
                }
            }
        }, "Waiter");
        Thread sleeper = new Thread(() -> {
            synchronized (RESOURCE) {
                System.out.println("Sleeper holds the resource");
                try {
                    Thread.sleep(600000);
                } catch (InterruptedException e) {
                }
            }
        }, "Sleeper");
        waiter.setDaemon(true);
        sleeper.setDaemon(true);
        waiter.start();
        // Entered only once the waiter has released the mailbox by waiting (or not yet taken
        // it; the test asks for dumps until the waiter shows as waiting).
        synchronized (MAILBOX) {
            System.out.println("Waiter started");
        }
        sleeper.start();
        sleeper.join();
    }
}
"#;

/// The directory of the compiled fixtures (compiled once per test binary).
fn classes() -> &'static Path {
    static CLASSES: OnceLock<PathBuf> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let root = common::fresh_dir("toyjvm-thread-dump-");
        common::compile_fixtures(
            &root,
            &[
                ("MonitorDeadlock.java", MONITOR_DEADLOCK),
                ("LockDeadlock.java", LOCK_DEADLOCK),
                ("Survives.java", SURVIVES),
                ("LockStates.java", LOCK_STATES),
            ],
        )
    })
}

/// A toyjvm process whose stdout is read line by line; killed when dropped.
struct Running {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every stdout line so far.
    out: Vec<String>,
    stderr: Receiver<Vec<u8>>,
}

impl Running {
    fn start(args: &[&str], main: &str) -> Running {
        let mut cmd = Command::new(toyjvm());
        cmd.args(args)
            .arg("-cp")
            .arg(classes())
            .arg(main)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        common::no_core_dump(&mut cmd);
        let mut child = cmd.spawn().expect("run toyjvm");
        let stdout = child.stdout.take().unwrap();
        let stderr = common::drain(child.stderr.take().unwrap());
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Running {
            stdin: child.stdin.take(),
            child,
            lines,
            out: Vec::new(),
            stderr,
        }
    }

    /// Everything seen so far, for failure messages.
    fn transcript(&mut self) -> String {
        let err = self
            .stderr
            .recv_timeout(Duration::from_millis(100))
            .map(|e| String::from_utf8_lossy(&e).into_owned())
            .unwrap_or_default();
        format!("stdout:\n{}\nstderr:\n{err}", self.out.join("\n"))
    }

    /// Reads lines until one satisfies `done` (true) or `deadline` passes (false).
    fn read_until(&mut self, deadline: Instant, done: impl Fn(&str) -> bool) -> bool {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let hit = done(&line);
                    self.out.push(line);
                    if hit {
                        return true;
                    }
                }
                Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => {
                    return false
                }
            }
        }
    }

    /// Waits for the program to print `line`.
    fn expect_line(&mut self, line: &str) {
        if !self.read_until(Instant::now() + TIMEOUT, |l| l == line) {
            let t = self.transcript();
            panic!("the program never printed {line:?}\n{t}");
        }
    }

    fn sigquit(&self) {
        // SAFETY: kill sends a signal to our own child, which has not been reaped (we hold it).
        let r = unsafe { libc::kill(self.child.id() as libc::pid_t, libc::SIGQUIT) };
        assert_eq!(r, 0, "kill -3 failed");
    }

    /// Sends SIGQUIT until a dump satisfies `wanted`, and returns that dump (from its
    /// `Full thread dump` header to the line `last` says ends it).
    fn dump_until(&mut self, last: impl Fn(&str) -> bool, wanted: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + TIMEOUT;
        while Instant::now() < deadline {
            self.sigquit();
            let retry = (Instant::now() + RETRY).min(deadline);
            if self.read_until(retry, &last) {
                let start = self
                    .out
                    .iter()
                    .rposition(|l| l.starts_with("Full thread dump "))
                    .expect("a dump without its header");
                // The timestamp line above the header belongs to the dump too.
                let dump = self.out[start.saturating_sub(1)..].join("\n");
                if wanted(&dump) {
                    return dump;
                }
            }
        }
        let t = self.transcript();
        panic!("no thread dump showed what was expected\n{t}");
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The section of `dump` about thread `name`: its header line up to the next blank line.
fn find_thread<'a>(dump: &'a str, name: &str) -> Option<&'a str> {
    let start = dump.find(&format!("\n\"{name}\" #"))?;
    let rest = &dump[start + 1..];
    Some(&rest[..rest.find("\n\n").unwrap_or(rest.len())])
}

/// [`find_thread`], which must find the thread.
fn thread_section<'a>(dump: &'a str, name: &str) -> &'a str {
    find_thread(dump, name).unwrap_or_else(|| panic!("no thread {name:?} in the dump:\n{dump}"))
}

/// Whether `text` has a line starting with `prefix` and containing every one of `parts`.
fn has_line(text: &str, prefix: &str, parts: &[&str]) -> bool {
    text.lines()
        .any(|l| l.starts_with(prefix) && parts.iter().all(|p| l.contains(p)))
}

#[test]
fn monitor_deadlock_is_reported() {
    let mut vm = Running::start(&[], "MonitorDeadlock");
    vm.expect_line_either(&["T1 blocks", "T2 blocks"]);
    vm.expect_line_either(&["T1 blocks", "T2 blocks"]);
    let dump = vm.dump_until(|l| l == "Found 1 deadlock.", |_| true);

    // The header, as HotSpot's.
    let mut lines = dump.lines();
    let stamp = lines.next().unwrap();
    assert!(
        stamp.len() == 19 && stamp.as_bytes()[4] == b'-' && stamp.as_bytes()[13] == b':',
        "timestamp line: {stamp:?}"
    );
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("Full thread dump toyjvm 64-Bit Server VM ("),
        "{dump}"
    );

    for (me, mine, theirs, other) in [
        ("T1", "LockA", "LockB", "T2"),
        ("T2", "LockB", "LockA", "T1"),
    ] {
        let section = thread_section(&dump, me);
        let header = section.lines().next().unwrap();
        assert!(
            header.contains(" prio=5 os_prio=0 cpu=")
                && header.contains(" tid=0x")
                && header.contains(" nid=0x")
                && header.contains("waiting for monitor entry  [0x"),
            "{section}"
        );
        assert!(
            section.contains("\n   java.lang.Thread.State: BLOCKED (on object monitor)\n"),
            "{section}"
        );
        assert!(
            section.contains("\tat MonitorDeadlock.lockBoth(MonitorDeadlock.java:16)\n"),
            "{section}"
        );
        // HotSpot's lock lines, with toyjvm's lock state after them.
        assert!(
            has_line(
                section,
                "\t- waiting to lock <0x",
                &[&format!("> (a {theirs}) (inflated: 1 entering, 0 waiting)")]
            ),
            "{section}"
        );
        assert!(
            has_line(
                section,
                "\t- locked <0x",
                &[&format!("> (a {mine}) (inflated: ")]
            ),
            "{section}"
        );
        // The deadlock report names the cycle.
        assert!(
            dump.contains(&format!("\n\"{me}\":\n  waiting to lock monitor 0x")),
            "{dump}"
        );
        assert!(
            has_line(
                &dump,
                "  waiting to lock monitor 0x",
                &[&format!(", a {theirs}),")]
            ),
            "{dump}"
        );
        assert!(
            dump.contains(&format!(",\n  which is held by \"{other}\"\n")),
            "{dump}"
        );
    }
    assert!(dump.contains("\nFound one Java-level deadlock:\n=============================\n"));
    assert!(dump.contains(
        "\nJava stack information for the threads listed above:\n===================================================\n"
    ));
}

#[test]
fn reentrant_lock_deadlock_is_reported() {
    let mut vm = Running::start(&[], "LockDeadlock");
    vm.expect_line_either(&["Alpha blocks", "Beta blocks"]);
    vm.expect_line_either(&["Alpha blocks", "Beta blocks"]);
    let dump = vm.dump_until(|l| l == "Found 1 deadlock.", |_| true);
    for (me, other) in [("Alpha", "Beta"), ("Beta", "Alpha")] {
        let section = thread_section(&dump, me);
        assert!(
            section.contains("\n   java.lang.Thread.State: WAITING (parking)\n"),
            "{section}"
        );
        assert!(
            section.contains("\tat jdk.internal.misc.Unsafe.park(Native Method)\n"),
            "{section}"
        );
        assert!(
            has_line(
                section,
                "\t- parking to wait for  <0x",
                &[&format!(
                    "> (a java.util.concurrent.locks.ReentrantLock$NonfairSync) (held by \"{other}\")"
                )]
            ),
            "{section}"
        );
        assert!(
            dump.contains(&format!(
                "\n\"{me}\":\n  waiting for ownable synchronizer 0x"
            )),
            "{dump}"
        );
        assert!(
            dump.contains(&format!(
                ", (a java.util.concurrent.locks.ReentrantLock$NonfairSync),\n  which is held by \"{other}\"\n"
            )),
            "{dump}"
        );
    }
    assert!(dump.contains("\nFound one Java-level deadlock:\n"));
}

#[test]
fn the_program_goes_on_after_a_dump() {
    let mut vm = Running::start(&[], "Survives");
    vm.expect_line("ready");
    // Once main is in its read (the first dump may come while it still prints "ready").
    let dump = vm.dump_until(
        |l| l.starts_with("\"Signal Dispatcher\" "),
        |d| d.contains("\tat Survives.main(Survives.java:6)"),
    );
    let main = thread_section(&dump, "main");
    assert!(
        main.starts_with("\"main\" #1 prio=5 os_prio=0 cpu="),
        "{main}"
    );
    assert!(
        main.contains("\n   java.lang.Thread.State: RUNNABLE\n"),
        "{main}"
    );
    assert!(
        main.contains("\tat Survives.main(Survives.java:6)"),
        "{main}"
    );
    assert!(!dump.contains("deadlock"), "{dump}");
    assert!(has_line(
        &dump,
        "\"VM Thread\" os_prio=0 cpu=",
        &[" runnable"]
    ));

    // The program continues and ends normally.
    let mut stdin = vm.stdin.take().unwrap();
    stdin.write_all(b"after the dump\n").unwrap();
    drop(stdin);
    vm.expect_line("continued after the dump");
    let status = vm.child.wait().unwrap();
    let t = vm.transcript();
    assert!(status.success(), "{status}\n{t}");
}

#[test]
fn reduced_signal_usage_leaves_sigquit_alone() {
    let mut vm = Running::start(&["-Xrs"], "Survives");
    vm.expect_line("ready");
    vm.sigquit();
    let status = vm.child.wait().unwrap();
    assert_eq!(status.signal(), Some(libc::SIGQUIT), "{status}");
}

/// The sleeping thread's lock line, and the waiting thread's, under the given options.
fn lock_states(args: &[&str]) -> (String, String) {
    let mut vm = Running::start(args, "LockStates");
    vm.expect_line("Sleeper holds the resource");
    let dump = vm.dump_until(
        |l| l.starts_with("\"Signal Dispatcher\" "),
        |d| {
            let state =
                |name: &str, state: &str| find_thread(d, name).is_some_and(|t| t.contains(state));
            state("Sleeper", "TIMED_WAITING (sleeping)")
                && state("Waiter", "WAITING (on object monitor)")
        },
    );
    let sleeper = thread_section(&dump, "Sleeper").to_string();
    let waiter = thread_section(&dump, "Waiter").to_string();
    assert!(
        sleeper.contains(
            "\n   java.lang.Thread.State: TIMED_WAITING (sleeping)\n\tat java.lang.Thread.sleep(Native Method)\n"
        ),
        "{sleeper}"
    );
    // Waiting on the mailbox (the monitor released), which its frame still holds.
    assert!(
        waiter.contains("\n   java.lang.Thread.State: WAITING (on object monitor)\n\tat java.lang.Object.wait(Native Method)\n"),
        "{waiter}"
    );
    assert!(
        has_line(
            &waiter,
            "\t- waiting on <0x",
            &["> (a Mailbox) (inflated: 0 entering, 1 waiting)"]
        ),
        "{waiter}"
    );
    assert!(
        has_line(
            &waiter,
            "\t- locked <0x",
            &["> (a Mailbox) (inflated: 0 entering, 1 waiting)"]
        ),
        "{waiter}"
    );
    (sleeper, waiter)
}

#[test]
fn lock_lines_show_biased_locks() {
    let (sleeper, _) = lock_states(&["-XX:BiasedLockingStartupDelay=0"]);
    assert!(
        has_line(
            &sleeper,
            "\t- locked <0x",
            &["> (a Resource) (biased to \"Sleeper\")"]
        ),
        "{sleeper}"
    );
}

#[test]
fn lock_lines_show_stack_locks() {
    let (sleeper, _) = lock_states(&["-XX:-UseBiasedLocking"]);
    assert!(
        has_line(
            &sleeper,
            "\t- locked <0x",
            &["> (a Resource) (stack-locked)"]
        ),
        "{sleeper}"
    );
}

impl Running {
    /// Waits for the program to print one of `lines`.
    fn expect_line_either(&mut self, lines: &[&str]) {
        if !self.read_until(Instant::now() + TIMEOUT, |l| lines.contains(&l)) {
            let t = self.transcript();
            panic!("the program never printed one of {lines:?}\n{t}");
        }
    }
}
