//! Reading class files: `classfile-parser` does the byte-level parse; this module checks what it
//! does not (constant-pool indices and tags, descriptors, attribute shapes) so that the rest of the
//! VM can index without fear, and turns any failure into a `ClassFormatError` message.
use crate::classes::descriptor::{field_descriptor_end, MethodDescriptor};
use classfile_parser::attribute_info::AttributeInfo;
use classfile_parser::constant_info::ConstantInfo;
use classfile_parser::field_info::FieldInfo;
use classfile_parser::method_info::MethodInfo;

/// One constant-pool entry in the form the linker wants (indices already checked).
#[derive(Clone, Debug)]
pub enum Constant {
    Unusable,
    Utf8(String),
    Integer(i32),
    Float(f32),
    Long(i64),
    Double(f64),
    Class(String),
    /// A `CONSTANT_String`: the UTF-16 units its modified UTF-8 encodes, as Java sees them (a
    /// Rust `String` could not hold an unpaired surrogate, which Java allows).
    String(Box<[u16]>),
    FieldRef {
        class: String,
        name: String,
        desc: String,
    },
    MethodRef {
        class: String,
        name: String,
        desc: String,
        interface: bool,
    },
    NameAndType {
        name: String,
        desc: String,
    },
    MethodHandle {
        kind: u8,
        index: u16,
    },
    MethodType(String),
    InvokeDynamic {
        bootstrap: u16,
        name: String,
        desc: String,
    },
}

#[derive(Clone, Debug)]
pub struct RawCode {
    pub max_stack: u16,
    pub max_locals: u16,
    pub bytes: Vec<u8>,
    /// (start_pc, end_pc, handler_pc, catch_type cp index or 0)
    pub exception_table: Vec<(u16, u16, u16, u16)>,
    /// (start_pc, line) sorted by start_pc
    pub line_numbers: Vec<(u16, u16)>,
    /// The body of the `StackMapTable` attribute (class files of version 50 and later), parsed
    /// by the verifier.
    pub stack_map: Option<Vec<u8>>,
    /// The `LocalVariableTable` entries (all such attributes, in order), for helpful
    /// NullPointerException messages (`runtime/npe_message.rs`).
    pub local_vars: Vec<LocalVar>,
}

/// One `LocalVariableTable` entry: local `slot` is named `name` for bytecode indices
/// `start..start + length`.
#[derive(Clone, Debug)]
pub struct LocalVar {
    pub start: u16,
    pub length: u16,
    pub slot: u16,
    pub name: String,
}

#[derive(Clone, Debug)]
pub struct ParsedField {
    pub access: u16,
    pub name: String,
    pub desc: String,
    pub constant_value: Option<u16>,
}

#[derive(Clone, Debug)]
pub struct ParsedMethod {
    pub access: u16,
    pub name: String,
    pub desc: String,
    pub code: Option<RawCode>,
}

#[derive(Clone, Debug)]
pub struct BootstrapMethod {
    pub method_handle: u16,
    pub args: Vec<u16>,
}

#[derive(Clone, Debug)]
pub struct ParsedClass {
    pub major: u16,
    pub access: u16,
    pub name: String,
    pub super_name: Option<String>,
    pub interfaces: Vec<String>,
    pub cp: Vec<Constant>,
    pub fields: Vec<ParsedField>,
    pub methods: Vec<ParsedMethod>,
    pub source_file: Option<String>,
    pub bootstrap_methods: Vec<BootstrapMethod>,
    /// This class's own entry in InnerClasses: Some(None) = anonymous, Some(Some(n)) = member/local.
    pub inner_name: Option<Option<String>>,
    /// The `NestHost` attribute's class (class files of version 55 and later).
    pub nest_host: Option<String>,
    /// The `NestMembers` attribute's classes (class files of version 55 and later).
    pub nest_members: Vec<String>,
}

