//! `toyjvm-blame`: the analysis of a saved blame trace, apart from the run
//! (paper 002 §4: the trace file opened in an analysis tool). Replays the
//! trace that `toyjvm --blame-trace=<file>` wrote and prints who held each
//! contended lock and where — with any aggregation order, and the same
//! outputs as the VM writes at exit.
//!
//!     toyjvm-blame [--blame-by=<aspects>] [--report=<file.json>] [--trace=<file.json>]
//!                  [--flame=<file>] [--flame-svg=<file.svg>] [--blame-log=<file>] [--blame-threshold=<duration>] <trace>

use std::collections::HashMap;
use std::process::ExitCode;

use profiler::blame::{self, aggregate::Names, trace_file, Analysis};
use profiler::{report, views, Options, Profiler};

const USAGE: &str = "usage: toyjvm-blame [--blame-by=<aspect,...>] [--report=<file.json>] \
[--trace=<file.json>] [--flame=<file>] [--flame-svg=<file.svg>] [--blame-log=<file>] [--blame-threshold=<duration>] <trace>
  analyses a trace written by `toyjvm --blame-trace=<trace>` and prints, per contended lock,
  the threads that held it and where, the threads it blocked, and the aggregation tree
  (aspects: kind, lock-class, lock, owner-thread, owner-chain, owner-method, waiter-thread,
  waiter-chain, waiter-method)";

fn main() -> ExitCode {
    let mut options = Options::default();
    let mut trace = None;
    for arg in std::env::args().skip(1) {
        if arg == "-h" || arg == "--help" {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        let accepted = [
            "--blame-by",
            "--report",
            "--trace",
            "--flame",
            "--flame-svg",
            "--blame-log",
            "--blame-threshold",
        ];
        let name = arg.split('=').next().unwrap_or("");
        if accepted.contains(&name) {
            if let Some(Err(e)) = options.parse_arg(&arg) {
                eprintln!("toyjvm-blame: {e}\n{USAGE}");
                return ExitCode::FAILURE;
            }
        } else if arg.starts_with('-') || trace.is_some() {
            eprintln!("toyjvm-blame: unexpected argument '{arg}'\n{USAGE}");
            return ExitCode::FAILURE;
        } else {
            trace = Some(arg);
        }
    }
    let Some(trace) = trace else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    let buffers = match std::fs::File::open(&trace)
        .map_err(|e| format!("cannot open {trace}: {e}"))
        .and_then(trace_file::read)
    {
        Ok(b) => b,
        Err(e) => {
            eprintln!("toyjvm-blame: {trace}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut analysis = Analysis::new(options.trace.is_some(), options.blame_log.is_some())
        .with_threshold(options.blame_threshold_ns);
    for b in &buffers {
        analysis.feed(b);
    }
    // Park blockers are numbered after every intrinsic lock the trace names.
    let last_monitor = analysis.monitor_info.keys().max().copied().unwrap_or(0);
    let end_ns = analysis.last_ns;
    analysis.finish(
        end_ns,
        &profiler::blame::analysis::ParkIds::after(last_monitor + 1),
    );
    let names = Names::new(&analysis, HashMap::new());
    let trace_bytes = buffers.iter().map(|b| b.len() as u64).sum();
    let mut parts = blame::report(&analysis, &names, &options.blame_by, trace_bytes);
    let mut monitors: Vec<u64> = analysis.monitor_info.keys().copied().collect();
    monitors.sort_unstable();
    let mut locks: Vec<report::LockReport> = monitors
        .into_iter()
        .map(|id| report::LockReport {
            class: names.lock_class(id).to_owned(),
            id,
            kind: "monitor".into(),
            blame: Some(parts.by_lock.remove(&id).unwrap_or_default()),
            ..Default::default()
        })
        .collect();
    locks.extend(parts.park_locks.drain(..).map(profiler::park_lock_report));
    let mut set = profiler::ProfilerSet::default();
    set.insert(Profiler::Blame);
    let report = report::Report {
        program: trace.clone(),
        elapsed_ns: end_ns,
        threads: analysis.threads.len() as u64,
        clock: "the trace's".into(),
        profilers: set.names(),
        thread_names: analysis
            .threads
            .iter()
            .map(|(&id, name)| (id, name.clone()))
            .collect(),
        locks,
        blame: Some(parts.summary),
        ..Default::default()
    };
    print!("{}", views::blame(&report));
    blame::write_outputs(&options.blame_files(), &analysis, &names, end_ns);
    if let Some(path) = &options.report {
        let json = serde_json::to_string_pretty(&report).unwrap_or_default();
        if let Err(e) = std::fs::write(path, json + "\n") {
            eprintln!("toyjvm-blame: cannot write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
