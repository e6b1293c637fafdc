//! The garbage collector: a stop-the-world, non-moving mark-sweep collector over
//! size-segregated pages (`docs/GC.md`).
pub mod handles;