pub const ACC_STATIC: u16 = 0x0008;
pub const ACC_FINAL: u16 = 0x0010;
pub const ACC_SYNCHRONIZED: u16 = 0x0020;
pub const ACC_VOLATILE: u16 = 0x0040;
pub const ACC_NATIVE: u16 = 0x0100;
pub const ACC_INTERFACE: u16 = 0x0200;
pub const ACC_ABSTRACT: u16 = 0x0400;
pub const ACC_PRIVATE: u16 = 0x0002;
pub const ACC_ENUM: u16 = 0x4000;
// Only the format checks below need these.
const ACC_PUBLIC: u16 = 0x0001;
const ACC_PROTECTED: u16 = 0x0004;
const ACC_SUPER: u16 = 0x0020;
const ACC_STRICT: u16 = 0x0800;
const ACC_TRANSIENT: u16 = 0x0080;
const ACC_BRIDGE: u16 = 0x0040;
const ACC_ANNOTATION: u16 = 0x2000;

type R<T> = Result<T, String>;

/// Parses and checks a class file. Errors are `ClassFormatError` messages.
pub fn parse(bytes: &[u8]) -> R<ParsedClass> {
    let major = check_header(bytes)?;
    // The parser is a third-party crate; a panic inside it on hostile input must still become a
    // ClassFormatError rather than take the VM down.
    let parsed = crate::diagnostics::expected_panics::expect_panics(|| {
        classfile_parser::class_parser(bytes)
    })
    .map_err(|_| "Malformed class file".to_string())?;
    let cf = match parsed {
        Ok((&[], cf)) => cf,
        Ok(_) => return Err("Extra bytes at the end of class file".into()),
        Err(_) => return Err("Truncated class file".into()),
    };
    let raw = RawPool(&cf.const_pool);
    // HotSpot names the class file in constant-pool errors; its own name, when that resolves.
    let cp = raw
        .constants()
        .map_err(|e| match raw.class_name(cf.this_class) {
            Ok(n) => format!("{e} in class file {n}"),
            Err(_) => e,
        })?;
    check_method_handles(&cp)?;
    let name = raw.class_name(cf.this_class)?;
    check_member_refs(&cp, &name)?;
    let super_name = if cf.super_class == 0 {
        None
    } else {
        Some(raw.class_name(cf.super_class)?)
    };
    if super_name.is_none() && name != "java/lang/Object" {
        return Err(format!("Invalid superclass index 0 in class file {name}"));
    }
    if cf.access_flags.bits() & ACC_INTERFACE != 0
        && super_name.as_deref() != Some("java/lang/Object")
    {
        return Err(format!(
            "Interfaces must have java.lang.Object as superclass in class file {name}"
        ));
    }
    let interfaces = cf
        .interfaces
        .iter()
        .map(|&i| raw.class_name(i))
        .collect::<R<Vec<_>>>()?;
    let fields = cf
        .fields
        .iter()
        .map(|f| parse_field(f, raw, &cp))
        .collect::<R<Vec<_>>>()?;
    let methods = cf
        .methods
        .iter()
        .map(|m| parse_method(m, raw, &cp, &name))
        .collect::<R<Vec<_>>>()?;
    let attributes = parse_class_attributes(&cf.attributes, major, raw, &cp, &name)?;
    check_modifiers_and_names(major, cf.access_flags.bits(), &name, &fields, &methods)?;
    Ok(ParsedClass {
        major,
        access: cf.access_flags.bits(),
        name,
        super_name,
        interfaces,
        cp,
        fields,
        methods,
        source_file: attributes.source_file,
        bootstrap_methods: attributes.bootstrap_methods,
        inner_name: attributes.inner_name,
        nest_host: attributes.nest_host,
        nest_members: attributes.nest_members,
    })
}

/// The checks HotSpot makes before it parses: magic, a constant pool, a version it knows.
/// Returns the major version.
fn check_header(bytes: &[u8]) -> R<u16> {
    if bytes.len() < 10 {
        return Err("Truncated class file".into());
    }
    if bytes[0..4] != [0xCA, 0xFE, 0xBA, 0xBE] {
        return Err(format!(
            "Incompatible magic value {} in class file",
            u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
        ));
    }
    let major = u16::from_be_bytes([bytes[6], bytes[7]]);
    if u16::from_be_bytes([bytes[8], bytes[9]]) == 0 {
        return Err("Illegal constant pool size 0".into());
    }
    if !(45..=61).contains(&major) {
        return Err(format!("Unsupported major.minor version {major}"));
    }
    Ok(major)
}

