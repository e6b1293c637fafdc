//! The interpreter: the decoder (into the method's quickened code, `classes/code.rs`), the
//! dispatch loop, calls, the monitors a frame holds, lambdas.
pub mod access_tracing;
pub mod bootstraps;
pub mod decode;
pub mod dispatch;
pub mod fuse;
pub mod held_monitors;
pub mod invoke;
pub mod lambda;
