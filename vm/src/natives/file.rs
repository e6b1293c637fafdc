//! java.io file natives (`java.io.UnixFileSystem`): opening files by name, the file-descriptor
//! operations of `FileInputStream`, `FileOutputStream` and `RandomAccessFile`, and the path
//! queries and updates of `java.io.File`. They are thin wrappers over the POSIX calls the JDK's
//! own natives make (`open`, `read`, `write`, `lseek`, `fstat`, `ftruncate`, `stat`, `access`,
//! `chmod`, `mkdir`, `remove`, `rename`, `opendir`, `realpath`, `statvfs`), so that results and
//! error texts (`strerror`) are the ones a program sees on HotSpot.
//!
//! A native never panics on bad input: a closed descriptor (-1) gives
//! `IOException("Stream Closed")`, an OS error gives `IOException(strerror(errno))`, a failed open
//! gives `FileNotFoundException("path (strerror)")` as the JDK words it.
use super::args::{bool_result, int};
use crate::classes::method::NativeFn;
use crate::heap::array_set;
use crate::runtime::strings::rust_string;
use crate::runtime::throw::{JResult, Throw};
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;
use std::ffi::CString;
use std::io;

/// The text of an OS error as `strerror` gives it (without Rust's " (os error N)").
fn strerror(e: &io::Error) -> String {
    let s = e.to_string();
    match s.rfind(" (os error ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

fn io_exception(t: &mut JThread, e: &io::Error) -> Throw {
    t.new_throwable("java/io/IOException", Some(&strerror(e)))
}

fn stream_closed(t: &mut JThread) -> Throw {
    t.new_throwable("java/io/IOException", Some("Stream Closed"))
}

/// The Java string in slot `i` as a C path; `None` for null or a string holding NUL.
fn c_path(a: &[u64], i: usize) -> Option<CString> {
    if a[i] == 0 {
        return None;
    }
    CString::new(rust_string(a[i])).ok()
}

fn last_error() -> io::Error {
    io::Error::last_os_error()
}

/// `fstat`/`stat` result, zeroed on failure.
fn stat_path(p: &CString) -> Option<libc::stat> {
    // SAFETY: `st` is written by stat before being read; `p` is NUL-terminated.
    unsafe {
        let mut st: libc::stat = std::mem::zeroed();
        (libc::stat(p.as_ptr(), &mut st) == 0).then_some(st)
    }
}

fn fstat_fd(fd: i32) -> io::Result<libc::stat> {
    // SAFETY: as in `stat_path`; a bad fd makes fstat fail with EBADF.
    unsafe {
        let mut st: libc::stat = std::mem::zeroed();
        if libc::fstat(fd, &mut st) == 0 {
            Ok(st)
        } else {
            Err(last_error())
        }
    }
}

/// Open modes, as `UnixFileSystem` numbers them.
const OPEN_READ: i32 = 0;
const OPEN_WRITE: i32 = 1;
const OPEN_APPEND: i32 = 2;
const OPEN_RW: i32 = 3;
const OPEN_RWS: i32 = 4;
const OPEN_RWD: i32 = 5;

/// `open0(String path, int mode) -> int fd`. A directory opened for reading fails with EISDIR,
/// as the JDK checks after `open`.
fn open0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer_in_native());
    }
    let name = rust_string(a[0]);
    let flags = match int(a, 1) {
        OPEN_READ => libc::O_RDONLY,
        OPEN_WRITE => libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC,
        OPEN_APPEND => libc::O_WRONLY | libc::O_CREAT | libc::O_APPEND,
        OPEN_RW => libc::O_RDWR | libc::O_CREAT,
        OPEN_RWS => libc::O_RDWR | libc::O_CREAT | libc::O_SYNC,
        OPEN_RWD => libc::O_RDWR | libc::O_CREAT | libc::O_DSYNC,
        _ => return Err(t.new_throwable("java/lang/IllegalArgumentException", None)),
    };
    let result = match CString::new(name.as_str()) {
        Err(_) => Err(io::Error::from_raw_os_error(libc::ENOENT)),
        Ok(p) => {
            // SAFETY: `p` is NUL-terminated; the mode argument is read only with O_CREAT.
            let fd = unsafe { libc::open(p.as_ptr(), flags | libc::O_CLOEXEC, 0o666) };
            if fd < 0 {
                Err(last_error())
            } else {
                match fstat_fd(fd) {
                    Ok(st) if st.st_mode & libc::S_IFMT == libc::S_IFDIR => {
                        // SAFETY: `fd` was just opened by us.
                        unsafe { libc::close(fd) };
                        Err(io::Error::from_raw_os_error(libc::EISDIR))
                    }
                    _ => Ok(fd),
                }
            }
        }
    };
    match result {
        Ok(fd) => Ok(fd as u32 as u64),
        Err(e) => {
            let msg = format!("{name} ({})", strerror(&e));
            Err(t.new_throwable("java/io/FileNotFoundException", Some(&msg)))
        }
    }
}

