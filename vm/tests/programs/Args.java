// args: alpha beta 42 -x --flag=value "two words" ""
public class Args {
    public static void main(String[] args) {
        System.out.println("argc=" + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println("args[" + i + "] = '" + args[i] + "' length " + args[i].length());
        }
        int sum = 0;
        for (String a : args) {
            try {
                sum += Integer.parseInt(a);
            } catch (NumberFormatException e) {
                // not a number
            }
        }
        System.out.println("numeric sum=" + sum);
        System.out.println("joined: " + String.join("|", args));
        System.out.println("args array class: " + args.getClass().getName());
    }
}
