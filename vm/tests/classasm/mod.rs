//! classasm: a small class-file assembler for tests that need class files javac will not write
//! (the verifier corpus in `tests/verify.rs`). It writes exactly what it is told: nothing is
//! checked, no stack map is computed, so broken class files are as easy to build as good ones.
//!
//! ```ignore
//! let mut c = ClassBuilder::new("Main", Some("java/lang/Object"));
//! c.method(ACC_PUBLIC | ACC_STATIC, "main", "([Ljava/lang/String;)V", |m| {
//!     m.max(2, 1);
//!     m.print_str("ok");
//!     m.op(op::RETURN);
//! });
//! std::fs::write(dir.join("Main.class"), c.bytes())?;
//! ```
#![allow(dead_code)] // each test uses a different part

use std::collections::HashMap;

pub const ACC_PUBLIC: u16 = 0x0001;
pub const ACC_PRIVATE: u16 = 0x0002;
pub const ACC_PROTECTED: u16 = 0x0004;
pub const ACC_STATIC: u16 = 0x0008;
pub const ACC_FINAL: u16 = 0x0010;
pub const ACC_SUPER: u16 = 0x0020;
pub const ACC_INTERFACE: u16 = 0x0200;
pub const ACC_ABSTRACT: u16 = 0x0400;

/// The opcodes the tests use by name (any other byte can still be emitted with `Code::op`).
pub mod op {
    pub const NOP: u8 = 0x00;
    pub const ACONST_NULL: u8 = 0x01;
    pub const ICONST_0: u8 = 0x03;
    pub const ICONST_1: u8 = 0x04;
    pub const ICONST_2: u8 = 0x05;
    pub const LCONST_0: u8 = 0x09;
    pub const LCONST_1: u8 = 0x0a;
    pub const FCONST_0: u8 = 0x0b;
    pub const DCONST_0: u8 = 0x0e;
    pub const BIPUSH: u8 = 0x10;
    pub const SIPUSH: u8 = 0x11;
    pub const LDC: u8 = 0x12;
    pub const LDC_W: u8 = 0x13;
    pub const LDC2_W: u8 = 0x14;
    pub const ILOAD: u8 = 0x15;
    pub const LLOAD: u8 = 0x16;
    pub const FLOAD: u8 = 0x17;
    pub const ALOAD: u8 = 0x19;
    pub const ILOAD_0: u8 = 0x1a;
    pub const ILOAD_1: u8 = 0x1b;
    pub const ILOAD_2: u8 = 0x1c;
    pub const LLOAD_0: u8 = 0x1e;
    pub const LLOAD_1: u8 = 0x1f;
    pub const FLOAD_0: u8 = 0x22;
    pub const ALOAD_0: u8 = 0x2a;
    pub const ALOAD_1: u8 = 0x2b;
    pub const ALOAD_2: u8 = 0x2c;
    pub const IALOAD: u8 = 0x2e;
    pub const AALOAD: u8 = 0x32;
    pub const SALOAD: u8 = 0x35;
    pub const ISTORE: u8 = 0x36;
    pub const LSTORE: u8 = 0x37;
    pub const ASTORE: u8 = 0x3a;
    pub const ISTORE_0: u8 = 0x3b;
    pub const ISTORE_1: u8 = 0x3c;
    pub const ISTORE_2: u8 = 0x3d;
    pub const LSTORE_0: u8 = 0x3f;
    pub const ASTORE_0: u8 = 0x4b;
    pub const ASTORE_1: u8 = 0x4c;
    pub const ASTORE_2: u8 = 0x4d;
    pub const IASTORE: u8 = 0x4f;
    pub const AASTORE: u8 = 0x53;
    pub const CASTORE: u8 = 0x55;
    pub const POP: u8 = 0x57;
    pub const POP2: u8 = 0x58;
    pub const DUP: u8 = 0x59;
    pub const DUP_X1: u8 = 0x5a;
    pub const SWAP: u8 = 0x5f;
    pub const IADD: u8 = 0x60;
    pub const LADD: u8 = 0x61;
    pub const IMUL: u8 = 0x68;
    pub const IINC: u8 = 0x84;
    pub const I2L: u8 = 0x85;
    pub const L2I: u8 = 0x88;
    pub const IFEQ: u8 = 0x99;
    pub const IFNE: u8 = 0x9a;
    pub const IFLT: u8 = 0x9b;
    pub const IFGE: u8 = 0x9c;
    pub const IF_ICMPLT: u8 = 0xa1;
    pub const IF_ICMPGE: u8 = 0xa2;
    pub const IF_ICMPLE: u8 = 0xa4;
    pub const GOTO: u8 = 0xa7;
    pub const JSR: u8 = 0xa8;
    pub const RET: u8 = 0xa9;
    pub const TABLESWITCH: u8 = 0xaa;
    pub const LOOKUPSWITCH: u8 = 0xab;
    pub const IRETURN: u8 = 0xac;
    pub const LRETURN: u8 = 0xad;
    pub const ARETURN: u8 = 0xb0;
    pub const RETURN: u8 = 0xb1;
    pub const GETSTATIC: u8 = 0xb2;
    pub const PUTSTATIC: u8 = 0xb3;
    pub const GETFIELD: u8 = 0xb4;
    pub const PUTFIELD: u8 = 0xb5;
    pub const INVOKEVIRTUAL: u8 = 0xb6;
    pub const INVOKESPECIAL: u8 = 0xb7;
    pub const INVOKESTATIC: u8 = 0xb8;
    pub const INVOKEINTERFACE: u8 = 0xb9;
    pub const INVOKEDYNAMIC: u8 = 0xba;
    pub const NEW: u8 = 0xbb;
    pub const NEWARRAY: u8 = 0xbc;
    pub const ANEWARRAY: u8 = 0xbd;
    pub const ARRAYLENGTH: u8 = 0xbe;
    pub const ATHROW: u8 = 0xbf;
    pub const CHECKCAST: u8 = 0xc0;
    pub const INSTANCEOF: u8 = 0xc1;
    pub const MONITORENTER: u8 = 0xc2;
    pub const MONITOREXIT: u8 = 0xc3;
    pub const WIDE: u8 = 0xc4;
    pub const MULTIANEWARRAY: u8 = 0xc5;
    pub const IFNULL: u8 = 0xc6;
    pub const GOTO_W: u8 = 0xc8;
    /// `newarray` element type codes.
    pub const T_INT: u8 = 10;
}

