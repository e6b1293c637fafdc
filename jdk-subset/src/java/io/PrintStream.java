package java.io;

import java.util.Formatter;
import java.util.Locale;

/**
 * java.io.PrintStream: chars are encoded (UTF-8 by default) and each print call is handed to
 * the underlying stream as one write (printf: one write per piece, as in the JDK); flushes
 * when autoflush is on and a newline was written. IOExceptions set the error flag instead of
 * propagating.
 * Differences: no Charset overloads; printf(Locale, ...) formats as for Locale.US.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    private final Utf8Encoder encoder;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out));
        this.autoFlush = autoFlush;
        this.encoder = new Utf8Encoder();
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding) throws UnsupportedEncodingException {
        super(requireNonNull(out));
        this.autoFlush = autoFlush;
        this.encoder = new Utf8Encoder(Utf8Encoder.charsetFor(encoding));
    }

    public PrintStream(OutputStream out, boolean autoFlush, java.nio.charset.Charset charset) {
        super(requireNonNull(out));
        this.autoFlush = autoFlush;
        this.encoder = new Utf8Encoder(Utf8Encoder.charsetOf(charset));
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        // The charset is checked before the file is opened (created), as in the JDK.
        this(Utf8Encoder.charsetFor(csn), new FileOutputStream(fileName));
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(Utf8Encoder.charsetFor(csn), new FileOutputStream(file));
    }

    /** A stream to a file just opened, in a checked charset, without autoflush. */
    private PrintStream(int charset, OutputStream out) {
        super(out);
        this.autoFlush = false;
        this.encoder = new Utf8Encoder(charset);
    }

    private static OutputStream requireNonNull(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    encoder.reset();
                    encoder.finish();
                    if (encoder.length() > 0 && out != null) {
                        out.write(encoder.bytes(), 0, encoder.length());
                    }
                    if (out != null) {
                        out.close();
                    }
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    // ---------------------------------------------------------------- bytes

    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    /** Java 14. */
    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    // ---------------------------------------------------------------- text

    /** Encodes and writes s (plus a newline if requested) as one write. */
    private void writeText(CharSequence s, boolean newline) {
        try {
            synchronized (this) {
                ensureOpen();
                encoder.reset();
                encoder.encode(s, 0, s.length());
                if (newline) {
                    encoder.encode('\n');
                }
                out.write(encoder.bytes(), 0, encoder.length());
                if (autoFlush && (newline || indexOfNewline(s))) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void writeText(char[] s, boolean newline) {
        try {
            synchronized (this) {
                ensureOpen();
                encoder.reset();
                encoder.encode(s, 0, s.length);
                if (newline) {
                    encoder.encode('\n');
                }
                out.write(encoder.bytes(), 0, encoder.length());
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    private static boolean indexOfNewline(CharSequence s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\n') {
                return true;
            }
        }
        return false;
    }

    private void newLine() {
        writeText("", true);
    }

    public void print(boolean b) {
        writeText(String.valueOf(b), false);
    }

    public void print(char c) {
        writeText(String.valueOf(c), false);
    }

    public void print(int i) {
        writeText(String.valueOf(i), false);
    }

    public void print(long l) {
        writeText(String.valueOf(l), false);
    }

    public void print(float f) {
        writeText(String.valueOf(f), false);
    }

    public void print(double d) {
        writeText(String.valueOf(d), false);
    }

    public void print(char[] s) {
        writeText(s, false);
    }

    public void print(String s) {
        writeText(String.valueOf(s), false);
    }

    public void print(Object obj) {
        writeText(String.valueOf(obj), false);
    }

    public void println() {
        newLine();
    }

    /** Like the JDK: a subclass that overrides print(...) sees print followed by newLine. */
    private boolean plain() {
        return getClass() == PrintStream.class;
    }

    public void println(boolean x) {
        if (plain()) {
            writeText(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (plain()) {
            writeText(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (plain()) {
            writeText(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (plain()) {
            writeText(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (plain()) {
            writeText(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (plain()) {
            writeText(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char[] x) {
        if (plain()) {
            writeText(x, true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        if (plain()) {
            writeText(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (plain()) {
            writeText(s, true);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    /** The locale is accepted but numbers are formatted as for Locale.US. */
    public PrintStream printf(Locale l, String format, Object... args) {
        return format(format, args);
    }

    public PrintStream format(Locale l, String format, Object... args) {
        return format(format, args);
    }

    /** Like the JDK, formats straight into this stream (output before an error stays written). */
    public PrintStream format(String format, Object... args) {
        synchronized (this) {
            if (out == null) {
                trouble = true;
                return this;
            }
            new Formatter((Appendable) this).format(format, args);
        }
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
