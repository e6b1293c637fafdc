//! java.io natives: the bytes of System.out/err/in, and of files opened by name (file.rs), cross here.
use super::args::int;
use crate::classes::method::NativeFn;
use crate::heap::{array_length, array_slice};
use crate::runtime::throw::JResult;
use crate::threads::jthread::JThread;
use std::io::{Read, Write};

/// The `(fd, byte[] b, int off, int len)` arguments: the fd and the checked range of `b`.
fn fd_and_bytes<'a>(t: &mut JThread, a: &[u64]) -> JResult<(i32, &'a mut [u8])> {
    let (fd, arr, off, len) = (int(a, 0), a[1], int(a, 2), int(a, 3));
    if arr == 0 {
        return Err(t.null_pointer_in_native());
    }
    if off < 0 || len < 0 || off as i64 + len as i64 > array_length(arr) as i64 {
        return Err(t.new_throwable("java/lang/IndexOutOfBoundsException", None));
    }
    // SAFETY: `arr` is a byte[] (the Java signature says so) and the range was checked; Java
    // code racing on the array is the program's business, as with any racy array access.
    let bytes = unsafe { &mut array_slice::<u8>(arr)[off as usize..(off + len) as usize] };
    Ok((fd, bytes))
}

fn write_bytes(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (fd, bytes) = fd_and_bytes(t, a)?;
    if bytes.is_empty() {
        return Ok(0);
    }
    // Like PrintStream, output errors (a closed pipe) are not exceptions for stdout/stderr,
    // which go through Rust's handles (shared with the VM's own output).
    let _ = match fd {
        1 => std::io::stdout().lock().write_all(bytes),
        2 => std::io::stderr().lock().write_all(bytes),
        _ => return super::file::write_fd(t, fd, bytes),
    };
    Ok(0)
}

fn read_bytes(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (fd, buf) = fd_and_bytes(t, a)?;
    if buf.is_empty() {
        return Ok(0);
    }
    if fd != 0 {
        // Files opened by name (stdin stays behind Rust's buffered handle).
        return super::file::read_fd(t, fd, buf);
    }
    // A prompt printed without a newline must be visible before the program blocks on input.
    let _ = std::io::stdout().flush();
    let read =
        crate::threads::shared::blocked(&t.shared.locking, || std::io::stdin().lock().read(buf));
    match read {
        Ok(0) => Ok(-1i32 as u32 as u64),
        Ok(k) => Ok(k as u64),
        Err(e) => Err(t.new_throwable("java/io/IOException", Some(&e.to_string()))),
    }
}

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("java/io/FileOutputStream.writeBytes(I[BII)V", write_bytes),
    ("java/io/FileInputStream.readBytes(I[BII)I", read_bytes),
];
