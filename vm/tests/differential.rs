//! Differential test suite: every `vm/tests/programs/*.java` is compiled once (javac, `-source 8
//! -target 8`, against the jdk-subset as boot class path), then run on HotSpot (`java`) and on
//! toyjvm. The test passes when stdout and the exit status are identical (and, for uncaught
//! exceptions, the first stderr line). See docs/TESTING.md.
//!
//! Header comments understood in a program (anywhere in the first 30 lines):
//!   // args: a b "c d"        program arguments (double quotes group words)
//!   // jvm-args: -Xss1m       options given to both JVMs before `-cp`
//!   // compare-stderr         stderr must be identical too (not just its first line)
//!   // timeout: 120           per-JVM timeout in seconds (default 60)
//!   // ignore: <reason>       the test is reported as ignored (run it with `-- --ignored`)
//!   // stdin: 3\n1 2 3\n       standard input for both JVMs (`\n` and `\t` are escapes);
//!                             without it, stdin is empty
//!   // javac-flags: -g        extra javac options (e.g. `-g` for LocalVariableTables)
//!   // javac-release: 17      compile with `--release 17` (class files of version 61, as a
//!                             plain JDK 17 javac makes them: indy string concatenation,
//!                             nestmates, records) against the JDK's own API instead of the
//!                             jdk-subset; the program must only use what the jdk-subset has
//!   // overlay: Dir          after compiling the program, compile `vm/tests/programs/Dir/*.java`
//!                             (same options, the program's classes on the class path) over its
//!                             classes: separate compilation, for class files javac would refuse
//!                             to produce from one source (an access to a now-private member)
//!   // toyjvm-variants: -XX:-UseBiasedLocking | -XX:BiasedLockingStartupDelay=0
//!                             run toyjvm once per `|`-separated option set (toyjvm-only options),
//!                             each run compared with the one HotSpot run
//!
//! Environment:
//!   TOYJVM_BIN=/path        run this binary instead of the one cargo built
//!   TOYJVM_DIFF_KEEP=1      keep the compiled classes and print where they are
//!   TOYJVM_DIFF_ARGS="..."  options given to every toyjvm run, before the program's own
//!                           (`-XX:+GCALot`: the whole suite with a collection at every safepoint
//!                           and every page an allocating thread takes)
//!   TOYJVM_DIFF_ALSO="..."  every toyjvm run is made a second time with these options added, and
//!                           compared with the same HotSpot run: scripts/test.sh sets
//!                           `-XX:+GCALot`, so each program is compiled and run on HotSpot once
//!                           for both modes
//!   JAVA_HOME=/path         take java and javac from this JDK (else from PATH); 17 is the reference
//!
//! A program may declare a package (`package p.q;`); it then runs as `p.q.Name`.
//!
//! Run one test: `cargo test --release -p vm --test differential -- HelloWorld`
mod common;
use common::{drain, jdk_tool};

use libtest_mimic::{Arguments, Failed, Trial};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);
const JAVAC_TIMEOUT: Duration = Duration::from_secs(180);

/// Flags for HotSpot that do not change what a program prints: UTF-8 output regardless of the
/// locale, and a cheap JIT/GC configuration so the reference runs are fast on 2 cores.
const HOTSPOT_FLAGS: &[&str] = &[
    "-Xshare:auto",
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-Dfile.encoding=UTF-8",
    "-Dsun.stdout.encoding=UTF-8",
    "-Dsun.stderr.encoding=UTF-8",
];

struct Ctx {
    toyjvm: PathBuf,
    /// `TOYJVM_DIFF_ARGS`.
    extra_args: Vec<String>,
    /// `TOYJVM_DIFF_ALSO`: a second mode every toyjvm run is repeated in (empty: none).
    also_args: Vec<String>,
    work: PathBuf,
    /// Lazily computed: path of the jdk-subset classes (or why it could not be found).
    setup: OnceLock<Result<PathBuf, String>>,
}

impl Ctx {
    fn boot_classes(&self) -> Result<&Path, Failed> {
        match self.setup.get_or_init(|| setup(&self.toyjvm)) {
            Ok(p) => Ok(p.as_path()),
            Err(e) => Err(Failed::from(e.clone())),
        }
    }
}

