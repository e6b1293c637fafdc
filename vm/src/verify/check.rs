//! The effect of each instruction on the type state (JVMS §4.10.1.9): what it pops, what it
//! must find there, what it pushes, which locals it reads and writes, and the static rules that
//! go with it (`<init>` and uninitialized objects, `invokespecial`, protected access, return
//! types). Both drivers — type checking and type inference — run this one function.
use crate::classes::class::Class;
use crate::classes::classfile::{Constant, ACC_STATIC};
use crate::classes::link_error::LinkError;
use crate::verify::bytecode::{name_of, Instr};
use crate::verify::frame::Frame;
use crate::verify::hierarchy::Hierarchy;
use crate::verify::subject::{Subject, SubjectMethod};
use crate::verify::types::{NameId, Names, VType};

/// Why an instruction failed: a verification failure (HotSpot's headline and the reason line),
/// or a linkage error from loading a class the check needed.
pub enum Failure {
    Verify {
        headline: String,
        reason: Option<String>,
    },
    /// A malformed attribute the verifier reads (the stack map table, the exception table's
    /// offsets): HotSpot reports these as `ClassFormatError`.
    Format(String),
    Link(Box<LinkError>),
}

impl From<Box<LinkError>> for Failure {
    fn from(e: Box<LinkError>) -> Self {
        Failure::Link(e)
    }
}

pub type VR<T> = Result<T, Failure>;

pub fn fail<T>(headline: impl Into<String>) -> VR<T> {
    Err(Failure::Verify {
        headline: headline.into(),
        reason: None,
    })
}

fn fail_because<T>(headline: impl Into<String>, reason: String) -> VR<T> {
    Err(Failure::Verify {
        headline: headline.into(),
        reason: Some(reason),
    })
}

const ACC_PROTECTED: u16 = 0x0004;
const THROWABLE: &str = "java/lang/Throwable";

/// Where control goes after an instruction, besides its branch targets.
pub struct Flow {
    pub falls_through: bool,
}

/// Everything the transfer function needs about the method and its class.
pub struct Checker<'a> {
    pub subject: &'a Subject<'a>,
    pub method: &'a SubjectMethod<'a>,
    pub hierarchy: Hierarchy<'a>,
    pub names: Names,
    pub this_type: NameId,
    /// The declared return type; `None` for void.
    pub ret: Option<VType>,
    pub max_stack: usize,
    pub code: &'a [u8],
}

impl<'a> Checker<'a> {
    /// `names` carries over from the class's other methods (interning is per class).
    pub fn new(
        subject: &'a Subject<'a>,
        method: &'a SubjectMethod<'a>,
        code: &'a [u8],
        mut names: Names,
    ) -> Self {
        let this_type = names.intern(subject.name);
        let ret_desc = &method.desc[method.desc.rfind(')').unwrap() + 1..];
        let ret = (ret_desc != "V").then(|| names.of_descriptor(ret_desc));
        Checker {
            subject,
            method,
            hierarchy: Hierarchy::new(subject),
            names,
            this_type,
            ret,
            max_stack: method.code.map_or(0, |c| c.max_stack as usize),
            code,
        }
    }

    fn is_static(&self) -> bool {
        self.method.access & ACC_STATIC != 0
    }

    /// The entry state: `this` (uninitialized in a constructor), then the parameters.
    pub fn initial_frame(&mut self, max_locals: usize) -> VR<Frame> {
        let mut locals = Vec::with_capacity(max_locals);
        let mut this_uninit = false;
        if !self.is_static() {
            if self.method.name == "<init>" && self.subject.name != "java/lang/Object" {
                locals.push(VType::UninitThis);
                this_uninit = true;
            } else {
                locals.push(VType::Ref(self.this_type));
            }
        }
        for p in param_descriptors(self.method.desc) {
            let t = self.names.of_descriptor(p);
            push_value(&mut locals, t);
        }
        if locals.len() > max_locals {
            return fail("Arguments can't fit into locals");
        }
        locals.resize(max_locals, VType::Top);
        Ok(Frame {
            locals,
            stack: Vec::new(),
            this_uninit,
        })
    }

    // ---- the operand stack -------------------------------------------------------------

    fn push(&self, f: &mut Frame, t: VType) -> VR<()> {
        push_value(&mut f.stack, t);
        if f.stack.len() > self.max_stack {
            return fail("Operand stack overflow");
        }
        Ok(())
    }

