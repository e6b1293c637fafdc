package java.util;

/**
 * java.util.Date: a millisecond instant. toString() formats as the JDK does
 * ("Thu Jan 01 00:00:00 UTC 1970") but always in UTC: there are no time zones in this library, so
 * on a machine whose default zone is not UTC the JDK prints local time instead. Dates before the
 * 1582 Gregorian cutover use the proleptic Gregorian calendar (the JDK switches to Julian). The
 * deprecated field accessors are not provided.
 */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;

    private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

    private transient long fastTime;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.fastTime;
    }

    public boolean after(Date when) {
        return fastTime > when.fastTime;
    }

    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    public int compareTo(Date anotherDate) {
        return Long.compare(fastTime, anotherDate.fastTime);
    }

    public int hashCode() {
        long ht = getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public String toString() {
        long millis = fastTime;
        long days = Math.floorDiv(millis, 86400000L);
        long msOfDay = Math.floorMod(millis, 86400000L);
        int secOfDay = (int) (msOfDay / 1000);
        // civil date from days since 1970-01-01 (proleptic Gregorian)
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int d = (int) (doy - (153 * mp + 2) / 5 + 1);
        int m = (int) (mp < 10 ? mp + 3 : mp - 9);
        if (m <= 2) {
            y++;
        }
        int dow = (int) Math.floorMod(days + 4, 7L); // 1970-01-01 was a Thursday
        StringBuilder sb = new StringBuilder(28);
        sb.append(DAYS[dow]).append(' ').append(MONTHS[m - 1]).append(' ');
        pad2(sb, d).append(' ');
        pad2(sb, secOfDay / 3600).append(':');
        pad2(sb, (secOfDay / 60) % 60).append(':');
        pad2(sb, secOfDay % 60).append(" UTC ").append(y);
        return sb.toString();
    }

    private static StringBuilder pad2(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        return sb.append(v);
    }
}
