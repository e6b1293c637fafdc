//! What the verifier is given: a class (parsed or loaded) as the verifier sees it.
use crate::classes::class::Class;
use crate::classes::classfile::{Constant, ParsedClass, RawCode};

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
