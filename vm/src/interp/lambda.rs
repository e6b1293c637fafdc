//! `invokedynamic` for lambdas and method references: our own LambdaMetafactory.
//!
//! javac compiles `x -> x + 1` into a private static method and an `invokedynamic` whose
//! bootstrap is `LambdaMetafactory.metafactory` (or `altMetafactory`) with three arguments: the
//! erased functional-interface method type, a method handle of the implementation, and the
//! instantiated method type. At link time we build, per call site, a class implementing the
//! interface whose fields hold the captured values and whose interface method is *generated
//! directly as decoded instructions*: load captured fields and arguments, convert (cast, box,
//! unbox, widen) to the implementation's parameter types, invoke it, convert the result. So a
//! lambda call is an ordinary interpreted call, with ordinary stack traces.
use crate::classes::class::{Class, ClassKind, Field};
use crate::classes::classfile::{Constant, ACC_FINAL};
use crate::classes::code::{Code, Insn, LambdaSite};
use crate::classes::descriptor::{type_of, BasicType, MethodDescriptor};
use crate::classes::link_error::{link_error, LinkError};
use crate::classes::loader::class_ref;
use crate::classes::method::{Method, NO_VTABLE_INDEX};
use crate::runtime::throw::JResult;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;
use std::sync::atomic::Ordering;
use std::sync::OnceLock;

type Link<T> = Result<T, Box<LinkError>>;

const REF_INVOKE_VIRTUAL: u8 = 5;
const REF_INVOKE_SPECIAL: u8 = 7;
const REF_NEW_INVOKE_SPECIAL: u8 = 8;
const REF_INVOKE_INTERFACE: u8 = 9;
const FLAG_MARKERS: i32 = 2;
const FLAG_BRIDGES: i32 = 4;

/// Links the `invokedynamic` at constant-pool entry `idx` of `class`.
pub fn link_site(thread: &mut JThread, class: &'static Class, idx: u16) -> JResult<Insn> {
    // String concatenation and records (`bootstraps.rs`).
    if let Some((kind, name, desc, args)) = other_bootstrap(class, idx) {
        return super::bootstraps::link(thread, kind, class, name, desc, args);
    }
    Ok(match build_site(class, idx) {
        Ok(site) => Insn::InvokeDynamic(Box::leak(Box::new(site))),
        Err(e) => Insn::LinkError(e),
    })
}

/// The site's bootstrap if `bootstraps.rs` links it: its kind, the site's name and descriptor,
/// and the static bootstrap arguments.
fn other_bootstrap(
    class: &'static Class,
    idx: u16,
) -> Option<(
    super::bootstraps::Kind,
    &'static str,
    &'static str,
    &'static [u16],
)> {
    let Some(Constant::InvokeDynamic {
        bootstrap,
        name,
        desc,
    }) = class.cp.get(idx as usize)
    else {
        return None;
    };
    let bsm = class.bootstrap_methods.get(*bootstrap as usize)?;
    let Some(Constant::MethodHandle { index, .. }) = class.cp.get(bsm.method_handle as usize)
    else {
        return None;
    };
    let Some(Constant::MethodRef {
        class: bclass,
        name: bname,
        ..
    }) = class.cp.get(*index as usize)
    else {
        return None;
    };
    let kind = super::bootstraps::kind_of(bclass, bname)?;
    Some((kind, name, desc, &bsm.args))
}

fn bsm_error(msg: impl Into<String>) -> Box<LinkError> {
    link_error("java/lang/BootstrapMethodError", msg)
}

fn cp_method_type(class: &Class, idx: u16) -> Link<String> {
    match class.cp.get(idx as usize) {
        Some(Constant::MethodType(d)) => Ok(d.clone()),
        _ => Err(bsm_error("bad bootstrap argument: expected MethodType")),
    }
}

