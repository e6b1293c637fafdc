class Other {
    private int x = 1;
    private static int sx = 2;
    private void m() { System.out.println("m"); }
    private static String sm(int a, String b) { return "sm"; }
    private long[] arr() { return new long[1]; }
}
