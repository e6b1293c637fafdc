//! The interpreter kernel suite of `bench-programs/kernels/` (issue 18): every kernel, at one
//! round (a twentieth of the benchmark's default), prints on toyjvm exactly what it prints on
//! HotSpot's interpreter (`java -Xint`, the flags of `scripts/bench-kernels.sh`) and exits 0; both
//! JVMs get the kernel's `// jvm-flags:` line, read as the script reads it, and only stdout is
//! compared (java 17 warns on stderr about deprecated flags). The suite is complete: every kernel
//! the README lists has its file and every file is listed, so a deleted kernel fails the test.
//!
//! The kernels are compiled once, with `javac -source 8 -target 8` against the jdk-subset, as a
//! user would; `toyjvm` and `java` then run the same class files, two kernels at a time. Every
//! run has a time limit, so a hang fails the test instead of hanging CI.
mod common;
use common::Outcome;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// The argument each kernel gets: one round (the benchmark's default is 20).
const ROUNDS: &str = "1";

/// Far above a normal run (a fraction of a second even on a loaded 2-core machine): only a hang
/// hits it.
const TIMEOUT: Duration = Duration::from_secs(60);

fn kernel_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench-programs/kernels")
}

/// The kernels the README lists: the first column of its table rows, "| `Name` | ... |".
fn listed_kernels() -> Vec<String> {
    let readme = std::fs::read_to_string(kernel_dir().join("README.md")).expect("kernels README");
    let names: Vec<String> = readme
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .map(str::to_string)
        .collect();
    assert!(!names.is_empty(), "the kernels README lists no kernel");
    names
}

/// The kernels present: the `.java` files of the directory, by class name, sorted.
fn kernel_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(kernel_dir())
        .expect("bench-programs/kernels")
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().to_string();
            name.strip_suffix(".java").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// The words of the kernel's first `// jvm-flags:` line (as the script's `sed` reads it).
fn jvm_flags(source: &str) -> Vec<String> {
    source
        .lines()
        .find_map(|l| l.strip_prefix("// jvm-flags:"))
        .map(|f| f.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// The directory of every kernel's class files, compiled on first use.
fn classes() -> &'static Path {
    static CLASSES: OnceLock<PathBuf> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let sources: Vec<(String, String)> = kernel_files()
            .into_iter()
            .map(|k| {
                let file = format!("{k}.java");
                let text = std::fs::read_to_string(kernel_dir().join(&file)).unwrap();
                (file, text)
            })
            .collect();
        let sources: Vec<(&str, &str)> = sources
            .iter()
            .map(|(f, t)| (f.as_str(), t.as_str()))
            .collect();
        common::compile_fixtures(&common::fresh_dir("toyjvm-kernels-"), &sources)
    })
}

/// Runs `cmd` to completion, or kills it after [`TIMEOUT`] and reports the hang as an error.
fn run(cmd: Command, what: &str) -> Result<Outcome, String> {
    common::run_with_limit(cmd, what, TIMEOUT)
}

/// Runs `kernel` on java -Xint and on toyjvm; an error describes the difference.
fn check(kernel: &str) -> Result<(), String> {
    let source = std::fs::read_to_string(kernel_dir().join(format!("{kernel}.java"))).unwrap();
    let flags = jvm_flags(&source);
    let mut java = Command::new(common::jdk_tool("java"));
    java.args(["-Xint", "-XX:+UseSerialGC", "-Xshare:auto"]);
    let mut toyjvm = Command::new(common::toyjvm());
    for cmd in [&mut java, &mut toyjvm] {
        cmd.args(&flags)
            .arg("-cp")
            .arg(classes())
            .args([kernel, ROUNDS]);
    }
    let java = run(java, &format!("java {kernel}"))?;
    let toy = run(toyjvm, &format!("toyjvm {kernel}"))?;
    if java.status != Some(0) || java.stdout.lines().count() != 1 {
        return Err(format!(
            "{kernel} on java -Xint {flags:?}: status {:?}, not one line\nstdout:\n{}stderr:\n{}",
            java.status, java.stdout, java.stderr
        ));
    }
    if toy.status != Some(0) || toy.stdout != java.stdout {
        return Err(format!(
            "{kernel} on toyjvm {flags:?}: status {:?}\njava printed:\n{}toyjvm printed:\n{}\
             toyjvm stderr:\n{}",
            toy.status, java.stdout, toy.stdout, toy.stderr
        ));
    }
    Ok(())
}

#[test]
fn suite_is_complete() {
    let listed = listed_kernels();
    let files = kernel_files();
    let missing: Vec<_> = listed.iter().filter(|k| !files.contains(k)).collect();
    assert!(
        missing.is_empty(),
        "kernels listed in bench-programs/kernels/README.md without their .java file: {missing:?}"
    );
    let unlisted: Vec<_> = files.iter().filter(|k| !listed.contains(k)).collect();
    assert!(
        unlisted.is_empty(),
        "kernels in bench-programs/kernels/ that its README does not list: {unlisted:?}"
    );
    for k in &files {
        let source = std::fs::read_to_string(kernel_dir().join(format!("{k}.java"))).unwrap();
        assert!(
            source.lines().any(|l| l.starts_with("// jvm-flags:")),
            "{k}.java has no `// jvm-flags:` header line"
        );
        assert!(
            source.contains(&format!("public class {k} ")),
            "{k}.java does not declare `public class {k}`"
        );
    }
}

#[test]
fn every_kernel_prints_what_java_prints() {
    let kernels = listed_kernels();
    classes();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    // Two kernels at a time: one per core of a 2-core machine.
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(k) = kernels.get(i) else { break };
                if let Err(e) = check(k) {
                    failures.lock().unwrap().push(e);
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} kernels failed:\n\n{}",
        failures.len(),
        kernels.len(),
        failures.join("\n\n")
    );
}
