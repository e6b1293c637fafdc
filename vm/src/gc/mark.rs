//! Marking: from the roots, set the mark bit of every reachable object (an explicit stack, so
//! deep structures such as long linked lists cannot overflow the Rust stack).
use crate::classes::class::ClassKind;
use crate::classes::descriptor::BasicType;
use crate::gc::space::SpaceGuard;
use crate::heap::{array_get, array_length, class_of, field};
use std::sync::atomic::Ordering::Relaxed;

pub struct Marker<'a> {
    space: &'a SpaceGuard<'a>,
    stack: Vec<u64>,
    /// Objects marked so far.
    pub marked: usize,
}

impl<'a> Marker<'a> {
    pub fn new(space: &'a SpaceGuard<'a>) -> Marker<'a> {
        Marker {
            space,
            stack: Vec::with_capacity(4096),
            marked: 0,
        }
    }

    /// A root: a value that should be a reference or null. It is followed only if an object
    /// starts there, so a slot whose type is not known precisely (an ambiguous frame slot, a
    /// stale operand) can be handed in too: at worst it keeps a dead object alive.
    #[inline]
    pub fn root(&mut self, value: u64) {
        if value != 0 && self.space.is_object(value) {
            self.push(value);
        }
    }

    #[inline]
    fn push(&mut self, obj: u64) {
        if self.space.mark(obj) {
            self.marked += 1;
            self.stack.push(obj);
        }
    }

    /// A reference read from a field or array element of a live object: precise (the
    /// verifier's type safety puts only references or null there).
    #[inline]
    fn reference(&mut self, value: u64) {
        if value != 0 {
            debug_assert!(
                self.space.is_object(value),
                "field holds {value:#x}, not an object"
            );
            self.push(value);
        }
    }

    /// Marks everything reachable from what has been pushed.
    pub fn trace(&mut self) {
        while let Some(obj) = self.stack.pop() {
            let class = class_of(obj);
            match class.kind {
                ClassKind::Array {
                    elem: BasicType::Reference,
                    ..
                } => {
                    for i in 0..array_length(obj) as usize {
                        // SAFETY: `obj` is a reference array of that length.
                        self.reference(unsafe { array_get::<u64>(obj, i) });
                    }
                }
                ClassKind::Array { .. } | ClassKind::Primitive(_) => {}
                ClassKind::Instance => {
                    for &slot in class.reference_slots() {
                        self.reference(field(obj, slot).load(Relaxed));
                    }
                }
            }
        }
    }
}
