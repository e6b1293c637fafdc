//! `toyjvm-accuracy RUN...`: the accuracy scoreboard's tables (`scripts/accuracy.sh`,
//! `docs/ACCURACY.md`). Each RUN is `<program>:<profiler>:<stdout file>:<report.json>`: a truth
//! program's standard output (its `TRUTH` lines) and the JSON report of the same run under one
//! profiler. Prints, in Markdown, one row per program, truth lock and profiler (the profiler's
//! waiting time against the truth, whether it ranks the truly most contended lock first, whether
//! it names the true owner), then a summary per profiler.
use std::process::ExitCode;

use profiler::accuracy::{parse_truth, score, LockScore, Profiler};

const USAGE: &str = "usage: toyjvm-accuracy <program>:<profiler>:<stdout file>:<report.json>...\n";

struct Run {
    program: String,
    profiler: Profiler,
    scores: Vec<LockScore>,
}

fn load(spec: &str) -> Result<Run, String> {
    let parts: Vec<&str> = spec.splitn(4, ':').collect();
    let [program, profiler, out, json] = parts[..] else {
        return Err(format!("bad run {spec:?}\n{USAGE}"));
    };
    let profiler =
        Profiler::from_name(profiler).ok_or_else(|| format!("unknown profiler {profiler:?}"))?;
    let stdout = std::fs::read_to_string(out).map_err(|e| format!("{out}: {e}"))?;
    let truths = parse_truth(&stdout).map_err(|e| format!("{out}: {e}"))?;
    let text = std::fs::read_to_string(json).map_err(|e| format!("{json}: {e}"))?;
    let report: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{json}: {e}"))?;
    Ok(Run {
        program: program.to_string(),
        profiler,
        scores: score(profiler, &truths, &report),
    })
}

fn ms(ns: f64) -> String {
    format!("{:.1}", ns / 1e6)
}

fn yes_no(b: Option<bool>, no: &str) -> String {
    match b {
        Some(true) => "yes".into(),
        Some(false) => format!("**no** ({no})"),
        None => String::new(),
    }
}

fn main() -> ExitCode {
    let specs: Vec<String> = std::env::args().skip(1).collect();
    if specs.is_empty() || specs.iter().any(|s| s.starts_with('-')) {
        eprint!("{USAGE}");
        return ExitCode::from(2);
    }
    let mut runs = Vec::new();
    for s in &specs {
        match load(s) {
            Ok(r) => runs.push(r),
            Err(e) => {
                eprintln!("toyjvm-accuracy: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    println!("| program | lock (* = most contended) | truth ms | truth owner | profiler | measured ms | error | ranks it first | names the owner |");
    println!("|---|---|--:|---|---|--:|--:|---|---|");
    for r in &runs {
        for s in &r.scores {
            let p = r.profiler;
            let owner = match s.truth.judged_owner() {
                Some(o) => format!("{o} ({:.0}%)", 100.0 * s.truth.owner_share),
                None => "none dominant".into(),
            };
            let measured = match s.measured_ns {
                Some(m) => ms(m),
                None => "n/a".into(),
            };
            let error = match s.error {
                Some(e) => format!("{:+.1}%", 100.0 * e),
                None => "n/a".into(),
            };
            let rank = yes_no(
                s.ranks_right(),
                s.profilers_top.as_deref().unwrap_or("sees no lock"),
            );
            let named = match (p.has_owner(), s.owner_right(p)) {
                (false, _) => "n/a".into(),
                (true, None) => format!("({})", s.named_owner.as_deref().unwrap_or("none")),
                (true, Some(ok)) => yes_no(Some(ok), s.named_owner.as_deref().unwrap_or("none")),
            };
            println!(
                "| {} | {}{} | {} | {} | {} ({}) | {} | {} | {} | {} |",
                r.program,
                s.truth.lock,
                if s.truly_top { " *" } else { "" },
                ms(s.truth.waited_ns as f64),
                owner,
                p.name(),
                p.metric(),
                measured,
                error,
                rank,
                named
            );
        }
    }
    println!();
    println!(
        "| profiler | metric | median \\|error\\| | within 10% | ranks first | names the owner |"
    );
    println!("|---|---|--:|--:|--:|--:|");
    for p in Profiler::ALL {
        let scores: Vec<&LockScore> = runs
            .iter()
            .filter(|r| r.profiler == p)
            .flat_map(|r| r.scores.iter())
            .collect();
        if scores.is_empty() {
            continue;
        }
        let mut errors: Vec<f64> = scores
            .iter()
            .filter_map(|s| s.error)
            .map(f64::abs)
            .collect();
        errors.sort_by(f64::total_cmp);
        let (median, within) = if errors.is_empty() {
            ("n/a".to_string(), "n/a".to_string())
        } else {
            let m = errors[errors.len() / 2];
            let within = errors.iter().filter(|&&e| e <= 0.10).count();
            (
                format!("{:.1}%", 100.0 * m),
                format!("{within}/{}", errors.len()),
            )
        };
        let count = |v: Vec<Option<bool>>| {
            let judged: Vec<bool> = v.into_iter().flatten().collect();
            if judged.is_empty() {
                "n/a".to_string()
            } else {
                format!("{}/{}", judged.iter().filter(|&&b| b).count(), judged.len())
            }
        };
        let ranks = count(scores.iter().map(|s| s.ranks_right()).collect());
        let owners = if p.has_owner() {
            count(scores.iter().map(|s| s.owner_right(p)).collect())
        } else {
            "n/a".into()
        };
        println!(
            "| {} | {} | {median} | {within} | {ranks} | {owners} |",
            p.name(),
            p.metric()
        );
    }
    ExitCode::SUCCESS
}
