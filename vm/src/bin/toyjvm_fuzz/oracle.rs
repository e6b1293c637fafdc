//! The out-of-process checks: running a mutant on toyjvm (does the VM survive what its verifier
//! let through?) and asking HotSpot whether it would have verified the mutant.
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Only the start of stderr is kept: a mutant printing in a loop must not fill the memory.
const STDERR_KEEP: usize = 64 * 1024;

pub struct Outcome {
    pub status: Option<ExitStatus>,
    pub timed_out: bool,
    pub stdout: String,
    pub stderr: String,
}

/// Reads a pipe to the end on a thread of its own, keeping the first `keep` bytes.
fn drain<R: Read + Send + 'static>(mut r: R, keep: usize) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buf = [0u8; 8192];
        while let Ok(n) = r.read(&mut buf) {
            if n == 0 {
                break;
            }
            let room = keep.saturating_sub(kept.len());
            kept.extend_from_slice(&buf[..n.min(room)]);
        }
        kept
    })
}

/// Runs `cmd` (stdin empty) and kills it after `timeout`.
pub fn run(mut cmd: Command, timeout: Duration, keep_stdout: usize) -> Outcome {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let Ok(mut child) = cmd.spawn() else {
        return Outcome {
            status: None,
            timed_out: false,
            stdout: String::new(),
            stderr: format!("cannot start {cmd:?}"),
        };
    };
    let out = drain(child.stdout.take().unwrap(), keep_stdout);
    let err = drain(child.stderr.take().unwrap(), STDERR_KEEP);
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) => {}
            Err(_) => break None,
        }
        if start.elapsed() > timeout {
            timed_out = true;
            let _ = child.kill();
            break child.wait().ok();
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let text = |h: std::thread::JoinHandle<Vec<u8>>| {
        String::from_utf8_lossy(&h.join().unwrap_or_default()).into_owned()
    };
    Outcome {
        status,
        timed_out,
        stdout: text(out),
        stderr: text(err),
    }
}

/// What a toyjvm run of an accepted mutant says about toyjvm.
pub enum ToyRun {
    /// Ended by itself, however the program ended (exceptions included).
    Fine,
    /// A signal, a Rust panic or abort: (signature for de-duplication, details).
    Crash(String, String),
    /// Still running at the timeout: the start of its stderr.
    Hang(String),
}

fn head(text: &str, lines: usize) -> String {
    text.lines().take(lines).collect::<Vec<_>>().join("\n")
}

/// Reads and removes the crash reports (`hs_err_pid*.log`) toyjvm left in `dir`.
fn take_crash_reports(dir: &Path) -> String {
    let mut text = String::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if name.starts_with("hs_err_pid") {
            if let Ok(t) = std::fs::read_to_string(e.path()) {
                text += &format!("--- {name} ---\n{}\n", head(&t, 200));
            }
            let _ = std::fs::remove_file(e.path());
        }
    }
    text
}

/// Runs `main` on toyjvm (`extra`: options such as `-Xverify:none`) in `run_dir` (where a
/// crash report would be written).
pub fn run_toyjvm(
    toyjvm: &Path,
    extra: &[&str],
    cp: &Path,
    main: &str,
    timeout: Duration,
    run_dir: &Path,
) -> ToyRun {
    let mut cmd = Command::new(toyjvm);
    // A small heap: a mutant that allocates wildly must not starve the machine.
    cmd.arg("-Xmx256m")
        .args(extra)
        .arg("-cp")
        .arg(cp)
        .arg(main)
        .current_dir(run_dir);
    let o = run(cmd, timeout, 0);
    let reports = take_crash_reports(run_dir);
    if o.timed_out {
        return ToyRun::Hang(head(&o.stderr, 40));
    }
    let panic_line = o
        .stderr
        .lines()
        .find(|l| l.contains("panicked at"))
        .map(|l| l.to_string());
    let code = o.status.and_then(|s| s.code());
    let signal = {
        use std::os::unix::process::ExitStatusExt;
        o.status.and_then(|s| s.signal())
    };
    let signature = match (signal, code, panic_line) {
        (_, _, Some(p)) => Some(normalize_panic(&p)),
        (Some(sig), _, _) => {
            Some(fatal_error_signature(&o.stderr).unwrap_or(format!("signal {sig}")))
        }
        (_, Some(c @ (101 | 134)), None) => Some(format!("exit status {c}")),
        (None, None, None) => Some("no exit status".into()),
        _ => None,
    };
    match signature {
        Some(s) => {
            let where_ = symbolize(toyjvm, &s);
            ToyRun::Crash(s, format!("{where_}{}\n{reports}", head(&o.stderr, 40)))
        }
        None => ToyRun::Fine,
    }
}

