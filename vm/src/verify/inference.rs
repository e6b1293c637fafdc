//! Verification by type inference (JVMS §4.10.2), for class files older than version 50, which
//! carry no stack maps: a data-flow analysis. Each instruction's incoming state is the merge of
//! the states of every path into it; instructions are re-examined until nothing changes.
//!
//! Merging: equal types stay; two references become their first common superclass; anything
//! else in a local becomes `top` (unusable), and on the operand stack is an error. Stack heights
//! must agree.
//!
//! Subroutines (`jsr`/`ret`) are analysed per calling context: a state is kept per instruction
//! *and* per chain of return addresses that leads there, so the subroutine's code is checked
//! once for each call site and `ret` goes back to exactly the caller it came from, with the
//! caller's own local types intact. (This is the polyvariant reading of §4.10.2.4; recursion is
//! rejected, as the specification requires.)
use crate::verify::check::{fail, Checker, VR};
use crate::verify::frame::Frame;
use crate::verify::method::{Located, MethodCode};
use crate::verify::typemap::TypeMapBuilder;
use crate::verify::types::VType;

/// More states than this in one method is a hostile class file, not a program.
const MAX_STATES: usize = 1 << 16;
/// Nested subroutine calls.
const MAX_JSR_DEPTH: usize = 32;

struct States {
    /// Per instruction: (calling context, state).
    at: Vec<Vec<(u32, Frame)>>,
    /// Calling contexts: the return addresses of the active `jsr`s, outermost first.
    contexts: Vec<Vec<u16>>,
    /// Queued (instruction, context) pairs; the lowest instruction first, as the old verifier
    /// sweeps the code in order, so that joins are reached with their merged state.
    work: std::collections::BTreeSet<(usize, u32)>,
    count: usize,
}

impl States {
    fn context(&mut self, chain: Vec<u16>) -> u32 {
        if let Some(i) = self.contexts.iter().position(|c| *c == chain) {
            return i as u32;
        }
        self.contexts.push(chain);
        self.contexts.len() as u32 - 1
    }

    /// Merges `incoming` into the state of instruction `i` in context `ctx`; queues it when it
    /// changed.
    fn flow(&mut self, ck: &mut Checker, i: usize, ctx: u32, incoming: &Frame) -> VR<()> {
        let slot = &mut self.at[i];
        match slot.iter_mut().find(|(c, _)| *c == ctx) {
            None => {
                self.count += 1;
                if self.count > MAX_STATES {
                    return fail("Method too complex to verify");
                }
                slot.push((ctx, incoming.clone()));
            }
            Some((_, state)) => {
                if !merge(ck, state, incoming)? {
                    return Ok(());
                }
            }
        }
        self.work.insert((i, ctx));
        Ok(())
    }
}

/// Merges `from` into `into`; returns whether `into` changed.
fn merge(ck: &mut Checker, into: &mut Frame, from: &Frame) -> VR<bool> {
    if into.stack.len() != from.stack.len() {
        return fail(format!(
            "Inconsistent stack height {} != {}",
            from.stack.len(),
            into.stack.len()
        ));
    }
    let mut changed = false;
    for (a, &b) in into.stack.iter_mut().zip(&from.stack) {
        let Some(m) = merge_type(ck, *a, b)? else {
            return fail("Mismatched stack types");
        };
        changed |= m != *a;
        *a = m;
    }
    for (a, &b) in into.locals.iter_mut().zip(&from.locals) {
        let m = merge_type(ck, *a, b)?.unwrap_or(VType::Top);
        changed |= m != *a;
        *a = m;
    }
    if from.this_uninit && !into.this_uninit {
        into.this_uninit = true;
        changed = true;
    }
    Ok(changed)
}

fn merge_type(ck: &mut Checker, a: VType, b: VType) -> VR<Option<VType>> {
    Ok(match (a, b) {
        _ if a == b => Some(a),
        (VType::Null, VType::Ref(_)) => Some(b),
        (VType::Ref(_), VType::Null) => Some(a),
        (VType::Ref(x), VType::Ref(y)) => {
            Some(VType::Ref(ck.hierarchy.merge_refs(&mut ck.names, x, y)?))
        }
        _ => None,
    })
}