/// The parser's constant pool, read by 1-based index with the entry's kind checked.
#[derive(Clone, Copy)]
struct RawPool<'a>(&'a [ConstantInfo]);

impl RawPool<'_> {
    fn get(&self, i: u16) -> Option<&ConstantInfo> {
        self.0.get((i as usize).wrapping_sub(1))
    }

    fn utf8(&self, i: u16) -> R<String> {
        match self.get(i) {
            Some(ConstantInfo::Utf8(u)) => Ok(u.utf8_string.clone()),
            _ => Err(format!("Invalid constant pool index {i}: expected Utf8")),
        }
    }

    fn class_name(&self, i: u16) -> R<String> {
        match self.get(i) {
            Some(ConstantInfo::Class(c)) => self.utf8(c.name_index),
            _ => Err(format!("Invalid constant pool index {i}: expected Class")),
        }
    }

    fn name_and_type(&self, i: u16) -> R<(String, String)> {
        match self.get(i) {
            Some(ConstantInfo::NameAndType(n)) => {
                Ok((self.utf8(n.name_index)?, self.utf8(n.descriptor_index)?))
            }
            _ => Err(format!(
                "Invalid constant pool index {i}: expected NameAndType"
            )),
        }
    }

    fn method_ref(&self, class: u16, nat: u16, interface: bool) -> R<Constant> {
        let (name, desc) = self.name_and_type(nat)?;
        check_method_desc(&desc)?;
        Ok(Constant::MethodRef {
            class: self.class_name(class)?,
            name,
            desc,
            interface,
        })
    }

    /// The pool as the linker wants it (index 0 unusable), every entry's references checked.
    fn constants(&self) -> R<Vec<Constant>> {
        let mut cp = vec![Constant::Unusable];
        for c in self.0 {
            cp.push(self.constant(c)?);
        }
        Ok(cp)
    }

    fn constant(&self, c: &ConstantInfo) -> R<Constant> {
        Ok(match c {
            ConstantInfo::Unusable => Constant::Unusable,
            ConstantInfo::Utf8(u) => {
                if !is_modified_utf8(&u.bytes) {
                    return Err("Illegal UTF8 string in constant pool".into());
                }
                Constant::Utf8(u.utf8_string.clone())
            }
            ConstantInfo::Integer(v) => Constant::Integer(v.value),
            ConstantInfo::Float(v) => Constant::Float(v.value),
            ConstantInfo::Long(v) => Constant::Long(v.value),
            ConstantInfo::Double(v) => Constant::Double(v.value),
            ConstantInfo::Class(v) => {
                let n = self.utf8(v.name_index)?;
                check_class_name(&n)?;
                Constant::Class(n)
            }
            ConstantInfo::String(v) => match self.get(v.string_index) {
                Some(ConstantInfo::Utf8(u)) => Constant::String(modified_utf8_to_utf16(&u.bytes)),
                _ => {
                    return Err(format!(
                        "Invalid constant pool index {}: expected Utf8",
                        v.string_index
                    ))
                }
            },
            ConstantInfo::FieldRef(v) => {
                let (name, desc) = self.name_and_type(v.name_and_type_index)?;
                check_field_desc(&desc)?;
                Constant::FieldRef {
                    class: self.class_name(v.class_index)?,
                    name,
                    desc,
                }
            }
            ConstantInfo::MethodRef(v) => {
                self.method_ref(v.class_index, v.name_and_type_index, false)?
            }
            ConstantInfo::InterfaceMethodRef(v) => {
                self.method_ref(v.class_index, v.name_and_type_index, true)?
            }
            ConstantInfo::NameAndType(v) => Constant::NameAndType {
                name: self.utf8(v.name_index)?,
                desc: self.utf8(v.descriptor_index)?,
            },
            ConstantInfo::MethodHandle(v) => {
                if !(1..=9).contains(&v.reference_kind) {
                    return Err("Bad method handle kind".into());
                }
                Constant::MethodHandle {
                    kind: v.reference_kind,
                    index: v.reference_index,
                }
            }
            ConstantInfo::MethodType(v) => {
                let d = self.utf8(v.descriptor_index)?;
                check_method_desc(&d)?;
                Constant::MethodType(d)
            }
            ConstantInfo::InvokeDynamic(v) => {
                let (name, desc) = self.name_and_type(v.name_and_type_index)?;
                check_method_desc(&desc)?;
                Constant::InvokeDynamic {
                    bootstrap: v.bootstrap_method_attr_index,
                    name,
                    desc,
                }
            }
        })
    }
}

