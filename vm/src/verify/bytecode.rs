//! Reading a method's bytecode into instructions (JVMS §4.9.1, the structural constraints): known
//! opcodes only, operands inside the code array, `wide` only before the instructions it may
//! modify, switch tables well formed, and every branch target the start of an instruction.
use smallvec::SmallVec;

/// One instruction of the method, operands decoded.
#[derive(Clone, Debug)]
pub struct Instr {
    pub bci: u16,
    pub op: u8,
    /// Length in bytes, `wide` prefix included.
    pub len: u16,
    /// A local index, a constant-pool index or the dimension count, depending on `op`.
    pub index: u16,
    /// `bipush`/`sipush` value, `iinc` increment, `newarray` type, `multianewarray` dims,
    /// `invokeinterface` count.
    pub imm: i32,
    /// Branch targets: the one target of a branch or `jsr`; for switches the default first.
    pub targets: SmallVec<[u16; 2]>,
}

/// The opcode names HotSpot prints (index = opcode).
pub const NAMES: [&str; 202] = [
    "nop",
    "aconst_null",
    "iconst_m1",
    "iconst_0",
    "iconst_1",
    "iconst_2",
    "iconst_3",
    "iconst_4",
    "iconst_5",
    "lconst_0",
    "lconst_1",
    "fconst_0",
    "fconst_1",
    "fconst_2",
    "dconst_0",
    "dconst_1",
    "bipush",
    "sipush",
    "ldc",
    "ldc_w",
    "ldc2_w",
    "iload",
    "lload",
    "fload",
    "dload",
    "aload",
    "iload_0",
    "iload_1",
    "iload_2",
    "iload_3",
    "lload_0",
    "lload_1",
    "lload_2",
    "lload_3",
    "fload_0",
    "fload_1",
    "fload_2",
    "fload_3",
    "dload_0",
    "dload_1",
    "dload_2",
    "dload_3",
    "aload_0",
    "aload_1",
    "aload_2",
    "aload_3",
    "iaload",
    "laload",
    "faload",
    "daload",
    "aaload",
    "baload",
    "caload",
    "saload",
    "istore",
    "lstore",
    "fstore",
    "dstore",
    "astore",
    "istore_0",
    "istore_1",
    "istore_2",
    "istore_3",
    "lstore_0",
    "lstore_1",
    "lstore_2",
    "lstore_3",
    "fstore_0",
    "fstore_1",
    "fstore_2",
    "fstore_3",
    "dstore_0",
    "dstore_1",
    "dstore_2",
    "dstore_3",
    "astore_0",
    "astore_1",
    "astore_2",
    "astore_3",
    "iastore",
    "lastore",
    "fastore",
    "dastore",
    "aastore",
    "bastore",
    "castore",
    "sastore",
    "pop",
    "pop2",
    "dup",
    "dup_x1",
    "dup_x2",
    "dup2",
    "dup2_x1",
    "dup2_x2",
    "swap",
    "iadd",
    "ladd",
    "fadd",
    "dadd",
    "isub",
    "lsub",
    "fsub",
    "dsub",
    "imul",
    "lmul",
    "fmul",
    "dmul",
    "idiv",
    "ldiv",
    "fdiv",
    "ddiv",
    "irem",
    "lrem",
    "frem",
    "drem",
    "ineg",
    "lneg",
    "fneg",
    "dneg",
    "ishl",
    "lshl",
    "ishr",
    "lshr",
    "iushr",
    "lushr",
    "iand",
    "land",
    "ior",
    "lor",
    "ixor",
    "lxor",
    "iinc",
    "i2l",
    "i2f",
    "i2d",
    "l2i",
    "l2f",
    "l2d",
    "f2i",
    "f2l",
    "f2d",
    "d2i",
    "d2l",
    "d2f",
    "i2b",
    "i2c",
    "i2s",
    "lcmp",
    "fcmpl",
    "fcmpg",
    "dcmpl",
    "dcmpg",
    "ifeq",
    "ifne",
    "iflt",
    "ifge",
    "ifgt",
    "ifle",
    "if_icmpeq",
    "if_icmpne",
    "if_icmplt",
    "if_icmpge",
    "if_icmpgt",
    "if_icmple",
    "if_acmpeq",
    "if_acmpne",
    "goto",
    "jsr",
    "ret",
    "tableswitch",
    "lookupswitch",
    "ireturn",
    "lreturn",
    "freturn",
    "dreturn",
    "areturn",
    "return",
    "getstatic",
    "putstatic",
    "getfield",
    "putfield",
    "invokevirtual",
    "invokespecial",
    "invokestatic",
    "invokeinterface",
    "invokedynamic",
    "new",
    "newarray",
    "anewarray",
    "arraylength",
    "athrow",
    "checkcast",
    "instanceof",
    "monitorenter",
    "monitorexit",
    "wide",
    "multianewarray",
    "ifnull",
    "ifnonnull",
    "goto_w",
    "jsr_w",
];

