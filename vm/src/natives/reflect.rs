//! java.lang.Class natives and array operations (System.arraycopy, reflect.Array).
use super::args::{bool_result, int};
use crate::classes::class::{Class, ClassKind};
use crate::classes::method::NativeFn;
use crate::heap::{array_length, class_of, field, ARRAY_DATA_OFFSET};
use crate::runtime::java_calls::JavaCalls;
use crate::runtime::strings::rust_string;
use crate::runtime::throw::{JResult, Throw};
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;
use std::sync::atomic::Ordering;

/// The VM class behind a `java.lang.Class` mirror.
pub fn class_of_mirror(mirror: u64) -> &'static Class {
    let p = field(mirror, vm().wk().class_vm_class).load(Ordering::Relaxed);
    // SAFETY: mirrors are created only by `mirror_of`, which stores an immortal class pointer.
    unsafe { &*(p as usize as *const Class) }
}

impl JThread {
    /// The `java.lang.Class` object of `class` (created on first request).
    pub fn mirror_of(&mut self, class: &'static Class) -> JResult<u64> {
        if let Some(m) = class.mirror.get() {
            return Ok(*m);
        }
        let wk = vm().wk();
        self.ensure_initialized(wk.class)?;
        let m = self.alloc_object(wk.class)?;
        field(m, wk.class_vm_class).store(class as *const Class as u64, Ordering::Relaxed);
        Ok(*class.mirror.get_or_init(|| m))
    }
}

fn this_class(a: &[u64]) -> &'static Class {
    class_of_mirror(a[0])
}

fn get_name(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let name = this_class(a).java_name();
    t.intern_str(&name)
}

fn simple_name(c: &Class) -> String {
    match &c.kind {
        ClassKind::Array { component, .. } => format!("{}[]", simple_name(component)),
        ClassKind::Primitive(_) => c.name.clone(),
        ClassKind::Instance => match &c.inner_name {
            Some(Some(n)) => n.clone(),
            Some(None) => String::new(),
            None => c.name.rsplit('/').next().unwrap_or(&c.name).to_string(),
        },
    }
}

fn get_simple_name(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let n = simple_name(this_class(a));
    t.new_string(&n)
}

fn is_instance(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    bool_result(a[1] != 0 && class_of(a[1]).is_subclass_of(this_class(a)))
}

fn is_assignable_from(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[1] == 0 {
        return Err(t.null_pointer_in_native());
    }
    let (this, other) = (this_class(a), class_of_mirror(a[1]));
    if this.is_primitive() || other.is_primitive() {
        return bool_result(std::ptr::eq(this, other));
    }
    bool_result(other.is_subclass_of(this))
}

fn is_interface(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    bool_result(this_class(a).is_interface())
}

fn is_array(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    bool_result(this_class(a).is_array())
}

fn is_primitive(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    bool_result(this_class(a).is_primitive())
}

fn get_superclass(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let c = this_class(a);
    match c.super_class {
        Some(s) if !c.is_interface() => t.mirror_of(s),
        _ => Ok(0),
    }
}

fn get_component_type(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    match this_class(a).component() {
        Some(c) => t.mirror_of(c),
        None => Ok(0),
    }
}

fn get_modifiers(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok((this_class(a).access & 0x7631) as u64)
}

fn for_name0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer_in_native());
    }
    let name = rust_string(a[0]);
    let internal = name.replace('.', "/");
    let found = if internal.contains("//") || internal.is_empty() {
        None
    } else {
        vm().load_class(&internal).ok()
    };
    let Some(c) = found else {
        return Err(t.new_throwable("java/lang/ClassNotFoundException", Some(&name)));
    };
    t.ensure_initialized(c)?;
    t.mirror_of(c)
}

fn get_primitive_class(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let name = rust_string(a[0]);
    match vm().primitive_class_by_name(&name) {
        Some(c) => t.mirror_of(c),
        None => Err(t.new_throwable("java/lang/IllegalArgumentException", Some(&name))),
    }
}

fn get_enum_constants0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let c = this_class(a);
    let desc = format!("()[L{};", c.name);
    match c
        .find_declared_method("values", &desc)
        .filter(|m| m.is_static())
    {
        Some(m) if c.access & crate::classes::classfile::ACC_ENUM != 0 => {
            t.ensure_initialized(c)?;
            t.invoke(m, &[])
        }
        _ => Ok(0),
    }
}

fn desired_assertion_status(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let c = this_class(a);
    bool_result(vm().options.assertions.enabled(&c.java_name(), c.is_boot))
}

fn new_instance0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let c = this_class(a);
    if c.is_interface() || c.is_abstract_class() || c.is_array() || c.is_primitive() {
        return Err(t.new_throwable("java/lang/InstantiationException", Some(&c.java_name())));
    }
    let Some(init) = c.find_declared_method("<init>", "()V") else {
        return Err(t.new_throwable("java/lang/InstantiationException", Some(&c.java_name())));
    };
    t.ensure_initialized(c)?;
    let o = t.alloc_object(c)?;
    t.handle(o); // returned after the constructor ran
    t.invoke(init, &[o])?;
    Ok(o)
}

fn new_array(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer_in_native());
    }
    let comp = class_of_mirror(a[0]);
    if matches!(
        comp.kind,
        ClassKind::Primitive(crate::classes::descriptor::BasicType::Void)
    ) {
        return Err(t.new_throwable("java/lang/IllegalArgumentException", None));
    }
    let ac = vm().array_class_of(comp).map_err(|e| t.link_error(&e))?;
    t.alloc_array(ac, int(a, 1))
}

