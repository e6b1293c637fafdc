//! loom models of the locking crate live in tests/.
