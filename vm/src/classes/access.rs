//! Access control for private members (JVMS 5.4.4, Java 11+): a private field or method
//! declared in class C is accessible to class D only when D is C, or D and C are nestmates —
//! they have the same nest host. A JDK 11+ `javac` compiles nested classes as one nest (the
//! top-level class lists its nested classes in `NestMembers`, each nested class names it in
//! `NestHost`) and lets them use each other's private members directly, where older compilers
//! generated `access$000` accessors.
//!
//! The nest host of a class (JDK 15+ rules, as HotSpot 17): the class itself without a
//! `NestHost` attribute (which class files before version 55 never have); else the named class if
//! it loads, is in the same package, and lists the class in its `NestMembers`; if any of that
//! fails the class is its own host, and the reason is appended to the `IllegalAccessError`
//! message of a failed private access, as HotSpot does.
//!
//! Only private members are checked (toyjvm does not check public/protected/package access).
//! The decoder calls [`checked`] on each field and method instruction after resolving it.
use crate::classes::class::Class;
use crate::classes::classfile::Constant;
use crate::classes::code::Insn;
use crate::classes::link_error::link_error;
use crate::classes::method::Method;
use crate::runtime::vm::vm;

fn loader_name(c: &Class) -> &'static str {
    if c.is_boot {
        "'bootstrap'"
    } else {
        "'app'"
    }
}

fn package(c: &Class) -> &str {
    c.name.rsplit_once('/').map_or("", |(p, _)| p)
}

/// The nest host of `c`, and why its `NestHost` attribute was rejected (if it was).
pub fn nest_host(c: &'static Class) -> &'static (&'static Class, Option<String>) {
    c.nest_host.get_or_init(|| {
        let Some(host_name) = &c.nest_host_name else {
            return (c, None);
        };
        let host = match vm().load_class(host_name) {
            Ok(h) => h,
            Err(e) => {
                let msg = format!(
                    "Nest host resolution of {} with host {} failed: {}: {}",
                    c.java_name(),
                    host_name.replace('/', "."),
                    e.class.replace('/', "."),
                    e.message
                );
                return (c, Some(msg));
            }
        };
        let error = if host.is_array() || host.is_primitive() {
            "host is not an instance class"
        } else if package(host) != package(c) || host.is_boot != c.is_boot {
            "types are in different packages"
        } else if !host.nest_members.contains(&c.name) {
            "current type is not listed as a nest member"
        } else {
            return (host, None);
        };
        let msg = format!(
            "Type {} (loader: {}) is not a nest member of type {} (loader: {}): {}",
            c.java_name(),
            loader_name(c),
            host.java_name(),
            loader_name(host),
            error
        );
        (c, Some(msg))
    })
}

/// Whether a private member of `holder` is accessible to `accessor`.
pub fn private_accessible(accessor: &'static Class, holder: &'static Class) -> bool {
    std::ptr::eq(accessor, holder) || std::ptr::eq(nest_host(accessor).0, nest_host(holder).0)
}

/// `(A and B are in unnamed module of loader 'app')`, as HotSpot words where two classes are.
fn where_(a: &Class, b: &Class) -> String {
    let module = |c: &Class| {
        if c.is_boot {
            "module java.base of loader 'bootstrap'"
        } else {
            "unnamed module of loader 'app'"
        }
    };
    if a.is_boot == b.is_boot {
        format!(
            "{} and {} are in {}",
            a.java_name(),
            b.java_name(),
            module(a)
        )
    } else {
        format!(
            "{} is in {}; {} is in {}",
            a.java_name(),
            module(a),
            b.java_name(),
            module(b)
        )
    }
}

/// `void Other.m(int, java.lang.String)`, HotSpot's external name of a method.
fn method_external_name(m: &Method) -> String {
    let d = crate::classes::descriptor::MethodDescriptor::parse(&m.desc);
    let (params, ret) = match d {
        Some(d) => (
            d.params
                .iter()
                .map(|p| crate::classes::descriptor::external_type(p))
                .collect::<Vec<_>>(),
            crate::classes::descriptor::external_type(&d.ret),
        ),
        None => (Vec::new(), String::new()),
    };
    format!(
        "{} {}.{}({})",
        ret,
        m.class().java_name(),
        m.name,
        params.join(", ")
    )
}

/// The reason appended to an access error when a nest host was rejected: the accessor's first.
fn nest_error(accessor: &'static Class, holder: &'static Class) -> String {
    match (&nest_host(accessor).1, &nest_host(holder).1) {
        (Some(e), _) | (None, Some(e)) => format!(", ({e})"),
        _ => String::new(),
    }
}

/// `insn`, the decoded field or method instruction `op` (whose bytes start at `code`) of
/// `class`, or the `IllegalAccessError` it throws when it names a private member `class` may
/// not access.
pub fn checked(class: &'static Class, op: u8, code: &[u8], insn: Insn) -> Insn {
    if !(0xb2..=0xb9).contains(&op) || matches!(insn, Insn::LinkError(_)) || code.len() < 3 {
        return insn;
    }
    let idx = u16::from_be_bytes([code[1], code[2]]);
    match class.cp.get(idx as usize) {
        Some(Constant::FieldRef {
            class: cname,
            name,
            desc,
        }) if op <= 0xb5 => {
            let Ok(owner) = vm().load_class(cname) else {
                return insn;
            };
            let Some((holder, f)) = owner.resolve_field(name, desc) else {
                return insn;
            };
            if f.access & crate::classes::classfile::ACC_PRIVATE == 0
                || private_accessible(class, holder)
            {
                return insn;
            }
            let msg = format!(
                "class {} tried to access private field {}.{} ({}){}",
                class.java_name(),
                holder.java_name(),
                name,
                where_(class, holder),
                nest_error(class, holder)
            );
            Insn::LinkError(link_error("java/lang/IllegalAccessError", msg))
        }
        Some(Constant::MethodRef {
            class: cname,
            name,
            desc,
            ..
        }) if op >= 0xb6 => {
            let Ok(owner) = vm().load_class(cname) else {
                return insn;
            };
            let Some(m) = owner.resolve_method(name, desc) else {
                return insn;
            };
            let holder = m.class();
            if !m.is_private() || private_accessible(class, holder) {
                return insn;
            }
            let msg = format!(
                "class {} tried to access private method '{}' ({}){}",
                class.java_name(),
                method_external_name(m),
                where_(class, holder),
                nest_error(class, holder)
            );
            Insn::LinkError(link_error("java/lang/IllegalAccessError", msg))
        }
        _ => insn,
    }
}
