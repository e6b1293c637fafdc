import java.util.*;

public class PriorityQueueOps {
    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {5, 1, 8, 3, 9, 2, 7, 1, 6};
        for (int v : vals) pq.offer(v);
        System.out.println("size=" + pq.size() + " peek=" + pq.peek());
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println("min order: " + sb + " then poll=" + pq.poll());
        PriorityQueue<String> maxq = new PriorityQueue<>(Comparator.reverseOrder());
        maxq.addAll(Arrays.asList("pear", "apple", "zucchini", "fig", "kiwi"));
        sb.setLength(0);
        while (!maxq.isEmpty()) sb.append(maxq.remove()).append(' ');
        System.out.println("max order: " + sb);
        PriorityQueue<int[]> byDist = new PriorityQueue<>((a, b) -> a[1] != b[1] ? Integer.compare(a[1], b[1]) : Integer.compare(a[0], b[0]));
        int[][] edges = {{0, 7}, {1, 3}, {2, 9}, {3, 3}, {4, 1}};
        for (int[] e : edges) byDist.add(e);
        sb.setLength(0);
        while (!byDist.isEmpty()) {
            int[] e = byDist.poll();
            sb.append(e[0]).append('@').append(e[1]).append(' ');
        }
        System.out.println("by distance: " + sb);
        PriorityQueue<Integer> big = new PriorityQueue<>();
        Random r = new Random(2024);
        for (int i = 0; i < 1000; i++) big.add(r.nextInt(100000));
        big.remove(big.peek());
        int prev = Integer.MIN_VALUE, count = 0;
        boolean sorted = true;
        long sum = 0;
        while (!big.isEmpty()) {
            int x = big.poll();
            if (x < prev) sorted = false;
            prev = x;
            sum += x;
            count++;
        }
        System.out.println("drained " + count + " sorted=" + sorted + " sum=" + sum);
        PriorityQueue<Integer> q = new PriorityQueue<>(Arrays.asList(4, 2, 6));
        System.out.println("contains(6)=" + q.contains(6) + " remove(2)=" + q.remove(Integer.valueOf(2)) + " size=" + q.size() + " peek=" + q.peek());
        try {
            q.add(null);
        } catch (NullPointerException e) {
            System.out.println("null element: " + e.getClass().getName());
        }
        try {
            new PriorityQueue<Integer>().element();
        } catch (NoSuchElementException e) {
            System.out.println("element on empty: " + e.getClass().getName());
        }
        // Dijkstra on a small graph
        int n = 6;
        int[][] w = new int[n][n];
        int[][] es = {{0, 1, 7}, {0, 2, 9}, {0, 5, 14}, {1, 2, 10}, {1, 3, 15}, {2, 3, 11}, {2, 5, 2}, {3, 4, 6}, {4, 5, 9}};
        for (int[] e : es) {
            w[e[0]][e[1]] = e[2];
            w[e[1]][e[0]] = e[2];
        }
        int[] dist = new int[n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[0] = 0;
        PriorityQueue<int[]> frontier = new PriorityQueue<>((a, b) -> Integer.compare(a[1], b[1]));
        frontier.add(new int[]{0, 0});
        while (!frontier.isEmpty()) {
            int[] cur = frontier.poll();
            if (cur[1] > dist[cur[0]]) continue;
            for (int v = 0; v < n; v++) {
                if (w[cur[0]][v] > 0 && dist[cur[0]] + w[cur[0]][v] < dist[v]) {
                    dist[v] = dist[cur[0]] + w[cur[0]][v];
                    frontier.add(new int[]{v, dist[v]});
                }
            }
        }
        System.out.println("dijkstra: " + Arrays.toString(dist));
    }
}
