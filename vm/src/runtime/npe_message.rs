//! Helpful NullPointerException messages (JEP 358), as HotSpot 17 words them with
//! `-XX:+ShowCodeDetailsInExceptionMessages` (its default): `Cannot invoke "String.length()"
//! because "<local1>" is null`, `Cannot read field "next" because "this.head" is null`, ...
//!
//! The message of an NPE the VM raised is computed lazily, as in HotSpot: the jdk-subset's
//! `NullPointerException.getMessage()` calls the native `getExtendedNPEMessage()`
//! (`natives/throwable.rs`) which takes the top frame of the exception's backtrace — the method
//! and the bytecode index of the instruction that found the null — and asks [`message`].
//!
//! # The algorithm (HotSpot's `bytecodeUtils.cpp`, reimplemented)
//!
//! 1. The instruction at the failing bci says *what* failed (`print_NPE_failed_action`): `Cannot
//!    load from int array`, `Cannot invoke "C.m(int, String)"`, ... and which operand-stack slot
//!    held the null (`get_NPE_null_slot`: the receiver of a call, the array of an array store,
//!    ...). A constructor call (`invokespecial <init>`) cannot fail on null in Java code, so an
//!    NPE whose top frame is at one was created by `new NullPointerException()`: it gets no
//!    message; nor does one at an instruction that cannot dereference (a native's NPE seen from
//!    its caller's `invokestatic`, ...).
//! 2. A data-flow analysis over the method's bytecode simulates the operand stack, recording for
//!    each slot the bci of the instruction that pushed it and its basic type. Control-flow
//!    merges keep a bci only where all paths agree (a ternary `c ? a : b` loses it); handler
//!    entries start with the exception pushed by the handler's own bci; `jsr`/`ret` end the
//!    flow. The analysis sweeps the code in bci order until nothing changes — but stops as soon
//!    as the failing bci has a stack (so a loop's back edge may not have been merged in yet,
//!    exactly as HotSpot), gives up at an instruction it does not model, and after a million
//!    stack entries. Local slots written anywhere before (on any path) are tracked in a 64-bit
//!    mask: an unwritten slot is still the parameter.
//! 3. From the slot's pushing instruction, the cause is printed recursively, at most 5 levels
//!    (`print_NPE_cause0`): locals (`LocalVariableTable` name, else `this`, `<parameterN>`,
//!    `<localN>`), constants, `null`, static fields `C.f`, instance fields `recv.f`, array
//!    elements `a[i]` (the index printed without depth cost; `...` when it is not a simple
//!    expression; `<array>` when the depth ran out), and method results (`the return value of
//!    "C.m()"`). When no cause can be named the message is just the failed action.
//!
//! Class names are external (`java.util.List`), except that `java.lang.Object` and
//! `java.lang.String` are printed without their package (and, in parameter lists, any type name
//! starting with them, as HotSpot's textual trim does: `StringBuilder`).
use crate::classes::classfile::{Constant, RawCode};
use crate::classes::method::Method;

/// Recursion depth of the cause (HotSpot's `_max_cause_detail`).
const MAX_CAUSE_DETAIL: u32 = 5;
/// Give up the analysis beyond this many simulated stack entries (HotSpot's `_max_entries`).
const MAX_ENTRIES: usize = 1_000_000;
/// "Pushed by no single instruction" (after a merge of different ones).
const NO_BCI: u32 = u32::MAX;

/// HotSpot's `BasicType`s as far as the analysis tells them apart (merges of different types
/// lose the bci, except object with array).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    Boolean,
    Byte,
    Char,
    Short,
    Int,
    Float,
    Long,
    Double,
    Object,
    Array,
    Address,
    Conflict,
    Void,
}

impl Ty {
    fn size(self) -> usize {
        match self {
            Ty::Long | Ty::Double => 2,
            Ty::Void => 0,
            _ => 1,
        }
    }

    /// The type of a field descriptor or a method's return descriptor.
    fn of_descriptor(d: &str) -> Ty {
        match d.as_bytes().first() {
            Some(b'Z') => Ty::Boolean,
            Some(b'B') => Ty::Byte,
            Some(b'C') => Ty::Char,
            Some(b'S') => Ty::Short,
            Some(b'I') => Ty::Int,
            Some(b'F') => Ty::Float,
            Some(b'J') => Ty::Long,
            Some(b'D') => Ty::Double,
            Some(b'[') => Ty::Array,
            Some(b'V') => Ty::Void,
            _ => Ty::Object,
        }
    }
}

