//! A method's quickened code, the interpreter's instruction set: JVM bytecode decoded once per
//! method, with constant-pool references resolved to pointers and branch targets turned into
//! instruction indices, so the dispatch loop never re-parses bytes or looks anything up by name.
//! The code belongs to its [`Method`] (`Method::code`), so it lives with it in the runtime; the
//! interpreter makes it (`interp/decode.rs`, `interp/fuse.rs`, `interp/lambda.rs`) and runs it
//! (`interp/dispatch.rs`). The instructions themselves are declared in the instruction table,
//! `interp/table.rs`, from which the [`Insn`] enum below is generated.
//!
//! Slot model: every operand-stack and local slot is a `u64`. `int`/`float`/references take one
//! slot, `long`/`double` take two (the value lives in the lower slot) exactly as the JVM counts
//! them, so `dup2`, `pop2` and local indices work unchanged. That is why loads and stores come in
//! only two shapes (`Load1`, `Load2`): the interpreter does not care whether a slot is an int or a
//! reference.
use crate::classes::class::Class;
use crate::classes::descriptor::BasicType;
use crate::classes::link_error::LinkError;
use crate::classes::method::Method;
use std::sync::atomic::AtomicU64;

/// A resolved static field: its cell and the class that must be initialized before use.
pub struct StaticRef {
    pub class: &'static Class,
    pub cell: &'static AtomicU64,
    /// A `volatile` field is read and written sequentially consistently (JLS §17.4.4); any
    /// other with plain (relaxed) accesses, as an instance field is. On x86 a sequentially
    /// consistent store is an `xchg`, several times the cost of a plain one.
    pub volatile: bool,
}

pub struct TableSwitch {
    pub low: i32,
    pub targets: Box<[u32]>,
    pub default: u32,
}

pub struct LookupSwitch {
    /// Sorted by key.
    pub pairs: Box<[(i32, u32)]>,
    pub default: u32,
}

/// An `invokedynamic` site bound to a lambda class (see `interp/lambda.rs`).
pub struct LambdaSite {
    pub class: &'static Class,
    /// Slots of captured arguments popped from the stack, with their field cells in order.
    pub captured: Box<[(BasicType, u32)]>,
    pub capture_slots: u16,
    /// The shared instance of a non-capturing lambda.
    pub singleton: std::sync::OnceLock<u64>,
}

/// The instruction set: generated from the instruction table (`interp/table.rs`), where each
/// instruction's operands, decoding, fusion, handler and tracing are declared together.
macro_rules! insn_enum {
    ($r:ident;
     $(
         $(#[$attr:meta])*
         $name:ident $( ( $($field:ident : $fty:ty),+ ) )?
         $( bytecodes [$($op:literal),+] )?
         $( family($fam:expr) )?
         $( traced($how:ident $($depth:literal)?) )?
         => $run:expr;
     )*) => {
        pub enum Insn {
            $( $(#[$attr])* $name $( ( $($fty),+ ) )?, )*
        }
    };
}
crate::interp::table::for_each_insn!(insn_enum);

impl Insn {
    /// The branch targets of this instruction, to remap or inspect (superinstructions are made
    /// after targets are final and are not listed).
    pub fn branch_targets_mut(&mut self) -> Vec<&mut u32> {
        match self {
            Insn::IfEq(t)
            | Insn::IfNe(t)
            | Insn::IfLt(t)
            | Insn::IfGe(t)
            | Insn::IfGt(t)
            | Insn::IfLe(t)
            | Insn::IfICmpEq(t)
            | Insn::IfICmpNe(t)
            | Insn::IfICmpLt(t)
            | Insn::IfICmpGe(t)
            | Insn::IfICmpGt(t)
            | Insn::IfICmpLe(t)
            | Insn::IfACmpEq(t)
            | Insn::IfACmpNe(t)
            | Insn::IfNull(t)
            | Insn::IfNonNull(t)
            | Insn::Goto(t)
            | Insn::Jsr(t) => vec![t],
            Insn::TableSwitch(s) => {
                let TableSwitch {
                    targets, default, ..
                } = &mut **s;
                targets.iter_mut().chain([default]).collect()
            }
            Insn::LookupSwitch(s) => {
                let LookupSwitch { pairs, default } = &mut **s;
                pairs
                    .iter_mut()
                    .map(|p| &mut p.1)
                    .chain([default])
                    .collect()
            }
            _ => Vec::new(),
        }
    }
}

/// Where a fused arithmetic instruction puts its result: pushed ([`Dst::PUSH`]) or stored in
/// local `.0` (no local has index 65535: a store's index is below max_locals, a `u16`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Dst(pub u16);

impl Dst {
    pub const PUSH: Dst = Dst(u16::MAX);
}

/// The operator of a fused `int` or `long` arithmetic instruction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    UShr,
    And,
    Or,
    Xor,
}

/// A primitive conversion (`i2l` ... `i2s`), for a fused `load; <conversion>`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Conv {
    I2L,
    I2F,
    I2D,
    L2I,
    L2F,
    L2D,
    F2I,
    F2L,
    F2D,
    D2I,
    D2L,
    D2F,
    I2B,
    I2C,
    I2S,
}

impl Conv {
    /// Slots of the value converted.
    pub const fn slots_in(self) -> usize {
        match self {
            Conv::L2I | Conv::L2F | Conv::L2D | Conv::D2I | Conv::D2L | Conv::D2F => 2,
            _ => 1,
        }
    }

    /// Slots of the result.
    pub const fn slots_out(self) -> usize {
        match self {
            Conv::I2L | Conv::I2D | Conv::L2D | Conv::F2L | Conv::F2D | Conv::D2L => 2,
            _ => 1,
        }
    }
}

/// The fields [`Insn::LoopConst`] and its kin share.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Loop {
    pub cond: Cond,
    pub inc: i16,
    pub local: u16,
    pub body: u16,
    pub exit: u16,
}

/// The element type of a fused array load, by how it is read and widened.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Elem {
    Int,
    /// float (its 32 bits, unconverted)
    Float,
    /// long or double (two slots)
    Wide,
    Ref,
    Byte,
    Char,
    Short,
}

impl Elem {
    /// Slots of an element's value.
    pub const fn slots(self) -> usize {
        match self {
            Elem::Wide => 2,
            _ => 1,
        }
    }
}

/// The operator of a fused `float` or `double` arithmetic instruction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FpOp {
    Add,
    Sub,
    Mul,
    Div,
}

/// The condition of a fused `if_icmp<cond>`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cond {
    Eq,
    Ne,
    Lt,
    Ge,
    Gt,
    Le,
}

impl Cond {
    #[inline(always)]
    pub fn holds(self, a: i32, b: i32) -> bool {
        match self {
            Cond::Eq => a == b,
            Cond::Ne => a != b,
            Cond::Lt => a < b,
            Cond::Ge => a >= b,
            Cond::Gt => a > b,
            Cond::Le => a <= b,
        }
    }
}

/// An exception-table entry with instruction indices.
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub target: u32,
    /// None = catch anything (`finally`).
    pub catch: Option<Result<&'static Class, Box<LinkError>>>,
}

// The dispatch loop walks an array of these: keep them two words.
const _: () = assert!(std::mem::size_of::<Insn>() == 16);

pub struct Code {
    pub insns: Box<[Insn]>,
    pub handlers: Box<[Handler]>,
    /// Bytecode index of each instruction (for line numbers in stack traces).
    pub bci: Box<[u32]>,
    pub max_locals: u16,
    pub max_stack: u16,
}
