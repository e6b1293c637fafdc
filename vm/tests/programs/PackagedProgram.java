package demo.app;

import java.util.ArrayList;
import java.util.List;

// A main class in a package (run as demo.app.PackagedProgram): class files in directories,
// qualified names, package-private access between top-level classes of one package.
public class PackagedProgram {
    public static void main(String[] args) {
        Helper h = new Helper("packaged");
        System.out.println(h.describe());
        System.out.println("class name: " + PackagedProgram.class.getName() + " simple: " + PackagedProgram.class.getSimpleName());
        System.out.println("helper class: " + h.getClass().getName() + " nested: " + Helper.Inner.class.getName());
        List<Helper> list = new ArrayList<>();
        for (int i = 0; i < 3; i++) list.add(new Helper("h" + i));
        StringBuilder sb = new StringBuilder();
        for (Helper x : list) sb.append(x.name).append(' ');
        System.out.println("package-private field access: " + sb.toString().trim());
        try {
            throw new Helper.Failure("packaged failure");
        } catch (RuntimeException e) {
            System.out.println(e);
            System.out.println("top frame: " + e.getStackTrace()[0].getClassName() + "." + e.getStackTrace()[0].getMethodName());
        }
    }
}

class Helper {
    final String name;

    Helper(String name) {
        this.name = name;
    }

    String describe() {
        return "Helper(" + name + ") in package " + getClass().getName().substring(0, getClass().getName().lastIndexOf('.'));
    }

    static class Inner {
    }

    static class Failure extends RuntimeException {
        Failure(String m) {
            super(m);
        }
    }
}