/// Method handles must point at member references.
fn check_method_handles(cp: &[Constant]) -> R<()> {
    for c in cp {
        if let Constant::MethodHandle { index, .. } = c {
            match cp.get(*index as usize) {
                Some(Constant::FieldRef { .. } | Constant::MethodRef { .. }) => {}
                _ => return Err("Bad method handle reference".into()),
            }
        }
    }
    Ok(())
}

/// Member references name legal members (HotSpot checks them as it checks declarations).
fn check_member_refs(cp: &[Constant], class: &str) -> R<()> {
    for c in cp {
        match c {
            Constant::FieldRef { name: n, .. } if !is_unqualified_name(n, false) => {
                return Err(format!("Illegal field name \"{n}\" in class {class}"));
            }
            Constant::MethodRef { name: n, desc, .. }
                if !(is_unqualified_name(n, true) || n == "<init>" && desc.ends_with(")V")) =>
            {
                return Err(format!("Illegal method name \"{n}\" in class {class}"));
            }
            _ => {}
        }
    }
    Ok(())
}

fn parse_field(f: &FieldInfo, raw: RawPool, cp: &[Constant]) -> R<ParsedField> {
    let desc = raw.utf8(f.descriptor_index)?;
    check_field_desc(&desc)?;
    let mut constant_value = None;
    for a in &f.attributes {
        if raw.utf8(a.attribute_name_index)? == "ConstantValue" {
            if a.info.len() != 2 {
                return Err("Invalid ConstantValue attribute".into());
            }
            let idx = u16::from_be_bytes([a.info[0], a.info[1]]);
            match cp.get(idx as usize) {
                Some(Constant::Integer(_) | Constant::Long(_) | Constant::Float(_))
                | Some(Constant::Double(_) | Constant::String(_)) => constant_value = Some(idx),
                _ => return Err("Bad ConstantValue index".into()),
            }
        }
    }
    Ok(ParsedField {
        access: f.access_flags.bits(),
        name: raw.utf8(f.name_index)?,
        desc,
        constant_value,
    })
}

fn parse_method(m: &MethodInfo, raw: RawPool, cp: &[Constant], class: &str) -> R<ParsedMethod> {
    let desc = raw.utf8(m.descriptor_index)?;
    check_method_desc(&desc)?;
    let mname = raw.utf8(m.name_index)?;
    let mut code = None;
    for a in &m.attributes {
        if raw.utf8(a.attribute_name_index)? == "Code" {
            if code.is_some() {
                return Err(format!("Multiple Code attributes in class file {class}"));
            }
            let c = parse_code(&a.info, &|i| raw.utf8(i), cp)
                .map_err(|e| format!("{e} in class file {class}"))?;
            code = Some(c);
        }
    }
    let access = m.access_flags.bits();
    if code.is_none() && access & (ACC_NATIVE | ACC_ABSTRACT) == 0 {
        return Err(format!(
            "Absent Code attribute in method that is not native or abstract in class file {class}"
        ));
    }
    if let Some(c) = &code {
        let receiver = u16::from(access & ACC_STATIC == 0);
        let args = MethodDescriptor::parse(&desc).map_or(0, |d| d.arg_slots()) + receiver;
        if args > c.max_locals {
            return Err(format!(
                "Arguments can't fit into locals in class file {class}"
            ));
        }
    }
    if code.is_some() && access & (ACC_NATIVE | ACC_ABSTRACT) != 0 {
        return Err(format!(
            "Code attribute in native or abstract methods in class file {class}"
        ));
    }
    Ok(ParsedMethod {
        access,
        name: mname,
        desc,
        code,
    })
}

