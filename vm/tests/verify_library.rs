//! The verifier against real javac output: every class of the jdk-subset (hundreds of classes,
//! every kind of bytecode javac emits) must verify, and must yield a type map for every method
//! with code. The library is trusted at run time (as HotSpot trusts its boot class path), so
//! this is where the verifier is shown to accept what it must.
//!
//! Run: `cargo test --release -p vm --test verify_library`
use vm::classes::classfile;
use vm::classpath::ClassPath;
use vm::runtime::options::VmOptions;
use vm::runtime::vm::Vm;
use vm::verify::{verify, Subject};

/// Verifies the whole library, by type checking (its own version, 52) or by type inference
/// (the same code read as an old class file: stack maps ignored, states inferred).
fn verify_library(as_major: Option<u16>) {
    let _entered = vm::runtime::vm::enter(the_vm());
    let mut failures = Vec::new();
    let mut methods = 0;
    for (name, bytes) in vm::bootclasses::BOOT_CLASSES {
        let parsed = classfile::parse(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut subject = Subject::of_parsed(&parsed);
        if let Some(major) = as_major {
            subject.major = major;
        }
        match verify(&subject) {
            Ok(v) => {
                for (m, map) in parsed.methods.iter().zip(&v.methods) {
                    assert_eq!(m.code.is_some(), map.is_some(), "{name}.{}", m.name);
                    if let (Some(code), Some(map)) = (&m.code, map) {
                        // Every instruction start of reachable code has a row; bci 0 always.
                        assert!(map.refs_at(0).is_some(), "{name}.{}", m.name);
                        assert_eq!(map.width(), (code.max_locals + code.max_stack) as u32);
                        methods += 1;
                    }
                }
            }
            // Read as version 49, a call of a static interface method (Java 8) is rightly
            // illegal; everything else must pass.
            Err(e) if as_major.is_some() && e.message.contains("Illegal type at constant pool") => {
            }
            Err(e) => failures.push(format!("{name}: {}: {}", e.class, e.message)),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} classes failed verification:\n{}",
        failures.len(),
        vm::bootclasses::BOOT_CLASSES.len(),
        failures.join("\n\n")
    );
    assert!(methods > 1000, "only {methods} methods verified");
}

/// One VM for the tests of this file; each test's thread works for it while it runs.
fn the_vm() -> &'static Vm {
    static VM: std::sync::OnceLock<&'static Vm> = std::sync::OnceLock::new();
    VM.get_or_init(|| Vm::create(VmOptions::default(), ClassPath::parse(".")).expect("a VM"))
}

#[test]
fn every_jdk_subset_class_passes_type_checking() {
    verify_library(None);
}

#[test]
fn every_jdk_subset_class_passes_type_inference() {
    verify_library(Some(49));
}

/// A trusted class is not verified at link time; its type maps are computed on demand, and
/// agree with what the class's code does: `String.length()` reads `this` (a reference in local
/// 0) at its first instruction.
#[test]
fn type_maps_of_trusted_classes_are_computed_on_demand() {
    let vm = the_vm();
    let _entered = vm::runtime::vm::enter(vm);
    let string = vm.load_class("java/lang/String").unwrap();
    let length = string.find_declared_method("length", "()I").unwrap();
    let map = length.type_map().expect("a type map");
    let entry = map.refs_at(0).expect("a row at bci 0");
    assert!(entry.is_ref(0), "`this` is a reference");
    assert_eq!(entry.stack_depth, 0);
    let value_of = string
        .find_declared_method("valueOf", "(I)Ljava/lang/String;")
        .unwrap();
    let entry = value_of.type_map().unwrap().refs_at(0).unwrap();
    assert!(!entry.is_ref(0), "an int parameter is not a reference");
}
