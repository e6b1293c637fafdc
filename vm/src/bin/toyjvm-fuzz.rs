//! toyjvm-fuzz: a mutation fuzzer for toyjvm's class-file parser and bytecode verifier, on stable
//! Rust (see docs/FUZZING.md).
//!
//! Seeds are javac-compiled classes. Each iteration takes one, applies a few mutations (a
//! deterministic xorshift PRNG: the same `--seed` gives the same mutants) and *executes* the
//! mutant in-process: `classfile::parse`, then `verify`. A panic there is a finding. Of the
//! mutants toyjvm accepts, a sample is run as `toyjvm -cp <dir> <Main>`: a crash (signal, Rust
//! panic or abort) is a finding; a timeout is a finding only when HotSpot rejects the mutant
//! (a program that loops forever on both JVMs is no bug). Another sample of accepted mutants is
//! shown to HotSpot: if HotSpot would reject what toyjvm accepted, that is a disagreement.
//!
//! Run: `toyjvm-fuzz --seeds DIR [--iterations N] [--time SECS] [--seed S] [--exec-every N]
//!       [--hotspot-every N] [--out DIR]`
#[path = "toyjvm_fuzz/mutate.rs"]
mod mutate;
#[path = "toyjvm_fuzz/oracle.rs"]
mod oracle;

use mutate::Rng;
use oracle::{Hotspot, HotspotOracle, ToyRun};
use parking_lot::Mutex;
use std::cell::RefCell;
use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use vm::classes::classfile;
use vm::classpath::ClassPath;
use vm::runtime::options::VmOptions;
use vm::runtime::vm::Vm;
use vm::verify::{verify, Subject};

const USAGE: &str = "Usage: toyjvm-fuzz --seeds DIR [options]
  --seeds DIR          javac-compiled seed classes (searched recursively; also the class path
                       the verifier looks other classes up on)
  --iterations N       stop after N executions (default 100000 when --time is not given)
  --time SECS          stop after SECS seconds
  --seed S             PRNG seed (default 1): the same seed gives the same mutants
  --exec-every N       run every Nth accepted mutant on toyjvm (default 200; 0 = never)
  --hotspot-every N    ask HotSpot about every Nth accepted and every Nth verify-rejected
                       mutant (default 2000; 0 = never)
  --out DIR            findings and summary.json (default fuzz-out)
  --timeout SECS       timeout of a toyjvm or HotSpot run (default 10)
  --toyjvm PATH        the toyjvm binary (default: next to this one)
  --java PATH          HotSpot's java (default: $JAVA_HOME/bin/java, else java on PATH)
  --no-verify          the VM without its verifier: parse only in-process, and toyjvm runs
                       get -Xverify:none (the figures before the verifier)
  --keep-current       write each mutant to OUT/current.class before executing it (slow; to
                       catch one that kills the fuzzer itself, e.g. by stack overflow)
";

