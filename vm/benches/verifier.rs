//! The verifier's speed on real javac output: the whole jdk-subset (about 500 classes), by type
//! checking (its own version) and by type inference (the same code read as a version-49 class
//! file). Throughput is in bytes of bytecode per second.
//!
//! Run: `cargo bench -p vm --bench verifier`
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use vm::classes::classfile::{self, ParsedClass};
use vm::classpath::ClassPath;
use vm::runtime::options::VmOptions;
use vm::runtime::vm::Vm;
use vm::verify::{verify, Subject};

fn library() -> Vec<ParsedClass> {
    vm::bootclasses::BOOT_CLASSES
        .iter()
        .map(|(name, bytes)| classfile::parse(bytes).unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

fn verify_all(classes: &[ParsedClass], as_major: Option<u16>) -> usize {
    let mut ok = 0;
    for p in classes {
        let mut s = Subject::of_parsed(p);
        if let Some(m) = as_major {
            s.major = m;
        }
        ok += verify(&s).is_ok() as usize;
    }
    ok
}

fn bench(c: &mut Criterion) {
    let jvm = Vm::create(VmOptions::default(), ClassPath::parse(".")).expect("a VM");
    // The verifier looks classes up through the VM of the thread (criterion runs here).
    let _entered = vm::runtime::vm::enter(jvm);
    let classes = library();
    // Load everything once, so that the benchmark measures verification, not class loading.
    verify_all(&classes, None);
    let bytes: usize = classes
        .iter()
        .flat_map(|p| &p.methods)
        .filter_map(|m| m.code.as_ref())
        .map(|c| c.bytes.len())
        .sum();
    let mut g = c.benchmark_group("verify_jdk_subset");
    g.throughput(Throughput::Bytes(bytes as u64));
    g.bench_function("type_checking", |b| b.iter(|| verify_all(&classes, None)));
    g.bench_function("type_inference", |b| {
        b.iter(|| verify_all(&classes, Some(49)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
