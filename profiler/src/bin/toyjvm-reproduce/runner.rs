//! Compiling the benchmarks with javac against the jdk-subset and running toyjvm on them as
//! subprocesses, with a time limit and the progress display.
use crate::progress::Progress;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One profiled run of a benchmark.
#[derive(Debug, Clone, PartialEq)]
pub struct RunSpec {
    pub main_class: &'static str,
    pub args: Vec<String>,
    /// The report's file name in the output directory, e.g. `pingpong-48t.json`.
    pub report_file: String,
    pub planned_ms: u64,
    /// A run taking longer than this is stopped and counts as failed.
    pub time_limit: Duration,
}

/// 4 × the planned duration + 60 s: generous for a slow machine, finite for a hung VM.
pub fn time_limit(planned_ms: u64) -> Duration {
    Duration::from_millis(planned_ms.saturating_mul(4)) + Duration::from_secs(60)
}

impl RunSpec {
    /// Ping-pong at `threads` threads on a machine with `cpus` CPUs: with
    /// more threads than CPUs the threads that do not lock sleep instead of
    /// computing (`PingPong ... sleep`), so that, as on the paper's 48-core
    /// machine, they do not take the cores of the two ping-pong threads.
    pub fn ping_pong(threads: u32, cs_ms: u64, duration_ms: u64, cpus: u32) -> RunSpec {
        let mut args = vec![
            threads.to_string(),
            cs_ms.to_string(),
            duration_ms.to_string(),
        ];
        if threads > cpus {
            args.push("sleep".into());
        }
        RunSpec {
            main_class: "PingPong",
            args,
            report_file: ping_pong_file(threads),
            planned_ms: duration_ms,
            time_limit: time_limit(duration_ms),
        }
    }

    pub fn fork_join(workers: u32, processing_ms: u64, duration_ms: u64) -> RunSpec {
        RunSpec {
            main_class: "ForkJoin",
            args: vec![
                workers.to_string(),
                processing_ms.to_string(),
                duration_ms.to_string(),
            ],
            report_file: fork_join_file(processing_ms),
            planned_ms: duration_ms,
            time_limit: time_limit(duration_ms),
        }
    }

    /// The file beside the report that keeps the program's standard output.
    pub fn stdout_file(&self) -> String {
        stdout_file(&self.report_file)
    }

    pub fn label(&self) -> String {
        format!("{} {}", self.main_class, self.args.join(" "))
    }

    /// The toyjvm arguments of this run.
    pub fn argv(&self, report: &Path, classes: &Path) -> Vec<String> {
        let mut v = vec![
            "--profile=all".to_string(),
            format!("--report={}", report.display()),
            "-cp".into(),
            classes.display().to_string(),
            self.main_class.into(),
        ];
        v.extend(self.args.iter().cloned());
        v
    }
}

pub fn ping_pong_file(threads: u32) -> String {
    format!("pingpong-{threads}t.json")
}

pub fn fork_join_file(processing_ms: u64) -> String {
    format!("forkjoin-{processing_ms}ms.json")
}

/// `pingpong-2t.json` -> `pingpong-2t.stdout.txt`.
pub fn stdout_file(report_file: &str) -> String {
    format!("{}.stdout.txt", report_file.trim_end_matches(".json"))
}

/// Quotes an argument for a POSIX shell when it needs it, so that printed commands can be
/// pasted back.
pub fn shell_quote(s: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c);
    if !s.is_empty() && s.chars().all(safe) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

