package java.io;

/**
 * java.io.DataInputStream: big-endian primitives and modified UTF-8 strings read from an input
 * stream. Each primitive is read byte by byte with in.read() (readLong with one readFully), and
 * a short read ends in EOFException with no message, as in the JDK. readUTF decodes the 2-byte
 * length then the bytes, and reports malformed input with the JDK's UTFDataFormatException
 * messages ("malformed input around byte N", "malformed input: partial character at end").
 * The deprecated readLine treats "\r", "\n" and "\r\n" as line ends; to look past a "\r" it
 * wraps the stream in a one-byte pushback stream, as the JDK wraps it in a PushbackInputStream.
 */
public class DataInputStream extends FilterInputStream implements DataInput {
    private final byte[] readBuffer = new byte[8];
    private char[] lineBuffer;

    public DataInputStream(InputStream in) {
        super(in);
    }

    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = in.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int total = 0;
        int cur;
        while ((total < n) && ((cur = (int) in.skip(n - total)) > 0)) {
            total += cur;
        }
        return total;
    }

    private int readByteOrEof() throws IOException {
        int ch = in.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final boolean readBoolean() throws IOException {
        return readByteOrEof() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readByteOrEof();
    }

    public final int readUnsignedByte() throws IOException {
        return readByteOrEof();
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        int ch1 = in.read();
        int ch2 = in.read();
        if ((ch1 | ch2) < 0) {
            throw new EOFException();
        }
        return (ch1 << 8) + ch2;
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        int ch1 = in.read();
        int ch2 = in.read();
        int ch3 = in.read();
        int ch4 = in.read();
        if ((ch1 | ch2 | ch3 | ch4) < 0) {
            throw new EOFException();
        }
        return (ch1 << 24) + (ch2 << 16) + (ch3 << 8) + ch4;
    }

    public final long readLong() throws IOException {
        readFully(readBuffer, 0, 8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = (v << 8) | (readBuffer[i] & 0xff);
        }
        return v;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /** @deprecated bytes are taken as ISO-8859-1 characters; use BufferedReader.readLine. */
    @Deprecated
    public final String readLine() throws IOException {
        char[] buf = lineBuffer;
        if (buf == null) {
            buf = lineBuffer = new char[128];
        }
        int room = buf.length;
        int offset = 0;
        int c;
        while (true) {
            c = in.read();
            if (c == -1 || c == '\n') {
                break;
            }
            if (c == '\r') {
                int c2 = in.read();
                if (c2 != '\n' && c2 != -1) {
                    if (!(in instanceof OneBytePushback)) {
                        this.in = new OneBytePushback(in);
                    }
                    ((OneBytePushback) in).unread(c2);
                }
                break;
            }
            if (--room < 0) {
                buf = new char[offset + 128];
                room = buf.length - offset - 1;
                System.arraycopy(lineBuffer, 0, buf, 0, offset);
                lineBuffer = buf;
            }
            buf[offset++] = (char) c;
        }
        if (c == -1 && offset == 0) {
            return null;
        }
        return String.copyValueOf(buf, 0, offset);
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    /**
     * Reads a length-prefixed modified UTF-8 string: 1-byte (0xxxxxxx), 2-byte (110xxxxx
     * 10xxxxxx) and 3-byte (1110xxxx 10xxxxxx 10xxxxxx) forms; anything else is malformed.
     */
    public static final String readUTF(DataInput in) throws IOException {
        int utflen = in.readUnsignedShort();
        byte[] bytes = new byte[utflen];
        char[] chars = new char[utflen];
        in.readFully(bytes, 0, utflen);
        int count = 0;
        int n = 0;
        while (count < utflen) {
            int c = bytes[count] & 0xff;
            int kind = c >> 4;
            if (kind <= 7) {
                count++;
                chars[n++] = (char) c;
            } else if (kind == 12 || kind == 13) {
                count += 2;
                if (count > utflen) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int c2 = bytes[count - 1];
                if ((c2 & 0xC0) != 0x80) {
                    throw new UTFDataFormatException("malformed input around byte " + count);
                }
                chars[n++] = (char) (((c & 0x1F) << 6) | (c2 & 0x3F));
            } else if (kind == 14) {
                count += 3;
                if (count > utflen) {
                    throw new UTFDataFormatException("malformed input: partial character at end");
                }
                int c2 = bytes[count - 2];
                int c3 = bytes[count - 1];
                if (((c2 & 0xC0) != 0x80) || ((c3 & 0xC0) != 0x80)) {
                    throw new UTFDataFormatException("malformed input around byte " + (count - 1));
                }
                chars[n++] = (char) (((c & 0x0F) << 12) | ((c2 & 0x3F) << 6) | (c3 & 0x3F));
            } else {
                throw new UTFDataFormatException("malformed input around byte " + count);
            }
        }
        return new String(chars, 0, n);
    }

    /** A stream with room to push one byte back (for readLine after a '\r'). */
    private static final class OneBytePushback extends FilterInputStream {
        private int pushed = -1;

        OneBytePushback(InputStream in) {
            super(in);
        }

        void unread(int b) {
            pushed = b & 0xff;
        }

        public int read() throws IOException {
            if (pushed >= 0) {
                int b = pushed;
                pushed = -1;
                return b;
            }
            return in.read();
        }

        public int read(byte[] b, int off, int len) throws IOException {
            OutputStream.checkFromIndexSize(off, len, b.length);
            if (len == 0) {
                return 0;
            }
            if (pushed >= 0) {
                b[off] = (byte) pushed;
                pushed = -1;
                return 1;
            }
            return in.read(b, off, len);
        }

        public long skip(long n) throws IOException {
            if (n <= 0) {
                return 0;
            }
            if (pushed >= 0) {
                pushed = -1;
                return 1;
            }
            return in.skip(n);
        }

        public int available() throws IOException {
            return (pushed >= 0 ? 1 : 0) + in.available();
        }

        public boolean markSupported() {
            return false;
        }
    }
}
