//! Embedding toyjvm: start a VM with lock profilers, run a program's `main`, and read the lock
//! report as Rust values instead of text.
//!
//!     cargo run --release -p vm --example embed -- <class path> <main class> [args...]
//!
//! For instance, with the bundled benchmarks compiled into `bench-programs/classes` (see the
//! README): `... --example embed -- bench-programs/classes PingPong 2000`.
use vm::api::VmBuilder;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let (Some(classpath), Some(main_class)) = (args.next(), args.next()) else {
        eprintln!("usage: embed <class path> <main class> [args...]");
        std::process::exit(2);
    };
    let program_args: Vec<String> = args.collect();

    let jvm = VmBuilder::new()
        .classpath(&classpath)
        .option("-Xmx256m")?
        .option("--profile=freelunch,jprofiler,healthcenter")?
        // The text views go here instead of stderr; the report comes back as values below.
        .option("--report-text=/dev/null")?
        .build()?;
    let status = jvm.run_main(&main_class, &program_args);
    let (used, committed, max) = jvm.heap_usage();
    let ended = jvm.shutdown();

    println!("{main_class} ended with status {status}");
    println!(
        "heap at the end of main: {} KiB used of {} KiB committed (max {} MiB)",
        used >> 10,
        committed >> 10,
        max >> 20
    );
    let Some(report) = ended.report else {
        return Ok(());
    };
    println!(
        "{} locks profiled over {:.0} ms:",
        report.locks.len(),
        report.elapsed_ns as f64 / 1e6
    );
    println!(
        "{:>4}  {:<32} {:>8} {:>10} {:>10}",
        "id", "class", "CSP %", "blocks", "slow gets"
    );
    for lock in &report.locks {
        let csp = lock.freelunch.as_ref().map_or(0.0, |f| f.csp * 100.0);
        let blocks = lock.jprofiler.as_ref().map_or(0, |j| j.block_count);
        let slow = lock.healthcenter.as_ref().map_or(0, |h| h.slow);
        println!(
            "{:>4}  {:<32} {:>8.2} {:>10} {:>10}",
            lock.id, lock.class, csp, blocks, slow
        );
    }
    Ok(())
}
