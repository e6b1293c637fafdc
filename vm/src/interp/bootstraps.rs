//! The `invokedynamic` bootstraps a JDK 11+ `javac` emits besides lambdas, linked directly to
//! generated code (the VM has no `java.lang.invoke`), as `lambda.rs` does for lambdas:
//!
//! * `StringConcatFactory.makeConcat` / `makeConcatWithConstants` (every string `+` of a class
//!   file of version 53 or later): the site becomes a call of a generated static method that
//!   appends the recipe's constants and the arguments to a `StringBuilder` — the recipe's
//!   `\u0001` is the next argument, `\u0002` the next constant bootstrap argument, any other
//!   character itself. An argument is formatted as `String.valueOf` does (`StringBuilder`'s
//!   `append` of `boolean`, `char`, `int` for byte/short/int, `long`, `float`, `double`,
//!   `String`, else `Object`), each argument's `toString()` called once, in order.
//! * `ObjectMethods.bootstrap` (a record's `toString`, `equals`, `hashCode`): generated static
//!   methods over the record's component fields, with JDK 17's results: `Point[x=1, y=2]`
//!   (the class's simple name), `h = 31 * h + hash(c)` over the components in order (primitives
//!   hashed as their box's static `hashCode`, references with `Objects.hashCode`), and `equals`
//!   true for the same object, false for a non-instance, else comparing components from the last
//!   to the first (`==` for integral types and booleans, `Float.compare`/`Double.compare` for
//!   floating point, `Objects.equals` for references).
//!
//! The generated methods have no bytecode, so their frames stay out of stack traces like
//! HotSpot's hidden frames. A malformed bootstrap (wrong argument kinds or counts) links the site
//! to a `BootstrapMethodError`, thrown each time it runs.
use crate::classes::class::{Class, ClassKind};
use crate::classes::classfile::{Constant, ACC_FINAL};
use crate::classes::code::{Code, Insn};
use crate::classes::descriptor::{type_of, BasicType, MethodDescriptor};
use crate::classes::link_error::{link_error, LinkError};
use crate::classes::method::Method;
use crate::runtime::throw::JResult;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;

type Link<T> = Result<T, Box<LinkError>>;

const REF_GET_FIELD: u8 = 1;
/// `StringConcatFactory`'s limit on argument slots.
const MAX_CONCAT_SLOTS: usize = 200;
const TAG_ARG: u16 = 1;
const TAG_CONST: u16 = 2;

/// HotSpot's message when a bootstrap method throws (the cause is not kept here).
fn bsm_error(msg: impl Into<String>) -> Box<LinkError> {
    link_error("java/lang/BootstrapMethodError", msg)
}

/// The bootstraps handled here, by the bootstrap method's class and name.
pub enum Kind {
    Concat { with_constants: bool },
    ObjectMethods,
}

pub fn kind_of(class: &str, name: &str) -> Option<Kind> {
    match (class, name) {
        ("java/lang/invoke/StringConcatFactory", "makeConcat") => Some(Kind::Concat {
            with_constants: false,
        }),
        ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants") => Some(Kind::Concat {
            with_constants: true,
        }),
        ("java/lang/runtime/ObjectMethods", "bootstrap") => Some(Kind::ObjectMethods),
        _ => None,
    }
}

/// Links an `invokedynamic` of a bootstrap `kind_of` recognised: the call of a generated static
/// method, or the error the site throws.
pub fn link(
    thread: &mut JThread,
    kind: Kind,
    class: &'static Class,
    name: &str,
    desc: &str,
    args: &[u16],
) -> JResult<Insn> {
    let built = match kind {
        Kind::Concat { with_constants } => concat(thread, class, desc, args, with_constants),
        Kind::ObjectMethods => object_method(thread, class, name, desc, args),
    };
    Ok(match built {
        Ok(Ok(code)) => Insn::InvokeStatic(define(class, name, desc, code)?),
        Ok(Err(e)) => Insn::LinkError(e),
        Err(t) => return Err(t),
    })
}

/// Generated code and its frame size (max_locals, max_stack).
struct Body {
    code: Vec<Insn>,
    max_locals: u16,
    max_stack: u16,
}

