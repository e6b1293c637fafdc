//! Allocating Java objects and arrays from the current thread's caches; collecting when the
//! heap is full.
use crate::classes::class::Class;
use crate::gc::{GcCause, GcRequest};
use crate::heap::{array_bytes, instance_bytes, ARRAY_LENGTH_OFFSET};
use crate::runtime::throw::{JResult, Throw};
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;

/// The largest array length HotSpot allows (`Integer.MAX_VALUE - 2`).
const MAX_ARRAY_LENGTH: i32 = i32::MAX - 2;

/// Collections an allocation may wait for before it fails (another thread may take the room
/// one collection made before this thread gets to it).
const COLLECTIONS_BEFORE_OOM: u32 = 3;

impl JThread {
    /// A new zeroed instance of `class` (the caller has initialized the class).
    #[inline]
    pub fn alloc_object(&mut self, class: &'static Class) -> JResult<u64> {
        let bytes = instance_bytes(class.instance_slots);
        let mark = class.lock_class.prototype_header().bits();
        match self.tlab.allocate(bytes, class, mark) {
            Some(obj) => Ok(obj),
            None => self.allocate_slow(bytes, class, mark),
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
        let bytes = match array_bytes(len as usize, elem) {
            Some(b) if b <= vm().heap.max_memory() => b,
            _ => return Err(self.out_of_memory("Java heap space")),
        };
        let mark = array_class.lock_class.prototype_header().bits();
        let arr = match self.tlab.allocate(bytes, array_class, mark) {
            Some(arr) => arr,
            None => self.allocate_slow(bytes, array_class, mark)?,
        };
        // SAFETY: `arr` is a fresh array allocation of at least 24 bytes.
        unsafe { *((arr as usize + ARRAY_LENGTH_OFFSET) as *mut i32) = len };
        Ok(arr)
    }

    /// The heap had no room: collect (at a safepoint, which every thread joins) and retry;
    /// OutOfMemoryError when the live data leave no room even at `-Xmx`.
    #[cold]
    #[inline(never)]
    fn allocate_slow(&mut self, bytes: usize, class: &'static Class, mark: usize) -> JResult<u64> {
        let heap = &vm().heap;
        let cause = if heap.gc_a_lot {
            GcCause::GcALot
        } else {
            GcCause::AllocationFailure
        };
        for _ in 0..COLLECTIONS_BEFORE_OOM {
            self.collect_garbage(cause, bytes);
            if let Some(obj) = self.tlab.allocate_after_gc(bytes, class, mark) {
                return Ok(obj);
            }
        }
        Err(self.out_of_memory("Java heap space"))
    }

    /// Runs a collection at a safepoint and waits for it (`System.gc()`, a full heap).
    pub fn collect_garbage(&mut self, cause: GcCause, bytes: usize) {
        let heap = &vm().heap;
        let request = GcRequest {
            cause,
            seen: heap.count(),
            bytes,
        };
        locking::safepoint::execute(
            &self.shared.locking,
            locking::safepoint::VmOperation {
                name: cause.operation(),
                work: Box::new(move || vm().heap.schedule(request)),
            },
        );
    }

    /// Builds an OutOfMemoryError; its own allocation may use the heap's emergency reserve. If
    /// even that is used up, the error is the one preallocated at start-up (as in HotSpot).
    pub fn out_of_memory(&mut self, message: &str) -> Throw {
        let heap = &vm().heap;
        if self.building_oom {
            if let Some(oom) = heap.preallocated_oom() {
                return Throw(oom);
            }
        }
        let _reserve = heap.space.emergency_reserve();
        self.building_oom = true;
        let oom = self.new_throwable("java/lang/OutOfMemoryError", Some(message));
        self.building_oom = false;
        oom
    }
}
