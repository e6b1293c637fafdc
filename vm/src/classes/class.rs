//! Linked classes: field layout, vtables, interface tables, static storage, initialization state.
use crate::classes::classfile::{BootstrapMethod, Constant, ACC_INTERFACE};
use crate::classes::descriptor::BasicType;
use crate::classes::method::Method;
use hashbrown::HashMap;
use parking_lot::{Condvar, Mutex};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::OnceLock;

#[derive(Debug)]
pub struct Field {
    pub name: String,
    pub desc: String,
    pub access: u16,
    pub kind: BasicType,
    /// Instance fields: the 8-byte cell index in the object. Static fields: index in `statics`.
    pub slot: u32,
    pub constant_value: Option<u16>,
}

impl Field {
    pub fn is_static(&self) -> bool {
        self.access & crate::classes::classfile::ACC_STATIC != 0
    }
    pub fn is_volatile(&self) -> bool {
        self.access & crate::classes::classfile::ACC_VOLATILE != 0
    }
}

pub enum ClassKind {
    Instance,
    Array {
        component: &'static Class,
        elem: BasicType,
    },
    Primitive(BasicType),
}

/// Where class initialization (JVMS §5.5) stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum InitState {
    Linked,
    BeingInitialized(u32),
    Initialized,
    Erroneous,
}

pub struct Class {
    /// Internal name: `java/lang/String`, `[I`, `[Ljava/lang/Object;`, or `int` for primitives.
    pub name: String,
    pub access: u16,
    pub kind: ClassKind,
    pub super_class: Option<&'static Class>,
    pub interfaces: Vec<&'static Class>,
    /// Every superinterface, transitively (for `instanceof`).
    pub all_interfaces: Vec<&'static Class>,
    /// Superclass chain from `java/lang/Object` down to this class (for `instanceof`).
    pub primary_supers: Vec<*const Class>,
    pub fields: Vec<Field>,
    /// 8-byte field cells in an instance, inherited ones included.
    pub instance_slots: u32,
    pub statics: Box<[AtomicU64]>,
    pub methods: Vec<Method>,
    pub vtable: Vec<&'static Method>,
    /// Selector (name+descriptor id) -> implementation, for `invokeinterface`.
    pub itable: HashMap<u32, &'static Method>,
    pub cp: Vec<Constant>,
    pub bootstrap_methods: Vec<BootstrapMethod>,
    pub source_file: Option<String>,
    pub inner_name: Option<Option<String>>,
    /// The `NestHost` and `NestMembers` attributes (JVMS 4.7.28-29), for nestmate access.
    pub nest_host_name: Option<String>,
    pub nest_members: Vec<String>,
    /// The nest host once determined (`classes/access.rs`), with the reason a `NestHost`
    /// attribute was rejected (the class is then its own host).
    pub(crate) nest_host: OnceLock<(&'static Class, Option<String>)>,
    /// True for classes from the jdk-subset (the "bootstrap loader"); user classes are the "app".
    pub is_boot: bool,
    /// The class file's major version (what the verifier checks it by).
    pub major: u16,
    /// Linking's outcome (verification), once it ran: every later attempt gets the same error.
    pub(crate) linked: OnceLock<Result<(), Box<crate::classes::link_error::LinkError>>>,
    pub(crate) init_state: Mutex<InitState>,
    pub(crate) init_done: Condvar,
    initialized: AtomicBool,
    pub(crate) mirror: OnceLock<u64>,
    /// The cells of an instance that hold references, inherited ones included (what the
    /// collector follows), computed when first needed.
    reference_slots: OnceLock<Box<[u32]>>,
    pub(crate) array_class: OnceLock<&'static Class>,
    /// What locking needs of the class: the prototype mark word of new instances (biased or
    /// not) and the bias-revocation counters.
    pub lock_class: &'static locking::LockClass,
}

// SAFETY: a Class is immutable after linking except through its atomics, locks and OnceLocks;
// the raw pointers in `primary_supers` point to other leaked (immortal) classes.
unsafe impl Send for Class {}
unsafe impl Sync for Class {}

impl Class {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        locking: &locking::LockingContext,
        name: String,
        access: u16,
        kind: ClassKind,
        super_class: Option<&'static Class>,
        interfaces: Vec<&'static Class>,
        fields: Vec<Field>,
        instance_slots: u32,
        static_count: usize,
        methods: Vec<Method>,
        cp: Vec<Constant>,
        is_boot: bool,
    ) -> Class {
        let mut all_interfaces: Vec<&'static Class> = Vec::new();
        let add = |c: &'static Class, all: &mut Vec<&'static Class>| {
            if !all.iter().any(|x| std::ptr::eq(*x, c)) {
                all.push(c);
            }
        };
        if let Some(s) = super_class {
            for i in &s.all_interfaces {
                add(i, &mut all_interfaces);
            }
        }
        for i in &interfaces {
            add(i, &mut all_interfaces);
            for j in &i.all_interfaces {
                add(j, &mut all_interfaces);
            }
        }
        let mut primary_supers = super_class
            .map(|s| s.primary_supers.clone())
            .unwrap_or_default();
        primary_supers.push(std::ptr::null()); // patched to self by `leak`
        let lock_class = locking::LockClass::new(locking, &name.replace('/', "."));
        Class {
            name,
            access,
            kind,
            super_class,
            interfaces,
            all_interfaces,
            primary_supers,
            fields,
            instance_slots,
            statics: (0..static_count).map(|_| AtomicU64::new(0)).collect(),
            methods,
            vtable: Vec::new(),
            itable: HashMap::new(),
            cp,
            bootstrap_methods: Vec::new(),
            source_file: None,
            inner_name: None,
            nest_host_name: None,
            nest_members: Vec::new(),
            nest_host: OnceLock::new(),
            is_boot,
            major: 0,
            linked: OnceLock::new(),
            init_state: Mutex::new(InitState::Linked),
            init_done: Condvar::new(),
            initialized: AtomicBool::new(false),
            mirror: OnceLock::new(),
            reference_slots: OnceLock::new(),
            array_class: OnceLock::new(),
            lock_class,
        }
    }

