//! The garbage collector: a stop-the-world, non-moving mark-sweep collector over
//! size-segregated pages (`docs/GC.md`).
//!
//! | concept | file |
//! |---|---|
//! | pages, size classes, free lists, sweeping | `space.rs` |
//! | what is a root; precise frame scanning from type maps | `roots.rs` |
//! | marking | `mark.rs` |
//! | the heap value: sizing policy, causes, the collection asked for, statistics | `heap.rs` |
//! | collecting at a safepoint, resizing, `-Xlog:gc` | `collector.rs` |
//! | references held by Rust code | `handles.rs` |
//! | allocation (per-thread caches) | `../heap/tlab.rs`, `../heap/alloc.rs` |
pub mod collector;
pub mod handles;
pub mod heap;
pub mod mark;
pub mod roots;
pub mod space;

pub use heap::{GcCause, GcRequest, Heap};
