//! Peephole fusion of common instruction sequences into superinstructions.
//!
//! The dispatch loop's cost is dominated by its one indirect jump and by values passing through
//! the operand stack in memory (each push and the pop after it is a store and a dependent load),
//! so fewer dispatches is the lever. A fused instruction replaces the first of its group and
//! leaves the others in place (it skips them when it runs), so every instruction index keeps its
//! meaning. A group is fused only when no instruction after its first is a branch target or an
//! exception-range boundary: control can then only enter the group at its start, and an
//! exception inside it sees the same handlers. A fused instruction moves past its group before
//! it does anything that can throw, and only its group's last instruction can throw, so an
//! exception reports that instruction, as without fusion.
//!
//! The groups are the shapes javac gives each family of bytecodes, for every type alike:
//! - arithmetic with its operands named rather than pushed (`load a; load b; op`, `load b; op`,
//!   `const k; op`, `load a; const k; op`) and its result stored rather than pushed (`...;
//!   store c`), and conversions of a local;
//! - compare-and-branch (`load; if<cond>`, `load; const; if_icmp`, `lcmp`/`fcmp`/`dcmp` +
//!   `if<cond>`, on locals or on the stack);
//! - the counted loop: `iinc; goto` and, when the `goto` reaches a fused compare of the same
//!   local, the whole step-and-test (`Loop*`); the long `i++`;
//! - fields and arrays: `aload; getfield`, `aload; dup; getfield`, compound assignments to a
//!   field or a static (`o.f op= x`, `counter++`), `aload a; iload i; <t>aload` (and a store of
//!   the element), `aload a; iload i; load v; <t>astore`, `dup2; <t>aload` (`a[i] op= x`),
//!   `aload; arraylength`;
//! - the `synchronized` block's entry (`dup; astore; monitorenter`) and exit (`aload;
//!   monitorexit`).
//!
//! What fusion sees of a plain instruction — an arithmetic operator, a conversion, an element
//! load or store, a compare-and-branch — is its `family(..)` in the instruction table
//! (`interp/table.rs`, [`Family`]); each superinstruction is an entry of that table too, with
//! its group in its doc comment and its handler in `interp/handlers/`.
//!
//! Each is justified by its family, not by one program: `docs/PERFORMANCE.md` reports the whole
//! kernel table (`bench-programs/kernels/`) for every change.
use crate::classes::code::{Cond, Conv, Dst, Elem, FpOp, Handler, Insn, IntOp, Loop, StaticRef};

/// The longest group fused.
const MAX_GROUP: usize = 6;

pub fn fuse(insns: &mut [Insn], handlers: &[Handler]) {
    let n = insns.len();
    let mut entry = vec![false; n + 1];
    for i in insns.iter_mut() {
        for t in i.branch_targets_mut() {
            entry[*t as usize] = true;
        }
    }
    for h in handlers {
        for b in [h.start, h.end, h.target] {
            entry[b as usize] = true;
        }
    }
    // Jsr return addresses are the instruction after the jsr.
    for (k, i) in insns.iter().enumerate() {
        if matches!(i, Insn::Jsr(_)) {
            entry[k + 1] = true;
        }
    }
    for k in 0..n {
        // How many instructions from k on may form a group: k itself, then those that control
        // can only reach from the one before.
        let room = 1
            + (k + 1..n.min(k + MAX_GROUP))
                .take_while(|&j| !entry[j])
                .count();
        if let Some(f) = group_at(&insns[k..k + room]) {
            insns[k] = f;
        }
        // A backward `iinc; goto` reaches a loop header fused above.
        if let Insn::IIncGoto(i, inc, t) = insns[k] {
            if (t as usize) < k {
                if let Some(l) = loop_step(&insns[t as usize], i, inc, t) {
                    insns[k] = l;
                }
            }
        }
    }
}