/// One simulated operand-stack slot: who pushed it, and its type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Slot {
    bci: u32,
    ty: Ty,
}

impl Slot {
    fn merge(self, other: Slot) -> Slot {
        if self.ty != other.ty {
            let refs = |t| matches!(t, Ty::Object | Ty::Array);
            if refs(self.ty) && refs(other.ty) {
                let bci = if self.bci == other.bci {
                    self.bci
                } else {
                    NO_BCI
                };
                return Slot {
                    bci,
                    ty: Ty::Object,
                };
            }
            return Slot {
                bci: NO_BCI,
                ty: Ty::Conflict,
            };
        }
        if self.bci == other.bci {
            self
        } else {
            Slot {
                bci: NO_BCI,
                ty: self.ty,
            }
        }
    }
}

/// The simulated operand stack before one instruction, and the local slots written on some path
/// to it (slots above 63 count as written).
#[derive(Clone, Default, Debug)]
struct SimStack {
    slots: Vec<Slot>,
    written: u64,
}

/// The analysis met code it cannot simulate (malformed, or a stack out of balance): no message.
struct GiveUp;

impl SimStack {
    fn push(&mut self, bci: usize, ty: Ty) {
        self.push_slot(Slot {
            bci: bci as u32,
            ty,
        });
    }
    /// Pushes one entry per slot the type takes (none for void).
    fn push_slot(&mut self, s: Slot) {
        for _ in 0..s.ty.size() {
            self.slots.push(s);
        }
    }
    fn push_raw(&mut self, s: Slot) {
        if s.ty != Ty::Void {
            self.slots.push(s);
        }
    }
    fn pop(&mut self, n: usize) -> Result<(), GiveUp> {
        let len = self.slots.len().checked_sub(n).ok_or(GiveUp)?;
        self.slots.truncate(len);
        Ok(())
    }
    /// Slot `i` counted from the top (0 = top of stack).
    fn at(&self, i: usize) -> Result<Slot, GiveUp> {
        let n = self.slots.len();
        if i < n {
            Ok(self.slots[n - 1 - i])
        } else {
            Err(GiveUp)
        }
    }
    fn write_local(&mut self, i: usize) {
        if i < 64 {
            self.written |= 1 << i;
        }
    }
    fn local_written(&self, i: usize) -> bool {
        i >= 64 || self.written & (1 << i) != 0
    }
    fn merge(&mut self, other: &SimStack) -> Result<(), GiveUp> {
        if self.slots.len() != other.slots.len() {
            return Err(GiveUp);
        }
        for (a, b) in self.slots.iter_mut().zip(&other.slots) {
            *a = a.merge(*b);
        }
        self.written |= other.written;
        Ok(())
    }
}

fn u1(code: &[u8], at: usize) -> Result<u8, GiveUp> {
    code.get(at).copied().ok_or(GiveUp)
}
fn u2(code: &[u8], at: usize) -> Result<u16, GiveUp> {
    Ok(u16::from_be_bytes([u1(code, at)?, u1(code, at + 1)?]))
}
fn i4(code: &[u8], at: usize) -> Result<i32, GiveUp> {
    Ok(i32::from_be_bytes([
        u1(code, at)?,
        u1(code, at + 1)?,
        u1(code, at + 2)?,
        u1(code, at + 3)?,
    ]))
}