// ---------------------------------------------------------------------------------------------
// Constant pool

#[derive(Clone, PartialEq, Eq, Hash)]
enum Entry {
    Utf8(String),
    Int(i32),
    Float(u32),
    Long(i64),
    Double(u64),
    Class(u16),
    Str(u16),
    Member(u8, u16, u16),
    NameType(u16, u16),
}

/// A constant pool that hands out the index of an equal entry instead of adding it twice, as
/// javac does (tests patch indices, so they must be predictable).
pub struct ConstPool {
    bytes: Vec<u8>,
    next: u16,
    index: HashMap<Entry, u16>,
}

impl Default for ConstPool {
    fn default() -> Self {
        ConstPool {
            bytes: Vec::new(),
            next: 1,
            index: HashMap::new(),
        }
    }
}

impl ConstPool {
    fn add(&mut self, e: Entry) -> u16 {
        if let Some(&i) = self.index.get(&e) {
            return i;
        }
        let i = self.next;
        let b = &mut self.bytes;
        match &e {
            Entry::Utf8(s) => {
                // Modified UTF-8 differs from UTF-8 only for NUL and supplementary characters,
                // which no test needs.
                assert!(!s.contains('\0') && s.chars().all(|c| (c as u32) < 0x10000));
                b.push(1);
                b.extend((s.len() as u16).to_be_bytes());
                b.extend(s.as_bytes());
            }
            Entry::Int(v) => {
                b.push(3);
                b.extend(v.to_be_bytes());
            }
            Entry::Float(v) => {
                b.push(4);
                b.extend(v.to_be_bytes());
            }
            Entry::Long(v) => {
                b.push(5);
                b.extend(v.to_be_bytes());
            }
            Entry::Double(v) => {
                b.push(6);
                b.extend(v.to_be_bytes());
            }
            Entry::Class(n) | Entry::Str(n) => {
                b.push(if matches!(e, Entry::Class(_)) { 7 } else { 8 });
                b.extend(n.to_be_bytes());
            }
            Entry::Member(tag, c, nt) => {
                b.push(*tag);
                b.extend(c.to_be_bytes());
                b.extend(nt.to_be_bytes());
            }
            Entry::NameType(n, d) => {
                b.push(12);
                b.extend(n.to_be_bytes());
                b.extend(d.to_be_bytes());
            }
        }
        // Longs and doubles take two slots (JVMS §4.4.5).
        self.next += if matches!(e, Entry::Long(_) | Entry::Double(_)) {
            2
        } else {
            1
        };
        self.index.insert(e, i);
        i
    }

