//! The jdk-subset class files, compiled by build.rs and embedded in the binary.
use std::path::PathBuf;

include!(concat!(env!("OUT_DIR"), "/boot_classes.rs"));

/// A directory holding the jdk-subset class files (for `javac -bootclasspath`), written once per
/// build of toyjvm under the user's cache directory.
pub fn extracted_dir() -> std::io::Result<PathBuf> {
    let mut hasher = std::hash::DefaultHasher::new();
    for (name, bytes) in BOOT_CLASSES {
        std::hash::Hash::hash(name, &mut hasher);
        std::hash::Hash::hash(bytes, &mut hasher);
    }
    let key = std::hash::Hasher::finish(&hasher);
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    let dir = base.join("toyjvm").join(format!("jdk-subset-{key:016x}"));
    if dir.join(".complete").exists() {
        return Ok(dir);
    }
    // Write into a private directory and rename, so concurrent first runs never see half a tree.
    let tmp = base
        .join("toyjvm")
        .join(format!("tmp-{key:016x}-{}", std::process::id()));
    for (name, bytes) in BOOT_CLASSES {
        let path = tmp.join(format!("{name}.class"));
        std::fs::create_dir_all(path.parent().unwrap())?;
        std::fs::write(path, bytes)?;
    }
    std::fs::write(tmp.join(".complete"), b"")?;
    if std::fs::rename(&tmp, &dir).is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    if dir.join(".complete").exists() {
        Ok(dir)
    } else {
        Err(std::io::Error::other(
            "could not extract the jdk-subset classes",
        ))
    }
}