/// The source lines of a `[toyjvm+0x...]` frame, by `addr2line` (binutils) on the binary that
/// crashed, while it is still the one that crashed (empty if there is no addr2line).
fn symbolize(toyjvm: &Path, signature: &str) -> String {
    let Some(addr) = signature
        .split("toyjvm+")
        .nth(1)
        .map(|a| a.trim_end_matches(']'))
    else {
        return String::new();
    };
    Command::new("addr2line")
        .args(["-f", "-C", "-i", "-e"])
        .arg(toyjvm)
        .arg(addr)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| {
            format!(
                "addr2line {addr}:\n{}\n",
                String::from_utf8_lossy(&o.stdout)
            )
        })
        .unwrap_or_default()
}

/// From toyjvm's fatal-error report (HotSpot's format), the signal and the problematic frame:
/// `SIGSEGV at V  [toyjvm+0x319bca]`.
fn fatal_error_signature(stderr: &str) -> Option<String> {
    let mut lines = stderr.lines();
    let sig = lines
        .by_ref()
        .find_map(|l| l.strip_prefix("#  ").filter(|r| r.starts_with("SIG")))?
        .split_whitespace()
        .next()?
        .to_string();
    let frame = lines
        .skip_while(|l| !l.starts_with("# Problematic frame"))
        .nth(1)
        .map_or("?", |l| l.trim_start_matches('#').trim());
    Some(format!("{sig} at {frame}"))
}

/// `thread 'main' panicked at vm/src/x.rs:12:5:` -> `panic at vm/src/x.rs:12` (the place is
/// what tells two panics apart; thread names and columns are noise).
pub fn normalize_panic(line: &str) -> String {
    let at = line.split("panicked at ").nth(1).unwrap_or(line);
    let place: Vec<&str> = at.trim_end_matches(':').split(':').collect();
    match place.as_slice() {
        [file, line, ..] => format!("panic at {file}:{line}"),
        _ => format!("panic at {at}"),
    }
}

/// HotSpot's opinion of one class.
pub enum Hotspot {
    Accepts,
    /// VerifyError or ClassFormatError (and its subclasses): (class, first message line).
    Rejects(String, String),
    /// Some other throwable (NoClassDefFoundError for a renamed class, ...).
    Other(String),
    Unknown(String),
}

/// Links one class on HotSpot and reports what happened. `Class.forName(name, false, ...)`
/// loads it; `getDeclaredMethods()` links it (JVM_GetClassDeclaredMethods calls
/// `link_class`), which verifies it, without running its static initializer or the program.
const DRIVER: &str = r#"public class FuzzVerify {
    public static void main(String[] args) {
        try {
            Class<?> c = Class.forName(args[0], false, FuzzVerify.class.getClassLoader());
            c.getDeclaredMethods();
            System.out.println("OK");
        } catch (Throwable e) {
            String m = String.valueOf(e.getMessage());
            int nl = m.indexOf('\n');
            System.out.println("THROWS " + e.getClass().getName() + ": " + (nl < 0 ? m : m.substring(0, nl)));
        }
    }
}
"#;

pub struct HotspotOracle {
    java: PathBuf,
    /// The compiled driver, or None (no javac): then the program itself is run.
    driver: Option<PathBuf>,
}

const HOTSPOT_FLAGS: [&str; 4] = [
    "-Xshare:auto",
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-Xmx256m",
];

impl Hotspot {
    pub fn describe(&self) -> String {
        match self {
            Hotspot::Accepts => "HotSpot verifies it".into(),
            Hotspot::Rejects(c, m) => format!("HotSpot rejects it: {c}: {m}"),
            Hotspot::Other(t) => format!("HotSpot throws {t}"),
            Hotspot::Unknown(why) => format!("HotSpot's verdict unknown: {why}"),
        }
    }
}

