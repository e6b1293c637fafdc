public class StringSwitch {
    static String classify(String s) {
        switch (s) {
            case "apple":
            case "banana":
                return "fruit";
            case "carrot":
                return "vegetable";
            case "Aa":
                return "Aa (collides with BB)";
            case "BB":
                return "BB (collides with Aa)";
            case "":
                return "empty";
            default:
                return "unknown";
        }
    }

    static int fallthrough(String s) {
        int r = 0;
        switch (s) {
            case "one":
                r += 1;
            case "two":
                r += 2;
                break;
            case "three":
                r += 3;
            default:
                r += 100;
        }
        return r;
    }

    public static void main(String[] args) {
        String[] words = {"apple", "banana", "carrot", "Aa", "BB", "", "durian", "APPLE"};
        for (String w : words) {
            System.out.println("'" + w + "' -> " + classify(w));
        }
        for (String w : new String[]{"one", "two", "three", "four"}) {
            System.out.println(w + " -> " + fallthrough(w));
        }
        String built = new StringBuilder("ban").append("ana").toString();
        System.out.println("built: " + classify(built));
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("switch on null: " + e.getClass().getName());
        }
        System.out.println("Aa".hashCode() + " " + "BB".hashCode());
    }
}
