//! Verifying one method: decode its code, check its exception table, run the driver its class
//! file version calls for, and turn a failure into HotSpot's `VerifyError` message.
use crate::classes::classfile::RawCode;
use crate::classes::descriptor::describe_method;
use crate::verify::bytecode::{self, name_of, Instr};
use crate::verify::check::{Checker, Failure};
use crate::verify::frame::Frame;
use crate::verify::subject::{Subject, SubjectMethod};
use crate::verify::typemap::{TypeMap, TypeMapBuilder};
use crate::verify::types::{Names, VType};
use crate::verify::{inference, typecheck};

/// A method's code, decoded once for whichever driver runs.
pub struct MethodCode<'a> {
    pub instrs: Vec<Instr>,
    /// Instruction index of each bytecode index that starts one (else `u32::MAX`).
    pub index_of: Vec<u32>,
    pub handlers: Vec<Handler>,
    pub max_locals: usize,
    pub max_stack: usize,
    pub stack_map: Option<&'a [u8]>,
}

#[derive(Clone, Copy)]
pub struct Handler {
    pub start: u16,
    pub end: u16,
    pub target: u16,
    /// The caught type (`java/lang/Throwable` for a `finally`).
    pub catch: VType,
}

impl Handler {
    pub fn covers(&self, bci: u16) -> bool {
        self.start <= bci && bci < self.end
    }
}

/// A verification failure with where it happened: the instruction, the state before it, and
/// the declared frame it did not match.
pub struct Located {
    pub failure: Failure,
    pub bci: Option<u16>,
    pub frame: Option<Frame>,
    pub stackmap: Option<Frame>,
}

impl Located {
    /// A failure of the method as a whole (its descriptor, its stack map table).
    pub fn method(failure: Failure) -> Box<Located> {
        Box::new(Located {
            failure,
            bci: None,
            frame: None,
            stackmap: None,
        })
    }

    /// Places a failure at the instruction at `bci`, whose incoming state is `frame`.
    pub fn at(bci: u16, frame: &Frame, failure: Failure) -> Box<Located> {
        Box::new(Located {
            failure,
            bci: Some(bci),
            frame: Some(frame.clone()),
            stackmap: None,
        })
    }

    pub fn headline(bci: u16, frame: &Frame, headline: impl Into<String>) -> Box<Located> {
        Located::at(
            bci,
            frame,
            Failure::Verify {
                headline: headline.into(),
                reason: None,
            },
        )
    }

    /// A state that is not assignable to the declared frame it flows into.
    pub fn mismatch(
        bci: u16,
        current: &Frame,
        declared: &Frame,
        headline: &str,
        reason: String,
    ) -> Box<Located> {
        Box::new(Located {
            failure: Failure::Verify {
                headline: headline.into(),
                reason: Some(reason),
            },
            bci: Some(bci),
            frame: Some(current.clone()),
            stackmap: Some(declared.clone()),
        })
    }
}

/// Verifies one method with code. The error is the complete message of the `VerifyError` (or
/// the linkage error raised while loading a class the check needed).
pub fn verify_method(
    subject: &Subject,
    method: &SubjectMethod,
    raw: &RawCode,
    names: &mut Names,
) -> Result<TypeMap, Box<crate::classes::link_error::LinkError>> {
    let mut ck = Checker::new(subject, method, &raw.bytes, std::mem::take(names));
    let result = verify_with(&mut ck, raw);
    *names = std::mem::take(&mut ck.names);
    result
}

fn verify_with(
    ck: &mut Checker,
    raw: &RawCode,
) -> Result<TypeMap, Box<crate::classes::link_error::LinkError>> {
    let subject = ck.subject;
    // Failures of old class files read like HotSpot's old (inference) verifier's.
    let mut inferring = subject.major < 50;
    let fail = |ck: &Checker, located: Box<Located>, inferring: bool| match located.failure {
        Failure::Link(e) => e,
        Failure::Format(ref m) => {
            crate::classes::link_error::link_error("java/lang/ClassFormatError", m.clone())
        }
        Failure::Verify {
            ref headline,
            ref reason,
        } => crate::classes::link_error::link_error(
            "java/lang/VerifyError",
            if inferring {
                old_message(ck, raw, headline, reason.as_deref(), &located)
            } else {
                message(ck, raw, headline, reason.as_deref(), &located)
            },
        ),
    };
    let code = match decode(ck, raw) {
        Ok(c) => c,
        Err(l) => return Err(fail(ck, l, inferring)),
    };
    let mut map = TypeMapBuilder::new(raw.bytes.len(), code.max_locals, code.max_stack);
    let result = if subject.major >= 50 {
        let checked = typecheck::run(ck, &code, &mut map);
        match checked {
            // HotSpot falls back to inference for version 50 (FailOverToOldVerifier).
            Err(l) if subject.major == 50 && matches!(l.failure, Failure::Verify { .. }) => {
                inferring = true;
                map = TypeMapBuilder::new(raw.bytes.len(), code.max_locals, code.max_stack);
                inference::run(ck, &code, &mut map)
            }
            other => other,
        }
    } else {
        inference::run(ck, &code, &mut map)
    };
    match result {
        Ok(()) => Ok(map.finish()),
        Err(l) => Err(fail(ck, l, inferring)),
    }
}

