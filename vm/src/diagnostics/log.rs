//! `-Xlog`'s output: one line per event, stamped with the seconds since the VM started.

/// Seconds since VM start, as `-Xlog` prints them.
pub fn uptime() -> f64 {
    crate::runtime::vm::try_vm().map_or(0.0, |vm| vm.vm_thread.uptime())
}

/// Prints one unified-logging line: `[0.123s][info][tag] message`.
pub fn log_line(tag: &str, message: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "[{:.3}s][info][{tag}] {message}", uptime());
}
