package java.io;

/** java.io.OutputStreamWriter: encodes UTF-8 (default), ISO-8859-1 or US-ASCII. */
public class OutputStreamWriter extends Writer {
    private final Utf8Encoder encoder;
    private final OutputStream out;
    private boolean closed;

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
        this.encoder = new Utf8Encoder();
    }

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        this.out = out;
        this.encoder = new Utf8Encoder(Utf8Encoder.charsetFor(charsetName));
    }

    public OutputStreamWriter(OutputStream out, java.nio.charset.Charset cs) {
        super(out);
        this.out = out;
        this.encoder = new Utf8Encoder(Utf8Encoder.charsetOf(cs));
    }

    public String getEncoding() {
        return closed ? null : "UTF8";
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            ensureOpen();
            encoder.reset();
            encoder.encode((char) c);
            out.write(encoder.bytes(), 0, encoder.length());
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            encoder.reset();
            encoder.encode(cbuf, off, len);
            out.write(encoder.bytes(), 0, encoder.length());
        }
    }

    public void write(String str, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, str.length());
            encoder.reset();
            encoder.encode(str, off, len);
            out.write(encoder.bytes(), 0, encoder.length());
        }
    }

    public void flush() throws IOException {
        synchronized (lock) {
            ensureOpen();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            encoder.reset();
            encoder.finish();
            if (encoder.length() > 0) {
                out.write(encoder.bytes(), 0, encoder.length());
            }
            closed = true;
            out.flush();
            out.close();
        }
    }
}
