//! What the verifier asks of the class hierarchy: is one reference type assignable to another
//! (JVMS §4.10.1.2 `isJavaAssignable`), and their least common supertype (for merges in type
//! inference). Other classes are loaded through the VM, as HotSpot's verifier loads them; the
//! class being verified is described by its `Subject` so that it need not be loaded itself.
use crate::classes::class::Class;
use crate::classes::classfile::ACC_INTERFACE;
use crate::classes::link_error::LinkError;
use crate::runtime::vm::vm;
use crate::verify::subject::Subject;
use crate::verify::types::{is_array_name, NameId, Names, VType};

type R<T> = Result<T, Box<LinkError>>;

pub struct Hierarchy<'a> {
    subject: &'a Subject<'a>,
}

const OBJECT: &str = "java/lang/Object";

impl<'a> Hierarchy<'a> {
    pub fn new(subject: &'a Subject<'a>) -> Self {
        Hierarchy { subject }
    }

    pub fn load(&self, name: &str) -> R<&'static Class> {
        vm().load_class(name)
    }

    pub fn is_interface(&self, name: &str) -> R<bool> {
        if name == self.subject.name {
            return Ok(self.subject.access & ACC_INTERFACE != 0);
        }
        if is_array_name(name) {
            return Ok(false);
        }
        Ok(self.load(name)?.is_interface())
    }

    /// The superclass chain of a class, the class itself first and `java/lang/Object` last.
    pub fn superclasses(&self, name: &str) -> R<Vec<String>> {
        let mut chain = Vec::new();
        let mut next: Option<&'static Class> = if name == self.subject.name {
            chain.push(name.to_string());
            match self.subject.super_name {
                Some(s) => Some(self.load(s)?),
                None => None,
            }
        } else {
            Some(self.load(name)?)
        };
        while let Some(c) = next {
            chain.push(c.name.clone());
            next = c.super_class;
        }
        Ok(chain)
    }

    /// `from` is `to` or one of its subclasses (both class names, not arrays).
    pub fn is_subclass(&self, from: &str, to: &str) -> R<bool> {
        if from == to {
            return Ok(true);
        }
        Ok(self.superclasses(from)?.iter().any(|c| c == to))
    }

    /// Whether the subject is trusted: then every reference type is taken as assignable to
    /// every other and merges give `java/lang/Object`, without loading anything. Which slots hold
    /// references — all a type map records — does not depend on the precise class.
    pub fn trusting(&self) -> bool {
        self.subject.trusted
    }

    /// Whether a value of type `from` may be used where `to` is expected.
    pub fn is_assignable(&self, names: &mut Names, from: VType, to: VType) -> R<bool> {
        if from == to || to == VType::Top {
            return Ok(true);
        }
        match (from, to) {
            (VType::Null, VType::Ref(_)) => Ok(true),
            (VType::Ref(_), VType::Ref(_)) if self.trusting() => Ok(true),
            (VType::Ref(f), VType::Ref(t)) => self.is_ref_assignable(names, f, t),
            _ => Ok(false),
        }
    }

    fn is_ref_assignable(&self, names: &mut Names, from: NameId, to: NameId) -> R<bool> {
        if from == to {
            return Ok(true);
        }
        let to_name = names.get(to).to_string();
        let from_name = names.get(from).to_string();
        if to_name == OBJECT {
            return Ok(true);
        }
        if is_array_name(&to_name) {
            // Arrays are assignable to arrays whose component accepts theirs: primitive
            // components must be equal, reference components assignable.
            if !is_array_name(&from_name) {
                return Ok(false);
            }
            let (Some(fc), Some(tc)) = (names.component(from), names.component(to)) else {
                return Ok(false);
            };
            return match (fc, tc) {
                (VType::Ref(f), VType::Ref(t)) => self.is_ref_assignable(names, f, t),
                // Primitive components: only the identical array type (`[B` is not a `[Z`),
                // and identical names were accepted above.
                _ => Ok(false),
            };
        }
        if self.is_interface(&to_name)? {
            // Interfaces are treated as Object (the check happens at invokeinterface), except
            // that an array is only ever a Cloneable or a Serializable.
            return Ok(!is_array_name(&from_name)
                || to_name == "java/lang/Cloneable"
                || to_name == "java/io/Serializable");
        }
        if is_array_name(&from_name) {
            return Ok(false);
        }
        self.is_subclass(&from_name, &to_name)
    }

    /// The least common supertype of two reference types, as the inference verifier merges:
    /// the first common superclass (interfaces count as Object), arrays component-wise.
    pub fn merge_refs(&self, names: &mut Names, a: NameId, b: NameId) -> R<NameId> {
        if a == b {
            return Ok(a);
        }
        if self.trusting() {
            return Ok(names.intern(OBJECT));
        }
        let (an, bn) = (names.get(a).to_string(), names.get(b).to_string());
        if is_array_name(&an) || is_array_name(&bn) {
            if is_array_name(&an) && is_array_name(&bn) {
                if let (Some(VType::Ref(ac)), Some(VType::Ref(bc))) =
                    (names.component(a), names.component(b))
                {
                    let c = self.merge_refs(names, ac, bc)?;
                    return Ok(names.array_of(c));
                }
            }
            return Ok(names.intern(OBJECT));
        }
        if self.is_interface(&an)? || self.is_interface(&bn)? {
            return Ok(names.intern(OBJECT));
        }
        let a_chain = self.superclasses(&an)?;
        let b_chain = self.superclasses(&bn)?;
        let common = a_chain
            .iter()
            .find(|c| b_chain.contains(c))
            .map_or(OBJECT, |c| c.as_str());
        Ok(names.intern(common))
    }
}
