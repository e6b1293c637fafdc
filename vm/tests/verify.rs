//! The invalid-class corpus, differential against HotSpot: every case is a class `Main` (with
//! helper classes where it needs them) written by the `classasm` assembler, run on HotSpot
//! (`java -cp <dir> Main`) and on toyjvm (`toyjvm -cp <dir> Main`). toyjvm must reach the same
//! outcome: the same error class (`java.lang.VerifyError`, `java.lang.ClassFormatError`, ...), or
//! for valid programs the same stdout and exit status; and it must never panic, die of a signal
//! or hang.
//!
//! Each case records HotSpot 17's verdict and the first line of its message. The recorded verdict
//! is checked against the live HotSpot run (so the corpus cannot silently rot); the message line is
//! not asserted yet on toyjvm's side: a different wording is printed as a note, for whoever wants
//! to match HotSpot's words later.
//!
//! Run: `cargo test --release -p vm --test verify` (one case: `-- --exact stack_underflow_pop`).
//! `VERIFY_TABLE=1` prints one line per case: name, HotSpot's verdict and line, toyjvm's verdict.
//! `VERIFY_KEEP=1` keeps the class files (their directory is printed).
//! `VERIFY_TOYJVM_ARGS="-Xverify:none"` gives toyjvm extra options (that one shows what the VM
//! does with these classes when nothing verifies them).
mod classasm;
mod common;
use common::{drain, jdk_tool};

use classasm::op::*;
use classasm::*;
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(30);
const OBJ: &str = "java/lang/Object";
const STR: &str = "java/lang/String";
/// As in the differential suite: cheap HotSpot runs that print UTF-8.
const HOTSPOT_FLAGS: &[&str] = &[
    "-Xshare:auto",
    "-XX:+UseSerialGC",
    "-XX:TieredStopAtLevel=1",
    "-Dfile.encoding=UTF-8",
];

type Files = Vec<(String, Vec<u8>)>;

struct Case {
    name: &'static str,
    /// HotSpot 17's verdict: `ok`, or the simple name of what it throws (`VerifyError`, ...).
    hotspot: &'static str,
    /// For an error, the first line of HotSpot's message; for `ok`, the expected stdout.
    line: &'static str,
    files: Files,
}

fn case(name: &'static str, hotspot: &'static str, line: &'static str, files: Files) -> Case {
    Case {
        name,
        hotspot,
        line,
        files,
    }
}

// ---------------------------------------------------------------------------------------------
// Building blocks

fn main_class(major: u16) -> ClassBuilder {
    ClassBuilder::new("Main", Some(OBJ)).version(major)
}

/// `main` printing "ok": the outcome of a valid class whose other methods are never called.
fn main_ok(c: &mut ClassBuilder) {
    c.main(|m| {
        m.max(2, 1).print_str("ok").op(RETURN);
    });
}

fn files(c: &ClassBuilder) -> Files {
    vec![("Main.class".into(), c.bytes())]
}

/// Main (version `major`) with a `main` printing "ok" and whatever `extra` adds. HotSpot verifies
/// every method when it links the class, so a bad method need not be called.
fn main_plus(major: u16, extra: impl FnOnce(&mut ClassBuilder)) -> Files {
    let mut c = main_class(major);
    main_ok(&mut c);
    extra(&mut c);
    files(&c)
}

/// Main plus `static <desc> f` with the given body (version 52).
fn with_static(desc: &str, body: impl FnOnce(&mut Code)) -> Files {
    main_plus(52, |c| c.method(ACC_STATIC, "f", desc, body))
}

/// Like `with_static`, version 49 (the type-inferencing verifier, jsr/ret allowed).
fn with_static_v49(desc: &str, body: impl FnOnce(&mut Code)) -> Files {
    main_plus(49, |c| c.method(ACC_STATIC, "f", desc, body))
}

/// Main whose `main` is `body` (a valid program or one whose main itself is bad).
fn with_main(major: u16, body: impl FnOnce(&mut Code)) -> Files {
    let mut c = main_class(major);
    c.main(body);
    files(&c)
}

fn obj(c: &str) -> VType {
    VType::Object(c.to_string())
}

// ---------------------------------------------------------------------------------------------
// The corpus

fn type_cases() -> Vec<Case> {
    vec![
        case(
            "ref_read_as_long_ladd",
            "VerifyError",
            "Bad type on operand stack",
            with_static("(Ljava/lang/Object;)J", |m| {
                // ladd takes the long, then finds two references where its second long is.
                m.max(6, 1)
                    .op(ALOAD_0)
                    .op(ALOAD_0)
                    .op(LCONST_0)
                    .op(LADD)
                    .op(LRETURN);
            }),
        ),
        case(
            "ref_returned_as_long",
            "VerifyError",
            "Bad type on operand stack",
            with_static("(Ljava/lang/Object;)J", |m| {
                m.max(2, 1).op(ALOAD_0).op(LRETURN);
            }),
        ),
        case(
            "putfield_on_int_array",
            "VerifyError",
            "Bad type on operand stack in putfield",
            main_plus(52, |c| {
                c.field(0, "x", "I");
                c.method(ACC_STATIC, "f", "()V", |m| {
                    m.max(2, 0)
                        .op(ICONST_1)
                        .op1(NEWARRAY, T_INT)
                        .op(ICONST_0)
                        .putfield("Main", "x", "I")
                        .op(RETURN);
                });
            }),
        ),
        case(
            "long_returned_as_ref",
            "VerifyError",
            "Bad type on operand stack",
            with_static("(J)Ljava/lang/Object;", |m| {
                m.max(2, 2).op(LLOAD_0).op(ARETURN);
            }),
        ),
        case(
            "l2i_returned_as_ref",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()Ljava/lang/Object;", |m| {
                m.max(2, 0).op(LCONST_0).op(L2I).op(ARETURN);
            }),
        ),
        case(
            "second_half_of_long_as_int",
            "VerifyError",
            "Bad local variable type",
            with_static("()V", |m| {
                m.max(2, 2)
                    .op(LCONST_0)
                    .op(LSTORE_0)
                    .op(ILOAD_1)
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "long_loaded_from_its_upper_half",
            "VerifyError",
            "get long/double overflows locals",
            with_static("()V", |m| {
                m.max(2, 3)
                    .op(LCONST_0)
                    .op(LSTORE_0)
                    .op(LLOAD_1)
                    .op(POP2)
                    .op(RETURN);
            }),
        ),
        case(
            "fload_from_int_local",
            "VerifyError",
            "Bad local variable type",
            with_static("()V", |m| {
                m.max(1, 1)
                    .op(ICONST_0)
                    .op(ISTORE_0)
                    .op(FLOAD_0)
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "aload_of_unset_local",
            "VerifyError",
            "Bad local variable type",
            with_static("()V", |m| {
                m.max(1, 1).op(ALOAD_0).op(POP).op(RETURN);
            }),
        ),
        case(
            "iinc_on_reference",
            "VerifyError",
            "Bad local variable type",
            with_static("([Ljava/lang/String;)V", |m| {
                m.max(0, 1).op(IINC).u1(0).u1(1).op(RETURN);
            }),
        ),
        case(
            "dup_of_long",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()V", |m| {
                m.max(4, 0).op(LCONST_0).op(DUP).op(POP).op(POP2).op(RETURN);
            }),
        ),
        case(
            "pop_half_of_long",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()V", |m| {
                m.max(2, 0).op(LCONST_0).op(POP).op(POP).op(RETURN);
            }),
        ),
        case(
            "long_stored_as_int",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()V", |m| {
                m.max(2, 2).op(ICONST_0).op(I2L).op(ISTORE_0).op(RETURN);
            }),
        ),
        case(
            "athrow_string",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()V", |m| {
                m.max(1, 0).ldc_str("x").op(ATHROW);
            }),
        ),
        case(
            "aaload_on_int_array",
            "VerifyError",
            "Bad type on operand stack in aaload",
            with_static("()V", |m| {
                m.max(2, 0)
                    .op(ICONST_1)
                    .op1(NEWARRAY, T_INT)
                    .op(ICONST_0)
                    .op(AALOAD)
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "iaload_on_string_array",
            "VerifyError",
            "Bad type on operand stack in iaload",
            with_static("([Ljava/lang/String;)I", |m| {
                m.max(2, 1).op(ALOAD_0).op(ICONST_0).op(IALOAD).op(IRETURN);
            }),
        ),
        case(
            "iaload_on_object",
            "VerifyError",
            "Bad type on operand stack in iaload",
            with_static("()I", |m| {
                m.max(2, 0).ldc_str("s").op(ICONST_0).op(IALOAD).op(IRETURN);
            }),
        ),
        case(
            "saload_on_int_array",
            "VerifyError",
            "Bad type on operand stack in saload",
            with_static("()I", |m| {
                m.max(2, 0)
                    .op(ICONST_1)
                    .op1(NEWARRAY, T_INT)
                    .op(ICONST_0)
                    .op(SALOAD)
                    .op(IRETURN);
            }),
        ),
        case(
            "castore_on_int_array",
            "VerifyError",
            "Bad type on operand stack in castore",
            with_static("()V", |m| {
                m.max(3, 0)
                    .op(ICONST_1)
                    .op1(NEWARRAY, T_INT)
                    .op(ICONST_0)
                    .op(ICONST_0)
                    .op(CASTORE)
                    .op(RETURN);
            }),
        ),
        case(
            "aastore_of_int",
            "VerifyError",
            "Bad type on operand stack",
            with_static("([Ljava/lang/String;)V", |m| {
                m.max(3, 1)
                    .op(ALOAD_0)
                    .op(ICONST_0)
                    .op(ICONST_0)
                    .op(AASTORE)
                    .op(RETURN);
            }),
        ),
        case(
            "arraylength_on_int",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()I", |m| {
                m.max(1, 0).op(ICONST_1).op(ARRAYLENGTH).op(IRETURN);
            }),
        ),
        case(
            "monitorenter_on_int",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()V", |m| {
                m.max(1, 0).op(ICONST_1).op(MONITORENTER).op(RETURN);
            }),
        ),
        case(
            "checkcast_of_int",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()V", |m| {
                m.max(1, 0)
                    .op(ICONST_1)
                    .class_op(CHECKCAST, STR)
                    .op(POP)
                    .op(RETURN);
            }),
        ),
    ]
}

