//! toyjvm: the VM crate (class loading, heap, interpreter, natives, the `toyjvm` binary).
pub mod classpath;