    pub fn utf8(&mut self, s: &str) -> u16 {
        self.add(Entry::Utf8(s.to_string()))
    }
    pub fn class(&mut self, name: &str) -> u16 {
        let n = self.utf8(name);
        self.add(Entry::Class(n))
    }
    pub fn string(&mut self, s: &str) -> u16 {
        let n = self.utf8(s);
        self.add(Entry::Str(n))
    }
    pub fn int(&mut self, v: i32) -> u16 {
        self.add(Entry::Int(v))
    }
    pub fn float(&mut self, v: f32) -> u16 {
        self.add(Entry::Float(v.to_bits()))
    }
    pub fn long(&mut self, v: i64) -> u16 {
        self.add(Entry::Long(v))
    }
    pub fn double(&mut self, v: f64) -> u16 {
        self.add(Entry::Double(v.to_bits()))
    }
    pub fn name_and_type(&mut self, name: &str, desc: &str) -> u16 {
        let (n, d) = (self.utf8(name), self.utf8(desc));
        self.add(Entry::NameType(n, d))
    }
    fn member(&mut self, tag: u8, class: &str, name: &str, desc: &str) -> u16 {
        let c = self.class(class);
        let nt = self.name_and_type(name, desc);
        self.add(Entry::Member(tag, c, nt))
    }
    pub fn field(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        self.member(9, class, name, desc)
    }
    pub fn method(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        self.member(10, class, name, desc)
    }
    pub fn imethod(&mut self, class: &str, name: &str, desc: &str) -> u16 {
        self.member(11, class, name, desc)
    }
    /// An entry written verbatim (tag and body), never shared: for malformed pools.
    pub fn raw(&mut self, tag: u8, body: &[u8]) -> u16 {
        let i = self.next;
        self.bytes.push(tag);
        self.bytes.extend(body);
        self.next += 1;
        i
    }
    /// The `constant_pool_count` the class file will declare.
    pub fn count(&self) -> u16 {
        self.next
    }
}

// ---------------------------------------------------------------------------------------------
// Stack map frames

/// A verification type (JVMS §4.7.4).
#[derive(Clone, Debug)]
pub enum VType {
    Top,
    Int,
    Float,
    Long,
    Double,
    Null,
    UninitThis,
    Object(String),
    /// Uninitialized(offset of the `new`), by label.
    Uninit(Label),
}

/// A StackMapTable frame; the encoder picks the short form when the offset delta allows it.
#[derive(Clone, Debug)]
pub enum Frame {
    Same,
    SameLocals1(VType),
    Chop(u8),
    Append(Vec<VType>),
    Full(Vec<VType>, Vec<VType>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Label(usize);

/// Where a frame applies: a label, or a raw pc (to place frames where no instruction is).
enum At {
    Label(Label),
    Pc(u16),
}

// ---------------------------------------------------------------------------------------------
// Code

/// The body of one method: bytecode with labels, exception table and stack map.
pub struct Code<'a> {
    pub cp: &'a mut ConstPool,
    pub max_stack: u16,
    pub max_locals: u16,
    pub bytes: Vec<u8>,
    labels: Vec<Option<usize>>,
    /// (position of the offset field, pc of the instruction it is relative to, target, 4 bytes?)
    fixups: Vec<(usize, usize, Label, bool)>,
    handlers: Vec<(Label, Label, Label, u16)>,
    frames: Vec<(At, Frame)>,
    raw_stack_map: Option<Vec<u8>>,
}

impl<'a> Code<'a> {
    pub fn max(&mut self, stack: u16, locals: u16) -> &mut Self {
        self.max_stack = stack;
        self.max_locals = locals;
        self
    }
    pub fn pc(&self) -> usize {
        self.bytes.len()
    }
    pub fn op(&mut self, opcode: u8) -> &mut Self {
        self.bytes.push(opcode);
        self
    }
    pub fn u1(&mut self, v: u8) -> &mut Self {
        self.op(v)
    }
    pub fn u2(&mut self, v: u16) -> &mut Self {
        self.bytes.extend(v.to_be_bytes());
        self
    }
    pub fn i4(&mut self, v: i32) -> &mut Self {
        self.bytes.extend(v.to_be_bytes());
        self
    }
    /// An instruction with a one-byte operand (`bipush`, `iload`, `newarray`, `ldc`, ...).
    pub fn op1(&mut self, opcode: u8, v: u8) -> &mut Self {
        self.op(opcode).u1(v)
    }
    /// An instruction with a two-byte operand (`sipush`, a constant-pool index, ...).
    pub fn op2(&mut self, opcode: u8, v: u16) -> &mut Self {
        self.op(opcode).u2(v)
    }