    /// The top `n` slots, checked to start at a value boundary (no long or double is split).
    fn top_slots<'f>(&self, f: &'f Frame, n: usize) -> VR<&'f [VType]> {
        if f.stack.len() < n {
            return fail("Operand stack underflow");
        }
        let at = f.stack.len() - n;
        if f.stack[at].is_second_half() {
            return self.bad_stack(f, at, "category1 type");
        }
        Ok(&f.stack[at..])
    }

    fn bad_stack<T>(&self, f: &Frame, at: usize, expected: &str) -> VR<T> {
        fail_because(
            "Bad type on operand stack",
            format!(
                "Type {} (current frame, stack[{at}]) is not assignable to {expected}",
                self.names.describe(f.stack[at])
            ),
        )
    }

    /// Pops one value of any category-1 type.
    fn pop_any1(&self, f: &mut Frame) -> VR<VType> {
        let t = self.top_slots(f, 1)?[0];
        f.stack.pop();
        Ok(t)
    }

    /// Pops a value that must be assignable to `expected` (a long or double pops two slots).
    fn pop(&mut self, f: &mut Frame, expected: VType) -> VR<VType> {
        if expected.is_category2() {
            // A wrong type on top is reported before a too-short stack, as HotSpot does.
            if let Some(&top) = f.stack.last() {
                if !top.is_second_half() || f.stack.len() < 2 {
                    let at = f.stack.len() - 1;
                    let what = self.names.describe(expected);
                    return self.bad_stack(f, at, &what);
                }
            }
            let slots = self.top_slots(f, 2)?;
            let second = if expected == VType::Long {
                VType::Long2
            } else {
                VType::Double2
            };
            if *slots != [expected, second] {
                let at = f.stack.len() - 2;
                let what = self.names.describe(expected);
                return self.bad_stack(f, at, &what);
            }
            f.stack.truncate(f.stack.len() - 2);
            return Ok(expected);
        }
        let at = f.stack.len().wrapping_sub(1);
        let t = self.pop_any1(f)?;
        if !self.hierarchy.is_assignable(&mut self.names, t, expected)? {
            f.stack.push(t);
            let what = self.names.describe(expected);
            return self.bad_stack(f, at, &what);
        }
        Ok(t)
    }

    fn pop_int(&mut self, f: &mut Frame) -> VR<()> {
        self.pop(f, VType::Int).map(|_| ())
    }

    /// Pops any reference (uninitialized ones included, as `astore` and `if_acmp` allow).
    fn pop_reference(&mut self, f: &mut Frame) -> VR<VType> {
        let at = f.stack.len().wrapping_sub(1);
        let t = self.pop_any1(f)?;
        if !t.is_reference() {
            f.stack.push(t);
            return self.bad_stack(f, at, "reference");
        }
        Ok(t)
    }

    /// Pops an initialized reference (or null).
    fn pop_object(&mut self, f: &mut Frame) -> VR<VType> {
        let at = f.stack.len().wrapping_sub(1);
        let t = self.pop_any1(f)?;
        if !matches!(t, VType::Null | VType::Ref(_)) {
            f.stack.push(t);
            return self.bad_stack(f, at, "'java/lang/Object'");
        }
        Ok(t)
    }

    /// Pops an array whose element type `accepts`; returns the array type (or null).
    fn pop_array(&mut self, f: &mut Frame, op: u8, accepts: &[&str]) -> VR<VType> {
        // HotSpot names the instruction for array loads and stores, not for arraylength.
        let headline = if op == 0xbe {
            "Bad type on operand stack".to_string()
        } else {
            format!("Bad type on operand stack in {}", name_of(op))
        };
        let at = f.stack.len().wrapping_sub(1);
        let t = self.pop_any1(f)?;
        let ok = match t {
            VType::Null => true,
            VType::Ref(id) => {
                let n = self.names.get(id);
                accepts.iter().any(|a| match *a {
                    "ref" => n.starts_with("[L") || n.starts_with("[["),
                    "any" => n.starts_with('['),
                    exact => n == exact,
                })
            }
            _ => false,
        };
        if !ok {
            f.stack.push(t);
            return fail_because(
                headline,
                format!(
                    "Type {} (current frame, stack[{at}]) is not assignable to array type",
                    self.names.describe(t)
                ),
            );
        }
        Ok(t)
    }

    // ---- locals ------------------------------------------------------------------------

    fn local(&self, f: &Frame, index: u16, two: bool) -> VR<VType> {
        let i = index as usize;
        if i >= f.locals.len() {
            return fail("Local variable table overflow");
        }
        if two && i + 1 >= f.locals.len() {
            return fail("get long/double overflows locals");
        }
        Ok(f.locals[i])
    }

    fn load(&mut self, f: &mut Frame, index: u16, expected: VType) -> VR<()> {
        let two = expected.is_category2();
        let t = self.local(f, index, two)?;
        // HotSpot bounds a long/double read by the locals in use (up to the last one set).
        let in_use = f
            .locals
            .iter()
            .rposition(|&t| t != VType::Top)
            .map_or(0, |i| i + 1);
        if two && index as usize + 1 >= in_use {
            return fail("get long/double overflows locals");
        }
        let ok = match expected {
            VType::Long => f.locals[index as usize + 1] == VType::Long2 && t == VType::Long,
            VType::Double => f.locals[index as usize + 1] == VType::Double2 && t == VType::Double,
            VType::Null => t.is_reference(),
            _ => t == expected,
        };
        if !ok {
            let what = if expected == VType::Null {
                "reference".to_string()
            } else {
                self.names.describe(expected)
            };
            return fail_because(
                "Bad local variable type",
                format!(
                    "Type {} (current frame, locals[{index}]) is not assignable to {what}",
                    self.names.describe(t)
                ),
            );
        }
        self.push(f, if expected == VType::Null { t } else { expected })
    }

    fn store(&self, f: &mut Frame, index: u16, t: VType) -> VR<()> {
        let i = index as usize;
        if i + t.is_category2() as usize >= f.locals.len() {
            return fail("Local variable table overflow");
        }
        store_local(&mut f.locals, i, t);
        Ok(())
    }

    // ---- constant pool -----------------------------------------------------------------

    fn cp(&self, index: u16) -> Option<&'a Constant> {
        self.subject.cp.get(index as usize)
    }

    fn bad_cp<T>(&self, index: u16) -> VR<T> {
        let class = self.subject.name.replace('/', ".");
        if index as usize >= self.subject.cp.len() {
            return fail(format!(
                "Illegal constant pool index {index} in class {class}"
            ));
        }
        fail(format!(
            "Illegal type at constant pool entry {index} in class {class}"
        ))
    }

    fn class_at(&self, index: u16) -> VR<&'a str> {
        match self.cp(index) {
            Some(Constant::Class(n)) => Ok(n),
            _ => self.bad_cp(index),
        }
    }

    // ---- the transfer function ---------------------------------------------------------

    /// Applies `ins` to `f` (the state before it becomes the state after it).
    pub fn execute(&mut self, ins: &Instr, f: &mut Frame) -> VR<Flow> {
        use VType::*;
        let op = ins.op;
        let mut falls_through = true;
        match op {
            0x00 => {}
            0x01 => self.push(f, Null)?,
            0x02..=0x08 | 0x10 | 0x11 => self.push(f, Int)?,
            0x09 | 0x0a => self.push(f, Long)?,
            0x0b..=0x0d => self.push(f, Float)?,
            0x0e | 0x0f => self.push(f, Double)?,
            0x12 | 0x13 => self.execute_ldc(ins, f)?,
            0x14 => {
                let t = match self.cp(ins.index) {
                    Some(Constant::Long(_)) => Long,
                    Some(Constant::Double(_)) => Double,
                    _ => return self.bad_cp(ins.index),
                };
                self.push(f, t)?
            }
            // iload..aload and their _n forms
            0x15..=0x2d => {
                let (kind, index) = if op <= 0x19 {
                    (op - 0x15, ins.index)
                } else {
                    ((op - 0x1a) / 4, ((op - 0x1a) % 4) as u16)
                };
                let expected = [Int, Long, Float, Double, Null][kind as usize];
                self.load(f, index, expected)?
            }
            0x2e..=0x35 => self.execute_array_load(ins, f)?,
            // istore..astore and their _n forms
            0x36..=0x4e => self.execute_store(ins, f)?,
            0x4f..=0x56 => self.execute_array_store(ins, f)?,
            0x57 => {
                self.top_slots(f, 1)?;
                f.stack.pop();
            }
            0x58 => {
                self.top_slots(f, 2)?;
                f.stack.truncate(f.stack.len() - 2);
            }
            // dup family: groups of slots that must not split a long or double.
            0x59..=0x5f => self.execute_dup(ins, f)?,
            // arithmetic: (operand type, result type); shifts take an int count
            0x60..=0x77 => {
                let t = [Int, Long, Float, Double][((op - 0x60) % 4) as usize];
                if op < 0x74 {
                    self.pop(f, t)?;
                }
                self.pop(f, t)?;
                self.push(f, t)?
            }
            0x78..=0x7d => {
                let t = if op.is_multiple_of(2) { Int } else { Long };
                self.pop(f, Int)?;
                self.pop(f, t)?;
                self.push(f, t)?
            }
            0x7e..=0x83 => {
                let t = if op.is_multiple_of(2) { Int } else { Long };
                self.pop(f, t)?;
                self.pop(f, t)?;
                self.push(f, t)?
            }
            0x84 => {
                if self.local(f, ins.index, false)? != Int {
                    return fail_because(
                        "Bad local variable type",
                        format!(
                            "Type {} (current frame, locals[{}]) is not assignable to integer",
                            self.names.describe(f.locals[ins.index as usize]),
                            ins.index
                        ),
                    );
                }
            }
            0x85..=0x93 => {
                let (from, to) = match op {
                    0x85 => (Int, Long),
                    0x86 => (Int, Float),
                    0x87 => (Int, Double),
                    0x88 => (Long, Int),
                    0x89 => (Long, Float),
                    0x8a => (Long, Double),
                    0x8b => (Float, Int),
                    0x8c => (Float, Long),
                    0x8d => (Float, Double),
                    0x8e => (Double, Int),
                    0x8f => (Double, Long),
                    0x90 => (Double, Float),
                    _ => (Int, Int),
                };
                self.pop(f, from)?;
                self.push(f, to)?
            }
            0x94..=0x98 => {
                let t = [Long, Float, Float, Double, Double][(op - 0x94) as usize];
                self.pop(f, t)?;
                self.pop(f, t)?;
                self.push(f, Int)?
            }
            0x99..=0x9e => self.pop_int(f)?,
            0x9f..=0xa4 => {
                self.pop_int(f)?;
                self.pop_int(f)?
            }
            0xa5 | 0xa6 => {
                self.pop_reference(f)?;
                self.pop_reference(f)?;
            }
            0xc6 | 0xc7 => {
                self.pop_reference(f)?;
            }
            0xa7 | 0xc8 => falls_through = false,
            0xa8 | 0xc9 => {
                // The driver pushes the return address and follows the subroutine.
                falls_through = false;
            }
            0xa9 => falls_through = false, // `ret`: the driver follows the return address
            0xaa | 0xab => {
                self.pop_int(f)?;
                falls_through = false;
            }
            0xac..=0xb1 => {
                self.execute_return(op, f)?;
                falls_through = false;
            }
            0xb2..=0xb5 => self.execute_field(op, ins.index, f)?,
            0xb6..=0xba => self.execute_invoke(ins, f)?,
            0xbb => self.execute_new(ins, f)?,
            0xbc => {
                self.pop_int(f)?;
                let name = ["[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"][ins.imm as usize - 4];
                let t = self.names.of_class_name(name);
                self.push(f, t)?
            }
            0xbd => self.execute_anewarray(ins, f)?,
            0xbe => {
                self.pop_array(f, op, &["any"])?;
                self.push(f, Int)?
            }
            0xbf => {
                let throwable = self.names.of_class_name(THROWABLE);
                self.pop(f, throwable)?;
                falls_through = false;
            }
            0xc0 => {
                let name = self.class_at(ins.index)?;
                self.pop_object(f)?;
                let t = self.names.of_class_name(name);
                self.push(f, t)?
            }
            0xc1 => {
                self.class_at(ins.index)?;
                self.pop_object(f)?;
                self.push(f, Int)?
            }
            0xc2 | 0xc3 => {
                self.pop_reference(f)?;
            }
            0xc5 => self.execute_multianewarray(ins, f)?,
            _ => return fail(format!("Bad instruction: {op:02x}")),
        }
        Ok(Flow { falls_through })
    }

    /// `ldc`, `ldc_w`, `ldc2_w`: the constant's type.
    fn execute_ldc(&mut self, ins: &Instr, f: &mut Frame) -> VR<()> {
        use VType::*;
        let t = match self.cp(ins.index) {
            Some(Constant::Integer(_)) => Int,
            Some(Constant::Float(_)) => Float,
            Some(Constant::String(_)) => self.names.of_class_name("java/lang/String"),
            Some(Constant::Class(_)) if self.subject.major >= 49 => {
                self.names.of_class_name("java/lang/Class")
            }
            Some(Constant::MethodType(_)) if self.subject.major >= 51 => {
                self.names.of_class_name("java/lang/invoke/MethodType")
            }
            Some(Constant::MethodHandle { .. }) if self.subject.major >= 51 => {
                self.names.of_class_name("java/lang/invoke/MethodHandle")
            }
            _ => return self.bad_cp(ins.index),
        };
        self.push(f, t)?;
        Ok(())
    }

    /// `iaload`..`saload`.
    fn execute_array_load(&mut self, ins: &Instr, f: &mut Frame) -> VR<()> {
        use VType::*;
        let op = ins.op;
        self.pop_int(f)?;
        let (accepts, elem): (&[&str], VType) = match op {
            0x2e => (&["[I"], Int),
            0x2f => (&["[J"], Long),
            0x30 => (&["[F"], Float),
            0x31 => (&["[D"], Double),
            0x32 => (&["ref"], Null),
            0x33 => (&["[B", "[Z"], Int),
            0x34 => (&["[C"], Int),
            _ => (&["[S"], Int),
        };
        let array = self.pop_array(f, op, accepts)?;
        let t = if op == 0x32 {
            match array {
                Ref(id) => self.names.component(id).unwrap_or(Null),
                _ => Null,
            }
        } else {
            elem
        };
        self.push(f, t)?;
        Ok(())
    }

    /// `istore`..`astore` and their `_n` forms.
    fn execute_store(&mut self, ins: &Instr, f: &mut Frame) -> VR<()> {
        use VType::*;
        let op = ins.op;
        let (kind, index) = if op <= 0x3a {
            (op - 0x36, ins.index)
        } else {
            ((op - 0x3b) / 4, ((op - 0x3b) % 4) as u16)
        };
        let t = match kind {
            0 => self.pop(f, Int)?,
            1 => self.pop(f, Long)?,
            2 => self.pop(f, Float)?,
            3 => self.pop(f, Double)?,
            _ => {
                let at = f.stack.len().wrapping_sub(1);
                let t = self.pop_any1(f)?;
                if !t.is_reference() && !matches!(t, Addr(_)) {
                    f.stack.push(t);
                    return self.bad_stack(f, at, "reference");
                }
                t
            }
        };
        self.store(f, index, t)?;
        Ok(())
    }

    /// `iastore`..`sastore`.
    fn execute_array_store(&mut self, ins: &Instr, f: &mut Frame) -> VR<()> {
        use VType::*;
        let op = ins.op;
        let (accepts, value): (&[&str], VType) = match op {
            0x4f => (&["[I"], Int),
            0x50 => (&["[J"], Long),
            0x51 => (&["[F"], Float),
            0x52 => (&["[D"], Double),
            0x53 => (&["ref"], Null),
            0x54 => (&["[B", "[Z"], Int),
            0x55 => (&["[C"], Int),
            _ => (&["[S"], Int),
        };
        if op == 0x53 {
            // The element's own type is checked at run time (ArrayStoreException).
            self.pop_object(f)?;
        } else {
            self.pop(f, value)?;
        }
        self.pop_int(f)?;
        self.pop_array(f, op, accepts)?;
        Ok(())
    }

    /// The `dup` family and `swap`: groups of slots that must not split a long or double.
    fn execute_dup(&mut self, ins: &Instr, f: &mut Frame) -> VR<()> {
        let op = ins.op;
        let (top, under): (usize, usize) = match op {
            0x59 => (1, 0),
            0x5a => (1, 1),
            0x5b => (1, 2),
            0x5c => (2, 0),
            0x5d => (2, 1),
            0x5e => (2, 2),
            _ => (1, 1), // swap
        };
        let mut group = [VType::Top; 2];
        group[..top].copy_from_slice(self.top_slots(f, top)?);
        if under > 0 {
            self.top_slots(f, top + under)?;
        }
        let len = f.stack.len();
        if op == 0x5f {
            f.stack.swap(len - 1, len - 2);
        } else {
            let at = len - top - under;
            for (k, &t) in group[..top].iter().enumerate() {
                f.stack.insert(at + k, t);
            }
            if f.stack.len() > self.max_stack {
                return fail("Operand stack overflow");
            }
        }
        Ok(())
    }

    /// `new`: an uninitialized object of this instruction.
    fn execute_new(&mut self, ins: &Instr, f: &mut Frame) -> VR<()> {
        use VType::*;
        let name = self.class_at(ins.index)?;
        if name.starts_with('[') {
            return fail("Illegal new instruction");
        }
        let me = Uninit(ins.bci);
        if f.stack.contains(&me) {
            return fail("Uninitialized object exists on the stack at new");
        }
        // A second object from the same `new` makes the first one unusable.
        for l in f.locals.iter_mut() {
            if *l == me {
                *l = Top;
            }
        }
        self.push(f, me)?;
        Ok(())
    }

    /// `anewarray`.
    fn execute_anewarray(&mut self, ins: &Instr, f: &mut Frame) -> VR<()> {
        use VType::*;
        self.pop_int(f)?;
        let elem = self.class_at(ins.index)?;
        let elem = self.names.intern(elem);
        let array = self.names.array_of(elem);
        if self
            .names
            .get(array)
            .bytes()
            .take_while(|&b| b == b'[')
            .count()
            > 255
        {
            return fail("Array with too many dimensions");
        }
        self.push(f, Ref(array))?;
        Ok(())
    }

    /// `multianewarray`.
    fn execute_multianewarray(&mut self, ins: &Instr, f: &mut Frame) -> VR<()> {
        let name = self.class_at(ins.index)?;
        let dims = name.bytes().take_while(|&b| b == b'[').count();
        if dims < ins.imm as usize {
            return fail(format!(
                "Illegal dimension in multianewarray instruction: {}",
                ins.imm
            ));
        }
        for _ in 0..ins.imm {
            self.pop_int(f)?;
        }
        let t = self.names.of_class_name(name);
        self.push(f, t)?;
        Ok(())
    }

    fn execute_return(&mut self, op: u8, f: &mut Frame) -> VR<()> {
        let expected = match op {
            0xac => Some(VType::Int),
            0xad => Some(VType::Long),
            0xae => Some(VType::Float),
            0xaf => Some(VType::Double),
            0xb0 => Some(VType::Null),
            _ => None,
        };
        // The operand first (its kind), then the method's return type, as HotSpot checks.
        let value = match expected {
            Some(VType::Null) => Some(self.pop_reference(f)?),
            Some(e) => Some(self.pop(f, e)?),
            None => None,
        };
        match (value, self.ret) {
            (None, None) => {
                if f.this_uninit && self.method.name == "<init>" {
                    return fail("Constructor must call super() or this() before return");
                }
                Ok(())
            }
            (None, Some(_)) => fail("Method expects a return value"),
            (Some(_), None) => fail("Method does not expect a return value"),
            (Some(v), Some(r)) => {
                let ok = match (expected, r) {
                    (Some(VType::Null), VType::Ref(_)) => {
                        self.hierarchy.is_assignable(&mut self.names, v, r)?
                    }
                    (Some(e), r) => e == r,
                    _ => false,
                };
                if ok {
                    Ok(())
                } else {
                    fail("Bad return type")
                }
            }
        }
    }

    fn execute_field(&mut self, op: u8, index: u16, f: &mut Frame) -> VR<()> {
        let Some(Constant::FieldRef { class, name, desc }) = self.cp(index) else {
            return self.bad_cp(index);
        };
        let field_type = self.names.of_descriptor(desc);
        let owner = self.names.of_class_name(class);
        match op {
            0xb2 => self.push(f, field_type),
            0xb3 => self.pop(f, field_type).map(|_| ()),
            0xb4 => {
                let recv = self.pop(f, owner)?;
                self.check_protected(recv, class, name, desc, false, "getfield")?;
                self.push(f, field_type)
            }
            _ => {
                self.pop(f, field_type)?;
                // A constructor may set its own class's fields before calling super().
                if f.stack.last() == Some(&VType::UninitThis)
                    && class == self.subject.name
                    && self.declares_field(name, desc)
                {
                    f.stack.pop();
                    return Ok(());
                }
                let recv = self.pop(f, owner).map_err(|e| match e {
                    Failure::Verify { reason, .. } => Failure::Verify {
                        headline: "Bad type on operand stack in putfield".into(),
                        reason,
                    },
                    other => other,
                })?;
                self.check_protected(recv, class, name, desc, false, "putfield")
            }
        }
    }

    fn declares_field(&self, name: &str, desc: &str) -> bool {
        self.subject
            .fields
            .iter()
            .any(|(n, d)| *n == name && *d == desc)
    }

    fn execute_invoke(&mut self, ins: &Instr, f: &mut Frame) -> VR<()> {
        let op = ins.op;
        let (class, name, desc) = match self.cp(ins.index) {
            Some(Constant::MethodRef {
                class,
                name,
                desc,
                interface,
            }) if op != 0xba => {
                let ok = match op {
                    0xb6 => !interface,
                    0xb9 => *interface,
                    _ => !interface || self.subject.major >= 52,
                };
                if !ok {
                    return self.bad_cp(ins.index);
                }
                (class.as_str(), name.as_str(), desc.as_str())
            }
            Some(Constant::InvokeDynamic { name, desc, .. }) if op == 0xba => {
                ("", name.as_str(), desc.as_str())
            }
            _ => return self.bad_cp(ins.index),
        };
        if name.starts_with('<') && (name != "<init>" || op != 0xb7) {
            return fail("Illegal call to internal method");
        }
        let params = param_descriptors(desc);
        if op == 0xb9 {
            let slots: usize = params
                .iter()
                .map(|p| {
                    if matches!(p.as_bytes()[0], b'J' | b'D') {
                        2
                    } else {
                        1
                    }
                })
                .sum::<usize>()
                + 1;
            if slots != ins.imm as usize {
                return fail("Inconsistent args count operand in invokeinterface");
            }
        }
        for p in params.iter().rev() {
            let t = self.names.of_descriptor(p);
            self.pop(f, t)?;
        }
        let ret_desc = &desc[desc.rfind(')').unwrap() + 1..];
        if name == "<init>" {
            if ret_desc != "V" {
                return fail("Bad <init> method call: not void");
            }
            self.invoke_init(class, f)?;
        } else {
            match op {
                0xb6 | 0xb9 => {
                    let owner = self.names.of_class_name(class);
                    let recv = self.pop(f, owner)?;
                    if op == 0xb6 {
                        self.check_protected(recv, class, name, desc, true, "invokevirtual")?;
                    }
                }
                0xb7 => {
                    if !self.may_invokespecial(class)? {
                        return fail("Bad invokespecial instruction: current class isn't assignable to reference class.");
                    }
                    let this = VType::Ref(self.this_type);
                    self.pop(f, this)?;
                }
                _ => {}
            }
        }
        if ret_desc != "V" {
            let t = self.names.of_descriptor(ret_desc);
            self.push(f, t)?;
        }
        Ok(())
    }

    /// `invokespecial <init>`: on `this` in a constructor (the class itself or its direct
    /// superclass), or on the result of a `new` of exactly the named class.
    fn invoke_init(&mut self, class: &str, f: &mut Frame) -> VR<()> {
        let at = f.stack.len().wrapping_sub(1);
        let recv = self.pop_any1(f)?;
        match recv {
            VType::UninitThis => {
                if class != self.subject.name && Some(class) != self.subject.super_name {
                    return fail("Bad <init> method call");
                }
                let this = VType::Ref(self.this_type);
                f.initialize(VType::UninitThis, this);
            }
            VType::Uninit(new_bci) => {
                let idx = u16::from_be_bytes([
                    self.code[new_bci as usize + 1],
                    self.code[new_bci as usize + 2],
                ]);
                let created = self.class_at(idx)?;
                if created != class {
                    return fail_because(
                        "Call to wrong <init> method",
                        format!("uninitialized({new_bci}) is a '{created}', not a '{class}'"),
                    );
                }
                let t = self.names.of_class_name(created);
                f.initialize(recv, t);
            }
            _ => {
                f.stack.push(recv);
                return fail_because(
                    "Bad operand type when invoking <init>",
                    format!(
                        "Type {} (current frame, stack[{at}]) is not assignable to uninitialized",
                        self.names.describe(recv)
                    ),
                );
            }
        }
        Ok(())
    }

    /// `invokespecial` of an ordinary method names the current class, a superclass, or a
    /// direct superinterface.
    fn may_invokespecial(&self, class: &str) -> VR<bool> {
        if class == self.subject.name || self.subject.interfaces.contains(&class) {
            return Ok(true);
        }
        Ok(self
            .hierarchy
            .superclasses(self.subject.name)?
            .iter()
            .any(|c| c == class))
    }

    /// JVMS §4.10.1.8: a protected member of a superclass in another package may only be used
    /// through a reference to the current class (or a subclass of it).
    fn check_protected(
        &mut self,
        recv: VType,
        class: &str,
        name: &str,
        desc: &str,
        method: bool,
        op: &str,
    ) -> VR<()> {
        let this = VType::Ref(self.this_type);
        if recv == this || class == self.subject.name || self.hierarchy.trusting() {
            return Ok(());
        }
        let supers = self.hierarchy.superclasses(self.subject.name)?;
        if !supers[1..].iter().any(|c| c == class) || same_package(class, self.subject.name) {
            return Ok(());
        }
        let target = self.hierarchy.load(class)?;
        let Some((holder, access)) = member(target, name, desc, method) else {
            return Ok(());
        };
        if access & ACC_PROTECTED == 0 || same_package(&holder.name, self.subject.name) {
            return Ok(());
        }
        if self.hierarchy.is_assignable(&mut self.names, recv, this)? {
            return Ok(());
        }
        if let VType::Ref(id) = recv {
            // Arrays pretend to implement a public clone().
            if method && name == "clone" && self.names.get(id).starts_with('[') {
                return Ok(());
            }
        }
        fail(format!("Bad access to protected data in {op}"))
    }

    /// Checks a handler's catch type once per method: a subclass of Throwable.
    pub fn catch_type(&mut self, index: u16, handler_pc: u16) -> VR<VType> {
        if index == 0 {
            return Ok(self.names.of_class_name(THROWABLE));
        }
        let name = self.class_at(index)?;
        let t = self.names.of_class_name(name);
        let throwable = self.names.of_class_name(THROWABLE);
        if !self
            .hierarchy
            .is_assignable(&mut self.names, t, throwable)?
        {
            return fail(format!(
                "Catch type is not a subclass of Throwable in exception handler {handler_pc}"
            ));
        }
        Ok(t)
    }

    /// Whether state `from` may flow into the declared state `to` (JVMS `frameIsAssignable`);
    /// the reason names the first slot that is not.
    pub fn frame_assignable(&mut self, from: &Frame, to: &Frame) -> VR<Option<String>> {
        if from.stack.len() != to.stack.len() {
            return Ok(Some(format!(
                "Current frame's stack size doesn't match stackmap ({} vs {})",
                from.stack.len(),
                to.stack.len()
            )));
        }
        for (i, (&a, &b)) in from.locals.iter().zip(&to.locals).enumerate() {
            if !self.hierarchy.is_assignable(&mut self.names, a, b)? {
                return Ok(Some(format!(
                    "Type {} (current frame, locals[{i}]) is not assignable to {} (stack map, locals[{i}])",
                    self.names.describe(a),
                    self.names.describe(b)
                )));
            }
        }
        for (i, (&a, &b)) in from.stack.iter().zip(&to.stack).enumerate() {
            if !self.hierarchy.is_assignable(&mut self.names, a, b)? {
                return Ok(Some(format!(
                    "Type {} (current frame, stack[{i}]) is not assignable to {} (stack map, stack[{i}])",
                    self.names.describe(a),
                    self.names.describe(b)
                )));
            }
        }
        if from.this_uninit && !to.this_uninit {
            return Ok(Some(
                "Current frame's flags are not assignable to stack map frame's.".into(),
            ));
        }
        Ok(None)
    }
}