fn return_and_call_cases() -> Vec<Case> {
    vec![
        case(
            "ireturn_in_void_method",
            "VerifyError",
            "Method does not expect a return value",
            with_static("()V", |m| {
                m.max(1, 0).op(ICONST_0).op(IRETURN);
            }),
        ),
        case(
            "ireturn_in_object_method",
            "VerifyError",
            "Bad return type",
            with_static("()Ljava/lang/Object;", |m| {
                m.max(1, 0).op(ICONST_0).op(IRETURN);
            }),
        ),
        case(
            "areturn_of_int",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()Ljava/lang/Object;", |m| {
                m.max(1, 0).op(ICONST_0).op(ARETURN);
            }),
        ),
        case(
            "return_in_int_method",
            "VerifyError",
            "Method expects a return value",
            with_static("()I", |m| {
                m.max(0, 0).op(RETURN);
            }),
        ),
        case(
            "areturn_of_uninitialized",
            "VerifyError",
            "Bad return type",
            with_static("()Ljava/lang/Object;", |m| {
                m.max(1, 0).class_op(NEW, OBJ).op(ARETURN);
            }),
        ),
        case(
            "null_for_int_argument",
            "VerifyError",
            "Bad type on operand stack",
            main_plus(52, |c| {
                c.method(ACC_STATIC, "g", "(I)V", |m| {
                    m.max(0, 1).op(RETURN);
                });
                c.method(ACC_STATIC, "f", "()V", |m| {
                    m.max(1, 0)
                        .op(ACONST_NULL)
                        .invokestatic("Main", "g", "(I)V")
                        .op(RETURN);
                });
            }),
        ),
        case(
            "int_for_long_argument",
            "VerifyError",
            "Bad type on operand stack",
            main_plus(52, |c| {
                c.method(ACC_STATIC, "g", "(J)V", |m| {
                    m.max(0, 2).op(RETURN);
                });
                c.method(ACC_STATIC, "f", "()V", |m| {
                    m.max(2, 0)
                        .op(ICONST_0)
                        .op(ICONST_0)
                        .invokestatic("Main", "g", "(J)V")
                        .op(RETURN);
                });
            }),
        ),
        case(
            "string_for_integer_argument",
            "VerifyError",
            "Bad type on operand stack",
            with_static("()V", |m| {
                m.max(2, 0)
                    .getstatic("java/lang/System", "out", "Ljava/io/PrintStream;")
                    .ldc_str("s")
                    .invokevirtual("java/io/PrintStream", "println", "(Ljava/lang/Integer;)V")
                    .op(RETURN);
            }),
        ),
        case(
            "getfield_wrong_receiver",
            "VerifyError",
            "Bad type on operand stack",
            main_plus(52, |c| {
                c.field(0, "x", "I");
                c.method(ACC_STATIC, "f", "()I", |m| {
                    m.max(1, 0)
                        .ldc_str("s")
                        .getfield("Main", "x", "I")
                        .op(IRETURN);
                });
            }),
        ),
        case(
            "putfield_type_mismatch",
            "VerifyError",
            "Bad type on operand stack",
            main_plus(52, |c| {
                c.field(0, "x", "I");
                c.method(0, "f", "()V", |m| {
                    m.max(2, 1)
                        .op(ALOAD_0)
                        .ldc_str("s")
                        .putfield("Main", "x", "I")
                        .op(RETURN);
                });
            }),
        ),
        case(
            "invokespecial_unrelated_class",
            "VerifyError",
            "Bad invokespecial instruction: current class isn't assignable to reference class.",
            with_static("()I", |m| {
                m.max(1, 0)
                    .ldc_str("s")
                    .invokespecial(STR, "length", "()I")
                    .op(IRETURN);
            }),
        ),
        case(
            "invokeinterface_count_too_big",
            "VerifyError",
            "Inconsistent args count operand in invokeinterface",
            with_static("()V", |m| {
                m.max(1, 0)
                    .op(ACONST_NULL)
                    .invokeinterface("java/lang/Runnable", "run", "()V", 2)
                    .op(RETURN);
            }),
        ),
        case(
            "invokeinterface_count_zero",
            "VerifyError",
            "Inconsistent args count operand in invokeinterface",
            with_static("()V", |m| {
                m.max(1, 0)
                    .op(ACONST_NULL)
                    .invokeinterface("java/lang/Runnable", "run", "()V", 0)
                    .op(RETURN);
            }),
        ),
        case(
            "invokevirtual_of_init",
            "VerifyError",
            "Illegal call to internal method",
            main_plus(52, |c| {
                c.default_init(OBJ);
                c.method(0, "f", "()V", |m| {
                    m.max(1, 1)
                        .op(ALOAD_0)
                        .invokevirtual("Main", "<init>", "()V")
                        .op(RETURN);
                });
            }),
        ),
        case(
            "protected_method_other_receiver",
            "VerifyError",
            "Bad access to protected data in invokevirtual",
            with_static("()V", |m| {
                m.max(1, 0)
                    .ldc_str("s")
                    .invokevirtual(OBJ, "clone", "()Ljava/lang/Object;")
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "protected_field_other_receiver",
            "VerifyError",
            "Bad access to protected data in getfield",
            {
                let mut base = ClassBuilder::new("p/Base", Some(OBJ));
                base.field(ACC_PROTECTED, "f", "I");
                base.default_init(OBJ);
                let mut c = ClassBuilder::new("Main", Some("p/Base"));
                main_ok(&mut c);
                c.method(ACC_STATIC, "f", "()I", |m| {
                    m.max(2, 0)
                        .class_op(NEW, "p/Base")
                        .op(DUP)
                        .invokespecial("p/Base", "<init>", "()V")
                        .getfield("p/Base", "f", "I")
                        .op(IRETURN);
                });
                vec![
                    ("Main.class".into(), c.bytes()),
                    ("p/Base.class".into(), base.bytes()),
                ]
            },
        ),
        case(
            "args_do_not_fit_locals",
            "ClassFormatError",
            "Arguments can't fit into locals in class file Main",
            with_static("(JI)V", |m| {
                m.max(0, 2).op(RETURN);
            }),
        ),
    ]
}

