//! Class initialization, JVMS §5.5: superclass first, `ConstantValue` statics, then `<clinit>`,
//! under the class's init lock so that exactly one thread initializes and others wait.
use crate::classes::class::{Class, InitState};
use crate::classes::classfile::Constant;
use crate::runtime::java_calls::JavaCalls;
use crate::runtime::throw::JResult;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;
use std::sync::atomic::Ordering;

impl JThread {
    /// Initializes `class` if it is not yet (the fast path is one acquire load).
    #[inline]
    pub fn ensure_initialized(&mut self, class: &'static Class) -> JResult<()> {
        if class.is_initialized() {
            return Ok(());
        }
        self.initialize(class)
    }

    #[cold]
    fn initialize(&mut self, class: &'static Class) -> JResult<()> {
        // Linking (verification) comes first; its failure is not an initialization error.
        if let Err(e) = vm().link(class) {
            return Err(self.link_error(&e));
        }
        {
            let mut st = class.init_state.lock();
            loop {
                match *st {
                    InitState::Initialized => return Ok(()),
                    InitState::BeingInitialized(t) if t == self.id => return Ok(()),
                    InitState::BeingInitialized(_) => {
                        // Blocked for safepoints while waiting, and until the init lock is
                        // released again: a running thread may be blocked on that lock, and
                        // a safepoint would wait for it for ever.
                        self.shared.locking.block();
                        class.init_done.wait(&mut st);
                        parking_lot::MutexGuard::unlocked(&mut st, || {
                            self.shared.locking.unblock()
                        });
                    }
                    InitState::Erroneous => {
                        drop(st);
                        let msg = format!("Could not initialize class {}", class.java_name());
                        return Err(
                            self.new_throwable("java/lang/NoClassDefFoundError", Some(&msg))
                        );
                    }
                    InitState::Linked => {
                        *st = InitState::BeingInitialized(self.id);
                        break;
                    }
                }
            }
        }
        let result = self.run_initializers(class);
        let mut st = class.init_state.lock();
        match result {
            Ok(()) => {
                *st = InitState::Initialized;
                class.mark_initialized();
            }
            Err(_) => *st = InitState::Erroneous,
        }
        class.init_done.notify_all();
        drop(st);
        result.map_err(|t| {
            // The cause, and then the wrapper, live across loading, allocation and the
            // wrapper's constructor.
            self.with_handles(|this| {
                this.handle(t.0);
                // Anything but an Error is wrapped in ExceptionInInitializerError.
                let error = vm().load_class("java/lang/Error").ok();
                if error.is_some_and(|e| crate::heap::class_of(t.0).is_subclass_of(e)) {
                    return t;
                }
                let eiie = vm().load_class("java/lang/ExceptionInInitializerError");
                let Ok(eiie) = eiie else { return t };
                if let Err(e) = this.ensure_initialized(eiie) {
                    return e;
                }
                let obj = match this.alloc_object(eiie) {
                    Ok(o) => this.handle(o),
                    Err(e) => return e,
                };
                match eiie
                    .find_declared_method("<init>", "(Ljava/lang/Throwable;)V")
                    .map(|m| this.invoke(m, &[obj, t.0]))
                {
                    Some(Ok(_)) => crate::runtime::throw::Throw(obj),
                    Some(Err(e)) => e,
                    None => t,
                }
            })
        })
    }

    fn run_initializers(&mut self, class: &'static Class) -> JResult<()> {
        if !class.is_interface() {
            if let Some(s) = class.super_class {
                self.ensure_initialized(s)?;
            }
            // Superinterfaces that declare default methods, superinterfaces first (JVMS §5.5).
            let mut with_defaults = Vec::new();
            for i in &class.interfaces {
                collect_default_interfaces(i, &mut with_defaults);
            }
            for i in with_defaults {
                self.ensure_initialized(i)?;
            }
        }
        for f in class.fields.iter().filter(|f| f.is_static()) {
            let Some(idx) = f.constant_value else {
                continue;
            };
            let v = match &class.cp[idx as usize] {
                Constant::Integer(i) => *i as u32 as u64,
                Constant::Float(x) => x.to_bits() as u64,
                Constant::Long(l) => *l as u64,
                Constant::Double(d) => d.to_bits(),
                Constant::String(s) => self.intern_utf16(s)?,
                _ => continue,
            };
            class.statics[f.slot as usize].store(v, Ordering::Relaxed);
        }
        if let Some(clinit) = class.find_declared_method("<clinit>", "()V") {
            self.invoke(clinit, &[])?;
        }
        Ok(())
    }
}

fn collect_default_interfaces(i: &'static Class, out: &mut Vec<&'static Class>) {
    for sup in &i.interfaces {
        collect_default_interfaces(sup, out);
    }
    let has_default = i.methods.iter().any(|m| !m.is_abstract() && !m.is_static());
    if has_default && !out.iter().any(|c| std::ptr::eq(*c, i)) {
        out.push(i);
    }
}
