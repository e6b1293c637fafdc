//! `toyjvm-report <run.json> --html=<file.html>`: the HTML page of a saved
//! JSON report (`toyjvm --report=run.json ...`), the same page
//! `--report-html` writes at the end of a run.
use std::process::ExitCode;

const USAGE: &str = "usage: toyjvm-report <run.json> --html=<file.html>\n";

fn main() -> ExitCode {
    let (mut input, mut html) = (None, None);
    for arg in std::env::args().skip(1) {
        match arg.split_once('=') {
            Some(("--html", path)) if !path.is_empty() => html = Some(path.to_string()),
            _ if !arg.starts_with('-') && input.is_none() => input = Some(arg),
            _ => {
                eprint!("toyjvm-report: unknown argument {arg}\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let (Some(input), Some(html)) = (input, html) else {
        eprint!("{USAGE}");
        return ExitCode::from(2);
    };
    let json = match std::fs::read_to_string(&input) {
        Ok(j) => j,
        Err(e) => {
            eprintln!("toyjvm-report: cannot read {input}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let page = match profiler::html::render_json(&json) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("toyjvm-report: {input}: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = std::fs::write(&html, page) {
        eprintln!("toyjvm-report: cannot write {html}: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
