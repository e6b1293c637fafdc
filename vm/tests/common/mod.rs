//! Helpers shared by the integration tests (each test file includes this with `mod common;`).
#![allow(dead_code)] // each test crate uses a different part

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A JDK tool: `$JAVA_HOME/bin/<name>` when JAVA_HOME is set and has it, else `<name>` on PATH.
pub fn jdk_tool(name: &str) -> PathBuf {
    std::env::var_os("JAVA_HOME")
        .map(|h| PathBuf::from(h).join("bin").join(name))
        .filter(|p| p.exists())
        .unwrap_or_else(|| PathBuf::from(name))
}

/// Reads a pipe to the end on a thread of its own; the result arrives on the returned channel.
pub fn drain<R: std::io::Read + Send + 'static>(mut r: R) -> std::sync::mpsc::Receiver<Vec<u8>> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = r.read_to_end(&mut v);
        let _ = tx.send(v);
    });
    rx
}

/// What a finished process did.
pub struct Outcome {
    /// The exit status; `None` when killed by a signal.
    pub status: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `cmd` to completion, or kills it after `limit` and reports the hang as an error (with
/// what it printed), so that a hang fails a test instead of hanging CI.
pub fn run_with_limit(
    mut cmd: Command,
    what: &str,
    limit: std::time::Duration,
) -> Result<Outcome, String> {
    use std::time::{Duration, Instant};
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {what}: {e}"))?;
    let out_rx = drain(child.stdout.take().unwrap());
    let err_rx = drain(child.stderr.take().unwrap());
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| format!("{what}: {e}"))? {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            let grace = Duration::from_secs(2);
            return Err(format!(
                "{what} did not terminate within {limit:?} and was killed\n--- stdout ---\n{}\n--- stderr ---\n{}",
                String::from_utf8_lossy(&out_rx.recv_timeout(grace).unwrap_or_default()),
                String::from_utf8_lossy(&err_rx.recv_timeout(grace).unwrap_or_default()),
            ));
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    Ok(Outcome {
        status: status.code(),
        stdout: String::from_utf8_lossy(&out_rx.recv().unwrap_or_default()).into_owned(),
        stderr: String::from_utf8_lossy(&err_rx.recv().unwrap_or_default()).into_owned(),
    })
}

/// The toyjvm binary under test: `TOYJVM_BIN`, else the one cargo built.
pub fn toyjvm() -> PathBuf {
    std::env::var_os("TOYJVM_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_toyjvm")))
}

/// Removes the directories `<parent>/<prefix><pid>` left by earlier runs whose process is gone.
pub fn clean_stale(parent: &Path, prefix: &str) {
    let Ok(rd) = std::fs::read_dir(parent) else {
        return;
    };
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if let Some(pid) = name.strip_prefix(prefix) {
            if !Path::new("/proc").join(pid).exists() {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
    }
}

/// A fresh working directory `<CARGO_TARGET_TMPDIR>/<prefix><pid>`, after removing those of
/// earlier runs that are gone.
pub fn fresh_dir(prefix: &str) -> PathBuf {
    let parent = Path::new(env!("CARGO_TARGET_TMPDIR"));
    clean_stale(parent, prefix);
    let dir = parent.join(format!("{prefix}{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The directory of toyjvm's compiled class library (`toyjvm --jdk-subset-classes`), for
/// `javac -bootclasspath`.
pub fn jdk_subset_classes() -> PathBuf {
    let out = Command::new(toyjvm())
        .arg("--jdk-subset-classes")
        .stdin(Stdio::null())
        .output()
        .expect("run toyjvm --jdk-subset-classes");
    assert!(
        out.status.success(),
        "`toyjvm --jdk-subset-classes` failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    PathBuf::from(String::from_utf8_lossy(&out.stdout).trim())
}

/// Makes `cmd`'s process write no core file when a signal ends it (SIGABRT from a crash report,
/// SIGQUIT under `-Xrs`): otherwise each such test would leave one wherever `ulimit -c` allows.
#[allow(dead_code)] // not every test binary ends processes by signals
pub fn no_core_dump(cmd: &mut Command) -> &mut Command {
    use std::os::unix::process::CommandExt;
    // SAFETY: the closure runs in the child between fork and exec, where only
    // async-signal-safe calls are allowed: setrlimit is one, and the closure allocates nothing.
    unsafe {
        cmd.pre_exec(|| {
            let none = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            libc::setrlimit(libc::RLIMIT_CORE, &none);
            Ok(())
        })
    }
}

/// Compiles `sources` (file name, text) with javac against the jdk-subset, as a user would, into
/// `<root>/classes` (the sources are written to `<root>/src`); returns the classes directory.
#[allow(dead_code)] // not every test binary compiles Java
pub fn compile_fixtures(root: &Path, sources: &[(&str, &str)]) -> PathBuf {
    let (src, out) = (root.join("src"), root.join("classes"));
    std::fs::create_dir_all(&src).unwrap();
    let mut javac = Command::new(jdk_tool("javac"));
    javac
        .args(["-J-Xshare:auto", "-J-XX:TieredStopAtLevel=1"])
        .args(["-source", "8", "-target", "8", "-Xlint:-options", "-nowarn"])
        .arg("-bootclasspath")
        .arg(jdk_subset_classes())
        .arg("-d")
        .arg(&out);
    for (name, text) in sources {
        std::fs::write(src.join(name), text).unwrap();
        javac.arg(src.join(name));
    }
    let r = javac
        .output()
        .expect("javac is required (run scripts/setup.sh)");
    assert!(
        r.status.success(),
        "javac failed:\n{}",
        String::from_utf8_lossy(&r.stderr)
    );
    out
}

/// The JSON report's lock of class `class` (exactly one).
pub fn lock<'a>(report: &'a serde_json::Value, class: &str) -> &'a serde_json::Value {
    let matches: Vec<_> = report["locks"]
        .as_array()
        .expect("locks array")
        .iter()
        .filter(|l| l["class"] == class)
        .collect();
    assert_eq!(matches.len(), 1, "locks of class {class}: {report:#}");
    matches[0]
}

/// A JSON number as f64 (panics with the value if it is none).
pub fn num(v: &serde_json::Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// Panics with the run's output unless toyjvm (run with `args`) exited 0.
pub fn assert_ran_ok<A: std::fmt::Debug + ?Sized>(args: &A, out: &std::process::Output) {
    assert!(
        out.status.success(),
        "toyjvm {args:?} failed: {}\nstdout:\n{}\nstderr:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs toyjvm with `args` in `dir`, one run at a time within the test binary: tests that
/// measure CPU time, contention or tick rates on a 2-core machine would steal each other's cores.
#[allow(dead_code)] // not every test binary measures
pub fn run_one_at_a_time<S: AsRef<std::ffi::OsStr>>(
    dir: &Path,
    args: &[S],
) -> std::process::Output {
    static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one_at_a_time = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    Command::new(toyjvm())
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run toyjvm")
}