/// Reads into `buf` from a file descriptor other than stdin; `-1` at end of file.
pub(super) fn read_fd(t: &mut JThread, fd: i32, buf: &mut [u8]) -> JResult<u64> {
    if fd < 0 {
        return Err(stream_closed(t));
    }
    let n = crate::threads::shared::blocked(&t.shared.locking, || loop {
        // SAFETY: `buf` is a valid writable slice of a Java byte[] (kept alive by the caller's
        // frame; objects never move).
        let n = unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) };
        if n < 0 && io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
            continue;
        }
        break if n < 0 { Err(last_error()) } else { Ok(n) };
    });
    match n {
        Ok(0) => Ok(-1i32 as u32 as u64),
        Ok(k) => Ok(k as u64),
        Err(e) => Err(io_exception(t, &e)),
    }
}

/// Writes all of `buf` to a file descriptor other than stdout/stderr.
pub(super) fn write_fd(t: &mut JThread, fd: i32, buf: &[u8]) -> JResult<u64> {
    if fd < 0 {
        return Err(stream_closed(t));
    }
    let r = crate::threads::shared::blocked(&t.shared.locking, || {
        let mut done = 0;
        while done < buf.len() {
            // SAFETY: a valid readable slice, as in `read_fd`.
            let n = unsafe { libc::write(fd, buf[done..].as_ptr().cast(), buf.len() - done) };
            if n < 0 {
                let e = last_error();
                if e.kind() == io::ErrorKind::Interrupted {
                    continue;
                }
                return Err(e);
            }
            done += n as usize;
        }
        Ok(())
    });
    match r {
        Ok(()) => Ok(0),
        Err(e) => Err(io_exception(t, &e)),
    }
}

fn close0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let fd = int(a, 0);
    // The standard streams stay open for the VM (the JDK points them at /dev/null instead).
    if fd > 2 {
        // SAFETY: closing a descriptor the Java side owns; a bad one fails with EBADF.
        unsafe { libc::close(fd) };
    }
    Ok(0)
}

/// `available0(int fd)`: bytes left before end of file for a regular file, else what FIONREAD
/// says (0 when it cannot tell), as the JDK.
fn available0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let fd = int(a, 0);
    if fd < 0 {
        return Err(stream_closed(t));
    }
    let st = fstat_fd(fd).map_err(|e| io_exception(t, &e))?;
    let mode = st.st_mode & libc::S_IFMT;
    if mode == libc::S_IFREG {
        // SAFETY: lseek on an open descriptor.
        let cur = unsafe { libc::lseek(fd, 0, libc::SEEK_CUR) };
        if cur < 0 {
            return Err(io_exception(t, &last_error()));
        }
        let left = (st.st_size - cur).clamp(0, i32::MAX as i64);
        return Ok(left as u32 as u64);
    }
    let mut n: libc::c_int = 0;
    // SAFETY: FIONREAD writes one int.
    if unsafe { libc::ioctl(fd, libc::FIONREAD, &mut n) } < 0 {
        n = 0;
    }
    Ok(n.max(0) as u32 as u64)
}

/// `seek0(int fd, long offset, int whence) -> long`: the new position (whence 0 = SET, 1 = CUR,
/// 2 = END).
fn seek0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let fd = int(a, 0);
    let off = a[1] as i64;
    let whence = match int(a, 3) {
        0 => libc::SEEK_SET,
        1 => libc::SEEK_CUR,
        _ => libc::SEEK_END,
    };
    if fd < 0 {
        return Err(stream_closed(t));
    }
    // SAFETY: lseek on a descriptor; errors are reported by the return value.
    let r = unsafe { libc::lseek(fd, off, whence) };
    if r < 0 {
        return Err(io_exception(t, &last_error()));
    }
    Ok(r as u64)
}

