//! Where class bytes come from: the `-cp` search path of directories and
//! jar/zip files, searched in order like `java` does on Linux.
//!
//! Behaviour copied from `java` (checked with JDK 17):
//! * entries are separated by ':'; an empty spec, and every empty element
//!   (`a::b`, a trailing ':'), means the current directory;
//! * entries that do not exist, or are neither a directory nor a readable
//!   zip archive, are skipped silently (`java -cp nonexist:. Foo` works);
//!   the reasons are kept in [`ClassPath::skipped`] for `-verbose` style
//!   diagnostics;
//! * the first entry that has the class wins.
//!
//! Not supported (yet): the `Class-Path` attribute of jar manifests,
//! wildcard entries (`lib/*`) and multi-release jars.
//!
//! Jars are opened once, when the class path is parsed, and their central
//! directory stays in memory; each archive sits behind a `Mutex` because a
//! read moves the shared file cursor, which keeps `ClassPath` `Send + Sync`
//! so class-loading threads can share it.

use parking_lot::Mutex;
use std::fmt;
use std::fs::File;
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};

use zip::ZipArchive;

/// Upper bound for one class file or manifest read from an archive: the
/// JVM's own limits keep real class files far below this, and it stops a
/// malicious entry (a "zip bomb") from exhausting memory.
const MAX_ENTRY_BYTES: u64 = 256 << 20;

/// One element of the class path.
enum Entry {
    Dir(PathBuf),
    Jar {
        path: PathBuf,
        archive: Mutex<ZipArchive<BufReader<File>>>,
    },
}

/// An ordered list of directories and jar/zip files to load classes from.
pub struct ClassPath {
    entries: Vec<Entry>,
    skipped: Vec<(PathBuf, String)>,
}

impl fmt::Debug for ClassPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClassPath")
            .field("entries", &self.entry_paths().collect::<Vec<_>>())
            .field("skipped", &self.skipped)
            .finish()
    }
}

impl ClassPath {
    /// Parses a `-cp` value such as `"build/classes:lib/util.jar"`.
    /// Never fails: unusable entries are skipped as `java` does.
    pub fn parse(spec: &str) -> ClassPath {
        let mut cp = ClassPath {
            entries: Vec::new(),
            skipped: Vec::new(),
        };
        for element in spec.split(':') {
            let element = if element.is_empty() { "." } else { element };
            cp.push(Path::new(element));
        }
        cp
    }

    /// Appends one directory or archive to the end of the search path (the
    /// launcher uses this for `-jar` and for the boot class path).
    pub fn push(&mut self, path: &Path) {
        if path.is_dir() {
            self.entries.push(Entry::Dir(path.to_path_buf()));
            return;
        }
        if !path.is_file() {
            self.skipped
                .push((path.to_path_buf(), "no such file or directory".into()));
            return;
        }
        // Any regular file is tried as a zip archive, whatever its name,
        // as java does (a ".zip" or an extension-less file works too).
        match open_archive(path) {
            Ok(archive) => self.entries.push(Entry::Jar {
                path: path.to_path_buf(),
                archive: Mutex::new(archive),
            }),
            Err(e) => self.skipped.push((path.to_path_buf(), e)),
        }
    }

    /// The class file bytes for `internal_name` (`"com/x/Foo"`, `"Foo$1"`)
    /// from the first entry that has it, or None.
    pub fn find(&self, internal_name: &str) -> Option<Vec<u8>> {
        if !is_plausible_internal_name(internal_name) {
            return None;
        }
        let file_name = format!("{internal_name}.class");
        self.entries.iter().find_map(|entry| match entry {
            Entry::Dir(dir) => read_file_capped(&dir.join(&file_name)),
            Entry::Jar { archive, .. } => {
                // A panic while holding the lock cannot leave the archive in
                // a state later reads depend on (each read seeks afresh), so
                // a poisoned lock is simply taken over.
                let mut archive = archive.lock();
                read_entry(&mut archive, &file_name)
            }
        })
    }

    /// The usable entries, in search order.
    pub fn entry_paths(&self) -> impl Iterator<Item = &Path> {
        self.entries.iter().map(|e| match e {
            Entry::Dir(p) | Entry::Jar { path: p, .. } => p.as_path(),
        })
    }

    /// Entries that were ignored, with the reason (missing, not a zip, ...).
    pub fn skipped(&self) -> &[(PathBuf, String)] {
        &self.skipped
    }
}

/// The `Main-Class` attribute of a jar's `META-INF/MANIFEST.MF`, as written
/// there (a binary name with dots, e.g. `"com.x.Main"`). None if the file is
/// not a readable archive, has no manifest, or the manifest has no
/// `Main-Class` in its main section.
pub fn main_class_from_jar(path: impl AsRef<Path>) -> Option<String> {
    let mut archive = open_archive(path.as_ref()).ok()?;
    let bytes = read_entry(&mut archive, "META-INF/MANIFEST.MF")?;
    manifest_main_attribute(&String::from_utf8_lossy(&bytes), "Main-Class")
}

