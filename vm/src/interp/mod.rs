//! The interpreter: the decoder (into the method's quickened code, `classes/code.rs`), the
//! dispatch loop, calls, the monitors a frame holds, lambdas.
//!
//! Every instruction is declared once, in the instruction table (`table.rs`): its operands, the
//! bytecodes it decodes from, what fusion sees of it, its handler (`handlers/`, one small
//! function per family, each with its own safety contract) and whether the concurrency metrics
//! trace it. The `Insn` enum, the operand-free part of `decode.rs`, fusion's classification in
//! `fuse.rs`, the dispatch loop's `match` (`dispatch.rs`) and the instrumented mode
//! (`access_tracing.rs`) are generated from it; `table.rs` says how to add an instruction.
//!
//! The modules that hold the interpreter's unchecked accesses (the handlers, the registers, the
//! loop, the instrumented mode, fusion, decoding) deny an `unsafe` block without a `// SAFETY:`
//! comment and an unsafe operation outside one.
#[deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]
mod access_tracing;
mod bootstraps;
#[deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]
mod decode;
#[deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]
mod dispatch;
#[deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]
mod fuse;
#[deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]
mod handlers;
mod held_monitors;
mod invoke;
mod lambda;
#[deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]
mod regs;
pub(crate) mod table;