pub fn command_line(program: &Path, args: &[String]) -> String {
    std::iter::once(shell_quote(&program.display().to_string()))
        .chain(args.iter().map(|a| shell_quote(a)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The last `n` lines of `text`, with a note when lines were left out.
pub fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= n {
        lines.join("\n")
    } else {
        format!(
            "[... {} earlier lines]\n{}",
            lines.len() - n,
            lines[lines.len() - n..].join("\n")
        )
    }
}

/// Compiles `sources` into `out` with javac against toyjvm's class library.
pub fn compile(toyjvm: &Path, sources: &[PathBuf], out: &Path) -> Result<(), String> {
    for s in sources {
        if !s.is_file() {
            return Err(format!("benchmark source not found: {}", s.display()));
        }
    }
    let boot_args = vec!["--jdk-subset-classes".to_string()];
    let boot = Command::new(toyjvm)
        .args(&boot_args)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", command_line(toyjvm, &boot_args)))?;
    if !boot.status.success() {
        return Err(format!(
            "command failed ({}): {}\nstderr:\n{}",
            boot.status,
            command_line(toyjvm, &boot_args),
            tail(&String::from_utf8_lossy(&boot.stderr), 40)
        ));
    }
    let boot = String::from_utf8_lossy(&boot.stdout).trim().to_string();
    let mut args: Vec<String> = [
        "-source",
        "8",
        "-target",
        "8",
        "-Xlint:-options",
        "-encoding",
        "UTF-8",
        "-nowarn",
        "-bootclasspath",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    args.push(boot);
    args.push("-d".into());
    args.push(out.display().to_string());
    args.extend(sources.iter().map(|s| s.display().to_string()));
    let javac = Path::new("javac");
    let r = Command::new(javac).args(&args).output().map_err(|e| {
        format!(
            "cannot run javac ({e}); scripts/setup.sh installs a JDK\ncommand: {}",
            command_line(javac, &args)
        )
    })?;
    if !r.status.success() {
        return Err(format!(
            "javac failed ({}):\ncommand: {}\nstderr:\n{}{}",
            r.status,
            command_line(javac, &args),
            tail(&String::from_utf8_lossy(&r.stdout), 40),
            tail(&String::from_utf8_lossy(&r.stderr), 40)
        ));
    }
    Ok(())
}

/// Runs one benchmark under toyjvm, writing its report to `report`. The process's stdout and
/// stderr go to files in `scratch` (so that neither pipe can fill up) and are shown when it
/// fails.
pub fn run(
    toyjvm: &Path,
    classes: &Path,
    spec: &RunSpec,
    report: &Path,
    scratch: &Path,
    progress: &mut Progress,
) -> Result<(), String> {
    let args = spec.argv(report, classes);
    let cmdline = command_line(toyjvm, &args);
    let _ = fs::remove_file(report);
    let out_path = scratch.join(format!("{}.stdout", spec.report_file));
    let err_path = scratch.join(format!("{}.stderr", spec.report_file));
    let io =
        |p: &Path| fs::File::create(p).map_err(|e| format!("cannot create {}: {e}", p.display()));
    let mut child = Command::new(toyjvm)
        .args(&args)
        .stdin(Stdio::null())
        .stdout(io(&out_path)?)
        .stderr(io(&err_path)?)
        .spawn()
        .map_err(|e| format!("cannot start {cmdline}: {e}"))?;
    let t0 = Instant::now();
    let limit = spec.time_limit;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Ok(status),
            Ok(None) if t0.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break Err(format!(
                    "timed out after {:.1} s and was killed",
                    limit.as_secs_f64()
                ));
            }
            Ok(None) => {
                progress.tick();
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(e) => break Err(format!("wait failed: {e}")),
        }
    };
    let stderr = fs::read_to_string(&err_path).unwrap_or_default();
    let stdout = fs::read_to_string(&out_path).unwrap_or_default();
    let failure = match status {
        Err(why) => Some(why),
        Ok(s) if !s.success() => Some(match s.code() {
            Some(code) => format!("exited with status {code}"),
            None => format!("was stopped ({s})"),
        }),
        Ok(_) if !report.is_file() => Some(format!(
            "exited normally but wrote no report {}",
            report.display()
        )),
        Ok(_) => None,
    };
    match failure {
        None => {
            let keep = report.with_file_name(spec.stdout_file());
            fs::write(&keep, &stdout).map_err(|e| format!("cannot write {}: {e}", keep.display()))
        }
        Some(why) => {
            let mut msg = format!("run {} {why}\ncommand: {cmdline}", spec.label());
            if !stdout.trim().is_empty() {
                msg.push_str(&format!("\nstdout:\n{}", tail(&stdout, 20)));
            }
            msg.push_str(&format!(
                "\nstderr:\n{}",
                if stderr.trim().is_empty() {
                    "(empty)".to_string()
                } else {
                    tail(&stderr, 40)
                }
            ));
            Err(msg)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_specs() {
        let r = RunSpec::ping_pong(48, 1, 3000, 48);
        assert_eq!(r.report_file, "pingpong-48t.json");
        assert_eq!(r.label(), "PingPong 48 1 3000");
        assert_eq!(
            r.argv(Path::new("/o/p.json"), Path::new("/c")),
            [
                "--profile=all",
                "--report=/o/p.json",
                "-cp",
                "/c",
                "PingPong",
                "48",
                "1",
                "3000"
            ]
        );
        let small = RunSpec::ping_pong(48, 1, 3000, 2);
        assert_eq!(small.label(), "PingPong 48 1 3000 sleep");
        let f = RunSpec::fork_join(47, 50, 30_000);
        assert_eq!(f.report_file, "forkjoin-50ms.json");
        assert_eq!(f.label(), "ForkJoin 47 50 30000");
        assert_eq!(f.time_limit, Duration::from_secs(180));
        assert_eq!(f.stdout_file(), "forkjoin-50ms.stdout.txt");
    }

    #[test]
    fn quoting_and_tail() {
        assert_eq!(shell_quote("--report=/a/b.json"), "--report=/a/b.json");
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
        assert_eq!(shell_quote(""), "''");
        assert_eq!(tail("a\nb\nc", 5), "a\nb\nc");
        assert_eq!(tail("a\nb\nc", 2), "[... 1 earlier lines]\nb\nc");
    }
}
