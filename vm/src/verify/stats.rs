//! What verification cost in this run (`-Xlog:verification` prints it at exit).
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Totals over the classes verified so far (`Vm::verification`).
#[derive(Default)]
pub struct VerificationStats {
    classes: AtomicU64,
    methods: AtomicU64,
    bytecode_bytes: AtomicU64,
    nanos: AtomicU64,
}

impl VerificationStats {
    /// One class verified: `methods` methods with `bytes` bytes of bytecode, in `nanos` ns.
    pub fn record(&self, methods: u64, bytes: u64, nanos: u64) {
        self.classes.fetch_add(1, Relaxed);
        self.methods.fetch_add(methods, Relaxed);
        self.bytecode_bytes.fetch_add(bytes, Relaxed);
        self.nanos.fetch_add(nanos, Relaxed);
    }

    /// The totals, as `-Xlog:verification` prints them.
    pub fn summary(&self) -> String {
        format!(
            "Verification statistics: {} classes, {} methods, {} bytes of bytecode in {:.3} ms",
            self.classes.load(Relaxed),
            self.methods.load(Relaxed),
            self.bytecode_bytes.load(Relaxed),
            self.nanos.load(Relaxed) as f64 / 1e6
        )
    }
}
