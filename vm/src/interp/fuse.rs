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
//! operands named rather than pushed (`load a; load b; op`, `load b; op`, `const k; op`),
//! compare-and-branch (`load; if<cond>`, `lcmp`/`fcmp`/`dcmp` + `if<cond>`), the counted loop's
//! step (`iinc; goto`, and the long `i++`), and the `synchronized` block's entry and exit.
use crate::runtime::code::{Cond, Elem, FpOp, Handler, Insn, IntOp};

/// The longest group fused.
const MAX_GROUP: usize = 4;

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
    }
}

/// The superinstruction for the longest group at the start of `g` (which holds only
/// instructions that may join a group), if any.
fn group_at(g: &[Insn]) -> Option<Insn> {
    use Insn::*;
    let four = match g {
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
            } else if let Some(op) = int_op(next) {
                Some(IOpLocals(op, *a, *b))
            } else if let Some(e) = elem(next) {
                Some(ArrayLoadLocals(e, *a, *b))
            } else {
                fp_op(next, FAdd, FSub, FMul, FDiv).map(|op| FOpLocals(op, *a, *b))
            }
        }
        [Load2(a), Load2(b), op, ..] => {
            if let Some(op) = long_op(op) {
                Some(LOpLocals(op, *a, *b))
            } else {
                fp_op(op, DAdd, DSub, DMul, DDiv).map(|op| DOpLocals(op, *a, *b))
            }
        }
        [Load1(a), IConst(k), branch, ..] => {
            if_icmp(branch).map(|(c, t)| IfLocalConstICmp(c, *a, *k, t))
        }
        [Load1(a), Dup, GetField1(s), ..] => Some(DupGetFieldLocal1(*a, *s)),
        [Load1(a), Dup, GetField2(s), ..] => Some(DupGetFieldLocal2(*a, *s)),
        [Dup, Store1(k), MonitorEnter, ..] => Some(StoreMonitorEnter(*k)),
        _ => None,
    };
    let two =
        || match g {
            [Load1(a), Load1(b), ..] => Some(Load1Load1(*a, *b)),
            [Load2(a), Load2(b), ..] => Some(Load2Load2(*a, *b)),
            [Load1(a), GetField1(s), ..] => Some(GetFieldLocal1(*a, *s)),
            [Load1(a), GetField2(s), ..] => Some(GetFieldLocal2(*a, *s)),
            [IInc(l, c), Goto(t), ..] => i16::try_from(*c).ok().map(|c| IIncGoto(*l, c, *t)),
            [Load1(a), next, ..] => {
                if let Some((c, t)) = if_zero(next) {
                    Some(IfLocal(c, *a, t))
                } else if let Some(op) = int_op(next) {
                    Some(IOpLocal(op, *a))
                } else if let Some(op) = long_shift(next) {
                    Some(LOpLocal(op, *a))
                } else if matches!(next, MonitorExit) {
                    Some(MonitorExitLocal(*a))
                } else {
                    fp_op(next, FAdd, FSub, FMul, FDiv).map(|op| FOpLocal(op, *a))
                }
            }
            [Load2(b), op, ..] => {
                if let Some(op) = long_op(op) {
                    Some(LOpLocal(op, *b))
                } else {
                    fp_op(op, DAdd, DSub, DMul, DDiv).map(|op| DOpLocal(op, *b))
                }
            }
            [IConst(k), branch, ..] if if_icmp(branch).is_some() => {
                if_icmp(branch).map(|(c, t)| IfConstICmp(c, *k, t))
            }
            // A constant divisor of zero stays unfused: the division throws.
            [IConst(k), op, ..] => match (int_op(op), long_shift(op)) {
                (Some(IntOp::Div | IntOp::Rem), _) if *k == 0 => None,
                (Some(op), _) => Some(IOpConst(op, *k)),
                (None, Some(op)) => Some(LOpConst(op, *k as i64)),
                (None, None) => None,
            },
            [LConst(k), op, ..] => match long_op(op) {
                Some(IntOp::Div | IntOp::Rem) if *k == 0 => None,
                Some(op) => Some(LOpConst(op, *k)),
                None => None,
            },
            [FConst(k), op, ..] => fp_op(op, FAdd, FSub, FMul, FDiv).map(|op| FOpConst(op, *k)),
            [DConst(k), op, ..] => fp_op(op, DAdd, DSub, DMul, DDiv).map(|op| DOpConst(op, *k)),
            [LCmp, branch, ..] => if_zero(branch).map(|(c, t)| LCmpIf(c, t)),
            [cmp @ (FCmpL | FCmpG), branch, ..] => if_zero(branch)
                .map(|(c, t)| FCmpIf(c, if matches!(cmp, FCmpL) { -1 } else { 1 }, t)),
            [cmp @ (DCmpL | DCmpG), branch, ..] => if_zero(branch)
                .map(|(c, t)| DCmpIf(c, if matches!(cmp, DCmpL) { -1 } else { 1 }, t)),
            _ => None,
        };
    four.or_else(three).or_else(two)
}