struct Options {
    seeds: PathBuf,
    iterations: Option<u64>,
    time: Option<Duration>,
    seed: u64,
    exec_every: u64,
    hotspot_every: u64,
    out: PathBuf,
    timeout: Duration,
    toyjvm: PathBuf,
    java: PathBuf,
    keep_current: bool,
    no_verify: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let toyjvm = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(|d| d.join("toyjvm")))
        .unwrap_or_else(|| PathBuf::from("toyjvm"));
    let java = std::env::var_os("JAVA_HOME")
        .map(|h| PathBuf::from(h).join("bin/java"))
        .filter(|p| p.exists())
        .unwrap_or_else(|| PathBuf::from("java"));
    let mut o = Options {
        seeds: PathBuf::new(),
        iterations: None,
        time: None,
        seed: 1,
        exec_every: 200,
        hotspot_every: 2000,
        out: PathBuf::from("fuzz-out"),
        timeout: Duration::from_secs(10),
        toyjvm,
        java,
        keep_current: false,
        no_verify: false,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--keep-current" || flag == "--no-verify" {
            o.keep_current |= flag == "--keep-current";
            o.no_verify |= flag == "--no-verify";
            continue;
        }
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let num = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag}: not a number: {value}"))
        };
        match flag.as_str() {
            "--seeds" => o.seeds = PathBuf::from(value),
            "--iterations" => o.iterations = Some(num()?),
            "--time" => o.time = Some(Duration::from_secs(num()?)),
            "--seed" => o.seed = num()?,
            "--exec-every" => o.exec_every = num()?,
            "--hotspot-every" => o.hotspot_every = num()?,
            "--out" => o.out = PathBuf::from(value),
            "--timeout" => o.timeout = Duration::from_secs(num()?.max(1)),
            "--toyjvm" => o.toyjvm = PathBuf::from(value),
            "--java" => o.java = PathBuf::from(value),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if o.seeds.as_os_str().is_empty() {
        return Err("--seeds is required".into());
    }
    if o.iterations.is_none() && o.time.is_none() {
        o.iterations = Some(100_000);
    }
    Ok(o)
}

// ---------------------------------------------------------------------------------------------
// Seeds

struct Seed {
    /// Path under the seeds directory (`Loops$Node.class`, `p/Q.class`).
    rel: PathBuf,
    /// Internal name (`Loops$Node`).
    name: String,
    /// The class whose `main` runs the program this class belongs to: the top-level class.
    main: String,
    bytes: Vec<u8>,
}

fn class_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    entries.sort(); // the same seed order everywhere: part of determinism
    for p in entries {
        if p.is_dir() {
            class_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "class") {
            out.push(p);
        }
    }
}

fn load_seeds(dir: &Path) -> Vec<Seed> {
    let mut paths = Vec::new();
    class_files(dir, &mut paths);
    let mut seeds = Vec::new();
    for p in paths {
        let Ok(bytes) = std::fs::read(&p) else {
            continue;
        };
        match classfile::parse(&bytes) {
            Ok(c) => {
                let top = c.name.split('$').next().unwrap_or(&c.name).to_string();
                seeds.push(Seed {
                    rel: p.strip_prefix(dir).unwrap_or(&p).to_path_buf(),
                    name: c.name.clone(),
                    main: top.replace('/', "."),
                    bytes,
                });
            }
            Err(e) => eprintln!("toyjvm-fuzz: skipping seed {}: {e}", p.display()),
        }
    }
    seeds
}

// ---------------------------------------------------------------------------------------------
// In-process executions

thread_local! {
    /// Where and why the last panic on this thread happened (set by the hook).
    static LAST_PANIC: RefCell<(String, String)> = const { RefCell::new((String::new(), String::new())) };
}
/// Every panic, including those `classfile::parse` catches itself (the third-party parser's,
/// turned into a ClassFormatError): counted apart, since they are handled.
static PANICS_SEEN: AtomicU64 = AtomicU64::new(0);

fn install_panic_hook() {
    // Silent: a panic is reported as a finding, not as a backtrace per mutant.
    std::panic::set_hook(Box::new(|info| {
        PANICS_SEEN.fetch_add(1, Ordering::Relaxed);
        let place = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let payload = info.payload();
        let msg = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        LAST_PANIC.with(|p| *p.borrow_mut() = (place, msg));
    }));
}

enum Exec {
    ParseRejected(String),
    VerifyRejected(String),
    Accepted,
    /// (signature: where, details: the message)
    Panic(String, String),
}

/// Parses and (unless `verifying` is off) verifies one mutant.
fn execute(bytes: &[u8], verifying: bool) -> Exec {
    let r = std::panic::catch_unwind(AssertUnwindSafe(|| match classfile::parse(bytes) {
        Err(e) => Exec::ParseRejected(e),
        Ok(_) if !verifying => Exec::Accepted,
        Ok(parsed) => match verify(&Subject::of_parsed(&parsed)) {
            Ok(_) => Exec::Accepted,
            Err(e) => Exec::VerifyRejected(format!("{}: {}", e.class, e.message)),
        },
    }));
    r.unwrap_or_else(|_| {
        let (place, msg) = LAST_PANIC.with(|p| p.borrow().clone());
        Exec::Panic(format!("panic at {place}"), msg)
    })
}

