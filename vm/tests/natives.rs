//! The native-method contract (jdk-subset/natives.txt) holds in both directions: every `native`
//! method of the jdk-subset is listed and implemented, and every listed native exists.
use std::collections::BTreeSet;

fn listed() -> BTreeSet<String> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../jdk-subset/natives.txt"
    ))
    .unwrap();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

fn declared() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (name, bytes) in vm::bootclasses::BOOT_CLASSES {
        let class = vm::classes::classfile::parse(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        for m in class
            .methods
            .iter()
            .filter(|m| m.access & vm::classes::classfile::ACC_NATIVE != 0)
        {
            out.insert(format!("{}.{}{}", class.name, m.name, m.desc));
        }
    }
    out
}

#[test]
fn every_declared_native_is_listed() {
    let (listed, declared) = (listed(), declared());
    let missing: Vec<_> = declared.difference(&listed).collect();
    assert!(
        missing.is_empty(),
        "native methods not in natives.txt: {missing:#?}"
    );
    let stale: Vec<_> = listed.difference(&declared).collect();
    assert!(
        stale.is_empty(),
        "natives.txt lists methods the jdk-subset does not declare: {stale:#?}"
    );
}

#[test]
fn every_listed_native_is_implemented() {
    let registered: BTreeSet<String> = vm::natives::registered()
        .into_iter()
        .map(String::from)
        .collect();
    let missing: Vec<_> = listed()
        .into_iter()
        .filter(|n| !registered.contains(n))
        .collect();
    assert!(
        missing.is_empty(),
        "natives without a Rust implementation: {missing:#?}"
    );
}
