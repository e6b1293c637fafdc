// Whole program in the style of the Java Grande Forum benchmarks, section 2, "Crypt": IDEA
// encryption and decryption of a byte buffer (8 rounds of multiplication modulo 65537, addition
// modulo 65536 and xor on 16-bit words, then the output transformation), with the encryption and
// decryption key schedules. Written from the algorithm.
// Dominant bytecodes: baload/bastore, iaload, iand/ior/ixor/ishl/iushr (masks), imul, lmul,
// invokestatic (mul).
// Argument: rounds (default 20); each round encrypts and decrypts the buffer once.
// jvm-flags:
public class JgfCrypt {
    static final int SIZE = 65_000;

    // a * b modulo 65537, where 0 stands for 65536.
    static int mul(int a, int b) {
        if (a == 0) return (65537 - b) & 0xffff;
        if (b == 0) return (65537 - a) & 0xffff;
        long p = (long) a * b;
        int lo = (int) (p & 0xffff), hi = (int) (p >>> 16);
        return (lo - hi + (lo < hi ? 1 : 0)) & 0xffff;
    }

    // The multiplicative inverse modulo 65537 (extended Euclid); 0 and 1 are their own.
    static int inv(int x) {
        if (x <= 1) return x;
        int t1 = 65537 / x, y = 65537 % x;
        if (y == 1) return (1 - t1) & 0xffff;
        int t0 = 1;
        do {
            int q = x / y;
            x = x % y;
            t0 = (t0 + q * t1) & 0xffff;
            if (x == 1) return t0;
            q = y / x;
            y = y % x;
            t1 = (t1 + q * t0) & 0xffff;
        } while (y != 1);
        return (1 - t1) & 0xffff;
    }

    static int[] encryptionKey(short[] userKey) {
        int[] z = new int[52];
        for (int i = 0; i < 8; i++) z[i] = userKey[i] & 0xffff;
        for (int i = 8; i < 52; i++) {
            int j = i % 8;
            if (j < 6) z[i] = ((z[i - 7] << 9) | (z[i - 6] >>> 7)) & 0xffff;
            else if (j == 6) z[i] = ((z[i - 7] << 9) | (z[i - 14] >>> 7)) & 0xffff;
            else z[i] = ((z[i - 15] << 9) | (z[i - 14] >>> 7)) & 0xffff;
        }
        return z;
    }

    static int[] decryptionKey(int[] z) {
        int[] dk = new int[52];
        int k = 0, p = 52;
        int t1 = inv(z[k++]), t2 = -z[k++] & 0xffff, t3 = -z[k++] & 0xffff;
        dk[--p] = inv(z[k++]);
        dk[--p] = t3;
        dk[--p] = t2;
        dk[--p] = t1;
        for (int r = 1; r < 8; r++) {
            t1 = z[k++];
            dk[--p] = z[k++];
            dk[--p] = t1;
            t1 = inv(z[k++]);
            t2 = -z[k++] & 0xffff;
            t3 = -z[k++] & 0xffff;
            dk[--p] = inv(z[k++]);
            dk[--p] = t2;
            dk[--p] = t3;
            dk[--p] = t1;
        }
        t1 = z[k++];
        dk[--p] = z[k++];
        dk[--p] = t1;
        t1 = inv(z[k++]);
        t2 = -z[k++] & 0xffff;
        t3 = -z[k++] & 0xffff;
        dk[--p] = inv(z[k++]);
        dk[--p] = t3;
        dk[--p] = t2;
        dk[--p] = t1;
        return dk;
    }

    static void cipher(byte[] in, byte[] out, int[] key) {
        for (int b = 0; b < in.length; b += 8) {
            int x1 = (in[b] & 0xff) << 8 | (in[b + 1] & 0xff);
            int x2 = (in[b + 2] & 0xff) << 8 | (in[b + 3] & 0xff);
            int x3 = (in[b + 4] & 0xff) << 8 | (in[b + 5] & 0xff);
            int x4 = (in[b + 6] & 0xff) << 8 | (in[b + 7] & 0xff);
            int k = 0;
            for (int r = 0; r < 8; r++) {
                x1 = mul(x1, key[k++]);
                x2 = (x2 + key[k++]) & 0xffff;
                x3 = (x3 + key[k++]) & 0xffff;
                x4 = mul(x4, key[k++]);
                int t2 = mul(x1 ^ x3, key[k++]);
                int t1 = mul((t2 + (x2 ^ x4)) & 0xffff, key[k++]);
                t2 = (t1 + t2) & 0xffff;
                x1 ^= t1;
                x4 ^= t2;
                t2 ^= x2;
                x2 = x3 ^ t1;
                x3 = t2;
            }
            int y1 = mul(x1, key[k++]);
            int y2 = (x3 + key[k++]) & 0xffff;
            int y3 = (x2 + key[k++]) & 0xffff;
            int y4 = mul(x4, key[k]);
            out[b] = (byte) (y1 >>> 8);
            out[b + 1] = (byte) y1;
            out[b + 2] = (byte) (y2 >>> 8);
            out[b + 3] = (byte) y2;
            out[b + 4] = (byte) (y3 >>> 8);
            out[b + 5] = (byte) y3;
            out[b + 6] = (byte) (y4 >>> 8);
            out[b + 7] = (byte) y4;
        }
    }

    static long run(byte[] plain, byte[] crypted, byte[] decrypted, int seed) {
        short[] userKey = new short[8];
        int x = 136506717 + seed;
        for (int i = 0; i < 8; i++) {
            x = x * 1103515245 + 12345;
            userKey[i] = (short) (x >>> 16);
        }
        for (int i = 0; i < plain.length; i++) {
            x = x * 1103515245 + 12345;
            plain[i] = (byte) (x >>> 24);
        }
        int[] z = encryptionKey(userKey);
        int[] dk = decryptionKey(z);
        cipher(plain, crypted, z);
        cipher(crypted, decrypted, dk);
        long sum = 0;
        for (int i = 0; i < plain.length; i++) {
            if (plain[i] != decrypted[i]) return -1;
            sum = sum * 31 + crypted[i];
        }
        return sum;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        byte[] plain = new byte[SIZE], crypted = new byte[SIZE], decrypted = new byte[SIZE];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(plain, crypted, decrypted, r);
        System.out.println("JgfCrypt " + sum);
    }
}
