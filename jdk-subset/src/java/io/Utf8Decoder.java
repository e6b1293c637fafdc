package java.io;

/**
 * Incremental byte -> char decoder used by InputStreamReader: UTF-8 (default), ISO-8859-1 or
 * US-ASCII. Malformed UTF-8 becomes U+FFFD.
 */
final class Utf8Decoder {
    private final int charset;
    private final InputStream in;
    private final byte[] bytes = new byte[8192];
    private int bpos;
    private int blen;
    private boolean eof;
    /** A low surrogate still to be returned (second half of a supplementary char). */
    private char pendingLow;

    Utf8Decoder(InputStream in, int charset) {
        this.in = in;
        this.charset = charset;
    }

    /** Makes at least n bytes available if possible; returns the number available. */
    private int need(int n, boolean block) throws IOException {
        while (blen - bpos < n && !eof) {
            if (bpos > 0) {
                System.arraycopy(bytes, bpos, bytes, 0, blen - bpos);
                blen -= bpos;
                bpos = 0;
            }
            if (!block && blen - bpos > 0) {
                break;
            }
            int r = in.read(bytes, blen, bytes.length - blen);
            if (r < 0) {
                eof = true;
            } else {
                blen += r;
            }
        }
        return blen - bpos;
    }

    boolean ready() throws IOException {
        return pendingLow != 0 || blen > bpos || in.available() > 0;
    }

    /**
     * Reads up to len chars; blocks only until at least one char is available.
     * Returns -1 at end of input.
     */
    int read(char[] cbuf, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        int n = 0;
        if (pendingLow != 0) {
            cbuf[off + n++] = pendingLow;
            pendingLow = 0;
        }
        while (n < len) {
            if (blen - bpos == 0) {
                if (n > 0 && in.available() <= 0) {
                    break;
                }
                if (need(1, true) == 0) {
                    break;
                }
            }
            int b0 = bytes[bpos] & 0xff;
            if (b0 < 0x80 || charset == Utf8Encoder.LATIN1) {
                bpos++;
                cbuf[off + n++] = (char) b0;
                continue;
            }
            if (charset == Utf8Encoder.ASCII) {
                bpos++;
                cbuf[off + n++] = '\uFFFD';
                continue;
            }
            int extra = b0 >= 0xf0 ? 3 : b0 >= 0xe0 ? 2 : 1;
            int have = need(extra + 1, true);
            int cp = decodeOne(b0, Math.min(have, extra + 1));
            if (cp >= 0x10000) {
                cbuf[off + n++] = Character.highSurrogate(cp);
                if (n < len) {
                    cbuf[off + n++] = Character.lowSurrogate(cp);
                } else {
                    pendingLow = Character.lowSurrogate(cp);
                }
            } else {
                cbuf[off + n++] = (char) cp;
            }
        }
        return (n == 0) ? -1 : n;
    }

    /** Decodes one sequence starting at bpos (avail bytes present); advances bpos. */
    private int decodeOne(int b0, int avail) {
        int need;
        int cp;
        int min;
        if (b0 >= 0xc2 && b0 <= 0xdf) {
            need = 1;
            cp = b0 & 0x1f;
            min = 0x80;
        } else if (b0 >= 0xe0 && b0 <= 0xef) {
            need = 2;
            cp = b0 & 0x0f;
            min = 0x800;
        } else if (b0 >= 0xf0 && b0 <= 0xf4) {
            need = 3;
            cp = b0 & 0x07;
            min = 0x10000;
        } else {
            bpos++;
            return 0xFFFD;
        }
        int k = 1;
        while (k <= need) {
            if (k >= avail) {
                bpos += k;
                return 0xFFFD;
            }
            int bk = bytes[bpos + k] & 0xff;
            if ((bk & 0xc0) != 0x80) {
                bpos += k;
                return 0xFFFD;
            }
            cp = (cp << 6) | (bk & 0x3f);
            k++;
        }
        bpos += need + 1;
        if (cp < min || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
            return 0xFFFD;
        }
        return cp;
    }
}