fn decode<'a>(ck: &mut Checker, raw: &'a RawCode) -> Result<MethodCode<'a>, Box<Located>> {
    let (instrs, index_of) =
        bytecode::decode(&raw.bytes, ck.subject.major).map_err(|(bci, msg)| {
            let mut l = Located::method(Failure::Verify {
                headline: msg,
                reason: None,
            });
            l.bci = Some(bci);
            l
        })?;
    let mut handlers = Vec::new();
    let starts = |bci: u16| index_of.get(bci as usize).is_some_and(|&i| i != u32::MAX);
    // The parser checked the ranges against the code length; instruction boundaries are
    // checked here, with HotSpot's wording (a ClassFormatError, as in HotSpot).
    let bad = |what: &str, pc: u16| {
        Located::method(Failure::Format(format!(
            "Illegal exception table {what} {pc} in method {}",
            describe_method(ck.subject.name, ck.method.name, ck.method.desc)
        )))
    };
    for &(start, end, target, catch) in &raw.exception_table {
        if !starts(start) {
            return Err(bad("start_pc", start));
        }
        if !(end as usize == raw.bytes.len() || starts(end)) {
            return Err(bad("end_pc", end));
        }
        if !starts(target) {
            return Err(bad("handler_pc", target));
        }
        let catch = ck.catch_type(catch, target).map_err(Located::method)?;
        handlers.push(Handler {
            start,
            end,
            target,
            catch,
        });
    }
    if !handlers.is_empty() && raw.max_stack == 0 {
        // A handler starts with the exception on the stack.
        return Err(Located::method(Failure::Verify {
            headline: "Operand stack overflow at exception handler".into(),
            reason: None,
        }));
    }
    Ok(MethodCode {
        instrs,
        index_of,
        handlers,
        max_locals: raw.max_locals as usize,
        max_stack: raw.max_stack as usize,
        stack_map: raw.stack_map.as_deref(),
    })
}

/// HotSpot's message layout: the headline, then "Exception Details" with the location, the
/// reason, the frame(s) and a dump of the bytecode.
fn message(
    ck: &Checker,
    raw: &RawCode,
    headline: &str,
    reason: Option<&str>,
    l: &Located,
) -> String {
    let m = ck.method;
    let mut s = format!(
        "{headline}\nException Details:\n  Location:\n    {}.{}{}",
        ck.subject.name, m.name, m.desc
    );
    if let Some(bci) = l.bci {
        let op = raw.bytes.get(bci as usize).copied().unwrap_or(0);
        s += &format!(" @{bci}: {}", name_of(op));
    }
    s.push('\n');
    if let Some(r) = reason {
        s += &format!("  Reason:\n    {r}\n");
    }
    if let (Some(f), Some(bci)) = (&l.frame, l.bci) {
        s += "  Current Frame:\n";
        s += &f.describe(&ck.names, bci);
    }
    if let (Some(f), Some(bci)) = (&l.stackmap, l.bci) {
        s += "  Stackmap Frame:\n";
        s += &f.describe(&ck.names, bci);
    }
    s += "  Bytecode:\n";
    for (line, chunk) in raw.bytes.chunks(16).enumerate() {
        let hex: Vec<String> = chunk
            .chunks(2)
            .map(|p| p.iter().map(|b| format!("{b:02x}")).collect())
            .collect();
        s += &format!("    {:07x}: {}\n", line * 16, hex.join(" "));
    }
    s.truncate(s.trim_end().len());
    s
}

/// The one-line form of HotSpot's old verifier: `(class: C, method: m signature: d) what`, with
/// its wording for the failures it shares with ours.
fn old_message(
    ck: &Checker,
    raw: &RawCode,
    headline: &str,
    reason: Option<&str>,
    l: &Located,
) -> String {
    let op = l.bci.and_then(|b| raw.bytes.get(b as usize).copied());
    let invoke = op.is_some_and(|op| (0xb6..=0xba).contains(&op));
    let reason = reason.unwrap_or("");
    // "Type X (current frame, locals[N]) is not assignable to Y": the slot and the types.
    let local = reason
        .split("locals[")
        .nth(1)
        .and_then(|r| r.split(']').next())
        .unwrap_or("?");
    let expected = reason.rsplit("is not assignable to ").next().unwrap_or("");
    let what = match headline {
        "Operand stack underflow" => "Unable to pop operand off an empty stack".to_string(),
        "Operand stack overflow" => "Stack size too large".to_string(),
        "Bad local variable type" if reason.starts_with("Type top ") => {
            format!("Accessing value from uninitialized register {local}")
        }
        "Bad local variable type" => format!("Register {local} contains wrong type"),
        h if h.starts_with("Bad type on operand stack") => match expected {
            "integer" | "float" | "long" | "double" if invoke => {
                "Incompatible argument to function".to_string()
            }
            "integer" | "float" | "long" | "double" => {
                format!("Expecting to find {expected} on stack")
            }
            _ if invoke => "Incompatible object argument for function call".to_string(),
            _ => "Expecting to find object/array on stack".to_string(),
        },
        "Nonzero padding byte in lookupswitch or tableswitch" => {
            "Non zero padding bytes in switch".to_string()
        }
        h => h.to_string(),
    };
    format!(
        "(class: {}, method: {} signature: {}) {what}",
        ck.subject.name, ck.method.name, ck.method.desc
    )
}
