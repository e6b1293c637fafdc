//! Decoding a method's bytecode once, on its first invocation, into `Insn`s: constant-pool
//! references resolved (classes loaded, fields and methods found, strings interned), branch
//! targets turned into instruction indices. A reference that cannot be resolved becomes a
//! `LinkError` instruction, thrown only if it executes (JVMS §5.4: resolution errors are raised
//! where the instruction is executed).
//!
//! Operand-free bytecodes that map to one instruction are decoded by `simple`, generated from
//! the `bytecodes [..]` of the instruction table (`interp/table.rs`); the others, by family, by
//! the functions below (`instruction`).
use crate::classes::class::Class;
use crate::classes::classfile::{Constant, RawCode};
use crate::classes::code::*;
use crate::classes::descriptor::{describe_method, type_of, BasicType};
use crate::classes::link_error::{link_error, LinkError};
use crate::classes::loader::class_ref;
use crate::classes::method::{Method, NO_VTABLE_INDEX};
use crate::interp::lambda;
use crate::runtime::throw::JResult;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;

type Link<T> = Result<T, Box<LinkError>>;

/// The decoded code of a bytecode method (decoding it on first use).
pub fn code_of(thread: &mut JThread, m: &'static Method) -> JResult<&'static Code> {
    if let Some(c) = m.code.get() {
        return Ok(c);
    }
    let code = decode(thread, m)?;
    let _ = m.code.set(code); // a racing thread may have won; both decodings are equivalent
    Ok(m.code.get().unwrap())
}

fn verify_error(thread: &mut JThread, m: &Method, what: &str) -> crate::runtime::throw::Throw {
    let msg = format!(
        "{} in method {}",
        what,
        describe_method(&m.class().name, &m.name, &m.desc)
    );
    thread.new_throwable("java/lang/VerifyError", Some(&msg))
}

/// Generates [`simple`], the decoding of operand-free bytecodes, from the instruction table's
/// `bytecodes [..]`.
macro_rules! simple_decoder {
    ($r:ident;
     $(
         $(#[$attr:meta])*
         $name:ident $( ( $($field:ident : $fty:ty),+ ) )?
         $( bytecodes [$($op:literal),+] )?
         $( family($fam:expr) )?
         $( traced($how:ident $($depth:literal)?) )?
         => $run:expr;
     )*) => {
        /// The instruction of an operand-free bytecode `op` that decodes to one instruction.
        fn simple(op: u8) -> Option<Insn> {
            Some(match op {
                $( $( $( $op => Insn::$name, )+ )? )*
                _ => return None,
            })
        }
    };
}
crate::interp::table::for_each_insn!(simple_decoder);

/// The bytes of one instruction: its opcode at `start` (a `wide` prefix before it, if `wide`).
struct At<'a> {
    b: &'a [u8],
    start: usize,
    wide: bool,
    m: &'static Method,
}

impl At<'_> {
    fn op(&self) -> u8 {
        self.b[self.start]
    }

    /// Checks that the instruction's `n` bytes are in the code.
    fn need(&self, thread: &mut JThread, n: usize) -> JResult<()> {
        if self.start + n > self.b.len() {
            return Err(verify_error(thread, self.m, "Truncated instruction"));
        }
        Ok(())
    }

    fn u1(&self, o: usize) -> u8 {
        self.b[self.start + o]
    }

    fn u2(&self, o: usize) -> u16 {
        u16::from_be_bytes([self.u1(o), self.u1(o + 1)])
    }

    fn s2(&self, o: usize) -> i32 {
        self.u2(o) as i16 as i32
    }

    fn s4(&self, o: usize) -> i32 {
        i32::from_be_bytes([self.u1(o), self.u1(o + 1), self.u1(o + 2), self.u1(o + 3)])
    }

    /// A branch target: stored as a bytecode offset first and mapped to an index by `decode`.
    fn rel(&self, off: i32) -> u32 {
        (self.start as i32 + off) as u32
    }
}

