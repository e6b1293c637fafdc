//! Class loading and linking (JVMS ch. 5): find the bytes (jdk-subset first, then the class
//! path), parse, load supertypes, lay out fields, build the vtable and interface table.
use crate::classes::class::{more_specific, Class, ClassKind, Field};
use crate::classes::classfile::{self, Constant, ParsedClass, ACC_FINAL, ACC_INTERFACE};
use crate::classes::descriptor::{type_of, BasicType, MethodDescriptor};
use crate::classes::link_error::{link_error, LinkError};
use crate::classes::method::{Method, NO_VTABLE_INDEX};
use crate::runtime::vm::{vm, Vm};
use std::sync::OnceLock;

pub type LoadResult = Result<&'static Class, Box<LinkError>>;

/// Resolves a CONSTANT_Class entry of `class`'s constant pool.
pub fn class_ref(class: &'static Class, idx: u16) -> LoadResult {
    match class.cp.get(idx as usize) {
        Some(Constant::Class(name)) => vm().load_class(name),
        _ => Err(link_error(
            "java/lang/VerifyError",
            format!("Bad class constant #{idx} in {}", class.java_name()),
        )),
    }
}

const PRIMITIVES: [(&str, BasicType, u8); 9] = [
    ("boolean", BasicType::Boolean, b'Z'),
    ("byte", BasicType::Byte, b'B'),
    ("char", BasicType::Char, b'C'),
    ("short", BasicType::Short, b'S'),
    ("int", BasicType::Int, b'I'),
    ("float", BasicType::Float, b'F'),
    ("long", BasicType::Long, b'J'),
    ("double", BasicType::Double, b'D'),
    ("void", BasicType::Void, b'V'),
];

impl Vm {
    /// Loads (and links) a class by internal name: `java/lang/String`, `[I`, `[Ljava/lang/String;`.
    pub fn load_class(&'static self, name: &str) -> LoadResult {
        if let Some(c) = self.loaded_class(name) {
            return Ok(c);
        }
        let guard = self.load_lock.lock();
        if let Some(c) = self.loaded_class(name) {
            return Ok(c);
        }
        if guard.borrow().iter().any(|n| n == name) {
            return Err(link_error(
                "java/lang/ClassCircularityError",
                name.replace('/', "."),
            ));
        }
        guard.borrow_mut().push(name.to_string());
        let result = if name.starts_with('[') {
            self.make_array_class(name)
        } else {
            self.load_instance_class(name)
        };
        guard.borrow_mut().retain(|n| n != name);
        let class = result?;
        self.classes.write().insert(name.to_string(), class);
        Ok(class)
    }

    /// The class for a field descriptor (`I`, `Ljava/lang/String;`, `[J`).
    pub fn class_for_descriptor(&'static self, desc: &str) -> LoadResult {
        match desc.as_bytes().first() {
            Some(b'L') => self.load_class(&desc[1..desc.len() - 1]),
            Some(b'[') => self.load_class(desc),
            Some(&c) => self
                .primitive_class(c)
                .ok_or_else(|| link_error("java/lang/NoClassDefFoundError", desc)),
            None => Err(link_error("java/lang/NoClassDefFoundError", desc)),
        }
    }

