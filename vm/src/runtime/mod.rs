//! The runtime: what is left when the subsystems are taken out: the VM value (`vm.rs`), its options,
//! exceptions (`throw.rs` the value in flight, `exceptions.rs` building them), strings, and the VM side of `synchronized`/`wait`/`notify` (`object_sync.rs`).
pub mod exceptions;
pub mod java_calls;
pub mod npe_message;
pub mod object_sync;
pub mod options;
pub mod strings;
pub mod throw;
pub mod vm;
pub mod vm_lifecycle;