/// The loop superinstruction for `iinc i inc; goto t`, if `header` (at `t`) compares local `i`.
fn loop_step(header: &Insn, i: u16, inc: i16, t: u32) -> Option<Insn> {
    let at = |group: u32, exit: u32, cond: Cond| -> Option<Loop> {
        Some(Loop {
            cond,
            inc,
            local: i,
            body: u16::try_from(t + group).ok()?,
            exit: u16::try_from(exit).ok()?,
        })
    };
    match *header {
        Insn::IfLocalConstICmp(c, a, k, exit) if a == i => {
            Some(Insn::LoopConst(at(3, exit, c)?, k))
        }
        Insn::IfLocalsICmp(c, a, b, exit) if a == i => Some(Insn::LoopLocals(at(3, exit, c)?, b)),
        Insn::IfLocalLengthICmp(c, a, arr, exit) if a == i => {
            Some(Insn::LoopLength(at(4, exit, c)?, arr))
        }
        _ => None,
    }
}

/// The superinstruction for the longest group at the start of `g` (which holds only
/// instructions that may join a group), if any.
fn group_at(g: &[Insn]) -> Option<Insn> {
    use Insn::*;
    let four = match g {
        [Load2(a), Load2(b), LCmp, branch, ..] => {
            if_zero(branch).map(|(c, t)| IfLocalsLCmp(c, *a, *b, t))
        }
        [Load1(a), Load1(b), cmp @ (FCmpL | FCmpG), branch, ..] => if_zero(branch)
            .map(|(c, t)| IfLocalsFCmp(c, if matches!(cmp, FCmpL) { -1 } else { 1 }, *a, *b, t)),
        [Load2(a), Load2(b), cmp @ (DCmpL | DCmpG), branch, ..] => if_zero(branch)
            .map(|(c, t)| IfLocalsDCmp(c, if matches!(cmp, DCmpL) { -1 } else { 1 }, *a, *b, t)),
        [Load1(i), Load1(a), ArrayLength, branch, ..] => {
            if_icmp(branch).map(|(c, t)| IfLocalLengthICmp(c, *i, *a, t))
        }
        [Load1(a), Load1(i), value @ (Load1(v) | Load2(v)), store, ..] => store_elem(store)
            .filter(|e| (e.slots() == 2) == matches!(value, Load2(_)))
            .map(|e| ArrayStoreLocals(e, *a, *i, *v)),
        [Load2(a), LConst(k), op @ (LAdd | LSub), Store2(b), ..] if a == b => Some(LInc(
            *a,
            if matches!(op, LAdd) {
                *k
            } else {
                k.wrapping_neg()
            },
        )),
        _ => None,
    };
    let three = || match g {
        [Load1(a), Load1(b), next, ..] => {
            if let Some((c, t)) = if_icmp(next) {
                Some(IfLocalsICmp(c, *a, *b, t))
            } else {
                let e = elem(next)?;
                let dst = match g.get(3) {
                    Some(Store1(d)) if e.slots() == 1 => Dst(*d),
                    Some(Store2(d)) if e.slots() == 2 => Dst(*d),
                    _ => Dst::PUSH,
                };
                Some(ArrayLoadLocals(e, *a, *b, dst))
            }
        }
        [Load1(a), IConst(k), branch, ..] => {
            if_icmp(branch).map(|(c, t)| IfLocalConstICmp(c, *a, *k, t))
        }
        [Load1(a), GetField1(f), GetField1(s), ..] => Some(GetFieldChain1(*a, *f, *s)),
        [Load1(a), GetField1(f), GetField2(s), ..] => Some(GetFieldChain2(*a, *f, *s)),
        [Load1(a), GetField1(s), Store1(d), ..] => Some(GetFieldLocal1(*a, *s, Dst(*d))),
        [Load1(a), GetField2(s), Store2(d), ..] => Some(GetFieldLocal2(*a, *s, Dst(*d))),
        [Load1(a), Dup, GetField1(s), ..] => Some(DupGetFieldLocal1(*a, *s)),
        [Load1(a), Dup, GetField2(s), ..] => Some(DupGetFieldLocal2(*a, *s)),
        [Dup, Store1(k), MonitorEnter, ..] => Some(StoreMonitorEnter(*k)),
        _ => None,
    };
    let two =
        || match g {
            [Load1(a), Load1(b), ..] => Some(Load1Load1(*a, *b)),
            [Load2(a), Load2(b), ..] => Some(Load2Load2(*a, *b)),
            [Load1(a), ArrayLength, ..] => Some(ArrayLengthLocal(*a)),
            [Load1(a), GetField1(s), ..] => Some(GetFieldLocal1(*a, *s, Dst::PUSH)),
            [Load1(a), GetField2(s), ..] => Some(GetFieldLocal2(*a, *s, Dst::PUSH)),
            [op, PutField1(s), ..] => match Arith::of(op)? {
                Arith::Int(op) => Some(IOpPutField(op, *s)),
                Arith::Float(op) => Some(FOpPutField(op, *s)),
                _ => None,
            },
            [op, PutField2(s), ..] => match Arith::of(op)? {
                Arith::Long(op) | Arith::LongShift(op) => Some(LOpPutField(op, *s)),
                Arith::Double(op) => Some(DOpPutField(op, *s)),
                _ => None,
            },
            [IInc(l, c), Goto(t), ..] => i16::try_from(*c).ok().map(|c| IIncGoto(*l, c, *t)),
            [Load1(a), next, ..] => {
                if let Some((c, t)) = if_zero(next) {
                    Some(IfLocal(c, *a, t))
                } else if let Some(c) = conv(next).filter(|c| c.slots_in() == 1) {
                    Some(ConvLocal(c, *a))
                } else if matches!(next, MonitorExit) {
                    Some(MonitorExitLocal(*a))
                } else {
                    None
                }
            }
            [Load2(a), next, ..] => conv(next)
                .filter(|c| c.slots_in() == 2)
                .map(|c| ConvLocal(c, *a)),
            [IConst(k), branch, ..] => if_icmp(branch).map(|(c, t)| IfConstICmp(c, *k, t)),
            [Dup2, load, ..] => elem(load).map(Dup2ArrayLoad),
            [LCmp, branch, ..] => if_zero(branch).map(|(c, t)| LCmpIf(c, t)),
            [cmp @ (FCmpL | FCmpG), branch, ..] => if_zero(branch)
                .map(|(c, t)| FCmpIf(c, if matches!(cmp, FCmpL) { -1 } else { 1 }, t)),
            [cmp @ (DCmpL | DCmpG), branch, ..] => if_zero(branch)
                .map(|(c, t)| DCmpIf(c, if matches!(cmp, DCmpL) { -1 } else { 1 }, t)),
            _ => None,
        };
    compound_assignment(g)
        .or(four)
        .or_else(|| array_offset(g))
        .or_else(|| arithmetic(g))
        .or_else(three)
        .or_else(two)
}

