//! The saved trace (`--blame-trace=<file>`): what the consumer received,
//! buffer by buffer, for the standalone analysis (`toyjvm-blame`, the
//! paper's analysis tool). A header line, then each buffer as its length
//! (LEB128) and its bytes (`event.rs` has their format).

use std::io::{self, BufWriter, Read, Write};
use std::path::Path;

use super::event::put_varint;

/// The first bytes of a saved trace.
pub const MAGIC: &[u8] = b"toyjvm blame trace 1\n";

/// Appends buffers to a trace file.
pub struct Writer(BufWriter<std::fs::File>);

impl Writer {
    pub fn create(path: &Path) -> io::Result<Writer> {
        let mut w = BufWriter::new(std::fs::File::create(path)?);
        w.write_all(MAGIC)?;
        Ok(Writer(w))
    }

    /// Append one buffer (and flush: the VM may exit at any moment).
    pub fn buffer(&mut self, bytes: &[u8]) -> io::Result<()> {
        let mut len = Vec::new();
        put_varint(&mut len, bytes.len() as u64);
        self.0.write_all(&len)?;
        self.0.write_all(bytes)?;
        self.0.flush()
    }
}

/// The buffers of a saved trace, or why it is not one.
pub fn read(mut input: impl Read) -> Result<Vec<Vec<u8>>, String> {
    let mut all = Vec::new();
    input
        .read_to_end(&mut all)
        .map_err(|e| format!("cannot read the trace: {e}"))?;
    let rest = all
        .strip_prefix(MAGIC)
        .ok_or("not a toyjvm blame trace (written by --blame-trace)")?;
    let mut buffers = Vec::new();
    let mut d = super::event::Decoder::new(rest);
    while !d.at_end() {
        let len = d
            .varint()
            .ok()
            .and_then(|n| usize::try_from(n).ok())
            .ok_or("the trace is cut short or damaged")?;
        let bytes = d.bytes(len).ok_or("the trace is cut short or damaged")?;
        buffers.push(bytes.to_vec());
    }
    Ok(buffers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_round_trip_and_damage_is_an_error() {
        let dir = std::env::temp_dir().join(format!("blame-trace-{}", std::process::id()));
        let mut w = Writer::create(&dir).unwrap();
        w.buffer(&[1, 2, 3]).unwrap();
        w.buffer(&[]).unwrap();
        w.buffer(&[9; 300]).unwrap();
        drop(w);
        let bytes = std::fs::read(&dir).unwrap();
        let _ = std::fs::remove_file(&dir);
        let back = read(&bytes[..]).unwrap();
        assert_eq!(back, [vec![1, 2, 3], vec![], vec![9; 300]]);
        assert!(read(&bytes[..bytes.len() - 1]).is_err());
        assert!(read(&b"hello"[..]).is_err());
    }
}
