package java.util.concurrent;

/**
 * java.util.concurrent.TransferQueue: a BlockingQueue in which a producer may wait for a consumer
 * to receive its element (transfer), or hand it over only to a consumer already waiting
 * (tryTransfer).
 */
public interface TransferQueue<E> extends BlockingQueue<E> {
    boolean tryTransfer(E e);

    void transfer(E e) throws InterruptedException;

    boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException;

    boolean hasWaitingConsumer();

    int getWaitingConsumerCount();
}