/// An array element at an offset from the index on the stack (see `Insn::ArrayLoadPlusLocal`).
fn array_offset(g: &[Insn]) -> Option<Insn> {
    use Insn::*;
    match g {
        [Load1(b), IAdd, load, ..] => elem(load).map(|e| ArrayLoadPlusLocal(e, *b)),
        [IConst(k), op @ (IAdd | ISub), load, ..] => {
            let k = if matches!(op, IAdd) {
                *k
            } else {
                k.wrapping_neg()
            };
            elem(load).map(|e| ArrayLoadPlusConst(e, k))
        }
        _ => None,
    }
}

/// `o.f op= b` and `f op= b` on a non-volatile field (see `Insn::IFieldOpLocal`).
fn compound_assignment(g: &[Insn]) -> Option<Insn> {
    use Insn::*;
    let same_static = |a: &StaticRef, b: &StaticRef| std::ptr::eq(a.cell, b.cell);
    match g {
        [Load1(o), Dup, get, operand, op, put, ..] => {
            let arith = Arith::of(op)?;
            let slot = match (get, put, arith.slots()) {
                (GetField1(s), PutField1(p), 1) | (GetField2(s), PutField2(p), 2) if s == p => *s,
                _ => return None,
            };
            Some(match (arith, right_operand(arith, operand)?) {
                (Arith::Int(op), Operand::Local(b, _)) => IFieldOpLocal(op, *o, slot, b),
                (Arith::Int(op), Operand::Const(Const::Int(k))) => IFieldOpConst(op, *o, slot, k),
                (Arith::Long(op) | Arith::LongShift(op), Operand::Local(b, _)) => {
                    LFieldOpLocal(op, *o, slot, b)
                }
                (Arith::Long(op) | Arith::LongShift(op), Operand::Const(Const::Long(k))) => {
                    LFieldOpConst(op, *o, slot, k)
                }
                (Arith::Double(op), Operand::Local(b, _)) => DFieldOpLocal(op, *o, slot, b),
                (Arith::Double(op), Operand::Const(Const::Double(k))) => {
                    DFieldOpConst(op, *o, slot, k)
                }
                _ => return None,
            })
        }
        [get, operand, op, put, ..] => {
            let arith = Arith::of(op)?;
            let r = match (get, put, arith.slots()) {
                (GetStatic1(r), PutStatic1(p), 1) | (GetStatic2(r), PutStatic2(p), 2)
                    if same_static(r, p) && !r.volatile =>
                {
                    *r
                }
                _ => return None,
            };
            Some(match (arith, right_operand(arith, operand)?) {
                (Arith::Int(op), Operand::Local(b, _)) => IStaticOpLocal(op, r, b),
                (Arith::Int(op), Operand::Const(Const::Int(k))) => IStaticOpConst(op, r, k),
                (Arith::Long(op) | Arith::LongShift(op), Operand::Local(b, _)) => {
                    LStaticOpLocal(op, r, b)
                }
                (Arith::Long(op) | Arith::LongShift(op), Operand::Const(Const::Long(k))) => {
                    LStaticOpConst(op, r, i32::try_from(k).ok()?)
                }
                _ => return None,
            })
        }
        _ => None,
    }
}

