//! The runtime: classes, methods, loading, linking, initialization, threads, strings.
pub mod class;
pub mod classfile;
pub mod descriptor;
pub mod exceptions;
pub mod init;
pub mod loader;
pub mod method;
pub mod monitors;
pub mod options;
pub mod park;
pub mod profiling;
pub mod strings;
pub mod thread;
pub mod threads;
pub mod vm;
pub mod vm_thread;
pub mod well_known;