/// Length of the instruction at `bci`.
fn insn_len(code: &[u8], bci: usize) -> Result<usize, GiveUp> {
    let op = u1(code, bci)?;
    Ok(match op {
        0x00..=0x0f | 0x1a..=0x35 | 0x3b..=0x83 | 0x85..=0x98 | 0xac..=0xb1 => 1,
        0xbe | 0xbf | 0xc2 | 0xc3 | 0xca => 1,
        0x10 | 0x12 | 0x15..=0x19 | 0x36..=0x3a | 0xa9 | 0xbc => 2,
        0x11 | 0x13 | 0x14 | 0x84 | 0x99..=0xa8 | 0xb2..=0xb8 | 0xbb | 0xbd | 0xc0 | 0xc1 => 3,
        0xc6 | 0xc7 => 3,
        0xc5 => 4,
        0xb9 | 0xba | 0xc8 | 0xc9 => 5,
        0xc4 => {
            if u1(code, bci + 1)? == 0x84 {
                6
            } else {
                4
            }
        }
        0xaa | 0xab => {
            let pad = (bci + 4) & !3;
            let n = if op == 0xaa {
                let (low, high) = (i4(code, pad + 4)? as i64, i4(code, pad + 8)? as i64);
                if high < low {
                    return Err(GiveUp);
                }
                12 + 4 * (high - low + 1)
            } else {
                let pairs = i4(code, pad + 4)? as i64;
                if pairs < 0 {
                    return Err(GiveUp);
                }
                8 + 8 * pairs
            };
            let end = pad as i64 + n;
            if end > code.len() as i64 {
                return Err(GiveUp);
            }
            end as usize - bci
        }
        _ => return Err(GiveUp),
    })
}

/// The simulated stacks of one method (HotSpot's `ExceptionMessageBuilder`).
struct Analysis<'a> {
    method: &'a Method,
    code: &'a [u8],
    cp: &'a [Constant],
    /// The stack before each bci (and one past the end), once some path reached it.
    stacks: Vec<Option<SimStack>>,
    entries: usize,
    added_one: bool,
    all_processed: bool,
    /// The simulation hit code it cannot follow (a stack out of balance): no cause is named.
    broken: bool,
}

impl<'a> Analysis<'a> {
    /// Runs the analysis far enough to have a stack at `bci`.
    fn new(method: &'a Method, raw: &'a RawCode, bci: usize) -> Self {
        let code = &raw.bytes[..];
        let len = code.len();
        let mut a = Analysis {
            method,
            code,
            cp: &method.class().cp,
            stacks: vec![None; len + 1],
            entries: 0,
            added_one: true,
            all_processed: false,
            broken: false,
        };
        if a.run(raw, bci).is_err() {
            a.broken = true;
        }
        a
    }

