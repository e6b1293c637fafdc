//! How every part of the report names a thread (a leaf: the report and blame's aggregation
//! both use it).
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The name of a thread (an owner) nobody knows, and of a frame nobody saw.
pub const UNKNOWN: &str = "(unknown)";

/// A thread as every part of the report refers to it: `id` is unique in
/// the run (the VM's thread number, which monitor owner words and blame's
/// trace use too) and resolves in [`Report::thread_table`]; `name` is for
/// the reader (names need not be unique). Id 0 names no thread: an owner
/// nobody saw.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ThreadRef {
    pub id: u32,
    pub name: String,
}

impl ThreadRef {
    /// Thread `id`, named from `names` (`#id` when it has no name).
    pub fn named(id: u32, names: &BTreeMap<u32, String>) -> ThreadRef {
        let name = match names.get(&id) {
            Some(n) if !n.is_empty() => n.clone(),
            _ if id == 0 => UNKNOWN.to_owned(),
            _ => format!("#{id}"),
        };
        ThreadRef { id, name }
    }
}

impl std::fmt::Display for ThreadRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.id == 0 {
            f.write_str(&self.name)
        } else if self.name.is_empty() {
            write!(f, "thread {}", self.id)
        } else {
            write!(f, "{} ({})", self.name, self.id)
        }
    }
}
