/**
 * Runs tasks of the same key one after another, tasks of different keys side by side, in this
 * process: the events of one conversation leave in order (realtime), the sandbox's refunds of
 * one charge each see the one before (as Stripe applies them). Each call answers its own task's
 * result; a task that fails does not stop the next one of its key.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
