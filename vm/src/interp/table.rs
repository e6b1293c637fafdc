//! The instruction table: one entry per instruction of the interpreter's instruction set (the
//! quickened code of `classes/code.rs`) and per superinstruction of `fuse.rs`. Everything
//! about an instruction that the interpreter's parts need is said here once, and each part is
//! generated from it:
//!
//! | part | generated from an entry's | where |
//! |---|---|---|
//! | the `Insn` enum | name, operands, doc comment | `classes/code.rs` (`insn_enum!`) |
//! | decoding of operand-free bytecodes | `bytecodes [..]` | `decode.rs` (`simple_decoder!`) |
//! | fusion's view of an instruction (its family and operator) | `family(..)` | `fuse.rs` (`family_fn!`) |
//! | the dispatch loop's `match` | handler call (after `=>`) | `dispatch.rs` (`instruction_loop_fn!`) |
//! | the instrumented mode (`--profile=concurrency`) | `traced(..)` and the handler call | `access_tracing.rs` (`traced_fn!`) |
//!
//! An entry reads
//!
//! ```text
//! /// doc comment (becomes the variant's)
//! Name(operand: Type, ...)        the variant and its operands, bound by these names
//!     bytecodes [0x60, ...]       optional: operand-free bytecodes decoded to this variant
//!     family(expr)                optional: what fusion sees (`fuse::Family`), over the operands
//!     traced(how depth)           optional: wrapped by the concurrency metrics, and what it touches
//!     => handler(r, operands);    the handler call, `r` being the loop's registers
//! ```
//!
//! The handler is a function of `handlers/` with its own `# Safety` contract; the table is
//! where each instruction is paired with the handler whose contract its verified properties
//! meet.
//!
//! # How to add an instruction
//!
//! 1. Add its entry below, in its family's section (a superinstruction also says, in its doc
//!    comment, which group of instructions it stands for).
//! 2. Write its handler in the family's module of `handlers/` (`#[inline(always)]`, a
//!    `# Safety` section naming the verified properties of `handlers/mod.rs` it uses, a
//!    `// SAFETY:` comment on each `unsafe` block). A superinstruction skips the rest of its
//!    group ([`Regs::skip`](super::regs::Regs::skip)) before anything that can throw.
//! 3. Decode it: an operand-free bytecode needs only `bytecodes [..]`; one with operands is
//!    decoded by its family's function in `decode.rs`; a superinstruction is made by a group
//!    pattern in `fuse.rs`.
//! 4. A new field or array access, or allocation, gets `traced(..)` so that the concurrency
//!    metrics count it.
//!
//! Nothing else lists the instructions: the compiler then checks every `match` over `Insn`.