    fn run(&mut self, raw: &RawCode, bci: usize) -> Result<(), GiveUp> {
        let a = self;
        let len = a.code.len();
        a.stacks[0] = Some(SimStack::default());
        for &(_, _, handler, _) in &raw.exception_table {
            let h = handler as usize;
            let s = a.stacks.get_mut(h).ok_or(GiveUp)?;
            if s.is_none() {
                let mut st = SimStack::default();
                st.push(h, Ty::Object);
                *s = Some(st);
            }
        }
        while !a.all_processed && a.added_one {
            a.all_processed = true;
            a.added_one = false;
            let mut i = 0;
            while i < len {
                i += a.step(i)?;
                if i == bci && a.stacks.get(i).is_some_and(Option::is_some) {
                    a.all_processed = true;
                    break;
                }
                if a.entries > MAX_ENTRIES {
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// Merges `stack` into the one at `bci` (or puts it there).
    fn merge_into(&mut self, bci: usize, stack: &SimStack) -> Result<(), GiveUp> {
        let entries = stack.slots.len();
        match self.stacks.get_mut(bci).ok_or(GiveUp)? {
            Some(s) => s.merge(stack)?,
            slot @ None => {
                self.added_one = true;
                self.entries += entries;
                *slot = Some(stack.clone());
            }
        }
        Ok(())
    }

    fn field_type(&self, index: u16) -> Result<Ty, GiveUp> {
        match self.cp.get(index as usize) {
            Some(Constant::FieldRef { desc, .. }) => Ok(Ty::of_descriptor(desc)),
            _ => Err(GiveUp),
        }
    }

    /// (argument slots without the receiver, result type) of the call at `index`.
    fn call_shape(&self, index: u16) -> Result<(usize, Ty), GiveUp> {
        let desc = match self.cp.get(index as usize) {
            Some(Constant::MethodRef { desc, .. }) | Some(Constant::InvokeDynamic { desc, .. }) => {
                desc
            }
            _ => return Err(GiveUp),
        };
        let d = crate::classes::descriptor::MethodDescriptor::parse(desc).ok_or(GiveUp)?;
        let args = d.params.iter().map(|p| Ty::of_descriptor(p).size()).sum();
        Ok((args, Ty::of_descriptor(&d.ret)))
    }

    /// Simulates the instruction at `bci`; returns its length.
    fn step(&mut self, bci: usize) -> Result<usize, GiveUp> {
        let code = self.code;
        let len = insn_len(code, bci)?;
        let Some(Some(before)) = self.stacks.get(bci) else {
            self.all_processed = false;
            return Ok(len);
        };
        let mut st = before.clone();
        let mut op = code[bci];
        let mut pos = bci + 1;
        let wide = op == 0xc4;
        if wide {
            op = u1(code, bci + 1)?;
            pos += 1;
        }
        let local_index = |c: &[u8]| -> Result<usize, GiveUp> {
            Ok(if wide {
                u2(c, bci + 2)? as usize
            } else {
                u1(c, bci + 1)? as usize
            })
        };
        let branch = |c: &[u8]| -> Result<usize, GiveUp> {
            let off = u2(c, pos)? as i16 as i64;
            usize::try_from(bci as i64 + off).map_err(|_| GiveUp)
        };
        let mut dest: Option<usize> = None;
        let mut dests: Vec<usize> = Vec::new();
        let mut flow_ended = false;
        match op {
            0x00 => {}                                          // nop
            0x01 => st.push(bci, Ty::Object),                   // aconst_null
            0x02..=0x08 | 0x10 | 0x11 => st.push(bci, Ty::Int), // iconst_*, bipush, sipush
            0x09 | 0x0a => st.push(bci, Ty::Long),
            0x0b..=0x0d => st.push(bci, Ty::Float),
            0x0e | 0x0f => st.push(bci, Ty::Double),
            0x15 | 0x1a..=0x1d => st.push(bci, Ty::Int),
            0x16 | 0x1e..=0x21 => st.push(bci, Ty::Long),
            0x17 | 0x22..=0x25 => st.push(bci, Ty::Float),
            0x18 | 0x26..=0x29 => st.push(bci, Ty::Double),
            0x19 | 0x2a..=0x2d => st.push(bci, Ty::Object),
            0x84 => {}                        // iinc (pushes void)
            0xbb => st.push(bci, Ty::Object), // new
            0x12..=0x14 => {
                let index = if op == 0x12 {
                    u1(code, pos)? as u16
                } else {
                    u2(code, pos)?
                };
                match self.cp.get(index as usize) {
                    Some(Constant::Class(_)) | Some(Constant::String(_)) => {
                        st.push(bci, Ty::Object)
                    }
                    Some(Constant::Integer(_)) => st.push(bci, Ty::Int),
                    Some(Constant::Long(_)) => st.push(bci, Ty::Long),
                    Some(Constant::Float(_)) => st.push(bci, Ty::Float),
                    Some(Constant::Double(_)) => st.push(bci, Ty::Double),
                    // HotSpot (product build) pushes nothing for the other loadable constants.
                    _ => {}
                }
            }
            0x2e..=0x35 => {
                st.pop(2)?;
                let ty = match op {
                    0x2f => Ty::Long,
                    0x30 => Ty::Float,
                    0x31 => Ty::Double,
                    0x32 => Ty::Object,
                    _ => Ty::Int,
                };
                st.push(bci, ty);
            }
            0x36..=0x3a => {
                st.write_local(local_index(code)?);
                st.pop(if matches!(op, 0x37 | 0x39) { 2 } else { 1 })?;
            }
            0x3b..=0x4e => {
                let k = (op - 0x3b) as usize;
                st.write_local(k % 4);
                st.pop(if matches!(k / 4, 1 | 3) { 2 } else { 1 })?;
            }
            0x4f..=0x56 => st.pop(if matches!(op, 0x50 | 0x52) { 4 } else { 3 })?,
            0x57 | 0xc2 | 0xc3 => st.pop(1)?, // pop, monitorenter, monitorexit
            0x58 => st.pop(2)?,
            0xca => {} // breakpoint
            0x59 => {
                let t = st.at(0)?;
                st.push_raw(t);
            }
            0x5a => {
                let (t1, t2) = (st.at(0)?, st.at(1)?);
                st.pop(2)?;
                for s in [t1, t2, t1] {
                    st.push_raw(s);
                }
            }
            0x5b => {
                let (t1, t2, t3) = (st.at(0)?, st.at(1)?, st.at(2)?);
                st.pop(3)?;
                for s in [t1, t3, t2, t1] {
                    st.push_raw(s);
                }
            }
            0x5c => {
                let t = st.at(1)?;
                st.push_raw(t);
                let t = st.at(1)?;
                st.push_raw(t);
            }
            0x5d => {
                let (t1, t2, t3) = (st.at(0)?, st.at(1)?, st.at(2)?);
                st.pop(3)?;
                for s in [t2, t1, t3, t2, t1] {
                    st.push_raw(s);
                }
            }
            0x5e => {
                let (t1, t2, t3, t4) = (st.at(0)?, st.at(1)?, st.at(2)?, st.at(3)?);
                st.pop(4)?;
                for s in [t2, t1, t4, t3, t2, t1] {
                    st.push_raw(s);
                }
            }
            0x5f => {
                let (t1, t2) = (st.at(0)?, st.at(1)?);
                st.pop(2)?;
                st.push_slot(t1);
                st.push_slot(t2);
            }
            // Binary arithmetic and logic: iadd..drem, iand..lxor (result type by opcode).
            0x60..=0x73 | 0x7e..=0x83 => {
                let ty = [Ty::Int, Ty::Long, Ty::Float, Ty::Double][((op - 0x60) % 4) as usize];
                let ty = if op >= 0x7e {
                    [Ty::Int, Ty::Long][((op - 0x7e) % 2) as usize]
                } else {
                    ty
                };
                st.pop(2 * ty.size())?;
                st.push(bci, ty);
            }
            0x74..=0x77 => {
                let ty = [Ty::Int, Ty::Long, Ty::Float, Ty::Double][(op - 0x74) as usize];
                st.pop(ty.size())?;
                st.push(bci, ty);
            }
            0x78..=0x7d => {
                let ty = [Ty::Int, Ty::Long][((op - 0x78) % 2) as usize];
                st.pop(1 + ty.size())?;
                st.push(bci, ty);
            }
            0x85..=0x93 => {
                // i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s
                const CONV: [(usize, Ty); 15] = [
                    (1, Ty::Long),
                    (1, Ty::Float),
                    (1, Ty::Double),
                    (2, Ty::Int),
                    (2, Ty::Float),
                    (2, Ty::Double),
                    (1, Ty::Int),
                    (1, Ty::Long),
                    (1, Ty::Double),
                    (2, Ty::Int),
                    (2, Ty::Long),
                    (2, Ty::Float),
                    (1, Ty::Byte),
                    (1, Ty::Char),
                    (1, Ty::Short),
                ];
                let (pops, ty) = CONV[(op - 0x85) as usize];
                st.pop(pops)?;
                st.push(bci, ty);
            }
            0x94..=0x98 => {
                st.pop(if matches!(op, 0x95 | 0x96) { 2 } else { 4 })?;
                st.push(bci, Ty::Int);
            }
            0x99..=0xa6 | 0xc6 | 0xc7 => {
                st.pop(if matches!(op, 0x9f..=0xa6) { 2 } else { 1 })?;
                dest = Some(branch(code)?);
            }
            0xa7 => {
                dest = Some(branch(code)?);
                flow_ended = true;
            }
            0xc8 => {
                let off = i4(code, pos)? as i64;
                dest = Some(usize::try_from(bci as i64 + off).map_err(|_| GiveUp)?);
                flow_ended = true;
            }
            0xa8 | 0xc9 => {
                st.push(bci, Ty::Address);
                let off = if op == 0xa8 {
                    u2(code, pos)? as i16 as i64
                } else {
                    i4(code, pos)? as i64
                };
                dest = Some(usize::try_from(bci as i64 + off).map_err(|_| GiveUp)?);
                flow_ended = true;
            }
            0xa9 => flow_ended = true, // ret: the return address is not tracked
            0xaa | 0xab => {
                st.pop(1)?;
                let pad = (bci + 4) & !3;
                let target =
                    |off: i32| usize::try_from(bci as i64 + off as i64).map_err(|_| GiveUp);
                dest = Some(target(i4(code, pad)?)?);
                if op == 0xaa {
                    let (low, high) = (i4(code, pad + 4)? as i64, i4(code, pad + 8)? as i64);
                    for k in 0..=(high - low).max(-1) {
                        dests.push(target(i4(code, pad + 12 + 4 * k as usize)?)?);
                    }
                } else {
                    let n = i4(code, pad + 4)?.max(0) as usize;
                    for k in 0..n {
                        dests.push(target(i4(code, pad + 12 + 8 * k)?)?);
                    }
                }
            }
            0xac | 0xae | 0xb0 | 0xbf => {
                st.pop(1)?;
                flow_ended = true;
            }
            0xad | 0xaf => {
                st.pop(2)?;
                flow_ended = true;
            }
            0xb1 => flow_ended = true,
            0xb2 | 0xb4 => {
                let ty = self.field_type(u2(code, pos)?)?;
                if op == 0xb4 {
                    st.pop(1)?;
                }
                st.push(bci, ty);
            }
            0xb3 | 0xb5 => {
                let ty = self.field_type(u2(code, pos)?)?;
                st.pop(ty.size() + (op == 0xb5) as usize)?;
            }
            0xb6..=0xba => {
                let (args, ret) = self.call_shape(u2(code, pos)?)?;
                if op != 0xb8 && op != 0xba {
                    st.pop(1)?;
                }
                st.pop(args)?;
                st.push(bci, ret);
            }
            0xbc | 0xbd => {
                st.pop(1)?;
                st.push(bci, Ty::Object);
            }
            0xc1 => {
                st.pop(1)?;
                st.push(bci, Ty::Int);
            }
            0xbe => {
                st.pop(1)?;
                st.push(bci, Ty::Int);
            }
            0xc0 => {} // checkcast
            0xc5 => {
                st.pop(u1(code, pos + 2)? as usize)?;
                st.push(bci, Ty::Object);
            }
            _ => {
                // Not modelled: let the bcis that already have stacks work.
                self.all_processed = false;
                self.added_one = false;
                return Ok(len);
            }
        }
        if !flow_ended {
            self.merge_into(bci + len, &st)?;
        }
        if let Some(d) = dest {
            self.merge_into(d, &st)?;
        }
        for d in dests {
            self.merge_into(d, &st)?;
        }
        Ok(len)
    }

    /// The opcode at `bci` (through `wide`) and the position of its operands.
    fn opcode_at(&self, bci: usize) -> Result<(u8, usize, bool), GiveUp> {
        let op = u1(self.code, bci)?;
        if op == 0xc4 {
            Ok((u1(self.code, bci + 1)?, bci + 2, true))
        } else {
            Ok((op, bci + 1, false))
        }
    }

    /// Prints the expression that pushed stack slot `slot` (0 = top) as seen before `bci`
    /// (HotSpot's `print_NPE_cause0`). Returns whether it printed the expression.
    fn cause(
        &self,
        out: &mut String,
        bci: usize,
        slot: usize,
        max_detail: u32,
        inner_expr: bool,
        prefix: Option<&str>,
    ) -> bool {
        if max_detail == 0 || self.broken {
            return false;
        }
        let Some(Some(stack)) = self.stacks.get(bci) else {
            return false;
        };
        let Ok(data) = stack.at(slot) else {
            return false;
        };
        if data.bci == NO_BCI {
            return false;
        }
        let source = data.bci as usize;
        let Ok((op, pos, wide)) = self.opcode_at(source) else {
            return false;
        };
        let is_invoke = matches!(op, 0xb6..=0xb9);
        if max_detail == MAX_CAUSE_DETAIL && !is_invoke {
            if let Some(p) = prefix {
                out.push_str(p);
            }
        }
        let local = |out: &mut String, index: usize| {
            self.local_name(out, source, index, !stack.local_written(index))
        };
        match op {
            0x1a..=0x1d => local(out, (op - 0x1a) as usize),
            0x2a..=0x2d => local(out, (op - 0x2a) as usize),
            0x15 | 0x19 => {
                let index = if wide {
                    u2(self.code, source + 2).map(usize::from)
                } else {
                    u1(self.code, source + 1).map(usize::from)
                };
                match index {
                    Ok(i) => local(out, i),
                    Err(_) => return false,
                }
            }
            0x01 => out.push_str("null"),
            0x02..=0x08 => {
                use std::fmt::Write;
                let _ = write!(out, "{}", op as i32 - 0x03);
            }
            0x10 => {
                use std::fmt::Write;
                let Ok(v) = u1(self.code, source + 1) else {
                    return false;
                };
                let _ = write!(out, "{}", v as i8);
            }
            0x11 => {
                use std::fmt::Write;
                // HotSpot prints the operand unsigned.
                let _ = write!(out, "{}", u2(self.code, source + 1).unwrap_or(0));
            }
            0x2e | 0x32 => {
                // iaload, aaload: the array, then the index (which costs no depth).
                if !self.cause(out, source, 1, max_detail - 1, inner_expr, None) {
                    out.push_str("<array>");
                }
                out.push('[');
                if !self.cause(out, source, 0, max_detail, true, None) {
                    out.push_str("...");
                }
                out.push(']');
            }
            0xb2 => {
                let Ok(Some((class, name, _))) = u2(self.code, pos).map(|i| self.member(i)) else {
                    return false;
                };
                out.push_str(&short_class_name(class));
                out.push('.');
                out.push_str(name);
            }
            0xb4 => {
                let Ok(Some((_, name, _))) = u2(self.code, pos).map(|i| self.member(i)) else {
                    return false;
                };
                if self.cause(out, source, 0, max_detail - 1, inner_expr, None) {
                    out.push('.');
                }
                out.push_str(name);
            }
            0xb6..=0xb9 => {
                let Ok(Some(m)) = u2(self.code, pos).map(|i| self.method_name(i)) else {
                    return false;
                };
                if max_detail == MAX_CAUSE_DETAIL && !inner_expr {
                    out.push_str(" because the return value of \"");
                }
                out.push_str(&m);
            }
            _ => return false,
        }
        true
    }

    /// (class, name, descriptor) of the field or method reference at `index`.
    fn member(&self, index: u16) -> Option<(&'a str, &'a str, &'a str)> {
        match self.cp.get(index as usize)? {
            Constant::FieldRef { class, name, desc }
            | Constant::MethodRef {
                class, name, desc, ..
            } => Some((class, name, desc)),
            _ => None,
        }
    }

    /// `Class.name(param, types)` of the method reference at `index` (`print_method_name`).
    fn method_name(&self, index: u16) -> Option<String> {
        let (class, name, desc) = self.member(index)?;
        let d = crate::classes::descriptor::MethodDescriptor::parse(desc)?;
        let list: Vec<String> = d
            .params
            .iter()
            .map(|p| {
                let ext = crate::classes::descriptor::external_type(p);
                if ext.starts_with("java.lang.Object") || ext.starts_with("java.lang.String") {
                    ext["java.lang.".len()..].to_string()
                } else {
                    ext
                }
            })
            .collect();
        Some(format!(
            "{}.{}({})",
            short_class_name(class),
            name,
            list.join(", ")
        ))
    }

    /// The name of local `slot` at `bci` (`print_local_var`): from the LocalVariableTable, else
    /// `this`, `<parameterN>` (while the slot still holds the parameter) or `<localN>`.
    fn local_name(&self, out: &mut String, bci: usize, slot: usize, is_parameter: bool) {
        let m = self.method;
        if let Some(raw) = &m.raw_code {
            for v in &raw.local_vars {
                let (start, end) = (v.start as usize, v.start as usize + v.length as usize);
                if bci >= start && bci < end && v.slot as usize == slot {
                    out.push_str(&v.name);
                    return;
                }
            }
        }
        if !m.is_static() && slot == 0 && is_parameter {
            out.push_str("this");
            return;
        }
        let mut curr = if m.is_static() { 0 } else { 1 };
        let mut param = 1;
        let mut found = false;
        for p in &m.params {
            let size = p.slots() as usize;
            if slot >= curr && slot < curr + size {
                found = true;
                break;
            }
            param += 1;
            curr += size;
        }
        use std::fmt::Write;
        if found && is_parameter {
            let _ = write!(out, "<parameter{param}>");
        } else {
            let _ = write!(out, "<local{slot}>");
        }
    }

    /// The stack slot holding the null at the failing instruction (`get_NPE_null_slot`).
    fn null_slot(&self, bci: usize) -> NullSlot {
        let Ok((op, pos, _)) = self.opcode_at(bci) else {
            return NullSlot::Invalid;
        };
        match op {
            0xb4 | 0xbe | 0xbf | 0xc2 | 0xc3 => NullSlot::At(0),
            0x2e..=0x35 => NullSlot::At(1),
            0x4f | 0x51 | 0x53..=0x56 => NullSlot::At(2),
            0x50 | 0x52 => NullSlot::At(3),
            0xb5 => match u2(self.code, pos).map(|i| self.field_type(i)) {
                Ok(Ok(ty)) => NullSlot::At(ty.size()),
                _ => NullSlot::Invalid,
            },
            0xb6 | 0xb7 | 0xb9 => {
                let Ok(index) = u2(self.code, pos) else {
                    return NullSlot::Invalid;
                };
                match self.member(index) {
                    Some((_, "<init>", _)) => NullSlot::ExplicitlyConstructed,
                    Some(_) => match self.call_shape(index) {
                        Ok((args, _)) => NullSlot::At(args),
                        Err(_) => NullSlot::Invalid,
                    },
                    None => NullSlot::Invalid,
                }
            }
            _ => NullSlot::Invalid,
        }
    }

    /// What the instruction at `bci` could not do (`print_NPE_failed_action`).
    fn failed_action(&self, bci: usize) -> Option<String> {
        let (op, pos, _) = self.opcode_at(bci).ok()?;
        const ELEM: [&str; 8] = [
            "int",
            "long",
            "float",
            "double",
            "object",
            "byte/boolean",
            "char",
            "short",
        ];
        Some(match op {
            0x2e..=0x35 => format!("Cannot load from {} array", ELEM[(op - 0x2e) as usize]),
            0x4f..=0x56 => format!("Cannot store to {} array", ELEM[(op - 0x4f) as usize]),
            0xbe => "Cannot read the array length".into(),
            0xbf => "Cannot throw exception".into(),
            0xc2 => "Cannot enter synchronized block".into(),
            0xc3 => "Cannot exit synchronized block".into(),
            0xb4 => format!(
                "Cannot read field \"{}\"",
                self.member(u2(self.code, pos).ok()?)?.1
            ),
            0xb5 => format!(
                "Cannot assign field \"{}\"",
                self.member(u2(self.code, pos).ok()?)?.1
            ),
            0xb6 | 0xb7 | 0xb9 => format!(
                "Cannot invoke \"{}\"",
                self.method_name(u2(self.code, pos).ok()?)?
            ),
            _ => return None,
        })
    }
}

enum NullSlot {
    At(usize),
    ExplicitlyConstructed,
    Invalid,
}

/// `java/lang/String` as `String`, `java/lang/Object` as `Object`, anything else with dots
/// (`print_klass_name`).
fn short_class_name(internal: &str) -> String {
    match internal {
        "java/lang/Object" => "Object".into(),
        "java/lang/String" => "String".into(),
        _ => internal.replace('/', "."),
    }
}

/// The helpful message of a NullPointerException raised by the instruction at `bci` of
/// `method`, or `None` when HotSpot gives none (the NPE was made by `new`, the instruction
/// cannot dereference, the code cannot be analysed).
pub fn message(method: &Method, bci: u32) -> Option<String> {
    let raw = method.raw_code.as_ref()?;
    let bci = bci as usize;
    if bci >= raw.bytes.len() {
        return None;
    }
    let a = Analysis::new(method, raw, bci);
    let NullSlot::At(slot) = a.null_slot(bci) else {
        return None;
    };
    let mut out = a.failed_action(bci)?;
    if a.cause(
        &mut out,
        bci,
        slot,
        MAX_CAUSE_DETAIL,
        false,
        Some(" because \""),
    ) {
        out.push_str("\" is null");
    }
    Some(out)
}