fn decode(thread: &mut JThread, m: &'static Method) -> JResult<Code> {
    // No code runs unverified: whatever path reached this method, its class is linked first.
    if let Err(e) = vm().link(m.class()) {
        return Err(thread.link_error(&e));
    }
    let rc: &RawCode = m.raw_code.as_ref().expect("bytecode method");
    let (mut insns, bcis, index_of_bci) = instructions(thread, m, &rc.bytes)?;
    let map = |bci: u32| -> Option<u32> {
        index_of_bci
            .get(bci as usize)
            .copied()
            .filter(|&i| i != u32::MAX)
    };
    let n = insns.len() as u32;
    for insn in insns.iter_mut() {
        let ok = insn
            .branch_targets_mut()
            .into_iter()
            .all(|t| remap(t, &map, n));
        if !ok {
            return Err(verify_error(thread, m, "Illegal target of jump or branch"));
        }
    }
    // Falling off the end of the code is a verify error; a trailing instruction that can
    // continue would run past the array, so it is rejected here.
    if insns.last().is_some_and(|i| !ends_flow(i)) {
        return Err(verify_error(thread, m, "Falling off the end of the code"));
    }
    let mut handlers = Vec::new();
    for &(s, e, h, ct) in &rc.exception_table {
        let (Some(start), Some(end), Some(target)) = (map(s as u32), map(e as u32), map(h as u32))
        else {
            return Err(verify_error(thread, m, "Illegal exception table range"));
        };
        if start >= end || target >= n {
            return Err(verify_error(thread, m, "Illegal exception table range"));
        }
        let catch = if ct == 0 {
            None
        } else {
            Some(class_ref(m.class(), ct))
        };
        handlers.push(Handler {
            start,
            end,
            target,
            catch,
        });
    }
    if crate::instrumentation::concurrency::of(vm()).is_some() {
        crate::interp::access_tracing::wrap(&mut insns);
    }
    crate::interp::fuse::fuse(&mut insns, &handlers);
    Ok(Code {
        insns: insns.into(),
        handlers: handlers.into(),
        bci: bcis.into(),
        max_locals: rc.max_locals.max(m.arg_slots),
        max_stack: rc.max_stack,
    })
}

/// The instructions of bytecode `b` (branch targets still bytecode offsets), the bytecode index
/// of each, and the instruction index of each bytecode index that starts one (`u32::MAX` for
/// the others; the code's length maps to the instruction count).
type Decoded = (Vec<Insn>, Vec<u32>, Vec<u32>);

fn instructions(thread: &mut JThread, m: &'static Method, b: &[u8]) -> JResult<Decoded> {
    let mut insns = Vec::with_capacity(b.len());
    let mut bcis = Vec::with_capacity(b.len());
    let mut index_of_bci = vec![u32::MAX; b.len() + 1];
    let mut pc = 0usize;
    let mut wide = false;
    while pc < b.len() {
        let op = b[pc];
        if !wide {
            index_of_bci[pc] = insns.len() as u32;
            bcis.push(pc as u32);
        }
        let at = At {
            b,
            start: pc,
            wide,
            m,
        };
        if op == 0xc4 {
            at.need(thread, 2)?;
            wide = true;
            pc += 1;
            continue;
        }
        let (insn, len) = match simple(op) {
            Some(i) => (i, 1),
            None => instruction(thread, &at)?,
        };
        if wide
            && !matches!(
                insn,
                Insn::Load1(_)
                    | Insn::Load2(_)
                    | Insn::Store1(_)
                    | Insn::Store2(_)
                    | Insn::Ret(_)
                    | Insn::IInc(..)
            )
        {
            return Err(verify_error(thread, m, "Bad wide instruction"));
        }
        wide = false;
        // Nestmate access to a private member (JVMS 5.4.4), checked as the instruction is made.
        insns.push(crate::classes::access::checked(
            m.class(),
            op,
            &b[pc..],
            insn,
        ));
        pc += len;
        if pc > b.len() {
            return Err(verify_error(thread, m, "Truncated instruction"));
        }
    }
    index_of_bci[b.len()] = insns.len() as u32;
    Ok((insns, bcis, index_of_bci))
}

