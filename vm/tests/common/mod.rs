//! Helpers shared by the integration tests (each test file includes this with `mod common;`).
#![allow(dead_code)] // each test crate uses a different part

use std::path::{Path, PathBuf};

/// The toyjvm binary under test: `TOYJVM_BIN`, else the one cargo built.
pub fn toyjvm() -> PathBuf {
    std::env::var_os("TOYJVM_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_toyjvm")))
}

/// Removes the directories `<parent>/<prefix><pid>` left by earlier runs whose process is gone.
pub fn clean_stale(parent: &Path, prefix: &str) {
    let Ok(rd) = std::fs::read_dir(parent) else {
        return;
    };
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if let Some(pid) = name.strip_prefix(prefix) {
            if !Path::new("/proc").join(pid).exists() {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
    }
}