fn init_cases() -> Vec<Case> {
    vec![
        case(
            "init_returns_without_super",
            "VerifyError",
            "Constructor must call super() or this() before return",
            main_plus(52, |c| {
                c.method(ACC_PUBLIC, "<init>", "()V", |m| {
                    m.max(0, 1).op(RETURN);
                });
            }),
        ),
        case(
            "uninitialized_object_used",
            "VerifyError",
            "Bad type on operand stack",
            main_plus(52, |c| {
                c.default_init(OBJ);
                c.method(0, "g", "()V", |m| {
                    m.max(0, 1).op(RETURN);
                });
                c.method(ACC_STATIC, "f", "()V", |m| {
                    m.max(1, 0)
                        .class_op(NEW, "Main")
                        .invokevirtual("Main", "g", "()V")
                        .op(RETURN);
                });
            }),
        ),
        case(
            "init_called_twice",
            "VerifyError",
            "Bad operand type when invoking <init>",
            main_plus(52, |c| {
                c.default_init(OBJ);
                c.method(ACC_STATIC, "f", "()V", |m| {
                    m.max(3, 0)
                        .class_op(NEW, "Main")
                        .op(DUP)
                        .op(DUP)
                        .invokespecial("Main", "<init>", "()V")
                        .invokespecial("Main", "<init>", "()V")
                        .op(RETURN);
                });
            }),
        ),
        case(
            "uninitialized_this_getfield",
            "VerifyError",
            "Bad type on operand stack",
            main_plus(52, |c| {
                c.field(0, "x", "I");
                c.method(ACC_PUBLIC, "<init>", "()V", |m| {
                    m.max(1, 1)
                        .op(ALOAD_0)
                        .getfield("Main", "x", "I")
                        .op(POP)
                        .op(ALOAD_0)
                        .invokespecial(OBJ, "<init>", "()V")
                        .op(RETURN);
                });
            }),
        ),
        case("putfield_before_super_is_valid", "ok", "5\n", {
            // Java allows a constructor to assign its own class's fields before super() (the
            // outer-instance field of inner classes): the verifier must not refuse it.
            let mut c = main_class(52);
            c.field(0, "x", "I");
            c.method(ACC_PUBLIC, "<init>", "()V", |m| {
                m.max(2, 1)
                    .op(ALOAD_0)
                    .iconst(5)
                    .putfield("Main", "x", "I")
                    .op(ALOAD_0)
                    .invokespecial(OBJ, "<init>", "()V")
                    .op(RETURN);
            });
            c.main(|m| {
                m.max(2, 1)
                    .class_op(NEW, "Main")
                    .op(DUP)
                    .invokespecial("Main", "<init>", "()V")
                    .getfield("Main", "x", "I")
                    .print_int()
                    .op(RETURN);
            });
            files(&c)
        }),
        case(
            "new_of_array_class",
            "VerifyError",
            "Illegal new instruction",
            with_static("()V", |m| {
                m.max(1, 0).class_op(NEW, "[I").op(POP).op(RETURN);
            }),
        ),
        case(
            "multianewarray_dims_zero",
            "VerifyError",
            "Illegal dimension in multianewarray instruction: 0",
            with_static("()V", |m| {
                let i = m.cp.class("[[I");
                m.max(1, 0)
                    .op(ICONST_1)
                    .op2(MULTIANEWARRAY, i)
                    .u1(0)
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "multianewarray_dims_over_rank",
            "VerifyError",
            "Illegal dimension in multianewarray instruction: 3",
            with_static("()V", |m| {
                let i = m.cp.class("[[I");
                m.max(3, 0)
                    .op(ICONST_1)
                    .op(ICONST_1)
                    .op(ICONST_1)
                    .op2(MULTIANEWARRAY, i)
                    .u1(3)
                    .op(POP)
                    .op(RETURN);
            }),
        ),
    ]
}

fn structure_cases() -> Vec<Case> {
    vec![
        case(
            "wide_astore_65535",
            "VerifyError",
            "Local variable table overflow",
            with_static("()V", |m| {
                m.max(1, 1)
                    .op(ACONST_NULL)
                    .op(WIDE)
                    .op2(ASTORE, 0xffff)
                    .op(RETURN);
            }),
        ),
        case(
            "stack_over_max_stack",
            "VerifyError",
            "Operand stack overflow",
            with_static("()V", |m| {
                m.max(1, 0).op(ICONST_0).op(ICONST_0).op(POP2).op(RETURN);
            }),
        ),
        case(
            "stack_underflow_pop",
            "VerifyError",
            "Operand stack underflow",
            with_static("()V", |m| {
                m.max(1, 0).op(POP).op(RETURN);
            }),
        ),
        case(
            "branch_into_middle_of_instruction",
            "VerifyError",
            "Expecting a stackmap frame at branch target 4",
            with_static("()V", |m| {
                // goto 4: the second byte of the sipush at 3.
                m.max(1, 0)
                    .op2(GOTO, 4)
                    .op2(SIPUSH, 0x100)
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "goto_past_end",
            "VerifyError",
            "Expecting a stackmap frame at branch target 100",
            with_static("()V", |m| {
                m.max(0, 0).op2(GOTO, 100).op(RETURN);
            }),
        ),
        case(
            "goto_past_end_v49",
            "VerifyError",
            "(class: Main, method: f signature: ()V) Illegal target of jump or branch",
            with_static_v49("()V", |m| {
                m.max(0, 0).op2(GOTO, 100).op(RETURN);
            }),
        ),
        case(
            "branch_into_middle_of_instruction_v49",
            "VerifyError",
            "(class: Main, method: f signature: ()V) Illegal target of jump or branch",
            with_static_v49("()V", |m| {
                m.max(1, 0)
                    .op2(GOTO, 4)
                    .op2(SIPUSH, 0x100)
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "branch_target_without_frame",
            "VerifyError",
            "Expecting a stackmap frame at branch target 5",
            with_static("()V", |m| {
                let l = m.label();
                m.max(1, 0).op(ICONST_0).jump(IFEQ, l).op(NOP);
                m.bind(l).op(RETURN);
            }),
        ),
        case(
            "falling_off_end",
            "VerifyError",
            "Control flow falls through code end",
            with_static("()V", |m| {
                m.max(1, 0).op(ICONST_0).op(POP);
            }),
        ),
        case(
            "lload_last_local",
            "VerifyError",
            "get long/double overflows locals",
            with_static("()V", |m| {
                m.max(2, 1).op(LLOAD_0).op(POP2).op(RETURN);
            }),
        ),
        case(
            "invalid_opcode",
            "VerifyError",
            "Bad instruction",
            with_static("()V", |m| {
                m.max(0, 0).op(0xcb).op(RETURN);
            }),
        ),
        case(
            "ldc_of_methodref",
            "VerifyError",
            "Illegal type at constant pool entry 25 in class Main",
            with_static("()V", |m| {
                let i = m.cp.method("Main", "f", "()V");
                m.max(1, 0).op1(LDC, i as u8).op(POP).op(RETURN);
            }),
        ),
        case(
            "ldc_of_long",
            "VerifyError",
            "Illegal type at constant pool entry 24 in class Main",
            with_static("()V", |m| {
                let i = m.cp.long(7);
                m.max(2, 0).op1(LDC, i as u8).op(POP2).op(RETURN);
            }),
        ),
        case(
            "ldc2_w_of_int",
            "VerifyError",
            "Illegal type at constant pool entry 24 in class Main",
            with_static("()V", |m| {
                let i = m.cp.int(100_000);
                m.max(2, 0).op2(LDC2_W, i).op(POP2).op(RETURN);
            }),
        ),
        case(
            "ldc_index_out_of_pool",
            "VerifyError",
            "Illegal constant pool index 250 in class Main",
            with_static("()V", |m| {
                m.max(1, 0).op1(LDC, 250).op(POP).op(RETURN);
            }),
        ),
    ]
}

/// A `static int swN(int)` whose switch starts after `nops` nops, so that its padding is
/// (3 - (nops + 1) % 4) % 4 bytes: switch at 1 → 2 bytes, at 2 → 1, at 3 → 0, at 4 → 3.
fn switch_method(
    c: &mut ClassBuilder,
    nops: usize,
    lookup: bool,
    mangle: impl FnOnce(&mut Code, usize),
) {
    c.method(ACC_STATIC, &format!("sw{nops}"), "(I)I", |m| {
        m.max(1, 1);
        for _ in 0..nops {
            m.op(NOP);
        }
        m.op(ILOAD_0);
        let (a, b, d) = (m.label(), m.label(), m.label());
        let at = m.pc();
        if lookup {
            m.lookupswitch(d, &[(-5, a), (7, b), (100, a)]);
        } else {
            m.tableswitch(d, 1, &[a, b]);
        }
        mangle(m, at);
        for (l, v) in [(a, 10), (b, 20), (d, -1)] {
            m.bind(l).frame(l, Frame::Same).iconst(v).op(IRETURN);
        }
    });
}

/// Main calling sw0..sw3 (of `switch_method`) with `args` and printing the results.
fn switch_program(lookup: bool, args: [i32; 4]) -> Files {
    let mut c = main_class(52);
    for n in 0..4 {
        switch_method(&mut c, n, lookup, |_, _| {});
    }
    c.main(|m| {
        m.max(2, 1);
        for (n, a) in args.iter().enumerate() {
            m.iconst(*a)
                .invokestatic("Main", &format!("sw{n}"), "(I)I")
                .print_int();
        }
        m.op(RETURN);
    });
    files(&c)
}

fn switch_cases() -> Vec<Case> {
    vec![
        case(
            "tableswitch_paddings_valid",
            "ok",
            "10\n20\n-1\n-1\n",
            switch_program(false, [1, 2, 0, 3]),
        ),
        case(
            "lookupswitch_paddings_valid",
            "ok",
            "10\n20\n10\n-1\n",
            switch_program(true, [-5, 7, 100, 8]),
        ),
        // JVMS 4.10.1.9 wants zero padding, but HotSpot only checks it for class files older
        // than version 51 (NONZERO_PADDING_BYTES_IN_SWITCH_MAJOR_VERSION): it runs this one.
        case(
            "tableswitch_nonzero_padding_accepted_in_v52",
            "ok",
            "ok\n",
            main_plus(52, |c| {
                switch_method(c, 0, false, |m, at| m.bytes[at + 1] = 0xff);
            }),
        ),
        case(
            "tableswitch_nonzero_padding_v49",
            "VerifyError",
            "(class: Main, method: sw0 signature: (I)I) Non zero padding bytes in switch",
            main_plus(49, |c| {
                switch_method(c, 0, false, |m, at| m.bytes[at + 1] = 0xff);
            }),
        ),
        case(
            "lookupswitch_unsorted_keys",
            "VerifyError",
            "Bad lookupswitch instruction",
            main_plus(52, |c| {
                c.method(ACC_STATIC, "f", "(I)I", |m| {
                    let (a, d) = (m.label(), m.label());
                    m.max(1, 1).op(ILOAD_0).lookupswitch(d, &[(7, a), (-5, a)]);
                    m.bind(a).frame(a, Frame::Same).op(ICONST_0).op(IRETURN);
                    m.bind(d).frame(d, Frame::Same).op(ICONST_1).op(IRETURN);
                });
            }),
        ),
        case(
            "tableswitch_low_above_high",
            "VerifyError",
            "Bad instruction",
            with_static("(I)V", |m| {
                // iload_0 (0), tableswitch (1), padding (2-3), default (4), low (8), high (12),
                // no jump offsets; return at 16.
                m.max(1, 1).op(ILOAD_0).op(TABLESWITCH).u1(0).u1(0);
                m.i4(15).i4(5).i4(1);
                let l = m.here();
                m.frame(l, Frame::Same).op(RETURN);
            }),
        ),
    ]
}

fn stackmap_cases() -> Vec<Case> {
    vec![
        case(
            "stackmap_wrong_local_type",
            "VerifyError",
            "Inconsistent stackmap frames at branch target 6",
            with_static("()V", |m| {
                let l = m.label();
                m.max(1, 1)
                    .op(ICONST_0)
                    .op(ISTORE_0)
                    .op(ICONST_0)
                    .jump(IFEQ, l);
                m.bind(l)
                    .frame(l, Frame::Full(vec![obj(STR)], vec![]))
                    .op(ILOAD_0)
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "stackmap_frame_mismatch_on_fallthrough",
            "VerifyError",
            "Instruction type does not match stack map",
            with_static("()V", |m| {
                // An int in local 0 falls through into a frame that says String.
                m.max(1, 1).op(ICONST_0).op(ISTORE_0);
                let l = m.here();
                m.frame(l, Frame::Full(vec![obj(STR)], vec![])).op(RETURN);
            }),
        ),
        case(
            "stackmap_stack_mismatch_at_goto",
            "VerifyError",
            "Inconsistent stackmap frames at branch target 3",
            with_static("()V", |m| {
                let l = m.label();
                m.max(1, 0).jump(GOTO, l);
                m.bind(l)
                    .frame(l, Frame::SameLocals1(VType::Int))
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "stackmap_offset_past_end",
            "VerifyError",
            "StackMapTable error: bad offset",
            with_static("()V", |m| {
                m.max(0, 0).op(RETURN).frame_at_pc(100, Frame::Same);
            }),
        ),
        case(
            "stackmap_reserved_frame_type",
            "ClassFormatError",
            "StackMapTable format error: access beyond the end of attribute",
            with_static("()V", |m| {
                m.max(0, 0).op(RETURN).raw_stack_map(vec![0, 1, 200]);
            }),
        ),
        case(
            "stackmap_frames_out_of_order",
            "VerifyError",
            "StackMapTable error: bad offset",
            with_static("()V", |m| {
                let (a, b) = (m.label(), m.label());
                m.max(1, 0).op(ICONST_0).jump(IFEQ, b);
                m.bind(a).op(NOP);
                m.bind(b).op(RETURN);
                m.frame(b, Frame::Same).frame(a, Frame::Same);
            }),
        ),
        case(
            "handler_frame_mismatch",
            "VerifyError",
            "Stack map does not match the one at exception handler 2",
            with_static("()V", |m| {
                let (s, e, h) = (m.label(), m.label(), m.label());
                m.max(1, 0);
                m.bind(s).op(NOP);
                m.bind(e).op(RETURN);
                m.bind(h)
                    .frame(h, Frame::SameLocals1(VType::Int))
                    .op(POP)
                    .op(RETURN);
                m.handler(s, e, h, Some("java/lang/Throwable"));
            }),
        ),
        case(
            "handler_range_mid_instruction",
            "ClassFormatError",
            "Illegal exception table start_pc 1 in method 'void Main.f()'",
            with_static("()V", |m| {
                let (e, h) = (m.label(), m.label());
                m.max(1, 0).op(SIPUSH);
                let mid = m.here();
                m.u2(1).op(POP);
                m.bind(e).op(RETURN);
                m.bind(h)
                    .frame(h, Frame::SameLocals1(obj("java/lang/Throwable")))
                    .op(ATHROW);
                m.handler(mid, e, h, Some("java/lang/Throwable"));
            }),
        ),
        case(
            "catch_type_not_throwable",
            "VerifyError",
            "Catch type is not a subclass of Throwable in exception handler 2",
            with_static("()V", |m| {
                let (s, e, h) = (m.label(), m.label(), m.label());
                m.max(1, 0);
                m.bind(s).op(NOP);
                m.bind(e).op(RETURN);
                m.bind(h)
                    .frame(h, Frame::SameLocals1(obj(STR)))
                    .op(POP)
                    .op(RETURN);
                m.handler(s, e, h, Some(STR));
            }),
        ),
        case("valid_v52_loop_with_frames", "ok", "45\n", {
            with_main(52, |m| {
                // i = 0; s = 0; while (i < 10) { s += i; i++; } println(s)
                let (top, end) = (m.label(), m.label());
                m.max(2, 3)
                    .op(ICONST_0)
                    .op(ISTORE_1)
                    .op(ICONST_0)
                    .op(ISTORE_2);
                m.bind(top)
                    .frame(top, Frame::Append(vec![VType::Int, VType::Int]))
                    .op(ILOAD_1)
                    .iconst(10)
                    .jump(IF_ICMPGE, end)
                    .op(ILOAD_2)
                    .op(ILOAD_1)
                    .op(IADD)
                    .op(ISTORE_2)
                    .op(IINC)
                    .u1(1)
                    .u1(1)
                    .jump(GOTO, top);
                m.bind(end)
                    .frame(end, Frame::Same)
                    .op(ILOAD_2)
                    .print_int()
                    .op(RETURN);
            })
        }),
        case("valid_v52_try_catch", "ok", "boom\n", {
            with_main(52, |m| {
                let (s, e, h) = (m.label(), m.label(), m.label());
                m.max(3, 1);
                m.bind(s).throw_new("java/lang/RuntimeException", "boom");
                m.bind(e);
                m.bind(h)
                    .frame(h, Frame::SameLocals1(obj("java/lang/RuntimeException")))
                    .invokevirtual("java/lang/Throwable", "getMessage", "()Ljava/lang/String;")
                    .print_top_str()
                    .op(RETURN);
                m.handler(s, e, h, Some("java/lang/RuntimeException"));
            })
        }),
        case("valid_synchronized_block", "ok", "in\n", {
            with_main(52, |m| {
                m.max(2, 2)
                    .op(ALOAD_0)
                    .op(DUP)
                    .op(ASTORE_1)
                    .op(MONITORENTER)
                    .print_str("in")
                    .op(ALOAD_1)
                    .op(MONITOREXIT)
                    .op(RETURN);
            })
        }),
    ]
}

fn old_verifier_cases() -> Vec<Case> {
    vec![
        case("jsr_ret_valid_v49", "ok", "in sub\nafter\n", {
            with_main(49, |m| {
                let sub = m.label();
                m.max(2, 2).jump(JSR, sub).print_str("after").op(RETURN);
                m.bind(sub).op(ASTORE_1).print_str("in sub").op1(RET, 1);
            })
        }),
        case(
            "ret_of_int_v49",
            "VerifyError",
            "(class: Main, method: f signature: ()V) Register 0 contains wrong type",
            with_static_v49("()V", |m| {
                m.max(1, 1).op(ICONST_0).op(ISTORE_0).op1(RET, 0);
            }),
        ),
        case(
            "jsr_in_v52",
            "VerifyError",
            "Bad instruction: a8",
            with_static("()V", |m| {
                let sub = m.label();
                m.max(1, 1).jump(JSR, sub).op(RETURN);
                m.bind(sub).op(ASTORE_0).op1(RET, 0);
            }),
        ),
        case(
            "v49_int_ref_merge_used_as_ref",
            "VerifyError",
            "(class: Main, method: f signature: (I)V) Accessing value from uninitialized register 1",
            with_static_v49("(I)V", |m| {
                let (a, j) = (m.label(), m.label());
                m.max(1, 2).op(ILOAD_0).jump(IFEQ, a);
                m.op(ICONST_1).op(ISTORE_1).jump(GOTO, j);
                m.bind(a).ldc_str("s").op(ASTORE_1);
                m.bind(j).op(ALOAD_1).op(POP).op(RETURN);
            }),
        ),
        case(
            "v49_inconsistent_stack_height",
            "VerifyError",
            "(class: Main, method: f signature: (I)V) Inconsistent stack height 1 != 0",
            with_static_v49("(I)V", |m| {
                let j = m.label();
                m.max(1, 1).op(ILOAD_0).jump(IFEQ, j).op(ICONST_1);
                m.bind(j).op(RETURN);
            }),
        ),
        case(
            "v49_string_object_merge_used_as_string",
            "VerifyError",
            "(class: Main, method: f signature: (I)I) Incompatible object argument for function call",
            with_static_v49("(I)I", |m| {
                let (a, j) = (m.label(), m.label());
                m.max(2, 1)
                    .op(ILOAD_0)
                    .jump(IFEQ, a)
                    .ldc_str("s")
                    .jump(GOTO, j);
                m.bind(a)
                    .class_op(NEW, OBJ)
                    .op(DUP)
                    .invokespecial(OBJ, "<init>", "()V");
                m.bind(j).invokevirtual(STR, "length", "()I").op(IRETURN);
            }),
        ),
        case(
            "v49_unset_local",
            "VerifyError",
            "(class: Main, method: f signature: ()V) Accessing value from uninitialized register 1",
            with_static_v49("()V", |m| {
                m.max(1, 2).op(ALOAD_1).op(POP).op(RETURN);
            }),
        ),
        case(
            "v49_stack_underflow",
            "VerifyError",
            "(class: Main, method: f signature: ()V) Unable to pop operand off an empty stack",
            with_static_v49("()V", |m| {
                m.max(1, 0).op(POP).op(RETURN);
            }),
        ),
        case("v49_valid_loops_and_merges", "ok", "55\nyes\n", {
            with_main(49, |m| {
                // s = 0; for (i = 1; i <= 10; i++) s += i; println(s);
                // x = (s > 50) ? "yes" : "no"; println(x)   -- a String/String merge
                let (top, end, no, join) = (m.label(), m.label(), m.label(), m.label());
                m.max(3, 3)
                    .op(ICONST_0)
                    .op(ISTORE_1)
                    .op(ICONST_1)
                    .op(ISTORE_2);
                m.bind(top)
                    .op(ILOAD_2)
                    .iconst(11)
                    .jump(IF_ICMPGE, end)
                    .op(ILOAD_1)
                    .op(ILOAD_2)
                    .op(IADD)
                    .op(ISTORE_1)
                    .op(IINC)
                    .u1(2)
                    .u1(1)
                    .jump(GOTO, top);
                m.bind(end).op(ILOAD_1).print_int();
                m.op(ILOAD_1)
                    .iconst(50)
                    .jump(IF_ICMPLE, no)
                    .ldc_str("yes")
                    .jump(GOTO, join);
                m.bind(no).ldc_str("no");
                m.bind(join)
                    .print_top_str()
                    .op(RETURN);
            })
        }),
        case("v49_valid_try_catch", "ok", "boom\n", {
            with_main(49, |m| {
                let (s, e, h) = (m.label(), m.label(), m.label());
                m.max(3, 1);
                m.bind(s)
                    .throw_new("java/lang/RuntimeException", "boom");
                m.bind(e);
                m.bind(h)
                    .invokevirtual("java/lang/Throwable", "getMessage", "()Ljava/lang/String;")
                    .print_top_str()
                    .op(RETURN);
                m.handler(s, e, h, Some("java/lang/RuntimeException"));
            })
        }),
    ]
}

fn runtime_cases() -> Vec<Case> {
    vec![
        case(
            "null_receiver_is_npe_not_verify_error",
            "NullPointerException",
            "Cannot invoke \"String.length()\" because \"null\" is null",
            with_main(52, |m| {
                m.max(1, 1)
                    .op(ACONST_NULL)
                    .invokevirtual(STR, "length", "()I")
                    .op(POP)
                    .op(RETURN);
            }),
        ),
        case(
            "athrow_null_is_npe",
            "NullPointerException",
            "Cannot throw exception because \"null\" is null",
            with_main(52, |m| {
                m.max(1, 1).op(ACONST_NULL).op(ATHROW);
            }),
        ),
        case(
            "verify_error_in_helper_after_output",
            "VerifyError",
            "Bad type on operand stack",
            {
                let mut helper = ClassBuilder::new("Helper", Some(OBJ));
                helper.method(ACC_PUBLIC | ACC_STATIC, "f", "()V", |m| {
                    m.max(1, 0).op(ICONST_0).op(ARETURN);
                });
                let mut c = main_class(52);
                c.main(|m| {
                    m.max(2, 1)
                        .print_str("before")
                        .invokestatic("Helper", "f", "()V")
                        .print_str("after")
                        .op(RETURN);
                });
                vec![
                    ("Main.class".into(), c.bytes()),
                    ("Helper.class".into(), helper.bytes()),
                ]
            },
        ),
    ]
}

fn format_cases() -> Vec<Case> {
    let good = main_plus(52, |_| {}).remove(0).1;
    vec![
        case(
            "truncated_file",
            "ClassFormatError",
            "Truncated class file",
            vec![("Main.class".into(), good[..good.len() / 2].to_vec())],
        ),
        case(
            "bad_magic",
            "ClassFormatError",
            "Incompatible magic value 3405691583 in class file Main",
            {
                let mut b = good.clone();
                patch_u4(&mut b, 0, 0xCAFEBABF);
                vec![("Main.class".into(), b)]
            },
        ),
        case(
            "bad_cp_index_in_methodref",
            "ClassFormatError",
            "Invalid constant pool index 32512 in class file Main",
            {
                let mut c = main_class(52);
                main_ok(&mut c);
                c.cp.raw(10, &[0x7f, 0x00, 0x7f, 0x00]);
                files(&c)
            },
        ),
        case(
            "this_class_index_out_of_pool",
            "ClassFormatError",
            "Invalid this class index 32767 in constant pool in class file Main",
            {
                let mut c = main_class(52);
                main_ok(&mut c);
                let mut b = c.bytes();
                patch_u2(&mut b, c.this_class_offset(), 0x7fff);
                vec![("Main.class".into(), b)]
            },
        ),
        case(
            "code_attribute_length_wrong",
            "ClassFormatError",
            "Code segment has wrong length in class file Main",
            {
                let mut c = main_class(52);
                main_ok(&mut c);
                c.method(ACC_STATIC, "f", "()V", |m| {
                    m.max(0, 0).op(NOP).op(NOP).op(NOP).op(RETURN);
                });
                let mut b = c.bytes();
                // Code: name, length, max_stack 0, max_locals 0, code_length 4, nop nop nop return.
                let at = find(&b, &[0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0xb1]) - 4;
                let len = u32::from_be_bytes(b[at..at + 4].try_into().unwrap());
                patch_u4(&mut b, at, len + 2);
                vec![("Main.class".into(), b)]
            },
        ),
        case(
            "code_length_zero",
            "ClassFormatError",
            "Invalid method Code length 0 in class file Main",
            {
                main_plus(52, |c| {
                    c.method(ACC_STATIC, "f", "()V", |m| {
                        m.max(0, 0);
                    });
                })
            },
        ),
    ]
}

/// The declarations HotSpot's class-file parser refuses: modifiers, names, duplicates, the
/// constant pool's UTF-8, an interface's superclass.
fn declaration_cases() -> Vec<Case> {
    vec![
        case(
            "duplicate_method",
            "ClassFormatError",
            "Duplicate method name \"f\" with signature \"()V\" in class file Main",
            main_plus(52, |c| {
                for _ in 0..2 {
                    c.method(ACC_STATIC, "f", "()V", |m| {
                        m.op(RETURN);
                    });
                }
            }),
        ),
        case(
            "duplicate_field",
            "ClassFormatError",
            "Duplicate field name \"x\" with signature \"I\" in class file Main",
            main_plus(52, |c| {
                c.field(ACC_STATIC, "x", "I");
                c.field(ACC_STATIC, "x", "I");
            }),
        ),
        case(
            "illegal_method_name",
            "ClassFormatError",
            "Illegal method name \"a.b\" in class Main",
            main_plus(52, |c| {
                c.method(ACC_STATIC, "a.b", "()V", |m| {
                    m.op(RETURN);
                });
            }),
        ),
        case(
            "init_returning_int",
            "ClassFormatError",
            "Method \"<init>\" in class Main has illegal signature \"()I\"",
            main_plus(52, |c| {
                c.method(ACC_PUBLIC, "<init>", "()I", |m| {
                    m.max(1, 1).op(ICONST_0).op(IRETURN);
                });
            }),
        ),
        case(
            "abstract_final_method",
            "ClassFormatError",
            "Method f in class Main has illegal modifiers: 0x410",
            main_plus(52, |c| {
                c.method_no_code(ACC_ABSTRACT | ACC_FINAL, "f", "()V")
            }),
        ),
        case(
            "final_abstract_class",
            "ClassFormatError",
            "Illegal class modifiers in class Main: 0x431",
            {
                let mut c = main_class(52);
                c.access = ACC_PUBLIC | ACC_SUPER | ACC_FINAL | ACC_ABSTRACT;
                main_ok(&mut c);
                files(&c)
            },
        ),
        case(
            "final_volatile_field",
            "ClassFormatError",
            "Illegal field modifiers in class Main: 0x50",
            main_plus(52, |c| c.field(ACC_FINAL | 0x0040, "x", "I")),
        ),
        case(
            "illegal_utf8_in_constant_pool",
            "ClassFormatError",
            "Illegal UTF8 string in constant pool in class file Main",
            {
                let mut c = main_class(52);
                main_ok(&mut c);
                c.cp.utf8("zzzzzz");
                let mut b = c.bytes();
                let at = find(&b, b"zzzzzz");
                patch_u1(&mut b, at + 2, 0xff);
                vec![("Main.class".into(), b)]
            },
        ),
        case(
            "illegal_class_name",
            "ClassFormatError",
            "Illegal class name \"a;b\" in class file Main",
            main_plus(52, |c| {
                c.method(ACC_STATIC, "f", "(Ljava/lang/Object;)V", |m| {
                    m.max(1, 1)
                        .op(ALOAD_0)
                        .class_op(CHECKCAST, "a;b")
                        .op(POP)
                        .op(RETURN);
                });
            }),
        ),
        case(
            "interface_with_class_super",
            "ClassFormatError",
            "Interfaces must have java.lang.Object as superclass in class file I",
            {
                let mut i = ClassBuilder::new("I", Some("java/lang/Number"));
                i.access = ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT;
                let mut c = main_class(52);
                c.interface("I");
                main_ok(&mut c);
                vec![
                    ("Main.class".into(), c.bytes()),
                    ("I.class".into(), i.bytes()),
                ]
            },
        ),
    ]
}

/// Lambda sites are class-file data too: the VM's LambdaMetafactory must refuse one whose types
/// do not line up, as HotSpot's does, instead of generating code that passes a value in the
/// wrong slots.
fn lambda_cases() -> Vec<Case> {
    // F: an interface whose method takes a long; Main.impl takes a String (or a long).
    let program = |impl_desc: &'static str, instantiated: &'static str| {
        let mut f = ClassBuilder::new("F", Some(OBJ));
        f.access = ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT;
        f.method_no_code(ACC_PUBLIC | ACC_ABSTRACT, "f", "(J)V");
        let mut c = main_class(52);
        c.method(ACC_PRIVATE | ACC_STATIC, "impl", impl_desc, |m| {
            m.max(2, 2).print_str("called").op(RETURN);
        });
        let site = c.lambda_site(
            "f",
            "()LF;",
            "(J)V",
            ("Main", "impl", impl_desc),
            instantiated,
        );
        c.main(|m| {
            m.max(3, 1)
                .op2(INVOKEDYNAMIC, site)
                .u2(0)
                .op(LCONST_1)
                .invokeinterface("F", "f", "(J)V", 3)
                .op(RETURN);
        });
        vec![
            ("Main.class".into(), c.bytes()),
            ("F.class".into(), f.bytes()),
        ]
    };
    vec![
        case("lambda_valid", "ok", "called\n", program("(J)V", "(J)V")),
        case(
            "lambda_long_instantiated_as_string",
            "BootstrapMethodError",
            "bootstrap method initialization exception",
            program("(Ljava/lang/String;)V", "(Ljava/lang/String;)V"),
        ),
        case(
            "lambda_long_narrowed_to_int",
            "BootstrapMethodError",
            "bootstrap method initialization exception",
            program("(I)V", "(J)V"),
        ),
    ]
}

/// `invokedynamic` sites of javac 11+ bootstraps that toyjvm links itself: string concatenation
/// (`StringConcatFactory`) and record methods (`ObjectMethods`), valid and malformed.
fn indy_cases() -> Vec<Case> {
    const CONCAT: (&str, &str, &str) = (
        "java/lang/invoke/StringConcatFactory",
        "makeConcatWithConstants",
        "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;",
    );
    const OBJECT_METHODS: (&str, &str, &str) = (
        "java/lang/runtime/ObjectMethods",
        "bootstrap",
        "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/TypeDescriptor;Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/invoke/MethodHandle;)Ljava/lang/Object;",
    );
    // main: concat(5) with `recipe` and string constants, printing the result.
    let concat = |desc: &'static str, recipe: &'static str, constants: &'static [&'static str]| {
        let mut c = main_class(55);
        let mut args = vec![c.cp.string(recipe)];
        for k in constants {
            args.push(c.cp.string(k));
        }
        let site = c.indy_site("makeConcatWithConstants", desc, CONCAT, &args);
        c.main(|m| {
            m.max(3, 1).op(ICONST_2).op2(INVOKEDYNAMIC, site).u2(0);
            if desc.ends_with("String;") {
                m.print_top_str();
            } else {
                m.op(POP).print_str("done");
            }
            m.op(RETURN);
        });
        files(&c)
    };
    // Main with int fields a and b; main prints ObjectMethods' toString of a new Main, the
    // bootstrap given `names` and getters for `getters` of the fields.
    let record = |names: &'static str, getters: &'static [&'static str]| {
        let mut c = main_class(60);
        c.field(ACC_PRIVATE, "a", "I");
        c.field(ACC_PRIVATE, "b", "I");
        c.default_init(OBJ);
        let class = c.cp.class("Main");
        let mut args = vec![class, c.cp.string(names)];
        for g in getters {
            let f = c.cp.field("Main", g, "I").to_be_bytes();
            args.push(c.cp.raw(15, &[1, f[0], f[1]])); // REF_getField
        }
        let site = c.indy_site(
            "toString",
            "(LMain;)Ljava/lang/String;",
            OBJECT_METHODS,
            &args,
        );
        c.main(|m| {
            m.max(3, 1)
                .op2(NEW, class)
                .op(DUP)
                .invokespecial("Main", "<init>", "()V")
                .op2(INVOKEDYNAMIC, site)
                .u2(0)
                .print_top_str()
                .op(RETURN);
        });
        files(&c)
    };
    vec![
        case(
            "concat_valid",
            "ok",
            "a2b\u{1}C\n",
            concat("(I)Ljava/lang/String;", "a\u{1}b\u{2}", &["\u{1}C"]),
        ),
        case(
            "concat_recipe_wants_more_arguments",
            "BootstrapMethodError",
            "bootstrap method initialization exception",
            concat("(I)Ljava/lang/String;", "\u{1}\u{1}", &[]),
        ),
        case(
            "concat_missing_constant",
            "BootstrapMethodError",
            "bootstrap method initialization exception",
            concat("(I)Ljava/lang/String;", "\u{1}\u{2}", &[]),
        ),
        case(
            "concat_returns_int",
            "BootstrapMethodError",
            "bootstrap method initialization exception",
            concat("(I)I", "\u{1}", &[]),
        ),
        case(
            "record_to_string_valid",
            "ok",
            "Main[a=0, b=0]\n",
            record("a;b", &["a", "b"]),
        ),
        case(
            "record_names_and_getters_differ",
            "BootstrapMethodError",
            "bootstrap method initialization exception",
            record("a;b", &["a"]),
        ),
    ]
}

fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    v.extend(type_cases());
    v.extend(return_and_call_cases());
    v.extend(init_cases());
    v.extend(structure_cases());
    v.extend(switch_cases());
    v.extend(stackmap_cases());
    v.extend(old_verifier_cases());
    v.extend(runtime_cases());
    v.extend(format_cases());
    v.extend(declaration_cases());
    v.extend(lambda_cases());
    v.extend(indy_cases());
    v
}

// ---------------------------------------------------------------------------------------------
// Running both JVMs

struct Run {
    /// None: killed by a signal (or by us on timeout).
    code: Option<i32>,
    stdout: String,
    stderr: String,
    timed_out: bool,
}

fn run(mut cmd: Command) -> Run {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {cmd:?}: {e}"));
    let (out, err) = (
        drain(child.stdout.take().unwrap()),
        drain(child.stderr.take().unwrap()),
    );
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > TIMEOUT {
            timed_out = true;
            let _ = child.kill();
            break child.wait().expect("wait");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let grace = Duration::from_secs(2);
    let text = |rx: mpsc::Receiver<Vec<u8>>| {
        String::from_utf8_lossy(&rx.recv_timeout(grace).unwrap_or_default()).into_owned()
    };
    Run {
        code: status.code(),
        stdout: text(out),
        stderr: text(err),
        timed_out,
    }
}

/// The first Java throwable named on stderr, as (dotted class, first line of its message):
/// `Caused by: java.lang.VerifyError: ...`, `Exception in thread "main" java...`,
/// `\tjava.lang.ClassFormatError: ...` (HotSpot's LinkageError report).
fn thrown(stderr: &str) -> Option<(String, String)> {
    for line in stderr.lines() {
        let l = line.trim_start();
        let l = l
            .strip_prefix("Caused by: ")
            .or_else(|| l.strip_prefix("Exception in thread \"main\" "))
            .unwrap_or(l);
        let (class, msg) = l.split_once(": ").unwrap_or((l.trim_end(), ""));
        if class.contains('.')
            && !class.contains(' ')
            && (class.ends_with("Error") || class.ends_with("Exception"))
        {
            return Some((class.to_string(), msg.to_string()));
        }
    }
    None
}

impl Run {
    /// `ok`, the simple name of the throwable, or a description of an abnormal end.
    fn verdict(&self) -> String {
        if self.timed_out {
            return "hang".into();
        }
        match (self.code, thrown(&self.stderr)) {
            (None, _) => "killed by a signal".into(),
            (_, Some((c, _))) => c.rsplit('.').next().unwrap_or(&c).to_string(),
            (Some(0), None) => "ok".into(),
            (Some(c), None) => format!("exit {c}"),
        }
    }
    fn first_line(&self) -> String {
        thrown(&self.stderr).map(|t| t.1).unwrap_or_default()
    }
    /// A Rust panic, a signal, a timeout or a Rust abort are never acceptable.
    fn broken(&self) -> Option<&'static str> {
        if self.timed_out {
            Some("hung (killed after the timeout)")
        } else if self.code.is_none() {
            Some("was killed by a signal")
        } else if self.stderr.contains("panicked") || self.stderr.contains("RUST_BACKTRACE") {
            Some("panicked")
        } else if matches!(self.code, Some(101) | Some(134)) {
            Some("exited with a Rust panic/abort status")
        } else {
            None
        }
    }
    fn show(&self) -> String {
        let head: Vec<&str> = self.stderr.lines().take(12).collect();
        format!(
            "status {:?}{}\n--- stdout ---\n{}--- stderr (first lines) ---\n{}",
            self.code,
            if self.timed_out { " (timed out)" } else { "" },
            self.stdout,
            head.join("\n")
        )
    }
}

fn run_case(c: &Case, root: &Path) -> Result<(), Failed> {
    let dir = root.join(c.name);
    let _ = std::fs::remove_dir_all(&dir);
    for (path, bytes) in &c.files {
        let p = dir.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, bytes).unwrap();
    }
    // Both JVMs run in the case's directory: a fatal-error report (hs_err_pid*.log) lands there.
    let mut java = Command::new(jdk_tool("java"));
    java.current_dir(&dir)
        .args(HOTSPOT_FLAGS)
        .arg("-cp")
        .arg(&dir)
        .arg("Main");
    let hs = run(java);
    let mut toy = Command::new(common::toyjvm());
    toy.current_dir(&dir);
    if let Ok(extra) = std::env::var("VERIFY_TOYJVM_ARGS") {
        toy.args(extra.split_whitespace());
    }
    toy.arg("-cp").arg(&dir).arg("Main");
    let ty = run(toy);

    let (hv, tv) = (hs.verdict(), ty.verdict());
    if std::env::var_os("VERIFY_TABLE").is_some() {
        eprintln!(
            "TABLE | {} | {} | {} | {} | {}",
            c.name,
            hv,
            hs.first_line(),
            tv,
            ty.first_line()
        );
    }
    // The corpus itself: HotSpot must still say what the case records, else the case (or the
    // assembler) no longer tests what its name says.
    if hv != c.hotspot {
        return Err(format!(
            "HotSpot's verdict is {hv}, the case records {} (stale case?)\nHotSpot: {}",
            c.hotspot,
            hs.show()
        )
        .into());
    }
    if hv == "ok" && hs.stdout != c.line {
        return Err(format!(
            "HotSpot printed {:?}, the case records {:?}",
            hs.stdout, c.line
        )
        .into());
    }
    if hv != "ok" && !c.line.is_empty() && hs.first_line() != c.line {
        eprintln!(
            "note: {}: HotSpot's message is now {:?} (recorded: {:?})",
            c.name,
            hs.first_line(),
            c.line
        );
    }
    if let Some(how) = ty.broken() {
        return Err(format!("toyjvm {how}\ntoyjvm: {}", ty.show()).into());
    }
    if tv != hv {
        return Err(format!(
            "HotSpot: {hv} {:?}; toyjvm: {tv} {:?}\ntoyjvm: {}",
            hs.first_line(),
            ty.first_line(),
            ty.show()
        )
        .into());
    }
    if ty.code != hs.code || ty.stdout != hs.stdout {
        return Err(format!(
            "same verdict ({hv}) but different status/stdout\nHotSpot: {}\ntoyjvm: {}",
            hs.show(),
            ty.show()
        )
        .into());
    }
    if hv != "ok" && ty.first_line() != hs.first_line() {
        eprintln!(
            "note: {}: wording differs: HotSpot {:?}, toyjvm {:?}",
            c.name,
            hs.first_line(),
            ty.first_line()
        );
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let root = common::fresh_dir("toyjvm-verify-");
    let cases = cases();
    let mut names = std::collections::HashSet::new();
    for c in &cases {
        assert!(names.insert(c.name), "two cases are named {}", c.name);
    }
    let root = Arc::new(root);
    let trials: Vec<Trial> = cases
        .into_iter()
        .map(|c| {
            let root = Arc::clone(&root);
            Trial::test(c.name, move || run_case(&c, &root))
        })
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    if std::env::var_os("VERIFY_KEEP").is_some() {
        eprintln!(
            "VERIFY_KEEP: the cases' class files are in {}",
            root.display()
        );
    } else {
        let _ = std::fs::remove_dir_all(&*root);
    }
    conclusion.exit();
}