fn cp_int(class: &Class, idx: u16) -> Link<i32> {
    match class.cp.get(idx as usize) {
        Some(Constant::Integer(v)) => Ok(*v),
        _ => Err(bsm_error("bad bootstrap argument: expected int")),
    }
}

fn build_site(class: &'static Class, idx: u16) -> Link<LambdaSite> {
    let Some(Constant::InvokeDynamic {
        bootstrap,
        name,
        desc,
    }) = class.cp.get(idx as usize)
    else {
        return Err(link_error(
            "java/lang/VerifyError",
            "bad invokedynamic constant",
        ));
    };
    let bsm = class
        .bootstrap_methods
        .get(*bootstrap as usize)
        .ok_or_else(|| bsm_error("missing BootstrapMethods entry"))?;
    let Some(Constant::MethodHandle { index, .. }) = class.cp.get(bsm.method_handle as usize)
    else {
        return Err(bsm_error("bad bootstrap method handle"));
    };
    let Some(Constant::MethodRef {
        class: bclass,
        name: bname,
        ..
    }) = class.cp.get(*index as usize)
    else {
        return Err(bsm_error("bad bootstrap method reference"));
    };
    if bclass != "java/lang/invoke/LambdaMetafactory"
        || (bname != "metafactory" && bname != "altMetafactory")
    {
        return Err(bsm_error(format!(
            "toyjvm supports invokedynamic only for lambdas (bootstrap {}.{} is not supported)",
            bclass.replace('/', "."),
            bname
        )));
    }
    let args = &bsm.args;
    if args.len() < 3 {
        return Err(bsm_error("too few bootstrap arguments"));
    }
    let sam_desc = cp_method_type(class, args[0])?;
    let instantiated = cp_method_type(class, args[2])?;
    let Some(Constant::MethodHandle {
        kind,
        index: impl_idx,
    }) = class.cp.get(args[1] as usize)
    else {
        return Err(bsm_error("bad implementation method handle"));
    };
    let Some(Constant::MethodRef {
        class: icls,
        name: iname,
        desc: idesc,
        ..
    }) = class.cp.get(*impl_idx as usize)
    else {
        return Err(bsm_error("bad implementation method reference"));
    };
    let impl_class = vm().load_class(icls)?;
    let impl_method = impl_class
        .resolve_method(iname, idesc)
        .or_else(|| {
            vm().load_class("java/lang/Object")
                .ok()
                .and_then(|o| o.find_declared_method(iname, idesc))
        })
        .ok_or_else(|| {
            link_error(
                "java/lang/NoSuchMethodError",
                crate::classes::descriptor::describe_method(icls, iname, idesc),
            )
        })?;

    let mut markers = Vec::new();
    let mut bridges = Vec::new();
    if bname == "altMetafactory" && args.len() > 3 {
        let flags = cp_int(class, args[3])?;
        let mut k = 4;
        if flags & FLAG_MARKERS != 0 {
            let n = cp_int(
                class,
                *args.get(k).ok_or_else(|| bsm_error("bad marker count"))?,
            )? as usize;
            for j in 0..n {
                markers.push(class_ref(
                    class,
                    *args.get(k + 1 + j).ok_or_else(|| bsm_error("bad marker"))?,
                )?);
            }
            k += 1 + n;
        }
        if flags & FLAG_BRIDGES != 0 {
            let n = cp_int(
                class,
                *args.get(k).ok_or_else(|| bsm_error("bad bridge count"))?,
            )? as usize;
            for j in 0..n {
                bridges.push(cp_method_type(
                    class,
                    *args.get(k + 1 + j).ok_or_else(|| bsm_error("bad bridge"))?,
                )?);
            }
        }
    }

    let site_desc =
        MethodDescriptor::parse(desc).ok_or_else(|| bsm_error("bad invokedynamic descriptor"))?;
    let iface = vm().class_for_descriptor(&site_desc.ret)?;
    let captured: Vec<String> = site_desc.params.clone();
    let fields: Vec<Field> = captured
        .iter()
        .enumerate()
        .map(|(k, d)| Field {
            name: format!("arg${}", k + 1),
            desc: d.clone(),
            access: ACC_FINAL,
            kind: type_of(d),
            slot: k as u32,
            constant_value: None,
        })
        .collect();
    let shape = Shape {
        captured: &captured,
        kind: *kind,
        impl_method,
        instantiated: &instantiated,
    };
    let mut methods = vec![shape.method(name, &sam_desc)?];
    for b in &bridges {
        if *b != sam_desc {
            methods.push(shape.method(name, b)?);
        }
    }
    let object = vm().load_class("java/lang/Object")?;
    let mut interfaces = vec![iface];
    interfaces.extend(markers);
    let n = vm().lambda_count.fetch_add(1, Ordering::Relaxed) + 1;
    let lambda_class = Box::new(Class::new(
        &vm().locking,
        format!("{}$$Lambda${}", class.name, n),
        ACC_FINAL | 0x1000,
        ClassKind::Instance,
        Some(object),
        interfaces,
        fields,
        captured.len() as u32,
        0,
        methods,
        Vec::new(),
        class.is_boot,
    ));
    let lambda_class = vm().define_synthetic(lambda_class);
    let captured = captured
        .iter()
        .enumerate()
        .map(|(k, d)| (type_of(d), k as u32))
        .collect::<Vec<_>>();
    Ok(LambdaSite {
        class: lambda_class,
        capture_slots: captured.iter().map(|c| c.0.slots()).sum(),
        captured: captured.into(),
        singleton: OnceLock::new(),
    })
}

