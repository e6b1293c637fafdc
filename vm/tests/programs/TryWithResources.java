public class TryWithResources {
    static StringBuilder log = new StringBuilder();

    static class Res implements AutoCloseable {
        final String name;
        final boolean failOnClose;

        Res(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            log.append("open(").append(name).append(") ");
        }

        void use(boolean fail) {
            log.append("use(").append(name).append(") ");
            if (fail) throw new IllegalStateException("use failed: " + name);
        }

        @Override
        public void close() {
            log.append("close(").append(name).append(") ");
            if (failOnClose) throw new IllegalArgumentException("close failed: " + name);
        }
    }

    static class FailingOpen implements AutoCloseable {
        FailingOpen() {
            throw new RuntimeException("cannot open");
        }

        public void close() {
            log.append("never closed ");
        }
    }

    static void report(String title, Throwable t) {
        System.out.println(title + ": " + log.toString().trim());
        if (t != null) {
            System.out.println("  thrown: " + t);
            for (Throwable s : t.getSuppressed()) System.out.println("  suppressed: " + s);
        }
        log.setLength(0);
    }

    public static void main(String[] args) {
        try (Res a = new Res("a", false); Res b = new Res("b", false)) {
            a.use(false);
            b.use(false);
        }
        report("normal, reverse close order", null);

        try (Res a = new Res("a", false); Res b = new Res("b", false)) {
            b.use(true);
        } catch (IllegalStateException e) {
            log.append("catch ");
            report("body throws, closes before catch", e);
        }

        try (Res a = new Res("a", true); Res b = new Res("b", true)) {
            a.use(true);
        } catch (Exception e) {
            report("body and both closes throw", e);
        }

        try (Res a = new Res("a", true)) {
            a.use(false);
        } catch (Exception e) {
            report("only close throws", e);
        }

        try (Res a = new Res("a", false); FailingOpen f = new FailingOpen()) {
            log.append("body ");
        } catch (RuntimeException e) {
            report("second resource fails to open", e);
        }

        try (Res a = new Res("a", false)) {
            log.append("body ");
        } finally {
            log.append("finally ");
        }
        report("with finally", null);

        Res outer = new Res("outer", false);
        try (Res r = outer) {
            r.use(false);
        }
        report("existing resource", null);

        try (Res n = null) {
            log.append("null resource body ");
        }
        report("null resource is not closed", null);

        try {
            try (Res a = new Res("x", false)) {
                throw new Error("fatal in body");
            }
        } catch (Error e) {
            report("error propagates", e);
        }
        System.out.println("done");
    }
}
