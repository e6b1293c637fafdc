//! The runtime: what is left when the subsystems are taken out: the VM value (`vm.rs`), its options,
//! exceptions, strings, and the VM side of `synchronized`/`wait`/`notify` (`object_sync.rs`).
pub mod exceptions;
pub mod npe_message;
pub mod object_sync;
pub mod options;
pub mod strings;
pub mod vm;