fn setup(toyjvm: &Path) -> Result<PathBuf, String> {
    for tool in ["java", "javac"] {
        match Command::new(jdk_tool(tool)).arg("-version").output() {
            Ok(o) if o.status.success() => {}
            Ok(o) => {
                return Err(format!(
                    "`{tool} -version` failed ({}): {}\nThe differential suite needs a JDK (17 is the reference); run scripts/setup.sh",
                    o.status,
                    String::from_utf8_lossy(&o.stderr)
                ))
            }
            Err(e) => {
                return Err(format!(
                    "cannot run `{tool}`: {e}\nThe differential suite needs a JDK (java and javac on PATH; 17 is the reference); run scripts/setup.sh"
                ))
            }
        }
    }
    if let Ok(o) = Command::new(jdk_tool("java")).arg("-version").output() {
        let v = String::from_utf8_lossy(&o.stderr);
        if !v.lines().next().unwrap_or("").contains("\"17.") {
            eprintln!(
                "warning: the reference HotSpot is JDK 17, but `java -version` says: {}",
                v.lines().next().unwrap_or("?")
            );
        }
    }
    let out = Command::new(toyjvm)
        .arg("--jdk-subset-classes")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", toyjvm.display()))?;
    if !out.status.success() {
        return Err(format!(
            "`{} --jdk-subset-classes` failed ({}):\n{}{}",
            toyjvm.display(),
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    if !dir.join("java/lang/Object.class").is_file() {
        return Err(format!(
            "`toyjvm --jdk-subset-classes` printed {:?}, which has no java/lang/Object.class",
            dir
        ));
    }
    Ok(dir)
}

/// Options parsed from a program's header comments.
#[derive(Default, Debug)]
struct Header {
    args: Vec<String>,
    jvm_args: Vec<String>,
    compare_stderr: bool,
    timeout: Option<Duration>,
    ignore: Option<String>,
    toyjvm_variants: Vec<Vec<String>>,
    stdin: Option<Vec<u8>>,
    javac_flags: Vec<String>,
    javac_release: Option<String>,
    overlay: Option<String>,
}

fn split_quoted(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_quotes = false;
    let mut have = false;
    for c in s.chars() {
        match c {
            '"' => {
                in_quotes = !in_quotes;
                have = true;
            }
            c if c.is_whitespace() && !in_quotes => {
                if have {
                    out.push(std::mem::take(&mut cur));
                    have = false;
                }
            }
            c => {
                cur.push(c);
                have = true;
            }
        }
    }
    if have {
        out.push(cur);
    }
    out
}

fn parse_header(src: &str) -> Header {
    let mut h = Header::default();
    for line in src.lines().take(30) {
        let line = line.trim();
        let Some(rest) = line.strip_prefix("//") else {
            continue;
        };
        let rest = rest.trim();
        if let Some(a) = rest.strip_prefix("args:") {
            h.args = split_quoted(a);
        } else if let Some(a) = rest.strip_prefix("jvm-args:") {
            h.jvm_args = split_quoted(a);
        } else if rest == "compare-stderr" {
            h.compare_stderr = true;
        } else if let Some(t) = rest.strip_prefix("timeout:") {
            h.timeout = t.trim().parse().ok().map(Duration::from_secs);
        } else if let Some(r) = rest.strip_prefix("ignore:") {
            h.ignore = Some(r.trim().to_string());
        } else if let Some(v) = rest.strip_prefix("stdin:") {
            let v = v.strip_prefix(' ').unwrap_or(v);
            let text = v.replace("\\n", "\n").replace("\\t", "\t");
            h.stdin
                .get_or_insert_with(Vec::new)
                .extend_from_slice(text.as_bytes());
        } else if let Some(v) = rest.strip_prefix("javac-flags:") {
            h.javac_flags = split_quoted(v);
        } else if let Some(v) = rest.strip_prefix("overlay:") {
            h.overlay = Some(v.trim().to_string());
        } else if let Some(v) = rest.strip_prefix("javac-release:") {
            h.javac_release = Some(v.trim().to_string());
        } else if let Some(v) = rest.strip_prefix("toyjvm-variants:") {
            h.toyjvm_variants = v.split('|').map(split_quoted).collect();
        }
    }
    h
}

struct Outcome {
    status: ExitStatus,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    elapsed: Duration,
}

/// Runs `cmd` with an empty stdin, capturing stdout/stderr, killing it after `timeout`.
fn run_with_timeout(cmd: Command, timeout: Duration, what: &str) -> Result<Outcome, String> {
    run_with_input(cmd, None, timeout, what)
}

/// Like `run_with_timeout`, with `input` (if any) as the child's standard input.
fn run_with_input(
    mut cmd: Command,
    input: Option<&[u8]>,
    timeout: Duration,
    what: &str,
) -> Result<Outcome, String> {
    cmd.stdin(if input.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    })
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    let start = Instant::now();
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot start {what}: {e}"))?;
    if let (Some(data), Some(mut pipe)) = (input, child.stdin.take()) {
        let data = data.to_vec();
        std::thread::spawn(move || {
            use std::io::Write;
            let _ = pipe.write_all(&data);
        });
    }
    let out_rx = drain(child.stdout.take().unwrap());
    let err_rx = drain(child.stderr.take().unwrap());
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) => {}
            Err(e) => return Err(format!("waiting for {what}: {e}")),
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            // A grandchild may still hold the pipes: do not wait for them for long.
            let grace = Duration::from_secs(2);
            let stdout = out_rx.recv_timeout(grace).unwrap_or_default();
            let stderr = err_rx.recv_timeout(grace).unwrap_or_default();
            return Err(format!(
                "{what} timed out after {:?} and was killed\n--- its stdout (last 20 lines) ---\n{}\n--- its stderr (last 20 lines) ---\n{}",
                timeout,
                tail(&stdout, 20),
                tail(&stderr, 20)
            ));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = out_rx.recv().unwrap_or_default();
    let stderr = err_rx.recv().unwrap_or_default();
    Ok(Outcome {
        status,
        stdout,
        stderr,
        elapsed: start.elapsed(),
    })
}

fn tail(bytes: &[u8], n: usize) -> String {
    let s = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = s.lines().collect();
    let from = lines.len().saturating_sub(n);
    lines[from..].join("\n")
}

fn head(bytes: &[u8], n: usize) -> String {
    let s = String::from_utf8_lossy(bytes);
    s.lines().take(n).collect::<Vec<_>>().join("\n")
}

fn describe_status(s: &ExitStatus) -> String {
    if let Some(c) = s.code() {
        return format!("exit code {c}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = s.signal() {
            return format!("killed by signal {sig}");
        }
    }
    format!("{s}")
}

/// Explains how two outputs differ: first differing line with context.
fn diff_report(label: &str, expected: &[u8], actual: &[u8]) -> String {
    let e = String::from_utf8_lossy(expected);
    let a = String::from_utf8_lossy(actual);
    let el: Vec<&str> = e.split_inclusive('\n').collect();
    let al: Vec<&str> = a.split_inclusive('\n').collect();
    let mut i = 0;
    while i < el.len() && i < al.len() && el[i] == al[i] {
        i += 1;
    }
    let mut r = String::new();
    let _ = writeln!(
        r,
        "{label} differs (HotSpot: {} lines, {} bytes; toyjvm: {} lines, {} bytes); first difference at line {}:",
        el.len(),
        expected.len(),
        al.len(),
        actual.len(),
        i + 1
    );
    let from = i.saturating_sub(3);
    for (k, line) in el.iter().enumerate().take(i).skip(from) {
        let _ = writeln!(r, "   {:>4} | {}", k + 1, line.trim_end_matches('\n'));
    }
    let show = |l: Option<&&str>| match l {
        Some(s) if s.ends_with('\n') => format!("{:?}", &s[..s.len() - 1]),
        Some(s) => format!("{s:?} (no newline at end)"),
        None => "<end of output>".to_string(),
    };
    let _ = writeln!(r, "   HotSpot line {:>4}: {}", i + 1, show(el.get(i)));
    let _ = writeln!(r, "   toyjvm  line {:>4}: {}", i + 1, show(al.get(i)));
    for k in i + 1..(i + 3).min(el.len().max(al.len())) {
        let _ = writeln!(r, "   next   HotSpot {:>4}: {}", k + 1, show(el.get(k)));
        let _ = writeln!(r, "   next   toyjvm  {:>4}: {}", k + 1, show(al.get(k)));
    }
    r
}

fn first_line(b: &[u8]) -> String {
    String::from_utf8_lossy(b)
        .lines()
        .next()
        .unwrap_or("")
        .to_string()
}

fn run_program(ctx: &Ctx, src: &Path) -> Result<(), Failed> {
    let boot = ctx.boot_classes()?;
    let name = src.file_stem().unwrap().to_string_lossy().to_string();
    let text =
        std::fs::read_to_string(src).map_err(|e| format!("reading {}: {e}", src.display()))?;
    let header = parse_header(&text);
    // The class to run: `pkg.Name` when the file declares `package pkg;`.
    let main_class = text
        .lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix("package ").and_then(|p| p.strip_suffix(';')))
        .map(|p| format!("{}.{name}", p.trim()))
        .unwrap_or_else(|| name.clone());
    let timeout = header.timeout.unwrap_or(DEFAULT_TIMEOUT);

    // 1. Compile once, into a directory of its own.
    let classes = ctx.work.join(&name);
    let _ = std::fs::remove_dir_all(&classes);
    std::fs::create_dir_all(&classes).map_err(|e| format!("mkdir {}: {e}", classes.display()))?;
    compile(&header, boot, &classes, &[src.to_path_buf()], src)?;
    if let Some(dir) = &header.overlay {
        let dir = src.parent().unwrap_or(Path::new(".")).join(dir);
        let mut overlay: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map_err(|e| format!("overlay {}: {e}", dir.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "java"))
            .collect();
        overlay.sort();
        compile(&header, boot, &classes, &overlay, &dir)?;
    }

    // 2. Reference run on HotSpot.
    let mut java = Command::new(jdk_tool("java"));
    java.env("LC_ALL", "C.UTF-8")
        .args(HOTSPOT_FLAGS)
        .args(&header.jvm_args)
        .arg("-cp")
        .arg(&classes)
        .arg(&main_class)
        .args(&header.args);
    let hs = run_with_input(java, header.stdin.as_deref(), timeout, "java (HotSpot)")?;

    if hs.stderr.starts_with(b"Error: ") {
        // The launcher itself failed (e.g. no main class): the program, not toyjvm, is broken.
        return Err(format!(
            "HotSpot could not launch {main_class}; fix the program:\n{}",
            String::from_utf8_lossy(&hs.stderr)
        )
        .into());
    }

    // 3. toyjvm, once per variant, each compared with the HotSpot run.
    let program_variants = if header.toyjvm_variants.is_empty() {
        vec![Vec::new()]
    } else {
        header.toyjvm_variants.clone()
    };
    let mut variants = program_variants.clone();
    if !ctx.also_args.is_empty() {
        variants.extend(
            program_variants
                .iter()
                .map(|v| ctx.also_args.iter().chain(v).cloned().collect::<Vec<_>>()),
        );
    }
    let mut report = String::new();
    for variant in &variants {
        let mut toy = Command::new(&ctx.toyjvm);
        toy.args(&ctx.extra_args)
            .args(variant)
            .args(&header.jvm_args)
            .arg("-cp")
            .arg(&classes)
            .arg(&main_class)
            .args(&header.args);
        let what = if variant.is_empty() {
            "toyjvm".to_string()
        } else {
            format!("toyjvm {}", variant.join(" "))
        };
        let problems = match run_with_input(toy, header.stdin.as_deref(), timeout, &what) {
            Ok(ty) => compare(&header, &hs, &ty, &what, &classes),
            Err(e) => e,
        };
        if !problems.is_empty() {
            if variants.len() > 1 {
                let options = if variant.is_empty() {
                    "(none)".to_string()
                } else {
                    variant.join(" ")
                };
                let _ = writeln!(report, "=== with toyjvm options: {options} ===");
            }
            report.push_str(&problems);
        }
    }
    if report.is_empty() {
        Ok(())
    } else {
        Err(report.into())
    }
}