/// One argument of the implementation call: its static type, and where it comes from — a
/// captured field (kind, cell) or a local slot of the interface method.
type Source = (String, Option<(BasicType, u32)>, u16);

/// What every method of one lambda class shares.
struct Shape<'a> {
    captured: &'a [String],
    kind: u8,
    impl_method: &'static Method,
    instantiated: &'a str,
}

impl Shape<'_> {
    /// The interface method `name` + `desc` (the SAM or a bridge) with a generated body.
    fn method(&self, name: &str, desc: &str) -> Link<Method> {
        let d = MethodDescriptor::parse(desc).ok_or_else(|| bsm_error("bad method type"))?;
        let inst = MethodDescriptor::parse(self.instantiated)
            .ok_or_else(|| bsm_error("bad instantiated type"))?;
        let mut code = Vec::new();
        // Sources: captured fields, then the interface method's arguments (as instantiated).
        let mut sources: Vec<Source> = Vec::new();
        for (k, c) in self.captured.iter().enumerate() {
            sources.push((c.clone(), Some((type_of(c), k as u32)), 0));
        }
        let mut local = 1u16;
        for (j, p) in d.params.iter().enumerate() {
            let as_instantiated = inst.params.get(j).cloned().unwrap_or_else(|| p.clone());
            // The instantiated type only narrows a reference; a primitive stays what it is (the
            // argument is read from the slots the interface method's type gives it).
            let both_refs = type_of(p) == BasicType::Reference
                && type_of(&as_instantiated) == BasicType::Reference;
            if !both_refs && as_instantiated != *p {
                return Err(bsm_error(format!(
                    "Type mismatch for instantiated parameter {j}: {as_instantiated} is not a specialization of {p}"
                )));
            }
            sources.push((as_instantiated, None, local));
            local += type_of(p).slots();
        }
        let m = self.impl_method;
        let mut targets: Vec<String> = Vec::new();
        let is_ctor = self.kind == REF_NEW_INVOKE_SPECIAL;
        if is_ctor {
            code.push(Insn::New(m.class()));
            code.push(Insn::Dup);
        } else if matches!(
            self.kind,
            REF_INVOKE_VIRTUAL | REF_INVOKE_INTERFACE | REF_INVOKE_SPECIAL
        ) && !m.is_static()
        {
            targets.push(format!("L{};", m.class().name));
        }
        let impl_desc = MethodDescriptor::parse(&m.desc).expect("linked method");
        targets.extend(impl_desc.params.iter().cloned());
        if targets.len() != sources.len() {
            return Err(bsm_error(format!(
                "lambda arity mismatch for {}",
                m.qualified_name()
            )));
        }
        for (k, ((src, field, local), target)) in sources.iter().zip(&targets).enumerate() {
            let t = type_of(src);
            match field {
                Some((ft, slot)) => {
                    code.push(Insn::Load1(0));
                    code.push(if ft.slots() == 2 {
                        Insn::GetField2(*slot)
                    } else {
                        Insn::GetField1(*slot)
                    });
                }
                None => {
                    code.push(if t.slots() == 2 {
                        Insn::Load2(*local)
                    } else {
                        Insn::Load1(*local)
                    });
                    // An erased argument is cast to its instantiated type first.
                    let erased = &d.params[k - self.captured.len()];
                    if t == BasicType::Reference && erased != src && src != "Ljava/lang/Object;" {
                        code.push(Insn::CheckCast(vm().class_for_descriptor(src)?));
                    }
                }
            }
            convert(src, target, &mut code)?;
        }
        code.push(
            if is_ctor || m.is_static() || m.is_private() || self.kind == REF_INVOKE_SPECIAL {
                if m.is_static() {
                    Insn::InvokeStatic(m)
                } else {
                    Insn::InvokeSpecial(m)
                }
            } else if m.class().is_interface() || m.vtable_index == NO_VTABLE_INDEX {
                Insn::InvokeInterface(m)
            } else {
                Insn::InvokeVirtual(m)
            },
        );
        let produced = if is_ctor {
            format!("L{};", m.class().name)
        } else {
            impl_desc.ret.clone()
        };
        match (produced.as_str(), d.ret.as_str()) {
            (_, "V") => match type_of(&produced).slots() {
                0 => {}
                1 => code.push(Insn::Pop),
                _ => code.push(Insn::Pop2),
            },
            ("V", _) => {
                return Err(bsm_error(
                    "void implementation for a value-returning interface method",
                ))
            }
            (p, r) => convert(p, r, &mut code)?,
        }
        code.push(match type_of(&d.ret).slots() {
            0 => Insn::Return,
            1 => Insn::Return1,
            _ => Insn::Return2,
        });
        let max_stack = targets.iter().map(|t| type_of(t).slots()).sum::<u16>() + 6;
        let bci: Box<[u32]> = (0..code.len() as u32).collect();
        let arg_slots = local;
        let built = Code {
            insns: code.into(),
            handlers: Box::new([]),
            bci,
            max_locals: arg_slots,
            max_stack,
        };
        Ok(Method::synthetic(
            name,
            desc,
            0x0001, // public
            vm().selector(name, desc),
            arg_slots,
            built,
        ))
    }
}

