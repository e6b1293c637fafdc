public class HelloWorld {
    public static void main(String[] args) {
        System.out.println("Hello, world!");
        System.out.print("no newline, ");
        System.out.println(42);
        System.out.println('c');
        System.out.println(3.5);
        System.out.println(true);
        System.out.println((Object) null);
        System.out.println(args.length);
        char[] cs = {'h', 'i'};
        System.out.println(cs);
        System.out.println("unicode: \u00e9\u4e2d\u20ac");
        System.out.println();
        System.out.println("done");
    }
}