/// What toyjvm reads of a class's own attributes.
#[derive(Default)]
struct ClassAttributes {
    source_file: Option<String>,
    bootstrap_methods: Vec<BootstrapMethod>,
    inner_name: Option<Option<String>>,
    nest_host: Option<String>,
    nest_members: Vec<String>,
}

fn parse_class_attributes(
    attributes: &[AttributeInfo],
    major: u16,
    raw: RawPool,
    cp: &[Constant],
    class: &str,
) -> R<ClassAttributes> {
    let mut out = ClassAttributes::default();
    for a in attributes {
        let info = &a.info;
        match raw.utf8(a.attribute_name_index)?.as_str() {
            "SourceFile" if info.len() == 2 => {
                out.source_file = Some(raw.utf8(u16::from_be_bytes([info[0], info[1]]))?)
            }
            "BootstrapMethods" => out.bootstrap_methods = parse_bootstrap_methods(info)?,
            // Only access checks use these: entries that are not classes are left out.
            "NestHost" if major >= 55 && info.len() == 2 => {
                out.nest_host = raw.class_name(u16::from_be_bytes([info[0], info[1]])).ok();
            }
            "NestMembers" if major >= 55 => {
                let mut rd = Reader::new(info);
                let n = rd.u16()?;
                for _ in 0..n {
                    if let Ok(m) = raw.class_name(rd.u16()?) {
                        out.nest_members.push(m);
                    }
                }
            }
            "InnerClasses" => {
                if let Some(inner_name) = own_inner_name(info, raw, cp, class)? {
                    out.inner_name = Some(inner_name);
                }
            }
            _ => {}
        }
    }
    Ok(out)
}

/// The InnerClasses attribute, checked; the class's own entry's simple name (`Some(None)`:
/// anonymous), if it has one.
fn own_inner_name(
    info: &[u8],
    raw: RawPool,
    cp: &[Constant],
    class: &str,
) -> R<Option<Option<String>>> {
    let mut own = None;
    let mut rd = Reader::new(info);
    let n = rd.u16()?;
    for _ in 0..n {
        let (inner, outer, iname, _flags) = (rd.u16()?, rd.u16()?, rd.u16()?, rd.u16()?);
        let class_or_0 = |i: u16| i == 0 || matches!(cp.get(i as usize), Some(Constant::Class(_)));
        let bad = if inner == 0 || !class_or_0(inner) {
            Some(("inner_class_info_index", inner))
        } else if !class_or_0(outer) {
            Some(("outer_class_info_index", outer))
        } else if iname != 0 && !matches!(cp.get(iname as usize), Some(Constant::Utf8(_))) {
            Some(("inner_name_index", iname))
        } else {
            None
        };
        if let Some((what, i)) = bad {
            return Err(format!(
                "{what} {i} has bad constant type in class file {class}"
            ));
        }
        if inner != 0 && raw.class_name(inner)? == class {
            own = Some(if iname == 0 {
                None
            } else {
                Some(raw.utf8(iname)?)
            });
        }
    }
    Ok(own)
}

/// A CONSTANT_Class name: an internal class name (`java/lang/String`: non-empty segments, no
/// `.`, `;` or `[`) or an array descriptor of at most 255 dimensions (JVMS §4.4.1).
fn check_class_name(n: &str) -> R<()> {
    let ok = if n.starts_with('[') {
        check_field_desc(n).is_ok() && n.bytes().take_while(|&b| b == b'[').count() <= 255
    } else {
        !n.is_empty() && n.split('/').all(|seg| !seg.is_empty()) && !n.contains(['.', ';', '['])
    };
    if ok {
        Ok(())
    } else {
        Err(format!("Illegal class name \"{n}\""))
    }
}

fn check_field_desc(d: &str) -> R<()> {
    match field_descriptor_end(d.as_bytes(), 0) {
        Some(end) if end == d.len() => check_descriptor_class_names(d),
        _ => Err(format!("Field has illegal signature \"{d}\"")),
    }
}

fn check_method_desc(d: &str) -> R<()> {
    MethodDescriptor::parse(d).ok_or_else(|| format!("Method has illegal signature \"{d}\""))?;
    check_descriptor_class_names(d)
}