/// A bytecode with operands (or an unknown one), by family; returns it and its length.
fn instruction(thread: &mut JThread, at: &At) -> JResult<(Insn, usize)> {
    let op = at.op();
    match op {
        0x02..=0x14 => constant(thread, at),
        0x15..=0x2d | 0x36..=0x4e | 0xa9 => Ok(local_insn(thread, at)?),
        0x84 => {
            if at.wide {
                at.need(thread, 5)?;
                Ok((Insn::IInc(at.u2(1), at.s2(3)), 5))
            } else {
                at.need(thread, 3)?;
                Ok((Insn::IInc(at.u1(1) as u16, at.u1(2) as i8 as i32), 3))
            }
        }
        0x99..=0xa8 | 0xc6..=0xc9 => branch(thread, at),
        0xaa => table_switch(thread, at),
        0xab => lookup_switch(thread, at),
        0xb2..=0xba => member(thread, at),
        0xbb..=0xbd | 0xc0 | 0xc1 | 0xc5 => class_insn(thread, at),
        _ => Err(verify_error(
            thread,
            at.m,
            &format!("Bad instruction 0x{op:02x}"),
        )),
    }
}

/// `iconst_<i>`, `lconst_<l>`, `fconst_<f>`, `dconst_<d>`, `bipush`, `sipush`, `ldc*`.
fn constant(thread: &mut JThread, at: &At) -> JResult<(Insn, usize)> {
    let op = at.op();
    let class = at.m.class();
    Ok(match op {
        0x02..=0x08 => (Insn::IConst(op as i32 - 3), 1),
        0x09 | 0x0a => (Insn::LConst(op as i64 - 9), 1),
        0x0b..=0x0d => (Insn::FConst((op - 0x0b) as f32), 1),
        0x0e | 0x0f => (Insn::DConst((op - 0x0e) as f64), 1),
        0x10 => {
            at.need(thread, 2)?;
            (Insn::IConst(at.u1(1) as i8 as i32), 2)
        }
        0x11 => {
            at.need(thread, 3)?;
            (Insn::IConst(at.s2(1)), 3)
        }
        0x12 => {
            at.need(thread, 2)?;
            (ldc(thread, class, at.u1(1) as u16)?, 2)
        }
        _ => {
            at.need(thread, 3)?;
            (ldc(thread, class, at.u2(1))?, 3)
        }
    })
}

/// `<t>load`, `<t>store` (with an index operand, `_<n>`, or `wide`) and `ret`.
fn local_insn(thread: &mut JThread, at: &At) -> JResult<(Insn, usize)> {
    let op = at.op();
    if let 0x1a..=0x2d | 0x3b..=0x4e = op {
        // The `_<n>` forms: four per type (int, long, float, double, reference).
        let base = if op <= 0x2d { 0x1a } else { 0x3b };
        let k = (op - base) / 4;
        let n = ((op - base) % 4) as u16;
        let two = k == 1 || k == 3;
        return Ok((
            match (op <= 0x2d, two) {
                (true, true) => Insn::Load2(n),
                (true, false) => Insn::Load1(n),
                (false, true) => Insn::Store2(n),
                (false, false) => Insn::Store1(n),
            },
            1,
        ));
    }
    let (idx, len) = if at.wide {
        at.need(thread, 3)?;
        (at.u2(1), 3)
    } else {
        at.need(thread, 2)?;
        (at.u1(1) as u16, 2)
    };
    let two = matches!(op, 0x16 | 0x18 | 0x37 | 0x39);
    let i = match op {
        0xa9 => Insn::Ret(idx),
        0x15..=0x19 if two => Insn::Load2(idx),
        0x15..=0x19 => Insn::Load1(idx),
        _ if two => Insn::Store2(idx),
        _ => Insn::Store1(idx),
    };
    Ok((i, len))
}

/// `if<cond>`, `if_icmp<cond>`, `if_acmp<cond>`, `ifnull`, `ifnonnull`, `goto*`, `jsr*`.
fn branch(thread: &mut JThread, at: &At) -> JResult<(Insn, usize)> {
    let op = at.op();
    if op == 0xc8 || op == 0xc9 {
        at.need(thread, 5)?;
        let t = at.rel(at.s4(1));
        return Ok((
            if op == 0xc8 {
                Insn::Goto(t)
            } else {
                Insn::Jsr(t)
            },
            5,
        ));
    }
    at.need(thread, 3)?;
    let t = at.rel(at.s2(1));
    let i = match op {
        0x99 => Insn::IfEq(t),
        0x9a => Insn::IfNe(t),
        0x9b => Insn::IfLt(t),
        0x9c => Insn::IfGe(t),
        0x9d => Insn::IfGt(t),
        0x9e => Insn::IfLe(t),
        0x9f => Insn::IfICmpEq(t),
        0xa0 => Insn::IfICmpNe(t),
        0xa1 => Insn::IfICmpLt(t),
        0xa2 => Insn::IfICmpGe(t),
        0xa3 => Insn::IfICmpGt(t),
        0xa4 => Insn::IfICmpLe(t),
        0xa5 => Insn::IfACmpEq(t),
        0xa6 => Insn::IfACmpNe(t),
        0xa7 => Insn::Goto(t),
        0xa8 => Insn::Jsr(t),
        0xc6 => Insn::IfNull(t),
        _ => Insn::IfNonNull(t),
    };
    Ok((i, 3))
}