/// `i` as the right operand of `arith`: a local of the width it takes, or a constant of its
/// type.
fn right_operand(arith: Arith, i: &Insn) -> Option<Operand> {
    match Operand::of(i)? {
        Operand::Local(b, slots) if slots == arith.right_slots() => Some(Operand::Local(b, slots)),
        Operand::Local(..) => None,
        Operand::Const(k) => Some(Operand::Const(const_for(arith, k)?)),
    }
}

/// The type and operator of an arithmetic instruction.
#[derive(Clone, Copy)]
pub(crate) enum Arith {
    Int(IntOp),
    /// Both operands longs.
    Long(IntOp),
    /// A long shifted by an int.
    LongShift(IntOp),
    Float(FpOp),
    Double(FpOp),
}

impl Arith {
    fn of(i: &Insn) -> Option<Arith> {
        match family(i)? {
            Family::Arith(a) => Some(a),
            _ => None,
        }
    }

    /// Slots of the left operand and of the result.
    fn slots(self) -> usize {
        match self {
            Arith::Int(_) | Arith::Float(_) => 1,
            _ => 2,
        }
    }

    /// Slots of the right operand.
    fn right_slots(self) -> usize {
        match self {
            Arith::LongShift(_) => 1,
            a => a.slots(),
        }
    }
}

/// A named operand: a local of `slots` slots, or a constant.
#[derive(Clone, Copy)]
enum Operand {
    Local(u16, usize),
    Const(Const),
}

#[derive(Clone, Copy)]
enum Const {
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
}

