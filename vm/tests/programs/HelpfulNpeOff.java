// jvm-args: -XX:-ShowCodeDetailsInExceptionMessages
// With -XX:-ShowCodeDetailsInExceptionMessages, NullPointerExceptions the VM raises have no
// message (as before JEP 358); explicit messages are kept.
public class HelpfulNpeOff {
    String name;
    public static void main(String[] args) {
        HelpfulNpeOff h = null;
        try { System.out.println(h.name); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        try { throw new NullPointerException("explicit"); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
        int[] a = null;
        System.out.println(a.length);
    }
}
