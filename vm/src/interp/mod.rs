//! The interpreter: decoded instructions, the decoder, the dispatch loop, calls, lambdas.
pub mod decode;
pub mod dispatch;
pub mod fuse;
pub mod insn;
pub mod invoke;
pub mod lambda;
