//! Methods: what the linker knows about each, and the lazily decoded code.
use crate::classes::class::Class;
use crate::classes::classfile::{
    RawCode, ACC_ABSTRACT, ACC_NATIVE, ACC_PRIVATE, ACC_STATIC, ACC_SYNCHRONIZED,
};
use crate::classes::code::Code;
use crate::classes::descriptor::{BasicType, MethodDescriptor};
use crate::runtime::throw::JResult;
use crate::threads::jthread::JThread;
use std::sync::OnceLock;

/// The Rust implementation of a native method (`natives/`): the thread, and the arguments as
/// interpreter slots (receiver first); the result is one slot (0 for void).
pub type NativeFn = fn(&mut JThread, &[u64]) -> JResult<u64>;

pub const NO_VTABLE_INDEX: u32 = u32::MAX;

pub struct Method {
    pub(crate) class: *const Class,
    pub name: String,
    pub desc: String,
    pub access: u16,
    /// Global id of name+descriptor: equal selectors override each other.
    pub selector: u32,
    /// Argument slots including the receiver.
    pub arg_slots: u16,
    pub params: Vec<BasicType>,
    pub ret: BasicType,
    pub raw_code: Option<RawCode>,
    pub vtable_index: u32,
    /// Decoded instructions (first invocation decodes), or a synthesized body (lambdas).
    pub code: OnceLock<Code>,
    /// Which frame slots hold references at each instruction, as verification found them.
    pub type_map: OnceLock<crate::verify::typemap::TypeMap>,
    /// The Rust implementation of a native method, looked up on first call.
    pub native: OnceLock<Option<NativeFn>>,
}

// SAFETY: `class` points to an immortal, immutable-after-link Class; everything else is Sync.
unsafe impl Send for Method {}
unsafe impl Sync for Method {}

impl Method {
    /// A method the VM makes itself (a bootstrap's, a lambda's), its body `code` already
    /// decoded: no class file behind it. Its maker has checked `desc`; the class it belongs to
    /// is set when that class is leaked.
    pub fn synthetic(
        name: &str,
        desc: &str,
        access: u16,
        selector: u32,
        arg_slots: u16,
        code: Code,
    ) -> Method {
        let d = MethodDescriptor::parse(desc).expect("a synthetic method's descriptor is checked");
        let method = Method {
            class: std::ptr::null(),
            name: name.to_string(),
            desc: desc.to_string(),
            access,
            selector,
            arg_slots,
            params: d.param_types(),
            ret: d.ret_type(),
            raw_code: None,
            vtable_index: NO_VTABLE_INDEX,
            code: OnceLock::new(),
            type_map: OnceLock::new(),
            native: OnceLock::new(),
        };
        let _ = method.code.set(code);
        method
    }

    #[inline(always)]
    pub fn class(&self) -> &'static Class {
        // SAFETY: set by `Class::leak` before the method is reachable; classes are immortal.
        unsafe { &*self.class }
    }
    pub fn is_static(&self) -> bool {
        self.access & ACC_STATIC != 0
    }
    pub fn is_private(&self) -> bool {
        self.access & ACC_PRIVATE != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access & ACC_ABSTRACT != 0
    }
    pub fn is_native(&self) -> bool {
        self.access & ACC_NATIVE != 0
    }
    pub fn is_synchronized(&self) -> bool {
        self.access & ACC_SYNCHRONIZED != 0
    }
    /// `Class.method` with dots, for messages.
    pub fn qualified_name(&self) -> String {
        format!("{}.{}", self.class().java_name(), self.name)
    }
    /// Source line of bytecode index `bci` (-1 unknown, -2 native), as StackTraceElement wants.
    pub fn line_number(&self, bci: u32) -> i32 {
        if self.is_native() {
            return -2;
        }
        let Some(rc) = &self.raw_code else { return -1 };
        let mut line = -1;
        for &(start, l) in &rc.line_numbers {
            if start as u32 <= bci {
                line = l as i32;
            } else {
                break;
            }
        }
        line
    }
}
