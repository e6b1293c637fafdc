import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

// Three examples in the shape of the Java Tutorial's concurrency lesson: the guarded-block
// "Drop" with one producer and one consumer (synchronized/wait/notifyAll, messages received in
// order, "DONE" ends it), "Safelock" where friends bow using Lock.tryLock on both locks so they
// never deadlock (counts only), and "ForkBlur" blurring an image array with RecursiveAction
// (checked against the sequential blur).
public class JucAppTutorialExamples {
    static class Drop {
        private String message;
        private boolean empty = true;

        public synchronized String take() {
            while (empty) {
                try {
                    wait();
                } catch (InterruptedException e) {
                }
            }
            empty = true;
            notifyAll();
            return message;
        }

        public synchronized void put(String message) {
            while (!empty) {
                try {
                    wait();
                } catch (InterruptedException e) {
                }
            }
            empty = false;
            this.message = message;
            notifyAll();
        }
    }

    static class Friend {
        private final String name;
        private final Lock lock = new ReentrantLock();
        int bowsDone, bowsDeclined;

        Friend(String name) {
            this.name = name;
        }

        boolean impendingBow(Friend bower) {
            boolean myLock = false, yourLock = false;
            try {
                myLock = lock.tryLock();
                yourLock = bower.lock.tryLock();
            } finally {
                if (!(myLock && yourLock)) {
                    if (myLock) lock.unlock();
                    if (yourLock) bower.lock.unlock();
                }
            }
            return myLock && yourLock;
        }

        void bow(Friend bower) {
            if (impendingBow(bower)) {
                try {
                    bowsDone++;
                    bower.bowBack(this);
                } finally {
                    lock.unlock();
                    bower.lock.unlock();
                }
            } else {
                bowsDeclined++;
            }
        }

        void bowBack(Friend bower) {
            // bowing back while both locks are held by the bower
        }
    }

    static class ForkBlur extends RecursiveAction {
        private final int[] mSource;
        private final int mStart, mLength;
        private final int[] mDestination;
        private final int mBlurWidth = 15;
        static final int sThreshold = 1000;

        ForkBlur(int[] src, int start, int length, int[] dst) {
            mSource = src;
            mStart = start;
            mLength = length;
            mDestination = dst;
        }

        protected void computeDirectly() {
            int sidePixels = (mBlurWidth - 1) / 2;
            for (int index = mStart; index < mStart + mLength; index++) {
                float rt = 0, gt = 0, bt = 0;
                for (int mi = -sidePixels; mi <= sidePixels; mi++) {
                    int mindex = Math.min(Math.max(mi + index, 0), mSource.length - 1);
                    int pixel = mSource[mindex];
                    rt += (float) ((pixel & 0x00ff0000) >> 16) / mBlurWidth;
                    gt += (float) ((pixel & 0x0000ff00) >> 8) / mBlurWidth;
                    bt += (float) ((pixel & 0x000000ff) >> 0) / mBlurWidth;
                }
                int dpixel = (0xff000000) | (((int) rt) << 16) | (((int) gt) << 8) | (((int) bt) << 0);
                mDestination[index] = dpixel;
            }
        }

        protected void compute() {
            if (mLength < sThreshold) {
                computeDirectly();
                return;
            }
            int split = mLength / 2;
            invokeAll(new ForkBlur(mSource, mStart, split, mDestination),
                    new ForkBlur(mSource, mStart + split, mLength - split, mDestination));
        }
    }

    public static void main(String[] args) throws Exception {
        final Drop drop = new Drop();
        final StringBuilder received = new StringBuilder();
        Thread producer = new Thread(new Runnable() {
            public void run() {
                String[] importantInfo = {"Mares eat oats", "Does eat oats", "Little lambs eat ivy", "A kid will eat ivy too"};
                Random random = new Random(1);
                for (String info : importantInfo) {
                    drop.put(info);
                    try {
                        Thread.sleep(random.nextInt(3));
                    } catch (InterruptedException e) {
                    }
                }
                drop.put("DONE");
            }
        });
        Thread consumer = new Thread(new Runnable() {
            public void run() {
                Random random = new Random(2);
                for (String message = drop.take(); !message.equals("DONE"); message = drop.take()) {
                    received.append("MESSAGE RECEIVED: ").append(message).append('\n');
                    try {
                        Thread.sleep(random.nextInt(3));
                    } catch (InterruptedException e) {
                    }
                }
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.print(received);

        final Friend alphonse = new Friend("Alphonse"), gaston = new Friend("Gaston");
        Thread t1 = new Thread(new Runnable() {
            public void run() {
                for (int i = 0; i < 500; i++) alphonse.bow(gaston);
            }
        });
        Thread t2 = new Thread(new Runnable() {
            public void run() {
                for (int i = 0; i < 500; i++) gaston.bow(alphonse);
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("Safelock: " + alphonse.name + " " + (alphonse.bowsDone + alphonse.bowsDeclined) + " attempts, "
                + gaston.name + " " + (gaston.bowsDone + gaston.bowsDeclined) + " attempts, no deadlock");

        int[] src = new int[20000];
        Random r = new Random(99);
        for (int i = 0; i < src.length; i++) src[i] = 0xff000000 | r.nextInt(0x1000000);
        int[] dst = new int[src.length];
        new ForkJoinPool(2).invoke(new ForkBlur(src, 0, src.length, dst));
        int[] seq = new int[src.length];
        new ForkBlur(src, 0, src.length, seq).computeDirectly();
        long h = 0;
        for (int p : dst) h = h * 31 + p;
        System.out.println("ForkBlur equal to sequential " + java.util.Arrays.equals(dst, seq) + " hash " + h
                + " pixel[100] " + Integer.toHexString(dst[100]));
    }
}
