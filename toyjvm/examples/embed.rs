//! Runs a Java program in this process with Free Lunch and JProfiler's metrics on, and prints
//! each lock's critical-section pressure and blocked time as Rust values.
//!
//!   cargo run --release -p toyjvm --example embed -- <classpath> <MainClass> [args...]
//!   e.g. (after compiling bench-programs/PingPong.java against `toyjvm --jdk-subset-classes`
//!   into /tmp/pp): ... -- /tmp/pp PingPong 2 1 2000
use toyjvm::{Profiler, VmBuilder};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (Some(classpath), Some(main_class)) = (args.next(), args.next()) else {
        eprintln!("usage: embed <classpath> <MainClass> [args...]");
        std::process::exit(2);
    };
    let jvm = VmBuilder::new()
        .classpath(&classpath)
        .profile(&[Profiler::FreeLunch, Profiler::JProfiler])
        .build()?;
    let status = match jvm.run_main(&main_class, &args.collect::<Vec<_>>()) {
        Ok(status) => status,
        // Already printed on stderr, as `java` prints it.
        Err(e) => e.exit_status(),
    };
    let heap = jvm.heap_usage();
    let ended = jvm.shutdown();
    println!(
        "exit status {}; heap {} of {} KiB committed",
        status.code(),
        heap.used >> 10,
        heap.committed >> 10
    );
    for lock in ended.report.iter().flat_map(|r| &r.locks) {
        let csp = lock.freelunch.as_ref().map_or(0.0, |f| f.csp);
        let blocked_ms = lock
            .jprofiler
            .as_ref()
            .map_or(0.0, |j| j.block_ns as f64 / 1e6);
        println!(
            "{:<40} CSP {:5.1}%  blocked {:8.1} ms",
            lock.class,
            csp * 100.0,
            blocked_ms
        );
    }
    std::process::exit(status.code());
}
