import java.io.IOException;

// The harness gives every program an empty standard input.
public class StdinEmpty {
    public static void main(String[] args) throws IOException {
        int first = System.in.read();
        System.out.println("System.in.read() on empty stdin = " + first);
        byte[] buf = new byte[16];
        System.out.println("read(buf) = " + System.in.read(buf, 0, buf.length));
        System.out.println("still running");
    }
}
