package java.util.concurrent;

/** java.util.concurrent.BrokenBarrierException: a CyclicBarrier broke while (or before) waiting. */
public class BrokenBarrierException extends Exception {
    private static final long serialVersionUID = 7117394618823254244L;

    public BrokenBarrierException() {
    }

    public BrokenBarrierException(String message) {
        super(message);
    }
}