fn box_class(t: BasicType) -> &'static str {
    match t {
        BasicType::Boolean => "java/lang/Boolean",
        BasicType::Byte => "java/lang/Byte",
        BasicType::Char => "java/lang/Character",
        BasicType::Short => "java/lang/Short",
        BasicType::Int => "java/lang/Integer",
        BasicType::Float => "java/lang/Float",
        BasicType::Long => "java/lang/Long",
        BasicType::Double => "java/lang/Double",
        _ => "java/lang/Object",
    }
}

fn unboxed_type(desc: &str) -> Option<BasicType> {
    let name = desc.strip_prefix('L')?.strip_suffix(';')?;
    [
        BasicType::Boolean,
        BasicType::Byte,
        BasicType::Char,
        BasicType::Short,
        BasicType::Int,
        BasicType::Float,
        BasicType::Long,
        BasicType::Double,
    ]
    .into_iter()
    .find(|t| box_class(*t) == name)
}

fn static_method(class: &str, name: &str, desc: &str) -> Link<&'static Method> {
    vm().load_class(class)?
        .find_declared_method(name, desc)
        .ok_or_else(|| {
            link_error(
                "java/lang/NoSuchMethodError",
                format!("{class}.{name}{desc}"),
            )
        })
}

/// Emits the conversion of a value of type `from` (on the stack) to type `to`.
fn convert(from: &str, to: &str, code: &mut Vec<Insn>) -> Link<()> {
    let (ft, tt) = (type_of(from), type_of(to));
    match (ft == BasicType::Reference, tt == BasicType::Reference) {
        (true, true) => {
            if from != to && to != "Ljava/lang/Object;" {
                code.push(Insn::CheckCast(vm().class_for_descriptor(to)?));
            }
        }
        (false, false) => widen(ft, tt, code)?,
        (false, true) => {
            let b = box_class(ft);
            let desc = format!("({})L{};", ft.descriptor_char(), b);
            code.push(Insn::InvokeStatic(static_method(b, "valueOf", &desc)?));
        }
        (true, false) => {
            // Unbox the instantiated box type (or the target's own box), then widen.
            let src = unboxed_type(from).unwrap_or(tt);
            let b = box_class(src);
            if unboxed_type(from).is_none() {
                code.push(Insn::CheckCast(vm().load_class(b)?));
            }
            let getter = format!("{}Value", src.java_name());
            let m = vm()
                .load_class(b)?
                .resolve_method(&getter, &format!("(){}", src.descriptor_char()));
            let m = m.ok_or_else(|| link_error("java/lang/NoSuchMethodError", getter))?;
            code.push(Insn::InvokeSpecial(m));
            widen(src, tt, code)?;
        }
    }
    Ok(())
}

