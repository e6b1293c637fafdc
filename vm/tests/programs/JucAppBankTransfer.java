import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.locks.ReentrantLock;

// The textbook bank: accounts with their own lock, transfers lock both accounts in id order so
// two opposite transfers cannot deadlock. Each teller thread makes seeded random transfers;
// a transfer that would overdraw is refused, so the number refused depends on the interleaving,
// but the total money never changes and an auditor that locks every account (in order) always
// sees the same total. A second pass uses synchronized blocks instead of ReentrantLock.
public class JucAppBankTransfer {
    static class Account {
        final int id;
        final ReentrantLock lock = new ReentrantLock();
        long balance;

        Account(int id, long balance) {
            this.id = id;
            this.balance = balance;
        }
    }

    static class Bank {
        final Account[] accounts;

        Bank(int n, long initial) {
            accounts = new Account[n];
            for (int i = 0; i < n; i++) accounts[i] = new Account(i, initial);
        }

        boolean transfer(Account from, Account to, long amount) {
            if (from == to) throw new IllegalArgumentException("same account " + from.id);
            Account first = from.id < to.id ? from : to;
            Account second = from.id < to.id ? to : from;
            first.lock.lock();
            try {
                second.lock.lock();
                try {
                    if (from.balance < amount) return false;
                    from.balance -= amount;
                    to.balance += amount;
                    return true;
                } finally {
                    second.lock.unlock();
                }
            } finally {
                first.lock.unlock();
            }
        }

        boolean transferSync(Account from, Account to, long amount) {
            Account first = from.id < to.id ? from : to;
            Account second = from.id < to.id ? to : from;
            synchronized (first) {
                synchronized (second) {
                    if (from.balance < amount) return false;
                    from.balance -= amount;
                    to.balance += amount;
                    return true;
                }
            }
        }

        long audit() {
            for (Account a : accounts) a.lock.lock();
            try {
                long sum = 0;
                for (Account a : accounts) sum += a.balance;
                return sum;
            } finally {
                for (int i = accounts.length - 1; i >= 0; i--) accounts[i].lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        for (final boolean sync : new boolean[] {false, true}) {
            final Bank bank = new Bank(8, 1000);
            final int[] done = new int[4];
            final long[] audits = new long[1];
            final boolean[] auditOk = {true};
            List<Thread> tellers = new ArrayList<Thread>();
            for (int t = 0; t < 4; t++) {
                final int tid = t;
                tellers.add(new Thread(new Runnable() {
                    public void run() {
                        Random r = new Random(42 + tid);
                        for (int i = 0; i < 2000; i++) {
                            int a = r.nextInt(8), b = r.nextInt(7);
                            if (b >= a) b++;
                            long amount = 1 + r.nextInt(300);
                            if (sync) bank.transferSync(bank.accounts[a], bank.accounts[b], amount);
                            else bank.transfer(bank.accounts[a], bank.accounts[b], amount);
                            done[tid]++;
                        }
                    }
                }, "teller-" + t));
            }
            Thread auditor = new Thread(new Runnable() {
                public void run() {
                    for (int i = 0; i < 50; i++) {
                        if (!sync && bank.audit() != 8000) auditOk[0] = false;
                        audits[0]++;
                        Thread.yield();
                    }
                }
            });
            for (Thread t : tellers) t.start();
            auditor.start();
            for (Thread t : tellers) t.join();
            auditor.join();
            long sum = 0;
            boolean nonNegative = true;
            for (Account a : bank.accounts) {
                sum += a.balance;
                if (a.balance < 0) nonNegative = false;
            }
            System.out.println((sync ? "synchronized" : "ReentrantLock") + ": transfers "
                    + (done[0] + done[1] + done[2] + done[3]) + ", total " + sum + ", audits " + audits[0]
                    + " ok " + auditOk[0] + ", no overdraft " + nonNegative);
        }
        Bank bank = new Bank(2, 10);
        try {
            bank.transfer(bank.accounts[0], bank.accounts[0], 1);
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println("overdraw refused: " + !bank.transfer(bank.accounts[0], bank.accounts[1], 11));
        System.out.println("exact ok: " + bank.transfer(bank.accounts[0], bank.accounts[1], 10)
                + " -> " + bank.accounts[0].balance + "/" + bank.accounts[1].balance);
    }
}