fn table_switch(thread: &mut JThread, at: &At) -> JResult<(Insn, usize)> {
    let pad = (4 - (at.start + 1) % 4) % 4;
    at.need(thread, 1 + pad + 12)?;
    let o = 1 + pad;
    let (default, low, high) = (at.rel(at.s4(o)), at.s4(o + 4), at.s4(o + 8));
    if low > high {
        return Err(verify_error(thread, at.m, "Bad tableswitch"));
    }
    let n = (high as i64 - low as i64 + 1) as usize;
    at.need(thread, o + 12 + 4 * n)?;
    let targets = (0..n).map(|k| at.rel(at.s4(o + 12 + 4 * k))).collect();
    Ok((
        Insn::TableSwitch(Box::new(TableSwitch {
            low,
            targets,
            default,
        })),
        o + 12 + 4 * n,
    ))
}

fn lookup_switch(thread: &mut JThread, at: &At) -> JResult<(Insn, usize)> {
    let pad = (4 - (at.start + 1) % 4) % 4;
    at.need(thread, 1 + pad + 8)?;
    let o = 1 + pad;
    let default = at.rel(at.s4(o));
    let n = at.s4(o + 4);
    if n < 0 {
        return Err(verify_error(thread, at.m, "Bad lookupswitch"));
    }
    let n = n as usize;
    at.need(thread, o + 8 + 8 * n)?;
    let mut pairs: Vec<(i32, u32)> = (0..n)
        .map(|k| (at.s4(o + 8 + 8 * k), at.rel(at.s4(o + 12 + 8 * k))))
        .collect();
    pairs.sort_by_key(|p| p.0);
    Ok((
        Insn::LookupSwitch(Box::new(LookupSwitch {
            pairs: pairs.into(),
            default,
        })),
        o + 8 + 8 * n,
    ))
}

/// Field accesses and invocations: `get/putstatic`, `get/putfield`, `invoke*`.
fn member(thread: &mut JThread, at: &At) -> JResult<(Insn, usize)> {
    let op = at.op();
    let class = at.m.class();
    match op {
        0xb2..=0xb5 => {
            at.need(thread, 3)?;
            Ok((field_insn(thread, class, op, at.u2(1))?, 3))
        }
        0xb6..=0xb8 => {
            at.need(thread, 3)?;
            Ok((invoke_insn(class, op, at.u2(1)), 3))
        }
        0xb9 => {
            at.need(thread, 5)?;
            Ok((invoke_insn(class, op, at.u2(1)), 5))
        }
        _ => {
            at.need(thread, 5)?;
            Ok((lambda::link_site(thread, class, at.u2(1))?, 5))
        }
    }
}