fn length0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let fd = int(a, 0);
    if fd < 0 {
        return Err(stream_closed(t));
    }
    match fstat_fd(fd) {
        Ok(st) => Ok(st.st_size as u64),
        Err(e) => Err(io_exception(t, &e)),
    }
}

/// `setLength0(int fd, long length)`: truncates or extends; a file pointer past the new end
/// moves to it (RandomAccessFile.setLength).
fn set_length0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let fd = int(a, 0);
    let len = a[1] as i64;
    if fd < 0 {
        return Err(stream_closed(t));
    }
    // SAFETY: plain syscalls on a descriptor; failures are reported by their return values.
    unsafe {
        let cur = libc::lseek(fd, 0, libc::SEEK_CUR);
        if cur < 0 || libc::ftruncate(fd, len) < 0 {
            return Err(io_exception(t, &last_error()));
        }
        if cur > len && libc::lseek(fd, len, libc::SEEK_SET) < 0 {
            return Err(io_exception(t, &last_error()));
        }
    }
    Ok(0)
}

/// Attribute bits of `getBooleanAttributes0`, as the JDK's `FileSystem.BA_*`.
const BA_EXISTS: u64 = 0x01;
const BA_REGULAR: u64 = 0x02;
const BA_DIRECTORY: u64 = 0x04;

fn get_attributes0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let Some(st) = c_path(a, 0).and_then(|p| stat_path(&p)) else {
        return Ok(0);
    };
    let mode = st.st_mode & libc::S_IFMT;
    Ok(BA_EXISTS
        | if mode == libc::S_IFREG { BA_REGULAR } else { 0 }
        | if mode == libc::S_IFDIR {
            BA_DIRECTORY
        } else {
            0
        })
}

fn get_length0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(c_path(a, 0)
        .and_then(|p| stat_path(&p))
        .map_or(0, |st| st.st_size as u64))
}

/// Milliseconds since the epoch (the JDK keeps millisecond precision of st_mtim), 0 if absent.
fn get_last_modified0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(c_path(a, 0).and_then(|p| stat_path(&p)).map_or(0, |st| {
        st.st_mtime
            .saturating_mul(1000)
            .saturating_add(st.st_mtime_nsec / 1_000_000) as u64
    }))
}

/// `setLastModified0(String path, long millis)`: sets the modification time, keeps the access
/// time (as the JDK, through utimes).
fn set_last_modified0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let Some(p) = c_path(a, 0) else {
        return bool_result(false);
    };
    let ms = a[1] as i64;
    let Some(st) = stat_path(&p) else {
        return bool_result(false);
    };
    let times = [
        libc::timespec {
            tv_sec: st.st_atime,
            tv_nsec: st.st_atime_nsec,
        },
        libc::timespec {
            tv_sec: ms.div_euclid(1000),
            tv_nsec: ms.rem_euclid(1000) * 1_000_000,
        },
    ];
    // SAFETY: `p` is NUL-terminated and `times` holds two timespecs.
    bool_result(unsafe { libc::utimensat(libc::AT_FDCWD, p.as_ptr(), times.as_ptr(), 0) } == 0)
}

/// `checkAccess0(String path, int access)`: access 4 = read, 2 = write, 1 = execute (the JDK's
/// ACCESS_* values, which are also R_OK, W_OK, X_OK).
fn check_access0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let Some(p) = c_path(a, 0) else {
        return bool_result(false);
    };
    let mode = match int(a, 1) {
        4 => libc::R_OK,
        2 => libc::W_OK,
        1 => libc::X_OK,
        _ => libc::F_OK,
    };
    // SAFETY: `p` is NUL-terminated.
    bool_result(unsafe { libc::access(p.as_ptr(), mode) } == 0)
}

