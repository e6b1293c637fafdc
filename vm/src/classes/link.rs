//! Linking (JVMS §5.4): before a class is initialized — and before any of its code is decoded —
//! its superclass and superinterfaces are linked and then it is verified, as HotSpot's
//! `InstanceKlass::link_class` does. The outcome is kept: a class that failed verification
//! throws the same `VerifyError` at every later attempt (JVMS §5.4.1) and is never run.
//!
//! Which classes are verified follows HotSpot's two flags: `BytecodeVerificationRemote` (on by
//! default; `-Xverify:none` turns it off) for the class path, `BytecodeVerificationLocal` (off by
//! default; `-Xverify:all` turns it on) for the jdk-subset shipped inside the VM, which is
//! trusted as HotSpot trusts its boot class path.
use crate::classes::class::Class;
use crate::classes::link_error::LinkError;
use crate::classes::method::Method;
use crate::diagnostics::log::log_line;
use crate::runtime::vm::Vm;
use crate::verify::{verify, verify_one, Subject, TypeMap};
use std::time::Instant;

impl Vm {
    /// Links `class` (and its supertypes) if it is not yet. Cheap once done: one load.
    #[inline]
    pub fn link(&'static self, class: &'static Class) -> Result<(), Box<LinkError>> {
        match class.linked.get() {
            Some(outcome) => outcome.clone(),
            None => self.link_slow(class),
        }
    }

    #[cold]
    fn link_slow(&'static self, class: &'static Class) -> Result<(), Box<LinkError>> {
        if let Some(s) = class.super_class {
            self.link(s)?;
        }
        for i in &class.interfaces {
            self.link(i)?;
        }
        // A racing thread waits here until the first one has verified the class.
        class
            .linked
            .get_or_init(|| self.verify_class(class))
            .clone()
    }

    fn should_verify(&self, class: &Class) -> bool {
        let flags = &self.options.flags;
        let verify = if class.is_boot {
            flags.bytecode_verification_local
        } else {
            flags.bytecode_verification_remote
        };
        verify && !class.is_array() && !class.is_primitive()
    }

    fn verify_class(&self, class: &'static Class) -> Result<(), Box<LinkError>> {
        if !self.should_verify(class) {
            return Ok(());
        }
        let start = Instant::now();
        let result = verify(&Subject::of_class(class));
        let nanos = start.elapsed().as_nanos() as u64;
        let stats = &self.verification;
        let methods = class
            .methods
            .iter()
            .filter(|m| m.raw_code.is_some())
            .count() as u64;
        let bytes: u64 = class
            .methods
            .iter()
            .filter_map(|m| m.raw_code.as_ref())
            .map(|c| c.bytes.len() as u64)
            .sum();
        stats.record(methods, bytes, nanos);
        if self.options.log.verification {
            let outcome = match &result {
                Ok(_) => "Verified",
                Err(_) => "Failed to verify",
            };
            log_line(
                "verification",
                &format!(
                    "{outcome} {} in {:.3} ms ({methods} methods, {bytes} bytes of bytecode)",
                    class.java_name(),
                    nanos as f64 / 1e6
                ),
            );
        }
        for (m, map) in class.methods.iter().zip(result?.methods) {
            if let Some(map) = map {
                let _ = m.type_map.set(map);
            }
        }
        Ok(())
    }

    /// `-Xlog:verification`'s totals at exit.
    pub fn log_verification_summary(&self) {
        if !self.options.log.verification {
            return;
        }
        log_line("verification", &self.verification.summary());
    }
}

impl Method {
    /// Which frame slots hold references at each instruction: kept from verification, or
    /// computed now by the same analysis for a method of a class that was trusted instead of
    /// verified (the jdk-subset without `-Xverify:all`). None for methods without bytecode, or
    /// if the analysis fails (possible only in a class that was not verified).
    pub fn type_map(&self) -> Option<&TypeMap> {
        if let Some(map) = self.type_map.get() {
            return Some(map);
        }
        self.raw_code.as_ref()?;
        let mut subject = Subject::of_class(self.class());
        subject.trusted = true;
        let me = subject
            .methods
            .iter()
            .find(|m| m.name == self.name && m.desc == self.desc)?;
        let map = verify_one(&subject, me).ok()??;
        Some(self.type_map.get_or_init(|| map))
    }
}
