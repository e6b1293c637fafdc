package java.io;

/**
 * java.io.DataOutputStream: big-endian primitives and modified UTF-8 strings written to an
 * output stream; counts the bytes written (size(), capped at Integer.MAX_VALUE). Multi-byte
 * primitives go out as one write of a small buffer, writeBytes/writeChars as one write per byte,
 * and writeUTF as one write of the 2-byte length and the encoded bytes, as in the JDK.
 */
public class DataOutputStream extends FilterOutputStream implements DataOutput {
    protected int written;
    private final byte[] writeBuffer = new byte[8];

    public DataOutputStream(OutputStream out) {
        super(out);
    }

    private void incCount(int value) {
        int temp = written + value;
        if (temp < 0) {
            temp = Integer.MAX_VALUE;
        }
        written = temp;
    }

    public synchronized void write(int b) throws IOException {
        out.write(b);
        incCount(1);
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        incCount(len);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public final void writeBoolean(boolean v) throws IOException {
        out.write(v ? 1 : 0);
        incCount(1);
    }

    public final void writeByte(int v) throws IOException {
        out.write(v);
        incCount(1);
    }

    public final void writeShort(int v) throws IOException {
        writeBuffer[0] = (byte) (v >>> 8);
        writeBuffer[1] = (byte) v;
        out.write(writeBuffer, 0, 2);
        incCount(2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        writeBuffer[0] = (byte) (v >>> 24);
        writeBuffer[1] = (byte) (v >>> 16);
        writeBuffer[2] = (byte) (v >>> 8);
        writeBuffer[3] = (byte) v;
        out.write(writeBuffer, 0, 4);
        incCount(4);
    }

    public final void writeLong(long v) throws IOException {
        for (int i = 0; i < 8; i++) {
            writeBuffer[i] = (byte) (v >>> (56 - 8 * i));
        }
        out.write(writeBuffer, 0, 8);
        incCount(8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            out.write((byte) s.charAt(i));
        }
        incCount(len);
    }

    public final void writeChars(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            int v = s.charAt(i);
            out.write((v >>> 8) & 0xFF);
            out.write(v & 0xFF);
        }
        incCount(len * 2);
    }

    public final void writeUTF(String str) throws IOException {
        writeUTF(str, this);
    }

    /**
     * Encodes str as modified UTF-8 (U+0000 and U+0080..U+07FF in 2 bytes, U+0800.. in 3) after a
     * 2-byte length, in one out.write; returns the bytes written.
     */
    static int writeUTF(String str, DataOutput out) throws IOException {
        int strlen = str.length();
        long utflen = 0;
        for (int i = 0; i < strlen; i++) {
            int c = str.charAt(i);
            utflen += (c >= 0x0001 && c <= 0x007F) ? 1 : (c > 0x07FF ? 3 : 2);
        }
        if (utflen > 65535) {
            throw new UTFDataFormatException("encoded string (" + str.substring(0, 8) + "..."
                    + str.substring(strlen - 8, strlen) + ") too long: " + utflen + " bytes");
        }
        byte[] bytes = new byte[(int) utflen + 2];
        int n = 0;
        bytes[n++] = (byte) (utflen >>> 8);
        bytes[n++] = (byte) utflen;
        for (int i = 0; i < strlen; i++) {
            int c = str.charAt(i);
            if (c >= 0x0001 && c <= 0x007F) {
                bytes[n++] = (byte) c;
            } else if (c > 0x07FF) {
                bytes[n++] = (byte) (0xE0 | ((c >> 12) & 0x0F));
                bytes[n++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                bytes[n++] = (byte) (0x80 | (c & 0x3F));
            } else {
                bytes[n++] = (byte) (0xC0 | ((c >> 6) & 0x1F));
                bytes[n++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        out.write(bytes, 0, n);
        return n;
    }

    public final int size() {
        return written;
    }
}