/// Every `L<name>;` in a descriptor names a legal class (HotSpot's wording).
fn check_descriptor_class_names(d: &str) -> R<()> {
    let mut rest = d;
    while let Some(start) = rest.find('L') {
        // Only an `L` that starts a class type: the descriptor grammar puts it after `(`, `)`,
        // `[` or another type's end; names inside `L...;` are skipped as a whole below.
        let after = &rest[start + 1..];
        let end = after.find(';').unwrap_or(after.len());
        let name = &after[..end];
        if name.is_empty()
            || name.split('/').any(str::is_empty)
            || name.contains(['.', '[', '<', '>'])
        {
            return Err("Class name is empty or contains illegal character in descriptor".into());
        }
        rest = &after[(end + 1).min(after.len())..];
    }
    Ok(())
}

struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn new(b: &'a [u8]) -> Self {
        Reader { b, pos: 0 }
    }
    fn take(&mut self, n: usize) -> R<&'a [u8]> {
        let end = self
            .pos
            .checked_add(n)
            .filter(|&e| e <= self.b.len())
            .ok_or("Truncated attribute")?;
        let s = &self.b[self.pos..end];
        self.pos = end;
        Ok(s)
    }
    fn u16(&mut self) -> R<u16> {
        let s = self.take(2)?;
        Ok(u16::from_be_bytes([s[0], s[1]]))
    }
    fn u32(&mut self) -> R<u32> {
        let s = self.take(4)?;
        Ok(u32::from_be_bytes([s[0], s[1], s[2], s[3]]))
    }
}

/// The Code attribute (JVMS §4.7.3), with the checks HotSpot's class-file parser makes: the
/// code length, the exception table's ranges and catch types, the attribute's own length.
fn parse_code(info: &[u8], utf8: &dyn Fn(u16) -> R<String>, cp: &[Constant]) -> R<RawCode> {
    let mut rd = Reader::new(info);
    let max_stack = rd.u16()?;
    let max_locals = rd.u16()?;
    let len = rd.u32()? as usize;
    if len == 0 || len >= 65536 {
        return Err(format!("Invalid method Code length {len}"));
    }
    let bytes = rd.take(len)?.to_vec();
    let n = rd.u16()?;
    let mut exception_table = Vec::new();
    for _ in 0..n {
        let (start, end, handler, catch) = (rd.u16()?, rd.u16()?, rd.u16()?, rd.u16()?);
        if start >= end || end as usize > len {
            return Err("Illegal exception table range".into());
        }
        if handler as usize >= len {
            return Err("Illegal exception table handler".into());
        }
        if catch != 0 && !matches!(cp.get(catch as usize), Some(Constant::Class(_))) {
            return Err("Catch type in exception table has bad constant type".into());
        }
        exception_table.push((start, end, handler, catch));
    }
    let mut line_numbers = Vec::new();
    let mut stack_map = None;
    let mut local_vars = Vec::new();
    let na = rd.u16()?;
    for _ in 0..na {
        let name = utf8(rd.u16()?)?;
        let alen = rd.u32()? as usize;
        let body = rd.take(alen)?;
        if name == "StackMapTable" {
            if stack_map.is_some() {
                return Err("Multiple StackMapTable attributes in method".into());
            }
            stack_map = Some(body.to_vec());
        } else if name == "LineNumberTable" {
            let mut r2 = Reader::new(body);
            let cnt = r2.u16()?;
            for _ in 0..cnt {
                let (pc, line) = (r2.u16()?, r2.u16()?);
                if pc as usize >= len {
                    return Err("Invalid pc in LineNumberTable".into());
                }
                line_numbers.push((pc, line));
            }
        } else if name == "LocalVariableTable" {
            let mut r2 = Reader::new(body);
            let cnt = r2.u16()?;
            for _ in 0..cnt {
                let (start, length) = (r2.u16()?, r2.u16()?);
                let (name_index, _desc_index, slot) = (r2.u16()?, r2.u16()?, r2.u16()?);
                // Only messages use the table: an entry that makes no sense is left out.
                let in_code = (start as usize) < len && start as usize + length as usize <= len;
                if let (true, Ok(name)) = (in_code, utf8(name_index)) {
                    local_vars.push(LocalVar {
                        start,
                        length,
                        slot,
                        name,
                    });
                }
            }
        }
    }
    if rd.pos != info.len() {
        return Err("Code segment has wrong length".into());
    }
    line_numbers.sort();
    Ok(RawCode {
        max_stack,
        max_locals,
        bytes,
        exception_table,
        line_numbers,
        stack_map,
        local_vars,
    })
}

