//! Compiles `jdk-subset/src` with javac (against itself) and embeds the class files in the binary,
//! so `toyjvm` runs from any directory without a separate class library.
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let src = manifest.join("../jdk-subset/src");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let classes = out.join("jdk-subset-classes");
    println!("cargo:rerun-if-changed={}", src.display());
    let mut sources = Vec::new();
    collect(&src, "java", &mut sources);
    for s in &sources {
        println!("cargo:rerun-if-changed={}", s.display());
    }
    let _ = std::fs::remove_dir_all(&classes);
    std::fs::create_dir_all(&classes).unwrap();
    let javac = std::env::var_os("JAVA_HOME")
        .map(|h| PathBuf::from(h).join("bin/javac"))
        .filter(|p| p.exists())
        .unwrap_or_else(|| PathBuf::from("javac"));
    // javac gets its file list from an @argfile: the list is long.
    let argfile = out.join("jdk-subset-sources.txt");
    let list: String = sources
        .iter()
        .map(|s| format!("\"{}\"\n", s.display()))
        .collect();
    std::fs::write(&argfile, list).unwrap();
    let status = Command::new(&javac)
        .args([
            "-source",
            "8",
            "-target",
            "8",
            "-Xlint:-options",
            "-encoding",
            "UTF-8",
            "-g",
        ])
        .arg("-nowarn")
        .arg("-bootclasspath")
        .arg(&classes)
        .arg("-sourcepath")
        .arg(&src)
        .arg("-d")
        .arg(&classes)
        .arg(format!("@{}", argfile.display()))
        .status()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {} (install a JDK: scripts/setup.sh): {e}",
                javac.display()
            )
        });
    assert!(status.success(), "javac failed to compile jdk-subset");
    let mut class_files = Vec::new();
    collect(&classes, "class", &mut class_files);
    class_files.sort();
    let mut gen = String::from("/// (internal name, class file bytes) of every jdk-subset class.\npub static BOOT_CLASSES: &[(&str, &[u8])] = &[\n");
    for f in &class_files {
        let rel = f.strip_prefix(&classes).unwrap().to_str().unwrap();
        let name = rel.trim_end_matches(".class");
        writeln!(
            gen,
            "    ({name:?}, include_bytes!({:?})),",
            f.display().to_string()
        )
        .unwrap();
    }
    gen.push_str("];\n");
    std::fs::write(out.join("boot_classes.rs"), gen).unwrap();
}

fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}
