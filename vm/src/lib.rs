//! toyjvm's VM crate: class loading and linking (`runtime`), the heap and its collector (`heap`,
//! `gc`), the verifier (`verify`), the interpreter (`interp`), natives of the jdk-subset
//! (`natives`), the embedding API (`api`) and the `toyjvm` command line (`cli`), which is a
//! user of that API.
pub mod api;
pub mod bootclasses;
pub mod classes;
pub mod classpath;
pub mod cli;
pub mod command_line;
pub mod diagnostics;
pub mod gc;
pub mod heap;
pub mod instrumentation;
pub mod interp;
pub mod natives;
pub mod runtime;
pub mod source_launcher;
pub mod startup;
pub mod threads;
pub mod verify;