/// Instructions naming a class: `new`, `newarray`, `anewarray`, `checkcast`, `instanceof`,
/// `multianewarray`.
fn class_insn(thread: &mut JThread, at: &At) -> JResult<(Insn, usize)> {
    let op = at.op();
    let class = at.m.class();
    Ok(match op {
        0xbb => {
            at.need(thread, 3)?;
            let i = match class_ref(class, at.u2(1)) {
                Ok(c) if c.is_interface() || c.is_abstract_class() => {
                    Insn::LinkError(link_error("java/lang/InstantiationError", c.java_name()))
                }
                Ok(c) => Insn::New(c),
                Err(e) => Insn::LinkError(e),
            };
            (i, 3)
        }
        0xbc => {
            at.need(thread, 2)?;
            match BasicType::from_atype(at.u1(1)) {
                Some(t) => match vm().load_class(&format!("[{}", t.descriptor_char())) {
                    Ok(ac) => (Insn::ANewArray(ac), 2),
                    Err(e) => (Insn::LinkError(e), 2),
                },
                None => return Err(verify_error(thread, at.m, "Bad newarray type")),
            }
        }
        0xbd => {
            at.need(thread, 3)?;
            let i = match class_ref(class, at.u2(1)).and_then(|c| vm().array_class_of(c)) {
                Ok(ac) => Insn::ANewArray(ac),
                Err(e) => Insn::LinkError(e),
            };
            (i, 3)
        }
        0xc0 | 0xc1 => {
            at.need(thread, 3)?;
            let i = match class_ref(class, at.u2(1)) {
                Ok(c) if op == 0xc0 => Insn::CheckCast(c),
                Ok(c) => Insn::InstanceOf(c),
                Err(e) => Insn::LinkError(e),
            };
            (i, 3)
        }
        _ => {
            at.need(thread, 4)?;
            let dims = at.u1(3);
            let i = match class_ref(class, at.u2(1)) {
                Ok(c)
                    if dims >= 1
                        && c.name.bytes().take_while(|&x| x == b'[').count() >= dims as usize =>
                {
                    Insn::MultiANewArray(c, dims)
                }
                Ok(_) => return Err(verify_error(thread, at.m, "Bad multianewarray dimensions")),
                Err(e) => Insn::LinkError(e),
            };
            (i, 4)
        }
    })
}

fn remap(t: &mut u32, map: &dyn Fn(u32) -> Option<u32>, n: u32) -> bool {
    match map(*t) {
        Some(i) if i < n => {
            *t = i;
            true
        }
        _ => false,
    }
}

fn ends_flow(i: &Insn) -> bool {
    matches!(
        i,
        Insn::Goto(_)
            | Insn::Return
            | Insn::Return1
            | Insn::Return2
            | Insn::AThrow
            | Insn::TableSwitch(_)
            | Insn::LookupSwitch(_)
            | Insn::Ret(_)
            | Insn::LinkError(_)
    )
}

fn ldc(thread: &mut JThread, class: &'static Class, idx: u16) -> JResult<Insn> {
    Ok(match class.cp.get(idx as usize) {
        Some(Constant::Integer(v)) => Insn::IConst(*v),
        Some(Constant::Float(v)) => Insn::FConst(*v),
        Some(Constant::Long(v)) => Insn::LConst(*v),
        Some(Constant::Double(v)) => Insn::DConst(*v),
        Some(Constant::String(s)) => Insn::LdcRef(thread.intern_utf16(s)?),
        Some(Constant::Class(_)) => match class_ref(class, idx) {
            Ok(c) => Insn::LdcRef(thread.mirror_of(c)?),
            Err(e) => Insn::LinkError(e),
        },
        _ => Insn::LinkError(link_error(
            "java/lang/VerifyError",
            format!("Bad ldc constant #{idx}"),
        )),
    })
}

fn field_insn(thread: &mut JThread, class: &'static Class, op: u8, idx: u16) -> JResult<Insn> {
    let _ = thread;
    let Some(Constant::FieldRef {
        class: cname,
        name,
        desc,
    }) = class.cp.get(idx as usize)
    else {
        return Ok(Insn::LinkError(link_error(
            "java/lang/VerifyError",
            format!("Bad field constant #{idx}"),
        )));
    };
    let owner = match vm().load_class(cname) {
        Ok(c) => c,
        Err(e) => return Ok(Insn::LinkError(e)),
    };
    let Some((holder, f)) = owner.resolve_field(name, desc) else {
        return Ok(Insn::LinkError(link_error(
            "java/lang/NoSuchFieldError",
            name.clone(),
        )));
    };
    let is_static_op = op == 0xb2 || op == 0xb3;
    if f.is_static() != is_static_op {
        let msg = format!(
            "Expected {}static field {}.{}",
            if is_static_op { "" } else { "non-" },
            holder.java_name(),
            name
        );
        return Ok(Insn::LinkError(link_error(
            "java/lang/IncompatibleClassChangeError",
            msg,
        )));
    }
    let two = type_of(desc).slots() == 2;
    Ok(if is_static_op {
        let r: &'static StaticRef = Box::leak(Box::new(StaticRef {
            class: holder,
            cell: &holder.statics[f.slot as usize],
            volatile: f.is_volatile(),
        }));
        match (op, two) {
            (0xb2, false) => Insn::GetStatic1(r),
            (0xb2, true) => Insn::GetStatic2(r),
            (_, false) => Insn::PutStatic1(r),
            (_, true) => Insn::PutStatic2(r),
        }
    } else {
        let (s, v) = (f.slot, f.is_volatile());
        match (op, two, v) {
            (0xb4, false, false) => Insn::GetField1(s),
            (0xb4, true, false) => Insn::GetField2(s),
            (0xb4, false, true) => Insn::GetFieldVolatile1(s),
            (0xb4, true, true) => Insn::GetFieldVolatile2(s),
            (_, false, false) => Insn::PutField1(s),
            (_, true, false) => Insn::PutField2(s),
            (_, false, true) => Insn::PutFieldVolatile1(s),
            (_, true, true) => Insn::PutFieldVolatile2(s),
        }
    })
}

