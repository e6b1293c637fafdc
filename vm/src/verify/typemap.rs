//! What verification keeps of a method: at every instruction, which slots of the frame hold
//! references. A collector scanning an interpreter frame stopped at bytecode index `bci` reads
//! `refs_at(bci)`: the frame's locals are slots `0..max_locals`, its operand stack the slots
//! after them, `stack_depth` of them in use.
//!
//! Only slots whose verified type is a class, array or uninitialized object are marked; `null`
//! needs no scanning and an unverifiable (`top`) slot is dead by construction, since no
//! instruction may read it.
use crate::verify::frame::Frame;

pub struct TypeMap {
    /// Slots in a row: max_locals + max_stack.
    width: u32,
    /// 64-bit words in a row.
    words: u32,
    /// Row of each bytecode index (`u32::MAX` between instruction starts and for dead code).
    row_of: Box<[u32]>,
    depth: Box<[u16]>,
    bits: Box<[u64]>,
    /// Rows where old-style subroutines (`jsr`) reach the instruction with a slot that holds a
    /// reference on one path and not on another (the classic jsr problem): the row then marks
    /// only the slots that hold a reference on every path.
    ambiguous: Box<[bool]>,
}

/// The reference slots of one instruction's frame.
pub struct RefMap<'a> {
    pub stack_depth: u16,
    bits: &'a [u64],
    pub ambiguous: bool,
}

impl RefMap<'_> {
    pub fn is_ref(&self, slot: usize) -> bool {
        self.bits
            .get(slot / 64)
            .is_some_and(|w| w & (1 << (slot % 64)) != 0)
    }
    /// The reference slots, in order.
    pub fn slots(&self) -> impl Iterator<Item = usize> + '_ {
        self.bits.iter().enumerate().flat_map(|(w, &bits)| {
            (0..64)
                .filter(move |b| bits & (1u64 << b) != 0)
                .map(move |b| w * 64 + b)
        })
    }
}

impl TypeMap {
    pub fn refs_at(&self, bci: u32) -> Option<RefMap<'_>> {
        let row = *self.row_of.get(bci as usize)?;
        if row == u32::MAX {
            return None;
        }
        let w = self.words as usize;
        let r = row as usize;
        Some(RefMap {
            stack_depth: self.depth[r],
            bits: &self.bits[r * w..(r + 1) * w],
            ambiguous: self.ambiguous[r],
        })
    }

    pub fn width(&self) -> u32 {
        self.width
    }
}

/// Builds a `TypeMap` row by row, in instruction order.
pub struct TypeMapBuilder {
    width: u32,
    words: u32,
    row_of: Vec<u32>,
    depth: Vec<u16>,
    bits: Vec<u64>,
    ambiguous: Vec<bool>,
}

impl TypeMapBuilder {
    pub fn new(code_len: usize, max_locals: usize, max_stack: usize) -> Self {
        let width = (max_locals + max_stack) as u32;
        TypeMapBuilder {
            width,
            words: width.div_ceil(64).max(1),
            row_of: vec![u32::MAX; code_len],
            depth: Vec::new(),
            bits: Vec::new(),
            ambiguous: Vec::new(),
        }
    }

    /// Records the state(s) reaching `bci`: a slot counts when it holds a reference in all of
    /// them (one state for type checking; one per subroutine context for old class files).
    pub fn record(&mut self, bci: u16, states: &[&Frame]) {
        let Some(first) = states.first() else {
            return;
        };
        let row = self.depth.len() as u32;
        self.row_of[bci as usize] = row;
        self.depth.push(first.stack.len() as u16);
        let w = self.words as usize;
        let base = self.bits.len();
        self.bits.resize(base + w, 0);
        if let [only] = states {
            for (slot, t) in only.locals.iter().chain(&only.stack).enumerate() {
                if t.holds_pointer() {
                    self.bits[base + slot / 64] |= 1 << (slot % 64);
                }
            }
            self.ambiguous.push(false);
            return;
        }
        let mut ambiguous = false;
        let locals = first.locals.len();
        for slot in 0..self.width as usize {
            let holds = |f: &Frame| {
                let t = if slot < locals {
                    f.locals.get(slot)
                } else {
                    f.stack.get(slot - locals)
                };
                t.is_some_and(|t| t.holds_pointer())
            };
            let all = states.iter().all(|f| holds(f));
            if all {
                self.bits[base + slot / 64] |= 1 << (slot % 64);
            } else if states.iter().any(|f| holds(f)) {
                ambiguous = true;
            }
        }
        self.ambiguous.push(ambiguous);
    }

    pub fn finish(self) -> TypeMap {
        TypeMap {
            width: self.width,
            words: self.words,
            row_of: self.row_of.into(),
            depth: self.depth.into(),
            bits: self.bits.into(),
            ambiguous: self.ambiguous.into(),
        }
    }
}