pub fn name_of(op: u8) -> &'static str {
    NAMES.get(op as usize).copied().unwrap_or("<illegal>")
}

/// The instructions `wide` may modify.
fn widenable(op: u8) -> bool {
    matches!(op, 0x15..=0x19 | 0x36..=0x3a | 0x84 | 0xa9)
}

/// Decodes the whole code array. `index_of[bci]` is the instruction starting at `bci` (or
/// `u32::MAX`); the error is HotSpot's message for the first malformed instruction, with its bci.
pub fn decode(code: &[u8], major: u16) -> Result<(Vec<Instr>, Vec<u32>), (u16, String)> {
    let mut out: Vec<Instr> = Vec::new();
    let mut index_of = vec![u32::MAX; code.len()];
    let mut pc = 0usize;
    let truncated = |pc: usize| (pc as u16, "Truncated instruction".to_string());
    while pc < code.len() {
        let start = pc;
        let mut op = code[pc];
        let mut wide = false;
        if op == 0xc4 {
            wide = true;
            op = *code.get(pc + 1).ok_or_else(|| truncated(start))?;
            if !widenable(op) {
                return Err((start as u16, "Bad wide instruction".into()));
            }
            pc += 1;
        }
        let byte = |o: usize| code.get(pc + o).copied().ok_or_else(|| truncated(start));
        let u2 = |o: usize| -> Result<u16, (u16, String)> {
            Ok(u16::from_be_bytes([byte(o)?, byte(o + 1)?]))
        };
        let s4 = |at: usize| -> Result<i32, (u16, String)> {
            let b = code.get(at..at + 4).ok_or_else(|| truncated(start))?;
            Ok(i32::from_be_bytes([b[0], b[1], b[2], b[3]]))
        };
        let target = |off: i32| -> Result<u16, (u16, String)> {
            let t = start as i64 + off as i64;
            if t < 0 || t >= code.len() as i64 {
                return Err((start as u16, bad_target(major, t)));
            }
            Ok(t as u16)
        };
        let mut ins = Instr {
            bci: start as u16,
            op,
            len: 1,
            index: 0,
            imm: 0,
            targets: SmallVec::new(),
        };
        let len: usize = match op {
            0x00..=0x0f | 0x1a..=0x35 | 0x3b..=0x83 | 0x85..=0x98 | 0xac..=0xb1 => 1,
            0xbe | 0xbf | 0xc2 | 0xc3 => 1,
            0x10 => {
                ins.imm = byte(1)? as i8 as i32;
                2
            }
            0x11 => {
                ins.imm = u2(1)? as i16 as i32;
                3
            }
            0x12 => {
                ins.index = byte(1)? as u16;
                2
            }
            0x13 | 0x14 | 0xb2..=0xb8 | 0xbb | 0xbd | 0xc0 | 0xc1 => {
                ins.index = u2(1)?;
                3
            }
            0x15..=0x19 | 0x36..=0x3a | 0xa9 => {
                if wide {
                    ins.index = u2(1)?;
                    3
                } else {
                    ins.index = byte(1)? as u16;
                    2
                }
            }
            0x84 => {
                if wide {
                    ins.index = u2(1)?;
                    ins.imm = u2(3)? as i16 as i32;
                    5
                } else {
                    ins.index = byte(1)? as u16;
                    ins.imm = byte(2)? as i8 as i32;
                    3
                }
            }
            0x99..=0xa8 | 0xc6 | 0xc7 => {
                ins.targets.push(target(u2(1)? as i16 as i32)?);
                3
            }
            0xc8 | 0xc9 => {
                ins.targets.push(target(s4(pc + 1)?)?);
                5
            }
            0xaa | 0xab => {
                let base = (start + 4) & !3;
                if major < 51
                    && code[start + 1..base.min(code.len())]
                        .iter()
                        .any(|&b| b != 0)
                {
                    return Err((
                        start as u16,
                        "Nonzero padding byte in lookupswitch or tableswitch".into(),
                    ));
                }
                ins.targets.push(target(s4(base)?)?);
                if op == 0xaa {
                    let (low, high) = (s4(base + 4)?, s4(base + 8)?);
                    if low > high {
                        return Err((start as u16, "Bad instruction".into()));
                    }
                    let n = (high as i64 - low as i64 + 1) as usize;
                    if base + 12 + 4 * n > code.len() {
                        return Err(truncated(start));
                    }
                    for i in 0..n {
                        ins.targets.push(target(s4(base + 12 + 4 * i)?)?);
                    }
                    base + 12 + 4 * n - start
                } else {
                    let n = s4(base + 4)?;
                    if n < 0 || base + 8 + 8 * n as usize > code.len() {
                        return Err((start as u16, "Bad lookupswitch instruction".into()));
                    }
                    let mut last = None;
                    for i in 0..n as usize {
                        let key = s4(base + 8 + 8 * i)?;
                        if last.is_some_and(|l| key <= l) {
                            return Err((start as u16, "Bad lookupswitch instruction".into()));
                        }
                        last = Some(key);
                        ins.targets.push(target(s4(base + 12 + 8 * i)?)?);
                    }
                    base + 8 + 8 * n as usize - start
                }
            }
            0xb9 => {
                ins.index = u2(1)?;
                ins.imm = byte(3)? as i32;
                if ins.imm == 0 || byte(4)? != 0 {
                    return Err((
                        start as u16,
                        "Inconsistent args count operand in invokeinterface".into(),
                    ));
                }
                5
            }
            0xba => {
                ins.index = u2(1)?;
                if byte(3)? != 0 || byte(4)? != 0 {
                    return Err((
                        start as u16,
                        "Third and fourth operand bytes of invokedynamic must be zero".into(),
                    ));
                }
                5
            }
            0xbc => {
                ins.imm = byte(1)? as i32;
                if !(4..=11).contains(&ins.imm) {
                    return Err((start as u16, "Illegal newarray instruction".into()));
                }
                2
            }
            0xc5 => {
                ins.index = u2(1)?;
                ins.imm = byte(3)? as i32;
                if ins.imm == 0 {
                    return Err((
                        start as u16,
                        "Illegal dimension in multianewarray instruction: 0".into(),
                    ));
                }
                4
            }
            _ => return Err((start as u16, "Bad instruction".into())),
        };
        // `len` counts from the opcode; `pc` is past a `wide` prefix.
        let total = len + (pc - start);
        if start + total > code.len() {
            return Err(truncated(start));
        }
        ins.len = total as u16;
        index_of[start] = out.len() as u32;
        out.push(ins);
        pc = start + total;
    }
    for ins in &out {
        for &t in &ins.targets {
            if index_of[t as usize] == u32::MAX {
                return Err((ins.bci, bad_target(major, t as i64)));
            }
        }
    }
    Ok((out, index_of))
}

/// A branch to no instruction start: the type checker (HotSpot's split verifier) finds no stack
/// map frame there; the old verifier calls the target illegal.
fn bad_target(major: u16, target: i64) -> String {
    if major > 50 {
        format!("Expecting a stackmap frame at branch target {target}")
    } else {
        "Illegal target of jump or branch".into()
    }
}