/// Resolves a Methodref/InterfaceMethodref for `op` and picks the dispatch instruction.
fn invoke_insn(class: &'static Class, op: u8, idx: u16) -> Insn {
    match resolve_invoke(class, op, idx) {
        Ok(i) => i,
        Err(e) => Insn::LinkError(e),
    }
}

fn resolve_invoke(class: &'static Class, op: u8, idx: u16) -> Link<Insn> {
    let Some(Constant::MethodRef {
        class: cname,
        name,
        desc,
        interface,
    }) = class.cp.get(idx as usize)
    else {
        return Err(link_error(
            "java/lang/VerifyError",
            format!("Bad method constant #{idx}"),
        ));
    };
    let owner = vm().load_class(cname)?;
    let described = || describe_method(cname, name, desc);
    if owner.is_interface() != *interface && !owner.is_array() {
        let msg = if *interface {
            format!(
                "Found class {}, but interface was expected",
                owner.java_name()
            )
        } else {
            format!(
                "Found interface {}, but class was expected",
                owner.java_name()
            )
        };
        return Err(link_error("java/lang/IncompatibleClassChangeError", msg));
    }
    let mut m = owner.resolve_method(name, desc);
    if m.is_none() && owner.is_interface() {
        // Interface method resolution also finds the public methods of Object.
        let object = vm().load_class("java/lang/Object")?;
        m = object
            .find_declared_method(name, desc)
            .filter(|m| !m.is_static());
    }
    let Some(m) = m else {
        return Err(link_error("java/lang/NoSuchMethodError", described()));
    };
    let is_static_op = op == 0xb8;
    if m.is_static() != is_static_op {
        let msg = if is_static_op {
            format!("Expected static method {}", described())
        } else {
            format!("Expecting non-static method {}", described())
        };
        return Err(link_error("java/lang/IncompatibleClassChangeError", msg));
    }
    Ok(match op {
        0xb8 => Insn::InvokeStatic(m),
        0xb7 => {
            // invokespecial of a superclass method from a subclass dispatches from the caller's
            // superclass (ACC_SUPER semantics): `super.m()` must skip overrides in the caller.
            let target = if m.name != "<init>"
                && !m.is_private()
                && !owner.is_interface()
                && !std::ptr::eq(owner, class)
                && class.is_subclass_of(owner)
            {
                class
                    .super_class
                    .and_then(|s| s.resolve_method(name, desc))
                    .unwrap_or(m)
            } else {
                m
            };
            if target.is_abstract() {
                return Err(link_error(
                    "java/lang/AbstractMethodError",
                    describe_method(&target.class().name, name, desc),
                ));
            }
            Insn::InvokeSpecial(target)
        }
        _ if m.is_private() => Insn::InvokeSpecial(m),
        0xb6 if m.vtable_index != NO_VTABLE_INDEX
            && (m.access & crate::classes::classfile::ACC_FINAL != 0
                || m.class().access & crate::classes::classfile::ACC_FINAL != 0) =>
        {
            Insn::InvokeSpecial(m)
        }
        0xb6 if m.vtable_index != NO_VTABLE_INDEX => Insn::InvokeVirtual(m),
        _ => Insn::InvokeInterface(m),
    })
}