/// `setPermission0(String path, int access, boolean enable, boolean ownerOnly)`.
fn set_permission0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let Some(p) = c_path(a, 0) else {
        return bool_result(false);
    };
    let owner_only = int(a, 3) != 0;
    let enable = int(a, 2) != 0;
    let bits: libc::mode_t = match (int(a, 1), owner_only) {
        (4, true) => libc::S_IRUSR,
        (4, false) => libc::S_IRUSR | libc::S_IRGRP | libc::S_IROTH,
        (2, true) => libc::S_IWUSR,
        (2, false) => libc::S_IWUSR | libc::S_IWGRP | libc::S_IWOTH,
        (1, true) => libc::S_IXUSR,
        (1, false) => libc::S_IXUSR | libc::S_IXGRP | libc::S_IXOTH,
        _ => return bool_result(false),
    };
    let Some(st) = stat_path(&p) else {
        return bool_result(false);
    };
    let mode = if enable {
        st.st_mode | bits
    } else {
        st.st_mode & !bits
    };
    // SAFETY: `p` is NUL-terminated.
    bool_result(unsafe { libc::chmod(p.as_ptr(), mode & 0o7777) } == 0)
}

fn set_read_only0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let Some(p) = c_path(a, 0) else {
        return bool_result(false);
    };
    let Some(st) = stat_path(&p) else {
        return bool_result(false);
    };
    let mode = st.st_mode & !(libc::S_IWUSR | libc::S_IWGRP | libc::S_IWOTH);
    // SAFETY: `p` is NUL-terminated.
    bool_result(unsafe { libc::chmod(p.as_ptr(), mode & 0o7777) } == 0)
}

/// `createFileExclusively0(String path)`: true if this call created the file, false if it
/// existed; other errors are IOExceptions with the OS text (as `File.createNewFile`).
fn create_file_exclusively0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer_in_native());
    }
    let Some(p) = c_path(a, 0) else {
        return Err(t.new_throwable("java/io/IOException", Some("Invalid file path")));
    };
    if p.as_bytes() == b"/" {
        return bool_result(false);
    }
    // SAFETY: `p` is NUL-terminated.
    let fd = unsafe {
        libc::open(
            p.as_ptr(),
            libc::O_RDWR | libc::O_CREAT | libc::O_EXCL | libc::O_CLOEXEC,
            0o666,
        )
    };
    if fd < 0 {
        let e = last_error();
        if e.raw_os_error() == Some(libc::EEXIST) {
            return bool_result(false);
        }
        return Err(io_exception(t, &e));
    }
    // SAFETY: `fd` was just opened by us.
    unsafe { libc::close(fd) };
    bool_result(true)
}

/// `delete0(String path)`: `remove(3)` — a file or an empty directory.
fn delete0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let Some(p) = c_path(a, 0) else {
        return bool_result(false);
    };
    // SAFETY: `p` is NUL-terminated.
    bool_result(unsafe { libc::remove(p.as_ptr()) } == 0)
}

fn create_directory0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let Some(p) = c_path(a, 0) else {
        return bool_result(false);
    };
    // SAFETY: `p` is NUL-terminated.
    bool_result(unsafe { libc::mkdir(p.as_ptr(), 0o777) } == 0)
}

fn rename0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (Some(from), Some(to)) = (c_path(a, 0), c_path(a, 1)) else {
        return bool_result(false);
    };
    // SAFETY: both are NUL-terminated.
    bool_result(unsafe { libc::rename(from.as_ptr(), to.as_ptr()) } == 0)
}

/// `list0(String dir) -> String[]`: the names in a directory (without "." and ".."), in the
/// order the OS gives them; null if it cannot be read.
fn list0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Ok(0);
    }
    let dir = rust_string(a[0]);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Ok(0);
    };
    let mut names = Vec::new();
    for entry in entries {
        match entry {
            Ok(e) => names.push(e.file_name().to_string_lossy().into_owned()),
            Err(_) => return Ok(0),
        }
    }
    let string_array = vm()
        .load_class("[Ljava/lang/String;")
        .map_err(|e| t.link_error(&e))?;
    let arr = t.alloc_array(string_array, names.len() as i32)?;
    t.handle(arr);
    for (i, name) in names.iter().enumerate() {
        let s = t.new_string(name)?;
        // SAFETY: `arr` is a String[] of names.len() elements, kept alive by the handle.
        unsafe { array_set::<u64>(arr, i, s) };
    }
    Ok(arr)
}

