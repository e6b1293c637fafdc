package java.io;

/** java.io.InputStreamReader: decodes UTF-8 (default), ISO-8859-1 or US-ASCII. */
public class InputStreamReader extends Reader {
    private final Utf8Decoder decoder;
    private final InputStream in;
    private boolean closed;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
        this.decoder = new Utf8Decoder(in, Utf8Encoder.UTF8);
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        this.in = in;
        this.decoder = new Utf8Decoder(in, Utf8Encoder.charsetFor(charsetName));
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        super(in);
        this.in = in;
        this.decoder = new Utf8Decoder(in, Utf8Encoder.charsetOf(cs));
    }

    public String getEncoding() {
        return closed ? null : "UTF8";
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public int read() throws IOException {
        char[] cb = new char[1];
        return read(cb, 0, 1) == -1 ? -1 : cb[0];
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            OutputStream.checkFromIndexSize(off, len, cbuf.length);
            return decoder.read(cbuf, off, len);
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return decoder.ready();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (!closed) {
                closed = true;
                in.close();
            }
        }
    }
}
