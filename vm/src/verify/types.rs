//! Verification types (JVMS §4.10.1.2) and the class names they carry.
//!
//! ```text
//!                      top
//!        ┌──────────┬───┴─────┬──────────────┬──────────────┐
//!       int       float     long/double   reference      returnAddress
//!                           (two slots:       │           (old class files)
//!                           long, long_2nd)   ├── uninitialized(new@bci), uninitializedThis
//!                                             └── class/array types ── … ── null
//! ```
//!
//! `boolean`, `byte`, `char` and `short` are all `int` to the verifier. A long or double takes
//! two slots, the second holding the marker `Long2`/`Double2` (HotSpot's `long_2nd`), so that
//! category-1 operations can never split one.
use hashbrown::HashMap;

/// A class or array name interned for one class's verification (`Copy` type states).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NameId(pub u32);

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum VType {
    Top,
    Int,
    Float,
    Long,
    /// The second slot of a long.
    Long2,
    Double,
    Double2,
    Null,
    /// `this` in a constructor before `super()`/`this()` returned.
    UninitThis,
    /// The result of the `new` at this bytecode index, before its `<init>` ran.
    Uninit(u16),
    /// A class, interface or array type, by name (`java/lang/String`, `[I`).
    Ref(NameId),
    /// The return address a `jsr` at (bci) pushed: the next instruction's index (old class
    /// files only).
    Addr(u16),
}

impl VType {
    pub fn is_category2(self) -> bool {
        matches!(self, VType::Long | VType::Double)
    }
    pub fn is_second_half(self) -> bool {
        matches!(self, VType::Long2 | VType::Double2)
    }
    /// A reference in the verifier's sense: what `aload`, `astore` and `areturn` move.
    pub fn is_reference(self) -> bool {
        matches!(
            self,
            VType::Null | VType::UninitThis | VType::Uninit(_) | VType::Ref(_)
        )
    }
    /// Whether the slot holds a pointer into the heap (what a collector scans).
    pub fn holds_pointer(self) -> bool {
        matches!(self, VType::UninitThis | VType::Uninit(_) | VType::Ref(_))
    }
}

/// The interned names of one verification, with array-name arithmetic.
#[derive(Default)]
pub struct Names {
    names: Vec<Box<str>>,
    ids: HashMap<Box<str>, NameId>,
}

impl Names {
    pub fn intern(&mut self, name: &str) -> NameId {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let id = NameId(self.names.len() as u32);
        self.names.push(name.into());
        self.ids.insert(name.into(), id);
        id
    }
    pub fn get(&self, id: NameId) -> &str {
        &self.names[id.0 as usize]
    }
    /// The type of a field descriptor (`I` → int, `Ljava/lang/String;` → that class).
    pub fn of_descriptor(&mut self, desc: &str) -> VType {
        match desc.as_bytes()[0] {
            b'Z' | b'B' | b'C' | b'S' | b'I' => VType::Int,
            b'F' => VType::Float,
            b'J' => VType::Long,
            b'D' => VType::Double,
            b'L' => VType::Ref(self.intern(&desc[1..desc.len() - 1])),
            _ => VType::Ref(self.intern(desc)),
        }
    }
    /// The type a CONSTANT_Class names: an array descriptor stays as it is.
    pub fn of_class_name(&mut self, name: &str) -> VType {
        VType::Ref(self.intern(name))
    }
    /// The element type of an array type, or None for a non-array.
    pub fn component(&mut self, id: NameId) -> Option<VType> {
        let n = self.get(id);
        let elem = n.strip_prefix('[')?.to_string();
        Some(self.of_descriptor(&elem))
    }
    /// The array type whose elements are `elem` (a class type or an array type).
    pub fn array_of(&mut self, elem: NameId) -> NameId {
        let e = self.get(elem);
        let name = if e.starts_with('[') {
            format!("[{e}")
        } else {
            format!("[L{e};")
        };
        self.intern(&name)
    }
    /// How HotSpot prints a type in verification messages.
    pub fn describe(&self, t: VType) -> String {
        match t {
            VType::Top => "top".into(),
            VType::Int => "integer".into(),
            VType::Float => "float".into(),
            VType::Long => "long".into(),
            VType::Long2 => "long_2nd".into(),
            VType::Double => "double".into(),
            VType::Double2 => "double_2nd".into(),
            VType::Null => "null".into(),
            VType::UninitThis => "uninitializedThis".into(),
            VType::Uninit(bci) => format!("uninitialized({bci})"),
            VType::Ref(id) => format!("'{}'", self.get(id)),
            VType::Addr(bci) => format!("address({bci})"),
        }
    }
}

/// Array-ness of an interned name.
pub fn is_array_name(name: &str) -> bool {
    name.starts_with('[')
}
