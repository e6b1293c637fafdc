//! Verification by type checking (JVMS §4.10.1), for class files of version 50 and later: one
//! pass in bytecode order. The `StackMapTable` declares the state at every branch target and
//! handler; each instruction is checked against the state the one before it left (or against
//! the declared frame where there is one), and every jump must land on a declared frame its
//! state is assignable to. No merging, no iteration: linear in the code size.
use crate::verify::bytecode::Instr;
use crate::verify::check::Checker;
use crate::verify::frame::Frame;
use crate::verify::method::{Handler, Located, MethodCode};
use crate::verify::stackmap;
use crate::verify::typemap::TypeMapBuilder;

pub fn run(ck: &mut Checker, m: &MethodCode, map: &mut TypeMapBuilder) -> Result<(), Box<Located>> {
    let initial = ck.initial_frame(m.max_locals).map_err(Located::method)?;
    let frames = match m.stack_map {
        Some(attr) => stackmap::decode(
            attr,
            &initial,
            ck.subject.cp,
            &mut ck.names,
            ck.code,
            &m.index_of,
            m.max_stack,
        )
        .map_err(Located::method)?,
        None => Vec::new(),
    };
    let mut frame_at: Vec<Option<u32>> = vec![None; ck.code.len()];
    for (i, (bci, _)) in frames.iter().enumerate() {
        frame_at[*bci as usize] = Some(i as u32);
    }
    let declared = |bci: u16| frame_at[bci as usize].map(|i| &frames[i as usize].1);

    let mut cur = initial;
    // The state before the instruction, for messages (a reused buffer: no allocation per step).
    let mut before = cur.clone();
    let mut reachable = true;
    for ins in &m.instrs {
        if let Some(frame) = declared(ins.bci) {
            if reachable {
                if let Some(reason) = ck
                    .frame_assignable(&cur, frame)
                    .map_err(|e| Located::at(ins.bci, &cur, e))?
                {
                    return Err(Located::mismatch(
                        ins.bci,
                        &cur,
                        frame,
                        "Instruction type does not match stack map",
                        reason,
                    ));
                }
            }
            cur = frame.clone();
        } else if !reachable {
            return Err(Located::headline(
                ins.bci,
                &cur,
                "Expecting a stack map frame",
            ));
        }
        map.record(ins.bci, &[&cur]);
        check_handlers(ck, m, ins, &cur, &declared)?;
        if matches!(ins.op, 0xa8 | 0xa9 | 0xc9) {
            return Err(Located::headline(
                ins.bci,
                &cur,
                format!("Bad instruction: {:02x}", ins.op),
            ));
        }
        before.clone_from(&cur);
        let flow = ck
            .execute(ins, &mut cur)
            .map_err(|e| Located::at(ins.bci, &before, e))?;
        for &t in &ins.targets {
            let Some(frame) = declared(t) else {
                return Err(Located::headline(
                    ins.bci,
                    &before,
                    format!("Expecting a stackmap frame at branch target {t}"),
                ));
            };
            if let Some(reason) = ck
                .frame_assignable(&cur, frame)
                .map_err(|e| Located::at(ins.bci, &before, e))?
            {
                return Err(Located::mismatch(
                    ins.bci,
                    &cur,
                    frame,
                    &format!("Inconsistent stackmap frames at branch target {t}"),
                    reason,
                ));
            }
        }
        reachable = flow.falls_through;
    }
    if reachable {
        let last = m.instrs.last().expect("code is never empty");
        return Err(Located::headline(
            last.bci,
            &cur,
            "Control flow falls through code end",
        ));
    }
    Ok(())
}

/// Every handler covering `ins` must accept the state before it, with the stack replaced by
/// the caught exception (the state after a store is never needed: stores cannot throw).
fn check_handlers<'f>(
    ck: &mut Checker,
    m: &MethodCode,
    ins: &Instr,
    cur: &Frame,
    declared: &dyn Fn(u16) -> Option<&'f Frame>,
) -> Result<(), Box<Located>> {
    for h in m.handlers.iter().filter(|h| h.covers(ins.bci)) {
        let Handler { target, catch, .. } = *h;
        let thrown = Frame {
            locals: cur.locals.clone(),
            stack: vec![catch],
            this_uninit: cur.this_uninit,
        };
        let Some(frame) = declared(target) else {
            return Err(Located::headline(
                ins.bci,
                cur,
                format!("Expecting a stackmap frame at branch target {target}"),
            ));
        };
        if let Some(reason) = ck
            .frame_assignable(&thrown, frame)
            .map_err(|e| Located::at(ins.bci, cur, e))?
        {
            return Err(Located::mismatch(
                ins.bci,
                &thrown,
                frame,
                &format!("Stack map does not match the one at exception handler {target}"),
                reason,
            ));
        }
    }
    Ok(())
}
