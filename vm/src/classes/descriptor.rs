//! Field and method descriptors (JVMS §4.3): the value kinds the interpreter cares about.

/// The kind of a Java value: decides its size in an operand-stack or local slot pair and in arrays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BasicType {
    Boolean,
    Byte,
    Char,
    Short,
    Int,
    Float,
    Long,
    Double,
    Reference,
    Void,
}

impl BasicType {
    pub fn from_descriptor_char(c: u8) -> Option<BasicType> {
        Some(match c {
            b'Z' => BasicType::Boolean,
            b'B' => BasicType::Byte,
            b'C' => BasicType::Char,
            b'S' => BasicType::Short,
            b'I' => BasicType::Int,
            b'F' => BasicType::Float,
            b'J' => BasicType::Long,
            b'D' => BasicType::Double,
            b'L' | b'[' => BasicType::Reference,
            b'V' => BasicType::Void,
            _ => return None,
        })
    }

    /// Interpreter slots a value of this type takes (JVMS: long and double take two).
    pub fn slots(self) -> u16 {
        match self {
            BasicType::Long | BasicType::Double => 2,
            BasicType::Void => 0,
            _ => 1,
        }
    }

    /// Bytes one array element of this type takes.
    pub fn array_elem_bytes(self) -> usize {
        match self {
            BasicType::Boolean | BasicType::Byte => 1,
            BasicType::Char | BasicType::Short => 2,
            BasicType::Int | BasicType::Float => 4,
            _ => 8,
        }
    }

    pub fn java_name(self) -> &'static str {
        match self {
            BasicType::Boolean => "boolean",
            BasicType::Byte => "byte",
            BasicType::Char => "char",
            BasicType::Short => "short",
            BasicType::Int => "int",
            BasicType::Float => "float",
            BasicType::Long => "long",
            BasicType::Double => "double",
            BasicType::Reference => "reference",
            BasicType::Void => "void",
        }
    }

    pub fn descriptor_char(self) -> char {
        match self {
            BasicType::Boolean => 'Z',
            BasicType::Byte => 'B',
            BasicType::Char => 'C',
            BasicType::Short => 'S',
            BasicType::Int => 'I',
            BasicType::Float => 'F',
            BasicType::Long => 'J',
            BasicType::Double => 'D',
            BasicType::Reference => 'L',
            BasicType::Void => 'V',
        }
    }

    /// `newarray`'s atype operand (JVMS §6.5.newarray).
    pub fn from_atype(t: u8) -> Option<BasicType> {
        Some(match t {
            4 => BasicType::Boolean,
            5 => BasicType::Char,
            6 => BasicType::Float,
            7 => BasicType::Double,
            8 => BasicType::Byte,
            9 => BasicType::Short,
            10 => BasicType::Int,
            11 => BasicType::Long,
            _ => return None,
        })
    }
}

/// A parsed method descriptor: parameter field descriptors and the return descriptor.
#[derive(Clone, Debug)]
pub struct MethodDescriptor {
    pub params: Vec<String>,
    pub ret: String,
}

impl MethodDescriptor {
    pub fn parse(desc: &str) -> Option<MethodDescriptor> {
        let b = desc.as_bytes();
        if b.first() != Some(&b'(') {
            return None;
        }
        let mut i = 1;
        let mut params = Vec::new();
        while i < b.len() && b[i] != b')' {
            let end = field_descriptor_end(b, i)?;
            params.push(desc[i..end].to_string());
            i = end;
        }
        if i >= b.len() {
            return None;
        }
        let ret = &desc[i + 1..];
        if ret != "V" && field_descriptor_end(ret.as_bytes(), 0)? != ret.len() {
            return None;
        }
        Some(MethodDescriptor {
            params,
            ret: ret.to_string(),
        })
    }

    pub fn param_types(&self) -> Vec<BasicType> {
        self.params.iter().map(|p| type_of(p)).collect()
    }

    pub fn ret_type(&self) -> BasicType {
        type_of(&self.ret)
    }

    pub fn arg_slots(&self) -> u16 {
        self.params.iter().map(|p| type_of(p).slots()).sum()
    }
}

/// The basic type of a (valid) field descriptor.
pub fn type_of(field_desc: &str) -> BasicType {
    BasicType::from_descriptor_char(field_desc.as_bytes()[0]).unwrap_or(BasicType::Reference)
}

/// Index just past the field descriptor starting at `i`, or None when malformed.
pub fn field_descriptor_end(b: &[u8], mut i: usize) -> Option<usize> {
    while i < b.len() && b[i] == b'[' {
        i += 1;
    }
    match *b.get(i)? {
        b'L' => {
            let semi = b[i..].iter().position(|&c| c == b';')?;
            if semi < 2 {
                return None;
            }
            Some(i + semi + 1)
        }
        b'Z' | b'B' | b'C' | b'S' | b'I' | b'F' | b'J' | b'D' => Some(i + 1),
        _ => None,
    }
}

/// `Ljava/lang/String;` -> `java.lang.String`, `[I` -> `int[]`, `I` -> `int` (for messages).
pub fn descriptor_to_java(desc: &str) -> String {
    let dims = desc.bytes().take_while(|&c| c == b'[').count();
    let base = &desc[dims..];
    let mut s = if let Some(cls) = base.strip_prefix('L') {
        cls.trim_end_matches(';').replace('/', ".")
    } else {
        match BasicType::from_descriptor_char(base.as_bytes().first().copied().unwrap_or(b'V')) {
            Some(t) => t.java_name().to_string(),
            None => base.to_string(),
        }
    };
    for _ in 0..dims {
        s.push_str("[]");
    }
    s
}

/// JDK 17 style method description for errors: `'void Foo.bar(int, java.lang.String)'`.
pub fn describe_method(class_internal: &str, name: &str, desc: &str) -> String {
    match MethodDescriptor::parse(desc) {
        Some(d) => {
            let params: Vec<String> = d.params.iter().map(|p| descriptor_to_java(p)).collect();
            format!(
                "'{} {}.{}({})'",
                descriptor_to_java(&d.ret),
                class_internal.replace('/', "."),
                name,
                params.join(", ")
            )
        }
        None => format!("'{}.{}{}'", class_internal.replace('/', "."), name, desc),
    }
}

/// A field descriptor as Java source names it: `int`, `java.lang.String`, `int[][]`.
pub fn external_type(desc: &str) -> String {
    let dims = desc.bytes().take_while(|&b| b == b'[').count();
    let base = &desc[dims..];
    let mut s = match base.as_bytes().first() {
        Some(b'L') => base[1..base.len().saturating_sub(1).max(1)].replace('/', "."),
        Some(&c) => BasicType::from_descriptor_char(c)
            .map(|t| t.java_name().to_string())
            .unwrap_or_default(),
        None => String::new(),
    };
    for _ in 0..dims {
        s.push_str("[]");
    }
    s
}
