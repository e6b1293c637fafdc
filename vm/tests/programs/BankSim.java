import java.util.*;

// A small bank: accounts, transfers with validation, interest, an audit log and a report.
public class BankSim {
    static class InsufficientFunds extends Exception {
        InsufficientFunds(String id, long want, long have) {
            super("account " + id + " needs " + want + " but has " + have);
        }
    }

    static abstract class Account {
        private static int nextNumber = 1000;
        final String id;
        final String owner;
        protected long cents;
        final List<String> history = new ArrayList<>();

        Account(String owner, long cents) {
            this.id = prefix() + (nextNumber++);
            this.owner = owner;
            this.cents = cents;
            history.add("open " + money(cents));
        }

        abstract String prefix();

        abstract long monthlyInterest();

        synchronized void deposit(long amount) {
            if (amount <= 0) throw new IllegalArgumentException("deposit must be positive: " + amount);
            cents += amount;
            history.add("deposit " + money(amount));
        }

        synchronized void withdraw(long amount) throws InsufficientFunds {
            if (amount > available()) throw new InsufficientFunds(id, amount, available());
            cents -= amount;
            history.add("withdraw " + money(amount));
        }

        long available() {
            return cents;
        }

        @Override
        public String toString() {
            return String.format("%-8s %-6s %12s", id, owner, money(cents));
        }
    }

    static class Checking extends Account {
        final long overdraft;

        Checking(String owner, long cents, long overdraft) {
            super(owner, cents);
            this.overdraft = overdraft;
        }

        String prefix() {
            return "CHK";
        }

        long monthlyInterest() {
            return 0;
        }

        @Override
        long available() {
            return cents + overdraft;
        }
    }

    static class Savings extends Account {
        final int basisPoints;

        Savings(String owner, long cents, int basisPoints) {
            super(owner, cents);
            this.basisPoints = basisPoints;
        }

        String prefix() {
            return "SAV";
        }

        long monthlyInterest() {
            return cents * basisPoints / 10000 / 12;
        }
    }

    static String money(long cents) {
        String sign = cents < 0 ? "-" : "";
        long abs = Math.abs(cents);
        return String.format("%s$%,d.%02d", sign, abs / 100, abs % 100);
    }

    final Map<String, Account> accounts = new LinkedHashMap<>();
    final List<String> audit = new ArrayList<>();
    int failed = 0;

    Account open(Account a) {
        accounts.put(a.id, a);
        audit.add("OPEN " + a.id + " for " + a.owner);
        return a;
    }

    void transfer(String from, String to, long amount) {
        Account a = accounts.get(from), b = accounts.get(to);
        try {
            if (a == null || b == null) throw new NoSuchElementException("unknown account " + (a == null ? from : to));
            a.withdraw(amount);
            b.deposit(amount);
            audit.add("XFER " + money(amount) + " " + from + " -> " + to);
        } catch (InsufficientFunds e) {
            failed++;
            audit.add("FAIL " + e.getMessage());
        } catch (RuntimeException e) {
            failed++;
            audit.add("FAIL " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        BankSim bank = new BankSim();
        Account alice = bank.open(new Checking("alice", 150_00, 100_00));
        Account bob = bank.open(new Savings("bob", 10_000_00, 450));
        Account carol = bank.open(new Savings("carol", 2_500_50, 300));
        Account dave = bank.open(new Checking("dave", 0, 0));
        bank.transfer(alice.id, bob.id, 200_00);
        bank.transfer(alice.id, bob.id, 100_00);
        bank.transfer(bob.id, dave.id, 1_234_56);
        bank.transfer(dave.id, carol.id, 2_000_00);
        bank.transfer(carol.id, "SAV9999", 1_00);
        bank.transfer(carol.id, alice.id, -5_00);
        Random rnd = new Random(77);
        List<String> ids = new ArrayList<>(bank.accounts.keySet());
        for (int i = 0; i < 200; i++) {
            String from = ids.get(rnd.nextInt(ids.size()));
            String to = ids.get(rnd.nextInt(ids.size()));
            if (!from.equals(to)) bank.transfer(from, to, 1 + rnd.nextInt(50_000));
        }
        for (int month = 1; month <= 12; month++) {
            for (Account a : bank.accounts.values()) {
                long interest = a.monthlyInterest();
                if (interest > 0) a.deposit(interest);
            }
        }
        System.out.println("== accounts ==");
        long total = 0;
        for (Account a : bank.accounts.values()) {
            System.out.println(a);
            total += a.cents;
        }
        System.out.println("total " + money(total) + ", failed transfers " + bank.failed + ", audit entries " + bank.audit.size());
        System.out.println("== first audit entries ==");
        for (String line : bank.audit.subList(0, 12)) System.out.println(line);
        System.out.println("== alice history (" + alice.history.size() + ") ==");
        for (String h : alice.history.subList(0, Math.min(8, alice.history.size()))) System.out.println("  " + h);
        List<Account> ranked = new ArrayList<>(bank.accounts.values());
        ranked.sort(Comparator.comparingLong((Account a) -> a.cents).reversed());
        StringBuilder sb = new StringBuilder();
        for (Account a : ranked) sb.append(a.owner).append(' ');
        System.out.println("richest first: " + sb.toString().trim());
    }
}