/// Defines a synthetic class holding the static method `name` + `desc` with body `body`.
fn define(class: &'static Class, name: &str, desc: &str, body: Body) -> JResult<&'static Method> {
    let d = MethodDescriptor::parse(desc).expect("checked by the builder");
    let bci: Box<[u32]> = (0..body.code.len() as u32).collect();
    let code = Code {
        insns: body.code.into(),
        handlers: Box::new([]),
        bci,
        max_locals: body.max_locals,
        max_stack: body.max_stack,
    };
    let method = Method::synthetic(
        name,
        desc,
        0x0009, // public static
        vm().selector(name, desc),
        d.param_types().iter().map(|t| t.slots()).sum(),
        code,
    );
    let object = vm()
        .load_class("java/lang/Object")
        .expect("java.lang.Object is loaded");
    let n = vm()
        .lambda_count
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        + 1;
    let synthetic = Box::new(Class::new(
        &vm().locking,
        format!("{}$$Indy${}", class.name, n),
        ACC_FINAL | 0x1000,
        ClassKind::Instance,
        Some(object),
        Vec::new(),
        Vec::new(),
        0,
        0,
        vec![method],
        Vec::new(),
        class.is_boot,
    ));
    let c = vm().define_synthetic(synthetic);
    Ok(&c.methods[0])
}

fn method(class: &str, name: &str, desc: &str) -> Link<&'static Method> {
    vm().load_class(class)?
        .resolve_method(name, desc)
        .ok_or_else(|| {
            link_error(
                "java/lang/NoSuchMethodError",
                format!("{class}.{name}{desc}"),
            )
        })
}

/// Emits `new StringBuilder()`.
fn new_builder(code: &mut Vec<Insn>) -> Link<()> {
    code.push(Insn::New(vm().load_class("java/lang/StringBuilder")?));
    code.push(Insn::Dup);
    code.push(Insn::InvokeSpecial(method(
        "java/lang/StringBuilder",
        "<init>",
        "()V",
    )?));
    Ok(())
}

/// Emits `append(x)` for a value of descriptor `desc` on the stack above the builder, as
/// `String.valueOf` would format it.
fn append(code: &mut Vec<Insn>, desc: &str) -> Link<()> {
    let param = match type_of(desc) {
        BasicType::Boolean => "Z",
        BasicType::Char => "C",
        BasicType::Byte | BasicType::Short | BasicType::Int => "I",
        BasicType::Long => "J",
        BasicType::Float => "F",
        BasicType::Double => "D",
        _ if desc == "Ljava/lang/String;" => "Ljava/lang/String;",
        _ => "Ljava/lang/Object;",
    };
    code.push(Insn::InvokeSpecial(method(
        "java/lang/StringBuilder",
        "append",
        &format!("({param})Ljava/lang/StringBuilder;"),
    )?));
    Ok(())
}

fn append_literal(thread: &mut JThread, code: &mut Vec<Insn>, s: &[u16]) -> JResult<Link<()>> {
    if s.is_empty() {
        return Ok(Ok(()));
    }
    code.push(Insn::LdcRef(thread.intern_utf16(s)?));
    Ok(append(code, "Ljava/lang/String;"))
}

fn load(code: &mut Vec<Insn>, t: BasicType, local: u16) {
    code.push(if t.slots() == 2 {
        Insn::Load2(local)
    } else {
        Insn::Load1(local)
    });
}

/// The text of a constant bootstrap argument as `String.valueOf` gives it.
fn constant_text(class: &Class, idx: u16) -> Link<Vec<u16>> {
    Ok(match class.cp.get(idx as usize) {
        Some(Constant::String(s)) => s.to_vec(),
        Some(Constant::Integer(v)) => v.to_string().encode_utf16().collect(),
        Some(Constant::Long(v)) => v.to_string().encode_utf16().collect(),
        _ => return Err(bsm_error("bootstrap method initialization exception")),
    })
}

fn concat(
    thread: &mut JThread,
    class: &'static Class,
    desc: &str,
    args: &[u16],
    with_constants: bool,
) -> JResult<Link<Body>> {
    let Some(d) = MethodDescriptor::parse(desc) else {
        return Ok(Err(bsm_error("bootstrap method initialization exception")));
    };
    let init_error = || Ok(Err(bsm_error("bootstrap method initialization exception")));
    if d.ret != "Ljava/lang/String;" {
        return init_error();
    }
    let slots: usize = d.params.iter().map(|p| type_of(p).slots() as usize).sum();
    if slots > MAX_CONCAT_SLOTS {
        return init_error();
    }
    // The recipe: one \1 per argument (makeConcat: the arguments alone).
    let recipe: Vec<u16> = if with_constants {
        match args.first().map(|&i| class.cp.get(i as usize)) {
            Some(Some(Constant::String(r))) => r.to_vec(),
            _ => return init_error(),
        }
    } else {
        vec![TAG_ARG; d.params.len()]
    };
    if recipe.iter().filter(|&&c| c == TAG_ARG).count() != d.params.len() {
        return init_error();
    }
    let mut constants = args.iter().skip(1);
    let mut code = Vec::new();
    if let Err(e) = new_builder(&mut code) {
        return Ok(Err(e));
    }
    let mut literal: Vec<u16> = Vec::new();
    let (mut arg, mut local) = (0usize, 0u16);
    for &c in &recipe {
        match c {
            TAG_ARG | TAG_CONST => {
                if c == TAG_CONST {
                    let Some(&k) = constants.next() else {
                        return init_error();
                    };
                    match constant_text(class, k) {
                        Ok(t) => literal.extend(t),
                        Err(e) => return Ok(Err(e)),
                    }
                    continue;
                }
                if let Err(e) = append_literal(thread, &mut code, &literal)? {
                    return Ok(Err(e));
                }
                literal.clear();
                let p = &d.params[arg];
                let t = type_of(p);
                load(&mut code, t, local);
                if let Err(e) = append(&mut code, p) {
                    return Ok(Err(e));
                }
                arg += 1;
                local += t.slots();
            }
            c => literal.push(c),
        }
    }
    if constants.next().is_some() {
        return init_error();
    }
    if let Err(e) = append_literal(thread, &mut code, &literal)? {
        return Ok(Err(e));
    }
    match method(
        "java/lang/StringBuilder",
        "toString",
        "()Ljava/lang/String;",
    ) {
        Ok(m) => code.push(Insn::InvokeSpecial(m)),
        Err(e) => return Ok(Err(e)),
    }
    code.push(Insn::Return1);
    Ok(Ok(Body {
        code,
        max_locals: local.max(1),
        max_stack: 6,
    }))
}

