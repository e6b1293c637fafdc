//! Java strings from Rust: creating `java.lang.String` objects, reading them, interning.
use crate::heap::{array_slice, field};
use crate::runtime::throw::JResult;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;
use std::sync::atomic::Ordering;

impl JThread {
    /// A new `java.lang.String` with the given UTF-16 contents.
    pub fn new_string_utf16(&mut self, chars: &[u16]) -> JResult<u64> {
        let wk = vm().wk();
        let arr = self.alloc_array(wk.char_array, chars.len() as i32)?;
        // SAFETY: `arr` is a fresh char[] of exactly `chars.len()` elements.
        unsafe { array_slice::<u16>(arr).copy_from_slice(chars) };
        let mark = self.handle_mark();
        self.handle(arr);
        let s = self.alloc_object(wk.string);
        self.release_handles(mark);
        let s = s?;
        field(s, wk.string_value).store(arr, Ordering::Relaxed);
        Ok(s)
    }

    pub fn new_string(&mut self, s: &str) -> JResult<u64> {
        let chars: Vec<u16> = s.encode_utf16().collect();
        self.new_string_utf16(&chars)
    }

    /// The canonical (interned) string with these contents (string literals, `String.intern`).
    pub fn intern_utf16(&mut self, chars: &[u16]) -> JResult<u64> {
        if let Some(&s) = vm().interned.lock().get(chars) {
            return Ok(s);
        }
        let s = self.new_string_utf16(chars)?;
        Ok(*vm().interned.lock().entry(chars.to_vec()).or_insert(s))
    }

    pub fn intern_str(&mut self, s: &str) -> JResult<u64> {
        let chars: Vec<u16> = s.encode_utf16().collect();
        self.intern_utf16(&chars)
    }
}

/// The UTF-16 contents of a non-null `java.lang.String`.
pub fn string_chars(s: u64) -> Vec<u16> {
    let arr = field(s, vm().wk().string_value).load(Ordering::Relaxed);
    if arr == 0 {
        return Vec::new();
    }
    // SAFETY: `value` of a String is a char[].
    unsafe { array_slice::<u16>(arr).to_vec() }
}

/// A non-null `java.lang.String` as a Rust string (unpaired surrogates become U+FFFD).
pub fn rust_string(s: u64) -> String {
    String::from_utf16_lossy(&string_chars(s))
}
