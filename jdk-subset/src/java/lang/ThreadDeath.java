package java.lang;

/** java.lang.ThreadDeath (never thrown by this VM; kept for API compatibility). */
public class ThreadDeath extends Error {
    private static final long serialVersionUID = -4417128565033088268L;

    public ThreadDeath() {
    }
}
