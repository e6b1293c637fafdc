// Kernel: byte[] access: fill a buffer, an Adler-style checksum, an xor cipher pass.
// Dominant bytecodes: baload, bastore, i2b, iand (& 0xff), arraylength, iinc/if_icmpge/goto.
// Argument: rounds (default 20); each round is the same amount of work.
// jvm-flags:
public class ArrayByte {
    static final int SIZE = 1_300_000;

    static long run(byte[] buf, int seed) {
        int x = seed;
        for (int i = 0; i < buf.length; i++) {
            x = x * 1103515245 + 12345;
            buf[i] = (byte) (x >>> 24);
        }
        int s1 = 1, s2 = 0;
        for (int i = 0; i < buf.length; i++) {
            s1 += buf[i] & 0xff;
            s2 += s1;
        }
        byte key = (byte) seed;
        for (int i = 0; i < buf.length; i++) {
            buf[i] ^= key;
            key = buf[i];
        }
        return ((long) s2 << 16) + s1 + buf[buf.length - 1];
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        byte[] buf = new byte[SIZE];
        long sum = 0;
        for (int r = 0; r < rounds; r++) sum += run(buf, r);
        System.out.println("ArrayByte " + sum);
    }
}
