//! Mutations of class files. Most are structure-aware: a seed is scanned for its constant pool
//! and its `Code` attributes, so that a mutation lands where the verifier has to look (opcodes,
//! operands, max_stack/max_locals, exception tables, stack maps) instead of breaking the file in
//! the first bytes, which only the parser would ever see. A few raw mutations keep the parser
//! under fire too.

/// xorshift64*: small, fast, and the same sequence for the same `--seed` on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        // A zero state would stay zero: mix the seed and force a bit.
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// Where one `Code` attribute lies in a class file.
pub struct CodeLoc {
    /// The attribute's u4 attribute_length.
    attr_len_at: usize,
    /// u2 max_stack; max_locals follows, then the u4 code_length and the code.
    max_stack_at: usize,
    code_at: usize,
    code_len: usize,
    /// u2 exception_table_length; 8-byte entries follow.
    exc_at: usize,
    exc_count: usize,
    /// The StackMapTable attribute: (its name index, its body, body length).
    stack_map: Option<(usize, usize, usize)>,
}

impl CodeLoc {
    fn code<'b>(&self, b: &'b [u8]) -> &'b [u8] {
        &b[self.code_at..self.code_at + self.code_len]
    }
}

/// What `scan` learns of a class file.
pub struct Layout {
    /// Tag of every constant-pool index (0 for index 0 and the second slot of longs/doubles).
    cp_tags: Vec<u8>,
    codes: Vec<CodeLoc>,
}

struct Reader<'b> {
    b: &'b [u8],
    pos: usize,
}

impl Reader<'_> {
    fn u1(&mut self) -> Option<u8> {
        let v = *self.b.get(self.pos)?;
        self.pos += 1;
        Some(v)
    }
    fn u2(&mut self) -> Option<u16> {
        Some(u16::from_be_bytes([self.u1()?, self.u1()?]))
    }
    fn u4(&mut self) -> Option<u32> {
        Some(u32::from_be_bytes([
            self.u1()?,
            self.u1()?,
            self.u1()?,
            self.u1()?,
        ]))
    }
    fn skip(&mut self, n: usize) -> Option<()> {
        let end = self.pos.checked_add(n)?;
        (end <= self.b.len()).then(|| self.pos = end)
    }
}

/// Scans a class file (None if it is too broken to find its methods).
pub fn scan(b: &[u8]) -> Option<Layout> {
    let mut r = Reader { b, pos: 8 };
    let count = r.u2()? as usize;
    let mut cp_tags = vec![0u8; count.max(1)];
    let mut utf8: Vec<Option<&[u8]>> = vec![None; count.max(1)];
    let mut i = 1;
    while i < count {
        let tag = r.u1()?;
        cp_tags[i] = tag;
        let size = match tag {
            1 => {
                let n = r.u2()? as usize;
                utf8[i] = b.get(r.pos..r.pos + n);
                n
            }
            3 | 4 | 9 | 10 | 11 | 12 | 17 | 18 => 4,
            5 | 6 => 8,
            7 | 8 | 16 | 19 | 20 => 2,
            15 => 3,
            _ => return None,
        };
        r.skip(size)?;
        // Longs and doubles take two slots.
        i += if tag == 5 || tag == 6 { 2 } else { 1 };
    }
    let is = |idx: u16, name: &[u8]| utf8.get(idx as usize).copied().flatten() == Some(name);
    r.skip(6)?;
    let interfaces = r.u2()? as usize;
    r.skip(2 * interfaces)?;
    for _ in 0..r.u2()? {
        r.skip(6)?;
        for _ in 0..r.u2()? {
            r.skip(2)?;
            let n = r.u4()? as usize;
            r.skip(n)?;
        }
    }
    let mut codes = Vec::new();
    for _ in 0..r.u2()? {
        r.skip(6)?;
        for _ in 0..r.u2()? {
            let name = r.u2()?;
            let attr_len_at = r.pos;
            let n = r.u4()? as usize;
            let end = r.pos.checked_add(n)?;
            if is(name, b"Code") {
                let mut c = Reader { b, pos: r.pos };
                let max_stack_at = c.pos;
                c.skip(4)?;
                let code_len = c.u4()? as usize;
                let code_at = c.pos;
                c.skip(code_len)?;
                let exc_at = c.pos;
                let exc_count = c.u2()? as usize;
                c.skip(8 * exc_count)?;
                let mut stack_map = None;
                for _ in 0..c.u2()? {
                    let name_at = c.pos;
                    let name = c.u2()?;
                    let len = c.u4()? as usize;
                    if is(name, b"StackMapTable") {
                        stack_map = Some((name_at, c.pos, len));
                    }
                    c.skip(len)?;
                }
                codes.push(CodeLoc {
                    attr_len_at,
                    max_stack_at,
                    code_at,
                    code_len,
                    exc_at,
                    exc_count,
                    stack_map,
                });
            }
            r.skip(end - r.pos)?;
        }
    }
    Some(Layout { cp_tags, codes })
}

