//! The interpreter: the decoder (into the method's quickened code, `runtime/code.rs`), the
//! dispatch loop, calls, the monitors a frame holds, lambdas.
pub mod decode;
pub mod dispatch;
pub mod fuse;
pub mod invoke;
pub mod lambda;
pub mod monitors;
pub mod traced;
