//! Allocating Java objects and arrays from the current thread's buffer.
use crate::heap::{array_bytes, instance_bytes, tlab, ARRAY_LENGTH_OFFSET};
use crate::runtime::class::Class;
use crate::runtime::exceptions::{JResult, Throw};
use crate::runtime::thread::JThread;

/// The largest array length HotSpot allows (`Integer.MAX_VALUE - 2`).
const MAX_ARRAY_LENGTH: i32 = i32::MAX - 2;

impl JThread {
    /// A new zeroed instance of `class` (the caller has initialized the class).
    #[inline]
    pub fn alloc_object(&mut self, class: &'static Class) -> JResult<u64> {
        let bytes = instance_bytes(class.instance_slots);
        match self
            .tlab
            .allocate(bytes, class, class.lock_class.prototype_header().bits())
        {
            Some(obj) => Ok(obj),
            None => Err(self.out_of_memory("Java heap space")),
        }
    }

    /// A new zeroed array of class `array_class` with `len` elements.
    #[inline]
    pub fn alloc_array(&mut self, array_class: &'static Class, len: i32) -> JResult<u64> {
        if len < 0 {
            return Err(self.new_throwable(
                "java/lang/NegativeArraySizeException",
                Some(&len.to_string()),
            ));
        }
        if len > MAX_ARRAY_LENGTH {
            return Err(self.out_of_memory("Requested array size exceeds VM limit"));
        }
        let elem = array_class
            .elem_type()
            .expect("array class")
            .array_elem_bytes();
        let Some(bytes) = array_bytes(len as usize, elem) else {
            return Err(self.out_of_memory("Java heap space"));
        };
        if bytes > tlab::heap_limit() {
            return Err(self.out_of_memory("Java heap space"));
        }
        match self.tlab.allocate(
            bytes,
            array_class,
            array_class.lock_class.prototype_header().bits(),
        ) {
            Some(arr) => {
                // SAFETY: `arr` is a fresh array allocation of at least 24 bytes.
                unsafe { *((arr as usize + ARRAY_LENGTH_OFFSET) as *mut i32) = len };
                Ok(arr)
            }
            None => Err(self.out_of_memory("Java heap space")),
        }
    }

    /// Builds an OutOfMemoryError; its own allocation may use a small emergency reserve.
    pub fn out_of_memory(&mut self, message: &str) -> Throw {
        let limit = tlab::heap_limit();
        tlab::set_heap_limit(limit.saturating_add(64 << 20));
        let t = self.new_throwable("java/lang/OutOfMemoryError", Some(message));
        tlab::set_heap_limit(limit);
        t
    }
}
