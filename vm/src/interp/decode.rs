//! Decoding a method's bytecode once, on its first invocation, into `Insn`s: constant-pool
//! references resolved (classes loaded, fields and methods found, strings interned), branch
//! targets turned into instruction indices. A reference that cannot be resolved becomes a
//! `LinkError` instruction, thrown only if it executes (JVMS §5.4: resolution errors are raised
//! where the instruction is executed).
use crate::classes::class::Class;
use crate::classes::classfile::{Constant, RawCode};
use crate::classes::code::*;
use crate::classes::descriptor::{describe_method, type_of, BasicType};
use crate::classes::loader::{class_ref, link_error, LinkError};
use crate::classes::method::{Method, NO_VTABLE_INDEX};
use crate::interp::lambda;
use crate::runtime::exceptions::JResult;
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

fn verify_error(thread: &mut JThread, m: &Method, what: &str) -> crate::runtime::exceptions::Throw {
    let msg = format!(
        "{} in method {}",
        what,
        describe_method(&m.class().name, &m.name, &m.desc)
    );
    thread.new_throwable("java/lang/VerifyError", Some(&msg))
}

fn decode(thread: &mut JThread, m: &'static Method) -> JResult<Code> {
    // No code runs unverified: whatever path reached this method, its class is linked first.
    if let Err(e) = vm().link(m.class()) {
        return Err(thread.link_error(&e));
    }
    let rc: &RawCode = m.raw_code.as_ref().expect("bytecode method");
    let b = &rc.bytes;
    let class = m.class();
    let mut insns = Vec::with_capacity(b.len());
    let mut bcis = Vec::with_capacity(b.len());
    let mut index_of_bci = vec![u32::MAX; b.len() + 1];
    let mut pc = 0usize;
    let mut wide = false;
    macro_rules! need {
        ($n:expr) => {
            if pc + $n > b.len() {
                return Err(verify_error(thread, m, "Truncated instruction"));
            }
        };
    }
    while pc < b.len() {
        let op = b[pc];
        let start = pc;
        if !wide {
            index_of_bci[start] = insns.len() as u32;
            bcis.push(start as u32);
        }
        let u1 = |o: usize| b[pc + o];
        let u2 = |o: usize| u16::from_be_bytes([b[pc + o], b[pc + o + 1]]);
        let s2 = |o: usize| i16::from_be_bytes([b[pc + o], b[pc + o + 1]]) as i32;
        let s4 =
            |o: usize| i32::from_be_bytes([b[pc + o], b[pc + o + 1], b[pc + o + 2], b[pc + o + 3]]);
        // Branch targets are stored as bytecode offsets first and mapped to indices below.
        let rel = |off: i32| (start as i32 + off) as u32;
        let (insn, len): (Insn, usize) = match op {
            0x00 => (Insn::Nop, 1),
            0x01 => (Insn::AConstNull, 1),
            0x02..=0x08 => (Insn::IConst(op as i32 - 3), 1),
            0x09 | 0x0a => (Insn::LConst(op as i64 - 9), 1),
            0x0b..=0x0d => (Insn::FConst((op - 0x0b) as f32), 1),
            0x0e | 0x0f => (Insn::DConst((op - 0x0e) as f64), 1),
            0x10 => {
                need!(2);
                (Insn::IConst(u1(1) as i8 as i32), 2)
            }
            0x11 => {
                need!(3);
                (Insn::IConst(s2(1)), 3)
            }
            0x12 => {
                need!(2);
                (ldc(thread, class, u1(1) as u16)?, 2)
            }
            0x13 | 0x14 => {
                need!(3);
                (ldc(thread, class, u2(1))?, 3)
            }
            0x15..=0x19 | 0x36..=0x3a | 0xa9 => {
                let (idx, len) = if wide {
                    need!(3);
                    (u2(1), 3)
                } else {
                    need!(2);
                    (u1(1) as u16, 2)
                };
                let two = matches!(op, 0x16 | 0x18 | 0x37 | 0x39);
                let i = match op {
                    0xa9 => Insn::Ret(idx),
                    0x15..=0x19 if two => Insn::Load2(idx),
                    0x15..=0x19 => Insn::Load1(idx),
                    _ if two => Insn::Store2(idx),
                    _ => Insn::Store1(idx),
                };
                (i, len)
            }
            0x1a..=0x2d => {
                let k = (op - 0x1a) / 4;
                let n = ((op - 0x1a) % 4) as u16;
                (
                    if k == 1 || k == 3 {
                        Insn::Load2(n)
                    } else {
                        Insn::Load1(n)
                    },
                    1,
                )
            }
            0x3b..=0x4e => {
                let k = (op - 0x3b) / 4;
                let n = ((op - 0x3b) % 4) as u16;
                (
                    if k == 1 || k == 3 {
                        Insn::Store2(n)
                    } else {
                        Insn::Store1(n)
                    },
                    1,
                )
            }
            0x2e => (Insn::IALoad, 1),
            0x2f => (Insn::LALoad, 1),
            0x30 => (Insn::FALoad, 1),
            0x31 => (Insn::DALoad, 1),
            0x32 => (Insn::AALoad, 1),
            0x33 => (Insn::BALoad, 1),
            0x34 => (Insn::CALoad, 1),
            0x35 => (Insn::SALoad, 1),
            0x4f => (Insn::IAStore, 1),
            0x50 => (Insn::LAStore, 1),
            0x51 => (Insn::FAStore, 1),
            0x52 => (Insn::DAStore, 1),
            0x53 => (Insn::AAStore, 1),
            0x54 => (Insn::BAStore, 1),
            0x55 => (Insn::CAStore, 1),
            0x56 => (Insn::SAStore, 1),
            0x57 => (Insn::Pop, 1),
            0x58 => (Insn::Pop2, 1),
            0x59 => (Insn::Dup, 1),
            0x5a => (Insn::DupX1, 1),
            0x5b => (Insn::DupX2, 1),
            0x5c => (Insn::Dup2, 1),
            0x5d => (Insn::Dup2X1, 1),
            0x5e => (Insn::Dup2X2, 1),
            0x5f => (Insn::Swap, 1),
            0x60..=0x83 => {
                const OPS: [Insn; 36] = [
                    Insn::IAdd,
                    Insn::LAdd,
                    Insn::FAdd,
                    Insn::DAdd,
                    Insn::ISub,
                    Insn::LSub,
                    Insn::FSub,
                    Insn::DSub,
                    Insn::IMul,
                    Insn::LMul,
                    Insn::FMul,
                    Insn::DMul,
                    Insn::IDiv,
                    Insn::LDiv,
                    Insn::FDiv,
                    Insn::DDiv,
                    Insn::IRem,
                    Insn::LRem,
                    Insn::FRem,
                    Insn::DRem,
                    Insn::INeg,
                    Insn::LNeg,
                    Insn::FNeg,
                    Insn::DNeg,
                    Insn::IShl,
                    Insn::LShl,
                    Insn::IShr,
                    Insn::LShr,
                    Insn::IUShr,
                    Insn::LUShr,
                    Insn::IAnd,
                    Insn::LAnd,
                    Insn::IOr,
                    Insn::LOr,
                    Insn::IXor,
                    Insn::LXor,
                ];
                (copy_simple(&OPS[(op - 0x60) as usize]), 1)
            }
            0x84 => {
                if wide {
                    need!(5);
                    (Insn::IInc(u2(1), s2(3)), 5)
                } else {
                    need!(3);
                    (Insn::IInc(u1(1) as u16, u1(2) as i8 as i32), 3)
                }
            }
            0x85..=0x98 => {
                const OPS: [Insn; 20] = [
                    Insn::I2L,
                    Insn::I2F,
                    Insn::I2D,
                    Insn::L2I,
                    Insn::L2F,
                    Insn::L2D,
                    Insn::F2I,
                    Insn::F2L,
                    Insn::F2D,
                    Insn::D2I,
                    Insn::D2L,
                    Insn::D2F,
                    Insn::I2B,
                    Insn::I2C,
                    Insn::I2S,
                    Insn::LCmp,
                    Insn::FCmpL,
                    Insn::FCmpG,
                    Insn::DCmpL,
                    Insn::DCmpG,
                ];
                (copy_simple(&OPS[(op - 0x85) as usize]), 1)
            }
            0x99..=0xa8 | 0xc6 | 0xc7 => {
                need!(3);
                let t = rel(s2(1));
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
                (i, 3)
            }
            0xc8 | 0xc9 => {
                need!(5);
                let t = rel(s4(1));
                (
                    if op == 0xc8 {
                        Insn::Goto(t)
                    } else {
                        Insn::Jsr(t)
                    },
                    5,
                )
            }
            0xaa => {
                let pad = (4 - (start + 1) % 4) % 4;
                need!(1 + pad + 12);
                let o = 1 + pad;
                let (default, low, high) = (rel(s4(o)), s4(o + 4), s4(o + 8));
                if low > high {
                    return Err(verify_error(thread, m, "Bad tableswitch"));
                }
                let n = (high as i64 - low as i64 + 1) as usize;
                need!(o + 12 + 4 * n);
                let targets = (0..n).map(|k| rel(s4(o + 12 + 4 * k))).collect();
                (
                    Insn::TableSwitch(Box::new(TableSwitch {
                        low,
                        targets,
                        default,
                    })),
                    o + 12 + 4 * n,
                )
            }
            0xab => {
                let pad = (4 - (start + 1) % 4) % 4;
                need!(1 + pad + 8);
                let o = 1 + pad;
                let default = rel(s4(o));
                let n = s4(o + 4);
                if n < 0 {
                    return Err(verify_error(thread, m, "Bad lookupswitch"));
                }
                let n = n as usize;
                need!(o + 8 + 8 * n);
                let mut pairs: Vec<(i32, u32)> = (0..n)
                    .map(|k| (s4(o + 8 + 8 * k), rel(s4(o + 12 + 8 * k))))
                    .collect();
                pairs.sort_by_key(|p| p.0);
                (
                    Insn::LookupSwitch(Box::new(LookupSwitch {
                        pairs: pairs.into(),
                        default,
                    })),
                    o + 8 + 8 * n,
                )
            }
            0xac | 0xae | 0xb0 => (Insn::Return1, 1),
            0xad | 0xaf => (Insn::Return2, 1),
            0xb1 => (Insn::Return, 1),
            0xb2..=0xb5 => {
                need!(3);
                (field_insn(thread, class, op, u2(1))?, 3)
            }
            0xb6..=0xb8 => {
                need!(3);
                (invoke_insn(class, op, u2(1)), 3)
            }
            0xb9 => {
                need!(5);
                (invoke_insn(class, op, u2(1)), 5)
            }
            0xba => {
                need!(5);
                (lambda::link_site(thread, class, u2(1))?, 5)
            }
            0xbb => {
                need!(3);
                let i = match class_ref(class, u2(1)) {
                    Ok(c) if c.is_interface() || c.is_abstract_class() => {
                        Insn::LinkError(link_error("java/lang/InstantiationError", c.java_name()))
                    }
                    Ok(c) => Insn::New(c),
                    Err(e) => Insn::LinkError(e),
                };
                (i, 3)
            }
            0xbc => {
                need!(2);
                match BasicType::from_atype(u1(1)) {
                    Some(t) => match vm().load_class(&format!("[{}", t.descriptor_char())) {
                        Ok(ac) => (Insn::ANewArray(ac), 2),
                        Err(e) => (Insn::LinkError(e), 2),
                    },
                    None => return Err(verify_error(thread, m, "Bad newarray type")),
                }
            }
            0xbd => {
                need!(3);
                let i = match class_ref(class, u2(1)).and_then(|c| vm().array_class_of(c)) {
                    Ok(ac) => Insn::ANewArray(ac),
                    Err(e) => Insn::LinkError(e),
                };
                (i, 3)
            }
            0xbe => (Insn::ArrayLength, 1),
            0xbf => (Insn::AThrow, 1),
            0xc0 | 0xc1 => {
                need!(3);
                let i = match class_ref(class, u2(1)) {
                    Ok(c) if op == 0xc0 => Insn::CheckCast(c),
                    Ok(c) => Insn::InstanceOf(c),
                    Err(e) => Insn::LinkError(e),
                };
                (i, 3)
            }
            0xc2 => (Insn::MonitorEnter, 1),
            0xc3 => (Insn::MonitorExit, 1),
            0xc4 => {
                need!(2);
                wide = true;
                pc += 1;
                continue;
            }
            0xc5 => {
                need!(4);
                let dims = u1(3);
                let i = match class_ref(class, u2(1)) {
                    Ok(c)
                        if dims >= 1
                            && c.name.bytes().take_while(|&x| x == b'[').count()
                                >= dims as usize =>
                    {
                        Insn::MultiANewArray(c, dims)
                    }
                    Ok(_) => return Err(verify_error(thread, m, "Bad multianewarray dimensions")),
                    Err(e) => Insn::LinkError(e),
                };
                (i, 4)
            }
            _ => {
                return Err(verify_error(
                    thread,
                    m,
                    &format!("Bad instruction 0x{op:02x}"),
                ))
            }
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
        insns.push(crate::classes::access::checked(
            class,
            op,
            &b[start..],
            insn,
        ));
        pc += len;
        if pc > b.len() {
            return Err(verify_error(thread, m, "Truncated instruction"));
        }
    }
    index_of_bci[b.len()] = insns.len() as u32;
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
            Some(class_ref(class, ct))
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

/// The operand-free instructions above are plain values; copy them out of the tables.
fn copy_simple(i: &Insn) -> Insn {
    // SAFETY: only called with field-less variants (see the OPS tables), which own no heap data,
    // so a bitwise copy is a valid independent value.
    unsafe { std::ptr::read(i) }
}

impl Class {
    pub fn is_abstract_class(&self) -> bool {
        self.access & crate::classes::classfile::ACC_ABSTRACT != 0
    }
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
