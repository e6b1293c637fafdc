//! Java threads: the interpreter's per-thread state (`jthread.rs`), what other threads may touch
//! of one (`shared.rs`), one lifecycle from start to termination (`lifecycle.rs`: start,
//! attach/detach, termination, uncaught exceptions), the registry of live threads
//! (`registry.rs`), parking (`park.rs`, `park_blocker.rs`), the VM's periodic service threads
//! (`periodic.rs`) and the VM thread that runs safepoint operations (`vm_thread/`).
pub mod jthread;
pub mod lifecycle;
pub mod park;
pub mod park_blocker;
pub mod periodic;
pub mod registry;
pub mod shared;
pub mod vm_thread;
