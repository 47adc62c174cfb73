import type { PGlite, Transaction } from "@electric-sql/pglite";

/**
 * PGlite executes a statement synchronously (WebAssembly) and hands the next queued one its turn in a promise
 * callback, so a queue of statements runs back to back in one microtask chain: Node does not get back to its
 * event loop, and does not accept a connection or read a request, until the whole queue is empty. Node runs that
 * chain after every I/O callback, one accepted connection at a time; under the morning rush (scripts/bench/rush.ts)
 * new connections waited tens of seconds while those already open were served. Here each statement, and each
 * transaction as a whole, waits for its turn and then for the event loop (setImmediate) before it runs, so the
 * server accepts and reads between any two statements. The order stays first come, first served.
 */
export function takeTurns(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = last.then(
      () => new Promise<T>((resolve, reject) => setImmediate(() => run().then(resolve, reject))),
      () => new Promise<T>((resolve, reject) => setImmediate(() => run().then(resolve, reject))),
    );
    last = turn.catch(() => undefined);
    return turn;
  };
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const exec = client.exec.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const transaction = client.transaction.bind(client);
  client.query = ((...args: unknown[]) => inTurn(() => query(...args))) as PGlite["query"];
  client.exec = ((...args: unknown[]) => inTurn(() => exec(...args))) as PGlite["exec"];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => inTurn(() => transaction(callback))) as PGlite["transaction"];
}
