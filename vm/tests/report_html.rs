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

/// The text of the DOM from `from` on, its tags replaced by `|` (so that cells stay apart).
fn text_from(dom: &str, from: &str) -> String {
    let start = dom
        .find(from)
        .unwrap_or_else(|| panic!("no {from} in:\n{dom}"));
    let mut out = String::new();
    let mut in_tag = false;
    for c in dom[start..].chars() {
        match c {
            '<' => {
                in_tag = true;
                out.push('|');
            }
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// The rows of the first `<table>` in `dom` after `from`: each row's cells' texts.
fn first_table_rows(dom: &str, from: &str) -> Vec<Vec<String>> {
    let start = dom.find(from).unwrap_or_else(|| panic!("no {from}"));
    let rest = &dom[start..];
    let table = &rest[rest.find("<table").expect("a table")..];
    let table = &table[..table.find("</table>").expect("the table's end")];
    let body = &table[table.find("<tbody").expect("a tbody")..];
    body.split("<tr")
        .skip(1)
        .map(|row| {
            row.split("<td")
                .skip(1)
                .map(|c| {
                    let c = &c[c.find('>').map_or(0, |i| i + 1)..];
                    let c = &c[..c.find("</td>").unwrap_or(c.len())];
                    c.replace("&amp;", "&")
                        .replace("&lt;", "<")
                        .replace("&gt;", ">")
                })
                .collect()
        })
        .collect()
}

/// A wait chain: "A" holds NestedLocks.OUTER and, inside it, blocks on NestedLocks.INNER, which
/// "B" holds; four threads block on OUTER meanwhile. The page must open with the Top causes
/// table, whose first row is OUTER, by its field name, held by A in outerThenInner, with the
/// waiting time.
#[test]
fn the_page_opens_with_the_top_causes_of_a_nested_lock_run() {
    let dir = tempfile::tempdir().unwrap();
    let (html, json) = (dir.path().join("run.html"), dir.path().join("run.json"));
    let program = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/blame/NestedLocks.java");
    let out = Command::new(common::toyjvm())
        .current_dir(dir.path())
        .args(["--profile=jprofiler,blame"])
        .arg(format!("--report-html={}", html.display()))
        .arg(format!("--report={}", json.display()))
        .arg("--report-text=/dev/null")
        .arg(program)
        .output()
        .expect("run toyjvm");
    common::assert_ran_ok("NestedLocks", &out);
    let dom = rendered_dom(&html);
    assert!(dom.contains("data-rendered=\"ok\""), "not drawn:\n{dom}");
    assert!(!dom.contains("data-errors=\""), "script errors:\n{dom}");
    // The first table of the page is Top causes.
    let first_table = dom.find("<table").expect("a table");
    let causes = dom.find("id=\"top-causes\"").expect("no Top causes");
    assert!(causes < first_table, "Top causes is not first:\n{dom}");
    let page_text = text_from(&dom, "<main");
    let section = page_text
        .find("|Top causes|")
        .expect("the Top causes heading");
    assert!(
        page_text
            .find("|Locks, every profiler")
            .is_some_and(|locks| section < locks),
        "Top causes is not the first section: {page_text}"
    );
    let rows = first_table_rows(&dom, "id=\"top-causes\"");
    let top = &rows[0];
    assert!(
        top[0].starts_with("NestedLocks.OUTER (java.lang.Object#"),
        "the top lock is not OUTER by name: {rows:?}"
    );
    assert_eq!(top[1], "A", "owner thread: {rows:?}");
    assert_eq!(
        top[2], "NestedLocks.outerThenInner",
        "owner method: {rows:?}"
    );
    // Four waiters for about 300 ms each; on a loaded machine only the lower bound holds.
    let waiting: f64 = top[3].parse().expect("waiting ms");
    assert!(waiting >= 4.0 * 250.0, "waiting ms {waiting}: {rows:?}");
    let share: f64 = top[4].parse().expect("share %");
    assert!(share > 40.0 && share <= 100.0, "share {share}: {rows:?}");
    // INNER is named too, and not confused with OUTER (both are java.lang.Object).
    assert!(
        rows.iter()
            .any(|r| r[0].starts_with("NestedLocks.INNER (java.lang.Object#") && r[1] == "B"),
        "INNER held by B: {rows:?}"
    );
    // The flame graph by owner has the owner frame.
    assert!(
        dom.contains("id=\"flame-owner\""),
        "no flame graph by owner"
    );
    assert!(
        dom.contains("[held by A at NestedLocks.outerThenInner]"),
        "no owner frame in the flame graph:\n{dom}"
    );
}

/// A report with a wait chain, drawn from its JSON by `toyjvm-report`: the wait chain shows in
/// Top causes, and thread references (`{"id", "name"}`) read as names.
#[test]
fn top_causes_show_wait_chains_and_any_form_of_thread_reference() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("run.json");
    let report = serde_json::json!({
        "program": "Chain", "elapsed_ns": 1_000_000_000u64, "threads": 4, "interval_ms": 1000,
        "csp_threshold": 0.2, "clock": "test", "profilers": ["blame", "jprofiler"],
        "thread_names": {"1": "main", "2": "A", "3": "B", "4": "C"},
        "locks": [
            {"class": "java.lang.Object", "id": 1, "kind": "monitor", "name": "Chain.L1",
             "blame": {"contended_ns": 600_000_000u64, "after_wait_ns": 0, "records": 2,
                "by_owner": [{"thread": {"id": 3, "name": "B"}, "chain": ["Chain.outer(Chain.java:10)"], "ns": 600_000_000u64, "count": 2}],
                "by_waiter": [{"thread": {"id": 4, "name": "C"}, "chain": ["Chain.run(Chain.java:20)"], "ns": 600_000_000u64, "count": 2}],
                "by_root_owner": [{"thread": {"id": 2, "name": "A"}, "chain": ["Chain.inner(Chain.java:30)"],
                    "ns": 500_000_000u64, "count": 1, "via": [{"thread": {"id": 3, "name": "B"}, "lock": "java.lang.Object#3"}]}]}},
            {"class": "java.lang.Object", "id": 3, "kind": "monitor", "name": "Chain.L2",
             "jprofiler": {"acquire_over_elapsed": 0.1, "block_count": 1, "block_ns": 100_000_000u64,
                "wait_count": 0, "wait_ns": 0, "by_thread": [],
                "by_blocker": [{"thread": {"id": 2, "name": "A"}, "block_count": 1, "block_ns": 100_000_000u64, "wait_count": 0, "wait_ns": 0}]}}
        ]
    });
    std::fs::write(&json, report.to_string()).unwrap();
    let html = dir.path().join("x.html");
    let status = Command::new(toyjvm_report())
        .arg(&json)
        .arg(format!("--html={}", html.display()))
        .status()
        .unwrap();
    assert!(status.success());
    let dom = rendered_dom(&html);
    assert!(dom.contains("data-rendered=\"ok\""), "not drawn:\n{dom}");
    assert!(!dom.contains("data-errors=\""), "script errors:\n{dom}");
    let rows = first_table_rows(&dom, "id=\"top-causes\"");
    assert_eq!(rows[0][0], "Chain.L1 (java.lang.Object#1)", "{rows:?}");
    assert_eq!(rows[0][1], "B", "{rows:?}");
    assert!(
        rows[0][5].contains(
            "held by B (blocked on Chain.L2 (java.lang.Object#3) held by A at Chain.inner)"
        ),
        "wait chain: {rows:?}"
    );
    // JProfiler's blocker, a thread reference, is named.
    assert!(
        rows.iter()
            .any(|r| r[0].starts_with("Chain.L2") && r[1] == "A"),
        "{rows:?}"
    );
}
