import type { IncomingMessage } from 'node:http';

/*
 * The body of a POST postback, read by hand (the tracking context has no Fastify): form or
 * JSON, at most 16 KB. Anything else, or anything larger, is read as no body; the query still counts.
 */

const MAX_BODY_BYTES = 16 * 1024;

function readRaw(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A JSON object's scalar fields as text; nested values are not postback parameters. */
function jsonPairs(text: string): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
    return Object.entries(parsed).flatMap(([name, value]) =>
      ['string', 'number', 'boolean'].includes(typeof value)
        ? [[name, String(value)] as [string, string]]
        : [],
    );
  } catch {
    return [];
  }
}

export async function readBodyParams(request: IncomingMessage): Promise<[string, string][]> {
  if (request.method !== 'POST') return [];
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const text = await readRaw(request);
  if (!text) return [];
  if (type === 'application/json') return jsonPairs(text);
  if (type === 'application/x-www-form-urlencoded') return [...new URLSearchParams(text)];
  return [];
}
