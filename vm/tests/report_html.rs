//! The HTML report (`--report-html`, `toyjvm-report`) in a real browser: a ping-pong run with
//! every profiler, blame, sampling and the concurrency metrics, its page loaded in headless Chromium (Debian's `chromium`, which
//! `scripts/setup.sh` installs). The page must run without script errors and show the
//! ping-pong lock in every section that draws locks.
mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn chromium() -> PathBuf {
    let found = ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .map(|name| Path::new("/usr/bin").join(name))
        .find(|p| p.exists());
    found.expect("Chromium is required for the HTML report's test (run scripts/setup.sh)")
}

/// The DOM of `page` after its scripts ran.
fn rendered_dom(page: &Path) -> String {
    let profile = tempfile::tempdir().unwrap();
    let out = Command::new(chromium())
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .args(["--virtual-time-budget=5000", "--dump-dom"])
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("run chromium");
    assert!(
        out.status.success(),
        "chromium failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `toyjvm-report`, built beside `toyjvm` by `cargo build --release --workspace`.
fn toyjvm_report() -> PathBuf {
    let path = common::toyjvm().with_file_name("toyjvm-report");
    assert!(
        path.exists(),
        "{} is missing: build the workspace first (cargo build --release --workspace)",
        path.display()
    );
    path
}

fn assert_shows_ping_pong(dom: &str, what: &str) {
    assert!(
        dom.contains("data-rendered=\"ok\""),
        "{what}: the page did not finish drawing:\n{dom}"
    );
    assert!(
        !dom.contains("data-errors=\""),
        "{what}: script errors:\n{dom}"
    );
    for section in [
        "id=\"locks\"",
        "id=\"timeline\"",
        "id=\"details\"",
        "id=\"blame-tree\"",
        "id=\"flame\"",
        "id=\"hprof\"",
    ] {
        assert!(dom.contains(section), "{what}: no {section}:\n{dom}");
    }
    // The lock is a row of the table, a line of the timeline and a node of the flame graph.
    assert!(
        dom.matches("PingPong$Lock").count() >= 3,
        "{what}: the ping-pong lock is missing:\n{dom}"
    );
}

#[test]
fn the_html_report_of_a_ping_pong_run_renders_in_a_browser() {
    let dir = tempfile::tempdir().unwrap();
    let (html, json) = (dir.path().join("run.html"), dir.path().join("run.json"));
    let program = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../bench-programs/PingPong.java"
    );
    let out = Command::new(common::toyjvm())
        .current_dir(dir.path())
        .args([
            "--profile=all,blame,sampling,concurrency",
            "--profile-interval=200",
        ])
        .arg(format!("--report-html={}", html.display()))
        .arg(format!("--report={}", json.display()))
        .arg("--report-text=/dev/null")
        .args([program, "2", "1", "1200"])
        .output()
        .expect("run toyjvm");
    common::assert_ran_ok("PingPong", &out);
    assert_shows_ping_pong(&rendered_dom(&html), "--report-html");

    // The same page from the saved JSON.
    let again = dir.path().join("again.html");
    let status = Command::new(toyjvm_report())
        .arg(&json)
        .arg(format!("--html={}", again.display()))
        .status()
        .unwrap();
    assert!(status.success());
    assert_shows_ping_pong(&rendered_dom(&again), "toyjvm-report");
}

#[test]
fn toyjvm_report_refuses_what_is_not_a_report() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"locks\": 3}").unwrap();
    let out = Command::new(toyjvm_report())
        .arg(&bad)
        .arg(format!("--html={}", dir.path().join("x.html").display()))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a toyjvm report"));
    let out = Command::new(toyjvm_report())
        .arg("--bogus")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("usage: toyjvm-report"));
}