/// One record component: its field's slot and descriptor.
struct Component {
    slot: u32,
    desc: String,
}

fn object_method(
    thread: &mut JThread,
    class: &'static Class,
    name: &str,
    desc: &str,
    args: &[u16],
) -> JResult<Link<Body>> {
    let r = (|| -> Link<(&'static Class, Vec<(String, Component)>)> {
        let bad = || bsm_error("bootstrap method initialization exception");
        let record = match args.first().map(|&i| class.cp.get(i as usize)) {
            Some(Some(Constant::Class(n))) => vm().load_class(n)?,
            _ => return Err(bad()),
        };
        let names: Vec<String> = match args.get(1).map(|&i| class.cp.get(i as usize)) {
            Some(Some(Constant::String(s))) => {
                let s = String::from_utf16_lossy(s);
                if s.is_empty() {
                    Vec::new()
                } else {
                    s.split(';').map(str::to_string).collect()
                }
            }
            _ => return Err(bad()),
        };
        let getters = &args[2.min(args.len())..];
        if names.len() != getters.len() {
            return Err(bad());
        }
        let mut comps = Vec::new();
        for (n, &g) in names.into_iter().zip(getters) {
            let Some(Constant::MethodHandle { kind, index }) = class.cp.get(g as usize) else {
                return Err(bad());
            };
            let Some(Constant::FieldRef {
                class: fc,
                name: fname,
                desc: fdesc,
            }) = class.cp.get(*index as usize)
            else {
                return Err(bad());
            };
            if *kind != REF_GET_FIELD || *fc != record.name {
                return Err(bad());
            }
            let Some(f) = record
                .fields
                .iter()
                .find(|f| f.name == *fname && f.desc == *fdesc && !f.is_static())
            else {
                return Err(link_error("java/lang/NoSuchFieldError", fname.clone()));
            };
            comps.push((
                n,
                Component {
                    slot: f.slot,
                    desc: fdesc.clone(),
                },
            ));
        }
        Ok((record, comps))
    })();
    let (record, comps) = match r {
        Ok(v) => v,
        Err(e) => return Ok(Err(e)),
    };
    let recv = format!("L{};", record.name);
    let body = match (name, desc) {
        ("toString", d) if d == format!("({recv})Ljava/lang/String;") => {
            record_to_string(thread, record, &comps)?
        }
        ("hashCode", d) if d == format!("({recv})I") => record_hash_code(&comps),
        ("equals", d) if d == format!("({recv}Ljava/lang/Object;)Z") => {
            record_equals(record, &comps)
        }
        _ => Err(bsm_error("bootstrap method initialization exception")),
    };
    Ok(body)
}

fn get_field(code: &mut Vec<Insn>, local: u16, c: &Component) {
    code.push(Insn::Load1(local));
    code.push(if type_of(&c.desc).slots() == 2 {
        Insn::GetField2(c.slot)
    } else {
        Insn::GetField1(c.slot)
    });
}

fn simple_name(c: &Class) -> String {
    match &c.inner_name {
        Some(Some(n)) => n.clone(),
        _ => c.name.rsplit('/').next().unwrap_or(&c.name).to_string(),
    }
}