impl Operand {
    fn of(i: &Insn) -> Option<Operand> {
        Some(match i {
            Insn::Load1(a) => Operand::Local(*a, 1),
            Insn::Load2(a) => Operand::Local(*a, 2),
            Insn::IConst(k) => Operand::Const(Const::Int(*k)),
            Insn::LConst(k) => Operand::Const(Const::Long(*k)),
            Insn::FConst(k) => Operand::Const(Const::Float(*k)),
            Insn::DConst(k) => Operand::Const(Const::Double(*k)),
            _ => return None,
        })
    }
}

/// An arithmetic group: the operator with up to two named operands before it (the first of two
/// a local) and perhaps a store of its result after it. The operator alone, with no operand or
/// store, is no group.
fn arithmetic(g: &[Insn]) -> Option<Insn> {
    // The group starts at g[0]: `local operand op`, `operand op`, or `op` (then it must end in
    // a store). The operator takes the two values just pushed, or the one just pushed as its
    // right operand.
    let is_op = |i: &Insn| Arith::of(i).is_some();
    let (left, right, at) = match g {
        [x @ (Insn::Load1(_) | Insn::Load2(_)), y, op, ..]
            if is_op(op) && Operand::of(y).is_some() =>
        {
            (Some(x), Some(y), 2)
        }
        [y, op, ..] if is_op(op) && Operand::of(y).is_some() => (None, Some(y), 1),
        [op, ..] if is_op(op) => (None, None, 0),
        _ => return None,
    };
    let arith = Arith::of(&g[at])?;
    // Each operand must have the width (and a constant the type) the operator takes.
    let left = match left.map(Operand::of) {
        Some(Some(Operand::Local(a, slots))) if slots == arith.slots() => {
            Some(Operand::Local(a, slots))
        }
        Some(_) => return None,
        None => None,
    };
    let right = match right {
        Some(y) => Some(right_operand(arith, y)?),
        None => None,
    };
    let dst = match g.get(at + 1) {
        Some(Insn::Store1(c)) if arith.slots() == 1 => Dst(*c),
        Some(Insn::Store2(c)) if arith.slots() == 2 => Dst(*c),
        _ => Dst::PUSH,
    };
    use Const as K;
    use Operand::{Const as C, Local as L};
    Some(match (arith, left, right) {
        (_, None, None) if dst == Dst::PUSH => return None,
        (Arith::Int(op), None, None) => Insn::IOpStore(op, dst.0),
        (Arith::Long(op) | Arith::LongShift(op), None, None) => Insn::LOpStore(op, dst.0),
        (Arith::Float(op), None, None) => Insn::FOpStore(op, dst.0),
        (Arith::Double(op), None, None) => Insn::DOpStore(op, dst.0),
        (Arith::Int(op), None, Some(L(b, _))) => Insn::IOpLocal(op, b, dst),
        (Arith::Int(op), None, Some(C(K::Int(k)))) => Insn::IOpConst(op, k, dst),
        (Arith::Int(op), Some(L(a, _)), Some(L(b, _))) => Insn::IOpLocals(op, a, b, dst),
        (Arith::Int(op), Some(L(a, _)), Some(C(K::Int(k)))) => Insn::IOpLocalConst(op, a, k, dst),
        (Arith::Long(op) | Arith::LongShift(op), None, Some(L(b, _))) => Insn::LOpLocal(op, b, dst),
        (Arith::Long(op) | Arith::LongShift(op), None, Some(C(K::Long(k)))) => {
            Insn::LOpConst(op, k, dst)
        }
        (Arith::Long(op) | Arith::LongShift(op), Some(L(a, _)), Some(L(b, _))) => {
            Insn::LOpLocals(op, a, b, dst)
        }
        (Arith::Long(op) | Arith::LongShift(op), Some(L(a, _)), Some(C(K::Long(k)))) => {
            Insn::LOpLocalConst(op, a, k, dst)
        }
        (Arith::Float(op), None, Some(L(b, _))) => Insn::FOpLocal(op, b, dst),
        (Arith::Float(op), None, Some(C(K::Float(k)))) => Insn::FOpConst(op, k, dst),
        (Arith::Float(op), Some(L(a, _)), Some(L(b, _))) => Insn::FOpLocals(op, a, b, dst),
        (Arith::Float(op), Some(L(a, _)), Some(C(K::Float(k)))) => {
            Insn::FOpLocalConst(op, a, k, dst)
        }
        (Arith::Double(op), None, Some(L(b, _))) => Insn::DOpLocal(op, b, dst),
        (Arith::Double(op), None, Some(C(K::Double(k)))) => Insn::DOpConst(op, k, dst),
        (Arith::Double(op), Some(L(a, _)), Some(L(b, _))) => Insn::DOpLocals(op, a, b, dst),
        (Arith::Double(op), Some(L(a, _)), Some(C(K::Double(k)))) => {
            Insn::DOpLocalConst(op, a, k, dst)
        }
        _ => return None,
    })
}