/// Calls macro `$consumer` with the whole table: `r;` (the registers' name in the handler
/// calls) followed by the entries.
macro_rules! for_each_insn {
    ($consumer:ident) => {
        $consumer! { r;
            // ---- constants, locals, the operand stack --------------------------------------
            Nop bytecodes [0x00] => Ok(());
            AConstNull bytecodes [0x01] => stack::constant(r, 0);
            /// `iconst_<i>`, `bipush`, `sipush`, `ldc` of an int.
            IConst(k: i32) => stack::constant(r, iv(*k));
            /// `lconst_<l>`, `ldc2_w` of a long.
            LConst(k: i64) => stack::constant2(r, *k as u64);
            /// `fconst_<f>`, `ldc` of a float.
            FConst(k: f32) => stack::constant(r, fv(*k));
            /// `dconst_<d>`, `ldc2_w` of a double.
            DConst(k: f64) => stack::constant2(r, dv(*k));
            /// A resolved reference constant (interned string or class mirror).
            LdcRef(k: u64) => stack::constant(r, *k);
            /// `iload`, `fload`, `aload` (and their `_<n>` and `wide` forms).
            Load1(i: u16) => stack::load(r, 1, *i);
            /// `lload`, `dload`.
            Load2(i: u16) => stack::load(r, 2, *i);
            /// `istore`, `fstore`, `astore`.
            Store1(i: u16) => stack::store(r, 1, *i);
            /// `lstore`, `dstore`.
            Store2(i: u16) => stack::store(r, 2, *i);
            Pop bytecodes [0x57] => stack::pop(r, 1);
            Pop2 bytecodes [0x58] => stack::pop(r, 2);
            Dup bytecodes [0x59] => stack::dup(r);
            DupX1 bytecodes [0x5a] => stack::dup_x1(r);
            DupX2 bytecodes [0x5b] => stack::dup_x2(r);
            Dup2 bytecodes [0x5c] => stack::dup2(r);
            Dup2X1 bytecodes [0x5d] => stack::dup2_x1(r);
            Dup2X2 bytecodes [0x5e] => stack::dup2_x2(r);
            Swap bytecodes [0x5f] => stack::swap(r);

            // ---- array elements ------------------------------------------------------------
            IALoad bytecodes [0x2e] family(Family::Load(Elem::Int)) traced(element_read 2)
                => arrays::load(r, Elem::Int);
            LALoad bytecodes [0x2f] family(Family::Load(Elem::Wide)) traced(element_read 2)
                => arrays::load(r, Elem::Wide);
            FALoad bytecodes [0x30] family(Family::Load(Elem::Float)) traced(element_read 2)
                => arrays::load(r, Elem::Float);
            DALoad bytecodes [0x31] family(Family::Load(Elem::Wide)) traced(element_read 2)
                => arrays::load(r, Elem::Wide);
            AALoad bytecodes [0x32] family(Family::Load(Elem::Ref)) traced(element_read 2)
                => arrays::load(r, Elem::Ref);
            BALoad bytecodes [0x33] family(Family::Load(Elem::Byte)) traced(element_read 2)
                => arrays::load(r, Elem::Byte);
            CALoad bytecodes [0x34] family(Family::Load(Elem::Char)) traced(element_read 2)
                => arrays::load(r, Elem::Char);
            SALoad bytecodes [0x35] family(Family::Load(Elem::Short)) traced(element_read 2)
                => arrays::load(r, Elem::Short);
            IAStore bytecodes [0x4f] family(Family::Store(Elem::Int)) traced(element_write 3)
                => arrays::store(r, Elem::Int);
            LAStore bytecodes [0x50] family(Family::Store(Elem::Wide)) traced(element_write 4)
                => arrays::store(r, Elem::Wide);
            FAStore bytecodes [0x51] family(Family::Store(Elem::Int)) traced(element_write 3)
                => arrays::store(r, Elem::Int);
            DAStore bytecodes [0x52] family(Family::Store(Elem::Wide)) traced(element_write 4)
                => arrays::store(r, Elem::Wide);
            AAStore bytecodes [0x53] traced(ref_element_write 3) => arrays::store(r, Elem::Ref);
            BAStore bytecodes [0x54] family(Family::Store(Elem::Byte)) traced(element_write 3)
                => arrays::store(r, Elem::Byte);
            CAStore bytecodes [0x55] family(Family::Store(Elem::Char)) traced(element_write 3)
                => arrays::store(r, Elem::Char);
            SAStore bytecodes [0x56] family(Family::Store(Elem::Char)) traced(element_write 3)
                => arrays::store(r, Elem::Char);

            // ---- arithmetic ----------------------------------------------------------------
            IAdd bytecodes [0x60] family(Family::Arith(Arith::Int(IntOp::Add)))
                => arith::binop::<i32>(r, IntOp::Add);
            LAdd bytecodes [0x61] family(Family::Arith(Arith::Long(IntOp::Add)))
                => arith::binop::<i64>(r, IntOp::Add);
            FAdd bytecodes [0x62] family(Family::Arith(Arith::Float(FpOp::Add)))
                => arith::binop::<f32>(r, FpOp::Add);
            DAdd bytecodes [0x63] family(Family::Arith(Arith::Double(FpOp::Add)))
                => arith::binop::<f64>(r, FpOp::Add);
            ISub bytecodes [0x64] family(Family::Arith(Arith::Int(IntOp::Sub)))
                => arith::binop::<i32>(r, IntOp::Sub);
            LSub bytecodes [0x65] family(Family::Arith(Arith::Long(IntOp::Sub)))
                => arith::binop::<i64>(r, IntOp::Sub);
            FSub bytecodes [0x66] family(Family::Arith(Arith::Float(FpOp::Sub)))
                => arith::binop::<f32>(r, FpOp::Sub);
            DSub bytecodes [0x67] family(Family::Arith(Arith::Double(FpOp::Sub)))
                => arith::binop::<f64>(r, FpOp::Sub);
            IMul bytecodes [0x68] family(Family::Arith(Arith::Int(IntOp::Mul)))
                => arith::binop::<i32>(r, IntOp::Mul);
            LMul bytecodes [0x69] family(Family::Arith(Arith::Long(IntOp::Mul)))
                => arith::binop::<i64>(r, IntOp::Mul);
            FMul bytecodes [0x6a] family(Family::Arith(Arith::Float(FpOp::Mul)))
                => arith::binop::<f32>(r, FpOp::Mul);
            DMul bytecodes [0x6b] family(Family::Arith(Arith::Double(FpOp::Mul)))
                => arith::binop::<f64>(r, FpOp::Mul);
            IDiv bytecodes [0x6c] family(Family::Arith(Arith::Int(IntOp::Div)))
                => arith::binop::<i32>(r, IntOp::Div);
            LDiv bytecodes [0x6d] family(Family::Arith(Arith::Long(IntOp::Div)))
                => arith::binop::<i64>(r, IntOp::Div);
            FDiv bytecodes [0x6e] family(Family::Arith(Arith::Float(FpOp::Div)))
                => arith::binop::<f32>(r, FpOp::Div);
            DDiv bytecodes [0x6f] family(Family::Arith(Arith::Double(FpOp::Div)))
                => arith::binop::<f64>(r, FpOp::Div);
            IRem bytecodes [0x70] family(Family::Arith(Arith::Int(IntOp::Rem)))
                => arith::binop::<i32>(r, IntOp::Rem);
            LRem bytecodes [0x71] family(Family::Arith(Arith::Long(IntOp::Rem)))
                => arith::binop::<i64>(r, IntOp::Rem);
            FRem bytecodes [0x72] => arith::rem::<f32>(r);
            DRem bytecodes [0x73] => arith::rem::<f64>(r);
            INeg bytecodes [0x74] => arith::neg::<i32>(r, i32::wrapping_neg);
            LNeg bytecodes [0x75] => arith::neg::<i64>(r, i64::wrapping_neg);
            FNeg bytecodes [0x76] => arith::neg::<f32>(r, |a: f32| -a);
            DNeg bytecodes [0x77] => arith::neg::<f64>(r, |a: f64| -a);
            IShl bytecodes [0x78] family(Family::Arith(Arith::Int(IntOp::Shl)))
                => arith::binop::<i32>(r, IntOp::Shl);
            /// Long shifts take an int shift count (one slot) on top of the long.
            LShl bytecodes [0x79] family(Family::Arith(Arith::LongShift(IntOp::Shl)))
                => arith::binop::<i64>(r, IntOp::Shl);
            IShr bytecodes [0x7a] family(Family::Arith(Arith::Int(IntOp::Shr)))
                => arith::binop::<i32>(r, IntOp::Shr);
            LShr bytecodes [0x7b] family(Family::Arith(Arith::LongShift(IntOp::Shr)))
                => arith::binop::<i64>(r, IntOp::Shr);
            IUShr bytecodes [0x7c] family(Family::Arith(Arith::Int(IntOp::UShr)))
                => arith::binop::<i32>(r, IntOp::UShr);
            LUShr bytecodes [0x7d] family(Family::Arith(Arith::LongShift(IntOp::UShr)))
                => arith::binop::<i64>(r, IntOp::UShr);
            IAnd bytecodes [0x7e] family(Family::Arith(Arith::Int(IntOp::And)))
                => arith::binop::<i32>(r, IntOp::And);
            LAnd bytecodes [0x7f] family(Family::Arith(Arith::Long(IntOp::And)))
                => arith::binop::<i64>(r, IntOp::And);
            IOr bytecodes [0x80] family(Family::Arith(Arith::Int(IntOp::Or)))
                => arith::binop::<i32>(r, IntOp::Or);
            LOr bytecodes [0x81] family(Family::Arith(Arith::Long(IntOp::Or)))
                => arith::binop::<i64>(r, IntOp::Or);
            IXor bytecodes [0x82] family(Family::Arith(Arith::Int(IntOp::Xor)))
                => arith::binop::<i32>(r, IntOp::Xor);
            LXor bytecodes [0x83] family(Family::Arith(Arith::Long(IntOp::Xor)))
                => arith::binop::<i64>(r, IntOp::Xor);
            /// `iinc` (and its `wide` form).
            IInc(i: u16, c: i32) => arith::iinc(r, *i, *c);

            // ---- conversions and comparisons -----------------------------------------------
            I2L bytecodes [0x85] family(Family::Conv(Conv::I2L)) => arith::convert(r, Conv::I2L);
            I2F bytecodes [0x86] family(Family::Conv(Conv::I2F)) => arith::convert(r, Conv::I2F);
            I2D bytecodes [0x87] family(Family::Conv(Conv::I2D)) => arith::convert(r, Conv::I2D);
            L2I bytecodes [0x88] family(Family::Conv(Conv::L2I)) => arith::convert(r, Conv::L2I);
            L2F bytecodes [0x89] family(Family::Conv(Conv::L2F)) => arith::convert(r, Conv::L2F);
            L2D bytecodes [0x8a] family(Family::Conv(Conv::L2D)) => arith::convert(r, Conv::L2D);
            F2I bytecodes [0x8b] family(Family::Conv(Conv::F2I)) => arith::convert(r, Conv::F2I);
            F2L bytecodes [0x8c] family(Family::Conv(Conv::F2L)) => arith::convert(r, Conv::F2L);
            F2D bytecodes [0x8d] family(Family::Conv(Conv::F2D)) => arith::convert(r, Conv::F2D);
            D2I bytecodes [0x8e] family(Family::Conv(Conv::D2I)) => arith::convert(r, Conv::D2I);
            D2L bytecodes [0x8f] family(Family::Conv(Conv::D2L)) => arith::convert(r, Conv::D2L);
            D2F bytecodes [0x90] family(Family::Conv(Conv::D2F)) => arith::convert(r, Conv::D2F);
            I2B bytecodes [0x91] family(Family::Conv(Conv::I2B)) => arith::convert(r, Conv::I2B);
            I2C bytecodes [0x92] family(Family::Conv(Conv::I2C)) => arith::convert(r, Conv::I2C);
            I2S bytecodes [0x93] family(Family::Conv(Conv::I2S)) => arith::convert(r, Conv::I2S);
            LCmp bytecodes [0x94] => arith::lcmp(r);
            FCmpL bytecodes [0x95] => arith::fp_cmp::<f32>(r, -1);
            FCmpG bytecodes [0x96] => arith::fp_cmp::<f32>(r, 1);
            DCmpL bytecodes [0x97] => arith::fp_cmp::<f64>(r, -1);
            DCmpG bytecodes [0x98] => arith::fp_cmp::<f64>(r, 1);

            // ---- control -------------------------------------------------------------------
            IfEq(t: u32) family(Family::IfZero(Cond::Eq, *t)) => control::if_zero(r, Cond::Eq, *t);
            IfNe(t: u32) family(Family::IfZero(Cond::Ne, *t)) => control::if_zero(r, Cond::Ne, *t);
            IfLt(t: u32) family(Family::IfZero(Cond::Lt, *t)) => control::if_zero(r, Cond::Lt, *t);
            IfGe(t: u32) family(Family::IfZero(Cond::Ge, *t)) => control::if_zero(r, Cond::Ge, *t);
            IfGt(t: u32) family(Family::IfZero(Cond::Gt, *t)) => control::if_zero(r, Cond::Gt, *t);
            IfLe(t: u32) family(Family::IfZero(Cond::Le, *t)) => control::if_zero(r, Cond::Le, *t);
            IfICmpEq(t: u32) family(Family::IfICmp(Cond::Eq, *t))
                => control::if_icmp(r, Cond::Eq, *t);
            IfICmpNe(t: u32) family(Family::IfICmp(Cond::Ne, *t))
                => control::if_icmp(r, Cond::Ne, *t);
            IfICmpLt(t: u32) family(Family::IfICmp(Cond::Lt, *t))
                => control::if_icmp(r, Cond::Lt, *t);
            IfICmpGe(t: u32) family(Family::IfICmp(Cond::Ge, *t))
                => control::if_icmp(r, Cond::Ge, *t);
            IfICmpGt(t: u32) family(Family::IfICmp(Cond::Gt, *t))
                => control::if_icmp(r, Cond::Gt, *t);
            IfICmpLe(t: u32) family(Family::IfICmp(Cond::Le, *t))
                => control::if_icmp(r, Cond::Le, *t);
            IfACmpEq(t: u32) => control::if_acmp(r, true, *t);
            IfACmpNe(t: u32) => control::if_acmp(r, false, *t);
            IfNull(t: u32) => control::if_null(r, true, *t);
            IfNonNull(t: u32) => control::if_null(r, false, *t);
            /// `goto`, `goto_w`.
            Goto(t: u32) => control::goto(r, *t);
            /// `jsr`, `jsr_w`: pushes the index of the next instruction as a return address.
            Jsr(t: u32) => control::jsr(r, *t);
            Ret(i: u16) => control::ret(r, *i);
            TableSwitch(s: Box<TableSwitch>) => control::table_switch(r, s);
            LookupSwitch(s: Box<LookupSwitch>) => control::lookup_switch(r, s);
            /// `ireturn`, `freturn`, `areturn`.
            Return1 bytecodes [0xac, 0xae, 0xb0] => calls::return_value(r, 1);
            /// `lreturn`, `dreturn`.
            Return2 bytecodes [0xad, 0xaf] => calls::return_value(r, 2);
            Return bytecodes [0xb1] => calls::return_value(r, 0);

            // ---- fields --------------------------------------------------------------------
            /// getstatic/putstatic of a class that may still need initializing.
            GetStatic1(s: &'static StaticRef) => fields::get_static(r, 1, s);
            GetStatic2(s: &'static StaticRef) => fields::get_static(r, 2, s);
            PutStatic1(s: &'static StaticRef) => fields::put_static(r, 1, s);
            PutStatic2(s: &'static StaticRef) => fields::put_static(r, 2, s);
            GetField1(s: u32) traced(object_read 1) => fields::get_field(r, 1, Relaxed, *s);
            GetField2(s: u32) traced(object_read 1) => fields::get_field(r, 2, Relaxed, *s);
            PutField1(s: u32) traced(object_write 2) => fields::put_field(r, 1, Relaxed, *s);
            PutField2(s: u32) traced(object_write 3) => fields::put_field(r, 2, Relaxed, *s);
            GetFieldVolatile1(s: u32) traced(object_read 1) => fields::get_field(r, 1, SeqCst, *s);
            GetFieldVolatile2(s: u32) traced(object_read 1) => fields::get_field(r, 2, SeqCst, *s);
            PutFieldVolatile1(s: u32) traced(object_write 2) => fields::put_field(r, 1, SeqCst, *s);
            PutFieldVolatile2(s: u32) traced(object_write 3) => fields::put_field(r, 2, SeqCst, *s);

            // ---- calls ---------------------------------------------------------------------
            /// Statically bound calls: static, private, constructors, super calls, final methods.
            InvokeStatic(m: &'static Method) => calls::invoke_static(r, m);
            InvokeSpecial(m: &'static Method) => calls::invoke_special(r, m);
            InvokeVirtual(m: &'static Method) => calls::invoke_virtual(r, m);
            InvokeInterface(m: &'static Method) => calls::invoke_interface(r, m);
            InvokeDynamic(site: &'static LambdaSite) => calls::invoke_dynamic(r, site);

            // ---- objects -------------------------------------------------------------------
            New(c: &'static Class) traced(allocation) => objects::new(r, c);
            /// newarray/anewarray: the class of the new array (not the component).
            ANewArray(c: &'static Class) traced(allocation) => arrays::new_array(r, c);
            MultiANewArray(c: &'static Class, dims: u8) traced(allocation)
                => arrays::multi_new_array(r, c, *dims);
            ArrayLength bytecodes [0xbe] => arrays::length(r);
            AThrow bytecodes [0xbf] => objects::athrow(r);
            CheckCast(c: &'static Class) => objects::check_cast(r, c);
            InstanceOf(c: &'static Class) => objects::instance_of(r, c);
            MonitorEnter bytecodes [0xc2] => objects::monitor_enter(r);
            MonitorExit bytecodes [0xc3] => objects::monitor_exit(r);
            /// Resolution failed at decode time: throw when executed.
            LinkError(e: Box<LinkError>) => objects::link_error(r, e);

            // ---- superinstructions (`interp/fuse.rs`) ----------------------------------------
            // Each does the work of the instruction it replaces and of the ones after it, then
            // skips them; those stay in place, so indices (branch targets, exception ranges,
            // line numbers) are unchanged.
            /// `iload a; iload b`
            Load1Load1(a: u16, b: u16) => stack::load_load(r, 1, *a, *b);
            /// `aload a; getfield` (a non-volatile field of one or two slots), its value stored
            /// in a local if the group ends in a `<t>store` (`Node n = this.head`).
            GetFieldLocal1(a: u16, s: u32, dst: Dst) => fields::get_field_local(r, 1, *a, *s, *dst);
            GetFieldLocal2(a: u16, s: u32, dst: Dst) => fields::get_field_local(r, 2, *a, *s, *dst);
            /// `aload a; getfield f; getfield g` (`p.next.y`): `f` a reference field, `g` of one
            /// or two slots, both non-volatile.
            GetFieldChain1(a: u16, f: u32, s: u32) => fields::get_field_chain(r, 1, *a, *f, *s);
            GetFieldChain2(a: u16, f: u32, s: u32) => fields::get_field_chain(r, 2, *a, *f, *s);
            /// `<t>op; putfield` (`o.f = a op b`; a non-volatile field).
            IOpPutField(op: IntOp, s: u32) => fields::op_put_field::<i32>(r, *op, *s);
            LOpPutField(op: IntOp, s: u32) => fields::op_put_field::<i64>(r, *op, *s);
            FOpPutField(op: FpOp, s: u32) => fields::op_put_field::<f32>(r, *op, *s);
            DOpPutField(op: FpOp, s: u32) => fields::op_put_field::<f64>(r, *op, *s);
            /// `aload a; dup; getfield`: the start of a compound assignment to a field (`o.f +=
            /// x`, `this.n++`), which leaves the object under the field's value for the
            /// `putfield`.
            DupGetFieldLocal1(a: u16, s: u32) => fields::dup_get_field_local(r, 1, *a, *s);
            DupGetFieldLocal2(a: u16, s: u32) => fields::dup_get_field_local(r, 2, *a, *s);
            /// `aload a; iload i; <t>aload`: an array element indexed by a local (then stored in
            /// a local if the group ends in a `<t>store`).
            ArrayLoadLocals(e: Elem, a: u16, i: u16, dst: Dst)
                => arrays::load_locals(r, *e, *a, *i, *dst);
            /// `iload b; iadd; <t>aload` and `iconst k; iadd|isub; <t>aload`: an element at an
            /// offset from the index on the stack (`a[off + i]`, `a[i + 1]`, `a[i - 1]`).
            ArrayLoadPlusLocal(e: Elem, b: u16) => arrays::load_plus_local(r, *e, *b);
            ArrayLoadPlusConst(e: Elem, k: i32) => arrays::load_plus(r, *e, *k);
            /// `aload a; iload i; <t>load v; <t>astore` (not `aastore`).
            ArrayStoreLocals(e: Elem, a: u16, i: u16, v: u16)
                => arrays::store_locals(r, *e, *a, *i, *v);
            /// `aload a; arraylength`
            ArrayLengthLocal(a: u16) => arrays::length_local(r, *a);
            /// `iload i; aload a; arraylength; if_icmp<cond> t`: a loop over an array.
            IfLocalLengthICmp(c: Cond, i: u16, a: u16, t: u32)
                => control::if_local_length_icmp(r, *c, *i, *a, *t);
            /// `iinc; goto`
            IIncGoto(i: u16, c: i16, t: u32) => control::iinc_goto(r, *i, *c, *t);
            /// A counted loop's step and test: `iinc i c; goto t` where `t` starts a fused
            /// compare of local `i` (`IfLocalConstICmp`, `IfLocalsICmp`, `IfLocalLengthICmp`):
            /// adds `c` to `i`, then jumps to the compare's target `exit` if it holds, else to
            /// `body`, the instruction after the compare's group. One dispatch per iteration
            /// for the loop's control instead of two. (Instruction indices fit in a `u16`: code
            /// is under 64 KiB.)
            LoopConst(l: Loop, k: i32) => control::loop_const(r, l, *k);
            LoopLocals(l: Loop, b: u16) => control::loop_locals(r, l, *b);
            /// The bound is the length of the array in local `.1`.
            LoopLength(l: Loop, a: u16) => control::loop_length(r, l, *a);
            /// `iload a; iload b; if_icmp<cond> t`
            IfLocalsICmp(c: Cond, a: u16, b: u16, t: u32)
                => control::if_locals_icmp(r, *c, *a, *b, *t);
            /// `iload a; iconst|bipush|sipush|ldc k; if_icmp<cond> t` (a loop's constant bound)
            IfLocalConstICmp(c: Cond, a: u16, k: i32, t: u32)
                => control::if_local_const_icmp(r, *c, *a, *k, *t);
            /// `iconst|bipush|sipush|ldc k; if_icmp<cond> t`
            IfConstICmp(c: Cond, k: i32, t: u32) => control::if_const_icmp(r, *c, *k, *t);
            /// `<t>load a; <conversion>`
            ConvLocal(c: Conv, a: u16) => arith::convert_local(r, *c, *a);
            /// `iload a; if<cond> t` (compared with zero)
            IfLocal(c: Cond, a: u16, t: u32) => control::if_local(r, *c, *a, *t);
            /// `lload a; lload b` / `dload a; dload b`
            Load2Load2(a: u16, b: u16) => stack::load_load(r, 2, *a, *b);
            /// `lload a; lload b; lcmp; if<cond> t`
            IfLocalsLCmp(c: Cond, a: u16, b: u16, t: u32)
                => control::if_locals_lcmp(r, *c, *a, *b, *t);
            /// `fload a; fload b; fcmp<l|g>; if<cond> t` and the same for doubles (the `i8` as
            /// in `FCmpIf`)
            IfLocalsFCmp(c: Cond, nan: i8, a: u16, b: u16, t: u32)
                => control::if_locals_fcmp::<f32>(r, *c, *nan, *a, *b, *t);
            IfLocalsDCmp(c: Cond, nan: i8, a: u16, b: u16, t: u32)
                => control::if_locals_fcmp::<f64>(r, *c, *nan, *a, *b, *t);
            /// `lcmp; if<cond> t`
            LCmpIf(c: Cond, t: u32) => control::lcmp_if(r, *c, *t);
            /// `fcmpl|fcmpg; if<cond> t`, `dcmpl|dcmpg; if<cond> t`: the `i8` is what an
            /// unordered comparison (a NaN) gives, -1 for the `l` forms and 1 for the `g` forms.
            FCmpIf(c: Cond, nan: i8, t: u32) => control::fcmp_if::<f32>(r, *c, *nan, *t);
            DCmpIf(c: Cond, nan: i8, t: u32) => control::fcmp_if::<f64>(r, *c, *nan, *t);
            /// `lload a; lconst|ldc2_w k; ladd|lsub; lstore a` (the `iinc` of a long; `lsub`
            /// negated)
            LInc(i: u16, k: i64) => arith::linc(r, *i, *k);
            /// Arithmetic with its operands named rather than pushed, and its result stored
            /// rather than pushed when the group ends in a `<t>store` ([`Dst`]). `Locals` is
            /// `load a; load b; op`, `Local` is `load b; op` (the left operand on the stack),
            /// `Const` is `const k; op`, `LocalConst` is `load a; const k; op`, `Store` is `op;
            /// store` (both operands on the stack). A long shift's right operand is an `int`
            /// local or constant.
            IOpLocals(op: IntOp, a: u16, b: u16, dst: Dst)
                => arith::op_locals::<i32>(r, *op, *a, *b, *dst);
            IOpLocal(op: IntOp, b: u16, dst: Dst) => arith::op_local::<i32>(r, *op, *b, *dst);
            IOpConst(op: IntOp, k: i32, dst: Dst) => arith::op_const::<i32>(r, *op, *k, *dst);
            IOpLocalConst(op: IntOp, a: u16, k: i32, dst: Dst)
                => arith::op_local_const::<i32>(r, *op, *a, *k, *dst);
            IOpStore(op: IntOp, c: u16) => arith::op_store::<i32>(r, *op, *c);
            LOpLocals(op: IntOp, a: u16, b: u16, dst: Dst)
                => arith::op_locals::<i64>(r, *op, *a, *b, *dst);
            LOpLocal(op: IntOp, b: u16, dst: Dst) => arith::op_local::<i64>(r, *op, *b, *dst);
            LOpConst(op: IntOp, k: i64, dst: Dst) => arith::op_const::<i64>(r, *op, *k, *dst);
            LOpLocalConst(op: IntOp, a: u16, k: i64, dst: Dst)
                => arith::op_local_const::<i64>(r, *op, *a, *k, *dst);
            LOpStore(op: IntOp, c: u16) => arith::op_store::<i64>(r, *op, *c);
            FOpLocals(op: FpOp, a: u16, b: u16, dst: Dst)
                => arith::op_locals::<f32>(r, *op, *a, *b, *dst);
            FOpLocal(op: FpOp, b: u16, dst: Dst) => arith::op_local::<f32>(r, *op, *b, *dst);
            FOpConst(op: FpOp, k: f32, dst: Dst) => arith::op_const::<f32>(r, *op, *k, *dst);
            FOpLocalConst(op: FpOp, a: u16, k: f32, dst: Dst)
                => arith::op_local_const::<f32>(r, *op, *a, *k, *dst);
            FOpStore(op: FpOp, c: u16) => arith::op_store::<f32>(r, *op, *c);
            DOpLocals(op: FpOp, a: u16, b: u16, dst: Dst)
                => arith::op_locals::<f64>(r, *op, *a, *b, *dst);
            DOpLocal(op: FpOp, b: u16, dst: Dst) => arith::op_local::<f64>(r, *op, *b, *dst);
            DOpConst(op: FpOp, k: f64, dst: Dst) => arith::op_const::<f64>(r, *op, *k, *dst);
            DOpLocalConst(op: FpOp, a: u16, k: f64, dst: Dst)
                => arith::op_local_const::<f64>(r, *op, *a, *k, *dst);
            DOpStore(op: FpOp, c: u16) => arith::op_store::<f64>(r, *op, *c);
            /// A compound assignment to a non-volatile field of the object in local `.1`, slot
            /// `.2`, with a local or constant right operand: `aload o; dup; getfield f;
            /// <t>load b|const k; op; putfield f` (`this.count++`, `total += x`).
            IFieldOpLocal(op: IntOp, o: u16, s: u32, b: u16)
                => fields::field_op_local::<i32>(r, *op, *o, *s, *b);
            IFieldOpConst(op: IntOp, o: u16, s: u32, k: i32)
                => fields::field_op::<i32>(r, *op, *o, *s, *k);
            LFieldOpLocal(op: IntOp, o: u16, s: u32, b: u16)
                => fields::field_op_local::<i64>(r, *op, *o, *s, *b);
            LFieldOpConst(op: IntOp, o: u16, s: u32, k: i64)
                => fields::field_op::<i64>(r, *op, *o, *s, *k);
            DFieldOpLocal(op: FpOp, o: u16, s: u32, b: u16)
                => fields::field_op_local::<f64>(r, *op, *o, *s, *b);
            DFieldOpConst(op: FpOp, o: u16, s: u32, k: f64)
                => fields::field_op::<f64>(r, *op, *o, *s, *k);
            /// The same for a static field: `getstatic f; <t>load b|const k; op; putstatic f`
            /// (`counter++`). A long's constant is one that fits an `int` (widened).
            IStaticOpLocal(op: IntOp, s: &'static StaticRef, b: u16)
                => fields::static_op_local::<i32>(r, *op, s, *b);
            IStaticOpConst(op: IntOp, s: &'static StaticRef, k: i32)
                => fields::static_op::<i32>(r, *op, s, *k);
            LStaticOpLocal(op: IntOp, s: &'static StaticRef, b: u16)
                => fields::static_op_local::<i64>(r, *op, s, *b);
            LStaticOpConst(op: IntOp, s: &'static StaticRef, k: i32)
                => fields::static_op::<i64>(r, *op, s, *k as i64);
            /// `dup2; <t>aload`: an array element read for a compound assignment (`a[i] += x`),
            /// which leaves the array and index under it for the store.
            Dup2ArrayLoad(e: Elem) => arrays::dup2_load(r, *e);
            /// `dup; astore k; monitorenter`: javac's entry to a `synchronized` block, which
            /// keeps the lock in local `k` for the exit.
            StoreMonitorEnter(k: u16) => objects::store_monitor_enter(r, *k);
            /// `aload k; monitorexit`
            MonitorExitLocal(k: u16) => objects::monitor_exit_local(r, *k);

            // ---- the instrumented mode -------------------------------------------------------
            /// `--profile=concurrency` only (`interp/access_tracing.rs`): a field or array
            /// access, or an allocation, that reports itself before (access) or after
            /// (allocation) doing what the wrapped instruction does. The decoder wraps
            /// instructions only when the concurrency metrics are on, so the dispatch loop of
            /// an ordinary run never meets this.
            Traced(inner: &'static Insn) => access_tracing::traced(r, inner);
        }
    };
}
pub(crate) use for_each_insn;
