//! Source-launcher mode: `toyjvm Program.java args...`, like `java
//! Program.java` (JEP 330). The file is compiled by a real `javac` at
//! language level 8 against our jdk-subset as boot class path, into a
//! temporary directory that lives as long as the returned [`CompiledSource`];
//! the class to run is the first top-level type declared in the file, as
//! java's source launcher chooses it.
//!
//! Like java's launcher, only the one file is compiled: javac gets no source
//! path or class path of its own (both point at the empty output directory),
//! so neighbouring `.java` files and `$CLASSPATH` cannot leak into the
//! program, and annotation processing is off.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// How to get a `javac`; printed when none is found. Keep in sync with the
/// setup section of the top-level README.
pub const INSTALL_HINT: &str =
    "install a JDK (8 or newer), e.g. `sudo apt-get install openjdk-17-jdk-headless`, \
     or set JAVA_HOME to one";

/// A program compiled from one source file. The class files are deleted
/// when this is dropped, so keep it alive while the VM runs.
#[derive(Debug)]
pub struct CompiledSource {
    dir: tempfile::TempDir,
    main_class: String,
    diagnostics: String,
}

impl CompiledSource {
    /// The directory holding the compiled classes: put it on the class path.
    pub fn class_dir(&self) -> &Path {
        self.dir.path()
    }

    /// The class to run, as a binary name (`"demo.Main"`, or `"Main"` with
    /// no package).
    pub fn main_class(&self) -> &str {
        &self.main_class
    }

    /// The class to run as an internal name (`"demo/Main"`).
    pub fn main_class_internal(&self) -> String {
        self.main_class.replace('.', "/")
    }

    /// What javac printed although compilation succeeded (warnings, notes);
    /// usually empty.
    pub fn diagnostics(&self) -> &str {
        &self.diagnostics
    }
}

/// Compiles `source` with `javac -source 8 -target 8` against
/// `bootclasspath` and finds its main class.
///
/// Errors are ready to print: javac's own messages when the program does not
/// compile (the caller then reports `error: compilation failed` and exits 1,
/// as java does), otherwise a sentence starting with `error:` (no javac, the
/// file cannot be read, no class in the file).
pub fn compile_source(source: &Path, bootclasspath: &Path) -> Result<CompiledSource, String> {
    let bytes = std::fs::read(source)
        .map_err(|e| format!("error: cannot read source file {}: {e}", source.display()))?;
    // javac reads the file as UTF-8 (-encoding below); a stray invalid byte
    // only matters to javac, not to finding the class name.
    let text = String::from_utf8_lossy(&bytes);
    let declared = first_top_level_type(&text).ok_or_else(|| {
        format!(
            "error: no class declared in source file {}",
            source.display()
        )
    })?;

    let javac = find_javac().ok_or_else(|| {
        format!("error: javac not found (toyjvm compiles .java programs with it): {INSTALL_HINT}")
    })?;
    let dir = tempfile::Builder::new()
        .prefix("toyjvm-src-")
        .tempdir()
        .map_err(|e| format!("error: cannot create a temporary directory: {e}"))?;

    let output = Command::new(&javac)
        .args(["-source", "8", "-target", "8", "-Xlint:-options"])
        .args(["-encoding", "UTF-8", "-proc:none", "-implicit:none"])
        .arg("-bootclasspath")
        .arg(bootclasspath)
        .arg("-classpath")
        .arg(dir.path())
        .arg("-sourcepath")
        .arg(dir.path())
        .arg("-d")
        .arg(dir.path())
        .arg(source)
        .output()
        .map_err(|e| format!("error: cannot run {}: {e}", javac.display()))?;
    let mut messages = String::from_utf8_lossy(&output.stderr).into_owned();
    messages.push_str(&String::from_utf8_lossy(&output.stdout));
    if !output.status.success() {
        if messages.trim().is_empty() {
            messages = format!("error: {} failed ({})", javac.display(), output.status);
        }
        return Err(messages);
    }

    let main_class = confirm_main_class(dir.path(), &declared).ok_or_else(|| {
        format!(
            "error: cannot find the class file of {} (the first class in {})",
            declared.binary_name(),
            source.display()
        )
    })?;
    Ok(CompiledSource {
        dir,
        main_class,
        diagnostics: messages,
    })
}