/// How an `<t>aload` reads its element.
fn elem(i: &Insn) -> Option<Elem> {
    Some(match i {
        Insn::IALoad => Elem::Int,
        Insn::FALoad => Elem::Float,
        Insn::LALoad | Insn::DALoad => Elem::Wide,
        Insn::AALoad => Elem::Ref,
        Insn::BALoad => Elem::Byte,
        Insn::CALoad => Elem::Char,
        Insn::SALoad => Elem::Short,
        _ => return None,
    })
}

fn if_icmp(i: &Insn) -> Option<(Cond, u32)> {
    Some(match i {
        Insn::IfICmpEq(t) => (Cond::Eq, *t),
        Insn::IfICmpNe(t) => (Cond::Ne, *t),
        Insn::IfICmpLt(t) => (Cond::Lt, *t),
        Insn::IfICmpGe(t) => (Cond::Ge, *t),
        Insn::IfICmpGt(t) => (Cond::Gt, *t),
        Insn::IfICmpLe(t) => (Cond::Le, *t),
        _ => return None,
    })
}

/// `if<cond>`: an int compared with zero.
fn if_zero(i: &Insn) -> Option<(Cond, u32)> {
    Some(match i {
        Insn::IfEq(t) => (Cond::Eq, *t),
        Insn::IfNe(t) => (Cond::Ne, *t),
        Insn::IfLt(t) => (Cond::Lt, *t),
        Insn::IfGe(t) => (Cond::Ge, *t),
        Insn::IfGt(t) => (Cond::Gt, *t),
        Insn::IfLe(t) => (Cond::Le, *t),
        _ => return None,
    })
}

fn int_op(i: &Insn) -> Option<IntOp> {
    Some(match i {
        Insn::IAdd => IntOp::Add,
        Insn::ISub => IntOp::Sub,
        Insn::IMul => IntOp::Mul,
        Insn::IDiv => IntOp::Div,
        Insn::IRem => IntOp::Rem,
        Insn::IShl => IntOp::Shl,
        Insn::IShr => IntOp::Shr,
        Insn::IUShr => IntOp::UShr,
        Insn::IAnd => IntOp::And,
        Insn::IOr => IntOp::Or,
        Insn::IXor => IntOp::Xor,
        _ => return None,
    })
}

/// A long operator whose operands are both longs (not the shifts).
fn long_op(i: &Insn) -> Option<IntOp> {
    Some(match i {
        Insn::LAdd => IntOp::Add,
        Insn::LSub => IntOp::Sub,
        Insn::LMul => IntOp::Mul,
        Insn::LDiv => IntOp::Div,
        Insn::LRem => IntOp::Rem,
        Insn::LAnd => IntOp::And,
        Insn::LOr => IntOp::Or,
        Insn::LXor => IntOp::Xor,
        _ => return None,
    })
}

/// A long shift, whose count is an int.
fn long_shift(i: &Insn) -> Option<IntOp> {
    Some(match i {
        Insn::LShl => IntOp::Shl,
        Insn::LShr => IntOp::Shr,
        Insn::LUShr => IntOp::UShr,
        _ => return None,
    })
}

/// `i` as one of a floating-point type's add, sub, mul, div (given as that type's instructions).
fn fp_op(i: &Insn, add: Insn, sub: Insn, mul: Insn, div: Insn) -> Option<FpOp> {
    let same = |x: &Insn| std::mem::discriminant(i) == std::mem::discriminant(x);
    [
        (add, FpOp::Add),
        (sub, FpOp::Sub),
        (mul, FpOp::Mul),
        (div, FpOp::Div),
    ]
    .into_iter()
    .find_map(|(x, op)| same(&x).then_some(op))
}
