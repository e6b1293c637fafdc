//! toyjvm's VM crate: class loading and linking (`runtime`), the heap (`heap`), the interpreter
//! (`interp`), natives of the jdk-subset (`natives`) and the `toyjvm` command line (`cli`).
pub mod bootclasses;
pub mod classpath;
pub mod cli;
pub mod gc;
pub mod heap;
pub mod interp;
pub mod natives;
pub mod runtime;
pub mod source_launcher;
pub mod startup;
pub mod verify;