/// The javac to use: `$JAVA_HOME/bin/javac`, else the first `javac` on PATH.
pub fn find_javac() -> Option<PathBuf> {
    locate_javac(std::env::var_os("JAVA_HOME"), std::env::var_os("PATH"))
}

fn locate_javac(java_home: Option<OsString>, path: Option<OsString>) -> Option<PathBuf> {
    if let Some(home) = java_home.filter(|h| !h.is_empty()) {
        let candidate = PathBuf::from(home).join("bin").join("javac");
        if is_executable(&candidate) {
            return Some(candidate);
        }
        // A JRE-only JAVA_HOME: fall back to PATH rather than fail.
    }
    std::env::split_paths(&path?)
        .map(|dir| dir.join("javac"))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    let Ok(meta) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        meta.is_file() && meta.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        meta.is_file()
    }
}

/// The first top-level type of a source file and its package.
#[derive(Debug, PartialEq, Eq)]
struct DeclaredType {
    package: Option<String>,
    name: String,
}

impl DeclaredType {
    fn binary_name(&self) -> String {
        match &self.package {
            Some(p) => format!("{p}.{}", self.name),
            None => self.name.clone(),
        }
    }
}

/// Checks the scanned name against what javac wrote. If the scan was fooled
/// (exotic syntax), a single top-level class file in the package directory
/// is an unambiguous answer; otherwise give up rather than run the wrong
/// class.
fn confirm_main_class(dir: &Path, declared: &DeclaredType) -> Option<String> {
    let package_dir = match &declared.package {
        Some(p) => dir.join(p.replace('.', "/")),
        None => dir.to_path_buf(),
    };
    if package_dir
        .join(format!("{}.class", declared.name))
        .is_file()
    {
        return Some(declared.binary_name());
    }
    let mut top_level = std::fs::read_dir(&package_dir)
        .ok()?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let stem = name.strip_suffix(".class")?;
            (!stem.contains('$')).then(|| stem.to_string())
        });
    let only = top_level.next()?;
    if top_level.next().is_some() {
        return None;
    }
    Some(
        DeclaredType {
            package: declared.package.clone(),
            name: only,
        }
        .binary_name(),
    )
}