/// Widening primitive conversion (JLS 5.1.2); sub-int types already are ints on the stack.
/// Anything else is refused, as LambdaMetafactory refuses it: the generated code would pass
/// a value in the wrong number of slots, or as the wrong kind.
fn widen(from: BasicType, to: BasicType, code: &mut Vec<Insn>) -> Link<()> {
    use BasicType::*;
    let is_int = |t| matches!(t, Boolean | Byte | Char | Short | Int);
    let i = match (from, to) {
        _ if from == to || is_int(from) && is_int(to) => return Ok(()),
        (f, Long) if is_int(f) => Insn::I2L,
        (f, Float) if is_int(f) => Insn::I2F,
        (f, Double) if is_int(f) => Insn::I2D,
        (Long, Float) => Insn::L2F,
        (Long, Double) => Insn::L2D,
        (Float, Double) => Insn::F2D,
        _ => {
            return Err(bsm_error(format!(
                "Type mismatch in lambda conversion: {} is not convertible to {}",
                from.java_name(),
                to.java_name()
            )))
        }
    };
    code.push(i);
    Ok(())
}

impl JThread {
    /// Executes an `invokedynamic` lambda site: a new instance holding the captured values
    /// (which start at `args`), or the shared instance of a non-capturing lambda.
    pub(in crate::interp) fn make_lambda(
        &mut self,
        site: &'static LambdaSite,
        args: *const u64,
    ) -> JResult<u64> {
        if site.captured.is_empty() {
            if let Some(o) = site.singleton.get() {
                return Ok(*o);
            }
            let o = self.alloc_object(site.class)?;
            // Kept for good: a global reference (a root), registered by the winner of a race.
            return Ok(*site.singleton.get_or_init(|| {
                vm().global_refs.lock().push(o);
                o
            }));
        }
        let obj = self.alloc_object(site.class)?;
        let mut at = 0usize;
        for (t, slot) in site.captured.iter() {
            // SAFETY: the site's captured arguments occupy `capture_slots` slots at `args`.
            let v = unsafe { *args.add(at) };
            crate::heap::field(obj, *slot).store(v, Ordering::Relaxed);
            at += t.slots() as usize;
        }
        Ok(obj)
    }
}
