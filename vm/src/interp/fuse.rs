//! Peephole fusion of common instruction sequences into superinstructions.
//!
//! The dispatch loop's cost is dominated by its one indirect jump, so fewer dispatches is the
//! lever. A fused instruction replaces the first of its group and leaves the others in place
//! (it skips them when it runs), so every instruction index keeps its meaning. A group is fused
//! only when no instruction after its first is a branch target or an exception-range boundary:
//! control can then only enter the group at its start, and an exception inside it sees the same
//! handlers.
use crate::runtime::code::{Cond, Handler, Insn};

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
    let free = |k: usize| k < n && !entry[k];
    for k in 0..n {
        let fused = match (&insns[k], insns.get(k + 1), insns.get(k + 2)) {
            (Insn::Load1(a), Some(Insn::Load1(b)), Some(branch)) if free(k + 1) && free(k + 2) => {
                match if_icmp(branch) {
                    Some((c, t)) => Some(Insn::IfLocalsICmp(c, *a, *b, t)),
                    None => Some(Insn::Load1Load1(*a, *b)),
                }
            }
            (Insn::Load1(a), Some(Insn::Load1(b)), _) if free(k + 1) => {
                Some(Insn::Load1Load1(*a, *b))
            }
            (Insn::Load1(0), Some(Insn::GetField1(s)), _) if free(k + 1) => {
                Some(Insn::GetFieldThis1(*s))
            }
            (Insn::IInc(l, c), Some(Insn::Goto(t)), _) if free(k + 1) => {
                i16::try_from(*c).ok().map(|c| Insn::IIncGoto(*l, c, *t))
            }
            _ => None,
        };
        if let Some(f) = fused {
            insns[k] = f;
        }
    }
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