/// Finds the first top-level `class`/`interface`/`enum`/`@interface`
/// declaration (brace and parenthesis depth 0, not `Foo.class`), and the
/// `package` declaration, skipping comments and literals.
fn first_top_level_type(source: &str) -> Option<DeclaredType> {
    let source = translate_unicode_escapes(source);
    let tokens = tokenize(&source);
    let mut package = None;
    let mut braces = 0usize;
    let mut parens = 0usize;
    let mut i = 0;
    while i < tokens.len() {
        let tok = tokens[i];
        match tok {
            "{" => braces += 1,
            "}" => braces = braces.saturating_sub(1),
            "(" => parens += 1,
            ")" => parens = parens.saturating_sub(1),
            "package" if braces == 0 && parens == 0 && package.is_none() => {
                let mut name = String::new();
                i += 1;
                while i < tokens.len() && tokens[i] != ";" {
                    name.push_str(tokens[i]);
                    i += 1;
                }
                package = Some(name);
            }
            "class" | "interface" | "enum" if braces == 0 && parens == 0 => {
                let after_dot = i > 0 && tokens[i - 1] == ".";
                if !after_dot {
                    let name = tokens.get(i + 1).filter(|t| is_identifier(t))?;
                    return Some(DeclaredType {
                        package,
                        name: name.to_string(),
                    });
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

fn is_identifier(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$')
}

fn is_identifier_part(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$'
}

/// Splits Java source into identifiers/keywords/numbers and one-character
/// punctuation, dropping whitespace, comments and string/char literals
/// (including text blocks, which javac rejects at -source 8 anyway).
fn tokenize(src: &str) -> Vec<&str> {
    let mut tokens = Vec::new();
    let bytes = src.as_bytes();
    let mut i = 0;
    while i < src.len() {
        let rest = &src[i..];
        let Some(c) = rest.chars().next() else {
            break;
        };
        if c.is_whitespace() {
            i += c.len_utf8();
        } else if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if let Some(body) = rest.strip_prefix("/*") {
            i += body.find("*/").map_or(rest.len(), |end| end + 4);
        } else if let Some(body) = rest.strip_prefix("\"\"\"") {
            i += body.find("\"\"\"").map_or(rest.len(), |end| end + 6);
        } else if c == '"' || c == '\'' {
            // Skip to the matching unescaped quote (or the end of the line,
            // where javac would report an unclosed literal).
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != c as u8 && bytes[j] != b'\n' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            i = (j + 1).min(src.len());
            // Never split a UTF-8 sequence (after a backslash before one).
            while !src.is_char_boundary(i) {
                i += 1;
            }
        } else if is_identifier_part(c) {
            let len = rest
                .find(|ch: char| !is_identifier_part(ch))
                .unwrap_or(rest.len());
            tokens.push(&rest[..len]);
            i += len;
        } else {
            tokens.push(&rest[..c.len_utf8()]);
            i += c.len_utf8();
        }
    }
    tokens
}

/// Applies Java's `\uXXXX` translation (JLS 3.3), which happens before
/// anything else: `\u0063lass` is the keyword `class`. A backslash that is
/// itself escaped (`\\u0063`) does not start an escape.
fn translate_unicode_escapes(src: &str) -> String {
    if !src.contains("\\u") {
        return src.to_string();
    }
    let chars: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut backslashes = 0usize; // raw backslashes immediately before chars[i]
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\\' && backslashes.is_multiple_of(2) && chars.get(i + 1) == Some(&'u') {
            let mut j = i + 1;
            while chars.get(j) == Some(&'u') {
                j += 1;
            }
            let hex: String = chars.iter().skip(j).take(4).collect();
            if let Some(ch) = (hex.len() == 4)
                .then(|| u32::from_str_radix(&hex, 16).ok())
                .flatten()
                .and_then(char::from_u32)
            {
                out.push(ch);
                i = j + 4;
                backslashes = 0;
                continue;
            }
        }
        backslashes = if c == '\\' { backslashes + 1 } else { 0 };
        out.push(c);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(src: &str) -> Option<String> {
        first_top_level_type(src).map(|t| t.binary_name())
    }

    #[test]
    fn first_top_level_type_skips_comments_literals_and_nesting() {
        let src = r#"
            // class Comment1 {
            /* class Comment2 { */
            /** Javadoc: {@code class Doc} */
            package demo . sub;
            import java.util.List;
            @Anno(value = Other.class, s = "class InString {")
            final class Helper {
                class Inner {}
                static String s = "\"class Escaped\" {";
                static char c = '{';
                static char q = '\'';
            }
            public class Main { public static void main(String[] a) {} }
        "#;
        assert_eq!(first(src).as_deref(), Some("demo.sub.Helper"));
    }

    #[test]
    fn first_top_level_type_kinds() {
        assert_eq!(first("interface I {} class C {}").as_deref(), Some("I"));
        assert_eq!(first("enum E { A, B } class C {}").as_deref(), Some("E"));
        assert_eq!(first("@interface A {} class C {}").as_deref(), Some("A"));
        assert_eq!(
            first("public final class $Main_1 {}").as_deref(),
            Some("$Main_1")
        );
        assert_eq!(first("class Größe {}").as_deref(), Some("Größe"));
        // A unicode escape can spell a keyword; an escaped backslash cannot.
        assert_eq!(first("\\u0063lass U {}").as_deref(), Some("U"));
        assert_eq!(
            first("/* \\\\u002a/ class NotHere {} */ class Here {}").as_deref(),
            Some("Here")
        );
        assert_eq!(first("// nothing\nimport a.b;"), None);
        assert_eq!(first(""), None);
        // Unterminated things do not panic.
        assert_eq!(first("class"), None);
        assert_eq!(first("/* class A"), None);
        assert_eq!(first("\"class A"), None);
        assert_eq!(first("'\\é"), None);
    }

    #[test]
    fn locate_javac_prefers_java_home_then_path() {
        let tmp = tempfile::tempdir().unwrap();
        let make = |dir: &Path| {
            std::fs::create_dir_all(dir).unwrap();
            let p = dir.join("javac");
            std::fs::write(&p, "#!/bin/sh\n").unwrap();
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
            }
            p
        };
        let home_javac = make(&tmp.path().join("jdk/bin"));
        let path_javac = make(&tmp.path().join("usr/bin"));
        let path =
            std::env::join_paths([tmp.path().join("empty"), tmp.path().join("usr/bin")]).unwrap();
        let home = tmp.path().join("jdk").into_os_string();
        assert_eq!(
            locate_javac(Some(home), Some(path.clone())),
            Some(home_javac)
        );
        let jre = tmp.path().join("jre").into_os_string();
        assert_eq!(
            locate_javac(Some(jre), Some(path.clone())),
            Some(path_javac.clone())
        );
        assert_eq!(locate_javac(None, Some(path)), Some(path_javac));
        assert_eq!(locate_javac(None, None), None);
    }

    /// Compiles a minimal java.lang (Object, String) to serve as the boot
    /// class path, or None when no javac is installed.
    fn mini_boot_classes(root: &Path) -> Option<PathBuf> {
        let javac = find_javac()?;
        let src = root.join("bootsrc/java/lang");
        std::fs::create_dir_all(&src).unwrap();
        std::fs::write(
            src.join("Object.java"),
            "package java.lang; public class Object { public Object() {} }",
        )
        .unwrap();
        std::fs::write(
            src.join("String.java"),
            "package java.lang; public final class String {}",
        )
        .unwrap();
        let out = root.join("boot");
        std::fs::create_dir_all(&out).unwrap();
        let status = Command::new(javac)
            .args(["-source", "8", "-target", "8", "-Xlint:-options"])
            .arg("-bootclasspath")
            .arg(&out)
            .arg("-d")
            .arg(&out)
            .arg(src.join("Object.java"))
            .arg(src.join("String.java"))
            .status()
            .unwrap();
        assert!(status.success());
        Some(out)
    }

    #[test]
    fn compile_source_with_javac() {
        let tmp = tempfile::tempdir().unwrap();
        let Some(boot) = mini_boot_classes(tmp.path()) else {
            eprintln!("skipped: no javac ({INSTALL_HINT})");
            return;
        };
        // A neighbouring file must not be compiled along (java doesn't).
        std::fs::write(
            tmp.path().join("Broken.java"),
            "class Broken { syntax error",
        )
        .unwrap();
        let source = tmp.path().join("Prog.java");
        std::fs::write(
            &source,
            "package demo;\n\
             // The first class is the one to run, whatever the file is called.\n\
             class First { public static void main(String[] args) { new Second(); } }\n\
             public class Prog {}\n\
             class Second { Object o = new Object() {}; }\n",
        )
        .unwrap();
        let compiled = compile_source(&source, &boot).expect("compiles");
        assert_eq!(compiled.main_class(), "demo.First");
        assert_eq!(compiled.main_class_internal(), "demo/First");
        let dir = compiled.class_dir().to_path_buf();
        for class in ["First", "Prog", "Second", "Second$1"] {
            assert!(dir.join(format!("demo/{class}.class")).is_file(), "{class}");
        }
        assert!(!dir.join("Broken.class").exists());
        drop(compiled);
        assert!(!dir.exists(), "class directory removed on drop");

        // Compile errors come back as javac's messages.
        let bad = tmp.path().join("Bad.java");
        std::fs::write(&bad, "class Bad {\n void f() { undefinedMethod(); } }").unwrap();
        let err = compile_source(&bad, &boot).unwrap_err();
        assert!(
            err.contains("Bad.java:2: error: cannot find symbol"),
            "{err}"
        );

        // Using a class the boot class path lacks fails at compile time.
        let missing = tmp.path().join("Uses.java");
        std::fs::write(&missing, "class Uses { java.util.List l; }").unwrap();
        assert!(compile_source(&missing, &boot).is_err());

        let err = compile_source(&tmp.path().join("Nope.java"), &boot).unwrap_err();
        assert!(err.starts_with("error: cannot read source file"), "{err}");
        let empty = tmp.path().join("Empty.java");
        std::fs::write(&empty, "// nothing here\n").unwrap();
        let err = compile_source(&empty, &boot).unwrap_err();
        assert!(err.contains("no class declared"), "{err}");
    }
}
