package java.util.concurrent;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import jdk.internal.misc.Unsafe;

/**
 * java.util.concurrent.CompletableFuture, with the JDK's design.
 *
 * The outcome is one volatile field, {@code result}: null while incomplete, the value, or an
 * {@link AltResult} for a null value (NIL) or an exception. Exceptions of actions are kept wrapped
 * in a CompletionException (so that dependents see where they came from); completeExceptionally
 * stores the exception as given. join rethrows CompletionException, get unwraps it into an
 * ExecutionException.
 *
 * Dependent actions wait on a Treiber stack of Completion nodes ({@code stack}). Whoever
 * completes the future pops the nodes and fires them; a node whose action produces another
 * future's completion hands that future back, so the whole cascade runs in one loop
 * (postComplete) rather than recursing. A node with an executor is claimed once (through its
 * ForkJoinTask tag) and submitted to that executor. Nodes that wait on two futures sit on both
 * stacks (the second through a CoCompletion) and fire once. Threads in get/join push a Signaller
 * node and park (blocker: the Signaller) until it is fired.
 *
 * The default executor is the common ForkJoinPool, or a new thread per task when the common pool's
 * parallelism is 1, as in the JDK.
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    private static final Unsafe U = Unsafe.getUnsafe();
    private static final long RESULT = U.objectFieldOffset(CompletableFuture.class, "result");
    private static final long STACK = U.objectFieldOffset(CompletableFuture.class, "stack");
    private static final long NEXT = U.objectFieldOffset(Completion.class, "next");

    volatile Object result;
    volatile Completion stack;

    /** A marker interface for the tasks that async methods submit. */
    public static interface AsynchronousCompletionTask {
    }

    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable x) {
            this.ex = x;
        }
    }

    static final AltResult NIL = new AltResult(null);

    private static final boolean USE_COMMON_POOL = ForkJoinPool.getCommonPoolParallelism() > 1;

    private static final Executor ASYNC_POOL = USE_COMMON_POOL
            ? ForkJoinPool.commonPool() : new ThreadPerTaskExecutor();

    static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            new Thread(r).start();
        }
    }

    static Executor screenExecutor(Executor e) {
        if (!USE_COMMON_POOL && e == ForkJoinPool.commonPool()) {
            return ASYNC_POOL;
        }
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    public CompletableFuture() {
    }

    CompletableFuture(Object r) {
        this.result = r;
    }

    // ================================================================== encoding

    final boolean internalComplete(Object r) {
        return U.compareAndSetReference(this, RESULT, null, r);
    }

    final boolean completeNull() {
        return internalComplete(NIL);
    }

    final Object encodeValue(T t) {
        return (t == null) ? NIL : t;
    }

    final boolean completeValue(T t) {
        return internalComplete((t == null) ? NIL : t);
    }

    static AltResult encodeThrowable(Throwable x) {
        return new AltResult((x instanceof CompletionException) ? x : new CompletionException(x));
    }

    final boolean completeThrowable(Throwable x) {
        return internalComplete(encodeThrowable(x));
    }

    /** Wraps x unless it is already the CompletionException that outcome {@code r} holds. */
    static Object encodeThrowable(Throwable x, Object r) {
        if (!(x instanceof CompletionException)) {
            x = new CompletionException(x);
        } else if (r instanceof AltResult && x == ((AltResult) r).ex) {
            return r;
        }
        return new AltResult(x);
    }

    final boolean completeThrowable(Throwable x, Object r) {
        return internalComplete(encodeThrowable(x, r));
    }

    /** The outcome {@code r} as a dependent's: exceptions wrapped in CompletionException. */
    static Object encodeRelay(Object r) {
        Throwable x;
        if (r instanceof AltResult && (x = ((AltResult) r).ex) != null && !(x instanceof CompletionException)) {
            r = new AltResult(new CompletionException(x));
        }
        return r;
    }

    final boolean completeRelay(Object r) {
        return internalComplete(encodeRelay(r));
    }

    private static Object reportGet(Object r) throws InterruptedException, ExecutionException {
        if (r == null) {
            throw new InterruptedException();
        }
        if (r instanceof AltResult) {
            Throwable x;
            Throwable cause;
            if ((x = ((AltResult) r).ex) == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if ((x instanceof CompletionException) && (cause = x.getCause()) != null) {
                x = cause;
            }
            throw new ExecutionException(x);
        }
        return r;
    }

    private static Object reportJoin(Object r) {
        if (r instanceof AltResult) {
            Throwable x;
            if ((x = ((AltResult) r).ex) == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if (x instanceof CompletionException) {
                throw (CompletionException) x;
            }
            throw new CompletionException(x);
        }
        return r;
    }

    // ================================================================== the stack of completions

    static final int SYNC = 0;
    static final int ASYNC = 1;
    static final int NESTED = -1;

    final boolean casStack(Completion cmp, Completion val) {
        return U.compareAndSetReference(this, STACK, cmp, val);
    }

    final boolean tryPushStack(Completion c) {
        Completion h = stack;
        c.next = h;
        return casStack(h, c);
    }

    final void pushStack(Completion c) {
        do {
        } while (!tryPushStack(c));
    }

    /** Pops and fires every dependent, following the futures they complete (no recursion). */
    final void postComplete() {
        CompletableFuture<?> f = this;
        Completion h;
        while ((h = f.stack) != null || (f != this && (h = (f = this).stack) != null)) {
            CompletableFuture<?> d;
            Completion t = h.next;
            if (f.casStack(h, t)) {
                if (t != null) {
                    if (f != this) {
                        pushStack(h);    // keep the cascade flat: move it to this stack
                        continue;
                    }
                    U.compareAndSetReference(h, NEXT, t, null);
                }
                f = ((d = h.tryFire(NESTED)) == null) ? this : d;
            }
        }
    }

    /** Unlinks completions that are no longer live (cancelled waiters, fired either-nodes). */
    final void cleanStack() {
        Completion p = stack;
        while (p != null && !p.isLive()) {
            Completion n = p.next;
            if (casStack(p, n)) {
                p = n;
            } else {
                p = stack;
            }
        }
        while (p != null) {
            Completion q = p.next;
            if (q != null && !q.isLive()) {
                U.compareAndSetReference(p, NEXT, q, q.next);
                if (p.next == q) {
                    return;    // lost a race: leave the rest for later
                }
            } else {
                p = q;
            }
        }
    }

    final void unipush(Completion c) {
        if (c != null) {
            while (!tryPushStack(c)) {
                if (result != null) {
                    c.next = null;
                    break;
                }
            }
            if (result != null) {
                c.tryFire(SYNC);
            }
        }
    }

    /** After firing a dependent of {@code a}: cleans or propagates a, and propagates this. */
    final CompletableFuture<T> postFire(CompletableFuture<?> a, int mode) {
        if (a != null && a.stack != null) {
            Object r;
            if ((r = a.result) == null) {
                a.cleanStack();
            }
            if (mode >= 0 && (r != null || a.result != null)) {
                a.postComplete();
            }
        }
        if (result != null && stack != null) {
            if (mode < 0) {
                return this;
            }
            postComplete();
        }
        return null;
    }

    final CompletableFuture<T> postFire(CompletableFuture<?> a, CompletableFuture<?> b, int mode) {
        if (b != null && b.stack != null) {
            Object r;
            if ((r = b.result) == null) {
                b.cleanStack();
            }
            if (mode >= 0 && (r != null || b.result != null)) {
                b.postComplete();
            }
        }
        return postFire(a, mode);
    }

    final void bipush(CompletableFuture<?> b, Completion c) {
        if (c != null) {
            while (result == null) {
                if (tryPushStack(c)) {
                    if (b.result == null) {
                        b.unipush(new CoCompletion(c));
                    } else if (result != null) {
                        c.tryFire(SYNC);
                    }
                    return;
                }
            }
            b.unipush(c);
        }
    }

    final void orpush(CompletableFuture<?> b, Completion c) {
        if (c != null) {
            while (!tryPushStack(c)) {
                if (result != null) {
                    c.next = null;
                    break;
                }
            }
            if (result != null) {
                c.tryFire(SYNC);
            } else {
                b.unipush(new CoCompletion(c));
            }
        }
    }

    // ================================================================== completion nodes

    @SuppressWarnings("serial")
    abstract static class Completion extends ForkJoinTask<Void> implements Runnable, AsynchronousCompletionTask {
        volatile Completion next;
        Executor executor;

        /** Fires if possible; returns a future to propagate (in NESTED mode) or null. */
        abstract CompletableFuture<?> tryFire(int mode);

        abstract boolean isLive();

        /**
         * Claims the action for running: true if it should run here now; false if another
         * thread claimed it or it was handed to the executor.
         */
        final boolean claim() {
            Executor e = executor;
            if (compareAndSetForkJoinTaskTag((short) 0, (short) 1)) {
                if (e == null) {
                    return true;
                }
                executor = null;
                e.execute(this);
            }
            return false;
        }

        public final void run() {
            tryFire(ASYNC);
        }

        public final boolean exec() {
            tryFire(ASYNC);
            return false;
        }

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }
    }

    static final int APPLY = 0;
    static final int ACCEPT = 1;
    static final int RUN = 2;
    static final int COMPOSE = 3;
    static final int WHEN = 4;
    static final int HANDLE = 5;
    static final int EXCEPTIONALLY = 6;
    static final int RELAY = 7;

    /** A dependent of one future; {@code kind} says what it does with the outcome. */
    @SuppressWarnings("serial")
    static final class UniCompletion extends Completion {
        final int kind;
        CompletableFuture<Object> dep;
        CompletableFuture<?> src;
        Object fn;

        @SuppressWarnings("unchecked")
        UniCompletion(int kind, Executor executor, CompletableFuture<?> dep, CompletableFuture<?> src, Object fn) {
            this.kind = kind;
            this.executor = executor;
            this.dep = (CompletableFuture<Object>) dep;
            this.src = src;
            this.fn = fn;
        }

        final CompletableFuture<?> tryFire(int mode) {
            CompletableFuture<Object> d;
            CompletableFuture<?> a;
            Object r;
            if ((a = src) == null || (r = a.result) == null || (d = dep) == null) {
                return null;
            }
            if (!d.uniFire(kind, r, fn, (mode > 0) ? null : this)) {
                return null;
            }
            src = null;
            dep = null;
            fn = null;
            return d.postFire(a, mode);
        }

        final boolean isLive() {
            return dep != null;
        }
    }

    /**
     * Completes this (the dependent) from outcome {@code r} by action {@code f} of the given kind.
     * {@code c} is the node to claim (null when already claimed or running in place). Returns false
     * if the action is not done here (claimed elsewhere, or a composed future still pending).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    final boolean uniFire(int kind, Object r, Object f, Completion c) {
        if (result != null) {
            return true;
        }
        Throwable x = null;
        Object t = r;
        if (r instanceof AltResult) {
            x = ((AltResult) r).ex;
            t = null;
        }
        switch (kind) {
            case RELAY:
                completeRelay(r);
                return true;
            case APPLY:
            case ACCEPT:
            case RUN:
            case COMPOSE:
                if (x != null) {
                    completeThrowable(x, r);
                    return true;
                }
                try {
                    if (c != null && !c.claim()) {
                        return false;
                    }
                    if (kind == APPLY) {
                        completeValue((T) ((Function) f).apply(t));
                    } else if (kind == ACCEPT) {
                        ((Consumer) f).accept(t);
                        completeNull();
                    } else if (kind == RUN) {
                        ((Runnable) f).run();
                        completeNull();
                    } else {
                        CompletableFuture<T> g = ((CompletionStage<T>) ((Function) f).apply(t)).toCompletableFuture();
                        Object s = g.result;
                        if (s != null) {
                            completeRelay(s);
                        } else {
                            g.unipush(new UniCompletion(RELAY, null, this, g, null));
                            if (result == null) {
                                return false;
                            }
                        }
                    }
                } catch (Throwable ex) {
                    completeThrowable(ex);
                }
                return true;
            case WHEN:
                try {
                    if (c != null && !c.claim()) {
                        return false;
                    }
                    ((BiConsumer) f).accept(t, x);
                    if (x == null) {
                        internalComplete(r);
                        return true;
                    }
                } catch (Throwable ex) {
                    if (x == null) {
                        x = ex;
                    } else if (x != ex) {
                        x.addSuppressed(ex);
                    }
                }
                completeThrowable(x, r);
                return true;
            case HANDLE:
                try {
                    if (c != null && !c.claim()) {
                        return false;
                    }
                    completeValue((T) ((BiFunction) f).apply(t, x));
                } catch (Throwable ex) {
                    completeThrowable(ex);
                }
                return true;
            default: // EXCEPTIONALLY
                try {
                    if (x != null) {
                        if (c != null && !c.claim()) {
                            return false;
                        }
                        completeValue((T) ((Function) f).apply(x));
                    } else {
                        internalComplete(r);
                    }
                } catch (Throwable ex) {
                    completeThrowable(ex);
                }
                return true;
        }
    }

    /** Creates the dependent of a one-source action (running it at once when this is complete). */
    @SuppressWarnings("unchecked")
    private <V> CompletableFuture<V> uniStage(int kind, Executor e, Object f) {
        if (f == null) {
            throw new NullPointerException();
        }
        CompletableFuture<V> d = newIncompleteFuture();
        Object r = result;
        if (r == null || (kind == COMPOSE && e != null)) {
            unipush(new UniCompletion(kind, e, d, this, f));
            return d;
        }
        if (kind <= COMPOSE && r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x != null) {
                d.result = encodeThrowable(x, r);
                return d;
            }
        }
        if (e == null) {
            d.uniFire(kind, r, f, null);
        } else {
            try {
                e.execute(new UniCompletion(kind, null, d, this, f));
            } catch (Throwable ex) {
                d.result = encodeThrowable(ex);
            }
        }
        return d;
    }

    /** A dependent of two futures (both): APPLY, ACCEPT, RUN or RELAY (allOf). */
    @SuppressWarnings("serial")
    static final class BiCompletion extends Completion {
        final int kind;
        CompletableFuture<Object> dep;
        CompletableFuture<?> src;
        CompletableFuture<?> snd;
        Object fn;

        @SuppressWarnings("unchecked")
        BiCompletion(int kind, Executor executor, CompletableFuture<?> dep, CompletableFuture<?> src,
                CompletableFuture<?> snd, Object fn) {
            this.kind = kind;
            this.executor = executor;
            this.dep = (CompletableFuture<Object>) dep;
            this.src = src;
            this.snd = snd;
            this.fn = fn;
        }

        final CompletableFuture<?> tryFire(int mode) {
            CompletableFuture<Object> d;
            CompletableFuture<?> a;
            CompletableFuture<?> b;
            Object r;
            Object s;
            if ((a = src) == null || (r = a.result) == null || (b = snd) == null || (s = b.result) == null
                    || (d = dep) == null) {
                return null;
            }
            if (!d.biFire(kind, r, s, fn, (mode > 0) ? null : this)) {
                return null;
            }
            src = null;
            snd = null;
            dep = null;
            fn = null;
            return d.postFire(a, b, mode);
        }

        final boolean isLive() {
            return dep != null;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    final boolean biFire(int kind, Object r, Object s, Object f, Completion c) {
        if (result != null) {
            return true;
        }
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x != null) {
                completeThrowable(x, r);
                return true;
            }
            r = null;
        }
        if (s instanceof AltResult) {
            Throwable x = ((AltResult) s).ex;
            if (x != null) {
                completeThrowable(x, s);
                return true;
            }
            s = null;
        }
        if (kind == RELAY) {
            completeNull();
            return true;
        }
        try {
            if (c != null && !c.claim()) {
                return false;
            }
            if (kind == APPLY) {
                completeValue((T) ((BiFunction) f).apply(r, s));
            } else if (kind == ACCEPT) {
                ((BiConsumer) f).accept(r, s);
                completeNull();
            } else {
                ((Runnable) f).run();
                completeNull();
            }
        } catch (Throwable ex) {
            completeThrowable(ex);
        }
        return true;
    }

    private <V> CompletableFuture<V> biStage(int kind, Executor e, CompletionStage<?> o, Object f) {
        CompletableFuture<?> b;
        if (f == null || (b = o.toCompletableFuture()) == null) {
            throw new NullPointerException();
        }
        CompletableFuture<V> d = newIncompleteFuture();
        Object r;
        Object s;
        if ((r = result) == null || (s = b.result) == null) {
            bipush(b, new BiCompletion(kind, e, d, this, b, f));
        } else if (e == null) {
            d.biFire(kind, r, s, f, null);
        } else {
            try {
                e.execute(new BiCompletion(kind, null, d, this, b, f));
            } catch (Throwable ex) {
                d.result = encodeThrowable(ex);
            }
        }
        return d;
    }

    /** A dependent of either of two futures: APPLY, ACCEPT or RUN with the first outcome. */
    @SuppressWarnings("serial")
    static final class OrCompletion extends Completion {
        final int kind;
        CompletableFuture<Object> dep;
        CompletableFuture<?> src;
        CompletableFuture<?> snd;
        Object fn;

        @SuppressWarnings("unchecked")
        OrCompletion(int kind, Executor executor, CompletableFuture<?> dep, CompletableFuture<?> src,
                CompletableFuture<?> snd, Object fn) {
            this.kind = kind;
            this.executor = executor;
            this.dep = (CompletableFuture<Object>) dep;
            this.src = src;
            this.snd = snd;
            this.fn = fn;
        }

        final CompletableFuture<?> tryFire(int mode) {
            CompletableFuture<Object> d;
            CompletableFuture<?> a;
            CompletableFuture<?> b;
            Object r;
            if ((a = src) == null || (b = snd) == null || ((r = a.result) == null && (r = b.result) == null)
                    || (d = dep) == null) {
                return null;
            }
            if (d.result == null) {
                try {
                    if (mode <= 0 && !claim()) {
                        return null;
                    }
                    d.orFire(kind, r, fn);
                } catch (Throwable ex) {
                    d.completeThrowable(ex);
                }
            }
            src = null;
            snd = null;
            dep = null;
            fn = null;
            return d.postFire(a, b, mode);
        }

        final boolean isLive() {
            return dep != null;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    final void orFire(int kind, Object r, Object f) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x != null) {
                completeThrowable(x, r);
                return;
            }
            r = null;
        }
        if (kind == APPLY) {
            completeValue((T) ((Function) f).apply(r));
        } else if (kind == ACCEPT) {
            ((Consumer) f).accept(r);
            completeNull();
        } else {
            ((Runnable) f).run();
            completeNull();
        }
    }

    private <V> CompletableFuture<V> orStage(int kind, Executor e, CompletionStage<?> o, Object f) {
        CompletableFuture<?> b;
        if (f == null || (b = o.toCompletableFuture()) == null) {
            throw new NullPointerException();
        }
        CompletableFuture<?> z;
        if (result != null) {
            return uniStage(kind, e, f);
        }
        if (b.result != null) {
            return ((CompletableFuture<?>) b).uniStage(kind, e, f);
        }
        CompletableFuture<V> d = newIncompleteFuture();
        orpush(b, new OrCompletion(kind, e, d, this, b, f));
        return d;
    }

    /** The second-stack entry of a two-source completion. */
    @SuppressWarnings("serial")
    static final class CoCompletion extends Completion {
        Completion base;

        CoCompletion(Completion base) {
            this.base = base;
        }

        final CompletableFuture<?> tryFire(int mode) {
            Completion c;
            CompletableFuture<?> d;
            if ((c = base) == null || (d = c.tryFire(mode)) == null) {
                return null;
            }
            base = null;
            return d;
        }

        final boolean isLive() {
            Completion c;
            return (c = base) != null && c.isLive();
        }
    }

    /** anyOf's node on each source: the first outcome completes the result. */
    @SuppressWarnings("serial")
    static final class AnyOf extends Completion {
        CompletableFuture<Object> dep;
        CompletableFuture<?> src;
        CompletableFuture<?>[] srcs;

        AnyOf(CompletableFuture<Object> dep, CompletableFuture<?> src, CompletableFuture<?>[] srcs) {
            this.dep = dep;
            this.src = src;
            this.srcs = srcs;
        }

        final CompletableFuture<?> tryFire(int mode) {
            CompletableFuture<Object> d;
            CompletableFuture<?> a;
            CompletableFuture<?>[] as;
            Object r;
            if ((d = dep) == null || (a = src) == null || (r = a.result) == null || (as = srcs) == null) {
                return null;
            }
            dep = null;
            src = null;
            srcs = null;
            if (d.completeRelay(r)) {
                for (CompletableFuture<?> b : as) {
                    if (b != a) {
                        b.cleanStack();
                    }
                }
                if (mode < 0) {
                    return d;
                }
                d.postComplete();
            }
            return null;
        }

        final boolean isLive() {
            CompletableFuture<Object> d;
            return (d = dep) != null && d.result == null;
        }
    }

    /** The task of supplyAsync. */
    @SuppressWarnings("serial")
    static final class AsyncSupply<T> extends ForkJoinTask<Void> implements Runnable, AsynchronousCompletionTask {
        CompletableFuture<T> dep;
        Supplier<? extends T> fn;

        AsyncSupply(CompletableFuture<T> dep, Supplier<? extends T> fn) {
            this.dep = dep;
            this.fn = fn;
        }

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }

        public final boolean exec() {
            run();
            return false;
        }

        public void run() {
            CompletableFuture<T> d;
            Supplier<? extends T> f;
            if ((d = dep) != null && (f = fn) != null) {
                dep = null;
                fn = null;
                if (d.result == null) {
                    try {
                        d.completeValue(f.get());
                    } catch (Throwable ex) {
                        d.completeThrowable(ex);
                    }
                }
                d.postComplete();
            }
        }
    }

    /** The task of runAsync. */
    @SuppressWarnings("serial")
    static final class AsyncRun extends ForkJoinTask<Void> implements Runnable, AsynchronousCompletionTask {
        CompletableFuture<Void> dep;
        Runnable fn;

        AsyncRun(CompletableFuture<Void> dep, Runnable fn) {
            this.dep = dep;
            this.fn = fn;
        }

        public final Void getRawResult() {
            return null;
        }

        public final void setRawResult(Void v) {
        }

        public final boolean exec() {
            run();
            return false;
        }

        public void run() {
            CompletableFuture<Void> d;
            Runnable f;
            if ((d = dep) != null && (f = fn) != null) {
                dep = null;
                fn = null;
                if (d.result == null) {
                    try {
                        f.run();
                        d.completeNull();
                    } catch (Throwable ex) {
                        d.completeThrowable(ex);
                    }
                }
                d.postComplete();
            }
        }
    }

    /** A thread waiting in get/join: firing unparks it. */
    @SuppressWarnings("serial")
    static final class Signaller extends Completion implements ForkJoinPool.ManagedBlocker {
        long nanos;
        final long deadline;
        final boolean interruptible;
        boolean interrupted;
        volatile Thread thread;

        Signaller(boolean interruptible, long nanos, long deadline) {
            this.thread = Thread.currentThread();
            this.interruptible = interruptible;
            this.nanos = nanos;
            this.deadline = deadline;
        }

        final CompletableFuture<?> tryFire(int ignore) {
            Thread w;
            if ((w = thread) != null) {
                thread = null;
                LockSupport.unpark(w);
            }
            return null;
        }

        public boolean isReleasable() {
            if (Thread.interrupted()) {
                interrupted = true;
            }
            return (interrupted && interruptible)
                    || (deadline != 0L && (nanos <= 0L || (nanos = deadline - System.nanoTime()) <= 0L))
                    || thread == null;
        }

        public boolean block() {
            while (!isReleasable()) {
                if (deadline == 0L) {
                    LockSupport.park(this);
                } else {
                    LockSupport.parkNanos(this, nanos);
                }
            }
            return true;
        }

        final boolean isLive() {
            return thread != null;
        }
    }

    /** Waits for the outcome; null if interrupted (when interruptible). */
    private Object waitingGet(boolean interruptible) {
        if (interruptible && Thread.interrupted()) {
            return null;
        }
        Signaller q = null;
        boolean queued = false;
        Object r;
        while ((r = result) == null) {
            if (q == null) {
                q = new Signaller(interruptible, 0L, 0L);
            } else if (!queued) {
                queued = tryPushStack(q);
            } else if (interruptible && q.interrupted) {
                q.thread = null;
                cleanStack();
                return null;
            } else {
                try {
                    ForkJoinPool.managedBlock(q);
                } catch (InterruptedException ie) {
                    q.interrupted = true;
                }
            }
        }
        if (q != null) {
            q.thread = null;
            if (q.interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        postComplete();
        return r;
    }

    private Object timedGet(long nanos) throws TimeoutException {
        long d = System.nanoTime() + nanos;
        long deadline = (d == 0L) ? 1L : d;
        boolean interrupted = false;
        boolean queued = false;
        Signaller q = null;
        Object r = null;
        for (;;) {
            if (interrupted || (interrupted = Thread.interrupted())) {
                break;
            } else if ((r = result) != null) {
                break;
            } else if (nanos <= 0L) {
                break;
            } else if (q == null) {
                q = new Signaller(true, nanos, deadline);
            } else if (!queued) {
                queued = tryPushStack(q);
            } else {
                try {
                    ForkJoinPool.managedBlock(q);
                    interrupted = q.interrupted;
                    nanos = q.nanos;
                } catch (InterruptedException ie) {
                    interrupted = true;
                }
            }
        }
        if (q != null) {
            q.thread = null;
            if (r == null) {
                cleanStack();
            }
        }
        if (r != null) {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            postComplete();
            return r;
        }
        if (interrupted) {
            return null;
        }
        throw new TimeoutException();
    }

    // ================================================================== public static methods

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return asyncSupplyStage(ASYNC_POOL, supplier);
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
        return asyncSupplyStage(screenExecutor(executor), supplier);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return asyncRunStage(ASYNC_POOL, runnable);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable, Executor executor) {
        return asyncRunStage(screenExecutor(executor), runnable);
    }

    static <U> CompletableFuture<U> asyncSupplyStage(Executor e, Supplier<U> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        CompletableFuture<U> d = new CompletableFuture<U>();
        e.execute(new AsyncSupply<U>(d, f));
        return d;
    }

    static CompletableFuture<Void> asyncRunStage(Executor e, Runnable f) {
        if (f == null) {
            throw new NullPointerException();
        }
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        e.execute(new AsyncRun(d, f));
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>((value == null) ? NIL : value);
    }

    /** Java 9. */
    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
        return andTree(cfs, 0, cfs.length - 1);
    }

    /** A balanced tree of both-relays over cfs[lo..hi]. */
    static CompletableFuture<Void> andTree(CompletableFuture<?>[] cfs, int lo, int hi) {
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (lo > hi) {
            d.result = NIL;
        } else {
            CompletableFuture<?> a;
            CompletableFuture<?> b;
            int mid = (lo + hi) >>> 1;
            if ((a = (lo == mid) ? cfs[lo] : andTree(cfs, lo, mid)) == null
                    || (b = (lo == hi) ? a : (hi == mid + 1) ? cfs[hi] : andTree(cfs, mid + 1, hi)) == null) {
                throw new NullPointerException();
            }
            Object r;
            Object s;
            if ((r = a.result) == null || (s = b.result) == null) {
                a.bipush(b, new BiCompletion(RELAY, null, d, a, b, null));
            } else {
                Throwable x = null;
                Object z = null;
                if (r instanceof AltResult && (x = ((AltResult) r).ex) != null) {
                    z = r;
                } else if (s instanceof AltResult && (x = ((AltResult) s).ex) != null) {
                    z = s;
                }
                d.result = (x != null) ? encodeThrowable(x, z) : NIL;
            }
        }
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        int n;
        Object r;
        if ((n = cfs.length) <= 1) {
            return (n == 0) ? new CompletableFuture<Object>() : uniCopyStage(cfs[0]);
        }
        for (CompletableFuture<?> cf : cfs) {
            if ((r = cf.result) != null) {
                return new CompletableFuture<Object>(encodeRelay(r));
            }
        }
        cfs = cfs.clone();
        CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (CompletableFuture<?> cf : cfs) {
            cf.unipush(new AnyOf(d, cf, cfs));
        }
        if (d.result != null) {
            for (CompletableFuture<?> cf : cfs) {
                if (cf.result == null) {
                    cf.cleanStack();
                }
            }
        }
        return d;
    }

    private static CompletableFuture<Object> uniCopyStage(CompletableFuture<?> src) {
        Object r;
        CompletableFuture<Object> d = new CompletableFuture<Object>();
        if ((r = src.result) != null) {
            d.result = encodeRelay(r);
        } else {
            src.unipush(new UniCompletion(RELAY, null, d, src, null));
        }
        return d;
    }

    // ================================================================== Future

    public boolean isDone() {
        return result != null;
    }

    @SuppressWarnings("unchecked")
    public T get() throws InterruptedException, ExecutionException {
        Object r;
        if ((r = result) == null) {
            r = waitingGet(true);
        }
        return (T) reportGet(r);
    }

    @SuppressWarnings("unchecked")
    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        Object r;
        if ((r = result) == null) {
            r = timedGet(nanos);
        }
        return (T) reportGet(r);
    }

    @SuppressWarnings("unchecked")
    public T join() {
        Object r;
        if ((r = result) == null) {
            r = waitingGet(false);
        }
        return (T) reportJoin(r);
    }

    @SuppressWarnings("unchecked")
    public T getNow(T valueIfAbsent) {
        Object r;
        return ((r = result) == null) ? valueIfAbsent : (T) reportJoin(r);
    }

    public boolean complete(T value) {
        boolean triggered = completeValue(value);
        postComplete();
        return triggered;
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        boolean triggered = internalComplete(new AltResult(ex));
        postComplete();
        return triggered;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = (result == null) && internalComplete(new AltResult(new CancellationException()));
        postComplete();
        return cancelled || isCancelled();
    }

    public boolean isCancelled() {
        Object r;
        return ((r = result) instanceof AltResult) && (((AltResult) r).ex instanceof CancellationException);
    }

    public boolean isCompletedExceptionally() {
        Object r;
        return ((r = result) instanceof AltResult) && r != NIL;
    }

    public void obtrudeValue(T value) {
        result = (value == null) ? NIL : value;
        postComplete();
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        result = new AltResult(ex);
        postComplete();
    }

    public int getNumberOfDependents() {
        int count = 0;
        for (Completion p = stack; p != null; p = p.next) {
            ++count;
        }
        return count;
    }

    public String toString() {
        Object r = result;
        int count = 0;
        for (Completion p = stack; p != null; p = p.next) {
            ++count;
        }
        return super.toString()
                + ((r == null)
                ? ((count == 0) ? "[Not completed]" : "[Not completed, " + count + " dependents]")
                : (((r instanceof AltResult) && ((AltResult) r).ex != null)
                        ? "[Completed exceptionally: " + ((AltResult) r).ex + "]"
                        : "[Completed normally]"));
    }

    // ================================================================== Java 9 additions

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public CompletableFuture<T> copy() {
        return uniStage(RELAY, null, NIL);
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null || executor == null) {
            throw new NullPointerException();
        }
        executor.execute(new AsyncSupply<T>(this, supplier));
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            whenComplete(new Canceller(Delayer.delay(new Timeout(this), timeout, unit)));
        }
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            whenComplete(new Canceller(Delayer.delay(new DelayedCompleter<T>(this, value), timeout, unit)));
        }
        return this;
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return new DelayedExecutor(delay, unit, executor);
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        return new DelayedExecutor(delay, unit, ASYNC_POOL);
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return new MinimalStage<U>((value == null) ? NIL : value);
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new MinimalStage<U>(new AltResult(ex));
    }

    public CompletionStage<T> minimalCompletionStage() {
        Object r = result;
        MinimalStage<T> d = new MinimalStage<T>((r == null) ? null : encodeRelay(r));
        if (r == null) {
            unipush(new UniCompletion(RELAY, null, d, this, null));
        }
        return d;
    }

    /** The JDK's single daemon scheduler thread for timeouts and delayed executors. */
    static final class Delayer {
        static final ScheduledThreadPoolExecutor delayer;

        static {
            delayer = new ScheduledThreadPoolExecutor(1, new ThreadFactory() {
                public Thread newThread(Runnable r) {
                    Thread t = new Thread(r);
                    t.setDaemon(true);
                    t.setName("CompletableFutureDelayScheduler");
                    return t;
                }
            });
            delayer.setRemoveOnCancelPolicy(true);
        }

        static ScheduledFuture<?> delay(Runnable command, long delay, TimeUnit unit) {
            return delayer.schedule(command, delay, unit);
        }
    }

    static final class DelayedExecutor implements Executor {
        final long delay;
        final TimeUnit unit;
        final Executor executor;

        DelayedExecutor(long delay, TimeUnit unit, Executor executor) {
            this.delay = delay;
            this.unit = unit;
            this.executor = executor;
        }

        public void execute(final Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            Delayer.delay(new Runnable() {
                public void run() {
                    executor.execute(r);
                }
            }, delay, unit);
        }
    }

    static final class Timeout implements Runnable {
        final CompletableFuture<?> f;

        Timeout(CompletableFuture<?> f) {
            this.f = f;
        }

        public void run() {
            if (f != null && !f.isDone()) {
                f.completeExceptionally(new TimeoutException());
            }
        }
    }

    static final class DelayedCompleter<U> implements Runnable {
        final CompletableFuture<U> f;
        final U u;

        DelayedCompleter(CompletableFuture<U> f, U u) {
            this.f = f;
            this.u = u;
        }

        public void run() {
            if (f != null) {
                f.complete(u);
            }
        }
    }

    /** Cancels the pending timeout once the future completes otherwise. */
    static final class Canceller implements BiConsumer<Object, Throwable> {
        final Future<?> f;

        Canceller(Future<?> f) {
            this.f = f;
        }

        public void accept(Object ignore, Throwable ex) {
            if (ex == null && f != null && !f.isDone()) {
                f.cancel(false);
            }
        }
    }

    /** A CompletionStage only: the Future and completion methods throw UnsupportedOperationException. */
    static final class MinimalStage<T> extends CompletableFuture<T> {
        MinimalStage() {
        }

        MinimalStage(Object r) {
            super(r);
        }

        @Override
        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new MinimalStage<U>();
        }

        @Override
        public T get() {
            throw new UnsupportedOperationException();
        }

        @Override
        public T get(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public T getNow(T valueIfAbsent) {
            throw new UnsupportedOperationException();
        }

        @Override
        public T join() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean complete(T value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean completeExceptionally(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void obtrudeValue(T value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void obtrudeException(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isDone() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isCancelled() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isCompletedExceptionally() {
            throw new UnsupportedOperationException();
        }

        @Override
        public int getNumberOfDependents() {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> toCompletableFuture() {
            Object r = result;
            if (r != null) {
                return new CompletableFuture<T>(encodeRelay(r));
            }
            CompletableFuture<T> d = new CompletableFuture<T>();
            unipush(new UniCompletion(RELAY, null, d, this, null));
            return d;
        }
    }

    // ================================================================== CompletionStage

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return uniStage(APPLY, screenExecutor(executor), fn);
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return uniStage(ACCEPT, null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return uniStage(ACCEPT, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return uniStage(ACCEPT, screenExecutor(executor), action);
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return uniStage(RUN, null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return uniStage(RUN, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return uniStage(RUN, screenExecutor(executor), action);
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biStage(APPLY, null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return biStage(APPLY, defaultExecutor(), other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn, Executor executor) {
        return biStage(APPLY, screenExecutor(executor), other, fn);
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biStage(ACCEPT, null, other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return biStage(ACCEPT, defaultExecutor(), other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action, Executor executor) {
        return biStage(ACCEPT, screenExecutor(executor), other, action);
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return biStage(RUN, null, other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return biStage(RUN, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return biStage(RUN, screenExecutor(executor), other, action);
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return orStage(APPLY, null, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other,
            Function<? super T, U> fn) {
        return orStage(APPLY, defaultExecutor(), other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other,
            Function<? super T, U> fn, Executor executor) {
        return orStage(APPLY, screenExecutor(executor), other, fn);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return orStage(ACCEPT, null, other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other,
            Consumer<? super T> action) {
        return orStage(ACCEPT, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other,
            Consumer<? super T> action, Executor executor) {
        return orStage(ACCEPT, screenExecutor(executor), other, action);
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return orStage(RUN, null, other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return orStage(RUN, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action,
            Executor executor) {
        return orStage(RUN, screenExecutor(executor), other, action);
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
            Executor executor) {
        return uniStage(COMPOSE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, defaultExecutor(), action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action,
            Executor executor) {
        return uniStage(WHEN, screenExecutor(executor), action);
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn,
            Executor executor) {
        return uniStage(HANDLE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return uniStage(EXCEPTIONALLY, null, fn);
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }
}