pub fn run(ck: &mut Checker, m: &MethodCode, map: &mut TypeMapBuilder) -> Result<(), Box<Located>> {
    let initial = ck.initial_frame(m.max_locals).map_err(Located::method)?;
    let n = m.instrs.len();
    let mut st = States {
        at: vec![Vec::new(); n],
        contexts: vec![Vec::new()],
        work: Default::default(),
        count: 0,
    };
    st.flow(ck, 0, 0, &initial).map_err(Located::method)?;
    while let Some((i, ctx)) = st.work.pop_first() {
        let ins = &m.instrs[i];
        let before = st.at[i]
            .iter()
            .find(|(c, _)| *c == ctx)
            .map(|(_, f)| f.clone())
            .expect("queued states exist");
        let at = |e| Located::at(ins.bci, &before, e);
        for h in m.handlers.iter().filter(|h| h.covers(ins.bci)) {
            let thrown = Frame {
                locals: before.locals.clone(),
                stack: vec![h.catch],
                this_uninit: before.this_uninit,
            };
            let target = m.index_of[h.target as usize] as usize;
            st.flow(ck, target, ctx, &thrown).map_err(&at)?;
        }
        let mut after = before.clone();
        let flow = ck.execute(ins, &mut after).map_err(&at)?;
        let next = ins.bci as usize + ins.len as usize;
        match ins.op {
            0xa8 | 0xc9 => {
                // jsr: push the return address, enter the subroutine in a deeper context.
                let ret = next as u16;
                let chain = &st.contexts[ctx as usize];
                if chain.contains(&ret) || chain.len() >= MAX_JSR_DEPTH {
                    return Err(Located::headline(
                        ins.bci,
                        &before,
                        "Recursive call to jsr entry",
                    ));
                }
                let mut deeper = chain.clone();
                deeper.push(ret);
                let inner = st.context(deeper);
                crate::verify::check::push_value(&mut after.stack, VType::Addr(ret));
                if after.stack.len() > ck.max_stack {
                    return Err(Located::headline(
                        ins.bci,
                        &before,
                        "Operand stack overflow",
                    ));
                }
                let target = m.index_of[ins.targets[0] as usize] as usize;
                st.flow(ck, target, inner, &after).map_err(&at)?;
            }
            0xa9 => {
                // ret: back to the caller named by the return address, in its own context.
                let addr = before.locals.get(ins.index as usize).copied();
                let Some(VType::Addr(ret)) = addr else {
                    let msg = format!("Register {} contains wrong type", ins.index);
                    return Err(Located::headline(ins.bci, &before, msg));
                };
                let chain = &st.contexts[ctx as usize];
                let Some(depth) = chain.iter().rposition(|&r| r == ret) else {
                    return Err(Located::headline(
                        ins.bci,
                        &before,
                        "Illegal return from subroutine",
                    ));
                };
                let outer = chain[..depth].to_vec();
                let outer = st.context(outer);
                let Some(&target) = m.index_of.get(ret as usize) else {
                    return Err(Located::headline(
                        ins.bci,
                        &before,
                        "Falling off the end of the code",
                    ));
                };
                st.flow(ck, target as usize, outer, &after).map_err(&at)?;
            }
            _ => {
                for &t in &ins.targets {
                    let target = m.index_of[t as usize] as usize;
                    st.flow(ck, target, ctx, &after).map_err(&at)?;
                }
                if flow.falls_through {
                    if i + 1 >= n {
                        return Err(Located::headline(
                            ins.bci,
                            &before,
                            "Falling off the end of the code",
                        ));
                    }
                    st.flow(ck, i + 1, ctx, &after).map_err(&at)?;
                }
            }
        }
    }
    for (i, states) in st.at.iter().enumerate() {
        let frames: Vec<&Frame> = states.iter().map(|(_, f)| f).collect();
        map.record(m.instrs[i].bci, &frames);
    }
    Ok(())
}
