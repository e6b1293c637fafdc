//! The `StackMapTable` attribute (JVMS §4.7.4): the declared type state at each branch target
//! and exception handler, each frame encoded as a delta from the one before.
use crate::classes::classfile::Constant;
use crate::verify::check::Failure;
use crate::verify::frame::Frame;
use crate::verify::types::{Names, VType};

/// Decodes the frames into full type states, in bytecode order. `initial` is the method's entry
/// state (from its descriptor); `index_of` tells instruction starts; `code` is the bytecode (an
/// `Uninitialized(offset)` type must name a `new`).
#[allow(clippy::too_many_arguments)]
pub fn decode(
    attr: &[u8],
    initial: &Frame,
    cp: &[Constant],
    names: &mut Names,
    code: &[u8],
    index_of: &[u32],
    max_stack: usize,
) -> Result<Vec<(u16, Frame)>, Failure> {
    let mut rd = Bytes { b: attr, pos: 0 };
    let count = rd.u2()?;
    let max_locals = initial.locals.len();
    // The locals as the encoding sees them: a long counts as one entry.
    let mut locals = compress(&initial.locals);
    let mut frames = Vec::with_capacity(count as usize);
    let mut offset: i64 = -1;
    for _ in 0..count {
        let tag = rd.u1()?;
        let mut stack = Vec::new();
        let delta = match tag {
            0..=63 => tag as u16,
            64..=127 => {
                stack.push(read_type(&mut rd, cp, names, code, index_of)?);
                tag as u16 - 64
            }
            247 => {
                let d = rd.u2()?;
                stack.push(read_type(&mut rd, cp, names, code, index_of)?);
                d
            }
            248..=250 => {
                let d = rd.u2()?;
                let k = 251 - tag as usize;
                if k > locals.len() {
                    return Err(format_error("bad chop frame"));
                }
                locals.truncate(locals.len() - k);
                d
            }
            251 => rd.u2()?,
            252..=254 => {
                let d = rd.u2()?;
                for _ in 0..tag - 251 {
                    locals.push(read_type(&mut rd, cp, names, code, index_of)?);
                }
                d
            }
            255 => {
                let d = rd.u2()?;
                let nl = rd.u2()?;
                locals.clear();
                for _ in 0..nl {
                    locals.push(read_type(&mut rd, cp, names, code, index_of)?);
                }
                let ns = rd.u2()?;
                for _ in 0..ns {
                    stack.push(read_type(&mut rd, cp, names, code, index_of)?);
                }
                d
            }
            _ => return Err(format_error("reserved frame type")),
        };
        offset += delta as i64 + 1;
        if offset as usize >= code.len() || index_of[offset as usize] == u32::MAX {
            return Err(Failure::Verify {
                headline: "StackMapTable error: bad offset".into(),
                reason: None,
            });
        }
        let expanded_locals = expand(&locals);
        if expanded_locals.len() > max_locals {
            return Err(format_error("bad type array size"));
        }
        let stack = expand(&stack);
        if stack.len() > max_stack {
            return Err(format_error("bad type array size"));
        }
        let mut full = expanded_locals;
        full.resize(max_locals, VType::Top);
        // flagThisUninit: set when any local is uninitializedThis (JVMS §4.10.1.4).
        let this_uninit = full.contains(&VType::UninitThis);
        frames.push((
            offset as u16,
            Frame {
                locals: full,
                stack,
                this_uninit,
            },
        ));
    }
    if rd.pos != attr.len() {
        return Err(format_error("wrong attribute size"));
    }
    Ok(frames)
}

/// Long and double as one entry (the second-half markers dropped), and trailing tops trimmed,
/// which is what `chop` and `append` count in.
fn compress(locals: &[VType]) -> Vec<VType> {
    let mut out: Vec<VType> = locals
        .iter()
        .copied()
        .filter(|t| !t.is_second_half())
        .collect();
    while out.last() == Some(&VType::Top) {
        out.pop();
    }
    out
}

fn expand(ts: &[VType]) -> Vec<VType> {
    let mut out = Vec::with_capacity(ts.len());
    for &t in ts {
        out.push(t);
        match t {
            VType::Long => out.push(VType::Long2),
            VType::Double => out.push(VType::Double2),
            _ => {}
        }
    }
    out
}

fn read_type(
    rd: &mut Bytes,
    cp: &[Constant],
    names: &mut Names,
    code: &[u8],
    index_of: &[u32],
) -> Result<VType, Failure> {
    Ok(match rd.u1()? {
        0 => VType::Top,
        1 => VType::Int,
        2 => VType::Float,
        3 => VType::Double,
        4 => VType::Long,
        5 => VType::Null,
        6 => VType::UninitThis,
        7 => {
            let i = rd.u2()?;
            match cp.get(i as usize) {
                Some(Constant::Class(n)) => names.of_class_name(n),
                _ => return Err(format_error("bad class index")),
            }
        }
        8 => {
            let off = rd.u2()?;
            let is_new = code.get(off as usize) == Some(&0xbb)
                && index_of.get(off as usize).is_some_and(|&i| i != u32::MAX);
            if !is_new {
                return Err(format_error("bad offset for Uninitialized"));
            }
            VType::Uninit(off)
        }
        _ => return Err(format_error("bad verification type")),
    })
}

/// HotSpot reports a malformed table as a `ClassFormatError`.
fn format_error(what: &str) -> Failure {
    Failure::Format(format!("StackMapTable format error: {what}"))
}

struct Bytes<'a> {
    b: &'a [u8],
    pos: usize,
}

impl Bytes<'_> {
    fn u1(&mut self) -> Result<u8, Failure> {
        let v = *self
            .b
            .get(self.pos)
            .ok_or_else(|| format_error("access beyond the end of attribute"))?;
        self.pos += 1;
        Ok(v)
    }
    fn u2(&mut self) -> Result<u16, Failure> {
        Ok(u16::from_be_bytes([self.u1()?, self.u1()?]))
    }
}
