package java.math;

/** How a discarded fraction rounds; the legacy {@code BigDecimal.ROUND_*} numbers are the ordinals. */
public enum RoundingMode {
    UP,
    DOWN,
    CEILING,
    FLOOR,
    HALF_UP,
    HALF_DOWN,
    HALF_EVEN,
    UNNECESSARY;

    /** The mode of a legacy {@code BigDecimal.ROUND_*} constant. */
    public static RoundingMode valueOf(int rm) {
        RoundingMode[] all = values();
        if (rm < 0 || rm >= all.length) {
            throw new IllegalArgumentException("argument out of range");
        }
        return all[rm];
    }
}
