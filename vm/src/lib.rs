//! toyjvm's VM crate: classes (`classes`: parsing, loading, linking, initialization), the
//! verifier (`verify`), the heap and its collector (`heap`, `gc`), threads (`threads`), the
//! interpreter (`interp`), natives of the jdk-subset (`natives`), diagnostics and the profilers'
//! wiring (`diagnostics`, `instrumentation`), the VM value and calls into Java (`runtime`), the
//! embedding API (`api`) and the `toyjvm` command line (`cli`), which is a user of that API.
//! How they layer: docs/ARCHITECTURE.md, "Inside `vm/`".
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
