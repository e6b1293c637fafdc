// Corner cases where JDK 17's Double/Float.toString (the pre-JDK-19 FloatingDecimal algorithm)
// does not print the shortest decimal that round-trips (JDK-4511638). HotSpot 17 is the reference,
// so toyjvm must reproduce these digits exactly.
public class FloatToStringCorners {
    public static void main(String[] args) {
        System.out.println((float) 2147483647.5);
        System.out.println((float) 2147483648.0);
        System.out.println(2.0E-3);
        System.out.println(1.0E23);
        System.out.println(2.0E23);
        System.out.println(8.41E21);
        System.out.println(5.0E-324);
        System.out.println(1.0E-5f);
        System.out.println(9.0E-9f);
        System.out.println(1.17549435E-38f);
        System.out.println(4.7223665E21);
        System.out.println(1.8014398509481984E16);
        System.out.println((double) Long.MIN_VALUE);
        System.out.println((float) Integer.MAX_VALUE);
        System.out.println((float) Integer.MIN_VALUE);
        System.out.println(1.0f / 3);
        System.out.println(2.0f / 3);
        System.out.println((float) 1e-40);
    }
}