    /// Moves the class to its permanent address and points its methods and self-references there.
    pub fn leak(self: Box<Class>) -> &'static Class {
        let ptr = Box::into_raw(self);
        // SAFETY: `ptr` is the unique owner of a valid Class that nobody else has seen yet; after
        // these writes it is only ever shared immutably.
        unsafe {
            let c = &mut *ptr;
            *c.primary_supers.last_mut().unwrap() = ptr;
            for m in &mut c.methods {
                m.class = ptr;
            }
            &*ptr
        }
    }

    pub fn is_interface(&self) -> bool {
        self.access & ACC_INTERFACE != 0
    }

    pub fn is_abstract_class(&self) -> bool {
        self.access & crate::classes::classfile::ACC_ABSTRACT != 0
    }

    pub fn is_array(&self) -> bool {
        matches!(self.kind, ClassKind::Array { .. })
    }

    pub fn is_primitive(&self) -> bool {
        matches!(self.kind, ClassKind::Primitive(_))
    }

    /// Element type of an array class.
    pub fn elem_type(&self) -> Option<BasicType> {
        match self.kind {
            ClassKind::Array { elem, .. } => Some(elem),
            _ => None,
        }
    }

    pub fn component(&self) -> Option<&'static Class> {
        match self.kind {
            ClassKind::Array { component, .. } => Some(component),
            _ => None,
        }
    }

    /// The dotted Java name (`java.lang.String`, `[I`, `[Ljava.lang.String;`), as `Class.getName`.
    pub fn java_name(&self) -> String {
        self.name.replace('/', ".")
    }

    #[inline(always)]
    pub fn is_initialized(&self) -> bool {
        self.initialized.load(Ordering::Acquire)
    }

    pub(crate) fn mark_initialized(&self) {
        self.initialized.store(true, Ordering::Release);
    }

    /// `self` is `other` or a subtype of it (JVMS checkcast rules, arrays included).
    pub fn is_subclass_of(&self, other: &Class) -> bool {
        if std::ptr::eq(self, other) {
            return true;
        }
        if other.is_interface() {
            if self.all_interfaces.iter().any(|i| std::ptr::eq(*i, other)) {
                return true;
            }
            // Arrays implement Cloneable and Serializable.
            return self.is_array()
                && (other.name == "java/lang/Cloneable" || other.name == "java/io/Serializable");
        }
        match (&self.kind, &other.kind) {
            (
                ClassKind::Array {
                    component: a,
                    elem: ea,
                },
                ClassKind::Array {
                    component: b,
                    elem: eb,
                },
            ) => {
                if *ea == BasicType::Reference && *eb == BasicType::Reference {
                    a.is_subclass_of(b)
                } else {
                    std::ptr::eq(*a, *b)
                }
            }
            (ClassKind::Array { .. }, _) => other.name == "java/lang/Object",
            _ => {
                let d = other.primary_supers.len() - 1;
                self.primary_supers
                    .get(d)
                    .is_some_and(|p| std::ptr::eq(*p, other))
            }
        }
    }

    /// Field resolution (JVMS §5.4.3.2): the class, its superinterfaces, then its superclasses;
    /// the class that declares the field, and the field.
    pub fn resolve_field(
        &'static self,
        name: &str,
        desc: &str,
    ) -> Option<(&'static Class, &'static Field)> {
        if let Some(f) = self.find_field(name, desc) {
            return Some((self, f));
        }
        for i in &self.interfaces {
            if let Some(r) = i.resolve_field(name, desc) {
                return Some(r);
            }
        }
        self.super_class.and_then(|s| s.resolve_field(name, desc))
    }

    pub fn find_field(&self, name: &str, desc: &str) -> Option<&Field> {
        self.fields
            .iter()
            .find(|f| f.name == name && f.desc == desc)
    }

    pub fn find_declared_method(&'static self, name: &str, desc: &str) -> Option<&'static Method> {
        self.methods
            .iter()
            .find(|m| m.name == name && m.desc == desc)
    }

    /// The instance cells that hold references, this class's and its superclasses'.
    pub fn reference_slots(&self) -> &[u32] {
        self.reference_slots.get_or_init(|| {
            let mut slots = Vec::new();
            let mut class = Some(self);
            while let Some(c) = class {
                slots.extend(
                    c.fields
                        .iter()
                        .filter(|f| !f.is_static() && f.kind == BasicType::Reference)
                        .map(|f| f.slot),
                );
                class = c.super_class;
            }
            slots.sort_unstable();
            slots.into_boxed_slice()
        })
    }

    /// An instance field by name anywhere in the superclass chain (for natives).
    pub fn instance_field_slot(&self, name: &str) -> Option<u32> {
        let mut c = Some(self);
        while let Some(k) = c {
            if let Some(f) = k.fields.iter().find(|f| f.name == name && !f.is_static()) {
                return Some(f.slot);
            }
            c = k.super_class;
        }
        None
    }

    /// JVMS 5.4.3.3 method resolution: this class, its superclasses, then superinterfaces.
    pub fn resolve_method(&'static self, name: &str, desc: &str) -> Option<&'static Method> {
        let mut c = Some(self);
        while let Some(k) = c {
            if let Some(m) = k.find_declared_method(name, desc) {
                return Some(m);
            }
            c = k.super_class;
        }
        self.resolve_interface_method_in_supers(name, desc)
    }

    /// Maximally-specific superinterface method (non-abstract preferred).
    pub fn resolve_interface_method_in_supers(
        &'static self,
        name: &str,
        desc: &str,
    ) -> Option<&'static Method> {
        let mut found: Option<&'static Method> = None;
        for i in &self.all_interfaces {
            if let Some(m) = i.find_declared_method(name, desc) {
                if m.is_static() || m.is_private() {
                    continue;
                }
                found = match found {
                    None => Some(m),
                    Some(prev) => Some(more_specific(prev, m)),
                };
            }
        }
        found
    }
}

/// Of two interface methods with the same selector, the one to prefer (default over abstract,
/// subinterface over superinterface).
pub fn more_specific(a: &'static Method, b: &'static Method) -> &'static Method {
    let (ca, cb) = (a.class(), b.class());
    if cb.is_subclass_of(ca) && !std::ptr::eq(ca, cb) {
        return b;
    }
    if ca.is_subclass_of(cb) {
        return a;
    }
    if a.is_abstract() && !b.is_abstract() {
        b
    } else {
        a
    }
}