/// Compiles `sources` into `classes` (which is also on the class path) as the header says.
fn compile(
    header: &Header,
    boot: &Path,
    classes: &Path,
    sources: &[PathBuf],
    what: &Path,
) -> Result<(), Failed> {
    let mut javac = Command::new(jdk_tool("javac"));
    javac
        .current_dir(classes) // javac may drop javac.*.args files into its cwd
        .env("LC_ALL", "C.UTF-8")
        .args([
            "-J-Xshare:auto",
            "-J-XX:+UseSerialGC",
            "-J-XX:TieredStopAtLevel=1",
        ])
        .args(["-Xlint:-options", "-encoding", "UTF-8", "-nowarn"])
        .args(&header.javac_flags);
    match &header.javac_release {
        Some(release) => javac.args(["--release", release]),
        None => javac
            .args(["-source", "8", "-target", "8", "-bootclasspath"])
            .arg(boot),
    };
    javac
        .arg("-d")
        .arg(classes)
        .arg("-cp")
        .arg(classes)
        .args(sources);
    let c = run_with_timeout(javac, JAVAC_TIMEOUT, "javac")?;
    if !c.status.success() {
        return Err(format!(
            "javac failed to compile {} against the jdk-subset ({}):\n{}{}",
            what.display(),
            describe_status(&c.status),
            String::from_utf8_lossy(&c.stdout),
            String::from_utf8_lossy(&c.stderr)
        )
        .into());
    }

    Ok(())
}