    pub fn label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len() - 1)
    }
    pub fn bind(&mut self, l: Label) -> &mut Self {
        self.labels[l.0] = Some(self.pc());
        self
    }
    /// A new label bound here.
    pub fn here(&mut self) -> Label {
        let l = self.label();
        self.bind(l);
        l
    }
    fn offset_to(&mut self, insn_pc: usize, target: Label, wide: bool) {
        self.fixups.push((self.pc(), insn_pc, target, wide));
        let zeros: &[u8] = if wide { &[0; 4] } else { &[0; 2] };
        self.bytes.extend(zeros);
    }
    /// A branch with a two-byte offset (`goto`, `if*`, `jsr`).
    pub fn jump(&mut self, opcode: u8, target: Label) -> &mut Self {
        let pc = self.pc();
        self.op(opcode).offset_to(pc, target, false);
        self
    }
    /// A branch with a four-byte offset (`goto_w`, `jsr_w`).
    pub fn jump_w(&mut self, opcode: u8, target: Label) -> &mut Self {
        let pc = self.pc();
        self.op(opcode).offset_to(pc, target, true);
        self
    }
    /// Zero bytes up to the next multiple of 4 (the padding of the switches).
    fn pad(&mut self) {
        while !self.pc().is_multiple_of(4) {
            self.bytes.push(0);
        }
    }
    pub fn tableswitch(&mut self, default: Label, low: i32, targets: &[Label]) -> &mut Self {
        let pc = self.pc();
        self.op(op::TABLESWITCH).pad();
        self.offset_to(pc, default, true);
        self.i4(low).i4(low + targets.len() as i32 - 1);
        for &t in targets {
            self.offset_to(pc, t, true);
        }
        self
    }
    /// The pairs are written in the order given (unsorted keys make an invalid switch).
    pub fn lookupswitch(&mut self, default: Label, pairs: &[(i32, Label)]) -> &mut Self {
        let pc = self.pc();
        self.op(op::LOOKUPSWITCH).pad();
        self.offset_to(pc, default, true);
        self.i4(pairs.len() as i32);
        for &(k, t) in pairs {
            self.i4(k);
            self.offset_to(pc, t, true);
        }
        self
    }

    /// Pushes an int with the shortest instruction.
    pub fn iconst(&mut self, v: i32) -> &mut Self {
        match v {
            -1..=5 => self.op((op::ICONST_0 as i32 + v) as u8),
            -128..=127 => self.op1(op::BIPUSH, v as u8),
            -32768..=32767 => self.op2(op::SIPUSH, v as u16),
            _ => {
                let i = self.cp.int(v);
                self.ldc_index(i)
            }
        }
    }
    fn ldc_index(&mut self, i: u16) -> &mut Self {
        match u8::try_from(i) {
            Ok(b) => self.op1(op::LDC, b),
            Err(_) => self.op2(op::LDC_W, i),
        }
    }
    pub fn ldc_str(&mut self, s: &str) -> &mut Self {
        let i = self.cp.string(s);
        self.ldc_index(i)
    }
    fn member(&mut self, opcode: u8, i: u16) -> &mut Self {
        self.op2(opcode, i)
    }
    pub fn getstatic(&mut self, c: &str, n: &str, d: &str) -> &mut Self {
        let i = self.cp.field(c, n, d);
        self.member(op::GETSTATIC, i)
    }
    pub fn getfield(&mut self, c: &str, n: &str, d: &str) -> &mut Self {
        let i = self.cp.field(c, n, d);
        self.member(op::GETFIELD, i)
    }
    pub fn putfield(&mut self, c: &str, n: &str, d: &str) -> &mut Self {
        let i = self.cp.field(c, n, d);
        self.member(op::PUTFIELD, i)
    }
    pub fn invokevirtual(&mut self, c: &str, n: &str, d: &str) -> &mut Self {
        let i = self.cp.method(c, n, d);
        self.member(op::INVOKEVIRTUAL, i)
    }
    pub fn invokespecial(&mut self, c: &str, n: &str, d: &str) -> &mut Self {
        let i = self.cp.method(c, n, d);
        self.member(op::INVOKESPECIAL, i)
    }
    pub fn invokestatic(&mut self, c: &str, n: &str, d: &str) -> &mut Self {
        let i = self.cp.method(c, n, d);
        self.member(op::INVOKESTATIC, i)
    }
    /// `count` is written as given (it should be the argument slots + 1).
    pub fn invokeinterface(&mut self, c: &str, n: &str, d: &str, count: u8) -> &mut Self {
        let i = self.cp.imethod(c, n, d);
        self.member(op::INVOKEINTERFACE, i).u1(count).u1(0)
    }
    /// `new`, `checkcast`, `anewarray`, `instanceof`: an opcode and a class.
    pub fn class_op(&mut self, opcode: u8, class: &str) -> &mut Self {
        let i = self.cp.class(class);
        self.op2(opcode, i)
    }
    /// `System.out.println(s)` (stack: 2).
    pub fn print_str(&mut self, s: &str) -> &mut Self {
        self.getstatic("java/lang/System", "out", "Ljava/io/PrintStream;")
            .ldc_str(s)
            .invokevirtual("java/io/PrintStream", "println", "(Ljava/lang/String;)V")
    }
    /// `System.out.println(<the int on top of the stack>)` (stack: the int + 1).
    pub fn print_int(&mut self) -> &mut Self {
        self.print_top("(I)V")
    }
    /// `System.out.println(<the String on top of the stack>)` (stack: the string + 1).
    pub fn print_top_str(&mut self) -> &mut Self {
        self.print_top("(Ljava/lang/String;)V")
    }
    fn print_top(&mut self, println_desc: &str) -> &mut Self {
        self.getstatic("java/lang/System", "out", "Ljava/io/PrintStream;")
            .op(op::SWAP)
            .invokevirtual("java/io/PrintStream", "println", println_desc)
    }
    /// `throw new <class>(message)` (stack: 3).
    pub fn throw_new(&mut self, class: &str, message: &str) -> &mut Self {
        self.class_op(op::NEW, class)
            .op(op::DUP)
            .ldc_str(message)
            .invokespecial(class, "<init>", "(Ljava/lang/String;)V")
            .op(op::ATHROW)
    }

    /// An exception-table entry; `catch` None = any (`finally`).
    pub fn handler(&mut self, start: Label, end: Label, handler: Label, catch: Option<&str>) {
        let t = catch.map_or(0, |c| self.cp.class(c));
        self.handlers.push((start, end, handler, t));
    }
    /// A stack-map frame at a label. Frames are written in the order given: keep them sorted by
    /// pc for a valid table.
    pub fn frame(&mut self, at: Label, f: Frame) -> &mut Self {
        self.frames.push((At::Label(at), f));
        self
    }
    /// A stack-map frame at any pc (even one past the end of the code).
    pub fn frame_at_pc(&mut self, pc: u16, f: Frame) -> &mut Self {
        self.frames.push((At::Pc(pc), f));
        self
    }
    /// The whole StackMapTable attribute body (number_of_entries included), written verbatim
    /// instead of the frames.
    pub fn raw_stack_map(&mut self, body: Vec<u8>) -> &mut Self {
        self.raw_stack_map = Some(body);
        self
    }

    fn resolve(&self, l: Label) -> usize {
        self.labels[l.0].unwrap_or_else(|| panic!("label {} never bound", l.0))
    }

    fn vtype(&mut self, t: &VType, out: &mut Vec<u8>) {
        match t {
            VType::Top => out.push(0),
            VType::Int => out.push(1),
            VType::Float => out.push(2),
            VType::Double => out.push(3),
            VType::Long => out.push(4),
            VType::Null => out.push(5),
            VType::UninitThis => out.push(6),
            VType::Object(c) => {
                out.push(7);
                out.extend(self.cp.class(c).to_be_bytes());
            }
            VType::Uninit(l) => {
                out.push(8);
                out.extend((self.resolve(*l) as u16).to_be_bytes());
            }
        }
    }

    fn stack_map(&mut self) -> Option<Vec<u8>> {
        if let Some(raw) = self.raw_stack_map.take() {
            return Some(raw);
        }
        if self.frames.is_empty() {
            return None;
        }
        let frames = std::mem::take(&mut self.frames);
        let mut out = (frames.len() as u16).to_be_bytes().to_vec();
        let mut prev: Option<u16> = None;
        for (at, f) in &frames {
            let pc = match at {
                At::Label(l) => self.resolve(*l) as u16,
                At::Pc(pc) => *pc,
            };
            // offset_delta is relative to the previous frame's pc + 1 (JVMS §4.7.4); wrapping
            // lets a test write frames out of order on purpose.
            let delta = prev.map_or(pc, |p| pc.wrapping_sub(p).wrapping_sub(1));
            prev = Some(pc);
            match f {
                Frame::Same if delta < 64 => out.push(delta as u8),
                Frame::Same => {
                    out.push(251);
                    out.extend(delta.to_be_bytes());
                }
                Frame::SameLocals1(t) => {
                    if delta < 64 {
                        out.push(64 + delta as u8);
                    } else {
                        out.push(247);
                        out.extend(delta.to_be_bytes());
                    }
                    self.vtype(t, &mut out);
                }
                Frame::Chop(k) => {
                    out.push(251 - k);
                    out.extend(delta.to_be_bytes());
                }
                Frame::Append(ts) => {
                    out.push(251 + ts.len() as u8);
                    out.extend(delta.to_be_bytes());
                    for t in ts {
                        self.vtype(t, &mut out);
                    }
                }
                Frame::Full(locals, stack) => {
                    out.push(255);
                    out.extend(delta.to_be_bytes());
                    for ts in [locals, stack] {
                        out.extend((ts.len() as u16).to_be_bytes());
                        for t in ts {
                            self.vtype(t, &mut out);
                        }
                    }
                }
            }
        }
        Some(out)
    }

    /// The `Code` attribute, name and length included.
    fn finish(mut self) -> Vec<u8> {
        for &(at, insn_pc, target, wide) in &self.fixups {
            let off = self.resolve(target) as i64 - insn_pc as i64;
            if wide {
                self.bytes[at..at + 4].copy_from_slice(&(off as i32).to_be_bytes());
            } else {
                self.bytes[at..at + 2].copy_from_slice(&(off as i16).to_be_bytes());
            }
        }
        let mut body = Vec::new();
        body.extend(self.max_stack.to_be_bytes());
        body.extend(self.max_locals.to_be_bytes());
        body.extend((self.bytes.len() as u32).to_be_bytes());
        body.extend(&self.bytes);
        body.extend((self.handlers.len() as u16).to_be_bytes());
        for &(s, e, h, t) in &self.handlers {
            for pc in [self.resolve(s), self.resolve(e), self.resolve(h)] {
                body.extend((pc as u16).to_be_bytes());
            }
            body.extend(t.to_be_bytes());
        }
        match self.stack_map() {
            Some(map) => {
                body.extend(1u16.to_be_bytes());
                attribute(&mut body, self.cp.utf8("StackMapTable"), &map);
            }
            None => body.extend(0u16.to_be_bytes()),
        }
        let mut out = Vec::new();
        attribute(&mut out, self.cp.utf8("Code"), &body);
        out
    }
}

