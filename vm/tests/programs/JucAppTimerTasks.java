import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

// java.util.Timer as the older tutorials use it: a one-shot reminder, a repeating task that
// cancels itself after N runs, scheduleAtFixedRate, cancelling a pending task (cancel()'s
// return value), purge(), and the IllegalStateException messages for a cancelled timer or
// a task scheduled twice; an exception in a task kills the timer thread.
public class JucAppTimerTasks {
    public static void main(String[] args) throws Exception {
        Timer timer = new Timer("reminder");
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch reminded = new CountDownLatch(1);
        timer.schedule(new TimerTask() {
            public void run() {
                log.add("reminder on " + Thread.currentThread().getName());
                reminded.countDown();
            }
        }, 10);
        System.out.println("reminded " + reminded.await(5, TimeUnit.SECONDS) + " " + log);

        final CountDownLatch thrice = new CountDownLatch(3);
        final int[] runs = new int[1];
        TimerTask repeating = new TimerTask() {
            public void run() {
                runs[0]++;
                thrice.countDown();
                if (runs[0] == 3) cancel();
            }
        };
        timer.schedule(repeating, 0, 5);
        thrice.await();
        Thread.sleep(30);
        System.out.println("repeating ran " + runs[0] + " cancel again " + repeating.cancel());

        final CountDownLatch rate = new CountDownLatch(4);
        TimerTask fixed = new TimerTask() {
            public void run() {
                rate.countDown();
            }
        };
        timer.scheduleAtFixedRate(fixed, 0, 3);
        rate.await();
        System.out.println("fixed rate cancel " + fixed.cancel());
        // The timer thread drops a cancelled task when it reaches the head of the queue; give it
        // time to, so that purge() below counts only the task cancelled before it ever ran.
        Thread.sleep(30);

        // The timer thread only looks at the head of its queue: keep a live task there so that the
        // cancelled one behind it stays queued until purge().
        timer.schedule(new TimerTask() {
            public void run() {
                System.out.println("anchor ran?!");
            }
        }, 30000);
        TimerTask pending = new TimerTask() {
            public void run() {
                System.out.println("pending ran?!");
            }
        };
        timer.schedule(pending, 60000);
        System.out.println("cancel pending " + pending.cancel() + " purged " + timer.purge());
        try {
            timer.schedule(pending, 10);
        } catch (IllegalStateException e) {
            System.out.println("reschedule cancelled task: " + e.getMessage());
        }
        TimerTask once = new TimerTask() {
            public void run() {
            }
        };
        timer.schedule(once, 60000);
        try {
            timer.schedule(once, 10);
        } catch (IllegalStateException e) {
            System.out.println("schedule twice: " + e.getMessage());
        }
        try {
            timer.schedule(new TimerTask() {
                public void run() {
                }
            }, -1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative delay: " + e.getMessage());
        }
        try {
            timer.schedule(new TimerTask() {
                public void run() {
                }
            }, 0, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("zero period: " + e.getMessage());
        }
        timer.cancel();
        try {
            timer.schedule(new TimerTask() {
                public void run() {
                }
            }, 1);
        } catch (IllegalStateException e) {
            System.out.println("after cancel: " + e.getMessage());
        }

        Timer daemon = new Timer(true);
        final CountDownLatch boom = new CountDownLatch(1);
        final Thread[] timerThread = new Thread[1];
        daemon.schedule(new TimerTask() {
            public void run() {
                timerThread[0] = Thread.currentThread();
                timerThread[0].setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
                    public void uncaughtException(Thread t, Throwable e) {
                        System.out.println("timer thread died: " + e);
                    }
                });
                boom.countDown();
                throw new IllegalStateException("task failed");
            }
        }, 1);
        boom.await();
        timerThread[0].join();
        try {
            daemon.schedule(new TimerTask() {
                public void run() {
                }
            }, 1);
        } catch (IllegalStateException e) {
            System.out.println("after task exception: " + e.getMessage());
        }
    }
}
