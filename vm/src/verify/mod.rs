//! The bytecode verifier (JVMS §4.10): every method of a class from the class path is checked
//! before the class is initialized, so that the interpreter may trust what it runs.
//!
//! Two drivers share one transfer function (`check.rs`, the effect of each instruction on the
//! type state):
//! - **type checking** (`typecheck.rs`, §4.10.1) for class files of version 50 and later: the
//!   `StackMapTable` gives the type state at every branch target and handler, and one linear
//!   pass checks each instruction against it;
//! - **type inference** (`inference.rs`, §4.10.2) for older class files: a data-flow analysis
//!   that merges type states until nothing changes (with subroutines, `jsr`/`ret`).
//!
//! What the verifier learns is kept (`typemap.rs`): for every instruction, which locals and
//! operand-stack slots hold references, so that a collector can find the roots of a frame.
use crate::classes::class::Class;
use crate::classes::classfile::{Constant, ParsedClass, RawCode};
use crate::classes::link_error::LinkError;

mod bytecode;
mod check;
mod frame;
mod hierarchy;
mod inference;
mod method;
mod stackmap;
pub mod stats;
mod typecheck;
pub mod typemap;
mod types;

pub use typemap::{RefMap, TypeMap};

/// The class being verified, as the verifier sees it: its name and supertypes (other classes
/// are looked up through the VM), its constant pool, fields and methods.
pub struct Subject<'a> {
    pub name: &'a str,
    pub super_name: Option<&'a str>,
    pub interfaces: Vec<&'a str>,
    pub access: u16,
    pub major: u16,
    pub cp: &'a [Constant],
    /// Name and descriptor of each declared field.
    pub fields: Vec<(&'a str, &'a str)>,
    pub methods: Vec<SubjectMethod<'a>>,
    /// The class is trusted, not verified: the analysis only computes type maps for the
    /// collector and answers questions about other classes without loading them (it may run at
    /// a safepoint, where loading could wait for a stopped thread). See `Hierarchy`.
    pub trusted: bool,
}

pub struct SubjectMethod<'a> {
    pub access: u16,
    pub name: &'a str,
    pub desc: &'a str,
    pub code: Option<&'a RawCode>,
}

impl<'a> Subject<'a> {
    /// A class file that has been parsed but not loaded (the fuzzer verifies these).
    pub fn of_parsed(p: &'a ParsedClass) -> Subject<'a> {
        Subject {
            name: &p.name,
            super_name: p.super_name.as_deref(),
            interfaces: p.interfaces.iter().map(|s| s.as_str()).collect(),
            access: p.access,
            major: p.major,
            cp: &p.cp,
            fields: p.fields.iter().map(|f| (&*f.name, &*f.desc)).collect(),
            trusted: false,
            methods: p
                .methods
                .iter()
                .map(|m| SubjectMethod {
                    access: m.access,
                    name: &m.name,
                    desc: &m.desc,
                    code: m.code.as_ref(),
                })
                .collect(),
        }
    }

    /// A loaded class, at link time.
    pub fn of_class(c: &'a Class) -> Subject<'a> {
        Subject {
            name: &c.name,
            super_name: c.super_class.map(|s| s.name.as_str()),
            interfaces: c.interfaces.iter().map(|i| i.name.as_str()).collect(),
            access: c.access,
            major: c.major,
            cp: &c.cp,
            fields: c.fields.iter().map(|f| (&*f.name, &*f.desc)).collect(),
            trusted: false,
            methods: c
                .methods
                .iter()
                .map(|m| SubjectMethod {
                    access: m.access,
                    name: &m.name,
                    desc: &m.desc,
                    code: m.raw_code.as_ref(),
                })
                .collect(),
        }
    }
}

/// What verification of a class produced: each method's type map (None without code), in
/// class-file order.
pub struct VerifiedClass {
    pub methods: Vec<Option<TypeMap>>,
}

/// Verifies one method of `subject` (the collector's way to a type map for a method of a class
/// that was trusted rather than verified at link time).
pub fn verify_one(subject: &Subject, m: &SubjectMethod) -> Result<Option<TypeMap>, Box<LinkError>> {
    match m.code {
        Some(raw) => method::verify_method(subject, m, raw, &mut types::Names::default()).map(Some),
        None => Ok(None),
    }
}

/// Verifies every method of `subject`. The error is a `VerifyError` (or the linkage error that
/// loading a class named by the code raised), with HotSpot's message.
pub fn verify(subject: &Subject) -> Result<VerifiedClass, Box<LinkError>> {
    let mut methods = Vec::with_capacity(subject.methods.len());
    let mut names = types::Names::default();
    for m in &subject.methods {
        methods.push(match m.code {
            Some(raw) => Some(method::verify_method(subject, m, raw, &mut names)?),
            None => None,
        });
    }
    Ok(VerifiedClass { methods })
}