fn attribute(out: &mut Vec<u8>, name: u16, body: &[u8]) {
    out.extend(name.to_be_bytes());
    out.extend((body.len() as u32).to_be_bytes());
    out.extend(body);
}

// ---------------------------------------------------------------------------------------------
// Class

pub struct ClassBuilder {
    pub cp: ConstPool,
    pub major: u16,
    pub access: u16,
    this_class: u16,
    super_class: u16,
    interfaces: Vec<u16>,
    fields: Vec<Vec<u8>>,
    methods: Vec<Vec<u8>>,
    /// Class attributes: name index and body.
    attributes: Vec<(u16, Vec<u8>)>,
}

impl ClassBuilder {
    /// A public class of version 52 (Java 8: StackMapTable required for branches).
    pub fn new(name: &str, super_name: Option<&str>) -> ClassBuilder {
        let mut cp = ConstPool::default();
        let this_class = cp.class(name);
        let super_class = super_name.map_or(0, |s| cp.class(s));
        ClassBuilder {
            cp,
            major: 52,
            access: ACC_PUBLIC | ACC_SUPER,
            this_class,
            super_class,
            interfaces: Vec::new(),
            fields: Vec::new(),
            methods: Vec::new(),
            attributes: Vec::new(),
        }
    }
    /// Version 49 (Java 5) selects the type-inferencing verifier and allows jsr/ret.
    pub fn version(mut self, major: u16) -> Self {
        self.major = major;
        self
    }
    pub fn interface(&mut self, name: &str) {
        let i = self.cp.class(name);
        self.interfaces.push(i);
    }
    pub fn field(&mut self, access: u16, name: &str, desc: &str) {
        let (n, d) = (self.cp.utf8(name), self.cp.utf8(desc));
        let mut f = Vec::new();
        for v in [access, n, d, 0] {
            f.extend(v.to_be_bytes());
        }
        self.fields.push(f);
    }
    /// A method with a Code attribute written by `body`.
    pub fn method(&mut self, access: u16, name: &str, desc: &str, body: impl FnOnce(&mut Code)) {
        let (n, d) = (self.cp.utf8(name), self.cp.utf8(desc));
        let mut code = Code {
            cp: &mut self.cp,
            max_stack: 0,
            max_locals: 0,
            bytes: Vec::new(),
            labels: Vec::new(),
            fixups: Vec::new(),
            handlers: Vec::new(),
            frames: Vec::new(),
            raw_stack_map: None,
        };
        body(&mut code);
        let attr = code.finish();
        let mut m = Vec::new();
        for v in [access, n, d, 1] {
            m.extend(v.to_be_bytes());
        }
        m.extend(attr);
        self.methods.push(m);
    }
    /// A method without code (abstract or native).
    pub fn method_no_code(&mut self, access: u16, name: &str, desc: &str) {
        let (n, d) = (self.cp.utf8(name), self.cp.utf8(desc));
        let mut m = Vec::new();
        for v in [access, n, d, 0] {
            m.extend(v.to_be_bytes());
        }
        self.methods.push(m);
    }
    /// `public <init>()V { super(); }`, with `super_name` the superclass.
    pub fn default_init(&mut self, super_name: &str) {
        self.method(ACC_PUBLIC, "<init>", "()V", |c| {
            c.max(1, 1)
                .op(op::ALOAD_0)
                .invokespecial(super_name, "<init>", "()V")
                .op(op::RETURN);
        });
    }
    /// `public static void main(String[])`.
    pub fn main(&mut self, body: impl FnOnce(&mut Code)) {
        self.method(
            ACC_PUBLIC | ACC_STATIC,
            "main",
            "([Ljava/lang/String;)V",
            body,
        );
    }

