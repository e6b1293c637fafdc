//! The profilers wired into the VM: the profiling session (`profiling.rs`) and paper 004's
//! concurrency metrics (`concurrency.rs`).
pub mod concurrency;
pub mod profiling;
