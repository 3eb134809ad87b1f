/*
 * Group commit, as a function: calls that arrive while a batch is running wait, then go together
 * in the next batch (at most `maxBatch` at a time). Alone, a call runs at once, never waiting for
 * a timer; under load one batch pays the round trips and locks for many. Each call is answered
 * with its own item's outcome, which may be a promise of its own (a batch that fails can retry its
 * items one by one); a batch that throws, or answers a different number of outcomes than it was
 * given, rejects every call in it.
 */

export type RunBatch<I, O> = (items: readonly I[]) => Promise<ReadonlyArray<O | Promise<O>>>;

type Waiting<I, O> = {
  item: I;
  resolve: (outcome: O | Promise<O>) => void;
  reject: (error: unknown) => void;
};

export function groupWhileBusy<I, O>(runBatch: RunBatch<I, O>, maxBatch: number): (item: I) => Promise<O> {
  const waiting: Waiting<I, O>[] = [];
  let running = false;

  async function run(batch: readonly Waiting<I, O>[]): Promise<void> {
    try {
      const outcomes = await runBatch(batch.map((call) => call.item));
      if (outcomes.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} answered ${outcomes.length} outcomes`);
      }
      batch.forEach((call, index) => {
        call.resolve(outcomes[index] as O | Promise<O>);
      });
    } catch (error) {
      for (const call of batch) call.reject(error);
    }
  }

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) await run(waiting.splice(0, maxBatch));
    running = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