/// The mutant being executed, for the watchdog: an in-process hang (a verifier that never
/// finishes) cannot be caught by catch_unwind.
struct Current {
    started: Option<Instant>,
    bytes: Vec<u8>,
    seed: String,
    iteration: u64,
}

static CURRENT: Mutex<Current> = Mutex::new(Current {
    started: None,
    bytes: Vec::new(),
    seed: String::new(),
    iteration: 0,
});

fn start_watchdog(out: PathBuf, limit: Duration) {
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_millis(500));
        let cur = CURRENT.lock();
        if cur.started.is_some_and(|s| s.elapsed() > limit) {
            let dir = out.join("inprocess-hang");
            let _ = std::fs::create_dir_all(&dir);
            let _ = std::fs::write(dir.join("mutant.class"), &cur.bytes);
            let _ = std::fs::write(
                dir.join("finding.txt"),
                format!(
                    "in-process hang: parse+verify ran over {limit:?}\nseed {}\niteration {}\n",
                    cur.seed, cur.iteration
                ),
            );
            eprintln!(
                "toyjvm-fuzz: FINDING: parse+verify of a mutant of {} (iteration {}) ran over {limit:?}; saved to {}",
                cur.seed,
                cur.iteration,
                dir.display()
            );
            std::process::exit(1);
        }
    });
}

// ---------------------------------------------------------------------------------------------
// Findings

#[derive(Default)]
struct Stats {
    executions: u64,
    parse_rejected: u64,
    verify_rejected: u64,
    accepted: u64,
    executed: u64,
    panics: u64,
    /// Panics inside `classfile::parse` that it turned into a ClassFormatError itself.
    parser_panics_handled: u64,
    crashes: u64,
    /// Runs over the timeout that finished when given three times as long.
    slow_runs: u64,
    hangs_hotspot_rejects: u64,
    hangs_other: u64,
    /// Hangs of mutants both JVMs verify whose program HotSpot runs to its end.
    hangs_hotspot_finishes: u64,
    hotspot_checks: u64,
    accepted_hotspot_rejects: u64,
    rejected_hotspot_accepts: u64,
    in_process_time: Duration,
    /// Rejection messages without their numbers, counted: what the mutants mostly trip on.
    parse_reasons: HashMap<String, u64>,
    verify_reasons: HashMap<String, u64>,
}

/// Saves findings as directories `OUT/<kind>-<n>/`: every seed class, the mutant in place of
/// its seed, and `finding.txt`, so that `toyjvm -cp OUT/<kind>-<n> <Main>` reproduces it.
/// At most `KEEP_PER_SIGNATURE` are kept per (kind, signature); all are counted.
struct Findings<'a> {
    out: PathBuf,
    seeds: &'a [Seed],
    by_signature: HashMap<(String, String), u64>,
    saved: u64,
}

const KEEP_PER_SIGNATURE: u64 = 3;

struct Finding<'b> {
    kind: &'b str,
    signature: String,
    details: String,
    seed: usize,
    mutant: &'b [u8],
    iteration: u64,
    log: &'b [String],
}

