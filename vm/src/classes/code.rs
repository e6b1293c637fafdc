//! A method's quickened code, the interpreter's instruction set: JVM bytecode decoded once per
//! method, with constant-pool references resolved to pointers and branch targets turned into
//! instruction indices, so the dispatch loop never re-parses bytes or looks anything up by name.
//! The code belongs to its [`Method`] (`Method::code`), so it lives with it in the runtime; the
//! interpreter makes it (`interp/decode.rs`, `interp/fuse.rs`, `interp/lambda.rs`) and runs it
//! (`interp/dispatch.rs`).
//!
//! Slot model: every operand-stack and local slot is a `u64`. `int`/`float`/references take one
//! slot, `long`/`double` take two (the value lives in the lower slot) exactly as the JVM counts
//! them, so `dup2`, `pop2` and local indices work unchanged. That is why loads and stores come in
//! only two shapes (`Load1`, `Load2`): the interpreter does not care whether a slot is an int or a
//! reference.
use crate::classes::class::Class;
use crate::classes::descriptor::BasicType;
use crate::classes::loader::LinkError;
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

pub enum Insn {
    Nop,
    AConstNull,
    IConst(i32),
    LConst(i64),
    FConst(f32),
    DConst(f64),
    /// A resolved reference constant (interned string or class mirror).
    LdcRef(u64),
    Load1(u16),
    Load2(u16),
    Store1(u16),
    Store2(u16),
    IALoad,
    LALoad,
    FALoad,
    DALoad,
    AALoad,
    BALoad,
    CALoad,
    SALoad,
    IAStore,
    LAStore,
    FAStore,
    DAStore,
    AAStore,
    BAStore,
    CAStore,
    SAStore,
    Pop,
    Pop2,
    Dup,
    DupX1,
    DupX2,
    Dup2,
    Dup2X1,
    Dup2X2,
    Swap,
    IAdd,
    LAdd,
    FAdd,
    DAdd,
    ISub,
    LSub,
    FSub,
    DSub,
    IMul,
    LMul,
    FMul,
    DMul,
    IDiv,
    LDiv,
    FDiv,
    DDiv,
    IRem,
    LRem,
    FRem,
    DRem,
    INeg,
    LNeg,
    FNeg,
    DNeg,
    IShl,
    LShl,
    IShr,
    LShr,
    IUShr,
    LUShr,
    IAnd,
    LAnd,
    IOr,
    LOr,
    IXor,
    LXor,
    IInc(u16, i32),
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
    LCmp,
    FCmpL,
    FCmpG,
    DCmpL,
    DCmpG,
    IfEq(u32),
    IfNe(u32),
    IfLt(u32),
    IfGe(u32),
    IfGt(u32),
    IfLe(u32),
    IfICmpEq(u32),
    IfICmpNe(u32),
    IfICmpLt(u32),
    IfICmpGe(u32),
    IfICmpGt(u32),
    IfICmpLe(u32),
    IfACmpEq(u32),
    IfACmpNe(u32),
    IfNull(u32),
    IfNonNull(u32),
    Goto(u32),
    /// Pushes the index of the next instruction as a return address.
    Jsr(u32),
    Ret(u16),
    TableSwitch(Box<TableSwitch>),
    LookupSwitch(Box<LookupSwitch>),
    /// `ireturn`, `freturn`, `areturn`.
    Return1,
    /// `lreturn`, `dreturn`.
    Return2,
    Return,
    /// getstatic/putstatic of a class that may still need initializing.
    GetStatic1(&'static StaticRef),
    GetStatic2(&'static StaticRef),
    PutStatic1(&'static StaticRef),
    PutStatic2(&'static StaticRef),
    GetField1(u32),
    GetField2(u32),
    PutField1(u32),
    PutField2(u32),
    GetFieldVolatile1(u32),
    GetFieldVolatile2(u32),
    PutFieldVolatile1(u32),
    PutFieldVolatile2(u32),
    /// Statically bound calls: static, private, constructors, super calls, final methods.
    InvokeStatic(&'static Method),
    InvokeSpecial(&'static Method),
    InvokeVirtual(&'static Method),
    InvokeInterface(&'static Method),
    InvokeDynamic(&'static LambdaSite),
    New(&'static Class),
    /// newarray/anewarray: the class of the new array (not the component).
    ANewArray(&'static Class),
    MultiANewArray(&'static Class, u8),
    ArrayLength,
    AThrow,
    CheckCast(&'static Class),
    InstanceOf(&'static Class),
    MonitorEnter,
    MonitorExit,
    /// Resolution failed at decode time: throw when executed.
    LinkError(Box<LinkError>),

    // Superinstructions (see `interp/fuse.rs`): each does the work of the instruction it replaces and
    // of the ones after it, then skips them; those stay in place, so indices (branch targets,
    // exception ranges, line numbers) are unchanged.
    /// `iload a; iload b`
    Load1Load1(u16, u16),
    /// `aload a; getfield` (a non-volatile field of one or two slots), its value stored in a
    /// local if the group ends in a `<t>store` (`Node n = this.head`).
    GetFieldLocal1(u16, u32, Dst),
    GetFieldLocal2(u16, u32, Dst),
    /// `aload a; getfield f; getfield g` (`p.next.y`): `f` a reference field, `g` of one or two
    /// slots, both non-volatile.
    GetFieldChain1(u16, u32, u32),
    GetFieldChain2(u16, u32, u32),
    /// `<t>op; putfield` (`o.f = a op b`; a non-volatile field).
    IOpPutField(IntOp, u32),
    LOpPutField(IntOp, u32),
    FOpPutField(FpOp, u32),
    DOpPutField(FpOp, u32),
    /// `aload a; dup; getfield`: the start of a compound assignment to a field (`o.f += x`,
    /// `this.n++`), which leaves the object under the field's value for the `putfield`.
    DupGetFieldLocal1(u16, u32),
    DupGetFieldLocal2(u16, u32),
    /// `aload a; iload i; <t>aload`: an array element indexed by a local (then stored in a
    /// local if the group ends in a `<t>store`).
    ArrayLoadLocals(Elem, u16, u16, Dst),
    /// `iload b; iadd; <t>aload` and `iconst k; iadd|isub; <t>aload`: an element at an offset
    /// from the index on the stack (`a[off + i]`, `a[i + 1]`, `a[i - 1]`).
    ArrayLoadPlusLocal(Elem, u16),
    ArrayLoadPlusConst(Elem, i32),
    /// `aload a; iload i; <t>load v; <t>astore` (not `aastore`).
    ArrayStoreLocals(Elem, u16, u16, u16),
    /// `aload a; arraylength`
    ArrayLengthLocal(u16),
    /// `iload i; aload a; arraylength; if_icmp<cond> t`: a loop over an array.
    IfLocalLengthICmp(Cond, u16, u16, u32),
    /// `iinc; goto`
    IIncGoto(u16, i16, u32),
    /// A counted loop's step and test: `iinc i c; goto t` where `t` starts a fused compare
    /// of local `i` (`IfLocalConstICmp`, `IfLocalsICmp`, `IfLocalLengthICmp`): adds `c` to
    /// `i`, then jumps to the compare's target `exit` if it holds, else to `body`, the
    /// instruction after the compare's group. One dispatch per iteration for the loop's
    /// control instead of two. (Instruction indices fit in a `u16`: code is under 64 KiB.)
    LoopConst(Loop, i32),
    LoopLocals(Loop, u16),
    /// The bound is the length of the array in local `.1`.
    LoopLength(Loop, u16),
    /// `iload a; iload b; if_icmp<cond> t`
    IfLocalsICmp(Cond, u16, u16, u32),
    /// `iload a; iconst|bipush|sipush|ldc k; if_icmp<cond> t` (a loop's constant bound)
    IfLocalConstICmp(Cond, u16, i32, u32),
    /// `iconst|bipush|sipush|ldc k; if_icmp<cond> t`
    IfConstICmp(Cond, i32, u32),
    /// `<t>load a; <conversion>`
    ConvLocal(Conv, u16),
    /// `iload a; if<cond> t` (compared with zero)
    IfLocal(Cond, u16, u32),
    /// `lload a; lload b` / `dload a; dload b`
    Load2Load2(u16, u16),
    /// `lload a; lload b; lcmp; if<cond> t`
    IfLocalsLCmp(Cond, u16, u16, u32),
    /// `fload a; fload b; fcmp<l|g>; if<cond> t` and the same for doubles (the `i8` as in
    /// `FCmpIf`)
    IfLocalsFCmp(Cond, i8, u16, u16, u32),
    IfLocalsDCmp(Cond, i8, u16, u16, u32),
    /// `lcmp; if<cond> t`
    LCmpIf(Cond, u32),
    /// `fcmpl|fcmpg; if<cond> t`, `dcmpl|dcmpg; if<cond> t`: the `i32` is what an unordered
    /// comparison (a NaN) gives, -1 for the `l` forms and 1 for the `g` forms.
    FCmpIf(Cond, i8, u32),
    DCmpIf(Cond, i8, u32),
    /// `lload a; lconst|ldc2_w k; ladd|lsub; lstore a` (the `iinc` of a long; `lsub` negated)
    LInc(u16, i64),
    /// Arithmetic with its operands named rather than pushed, and its result stored rather
    /// than pushed when the group ends in a `<t>store` ([`Dst`]). `Locals` is `load a; load b;
    /// op`, `Local` is `load b; op` (the left operand on the stack), `Const` is `const k; op`,
    /// `LocalConst` is `load a; const k; op`, `Store` is `op; store` (both operands on the
    /// stack). A long shift's right operand is an `int` local or constant.
    IOpLocals(IntOp, u16, u16, Dst),
    IOpLocal(IntOp, u16, Dst),
    IOpConst(IntOp, i32, Dst),
    IOpLocalConst(IntOp, u16, i32, Dst),
    IOpStore(IntOp, u16),
    LOpLocals(IntOp, u16, u16, Dst),
    LOpLocal(IntOp, u16, Dst),
    LOpConst(IntOp, i64, Dst),
    LOpLocalConst(IntOp, u16, i64, Dst),
    LOpStore(IntOp, u16),
    FOpLocals(FpOp, u16, u16, Dst),
    FOpLocal(FpOp, u16, Dst),
    FOpConst(FpOp, f32, Dst),
    FOpLocalConst(FpOp, u16, f32, Dst),
    FOpStore(FpOp, u16),
    DOpLocals(FpOp, u16, u16, Dst),
    DOpLocal(FpOp, u16, Dst),
    DOpConst(FpOp, f64, Dst),
    DOpLocalConst(FpOp, u16, f64, Dst),
    DOpStore(FpOp, u16),
    /// A compound assignment to a non-volatile field of the object in local `.1`, slot `.2`,
    /// with a local or constant right operand: `aload o; dup; getfield f; <t>load b|const k;
    /// op; putfield f` (`this.count++`, `total += x`).
    IFieldOpLocal(IntOp, u16, u32, u16),
    IFieldOpConst(IntOp, u16, u32, i32),
    LFieldOpLocal(IntOp, u16, u32, u16),
    LFieldOpConst(IntOp, u16, u32, i64),
    DFieldOpLocal(FpOp, u16, u32, u16),
    DFieldOpConst(FpOp, u16, u32, f64),
    /// The same for a static field: `getstatic f; <t>load b|const k; op; putstatic f`
    /// (`counter++`). A long's constant is one that fits an `int` (widened).
    IStaticOpLocal(IntOp, &'static StaticRef, u16),
    IStaticOpConst(IntOp, &'static StaticRef, i32),
    LStaticOpLocal(IntOp, &'static StaticRef, u16),
    LStaticOpConst(IntOp, &'static StaticRef, i32),
    /// `dup2; <t>aload`: an array element read for a compound assignment (`a[i] += x`), which
    /// leaves the array and index under it for the store.
    Dup2ArrayLoad(Elem),
    /// `dup; astore k; monitorenter`: javac's entry to a `synchronized` block, which keeps the
    /// lock in local `k` for the exit.
    StoreMonitorEnter(u16),
    /// `aload k; monitorexit`
    MonitorExitLocal(u16),

    /// `--profile=concurrency` only (`interp/access_tracing.rs`): a field or array access, or an
    /// allocation, that reports itself before (access) or after (allocation) doing what the
    /// wrapped instruction does. The decoder wraps instructions only when the concurrency
    /// metrics are on, so the dispatch loop of an ordinary run never meets this.
    Traced(&'static Insn),
}

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