fn open_archive(path: &Path) -> Result<ZipArchive<BufReader<File>>, String> {
    let file = File::open(path).map_err(|e| e.to_string())?;
    ZipArchive::new(BufReader::new(file)).map_err(|e| format!("not a valid jar/zip file: {e}"))
}

/// Reads one archive member, None if absent or unreadable (a corrupt or
/// truncated member reads as "not found", as a damaged jar would in java,
/// rather than aborting the VM).
fn read_entry<R: Read + std::io::Seek>(archive: &mut ZipArchive<R>, name: &str) -> Option<Vec<u8>> {
    let file = archive.by_name(name).ok()?;
    if file.is_dir() {
        return None;
    }
    let expected = file.size().min(MAX_ENTRY_BYTES);
    let mut bytes = Vec::with_capacity(expected as usize);
    // Reading through the decompressor also verifies the CRC at the end.
    let read = file
        .take(MAX_ENTRY_BYTES + 1)
        .read_to_end(&mut bytes)
        .ok()?;
    if read as u64 > MAX_ENTRY_BYTES {
        return None;
    }
    Some(bytes)
}

fn read_file_capped(path: &Path) -> Option<Vec<u8>> {
    let file = File::open(path).ok()?;
    if !file.metadata().ok()?.is_file() {
        return None;
    }
    let mut bytes = Vec::new();
    let read = file
        .take(MAX_ENTRY_BYTES + 1)
        .read_to_end(&mut bytes)
        .ok()?;
    (read as u64 <= MAX_ENTRY_BYTES).then_some(bytes)
}

/// Rejects names that could not be a class's internal name but could
/// escape a class path directory (`../x`, `/etc/x`, `a//b`), so a crafted
/// constant pool cannot read arbitrary files.
fn is_plausible_internal_name(name: &str) -> bool {
    !name.is_empty()
        && !name.contains(['\\', '\0'])
        && name
            .split('/')
            .all(|seg| !seg.is_empty() && seg != "." && seg != "..")
}

