//! The garbage collector: a stop-the-world, non-moving mark-sweep collector over
//! size-segregated pages (`docs/GC.md`).
//!
//! | concept | file |
//! |---|---|
//! | pages, size classes, free lists, sweeping | `space.rs` |
//! | what is a root; precise frame scanning from type maps | `roots.rs` |
//! | marking | `mark.rs` |
//! | collecting at a safepoint, causes, heap sizing, `-Xlog:gc` | `collector.rs` |
//! | references held by Rust code | `handles.rs` |
//! | allocation (per-thread caches) | `../heap/tlab.rs`, `../heap/alloc.rs` |
pub mod collector;
pub mod handles;
pub mod mark;
pub mod roots;
pub mod space;

pub use collector::{GcCause, GcRequest, Heap};