    /// Where `this_class` lies in `bytes()` (after the header, the pool and access_flags).
    /// A class attribute written verbatim (e.g. `BootstrapMethods`).
    pub fn attribute(&mut self, name: &str, body: Vec<u8>) {
        let n = self.cp.utf8(name);
        self.attributes.push((n, body));
    }

    /// A lambda call site: an `invokedynamic` constant (name, descriptor) whose bootstrap is
    /// `LambdaMetafactory.metafactory` with the erased interface method type, a static
    /// implementation method of `impl_class`, and the instantiated method type. Returns the
    /// constant's index, for `invokedynamic`. (One site per class: it writes BootstrapMethods.)
    pub fn lambda_site(
        &mut self,
        name: &str,
        desc: &str,
        erased: &str,
        implementation: (&str, &str, &str),
        instantiated: &str,
    ) -> u16 {
        let metafactory = self.cp.method(
            "java/lang/invoke/LambdaMetafactory",
            "metafactory",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;",
        );
        let method_handle = |cp: &mut ConstPool, kind: u8, index: u16| {
            let i = index.to_be_bytes();
            cp.raw(15, &[kind, i[0], i[1]])
        };
        let method_type = |cp: &mut ConstPool, d: &str| {
            let u = cp.utf8(d).to_be_bytes();
            cp.raw(16, &u)
        };
        let bsm = method_handle(&mut self.cp, 6, metafactory); // REF_invokeStatic
        let (ic, iname, idesc) = implementation;
        let implementation = self.cp.method(ic, iname, idesc);
        let args = [
            method_type(&mut self.cp, erased),
            method_handle(&mut self.cp, 6, implementation),
            method_type(&mut self.cp, instantiated),
        ];
        let nat = self.cp.name_and_type(name, desc).to_be_bytes();
        let site = self.cp.raw(18, &[0, 0, nat[0], nat[1]]);
        let mut body = vec![0, 1];
        body.extend(bsm.to_be_bytes());
        body.extend((args.len() as u16).to_be_bytes());
        for a in args {
            body.extend(a.to_be_bytes());
        }
        self.attribute("BootstrapMethods", body);
        site
    }