fn record_to_string(
    thread: &mut JThread,
    record: &'static Class,
    comps: &[(String, Component)],
) -> JResult<Link<Body>> {
    let mut code = Vec::new();
    let r = (|| -> Link<()> {
        new_builder(&mut code)?;
        Ok(())
    })();
    if let Err(e) = r {
        return Ok(Err(e));
    }
    let mut literal = format!("{}[", simple_name(record));
    for (k, (n, c)) in comps.iter().enumerate() {
        if k > 0 {
            literal.push_str(", ");
        }
        literal.push_str(n);
        literal.push('=');
        let text: Vec<u16> = literal.encode_utf16().collect();
        if let Err(e) = append_literal(thread, &mut code, &text)? {
            return Ok(Err(e));
        }
        literal.clear();
        get_field(&mut code, 0, c);
        if let Err(e) = append(&mut code, &c.desc) {
            return Ok(Err(e));
        }
    }
    literal.push(']');
    let text: Vec<u16> = literal.encode_utf16().collect();
    if let Err(e) = append_literal(thread, &mut code, &text)? {
        return Ok(Err(e));
    }
    match method(
        "java/lang/StringBuilder",
        "toString",
        "()Ljava/lang/String;",
    ) {
        Ok(m) => code.push(Insn::InvokeSpecial(m)),
        Err(e) => return Ok(Err(e)),
    }
    code.push(Insn::Return1);
    Ok(Ok(Body {
        code,
        max_locals: 1,
        max_stack: 6,
    }))
}

fn record_hash_code(comps: &[(String, Component)]) -> Link<Body> {
    let mut code = vec![Insn::IConst(0)];
    for (_, c) in comps {
        code.push(Insn::IConst(31));
        code.push(Insn::IMul);
        get_field(&mut code, 0, c);
        let hasher = match type_of(&c.desc) {
            BasicType::Long => Some(("java/lang/Long", "(J)I")),
            BasicType::Float => Some(("java/lang/Float", "(F)I")),
            BasicType::Double => Some(("java/lang/Double", "(D)I")),
            BasicType::Boolean => Some(("java/lang/Boolean", "(Z)I")),
            BasicType::Reference => Some(("java/util/Objects", "(Ljava/lang/Object;)I")),
            _ => None, // byte, short, char, int: the value itself
        };
        if let Some((cls, d)) = hasher {
            code.push(Insn::InvokeStatic(method(cls, "hashCode", d)?));
        }
        code.push(Insn::IAdd);
    }
    code.push(Insn::Return1);
    Ok(Body {
        code,
        max_locals: 1,
        max_stack: 6,
    })
}

fn record_equals(record: &'static Class, comps: &[(String, Component)]) -> Link<Body> {
    // 0: this, 1: the other object, 2: the other as the record type.
    const FALSE: u32 = u32::MAX; // patched below
    let mut code = vec![
        Insn::Load1(0),
        Insn::Load1(1),
        Insn::IfACmpNe(5),
        Insn::IConst(1),
        Insn::Return1,
    ];
    code.push(Insn::Load1(1));
    code.push(Insn::InstanceOf(record));
    code.push(Insn::IfEq(FALSE));
    code.push(Insn::Load1(1));
    code.push(Insn::CheckCast(record));
    code.push(Insn::Store1(2));
    for (_, c) in comps.iter().rev() {
        get_field(&mut code, 0, c);
        get_field(&mut code, 2, c);
        match type_of(&c.desc) {
            BasicType::Long => {
                code.push(Insn::LCmp);
                code.push(Insn::IfNe(FALSE));
            }
            // Compared by a library method: `Float.compare`/`Double.compare` (0: equal, as
            // `==` is not for NaN), `Objects.equals` (true: equal).
            t @ (BasicType::Float | BasicType::Double | BasicType::Reference) => {
                let (owner, name, desc, unequal) = match t {
                    BasicType::Float => ("java/lang/Float", "compare", "(FF)I", Insn::IfNe(FALSE)),
                    BasicType::Double => {
                        ("java/lang/Double", "compare", "(DD)I", Insn::IfNe(FALSE))
                    }
                    _ => (
                        "java/util/Objects",
                        "equals",
                        "(Ljava/lang/Object;Ljava/lang/Object;)Z",
                        Insn::IfEq(FALSE),
                    ),
                };
                code.push(Insn::InvokeStatic(method(owner, name, desc)?));
                code.push(unequal);
            }
            _ => code.push(Insn::IfICmpNe(FALSE)),
        }
    }
    code.push(Insn::IConst(1));
    code.push(Insn::Return1);
    let false_at = code.len() as u32;
    code.push(Insn::IConst(0));
    code.push(Insn::Return1);
    for insn in code.iter_mut() {
        for t in insn.branch_targets_mut() {
            if *t == FALSE {
                *t = false_at;
            }
        }
    }
    Ok(Body {
        code,
        max_locals: 3,
        max_stack: 6,
    })
}