fn parse_bootstrap_methods(info: &[u8]) -> R<Vec<BootstrapMethod>> {
    let mut rd = Reader::new(info);
    let n = rd.u16()?;
    let mut v = Vec::new();
    for _ in 0..n {
        let method_handle = rd.u16()?;
        let argc = rd.u16()?;
        let mut args = Vec::new();
        for _ in 0..argc {
            args.push(rd.u16()?);
        }
        v.push(BootstrapMethod {
            method_handle,
            args,
        });
    }
    Ok(v)
}

/// The format checks HotSpot's class-file parser makes on the class, field and method
/// declarations (JVMS §4.1, §4.5, §4.6, §4.2.2): legal modifier combinations, legal names, no
/// duplicates. Their messages are HotSpot's.
fn check_modifiers_and_names(
    major: u16,
    access: u16,
    class: &str,
    fields: &[ParsedField],
    methods: &[ParsedMethod],
) -> R<()> {
    let dotted = class.replace('/', ".");
    let is_interface = access & ACC_INTERFACE != 0;
    let has = |a: u16, bits: u16| a & bits != 0;
    let is_abstract = has(access, ACC_ABSTRACT);
    let bad_class = (is_abstract && has(access, ACC_FINAL))
        || (is_interface && !is_abstract && major >= 50)
        || (is_interface && major >= 49 && has(access, ACC_SUPER | ACC_ENUM))
        || (!is_interface && major >= 49 && has(access, ACC_ANNOTATION));
    if bad_class {
        return Err(format!(
            "Illegal class modifiers in class {dotted}: 0x{access:X}"
        ));
    }
    let visibility = |a: u16| (a & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)).count_ones();
    let mut seen = std::collections::HashSet::new();
    for f in fields {
        if !is_unqualified_name(&f.name, false) {
            return Err(format!(
                "Illegal field name \"{}\" in class {class}",
                f.name
            ));
        }
        let a = f.access;
        let bad = if is_interface {
            a & (ACC_PUBLIC | ACC_STATIC | ACC_FINAL) != (ACC_PUBLIC | ACC_STATIC | ACC_FINAL)
                || has(
                    a,
                    ACC_PRIVATE | ACC_PROTECTED | ACC_VOLATILE | ACC_TRANSIENT,
                )
                || (major >= 49 && has(a, ACC_ENUM))
        } else {
            visibility(a) > 1 || a & (ACC_FINAL | ACC_VOLATILE) == ACC_FINAL | ACC_VOLATILE
        };
        if bad {
            return Err(format!(
                "Illegal field modifiers in class {dotted}: 0x{a:X}"
            ));
        }
        if !seen.insert((&f.name, &f.desc)) {
            return Err(format!(
                "Duplicate field name \"{}\" with signature \"{}\" in class file {class}",
                f.name, f.desc
            ));
        }
    }
    let mut seen = std::collections::HashSet::new();
    for m in methods {
        let special = m.name == "<init>" || m.name == "<clinit>";
        if !special && !is_unqualified_name(&m.name, true) {
            return Err(format!(
                "Illegal method name \"{}\" in class {class}",
                m.name
            ));
        }
        if m.name == "<init>" && is_interface {
            return Err(format!(
                "Interface cannot have a method named <init>, class file {class}"
            ));
        }
        if m.name == "<init>" && !m.desc.ends_with(")V") {
            return Err(format!(
                "Method \"<init>\" in class {dotted} has illegal signature \"{}\"",
                m.desc
            ));
        }
        // HotSpot's `verify_legal_method_modifiers`, by class-file version.
        let a = m.access;
        let strict = major < 61 && has(a, ACC_STRICT);
        let bad = if m.name == "<clinit>" {
            false
        } else if is_interface && major >= 52 {
            has(a, ACC_PUBLIC) == has(a, ACC_PRIVATE)
                || has(a, ACC_PROTECTED | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE)
                || (has(a, ACC_ABSTRACT) && (has(a, ACC_PRIVATE | ACC_STATIC) || strict))
        } else if is_interface && major >= 49 {
            !has(a, ACC_PUBLIC)
                || !has(a, ACC_ABSTRACT)
                || has(a, ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL)
                || has(a, ACC_SYNCHRONIZED | ACC_NATIVE | ACC_STRICT)
        } else if is_interface {
            !has(a, ACC_PUBLIC)
                || !has(a, ACC_ABSTRACT)
                || has(a, ACC_STATIC | ACC_FINAL | ACC_NATIVE)
        } else if visibility(a) > 1 {
            true
        } else if m.name == "<init>" {
            has(
                a,
                ACC_STATIC | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE | ACC_ABSTRACT,
            ) || (major >= 49 && has(a, ACC_BRIDGE))
        } else {
            has(a, ACC_ABSTRACT)
                && (has(a, ACC_FINAL | ACC_NATIVE | ACC_PRIVATE | ACC_STATIC)
                    || (major >= 49 && (has(a, ACC_SYNCHRONIZED) || strict)))
        };
        if bad {
            return Err(format!(
                "Method {} in class {dotted} has illegal modifiers: 0x{a:X}",
                m.name
            ));
        }
        if !seen.insert((&m.name, &m.desc)) {
            return Err(format!(
                "Duplicate method name \"{}\" with signature \"{}\" in class file {class}",
                m.name, m.desc
            ));
        }
    }
    Ok(())
}

