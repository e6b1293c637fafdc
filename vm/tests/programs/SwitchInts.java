public class SwitchInts {
    static String dense(int x) {
        switch (x) {
            case -2:
                return "minus two";
            case -1:
                return "minus one";
            case 0:
                return "zero";
            case 1:
                return "one";
            case 2:
                return "two";
            case 3:
                return "three";
            case 4:
                return "four";
            default:
                return "other(" + x + ")";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case Integer.MIN_VALUE:
                return "MIN";
            case -1000000:
                return "-1e6";
            case -7:
                return "-7";
            case 10:
                return "ten";
            case 1000:
                return "thousand";
            case 65536:
                return "2^16";
            case Integer.MAX_VALUE:
                return "MAX";
            default:
                return "default";
        }
    }

    static int fallthrough(int x) {
        int acc = 0;
        switch (x) {
            case 1:
                acc += 1;
            case 2:
                acc += 10;
            case 3:
                acc += 100;
                break;
            case 4:
                acc += 1000;
            default:
                acc += 10000;
        }
        return acc;
    }

    static String chars(char c) {
        switch (c) {
            case 'a':
            case 'e':
            case 'i':
            case 'o':
            case 'u':
                return "vowel";
            case ' ':
                return "space";
            case '\u00e9':
                return "e-acute";
            default:
                return Character.isDigit(c) ? "digit" : "consonant";
        }
    }

    static int byteSwitch(byte b) {
        switch (b) {
            case -128:
                return 1;
            case 127:
                return 2;
            case 0:
                return 3;
            default:
                return 0;
        }
    }

    static int emptyish(int x) {
        switch (x) {
        }
        switch (x) {
            default:
                return x * 2;
        }
    }

    public static void main(String[] args) {
        for (int i = -4; i <= 6; i++) System.out.println("dense " + i + " -> " + dense(i));
        int[] probes = {Integer.MIN_VALUE, -1000000, -999999, -7, 0, 10, 11, 1000, 65536, 65535, Integer.MAX_VALUE};
        for (int p : probes) System.out.println("sparse " + p + " -> " + sparse(p));
        for (int i = 0; i <= 5; i++) System.out.println("fallthrough " + i + " -> " + fallthrough(i));
        StringBuilder sb = new StringBuilder();
        for (char c : "hi é 42".toCharArray()) sb.append(chars(c)).append(',');
        System.out.println(sb);
        System.out.println("bytes: " + byteSwitch((byte) -128) + byteSwitch((byte) 127) + byteSwitch((byte) 0) + byteSwitch((byte) 5));
        System.out.println("emptyish: " + emptyish(21));
        long hist = 0;
        for (int i = -50; i < 50; i++) {
            switch (i % 7) {
                case -6:
                case 6:
                    hist += 1;
                    break;
                case -3:
                    hist += 100;
                    break;
                case 0:
                    hist += 10000;
                    break;
                default:
                    hist += 1000000;
            }
        }
        System.out.println("hist: " + hist);
        Integer boxed = 3;
        switch (boxed) {
            case 3:
                System.out.println("switch on Integer unboxes");
                break;
            default:
                System.out.println("wrong");
        }
    }
}
