//! The collector's heap sizing policy (`vm/src/gc/collector.rs`, `docs/GC.md`, "Heap sizing"),
//! asserted from a Java program that reads its own `/proc/self/status`: a small live set that
//! allocates a lot keeps its memory far below `-Xmx`; the committed heap (`totalMemory()`)
//! grows with the live data by `MinHeapFreeRatio`, shrinks back by `MaxHeapFreeRatio`, and the
//! pages freed go back to the operating system. Behaviour, not timing.
//!
//! Run: `cargo test --release -p vm --test heap_sizing`
mod common;

use std::collections::HashMap;
use std::process::{Command, Stdio};
use std::time::Duration;

const SOURCE: &str = r#"import java.io.BufferedReader;
import java.io.FileReader;

public class HeapSizing {
    static final long MB = 1 << 20;

    /** A /proc/self/status figure (kB), e.g. VmRSS. */
    static long status(String key) throws Exception {
        BufferedReader r = new BufferedReader(new FileReader("/proc/self/status"));
        try {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith(key + ":")) {
                    String v = line.substring(key.length() + 1).trim();
                    return Long.parseLong(v.substring(0, v.indexOf(' ')));
                }
            }
            return -1;
        } finally {
            r.close();
        }
    }

    static long sink;

    /** Allocates about `mb` megabytes of short-lived arrays. */
    static void churn(int mb) {
        for (int i = 0; i < mb * 1024; i++) {
            byte[] b = new byte[1000];
            Object[] o = new Object[2];
            o[0] = b;
            sink += b.length + o.length;
        }
    }

    public static void main(String[] args) throws Exception {
        Runtime rt = Runtime.getRuntime();
        System.out.println("max " + rt.maxMemory() / MB);
        System.out.println("total_start " + rt.totalMemory() / MB);
        if (args[0].equals("churn")) {
            Object[] live = new Object[1024];
            for (int i = 0; i < live.length; i++) live[i] = new byte[1024];
            churn(600);
            System.out.println("total_end " + rt.totalMemory() / MB);
        } else {
            // 256 MB that stay live, in 8 KB arrays.
            Object[] live = new Object[32 * 1024];
            for (int i = 0; i < live.length; i++) live[i] = new byte[8000];
            System.gc();
            System.out.println("total_live " + rt.totalMemory() / MB);
            System.out.println("rss_live " + status("VmRSS") / 1024);
            live = null;
            System.gc();
            churn(64);
            System.gc();
            System.out.println("total_dropped " + rt.totalMemory() / MB);
            System.out.println("rss_dropped " + status("VmRSS") / 1024);
        }
        System.out.println("hwm " + status("VmHWM") / 1024);
    }
}
"#;

fn classes() -> &'static std::path::Path {
    static DIR: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let root = common::fresh_dir("heap-sizing-");
        common::compile_fixtures(&root, &[("HeapSizing.java", SOURCE)])
    })
}

/// Runs HeapSizing with `args` (JVM options, then the mode); its `key value` lines and the
/// `-Xlog:gc` lines.
fn run(args: &[&str]) -> (HashMap<String, i64>, Vec<String>) {
    let mut cmd = Command::new(common::toyjvm());
    cmd.arg("-Xlog:gc")
        .arg("-cp")
        .arg(classes())
        .args(&args[..args.len() - 1])
        .arg("HeapSizing")
        .arg(args[args.len() - 1])
        .stdin(Stdio::null());
    let out = common::run_with_limit(cmd, "HeapSizing", Duration::from_secs(120)).unwrap();
    assert_eq!(out.status, Some(0), "{}\n{}", out.stdout, out.stderr);
    let mut values = HashMap::new();
    let mut gcs = Vec::new();
    for line in out.stdout.lines() {
        if line.contains("[gc]") {
            gcs.push(line.to_string());
        } else if let Some((k, v)) = line.split_once(' ') {
            values.insert(k.to_string(), v.parse().unwrap());
        }
    }
    (values, gcs)
}

/// `12M->1M(64M)` of a `-Xlog:gc` line: before, after, capacity (MiB).
fn sizes(line: &str) -> (i64, i64, i64) {
    let s = line
        .split_whitespace()
        .find(|t| t.contains("->"))
        .unwrap_or_else(|| panic!("no sizes in {line}"));
    let nums: Vec<i64> = s
        .split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .take(3)
        .map(|t| t.parse().unwrap())
        .collect();
    (nums[0], nums[1], nums[2])
}

/// 600 MB of garbage around 1 MB of live data, `-Xmx1g`, the default `-Xms`: collections come
/// every young generation (tens of megabytes), never near `-Xmx`, and the process's peak RSS
/// stays far below it. The committed heap does not grow (the live data need no more).
#[test]
fn a_small_live_set_keeps_memory_far_below_xmx() {
    let (v, gcs) = run(&["-Xmx1g", "churn"]);
    assert_eq!(v["max"], 1024);
    assert!(gcs.len() >= 6, "600 MB of garbage: collections {gcs:#?}");
    for line in gcs.iter().filter(|l| l.contains("Pause Full")) {
        let (before, after, _) = sizes(line);
        assert!(before <= 64, "collected only at {before} MiB used: {line}");
        assert!(after <= 4, "the live set is about 1 MiB: {line}");
    }
    assert_eq!(
        v["total_end"], v["total_start"],
        "the committed heap stays at -Xms"
    );
    assert!(v["hwm"] < 100, "peak RSS {} MiB under -Xmx1g", v["hwm"]);
}

/// 256 MB that stay live under `-Xms64m -Xmx1g`: the committed heap grows so that at least
/// `MinHeapFreeRatio` (40%) of it is free; once they die it shrinks back to `-Xms`, and their
/// pages go back to the operating system (resident memory drops, not only the figure).
#[test]
fn the_committed_heap_follows_the_live_data_and_freed_pages_go_back() {
    let (v, _) = run(&["-Xms64m", "-Xmx1g", "phase"]);
    assert_eq!(v["total_start"], 64);
    let live = 256.0;
    assert!(
        v["total_live"] as f64 >= live / 0.6 && v["total_live"] as f64 <= live / 0.3 + 16.0,
        "totalMemory {} MiB with {live} MiB live",
        v["total_live"]
    );
    assert!(v["rss_live"] >= 256, "{v:?}");
    assert_eq!(v["total_dropped"], 64, "back to -Xms: {v:?}");
    assert!(
        v["rss_dropped"] < 100,
        "resident memory after the live data died: {v:?}"
    );
    assert!(v["hwm"] >= 256, "{v:?}");
}