/// Compares one toyjvm run with the HotSpot run; returns an empty string when they agree.
fn compare(header: &Header, hs: &Outcome, ty: &Outcome, what: &str, classes: &Path) -> String {
    let mut problems = String::new();
    let ty_err = String::from_utf8_lossy(&ty.stderr);
    if ty_err.contains("panicked at") || ty_err.contains("RUST_BACKTRACE") {
        let _ = writeln!(
            problems,
            "{what} panicked (a Rust panic is never correct output)."
        );
    }
    if hs.status.code() != ty.status.code() || ty.status.code().is_none() {
        let _ = writeln!(
            problems,
            "exit status differs: HotSpot {}, toyjvm {}",
            describe_status(&hs.status),
            describe_status(&ty.status)
        );
    }
    if hs.stdout != ty.stdout {
        problems.push_str(&diff_report("stdout", &hs.stdout, &ty.stdout));
    }
    if header.compare_stderr {
        if hs.stderr != ty.stderr {
            problems.push_str(&diff_report("stderr", &hs.stderr, &ty.stderr));
        }
    } else if hs.stderr.starts_with(b"Exception in thread") {
        let (h1, t1) = (first_line(&hs.stderr), first_line(&ty.stderr));
        if h1 != t1 {
            let _ = writeln!(
                problems,
                "first stderr line differs:\n   HotSpot: {h1:?}\n   toyjvm:  {t1:?}"
            );
        }
    }
    if problems.is_empty() {
        return problems;
    }
    let _ = writeln!(
        problems,
        "--- toyjvm stderr (first 25 lines) ---\n{}\n--- HotSpot stderr (first 10 lines) ---\n{}\n--- times: HotSpot {:.2?}, toyjvm {:.2?}; classes in {} ---",
        head(&ty.stderr, 25),
        head(&hs.stderr, 10),
        hs.elapsed,
        ty.elapsed,
        classes.display()
    );
    problems
}