/// `getSpace0(String path, int which)`: 0 total, 1 free, 2 usable bytes; 0 on error.
fn get_space0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    let Some(p) = c_path(a, 0) else {
        return Ok(0);
    };
    // SAFETY: `st` is written by statvfs before being read; `p` is NUL-terminated.
    let st = unsafe {
        let mut st: libc::statvfs = std::mem::zeroed();
        if libc::statvfs(p.as_ptr(), &mut st) != 0 {
            return Ok(0);
        }
        st
    };
    let frsize = st.f_frsize as u64;
    Ok(match int(a, 1) {
        0 => frsize.saturating_mul(st.f_blocks as u64),
        1 => frsize.saturating_mul(st.f_bfree as u64),
        _ => frsize.saturating_mul(st.f_bavail as u64),
    })
}

/// Removes "." and ".." names of an absolute path textually (the JDK's `collapse`).
fn collapse(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for name in path.split('/') {
        match name {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            n => parts.push(n),
        }
    }
    format!("/{}", parts.join("/"))
}

/// `canonicalize0(String absolutePath) -> String`: `realpath` of the path, or of its longest
/// prefix that exists with the rest appended; then "." and ".." are collapsed (as the JDK's
/// canonicalize_md.c).
fn canonicalize0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer_in_native());
    }
    let orig = rust_string(a[0]);
    if orig.contains('\0') {
        return Err(t.new_throwable("java/io/IOException", Some("Invalid file path")));
    }
    let result = match std::fs::canonicalize(&orig) {
        Ok(p) => collapse(&p.to_string_lossy()),
        Err(_) => {
            // Drop names from the end until a prefix resolves; then append the rest as it was.
            let mut found = None;
            let mut cut = orig.len();
            while let Some(i) = orig[..cut].rfind('/') {
                cut = i;
                let prefix = if i == 0 { "/" } else { &orig[..i] };
                if let Ok(p) = std::fs::canonicalize(prefix) {
                    found = Some(format!("{}{}", p.to_string_lossy(), &orig[i..]));
                    break;
                }
            }
            collapse(found.as_deref().unwrap_or(&orig))
        }
    };
    t.new_string(&result)
}

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("java/io/UnixFileSystem.open0(Ljava/lang/String;I)I", open0),
    ("java/io/UnixFileSystem.close0(I)V", close0),
    ("java/io/UnixFileSystem.available0(I)I", available0),
    ("java/io/UnixFileSystem.seek0(IJI)J", seek0),
    ("java/io/UnixFileSystem.length0(I)J", length0),
    ("java/io/UnixFileSystem.setLength0(IJ)V", set_length0),
    (
        "java/io/UnixFileSystem.getAttributes0(Ljava/lang/String;)I",
        get_attributes0,
    ),
    (
        "java/io/UnixFileSystem.getLength0(Ljava/lang/String;)J",
        get_length0,
    ),
    (
        "java/io/UnixFileSystem.getLastModified0(Ljava/lang/String;)J",
        get_last_modified0,
    ),
    (
        "java/io/UnixFileSystem.setLastModified0(Ljava/lang/String;J)Z",
        set_last_modified0,
    ),
    (
        "java/io/UnixFileSystem.checkAccess0(Ljava/lang/String;I)Z",
        check_access0,
    ),
    (
        "java/io/UnixFileSystem.setPermission0(Ljava/lang/String;IZZ)Z",
        set_permission0,
    ),
    (
        "java/io/UnixFileSystem.setReadOnly0(Ljava/lang/String;)Z",
        set_read_only0,
    ),
    (
        "java/io/UnixFileSystem.createFileExclusively0(Ljava/lang/String;)Z",
        create_file_exclusively0,
    ),
    (
        "java/io/UnixFileSystem.delete0(Ljava/lang/String;)Z",
        delete0,
    ),
    (
        "java/io/UnixFileSystem.createDirectory0(Ljava/lang/String;)Z",
        create_directory0,
    ),
    (
        "java/io/UnixFileSystem.rename0(Ljava/lang/String;Ljava/lang/String;)Z",
        rename0,
    ),
    (
        "java/io/UnixFileSystem.list0(Ljava/lang/String;)[Ljava/lang/String;",
        list0,
    ),
    (
        "java/io/UnixFileSystem.getSpace0(Ljava/lang/String;I)J",
        get_space0,
    ),
    (
        "java/io/UnixFileSystem.canonicalize0(Ljava/lang/String;)Ljava/lang/String;",
        canonicalize0,
    ),
];
