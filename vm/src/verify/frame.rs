//! A type state (JVMS §4.10.1.3): the types of the locals and of the operand stack, and whether
//! `this` is still uninitialized (`flagThisUninit`) — at one instruction of one method.
use crate::verify::types::{Names, VType};

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Frame {
    /// Exactly `max_locals` entries (unused ones are `Top`).
    pub locals: Vec<VType>,
    /// Bottom first; a long or double takes two entries.
    pub stack: Vec<VType>,
    pub this_uninit: bool,
}

impl Frame {
    /// HotSpot's "Current Frame" block of a verification message.
    pub fn describe(&self, names: &Names, bci: u16) -> String {
        let list = |ts: &[VType]| {
            ts.iter()
                .map(|&t| names.describe(t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        // Trailing tops of the locals are not printed, as HotSpot does.
        let used = self
            .locals
            .iter()
            .rposition(|&t| t != VType::Top)
            .map_or(0, |i| i + 1);
        format!(
            "    bci: @{bci}\n    flags: {{ {}}}\n    locals: {{ {} }}\n    stack: {{ {} }}\n",
            if self.this_uninit {
                "flagThisUninit "
            } else {
                ""
            },
            list(&self.locals[..used]),
            list(&self.stack)
        )
    }

    /// Replaces every occurrence of an uninitialized type once its `<init>` has run.
    pub fn initialize(&mut self, uninit: VType, init: VType) {
        for t in self.locals.iter_mut().chain(self.stack.iter_mut()) {
            if *t == uninit {
                *t = init;
            }
        }
        if uninit == VType::UninitThis {
            self.this_uninit = false;
        }
    }
}
