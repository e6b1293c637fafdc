class Host {
    private static int secret = 3;
    private int inst = 4;
}