/// The length of each fixed-size opcode; 0 for the variable ones (switches, `wide`) and for the
/// undefined opcodes.
fn opcode_len(op: u8) -> usize {
    match op {
        0x00..=0x0f | 0x1a..=0x35 | 0x3b..=0x83 | 0x85..=0x98 | 0xac..=0xb1 => 1,
        0xbe | 0xbf | 0xc2 | 0xc3 => 1,
        0x10 | 0x12 | 0x15..=0x19 | 0x36..=0x3a | 0xa9 | 0xbc => 2,
        0x11 | 0x13 | 0x14 | 0x84 | 0x99..=0xa8 | 0xb2..=0xb8 => 3,
        0xbb | 0xbd | 0xc0 | 0xc1 | 0xc6 | 0xc7 => 3,
        0xc5 => 4,
        0xb9 | 0xba | 0xc8 | 0xc9 => 5,
        _ => 0,
    }
}

/// The length of the instruction at `pc`, None if it is undefined or runs past the code.
fn insn_len(code: &[u8], pc: usize) -> Option<usize> {
    let op = *code.get(pc)?;
    let i4 = |at: usize| -> Option<i64> {
        Some(i32::from_be_bytes(code.get(at..at + 4)?.try_into().ok()?) as i64)
    };
    let len = match op {
        0xaa => {
            let p = (pc + 4) & !3;
            let n = i4(p + 8)? - i4(p + 4)? + 1;
            if !(0..=65536).contains(&n) {
                return None;
            }
            p + 12 + 4 * n as usize - pc
        }
        0xab => {
            let p = (pc + 4) & !3;
            let n = i4(p + 4)?;
            if !(0..=65536).contains(&n) {
                return None;
            }
            p + 8 + 8 * n as usize - pc
        }
        0xc4 => {
            if *code.get(pc + 1)? == 0x84 {
                6
            } else {
                4
            }
        }
        _ => match opcode_len(op) {
            0 => return None,
            n => n,
        },
    };
    (pc + len <= code.len()).then_some(len)
}

/// The pcs of the instructions, up to the first one that does not decode.
fn boundaries(code: &[u8]) -> Vec<usize> {
    let mut v = Vec::new();
    let mut pc = 0;
    while let Some(n) = insn_len(code, pc) {
        v.push(pc);
        pc += n;
    }
    v
}

fn set_u2(b: &mut [u8], at: usize, v: u16) {
    b[at..at + 2].copy_from_slice(&v.to_be_bytes());
}
fn get_u2(b: &[u8], at: usize) -> u16 {
    u16::from_be_bytes([b[at], b[at + 1]])
}
fn add_u4(b: &mut [u8], at: usize, delta: i64) {
    let v = u32::from_be_bytes(b[at..at + 4].try_into().unwrap()) as i64 + delta;
    b[at..at + 4].copy_from_slice(&(v as u32).to_be_bytes());
}

const INTERESTING_U8: [u8; 12] = [0, 1, 2, 3, 4, 8, 16, 0x3f, 0x40, 0x7f, 0x80, 0xff];
const INTERESTING_U16: [u16; 8] = [0, 1, 2, 0x7f, 0x80, 0x7fff, 0x8000, 0xffff];
/// Frame types at the edges of each StackMapTable frame kind, and reserved ones.
const FRAME_TYPES: [u8; 12] = [0, 63, 64, 127, 128, 246, 247, 248, 250, 251, 254, 255];

/// Applies 1 to 4 mutations to `b`, describing each in `log` (for the findings).
pub fn mutate(rng: &mut Rng, b: &mut Vec<u8>, log: &mut Vec<String>) {
    let n = 1 + rng.below(4).min(rng.below(4));
    for _ in 0..n {
        if b.is_empty() {
            return;
        }
        match scan(b) {
            Some(l) if !l.codes.is_empty() && !rng.chance(8) => structured(rng, b, &l, log),
            _ => raw(rng, b, log),
        }
    }
}

/// Mutations that know nothing of the format.
fn raw(rng: &mut Rng, b: &mut Vec<u8>, log: &mut Vec<String>) {
    let at = rng.below(b.len());
    match rng.below(20) {
        0 => {
            let len = rng.below(b.len());
            b.truncate(len);
            log.push(format!("truncate to {len}"));
        }
        1..=10 => {
            let bit = rng.below(8);
            b[at] ^= 1 << bit;
            log.push(format!("flip bit {bit} of byte {at}"));
        }
        _ => {
            let v = rng.pick(&INTERESTING_U8);
            b[at] = v;
            log.push(format!("byte {at} = {v:#x}"));
        }
    }
}

