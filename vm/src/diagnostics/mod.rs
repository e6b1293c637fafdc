//! What the VM tells about itself while it runs: crash reports, signals (SIGQUIT thread dumps),
//! thread dumps, deadlock detection, and the contended-lock sampler.
pub mod crash;
pub mod deadlock;
pub mod expected_panics;
pub mod log;
pub mod sampler;
pub mod signals;
pub mod thread_dump;
