// stdin: 3\n10 20 -5\nhello world\n
// stdin: 2.5 true\nété line\nlast line without newline
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Scanner;

// Reads standard input (given by the `// stdin:` header): Scanner tokens and lines, then a
// BufferedReader on what is left; end of input is reported as null / hasNext() == false.
public class StdinRead {
    public static void main(String[] args) throws IOException {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt();
        long sum = 0;
        for (int i = 0; i < n; i++) sum += sc.nextInt();
        System.out.println("n=" + n + " sum=" + sum);
        sc.nextLine();
        String line = sc.nextLine();
        System.out.println("line: [" + line + "] words=" + line.split(" ").length);
        double d = sc.nextDouble();
        boolean b = sc.nextBoolean();
        System.out.println("double " + d + " boolean " + b);
        sc.nextLine();
        System.out.println("utf-8 line: [" + sc.nextLine() + "]");
        System.out.println("hasNextInt: " + sc.hasNextInt() + " hasNextLine: " + sc.hasNextLine());
        System.out.println("last: [" + sc.nextLine() + "] then hasNextLine: " + sc.hasNextLine() + " hasNext: " + sc.hasNext());
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        System.out.println("BufferedReader at EOF: " + br.readLine());
    }
}
