package java.io;

/** java.io.InputStream (with the Java 9/11 readAllBytes, readNBytes, transferTo). */
public abstract class InputStream implements Closeable {
    private static final int MAX_SKIP_BUFFER_SIZE = 2048;
    private static final int DEFAULT_BUFFER_SIZE = 8192;

    public InputStream() {
    }

    /** Java 11. */
    public static InputStream nullInputStream() {
        return new InputStream() {
            public int read() {
                return -1;
            }
        };
    }

    public abstract int read() throws IOException;

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        int c = read();
        if (c == -1) {
            return -1;
        }
        b[off] = (byte) c;
        int i = 1;
        try {
            for (; i < len; i++) {
                c = read();
                if (c == -1) {
                    break;
                }
                b[off + i] = (byte) c;
            }
        } catch (IOException ee) {
            // return what we have
        }
        return i;
    }

    public byte[] readAllBytes() throws IOException {
        return readNBytes(Integer.MAX_VALUE);
    }

    public byte[] readNBytes(int len) throws IOException {
        if (len < 0) {
            throw new IllegalArgumentException("len < 0");
        }
        byte[] result = new byte[Math.min(len, DEFAULT_BUFFER_SIZE)];
        int total = 0;
        while (total < len) {
            if (total == result.length) {
                int newLen = (int) Math.min((long) result.length * 2, (long) len);
                byte[] n = new byte[newLen];
                System.arraycopy(result, 0, n, 0, total);
                result = n;
            }
            int r = read(result, total, result.length - total);
            if (r < 0) {
                break;
            }
            total += r;
        }
        if (total == result.length) {
            return result;
        }
        byte[] out = new byte[total];
        System.arraycopy(result, 0, out, 0, total);
        return out;
    }

    public int readNBytes(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = read(b, off + n, len - n);
            if (count < 0) {
                break;
            }
            n += count;
        }
        return n;
    }

    public long skip(long n) throws IOException {
        long remaining = n;
        if (n <= 0) {
            return 0;
        }
        int size = (int) Math.min(MAX_SKIP_BUFFER_SIZE, remaining);
        byte[] skipBuffer = new byte[size];
        while (remaining > 0) {
            int nr = read(skipBuffer, 0, (int) Math.min(size, remaining));
            if (nr < 0) {
                break;
            }
            remaining -= nr;
        }
        return n - remaining;
    }

    public int available() throws IOException {
        return 0;
    }

    public void close() throws IOException {
    }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    public boolean markSupported() {
        return false;
    }

    public long transferTo(OutputStream out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        long transferred = 0;
        byte[] buffer = new byte[DEFAULT_BUFFER_SIZE];
        int read;
        while ((read = this.read(buffer, 0, DEFAULT_BUFFER_SIZE)) >= 0) {
            out.write(buffer, 0, read);
            transferred += read;
        }
        return transferred;
    }
}
