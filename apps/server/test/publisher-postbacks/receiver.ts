import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedCall = {
  method: string;
  /** The URL as the publisher's server sees it: http://{Host}{path and query}. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
};

/** What the receiver does with the n-th call (0-based); `hang` never answers. */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/**
 * A publisher's endpoint: a real HTTP server on loopback that records every call and answers as
 * told. `waitForCalls(n)` resolves once n calls arrived (no sleeping).
 */
export async function startReceiver(host = '127.0.0.1') {
  const calls: ReceivedCall[] = [];
  let answer: (call: ReceivedCall, index: number) => Answer = () => ({ status: 200, body: 'ok' });
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call: ReceivedCall = {
        method: request.method ?? '',
        url: `http://${request.headers.host}${request.url}`,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(call);
      for (const waiter of waiters.filter((w) => calls.length >= w.count)) waiter.resolve();
      const reply = answer(call, calls.length - 1);
      if (reply === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
  return {
    calls,
    port,
    origin,
    answerWith(next: typeof answer) {
      answer = next;
    },
    waitForCalls(count: number): Promise<void> {
      if (calls.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    /** Answers every call left hanging so far. */
    answerHanging(status = 200) {
      for (const response of hanging.splice(0)) response.writeHead(status).end();
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
