//! Native methods of the jdk-subset, implemented in Rust. Each is registered under
//! `class.method(descriptor)`, the same key as in `jdk-subset/natives.txt`.
//!
//! Arguments arrive as interpreter slots (receiver first for instance methods; a long/double
//! takes two slots with the value in the first); the result is one `u64` (0 for void).
mod args;
mod concurrent;
mod debug;
mod fdlibm;
mod file;
pub mod float_text;
mod io;
mod lang;
mod math;
mod reflect;
mod throwable;

use crate::classes::method::Method;
pub use crate::classes::method::NativeFn;
use hashbrown::HashMap;
use std::sync::OnceLock;

fn table() -> &'static HashMap<&'static str, NativeFn> {
    static TABLE: OnceLock<HashMap<&'static str, NativeFn>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = HashMap::new();
        for list in [
            lang::NATIVES,
            math::NATIVES,
            math::UNARY,
            math::STRICT,
            math::STRICT2,
            io::NATIVES,
            file::NATIVES,
            throwable::NATIVES,
            reflect::NATIVES,
            concurrent::NATIVES,
            debug::NATIVES,
        ] {
            for (k, f) in list {
                t.insert(*k, *f);
            }
        }
        t
    })
}

/// The implementation of native method `m`, if toyjvm has one.
pub fn lookup(m: &Method) -> Option<NativeFn> {
    table()
        .get(format!("{}.{}{}", m.class().name, m.name, m.desc).as_str())
        .copied()
}

/// Every registered native's key (for the test that checks natives.txt).
pub fn registered() -> Vec<&'static str> {
    table().keys().copied().collect()
}