impl Findings<'_> {
    fn record(&mut self, f: Finding) {
        let n = self
            .by_signature
            .entry((f.kind.to_string(), f.signature.clone()))
            .or_insert(0);
        *n += 1;
        if *n > KEEP_PER_SIGNATURE {
            return;
        }
        self.saved += 1;
        let dir = self.out.join(format!("{}-{:04}", f.kind, self.saved));
        let _ = std::fs::remove_dir_all(&dir);
        for s in self.seeds {
            let p = dir.join(&s.rel);
            let _ = std::fs::create_dir_all(p.parent().unwrap_or(&dir));
            let _ = std::fs::write(&p, &s.bytes);
        }
        let seed = &self.seeds[f.seed];
        let _ = std::fs::write(dir.join(&seed.rel), f.mutant);
        let text = format!(
            "kind: {}\nsignature: {}\nseed class: {} ({})\niteration: {}\nmutations:\n  {}\nreproduce: toyjvm -cp {} {}\n\n{}\n",
            f.kind,
            f.signature,
            seed.name,
            seed.rel.display(),
            f.iteration,
            f.log.join("\n  "),
            dir.display(),
            seed.main,
            f.details
        );
        let _ = std::fs::write(dir.join("finding.txt"), text);
        eprintln!(
            "toyjvm-fuzz: FINDING {} ({}) from {}: {}",
            f.kind,
            f.signature,
            seed.name,
            dir.display()
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The loop

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{USAGE}");
        return;
    }
    let o = match parse_args(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("toyjvm-fuzz: {e}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let code = run(&o);
    // The VM's own threads must not keep the process alive.
    std::process::exit(code);
}

fn run(o: &Options) -> i32 {
    let seeds = load_seeds(&o.seeds);
    if seeds.is_empty() {
        eprintln!(
            "toyjvm-fuzz: no usable .class files under {}",
            o.seeds.display()
        );
        return 2;
    }
    if o.exec_every > 0 && !o.toyjvm.is_file() {
        eprintln!(
            "toyjvm-fuzz: toyjvm binary {} not found (give --toyjvm)",
            o.toyjvm.display()
        );
        return 2;
    }
    let _ = std::fs::create_dir_all(&o.out);
    // The directory subprocesses run in: every seed class, one of them replaced by the mutant.
    let work = o.out.join(".work");
    let classes = work.join("classes");
    let run_dir = work.join("run");
    let _ = std::fs::create_dir_all(&run_dir);
    let _ = std::fs::remove_dir_all(&classes);
    for s in &seeds {
        let p = classes.join(&s.rel);
        let _ = std::fs::create_dir_all(p.parent().unwrap_or(&classes));
        if std::fs::write(&p, &s.bytes).is_err() {
            eprintln!("toyjvm-fuzz: cannot write {}", p.display());
            return 2;
        }
    }
    // The verifier looks other classes up through the VM; the seeds are its class path.
    let jvm = match Vm::create(
        VmOptions::default(),
        ClassPath::parse(&o.seeds.to_string_lossy()),
    ) {
        Ok(jvm) => jvm,
        Err(e) => {
            eprintln!("toyjvm-fuzz: {e}");
            return 2;
        }
    };
    // This thread verifies the mutants: it works for the VM from here on.
    let _entered = vm::runtime::vm::enter(jvm);
    install_panic_hook();
    start_watchdog(o.out.clone(), Duration::from_secs(30));
    // HotSpot judges the sampled mutants and every toyjvm hang.
    let hotspot = (o.hotspot_every > 0 || o.exec_every > 0)
        .then(|| HotspotOracle::new(o.java.clone(), &work));

    let toy_flags: &[&str] = if o.no_verify { &["-Xverify:none"] } else { &[] };
    let mut rng = Rng::new(o.seed);
    let mut st = Stats::default();
    let mut findings = Findings {
        out: o.out.clone(),
        seeds: &seeds,
        by_signature: HashMap::new(),
        saved: 0,
    };
    let start = Instant::now();
    let mut last_progress = start;
    let mut log = Vec::new();
    eprintln!(
        "toyjvm-fuzz: {} seed classes from {}, seed {}, {}",
        seeds.len(),
        o.seeds.display(),
        o.seed,
        match (o.iterations, o.time) {
            (Some(n), Some(t)) => format!("up to {n} executions or {t:?}"),
            (Some(n), None) => format!("{n} executions"),
            (None, Some(t)) => format!("for {t:?}"),
            (None, None) => unreachable!(),
        }
    );
    loop {
        if o.iterations.is_some_and(|n| st.executions >= n)
            || o.time.is_some_and(|t| start.elapsed() >= t)
        {
            break;
        }
        let si = rng.below(seeds.len());
        let seed = &seeds[si];
        let mut mutant = seed.bytes.clone();
        log.clear();
        mutate::mutate(&mut rng, &mut mutant, &mut log);
        let iteration = st.executions;
        if o.keep_current {
            let _ = std::fs::write(o.out.join("current.class"), &mutant);
            let _ = std::fs::write(
                o.out.join("current.txt"),
                format!("{} iteration {iteration}\n{}\n", seed.name, log.join("\n")),
            );
        }
        {
            let mut cur = CURRENT.lock();
            cur.bytes.clone_from(&mutant);
            cur.seed.clone_from(&seed.name);
            cur.iteration = iteration;
            cur.started = Some(Instant::now());
        }
        let panics_before = PANICS_SEEN.load(Ordering::Relaxed);
        let t0 = Instant::now();
        let result = execute(&mutant, !o.no_verify);
        st.in_process_time += t0.elapsed();
        CURRENT.lock().started = None;
        st.executions += 1;
        let finding = |kind, signature, details| Finding {
            kind,
            signature,
            details,
            seed: si,
            mutant: &mutant,
            iteration,
            log: &log,
        };
        match result {
            Exec::Panic(sig, msg) => {
                st.panics += 1;
                findings.record(finding("panic", sig, msg));
            }
            Exec::ParseRejected(why) => {
                st.parse_rejected += 1;
                *st.parse_reasons.entry(first_words(&why)).or_insert(0) += 1;
                if PANICS_SEEN.load(Ordering::Relaxed) != panics_before {
                    st.parser_panics_handled += 1;
                }
            }
            Exec::VerifyRejected(why) => {
                st.verify_rejected += 1;
                *st.verify_reasons.entry(first_words(&why)).or_insert(0) += 1;
                if let Some(h) = &hotspot {
                    if o.hotspot_every > 0 && st.verify_rejected % o.hotspot_every == 0 {
                        st.hotspot_checks += 1;
                        let verdict = with_mutant(&classes, seed, &mutant, |cp| {
                            h.judge(cp, &seed.name, &seed.main, o.timeout)
                        });
                        if let Hotspot::Accepts = verdict {
                            st.rejected_hotspot_accepts += 1;
                            let sig = why.lines().next().unwrap_or("").to_string();
                            let details = format!("toyjvm: {why}\nHotSpot: verifies it");
                            findings.record(finding("rejected-hotspot-accepts", sig, details));
                        }
                    }
                }
            }
            Exec::Accepted => {
                st.accepted += 1;
                let a = st.accepted;
                if o.exec_every > 0 && a % o.exec_every == 0 {
                    st.executed += 1;
                    let toy = |cp: &Path, timeout| {
                        oracle::run_toyjvm(&o.toyjvm, toy_flags, cp, &seed.main, timeout, &run_dir)
                    };
                    let mut run = with_mutant(&classes, seed, &mutant, |cp| toy(cp, o.timeout));
                    if let ToyRun::Hang(_) = run {
                        // On a loaded machine a slow start looks like a hang: a hang must
                        // survive a second run with twice the time.
                        run = with_mutant(&classes, seed, &mutant, |cp| toy(cp, 2 * o.timeout));
                        if !matches!(run, ToyRun::Hang(_)) {
                            st.slow_runs += 1;
                        }
                    }
                    match run {
                        ToyRun::Fine => {}
                        ToyRun::Crash(sig, details) => {
                            st.crashes += 1;
                            findings.record(finding("crash", sig, details));
                        }
                        ToyRun::Hang(stderr) => {
                            let verdict = hotspot.as_ref().map(|h| {
                                with_mutant(&classes, seed, &mutant, |cp| {
                                    h.judge(cp, &seed.name, &seed.main, Duration::from_secs(60))
                                })
                            });
                            let said = verdict
                                .as_ref()
                                .map_or("no HotSpot check".into(), Hotspot::describe);
                            let details = format!(
                                "toyjvm ran over {:?} (and {:?} on a retry); {said}\n--- toyjvm stderr ---\n{stderr}",
                                o.timeout,
                                2 * o.timeout
                            );
                            match verdict {
                                Some(Hotspot::Rejects(c, _)) => {
                                    st.hangs_hotspot_rejects += 1;
                                    findings.record(finding("hang-hotspot-rejects", c, details));
                                }
                                Some(Hotspot::Accepts) => {
                                    // Both verify it: a bug only if HotSpot's run of the
                                    // program ends where toyjvm's does not.
                                    let h = hotspot.as_ref().expect("verdict came from it");
                                    let ends = with_mutant(&classes, seed, &mutant, |cp| {
                                        h.program_finishes(cp, &seed.main, o.timeout)
                                    });
                                    st.hangs_other += 1;
                                    if ends {
                                        st.hangs_hotspot_finishes += 1;
                                        let sig = seed.name.clone();
                                        findings.record(finding(
                                            "hang-hotspot-finishes",
                                            sig,
                                            details,
                                        ));
                                    }
                                }
                                _ => {
                                    st.hangs_other += 1;
                                    let sig = first_words(&said);
                                    findings.record(finding("hang-hotspot-unsure", sig, details));
                                }
                            }
                        }
                    }
                }
                if let Some(h) = &hotspot {
                    if o.hotspot_every > 0 && a % o.hotspot_every == 0 {
                        st.hotspot_checks += 1;
                        let verdict = with_mutant(&classes, seed, &mutant, |cp| {
                            h.judge(cp, &seed.name, &seed.main, o.timeout)
                        });
                        if let Hotspot::Rejects(c, m) = verdict {
                            st.accepted_hotspot_rejects += 1;
                            let details = format!("toyjvm: accepted\nHotSpot: {c}: {m}");
                            let sig = format!("{c}: {}", first_words(&m));
                            findings.record(finding("accepted-hotspot-rejects", sig, details));
                        }
                    }
                }
            }
        }
        if last_progress.elapsed() > Duration::from_secs(10) {
            last_progress = Instant::now();
            eprintln!(
                "toyjvm-fuzz: {:>9} executions ({:.0}/s), {} accepted, {} panics, {} crashes, {} hangs where HotSpot rejects",
                st.executions,
                st.executions as f64 / start.elapsed().as_secs_f64(),
                st.accepted,
                st.panics,
                st.crashes,
                st.hangs_hotspot_rejects
            );
        }
    }
    let elapsed = start.elapsed();
    report(o, &st, &findings, elapsed);
    if st.panics + st.crashes + st.hangs_hotspot_rejects == 0 {
        0
    } else {
        1
    }
}

/// Runs `f` on the work directory with `mutant` in place of `seed`, then puts the seed back.
fn with_mutant<T>(classes: &Path, seed: &Seed, mutant: &[u8], f: impl FnOnce(&Path) -> T) -> T {
    let p = classes.join(&seed.rel);
    let _ = std::fs::write(&p, mutant);
    let r = f(classes);
    let _ = std::fs::write(&p, &seed.bytes);
    r
}

/// A message's first line without its numbers and class names (bci, cp index, offsets), so
/// that one kind of rejection or disagreement is counted and saved as one signature.
fn first_words(m: &str) -> String {
    let line = m.lines().next().unwrap_or("");
    let line = line.split(" in class ").next().unwrap_or(line);
    line.split_whitespace()
        .map(|w| {
            if w.chars().any(|c| c.is_ascii_digit())
                && w.chars()
                    .all(|c| c.is_ascii_digit() || !c.is_alphanumeric())
            {
                "N"
            } else {
                w
            }
        })
        .take(10)
        .collect::<Vec<_>>()
        .join(" ")
}

fn report(o: &Options, st: &Stats, f: &Findings, elapsed: Duration) {
    let secs = elapsed.as_secs_f64().max(1e-9);
    let rate = st.executions as f64 / secs;
    let in_process_rate = st.executions as f64 / st.in_process_time.as_secs_f64().max(1e-9);
    let lines = [
        ("executions", format!("{}", st.executions)),
        ("time", format!("{secs:.1} s")),
        (
            "rate",
            format!("{rate:.0}/s (in-process only: {in_process_rate:.0}/s)"),
        ),
        ("parse-rejected", format!("{}", st.parse_rejected)),
        (
            "  of which parser panics handled by parse",
            format!("{}", st.parser_panics_handled),
        ),
        ("verify-rejected", format!("{}", st.verify_rejected)),
        ("accepted", format!("{}", st.accepted)),
        ("executed on toyjvm", format!("{}", st.executed)),
        ("panics", format!("{}", st.panics)),
        ("crashes", format!("{}", st.crashes)),
        (
            "slow runs (finished on the retry)",
            format!("{}", st.slow_runs),
        ),
        (
            "hangs where HotSpot rejects",
            format!("{}", st.hangs_hotspot_rejects),
        ),
        (
            "hangs where HotSpot accepts / unsure",
            format!("{}", st.hangs_other),
        ),
        ("HotSpot checks", format!("{}", st.hotspot_checks)),
        (
            "accepted but HotSpot rejects",
            format!("{}", st.accepted_hotspot_rejects),
        ),
        (
            "rejected but HotSpot accepts",
            format!("{}", st.rejected_hotspot_accepts),
        ),
    ];
    println!(
        "toyjvm-fuzz summary (seed {}{}):",
        o.seed,
        if o.no_verify {
            "; --no-verify: parse only, toyjvm -Xverify:none"
        } else {
            ""
        }
    );
    for (k, v) in &lines {
        println!("  {k:<40} {v}");
    }
    for (what, reasons) in [("parse", &st.parse_reasons), ("verify", &st.verify_reasons)] {
        let mut top: Vec<_> = reasons.iter().collect();
        top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        if !top.is_empty() {
            println!("  top {what} rejections:");
        }
        for (why, n) in top.iter().take(10) {
            println!("    {n:>8}  {why}");
        }
    }
    let mut sigs: Vec<_> = f.by_signature.iter().collect();
    sigs.sort();
    if !sigs.is_empty() {
        println!("  findings by signature (saved under {}):", o.out.display());
        for ((kind, sig), n) in &sigs {
            println!("    {n:>6}  {kind}: {sig}");
        }
    }
    let json = serde_json::json!({
        "seed": o.seed,
        "no_verify": o.no_verify,
        "executions": st.executions,
        "seconds": secs,
        "executions_per_second": rate,
        "in_process_executions_per_second": in_process_rate,
        "parse_rejected": st.parse_rejected,
        "parser_panics_handled": st.parser_panics_handled,
        "verify_rejected": st.verify_rejected,
        "accepted": st.accepted,
        "executed": st.executed,
        "panics": st.panics,
        "crashes": st.crashes,
        "slow_runs": st.slow_runs,
        "hangs_hotspot_rejects": st.hangs_hotspot_rejects,
        "hangs_other": st.hangs_other,
        "hangs_hotspot_finishes": st.hangs_hotspot_finishes,
        "hotspot_checks": st.hotspot_checks,
        "accepted_hotspot_rejects": st.accepted_hotspot_rejects,
        "rejected_hotspot_accepts": st.rejected_hotspot_accepts,
        "findings": sigs.iter().map(|((k, s), n)| serde_json::json!({"kind": k, "signature": s, "count": n})).collect::<Vec<_>>(),
    });
    let _ = std::fs::write(
        o.out.join("summary.json"),
        serde_json::to_string_pretty(&json).unwrap_or_default(),
    );
}
