package java.util;

/**
 * java.util.Locale reduced to an identifier: language (lower case), country (upper case) and
 * variant, the usual constants, getDefault() from the user.language/user.country system
 * properties, toString ("en_US"), toLanguageTag ("en-US", "und" for ROOT) and forLanguageTag for
 * simple tags. There is no locale data (display names are English names for the constants only);
 * the class library formats numbers and text the same way for every locale.
 */
public final class Locale implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 9149081749638150636L;

    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale ITALIAN = new Locale("it", "");
    public static final Locale JAPANESE = new Locale("ja", "");
    public static final Locale KOREAN = new Locale("ko", "");
    public static final Locale CHINESE = new Locale("zh", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMANY = new Locale("de", "DE");
    public static final Locale ITALY = new Locale("it", "IT");
    public static final Locale JAPAN = new Locale("ja", "JP");
    public static final Locale KOREA = new Locale("ko", "KR");
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale US = new Locale("en", "US");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA");
    public static final Locale ROOT = new Locale("", "");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;

    private static volatile Locale defaultLocale;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = toLower(language);
        this.country = toUpper(country);
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    private static String toLower(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        return sb.toString();
    }

    private static String toUpper(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(c >= 'a' && c <= 'z' ? (char) (c - 32) : c);
        }
        return sb.toString();
    }

    public static Locale getDefault() {
        Locale l = defaultLocale;
        if (l == null) {
            String language = System.getProperty("user.language", "en");
            String country = System.getProperty("user.country", "");
            String variant = System.getProperty("user.variant", "");
            defaultLocale = l = new Locale(language, country, variant);
        }
        return l;
    }

    public static Locale getDefault(Locale.Category category) {
        return getDefault();
    }

    public static synchronized void setDefault(Locale newLocale) {
        defaultLocale = Objects.requireNonNull(newLocale);
    }

    public static synchronized void setDefault(Locale.Category category, Locale newLocale) {
        setDefault(newLocale);
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {ROOT, ENGLISH, US, UK, CANADA, FRENCH, FRANCE, CANADA_FRENCH, GERMAN, GERMANY,
            ITALIAN, ITALY, JAPANESE, JAPAN, KOREAN, KOREA, CHINESE, SIMPLIFIED_CHINESE, TRADITIONAL_CHINESE};
    }

    public static Locale forLanguageTag(String languageTag) {
        String[] parts = languageTag.split("[-_]");
        String language = parts.length > 0 ? parts[0] : "";
        if (language.equals("und")) {
            language = "";
        }
        String country = "";
        String variant = "";
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i];
            if (country.isEmpty() && variant.isEmpty()
                    && (p.length() == 2 || (p.length() == 3 && Character.isDigit(p.charAt(0))))) {
                country = p;
            } else if (p.length() >= 5) {
                variant = variant.isEmpty() ? p : variant + "_" + p;
            }
        }
        return new Locale(language, country, variant);
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return "";
    }

    public String toLanguageTag() {
        StringBuilder sb = new StringBuilder(language.isEmpty() ? "und" : language);
        if (!country.isEmpty()) {
            sb.append('-').append(country);
        }
        if (!variant.isEmpty()) {
            sb.append('-').append(variant.replace('_', '-'));
        }
        return sb.toString();
    }

    public String getDisplayLanguage() {
        switch (language) {
            case "en": return "English";
            case "fr": return "French";
            case "de": return "German";
            case "it": return "Italian";
            case "ja": return "Japanese";
            case "ko": return "Korean";
            case "zh": return "Chinese";
            default: return language;
        }
    }

    public String getDisplayCountry() {
        switch (country) {
            case "US": return "United States";
            case "GB": return "United Kingdom";
            case "CA": return "Canada";
            case "FR": return "France";
            case "DE": return "Germany";
            case "IT": return "Italy";
            case "JP": return "Japan";
            case "KR": return "South Korea";
            case "CN": return "China";
            case "TW": return "Taiwan";
            default: return country;
        }
    }

    public String getDisplayName() {
        String l = getDisplayLanguage();
        String c = getDisplayCountry();
        if (c.isEmpty()) {
            return l;
        }
        if (l.isEmpty()) {
            return c;
        }
        return l + " (" + c + ")";
    }

    @Override
    public String toString() {
        boolean l = !language.isEmpty();
        boolean c = !country.isEmpty();
        boolean v = !variant.isEmpty();
        StringBuilder result = new StringBuilder(language);
        if (c || (l && v)) {
            result.append('_').append(country);
        }
        if (v && (l || c)) {
            result.append('_').append(variant);
        }
        return result.toString();
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale other = (Locale) obj;
        return language.equals(other.language) && country.equals(other.country) && variant.equals(other.variant);
    }

    @Override
    public int hashCode() {
        return (language.hashCode() * 31 + country.hashCode()) * 31 + variant.hashCode();
    }

    /** Locale categories (both map to the single default locale here). */
    public enum Category {
        DISPLAY,
        FORMAT
    }
}