impl HotspotOracle {
    /// Compiles the driver into `work` with the `javac` next to `java` (or on PATH).
    pub fn new(java: PathBuf, work: &Path) -> HotspotOracle {
        let dir = work.join("driver");
        let javac = java
            .parent()
            .map(|d| d.join("javac"))
            .filter(|p| p.exists())
            .unwrap_or_else(|| PathBuf::from("javac"));
        let compiled = std::fs::create_dir_all(&dir).is_ok()
            && std::fs::write(dir.join("FuzzVerify.java"), DRIVER).is_ok()
            && Command::new(javac)
                .arg("-d")
                .arg(&dir)
                .arg(dir.join("FuzzVerify.java"))
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
        if !compiled {
            eprintln!("toyjvm-fuzz: javac failed; HotSpot checks will run the programs instead");
        }
        HotspotOracle {
            java,
            driver: compiled.then_some(dir),
        }
    }

    /// Whether `java -cp <cp> <main>` ends within `timeout` (however it ends).
    pub fn program_finishes(&self, cp: &Path, main: &str, timeout: Duration) -> bool {
        let mut cmd = Command::new(&self.java);
        cmd.args(HOTSPOT_FLAGS).arg("-cp").arg(cp).arg(main);
        if let Some(d) = &self.driver {
            cmd.current_dir(d);
        }
        !run(cmd, timeout, 0).timed_out
    }

    /// HotSpot's verdict on class `class` (internal name) found on `cp`; `main` is run instead
    /// when there is no driver.
    pub fn judge(&self, cp: &Path, class: &str, main: &str, timeout: Duration) -> Hotspot {
        let mut cmd = Command::new(&self.java);
        cmd.args(HOTSPOT_FLAGS);
        if let Some(d) = &self.driver {
            // Any hs_err or replay file HotSpot writes lands there, not in the caller's cwd.
            cmd.current_dir(d);
        }
        let o = match &self.driver {
            Some(d) => {
                let classpath = std::env::join_paths([d.as_path(), cp]).unwrap_or_default();
                cmd.arg("-cp")
                    .arg(classpath)
                    .arg("FuzzVerify")
                    .arg(class.replace('/', "."));
                run(cmd, timeout, 64 * 1024)
            }
            None => {
                cmd.arg("-cp").arg(cp).arg(main);
                run(cmd, timeout, 0)
            }
        };
        if o.timed_out {
            return Hotspot::Unknown("HotSpot timed out".into());
        }
        let thrown = if self.driver.is_some() {
            match o.stdout.lines().next() {
                Some("OK") => return Hotspot::Accepts,
                Some(l) if l.starts_with("THROWS ") => l[7..].to_string(),
                _ => return Hotspot::Unknown(format!("driver said {:?}", o.stderr)),
            }
        } else {
            match o.stderr.lines().find_map(|l| {
                let i = l.find("java.lang.")?;
                Some(l[i..].to_string())
            }) {
                Some(t) => t,
                None if o.status.is_some_and(|s| s.success()) => return Hotspot::Accepts,
                None => return Hotspot::Unknown(o.stderr.lines().take(3).collect()),
            }
        };
        let (class, msg) = thrown.split_once(": ").unwrap_or((&thrown, ""));
        let rejects = matches!(
            class,
            "java.lang.VerifyError"
                | "java.lang.ClassFormatError"
                | "java.lang.UnsupportedClassVersionError"
        );
        if rejects {
            Hotspot::Rejects(class.to_string(), msg.to_string())
        } else {
            Hotspot::Other(thrown)
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn fatal_error_signature_has_signal_and_frame() {
        let report = "#\n#  SIGSEGV (0xb) at pc=0x1, pid=1, tid=2\n# JRE version: x\n# Problematic frame:\n# V  [toyjvm+0x319bca]\n";
        assert_eq!(
            super::fatal_error_signature(report).as_deref(),
            Some("SIGSEGV at V  [toyjvm+0x319bca]")
        );
    }

    #[test]
    fn panic_signature_drops_thread_and_column() {
        assert_eq!(
            super::normalize_panic("thread 'main' panicked at vm/src/interp/mod.rs:120:9:"),
            "panic at vm/src/interp/mod.rs:120"
        );
    }
}
