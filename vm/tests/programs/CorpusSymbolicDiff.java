// bench-args: 6
// args: 6
// Symbolic differentiation and simplification of expression trees, in the style of the
// classic Lisp/ML exercises: immutable nodes, structural recursion, lots of small objects.
public class CorpusSymbolicDiff {
    abstract static class Expr {
        abstract Expr d(String x);

        abstract Expr simplify();

        abstract double eval(double x);

        abstract int size();
    }

    static final class Num extends Expr {
        final double v;

        Num(double v) {
            this.v = v;
        }

        Expr d(String x) {
            return new Num(0);
        }

        Expr simplify() {
            return this;
        }

        double eval(double x) {
            return v;
        }

        int size() {
            return 1;
        }

        public String toString() {
            return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
        }
    }

    static final class Var extends Expr {
        final String name;

        Var(String name) {
            this.name = name;
        }

        Expr d(String x) {
            return new Num(name.equals(x) ? 1 : 0);
        }

        Expr simplify() {
            return this;
        }

        double eval(double x) {
            return x;
        }

        int size() {
            return 1;
        }

        public String toString() {
            return name;
        }
    }

    static boolean isNum(Expr e, double v) {
        return e instanceof Num && ((Num) e).v == v;
    }

    static final class Add extends Expr {
        final Expr a;
        final Expr b;

        Add(Expr a, Expr b) {
            this.a = a;
            this.b = b;
        }

        Expr d(String x) {
            return new Add(a.d(x), b.d(x));
        }

        Expr simplify() {
            Expr sa = a.simplify();
            Expr sb = b.simplify();
            if (sa instanceof Num && sb instanceof Num) {
                return new Num(((Num) sa).v + ((Num) sb).v);
            }
            if (isNum(sa, 0)) {
                return sb;
            }
            if (isNum(sb, 0)) {
                return sa;
            }
            if (sa.toString().equals(sb.toString())) {
                return new Mul(new Num(2), sa).simplify();
            }
            return new Add(sa, sb);
        }

        double eval(double x) {
            return a.eval(x) + b.eval(x);
        }

        int size() {
            return 1 + a.size() + b.size();
        }

        public String toString() {
            return "(" + a + " + " + b + ")";
        }
    }

    static final class Mul extends Expr {
        final Expr a;
        final Expr b;

        Mul(Expr a, Expr b) {
            this.a = a;
            this.b = b;
        }

        Expr d(String x) {
            return new Add(new Mul(a.d(x), b), new Mul(a, b.d(x)));
        }

        Expr simplify() {
            Expr sa = a.simplify();
            Expr sb = b.simplify();
            if (sa instanceof Num && sb instanceof Num) {
                return new Num(((Num) sa).v * ((Num) sb).v);
            }
            if (isNum(sa, 0) || isNum(sb, 0)) {
                return new Num(0);
            }
            if (isNum(sa, 1)) {
                return sb;
            }
            if (isNum(sb, 1)) {
                return sa;
            }
            if (sb instanceof Num) {
                return new Mul(sb, sa);
            }
            if (sa instanceof Num && sb instanceof Mul && ((Mul) sb).a instanceof Num) {
                return new Mul(new Num(((Num) sa).v * ((Num) ((Mul) sb).a).v), ((Mul) sb).b);
            }
            return new Mul(sa, sb);
        }

        double eval(double x) {
            return a.eval(x) * b.eval(x);
        }

        int size() {
            return 1 + a.size() + b.size();
        }

        public String toString() {
            return a + "*" + b;
        }
    }

    static final class Pow extends Expr {
        final Expr base;
        final double n;

        Pow(Expr base, double n) {
            this.base = base;
            this.n = n;
        }

        Expr d(String x) {
            return new Mul(new Mul(new Num(n), new Pow(base, n - 1)), base.d(x));
        }

        Expr simplify() {
            Expr sb = base.simplify();
            if (n == 0) {
                return new Num(1);
            }
            if (n == 1) {
                return sb;
            }
            if (sb instanceof Num) {
                return new Num(Math.pow(((Num) sb).v, n));
            }
            return new Pow(sb, n);
        }

        double eval(double x) {
            return Math.pow(base.eval(x), n);
        }

        int size() {
            return 1 + base.size();
        }

        public String toString() {
            return base + "^" + new Num(n);
        }
    }

    static final class Fn extends Expr {
        final String f;
        final Expr arg;

        Fn(String f, Expr arg) {
            this.f = f;
            this.arg = arg;
        }

        Expr d(String x) {
            Expr outer;
            switch (f) {
                case "sin":
                    outer = new Fn("cos", arg);
                    break;
                case "cos":
                    outer = new Mul(new Num(-1), new Fn("sin", arg));
                    break;
                case "exp":
                    outer = this;
                    break;
                case "ln":
                    outer = new Pow(arg, -1);
                    break;
                default:
                    throw new IllegalArgumentException("unknown function " + f);
            }
            return new Mul(outer, arg.d(x));
        }

        Expr simplify() {
            Expr s = arg.simplify();
            if (f.equals("ln") && s instanceof Fn && ((Fn) s).f.equals("exp")) {
                return ((Fn) s).arg;
            }
            return new Fn(f, s);
        }

        double eval(double x) {
            double v = arg.eval(x);
            switch (f) {
                case "sin":
                    return Math.sin(v);
                case "cos":
                    return Math.cos(v);
                case "exp":
                    return Math.exp(v);
                default:
                    return Math.log(v);
            }
        }

        int size() {
            return 1 + arg.size();
        }

        public String toString() {
            return f + "(" + arg + ")";
        }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        Var x = new Var("x");
        Expr[] exprs = {
            new Add(new Mul(new Num(3), new Pow(x, 4)), new Mul(new Num(2), x)),
            new Mul(new Fn("sin", x), new Fn("cos", x)),
            new Fn("exp", new Mul(new Num(2), x)),
            new Fn("ln", new Add(new Pow(x, 2), new Num(1))),
            new Mul(x, new Fn("ln", new Fn("exp", x))),
        };
        for (Expr e : exprs) {
            System.out.println("f(x) = " + e.simplify());
            Expr cur = e;
            for (int k = 1; k <= rounds; k++) {
                Expr raw = cur.d("x");
                cur = raw.simplify();
                String shown = cur.toString();
                if (shown.length() > 90) {
                    shown = shown.substring(0, 87) + "...";
                }
                System.out.printf("  d%d: size %d -> %d, f(0.5) = %.6f  %s%n", k, raw.size(), cur.size(), cur.eval(0.5), shown);
            }
        }
    }
}
