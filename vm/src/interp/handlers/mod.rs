//! The instruction handlers: one small function per instruction family (the plain instructions
//! and the superinstructions of `fuse.rs` alike), each `#[inline(always)]` into the dispatch
//! loop, which the instruction table (`interp/table.rs`) generates. A handler takes the loop's
//! registers ([`Regs`](super::regs::Regs)) and the instruction's operands and returns
//! [`Step`](super::regs::Step): `Ok` to go on with the next instruction.
//!
//! # The verified properties
//!
//! Every method that reaches the dispatch loop belongs to a linked class: `decode` links the
//! class before decoding, and linking verifies it (`verify/`) unless verification is switched off
//! (`-Xverify:none`, or the trusted jdk-subset without `-Xverify:all` — then the class file is
//! assumed to have these properties, as HotSpot assumes them). Each handler is `unsafe` and its
//! `# Safety` section names the ones it rests on, by these names:
//!
//! - **stack**: at every instruction, on every path, the operand stack holds between 0 and
//!   max_stack slots, of the types the instruction consumes (`check.rs`: `push`, `top_slots`;
//!   inference merges only equal heights), and a method with handlers has max_stack >= 1
//!   (`method.rs`); `enter` reserved max_locals + max_stack slots for the frame inside the
//!   thread's stack. Longs and doubles are never split.
//! - **locals**: every local index an instruction names, plus one for long/double, is below
//!   max_locals (`check.rs`: `local`), the arguments fit in max_locals, and a local read holds
//!   the type the instruction reads.
//! - **targets**: branch, switch and handler targets are instruction starts (`bytecode.rs`),
//!   control never runs off the end of the code, and `ret` only jumps through a local the
//!   verifier typed as a return address, which only `jsr` makes (the index of the instruction
//!   after it).
//! - **references**: data flow is type-safe — no int, float, long half or return address ever
//!   reaches a slot an instruction uses as a reference (receivers, arrays, monitors, `athrow`).
//! - **fields**: a field instruction's object is checked non-null here and its verified type is
//!   assignable to the field reference's class, in which decoding resolved the slot; so the slot
//!   is in the object's layout.
//! - **arrays**: an array instruction's array has exactly the verified type of the array of its
//!   element type (`iaload` on `[I`; `baload` on `[B` or `[Z`, both one byte); null and the index
//!   are checked here.
//! - **calls**: the arguments on the stack match the descriptor, so the callee's locals hold
//!   what its own verification assumed; `invokevirtual`'s receiver is a subclass of the method's
//!   class, so its vtable has the index (still bounds-checked). Interface types are not checked
//!   by the verifier (as in HotSpot); `invokeinterface` looks the selector up in the receiver's
//!   own table and throws IncompatibleClassChangeError when it is missing.
//! - **groups**: a superinstruction (`fuse.rs`) does what the instructions of its group do, on
//!   the same locals, constants, slots and stack values; the group's other instructions stay in
//!   place after it and control only enters a group at its start. So each access rests on the
//!   property above of the instruction of the group it stands for (`Load1Load1`'s locals on
//!   `iload`'s, `ArrayLoadLocals`' array on `aload` and `iaload`'s, `LoopLength`'s array on the
//!   header's `arraylength`, ...), and skipping the group's instructions stays in the code.
//!
//! Handlers move past the rest of their group before anything that can throw, so an exception
//! reports the instruction of the group that raised it, as without fusion.
pub(crate) mod arith;
pub(crate) mod arrays;
pub(crate) mod calls;
pub(crate) mod control;
pub(crate) mod fields;
pub(crate) mod objects;
pub(crate) mod stack;

/// A slot's value as a `float` (its low 32 bits).
#[inline(always)]
pub(crate) fn f(s: u64) -> f32 {
    f32::from_bits(s as u32)
}

/// A slot's value as a `double`.
#[inline(always)]
pub(crate) fn d(s: u64) -> f64 {
    f64::from_bits(s)
}

/// A `float` as a slot value.
#[inline(always)]
pub(crate) fn fv(x: f32) -> u64 {
    x.to_bits() as u64
}

/// A `double` as a slot value.
#[inline(always)]
pub(crate) fn dv(x: f64) -> u64 {
    x.to_bits()
}

/// An `int` as a slot value (zero-extended, as every int slot holds it).
#[inline(always)]
pub(crate) fn iv(x: i32) -> u64 {
    x as u32 as u64
}