/// How HotSpot names an array type in arraycopy messages.
fn array_kind(c: &Class) -> String {
    match c.elem_type() {
        Some(crate::classes::descriptor::BasicType::Reference) => "object array".into(),
        Some(t) => t.java_name().into(),
        None => c.java_name(),
    }
}

fn arraycopy(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (src, sp, dst, dp, len) = (a[0], int(a, 1), a[2], int(a, 3), int(a, 4));
    if src == 0 || dst == 0 {
        return Err(t.null_pointer_in_native());
    }
    let (sc, dc) = (class_of(src), class_of(dst));
    let store = |t: &mut JThread, m: String| -> Throw {
        t.new_throwable("java/lang/ArrayStoreException", Some(&m))
    };
    let (Some(se), Some(de)) = (sc.elem_type(), dc.elem_type()) else {
        let (which, c) = if sc.elem_type().is_none() {
            ("source", sc)
        } else {
            ("destination", dc)
        };
        return Err(store(
            t,
            format!("arraycopy: {which} type {} is not an array", c.java_name()),
        ));
    };
    if se != de {
        let m = format!(
            "arraycopy: type mismatch: can not copy {}[] into {}[]",
            array_kind(sc),
            array_kind(dc)
        );
        return Err(store(t, m));
    }
    let (sl, dl) = (array_length(src), array_length(dst));
    let oob = |t: &mut JThread, m: String| {
        t.new_throwable("java/lang/ArrayIndexOutOfBoundsException", Some(&m))
    };
    if len < 0 {
        return Err(oob(t, format!("arraycopy: length {len} is negative")));
    }
    if sp < 0 {
        return Err(oob(
            t,
            format!(
                "arraycopy: source index {sp} out of bounds for {}[{sl}]",
                array_kind(sc)
            ),
        ));
    }
    if dp < 0 {
        return Err(oob(
            t,
            format!(
                "arraycopy: destination index {dp} out of bounds for {}[{dl}]",
                array_kind(dc)
            ),
        ));
    }
    if sp as i64 + len as i64 > sl as i64 {
        let m = format!(
            "arraycopy: last source index {} out of bounds for {}[{sl}]",
            sp as i64 + len as i64,
            array_kind(sc)
        );
        return Err(oob(t, m));
    }
    if dp as i64 + len as i64 > dl as i64 {
        let m = format!(
            "arraycopy: last destination index {} out of bounds for {}[{dl}]",
            dp as i64 + len as i64,
            array_kind(dc)
        );
        return Err(oob(t, m));
    }
    let size = se.array_elem_bytes();
    let addr = |arr: u64, i: i32| arr as usize + ARRAY_DATA_OFFSET + i as usize * size;
    let dcomp = dc.component().expect("array");
    if se == crate::classes::descriptor::BasicType::Reference
        && !sc.component().unwrap().is_subclass_of(dcomp)
    {
        // Element-wise with a store check; elements before a failing one are copied (as HotSpot).
        for k in 0..len {
            // SAFETY: indices checked above; both are reference arrays.
            let v = unsafe { crate::heap::array_get::<u64>(src, (sp + k) as usize) };
            if v != 0 && !class_of(v).is_subclass_of(dcomp) {
                let m = format!(
                    "arraycopy: element type mismatch: can not cast one of the elements of {}[] to the type of the destination array, {}",
                    sc.component().unwrap().java_name(),
                    dcomp.java_name()
                );
                return Err(store(t, m));
            }
            unsafe { crate::heap::array_set::<u64>(dst, (dp + k) as usize, v) };
        }
        return Ok(0);
    }
    // SAFETY: ranges checked above; `copy` handles overlap (src == dst) like memmove.
    unsafe {
        std::ptr::copy(
            addr(src, sp) as *const u8,
            addr(dst, dp) as *mut u8,
            len as usize * size,
        )
    };
    Ok(0)
}

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("java/lang/Class.getName()Ljava/lang/String;", get_name),
    (
        "java/lang/Class.getSimpleName()Ljava/lang/String;",
        get_simple_name,
    ),
    (
        "java/lang/Class.isInstance(Ljava/lang/Object;)Z",
        is_instance,
    ),
    (
        "java/lang/Class.isAssignableFrom(Ljava/lang/Class;)Z",
        is_assignable_from,
    ),
    ("java/lang/Class.isInterface()Z", is_interface),
    ("java/lang/Class.isArray()Z", is_array),
    ("java/lang/Class.isPrimitive()Z", is_primitive),
    (
        "java/lang/Class.getSuperclass()Ljava/lang/Class;",
        get_superclass,
    ),
    (
        "java/lang/Class.getComponentType()Ljava/lang/Class;",
        get_component_type,
    ),
    ("java/lang/Class.getModifiers()I", get_modifiers),
    (
        "java/lang/Class.forName0(Ljava/lang/String;)Ljava/lang/Class;",
        for_name0,
    ),
    (
        "java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;",
        get_primitive_class,
    ),
    (
        "java/lang/Class.getEnumConstants0()[Ljava/lang/Object;",
        get_enum_constants0,
    ),
    (
        "java/lang/Class.newInstance0()Ljava/lang/Object;",
        new_instance0,
    ),
    (
        "java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V",
        arraycopy,
    ),
    (
        "java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;",
        new_array,
    ),
    (
        "java/lang/Class.desiredAssertionStatus()Z",
        desired_assertion_status,
    ),
];