    /// `int.class` and friends, by descriptor char.
    pub fn primitive_class(&'static self, desc_char: u8) -> Option<&'static Class> {
        let &(name, t, _) = PRIMITIVES.iter().find(|p| p.2 == desc_char)?;
        if let Some(c) = self.loaded_class(name) {
            return Some(c);
        }
        let _g = self.load_lock.lock();
        if let Some(c) = self.loaded_class(name) {
            return Some(c);
        }
        let c = Box::new(Class::new(
            &self.locking,
            name.to_string(),
            0x0411, // public final abstract, as HotSpot reports for primitive classes
            ClassKind::Primitive(t),
            None,
            Vec::new(),
            Vec::new(),
            0,
            0,
            Vec::new(),
            Vec::new(),
            true,
        ))
        .leak();
        c.mark_initialized();
        self.classes.write().insert(name.to_string(), c);
        Some(c)
    }

    pub fn primitive_class_by_name(&'static self, name: &str) -> Option<&'static Class> {
        PRIMITIVES
            .iter()
            .find(|p| p.0 == name)
            .and_then(|p| self.primitive_class(p.2))
    }

    /// The array class whose elements are `component`.
    pub fn array_class_of(&'static self, component: &'static Class) -> LoadResult {
        if let Some(c) = component.array_class.get() {
            return Ok(c);
        }
        let name = match &component.kind {
            ClassKind::Primitive(t) => format!("[{}", t.descriptor_char()),
            ClassKind::Array { .. } => format!("[{}", component.name),
            ClassKind::Instance => format!("[L{};", component.name),
        };
        let c = self.load_class(&name)?;
        let _ = component.array_class.set(c);
        Ok(c)
    }

    fn make_array_class(&'static self, name: &str) -> LoadResult {
        let comp_desc = &name[1..];
        let component = self.class_for_descriptor(comp_desc).map_err(|e| {
            if e.class == "java/lang/NoClassDefFoundError" {
                link_error("java/lang/NoClassDefFoundError", name.replace('/', "."))
            } else {
                e
            }
        })?;
        if matches!(component.kind, ClassKind::Primitive(BasicType::Void)) {
            return Err(link_error("java/lang/NoClassDefFoundError", name));
        }
        let object = self.load_class("java/lang/Object")?;
        let interfaces = vec![
            self.load_class("java/lang/Cloneable")?,
            self.load_class("java/io/Serializable")?,
        ];
        let elem = match component.kind {
            ClassKind::Primitive(t) => t,
            _ => BasicType::Reference,
        };
        let mut c = Box::new(Class::new(
            &self.locking,
            name.to_string(),
            0x0411,
            ClassKind::Array { component, elem },
            Some(object),
            interfaces,
            Vec::new(),
            0,
            0,
            Vec::new(),
            Vec::new(),
            component.is_boot,
        ));
        c.vtable = object.vtable.clone();
        c.itable = object.itable.clone();
        let c = c.leak();
        c.mark_initialized();
        Ok(c)
    }

    fn class_bytes(&self, name: &str) -> Option<(std::borrow::Cow<'static, [u8]>, bool)> {
        if let Some(b) = self.boot_classes.get(name) {
            return Some((std::borrow::Cow::Borrowed(*b), true));
        }
        self.classpath
            .find(name)
            .map(|b| (std::borrow::Cow::Owned(b), false))
    }

    fn load_instance_class(&'static self, name: &str) -> LoadResult {
        let Some((bytes, is_boot)) = self.class_bytes(name) else {
            return Err(link_error("java/lang/NoClassDefFoundError", name));
        };
        let parsed =
            classfile::parse(&bytes).map_err(|m| link_error("java/lang/ClassFormatError", m))?;
        if parsed.name != name {
            return Err(link_error(
                "java/lang/NoClassDefFoundError",
                format!("{name} (wrong name: {})", parsed.name),
            ));
        }
        self.define_class(parsed, is_boot)
    }

    /// Links a parsed class: supertypes, fields, methods, vtable, itable.
    pub fn define_class(&'static self, p: ParsedClass, is_boot: bool) -> LoadResult {
        let dotted = p.name.replace('/', ".");
        let super_class = match &p.super_name {
            Some(s) => {
                let sc = self.load_class(s)?;
                if sc.is_interface() {
                    return Err(link_error(
                        "java/lang/IncompatibleClassChangeError",
                        format!(
                            "class {dotted} has interface {} as super class",
                            sc.java_name()
                        ),
                    ));
                }
                if sc.access & ACC_FINAL != 0 {
                    return Err(link_error(
                        "java/lang/VerifyError",
                        format!("Cannot inherit from final class {}", sc.java_name()),
                    ));
                }
                Some(sc)
            }
            None => None,
        };
        let mut interfaces = Vec::new();
        for i in &p.interfaces {
            let ic = self.load_class(i)?;
            if !ic.is_interface() {
                return Err(link_error(
                    "java/lang/IncompatibleClassChangeError",
                    format!(
                        "class {dotted} can not implement {}, because it is not an interface",
                        ic.java_name()
                    ),
                ));
            }
            interfaces.push(ic);
        }
        let mut instance_slots = super_class.map_or(0, |s| s.instance_slots);
        let mut static_count = 0u32;
        let mut fields = Vec::new();
        for f in &p.fields {
            let is_static = f.access & classfile::ACC_STATIC != 0;
            let slot = if is_static {
                static_count += 1;
                static_count - 1
            } else {
                instance_slots += 1;
                instance_slots - 1
            };
            fields.push(Field {
                name: f.name.clone(),
                desc: f.desc.clone(),
                access: f.access,
                kind: type_of(&f.desc),
                slot,
                constant_value: f.constant_value,
            });
        }
        let mut methods = Vec::new();
        for m in &p.methods {
            let d = MethodDescriptor::parse(&m.desc).expect("checked by classfile::parse");
            let is_static = m.access & classfile::ACC_STATIC != 0;
            methods.push(Method {
                class: std::ptr::null(),
                name: m.name.clone(),
                desc: m.desc.clone(),
                access: m.access,
                selector: self.selector(&m.name, &m.desc),
                arg_slots: d.arg_slots() + if is_static { 0 } else { 1 },
                params: d.param_types(),
                ret: d.ret_type(),
                raw_code: m.code.clone(),
                vtable_index: NO_VTABLE_INDEX,
                code: OnceLock::new(),
                type_map: OnceLock::new(),
                native: OnceLock::new(),
            });
        }
        let mut c = Box::new(Class::new(
            &self.locking,
            p.name.clone(),
            p.access,
            ClassKind::Instance,
            super_class,
            interfaces,
            fields,
            instance_slots,
            static_count as usize,
            methods,
            p.cp,
            is_boot,
        ));
        c.bootstrap_methods = p.bootstrap_methods;
        c.source_file = p.source_file;
        c.inner_name = p.inner_name;
        c.nest_host_name = p.nest_host;
        c.nest_members = p.nest_members;
        c.major = p.major;
        let c = c.leak();
        // SAFETY: the class is not yet published (not in the class table, no references handed
        // out), so this thread is its only user while the tables are filled in.
        unsafe { build_dispatch_tables(c as *const Class as *mut Class) };
        Ok(c)
    }
}

impl Vm {
    /// Publishes a class built by the VM itself (lambda classes): tables built, initialized.
    pub fn define_synthetic(&'static self, class: Box<Class>) -> &'static Class {
        let c = class.leak();
        // SAFETY: not yet visible to anyone else (see `define_class`).
        unsafe { build_dispatch_tables(c as *const Class as *mut Class) };
        let _ = c.linked.set(Ok(())); // the VM's own code, nothing to verify
        c.mark_initialized();
        self.synthetic_classes.lock().push(c);
        c
    }
}

/// Fills the vtable (superclass entries, overridden in place, new methods appended, then default
/// and abstract interface methods the class does not implement) and the selector-keyed itable.
///
/// # Safety
/// `c` is a leaked class nobody else can see yet.
unsafe fn build_dispatch_tables(c: *mut Class) {
    let class = &mut *c;
    if class.access & ACC_INTERFACE != 0 {
        return;
    }
    let mut vtable: Vec<&'static Method> = class
        .super_class
        .map(|s| s.vtable.clone())
        .unwrap_or_default();
    for i in 0..class.methods.len() {
        let m = &class.methods[i];
        if m.is_static() || m.is_private() || m.name.starts_with('<') {
            continue;
        }
        // SAFETY: methods live inside the leaked class and are never moved or dropped.
        let mref: &'static Method = &*(m as *const Method);
        let index = match vtable.iter().position(|x| x.selector == mref.selector) {
            Some(i) => {
                vtable[i] = mref;
                i
            }
            None => {
                vtable.push(mref);
                vtable.len() - 1
            }
        };
        class.methods[i].vtable_index = index as u32;
    }
    for iface in class.all_interfaces.clone() {
        for im in &iface.methods {
            if im.is_static() || im.is_private() || im.name.starts_with('<') {
                continue;
            }
            match vtable.iter().position(|x| x.selector == im.selector) {
                Some(i) if vtable[i].class().is_interface() => {
                    vtable[i] = more_specific(vtable[i], im)
                }
                Some(_) => {}
                None => vtable.push(im),
            }
        }
    }
    class.itable = vtable.iter().map(|m| (m.selector, *m)).collect();
    class.vtable = vtable;
}