/// A field or method as resolution finds it from `c`: its holder and access flags.
fn member(
    c: &'static Class,
    name: &str,
    desc: &str,
    method: bool,
) -> Option<(&'static Class, u16)> {
    if method {
        c.resolve_method(name, desc).map(|m| (m.class(), m.access))
    } else {
        c.resolve_field(name, desc).map(|(h, f)| (h, f.access))
    }
}

fn same_package(a: &str, b: &str) -> bool {
    let pkg = |n: &str| n.rfind('/').map_or("", |i| &n[..i]).to_string();
    pkg(a) == pkg(b)
}

/// Appends a value to a slot list: a long or double takes two slots.
pub fn push_value(slots: &mut Vec<VType>, t: VType) {
    slots.push(t);
    match t {
        VType::Long => slots.push(VType::Long2),
        VType::Double => slots.push(VType::Double2),
        _ => {}
    }
}

/// Stores into local `i`, invalidating any long or double whose half it overwrites.
pub fn store_local(locals: &mut [VType], i: usize, t: VType) {
    let n = if t.is_category2() { 2 } else { 1 };
    if i > 0 && locals[i - 1].is_category2() {
        locals[i - 1] = VType::Top;
    }
    if locals[i + n - 1].is_category2() {
        if let Some(next) = locals.get_mut(i + n) {
            *next = VType::Top;
        }
    }
    locals[i] = t;
    if n == 2 {
        locals[i + 1] = if t == VType::Long {
            VType::Long2
        } else {
            VType::Double2
        };
    }
}

/// The parameter descriptors of a method descriptor (already checked to be well formed).
pub fn param_descriptors(desc: &str) -> smallvec::SmallVec<[&str; 8]> {
    let b = desc.as_bytes();
    let mut out = smallvec::SmallVec::new();
    let mut i = 1;
    while b[i] != b')' {
        let start = i;
        while b[i] == b'[' {
            i += 1;
        }
        if b[i] == b'L' {
            while b[i] != b';' {
                i += 1;
            }
        }
        i += 1;
        out.push(&desc[start..i]);
    }
    out
}