    /// An `invokedynamic` constant (name, descriptor) whose bootstrap is the static method
    /// `bsm` (class, name, descriptor) with the given static arguments (constant-pool indices the
    /// caller made). Returns the constant's index. (One site per class: it writes
    /// BootstrapMethods.)
    pub fn indy_site(
        &mut self,
        name: &str,
        desc: &str,
        bsm: (&str, &str, &str),
        args: &[u16],
    ) -> u16 {
        let m = self.cp.method(bsm.0, bsm.1, bsm.2);
        let mi = m.to_be_bytes();
        let handle = self.cp.raw(15, &[6, mi[0], mi[1]]); // REF_invokeStatic
        let nat = self.cp.name_and_type(name, desc).to_be_bytes();
        let site = self.cp.raw(18, &[0, 0, nat[0], nat[1]]);
        let mut body = vec![0, 1];
        body.extend(handle.to_be_bytes());
        body.extend((args.len() as u16).to_be_bytes());
        for a in args {
            body.extend(a.to_be_bytes());
        }
        self.attribute("BootstrapMethods", body);
        site
    }

    pub fn this_class_offset(&self) -> usize {
        10 + self.cp.bytes.len() + 2
    }

    pub fn bytes(&self) -> Vec<u8> {
        let mut b = vec![0xCA, 0xFE, 0xBA, 0xBE, 0, 0];
        b.extend(self.major.to_be_bytes());
        b.extend(self.cp.count().to_be_bytes());
        b.extend(&self.cp.bytes);
        for v in [self.access, self.this_class, self.super_class] {
            b.extend(v.to_be_bytes());
        }
        b.extend((self.interfaces.len() as u16).to_be_bytes());
        for i in &self.interfaces {
            b.extend(i.to_be_bytes());
        }
        for part in [&self.fields, &self.methods] {
            b.extend((part.len() as u16).to_be_bytes());
            for p in part {
                b.extend(p);
            }
        }
        b.extend((self.attributes.len() as u16).to_be_bytes());
        for (name, body) in &self.attributes {
            b.extend(name.to_be_bytes());
            b.extend((body.len() as u32).to_be_bytes());
            b.extend(body);
        }
        b
    }
}

// ---------------------------------------------------------------------------------------------
// Patching finished class files

/// The offset of the only occurrence of `needle` in `hay` (panics if there is not exactly one,
/// so that a patch never lands on the wrong bytes).
pub fn find(hay: &[u8], needle: &[u8]) -> usize {
    let hits: Vec<usize> = hay
        .windows(needle.len())
        .enumerate()
        .filter(|(_, w)| *w == needle)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(hits.len(), 1, "{needle:02x?} occurs {} times", hits.len());
    hits[0]
}

pub fn patch_u1(b: &mut [u8], at: usize, v: u8) {
    b[at] = v;
}
pub fn patch_u2(b: &mut [u8], at: usize, v: u16) {
    b[at..at + 2].copy_from_slice(&v.to_be_bytes());
}
pub fn patch_u4(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_be_bytes());
}