fn is_cp_op(op: u8) -> bool {
    matches!(op, 0x12..=0x14 | 0xb2..=0xbb | 0xbd | 0xc0 | 0xc1 | 0xc5)
}
fn is_local_op(op: u8) -> bool {
    matches!(op, 0x15..=0x19 | 0x36..=0x3a | 0x84 | 0xa9)
}
fn is_branch_op(op: u8) -> bool {
    matches!(op, 0x99..=0xa8 | 0xc6 | 0xc7)
}

fn structured(rng: &mut Rng, b: &mut Vec<u8>, l: &Layout, log: &mut Vec<String>) {
    let ci = rng.below(l.codes.len());
    let c = &l.codes[ci];
    let code = c.code(b).to_vec();
    let pcs = boundaries(&code);
    let what = format!("method code #{ci}");
    if code.is_empty() || pcs.is_empty() {
        return raw(rng, b, log);
    }
    // An instruction satisfying `pred`; when the method has none, a bit flip in its code
    // stands in (it keeps the file parseable, unlike a raw mutation).
    let pick_insn = |rng: &mut Rng, pred: fn(u8) -> bool| {
        let cands: Vec<usize> = pcs.iter().copied().filter(|&p| pred(code[p])).collect();
        (!cands.is_empty()).then(|| rng.pick(&cands))
    };
    let kind = rng.below(100);
    let insn = match kind {
        32..=47 => pick_insn(rng, |op| opcode_len(op) != 0),
        55..=66 => pick_insn(rng, is_cp_op),
        67..=71 => pick_insn(rng, is_local_op),
        72..=77 => pick_insn(rng, is_branch_op),
        _ => Some(0),
    };
    let stack_map = c.stack_map.filter(|&(_, _, len)| len > 2);
    let kind = match (kind, insn) {
        (_, None) => 0,
        (78..=89, _) if stack_map.is_none() => 0,
        (90..=95, _) if c.exc_count == 0 => 0,
        _ => kind,
    };
    let pc = insn.unwrap_or(0);
    let op = code[pc];
    match kind {
        // Bit flips and interesting bytes anywhere in the code.
        0..=9 => {
            let at = rng.below(code.len());
            let bit = rng.below(8);
            b[c.code_at + at] ^= 1 << bit;
            log.push(format!("{what}: flip bit {bit} at pc {at}"));
        }
        10..=17 => {
            let at = rng.below(code.len());
            let v = if rng.chance(50) {
                rng.pick(&INTERESTING_U8)
            } else {
                rng.next() as u8
            };
            b[c.code_at + at] = v;
            log.push(format!("{what}: byte at pc {at} = {v:#x}"));
        }
        // Insert or delete a byte: code_length and attribute_length follow, so the parser
        // still accepts the file and the verifier sees misaligned instructions, branch targets,
        // handlers and frames.
        18..=24 => {
            let at = rng.below(code.len() + 1);
            let v = rng.next() as u8;
            b.insert(c.code_at + at, v);
            add_u4(b, c.max_stack_at + 4, 1);
            add_u4(b, c.attr_len_at, 1);
            log.push(format!("{what}: insert {v:#x} at pc {at}"));
        }
        25..=31 => {
            if code.len() < 2 {
                return raw(rng, b, log);
            }
            let at = rng.below(code.len());
            b.remove(c.code_at + at);
            add_u4(b, c.max_stack_at + 4, -1);
            add_u4(b, c.attr_len_at, -1);
            log.push(format!("{what}: delete byte at pc {at}"));
        }
        // An opcode swapped for another of the same length: the instruction stream stays
        // decodable, only the types change.
        32..=47 => {
            let len = opcode_len(op);
            let same: Vec<u8> = (0..=255u8).filter(|&o| opcode_len(o) == len).collect();
            let new = rng.pick(&same);
            b[c.code_at + pc] = new;
            log.push(format!("{what}: opcode at pc {pc} {op:#04x} -> {new:#04x}"));
        }
        48..=54 => {
            let at = c.max_stack_at + 2 * rng.below(2);
            let cur = get_u2(b, at);
            let v = match rng.below(6) {
                0 => 0,
                1 => cur.wrapping_sub(1),
                2 => cur.wrapping_add(1),
                3 => rng.pick(&INTERESTING_U16),
                4 => 1,
                _ => rng.below(8) as u16,
            };
            set_u2(b, at, v);
            let field = if at == c.max_stack_at {
                "max_stack"
            } else {
                "max_locals"
            };
            log.push(format!("{what}: {field} {cur} -> {v}"));
        }
        // A constant-pool operand pointed elsewhere: usually at an entry of the same kind (a
        // different field or method, so resolution succeeds and the types are wrong),
        // sometimes anywhere, sometimes out of the pool.
        55..=66 => {
            let wide = op != 0x12; // ldc has a one-byte index
            let cur = if wide {
                get_u2(&code, pc + 1) as usize
            } else {
                code[pc + 1] as usize
            };
            let tag = l.cp_tags.get(cur).copied().unwrap_or(0);
            let same: Vec<usize> = (1..l.cp_tags.len())
                .filter(|&i| l.cp_tags[i] == tag && (wide || i < 256))
                .collect();
            let v = match rng.below(10) {
                0..=5 if !same.is_empty() => rng.pick(&same),
                9 => rng.pick(&[0, l.cp_tags.len(), 0xffff]),
                _ => 1 + rng.below(l.cp_tags.len().max(2) - 1),
            };
            if wide {
                set_u2(b, c.code_at + pc + 1, v as u16);
            } else {
                b[c.code_at + pc + 1] = v as u8;
            }
            log.push(format!("{what}: cp operand at pc {pc} {cur} -> {v}"));
        }
        // A local-variable index, up and down.
        67..=71 => {
            let v = rng.pick(&[0u8, 1, 2, 3, 4, 0xff]);
            b[c.code_at + pc + 1] = v;
            log.push(format!("{what}: local index at pc {pc} -> {v}"));
        }
        // A branch offset: usually to another instruction, sometimes anywhere in (and a little
        // around) the code.
        72..=77 => {
            let target = if rng.chance(70) {
                rng.pick(&pcs) as i64
            } else {
                rng.below(code.len() + 4) as i64 - 2
            };
            let off = (target - pc as i64) as i16;
            set_u2(b, c.code_at + pc + 1, off as u16);
            log.push(format!("{what}: branch at pc {pc} -> {target}"));
        }
        // The stack map: frame types, offsets, verification types, or no table at all.
        78..=89 => {
            let (name_at, body, len) = stack_map.expect("checked above");
            if rng.chance(10) {
                // Renamed to a name no JVM knows, the table is ignored: the branch targets
                // lose their frames.
                let other = (1..l.cp_tags.len())
                    .find(|&i| l.cp_tags[i] == 1 && i != get_u2(b, name_at) as usize);
                if let Some(o) = other {
                    set_u2(b, name_at, o as u16);
                    log.push(format!("{what}: StackMapTable renamed away"));
                }
                return;
            }
            let at = 2 + rng.below(len - 2);
            let v = match rng.below(4) {
                0 => rng.below(9) as u8, // a verification type tag
                1 => rng.pick(&FRAME_TYPES),
                2 => b[body + at] ^ (1 << rng.below(8)),
                _ => rng.next() as u8,
            };
            b[body + at] = v;
            log.push(format!("{what}: stack map byte {at} = {v:#x}"));
        }
        // The exception table: a pc moved (maybe into an instruction) or the catch type changed.
        90..=95 => {
            let e = rng.below(c.exc_count);
            let field = rng.below(4);
            let at = c.exc_at + 2 + 8 * e + 2 * field;
            let v = if field == 3 {
                rng.below(l.cp_tags.len() + 1) as u16
            } else if rng.chance(70) {
                rng.pick(&pcs) as u16
            } else {
                rng.below(code.len() + 2) as u16
            };
            set_u2(b, at, v);
            log.push(format!("{what}: exception entry {e} field {field} = {v}"));
        }
        // The class version: 49 and 50 bring in the type-inferencing verifier (and jsr/ret).
        96..=97 => {
            let v = rng.pick(&[45u16, 49, 50, 51, 52]);
            set_u2(b, 6, v);
            log.push(format!("major version = {v}"));
        }
        // Copy a run of code over another place in the same method (same length).
        _ => {
            let from = rng.pick(&pcs);
            let to = rng.pick(&pcs);
            let n = 1 + rng.below(6);
            let n = n.min(code.len() - from).min(code.len() - to);
            let chunk = code[from..from + n].to_vec();
            b[c.code_at + to..c.code_at + to + n].copy_from_slice(&chunk);
            log.push(format!("{what}: copy {n} bytes from pc {from} to pc {to}"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_is_deterministic() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..100 {
            assert_eq!(a.next(), b.next());
        }
        assert_ne!(Rng::new(7).next(), Rng::new(8).next());
    }

    #[test]
    fn instruction_lengths() {
        // iload_0; tableswitch (pad 2) default 0, low 0, high 1, two offsets; return
        let mut code = vec![0x1a, 0xaa, 0, 0];
        for v in [0i32, 0, 1, 0, 0] {
            code.extend(v.to_be_bytes());
        }
        code.push(0xb1);
        assert_eq!(boundaries(&code), vec![0, 1, 24]);
        assert_eq!(insn_len(&[0xc4, 0x84, 0, 1, 0, 1], 0), Some(6));
        assert_eq!(insn_len(&[0xc4, 0x15, 0, 1], 0), Some(4));
        assert_eq!(insn_len(&[0xcb], 0), None);
    }
}
