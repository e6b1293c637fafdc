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
use crate::classes::link_error::LinkError;

mod bytecode;
mod check;
mod frame;
mod hierarchy;
mod inference;
mod method;
mod stackmap;
pub mod stats;
mod subject;
mod typecheck;
pub mod typemap;
mod types;

pub use subject::{Subject, SubjectMethod};
pub use typemap::{RefMap, TypeMap};

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