/// JVMS §4.2.2: a field or method name is non-empty and has none of `. ; [ /` (methods: nor
/// `<` `>`).
fn is_unqualified_name(n: &str, method: bool) -> bool {
    let forbidden: &[char] = if method {
        &['.', ';', '[', '/', '<', '>']
    } else {
        &['.', ';', '[', '/']
    };
    !n.is_empty() && !n.contains(forbidden)
}

/// The UTF-16 units of modified UTF-8 (JVMS §4.4.7): each one-, two- or three-byte form is one
/// unit, so a surrogate encoded alone stays alone. Bytes that are not modified UTF-8 (refused
/// by [`is_modified_utf8`] when the constant pool is read) decode as U+FFFD.
fn modified_utf8_to_utf16(b: &[u8]) -> Box<[u16]> {
    let cont = |i: usize| {
        b.get(i)
            .filter(|&&c| c & 0xC0 == 0x80)
            .map(|&c| (c & 0x3F) as u16)
    };
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let (unit, n) = match c {
            0x01..=0x7F => (c as u16, 1),
            0xC0..=0xDF => match cont(i + 1) {
                Some(c1) => ((((c & 0x1F) as u16) << 6) | c1, 2),
                None => (0xFFFD, 1),
            },
            0xE0..=0xEF => match (cont(i + 1), cont(i + 2)) {
                (Some(c1), Some(c2)) => ((((c & 0x0F) as u16) << 12) | (c1 << 6) | c2, 3),
                _ => (0xFFFD, 1),
            },
            _ => (0xFFFD, 1),
        };
        out.push(unit);
        i += n;
    }
    out.into_boxed_slice()
}

/// The constant pool's "modified UTF-8" (JVMS §4.4.7): no zero byte, no four-byte forms, and
/// every lead byte followed by its continuation bytes, as HotSpot checks it.
fn is_modified_utf8(b: &[u8]) -> bool {
    let cont = |i: usize| b.get(i).is_some_and(|&c| c & 0xC0 == 0x80);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let n = match c {
            0 => return false,
            0x01..=0x7F => 1,
            0xC0..=0xDF if cont(i + 1) => 2,
            0xE0..=0xEF if cont(i + 1) && cont(i + 2) => 3,
            _ => return false,
        };
        i += n;
    }
    true
}
