import java.util.*;

public class Algorithms {
    static int queens(int n) {
        return place(n, 0, new int[n]);
    }

    static int place(int n, int row, int[] cols) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; c++) {
            boolean ok = true;
            for (int r = 0; r < row; r++) {
                if (cols[r] == c || Math.abs(cols[r] - c) == row - r) {
                    ok = false;
                    break;
                }
            }
            if (ok) {
                cols[row] = c;
                count += place(n, row + 1, cols);
            }
        }
        return count;
    }

    static List<Integer> sieve(int limit) {
        boolean[] composite = new boolean[limit + 1];
        List<Integer> primes = new ArrayList<>();
        for (int i = 2; i <= limit; i++) {
            if (!composite[i]) {
                primes.add(i);
                for (long j = (long) i * i; j <= limit; j += i) composite[(int) j] = true;
            }
        }
        return primes;
    }

    static void bubble(int[] a) {
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j + 1 < a.length - i; j++)
                if (a[j] > a[j + 1]) {
                    int t = a[j];
                    a[j] = a[j + 1];
                    a[j + 1] = t;
                }
    }

    static void insertion(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int k = a[i], j = i - 1;
            while (j >= 0 && a[j] > k) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = k;
        }
    }

    static void quick(int[] a, int lo, int hi) {
        if (lo >= hi) return;
        int p = a[(lo + hi) >>> 1], i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) {
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                j--;
            }
        }
        quick(a, lo, j);
        quick(a, i, hi);
    }

    static void merge(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) return;
        int mid = (lo + hi) / 2;
        merge(a, tmp, lo, mid);
        merge(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }

    static void heap(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
        for (int end = n - 1; end > 0; end--) {
            int t = a[0];
            a[0] = a[end];
            a[end] = t;
            sift(a, 0, end);
        }
    }

    static void sift(int[] a, int i, int n) {
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && a[l] > a[m]) m = l;
            if (r < n && a[r] > a[m]) m = r;
            if (m == i) return;
            int t = a[i];
            a[i] = a[m];
            a[m] = t;
            i = m;
        }
    }

    static long checksum(int[] a) {
        long h = 17;
        for (int x : a) h = h * 31 + x;
        return h;
    }

    static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    static String hanoi(int n) {
        StringBuilder sb = new StringBuilder();
        hanoi(n, 'A', 'C', 'B', sb);
        return sb.toString();
    }

    static void hanoi(int n, char from, char to, char via, StringBuilder sb) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, sb);
        sb.append(from).append(to).append(' ');
        hanoi(n - 1, via, to, from, sb);
    }

    static int lcs(String a, String b) {
        int[][] dp = new int[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++)
            for (int j = 1; j <= b.length(); j++)
                dp[i][j] = a.charAt(i - 1) == b.charAt(j - 1) ? dp[i - 1][j - 1] + 1 : Math.max(dp[i - 1][j], dp[i][j - 1]);
        return dp[a.length()][b.length()];
    }

    static void permutations(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) out.add(prefix);
        for (int i = 0; i < rest.length(); i++) permutations(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 8; n++) System.out.print("Q(" + n + ")=" + queens(n) + " ");
        System.out.println();
        List<Integer> primes = sieve(10000);
        System.out.println("primes <= 10000: " + primes.size() + " last=" + primes.get(primes.size() - 1) + " first10=" + primes.subList(0, 10));
        Random r = new Random(31337);
        int[] data = new int[2000];
        for (int i = 0; i < data.length; i++) data[i] = r.nextInt(100000) - 50000;
        int[] expected = data.clone();
        Arrays.sort(expected);
        String[] names = {"bubble", "insertion", "quick", "merge", "heap"};
        for (String name : names) {
            int[] a = data.clone();
            switch (name) {
                case "bubble":
                    bubble(a);
                    break;
                case "insertion":
                    insertion(a);
                    break;
                case "quick":
                    quick(a, 0, a.length - 1);
                    break;
                case "merge":
                    merge(a, new int[a.length], 0, a.length);
                    break;
                default:
                    heap(a);
            }
            System.out.println(name + " sort: correct=" + Arrays.equals(a, expected) + " checksum=" + checksum(a));
        }
        System.out.println("gcd(1071, 462)=" + gcd(1071, 462) + " gcd(2^40, 6^10)=" + gcd(1L << 40, 60466176L));
        System.out.println("hanoi(3): " + hanoi(3));
        System.out.println("hanoi(10) moves: " + hanoi(10).split(" ").length);
        System.out.println("lcs: " + lcs("AGGTAB", "GXTXAYB") + " " + lcs("the quick brown fox", "a quick brown dog"));
        List<String> perms = new ArrayList<>();
        permutations("", "abcd", perms);
        System.out.println("permutations of abcd: " + perms.size() + " " + perms.subList(0, 6));
        long[] memo = new long[91];
        System.out.println("fib(90) memo: " + fib(90, memo));
        StringBuilder collatz = new StringBuilder();
        int best = 0, bestN = 0;
        for (int n = 1; n < 10000; n++) {
            long x = n;
            int steps = 0;
            while (x != 1) {
                x = (x & 1) == 0 ? x >> 1 : 3 * x + 1;
                steps++;
            }
            if (steps > best) {
                best = steps;
                bestN = n;
            }
        }
        System.out.println("longest collatz below 10000: n=" + bestN + " steps=" + best);
        int[][] maze = new int[8][8];
        for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) maze[i][j] = (i * 7 + j * 3) % 5 == 0 && !(i == 0 && j == 0) && !(i == 7 && j == 7) ? 1 : 0;
        System.out.println("bfs shortest path in maze: " + bfs(maze));
    }

    static long fib(int n, long[] memo) {
        if (n < 2) return n;
        if (memo[n] != 0) return memo[n];
        return memo[n] = fib(n - 1, memo) + fib(n - 2, memo);
    }

    static int bfs(int[][] g) {
        int n = g.length;
        int[][] dist = new int[n][n];
        for (int[] row : dist) Arrays.fill(row, -1);
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{0, 0});
        dist[0][0] = 0;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!q.isEmpty()) {
            int[] c = q.poll();
            for (int[] d : dirs) {
                int x = c[0] + d[0], y = c[1] + d[1];
                if (x >= 0 && y >= 0 && x < n && y < n && g[x][y] == 0 && dist[x][y] < 0) {
                    dist[x][y] = dist[c[0]][c[1]] + 1;
                    q.add(new int[]{x, y});
                }
            }
        }
        return dist[n - 1][n - 1];
    }
}