/// Constant `k` as the right operand of `arith`, if it has that operator's type (a long shift's
/// count is an int constant, widened here).
fn const_for(arith: Arith, k: Const) -> Option<Const> {
    match (arith, k) {
        (Arith::Int(_), Const::Int(_))
        | (Arith::Long(_), Const::Long(_))
        | (Arith::Float(_), Const::Float(_))
        | (Arith::Double(_), Const::Double(_)) => Some(k),
        (Arith::LongShift(_), Const::Int(k)) => Some(Const::Long(k as i64)),
        _ => None,
    }
}

/// What fusion sees of a plain instruction: its family and operator (and a branch's target).
/// Declared per instruction in the instruction table (`interp/table.rs`, `family(..)`).
#[derive(Clone, Copy)]
pub(crate) enum Family {
    Arith(Arith),
    Conv(Conv),
    /// An `<t>aload`, by how it reads its element.
    Load(Elem),
    /// An `<t>astore` other than `aastore`, by how it writes its element.
    Store(Elem),
    /// `if_icmp<cond> t`.
    IfICmp(Cond, u32),
    /// `if<cond> t`: an int compared with zero.
    IfZero(Cond, u32),
}

/// Generates [`family`] from the instruction table.
macro_rules! family_fn {
    ($r:ident;
     $(
         $(#[$attr:meta])*
         $name:ident $( ( $($field:ident : $fty:ty),+ ) )?
         $( bytecodes [$($op:literal),+] )?
         $( family($fam:expr) )?
         $( traced($how:ident $($depth:literal)?) )?
         => $run:expr;
     )*) => {
        /// The family of instruction `i`, if fusion combines it with others.
        #[allow(unused_variables)]
        fn family(i: &Insn) -> Option<Family> {
            match i {
                $( Insn::$name $( ( $($field),+ ) )? => family_of!([$($fam)?]), )*
            }
        }
    };
}

macro_rules! family_of {
    ([]) => {
        None
    };
    ([$fam:expr]) => {
        Some($fam)
    };
}

crate::interp::table::for_each_insn!(family_fn);

fn conv(i: &Insn) -> Option<Conv> {
    match family(i)? {
        Family::Conv(c) => Some(c),
        _ => None,
    }
}

/// How an `<t>astore` other than `aastore` writes its element.
fn store_elem(i: &Insn) -> Option<Elem> {
    match family(i)? {
        Family::Store(e) => Some(e),
        _ => None,
    }
}

/// How an `<t>aload` reads its element.
fn elem(i: &Insn) -> Option<Elem> {
    match family(i)? {
        Family::Load(e) => Some(e),
        _ => None,
    }
}

fn if_icmp(i: &Insn) -> Option<(Cond, u32)> {
    match family(i)? {
        Family::IfICmp(c, t) => Some((c, t)),
        _ => None,
    }
}

/// `if<cond>`: an int compared with zero.
fn if_zero(i: &Insn) -> Option<(Cond, u32)> {
    match family(i)? {
        Family::IfZero(c, t) => Some((c, t)),
        _ => None,
    }
}
