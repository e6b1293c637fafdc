public class StringConcat {
    public static void main(String[] args) {
        String n = null;
        Object o = null;
        char c = 'x';
        int i = 7;
        long l = 1L << 40;
        double d = 0.5;
        float f = 2.25f;
        boolean b = false;
        byte by = -3;
        short sh = 300;
        System.out.println("null: " + n + " " + o);
        System.out.println("char: " + c + c);
        System.out.println(c + i + "" + c + i);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println("d=" + d + " f=" + f + " l=" + l + " b=" + b + " by=" + by + " sh=" + sh);
        System.out.println("" + 1.0 + 1e10 + 1e-5 + (1.0 / 3));
        String s = "start";
        s += 1;
        s += 'c';
        s += 2.0;
        s += null;
        s += true;
        System.out.println(s);
        char[] arr = {'a', 'b'};
        System.out.println("array of char via valueOf: " + String.valueOf(arr));
        String acc = "";
        for (int k = 0; k < 10; k++) acc += k;
        System.out.println(acc);
        Object p = new Point(1, 2);
        System.out.println("object: " + p);
        System.out.println("nested: " + ("(" + ("inner" + i) + ")"));
        System.out.println(c + 1);
        System.out.println((char) (c + 1));
        System.out.println("" + Integer.MAX_VALUE + Long.MIN_VALUE + Double.NaN + Float.NEGATIVE_INFINITY);
        String x = "a";
        x = x + x + x;
        System.out.println(x);
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder: " + sb);
        System.out.println("unicode: " + '\u00e9' + "\u4e2d");
    }

    static class Point {
        final int x, y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        public String toString() {
            return "Point(" + x + ", " + y + ")";
        }
    }
}