fn main() {
    let args = Arguments::from_args();
    let programs_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut programs: Vec<PathBuf> = std::fs::read_dir(&programs_dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", programs_dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "java"))
        .collect();
    programs.sort();

    let keep = std::env::var_os("TOYJVM_DIFF_KEEP").is_some();
    let tmp = tempfile::Builder::new()
        .prefix("toyjvm-differential-")
        .tempdir_in(env!("CARGO_TARGET_TMPDIR"))
        .expect("create temporary directory");
    let toyjvm = std::env::var_os("TOYJVM_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_toyjvm")));
    let extra_args = std::env::var("TOYJVM_DIFF_ARGS")
        .map(|a| split_quoted(&a))
        .unwrap_or_default();
    let also_args = std::env::var("TOYJVM_DIFF_ALSO")
        .map(|a| split_quoted(&a))
        .unwrap_or_default();
    let ctx = Arc::new(Ctx {
        toyjvm,
        extra_args,
        also_args,
        work: tmp.path().to_path_buf(),
        setup: OnceLock::new(),
    });

    let trials: Vec<Trial> = programs
        .into_iter()
        .map(|p| {
            let ctx = Arc::clone(&ctx);
            let name = p.file_stem().unwrap().to_string_lossy().to_string();
            let ignored = std::fs::read_to_string(&p)
                .map(|t| parse_header(&t).ignore.is_some())
                .unwrap_or(false);
            Trial::test(name, move || run_program(&ctx, &p)).with_ignored_flag(ignored)
        })
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    if keep {
        let kept = tmp.keep();
        eprintln!(
            "TOYJVM_DIFF_KEEP: compiled programs kept in {}",
            kept.display()
        );
    } else {
        drop(tmp);
    }
    conclusion.exit();
}
