//! Throwing Java exceptions from Rust: the VM's own (`/ by zero`, NPE, linkage errors) and
//! those natives raise, built as Java objects (`runtime/throw.rs` is the value that carries one).
use crate::classes::link_error::LinkError;
use crate::runtime::java_calls::JavaCalls;
use crate::runtime::throw::{JResult, Throw};
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;

impl JThread {
    /// Creates an exception of class `class` (internal name) with an optional message, calling
    /// its `(String)` or `()` constructor. If building it throws, that exception is returned.
    pub fn new_throwable(&mut self, class: &str, message: Option<&str>) -> Throw {
        let cls = match vm().load_class(class) {
            Ok(c) => c,
            // The library lacks the class: fall back to InternalError naming it (never recurse).
            Err(_) if class != "java/lang/InternalError" => {
                return self.new_throwable(
                    "java/lang/InternalError",
                    Some(&format!("{class}: {}", message.unwrap_or(""))),
                )
            }
            Err(_) => panic!("jdk-subset has no java.lang.InternalError"),
        };
        if let Err(t) = self.ensure_initialized(cls) {
            return t;
        }
        // The new object, and its message, are used after the constructor returns.
        self.with_handles(|this| {
            let obj = match this.alloc_object(cls) {
                Ok(o) => this.handle(o),
                Err(t) => return t,
            };
            let result = match message {
                Some(m) => {
                    let s = match this.new_string(m) {
                        Ok(s) => this.handle(s),
                        Err(t) => return t,
                    };
                    match cls.find_declared_method("<init>", "(Ljava/lang/String;)V") {
                        Some(init) => this.invoke(init, &[obj, s]),
                        None => {
                            let r = this.construct_default(cls, obj);
                            crate::heap::field(obj, vm().wk().throwable_detail_message)
                                .store(s, std::sync::atomic::Ordering::Relaxed);
                            r
                        }
                    }
                }
                None => this.construct_default(cls, obj),
            };
            match result {
                Ok(_) => Throw(obj),
                Err(t) => t,
            }
        })
    }

    fn construct_default(
        &mut self,
        cls: &'static crate::classes::class::Class,
        obj: u64,
    ) -> JResult<u64> {
        match cls.find_declared_method("<init>", "()V") {
            Some(init) => self.invoke(init, &[obj]),
            None => Ok(0),
        }
    }

    pub fn link_error(&mut self, e: &LinkError) -> Throw {
        // HotSpot's verifier and its class loader name types by their internal names
        // (`java/lang/String`, `NoClassDefFoundError: p/H`).
        if e.class == "java/lang/VerifyError" || e.class == "java/lang/NoClassDefFoundError" {
            return self.new_throwable(e.class, Some(&e.message));
        }
        self.new_throwable(e.class, Some(&e.message.replace('/', ".")))
    }

    /// The NullPointerException of an instruction of the current frame (its pc synced) that
    /// met a null: marked so that `getMessage()` computes the helpful message from the
    /// backtrace's top frame (`runtime/npe_message.rs`). Only these get one: HotSpot gives none
    /// to NPEs made by Java code, reflection or natives.
    pub fn null_pointer(&mut self) -> Throw {
        let t = self.new_throwable("java/lang/NullPointerException", None);
        let cls = crate::heap::class_of(t.0);
        if cls.name == "java/lang/NullPointerException" {
            if let Some(slot) = cls.instance_field_slot("extendedMessageState") {
                crate::heap::field(t.0, slot).store(1, std::sync::atomic::Ordering::Relaxed);
            }
        }
        t
    }

    /// A NullPointerException raised by a native method or by the VM outside the interpreter:
    /// no helpful message (in HotSpot its top frame is the native's).
    pub fn null_pointer_in_native(&mut self) -> Throw {
        self.new_throwable("java/lang/NullPointerException", None)
    }

    /// `idiv`, `irem`, `ldiv`, `lrem` by zero.
    #[cold]
    pub fn divide_by_zero(&mut self) -> Throw {
        self.new_throwable("java/lang/ArithmeticException", Some("/ by zero"))
    }

    pub fn stack_overflow(&mut self) -> Throw {
        let limit = self.open_stack_reserve();
        let t = self.new_throwable("java/lang/StackOverflowError", None);
        self.restore_stack_limit(limit);
        t
    }

    pub fn array_index(&mut self, index: i32, len: i32) -> Throw {
        self.new_throwable(
            "java/lang/ArrayIndexOutOfBoundsException",
            Some(&format!("Index {index} out of bounds for length {len}")),
        )
    }

    /// JDK 17's ClassCastException message.
    pub fn class_cast(
        &mut self,
        from: &crate::classes::class::Class,
        to: &crate::classes::class::Class,
    ) -> Throw {
        let where_ = |c: &crate::classes::class::Class| {
            if c.is_boot {
                "module java.base of loader 'bootstrap'"
            } else {
                "unnamed module of loader 'app'"
            }
        };
        let (a, b) = (from.java_name(), to.java_name());
        let tail = if from.is_boot == to.is_boot {
            format!("{a} and {b} are in {}", where_(from))
        } else {
            format!("{a} is in {}; {b} is in {}", where_(from), where_(to))
        };
        let msg = format!("class {a} cannot be cast to class {b} ({tail})");
        self.new_throwable("java/lang/ClassCastException", Some(&msg))
    }
}
