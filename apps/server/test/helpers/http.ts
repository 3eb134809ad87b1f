import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';

export type HttpAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * One real HTTP request (the tracking context answers on the server's socket, which `app.inject`
 * does not reach). `host` is sent as given, as a browser or proxy would.
 */
export function httpRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${options.path}`,
      { method: options.method ?? 'GET', headers: options.headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Starts the app on a free loopback port (closed with the app) and returns its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}