/// Looks up an attribute of a manifest's main section (the lines before the
/// first blank line). Names are case-insensitive; a line starting with one
/// space continues the previous value; lines end in CRLF, LF or CR.
fn manifest_main_attribute(text: &str, wanted: &str) -> Option<String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let normalized = text.replace("\r\n", "\n").replace('\r', "\n");
    let mut current: Option<(String, String)> = None;
    let mut found = None;
    for line in normalized.split('\n') {
        if line.is_empty() {
            break; // end of the main section
        }
        if let Some(cont) = line.strip_prefix(' ') {
            if let Some((_, value)) = current.as_mut() {
                value.push_str(cont);
            }
            continue;
        }
        if let Some((name, value)) = current.take() {
            if name.eq_ignore_ascii_case(wanted) {
                found = Some(value);
            }
        }
        current = line.split_once(':').map(|(name, value)| {
            (
                name.to_string(),
                value.strip_prefix(' ').unwrap_or(value).to_string(),
            )
        });
    }
    if let Some((name, value)) = current {
        if name.eq_ignore_ascii_case(wanted) {
            found = Some(value);
        }
    }
    found
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use zip::write::SimpleFileOptions;
    use zip::{CompressionMethod, ZipWriter};

    /// Writes a zip with the given members (deflated, like `jar` does).
    fn write_jar(path: &Path, members: &[(&str, &[u8])]) {
        let mut zip = ZipWriter::new(File::create(path).unwrap());
        let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
        for (name, bytes) in members {
            zip.start_file(*name, options).unwrap();
            zip.write_all(bytes).unwrap();
        }
        zip.finish().unwrap();
    }

    fn write_class(dir: &Path, internal_name: &str, bytes: &[u8]) {
        let path = dir.join(format!("{internal_name}.class"));
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }

    fn s(p: &Path) -> &str {
        p.to_str().unwrap()
    }

    #[test]
    fn directories_and_jars_first_entry_wins() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("classes");
        write_class(&dir, "com/x/Foo", b"from dir");
        write_class(&dir, "Only", b"only in dir");
        let jar = tmp.path().join("lib.jar");
        let big = vec![7u8; 100_000]; // large enough to really be deflated
        write_jar(
            &jar,
            &[
                ("com/x/Foo.class", b"from jar"),
                ("com/x/Bar.class", b"bar in jar"),
                ("Big.class", &big),
            ],
        );

        let cp = ClassPath::parse(&format!("{}:{}", s(&dir), s(&jar)));
        assert_eq!(cp.find("com/x/Foo").as_deref(), Some(&b"from dir"[..]));
        assert_eq!(cp.find("com/x/Bar").as_deref(), Some(&b"bar in jar"[..]));
        assert_eq!(cp.find("Only").as_deref(), Some(&b"only in dir"[..]));
        assert_eq!(cp.find("Big"), Some(big));
        assert_eq!(cp.find("com/x/Missing"), None);
        assert_eq!(cp.entry_paths().count(), 2);

        let cp = ClassPath::parse(&format!("{}:{}", s(&jar), s(&dir)));
        assert_eq!(cp.find("com/x/Foo").as_deref(), Some(&b"from jar"[..]));
    }

    #[test]
    fn missing_and_corrupt_entries_are_skipped() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("classes");
        write_class(&dir, "A", b"a");
        let bad = tmp.path().join("bad.jar");
        std::fs::write(&bad, b"this is not a zip file at all").unwrap();
        let missing = tmp.path().join("missing.jar");

        let cp = ClassPath::parse(&format!("{}:{}:{}", s(&missing), s(&bad), s(&dir)));
        assert_eq!(cp.find("A").as_deref(), Some(&b"a"[..]));
        assert_eq!(cp.entry_paths().collect::<Vec<_>>(), vec![dir.as_path()]);
        assert_eq!(cp.skipped().len(), 2);
        assert!(
            cp.skipped()[1].1.contains("not a valid jar"),
            "{:?}",
            cp.skipped()
        );
        assert_eq!(main_class_from_jar(&bad), None);
        assert_eq!(main_class_from_jar(&missing), None);
    }

    #[test]
    fn damaged_member_reads_as_absent() {
        let tmp = tempfile::tempdir().unwrap();
        let jar = tmp.path().join("lib.jar");
        let payload = vec![b'x'; 4096];
        write_jar(&jar, &[("A.class", &payload), ("B.class", b"b")]);
        // Flip bytes inside A's compressed data, which follows A's local
        // header (the first one): 30 fixed bytes, the name, the extra field.
        let mut bytes = std::fs::read(&jar).unwrap();
        assert_eq!(&bytes[0..4], b"PK\x03\x04");
        let name_len = u16::from_le_bytes([bytes[26], bytes[27]]) as usize;
        let extra_len = u16::from_le_bytes([bytes[28], bytes[29]]) as usize;
        let data = 30 + name_len + extra_len;
        for b in &mut bytes[data + 2..data + 6] {
            *b ^= 0x55;
        }
        std::fs::write(&jar, &bytes).unwrap();
        let cp = ClassPath::parse(s(&jar));
        assert_eq!(cp.find("A"), None);
        assert_eq!(cp.find("B").as_deref(), Some(&b"b"[..]));
    }

    #[test]
    fn empty_elements_mean_current_directory() {
        for spec in ["", ":", "nonexistent-e7f3:", ":nonexistent-e7f3"] {
            let cp = ClassPath::parse(spec);
            assert!(
                cp.entry_paths().any(|p| p == Path::new(".")),
                "{spec:?} -> {cp:?}"
            );
        }
        let cp = ClassPath::parse("nonexistent-e7f3");
        assert_eq!(cp.entry_paths().count(), 0);
    }

    #[test]
    fn names_that_escape_the_directory_are_rejected() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("classes");
        std::fs::create_dir_all(&dir).unwrap();
        write_class(tmp.path(), "Secret", b"outside");
        let cp = ClassPath::parse(s(&dir));
        assert_eq!(cp.find("../Secret"), None);
        assert_eq!(cp.find("./../Secret"), None);
        assert_eq!(cp.find(""), None);
        assert_eq!(cp.find("/Secret"), None);
    }

    #[test]
    fn main_class_from_manifest() {
        let tmp = tempfile::tempdir().unwrap();
        let jar = tmp.path().join("app.jar");
        let manifest = "Manifest-Version: 1.0\r\nCreated-By: 17 (test)\r\nmain-class: com.exa\r\n mple.Main \r\n\r\nName: x\r\nMain-Class: Wrong\r\n";
        write_jar(&jar, &[("META-INF/MANIFEST.MF", manifest.as_bytes())]);
        assert_eq!(
            main_class_from_jar(&jar).as_deref(),
            Some("com.example.Main")
        );

        let jar2 = tmp.path().join("nomain.jar");
        write_jar(
            &jar2,
            &[(
                "META-INF/MANIFEST.MF",
                b"Manifest-Version: 1.0\n\nMain-Class: X\n",
            )],
        );
        assert_eq!(main_class_from_jar(&jar2), None);

        let jar3 = tmp.path().join("nomanifest.jar");
        write_jar(&jar3, &[("A.class", b"a")]);
        assert_eq!(main_class_from_jar(&jar3), None);
    }

    #[test]
    fn jar_made_by_the_jdk_tool() {
        // Cross-check with a jar written by `jar`, when a JDK is installed.
        let tmp = tempfile::tempdir().unwrap();
        let src = tmp.path().join("src");
        write_class(&src, "p/Q", b"q bytes");
        let jar = tmp.path().join("tool.jar");
        let status = std::process::Command::new("jar")
            .arg("--create")
            .arg("--file")
            .arg(&jar)
            .arg("--main-class")
            .arg("p.Q")
            .arg("-C")
            .arg(&src)
            .arg(".")
            .status();
        match status {
            Ok(st) if st.success() => {}
            _ => {
                eprintln!("skipped: `jar` not available");
                return;
            }
        }
        let cp = ClassPath::parse(s(&jar));
        assert_eq!(cp.find("p/Q").as_deref(), Some(&b"q bytes"[..]));
        assert_eq!(main_class_from_jar(&jar).as_deref(), Some("p.Q"));
    }

    #[test]
    fn class_path_is_shareable_between_threads() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<ClassPath>();
    }
}
