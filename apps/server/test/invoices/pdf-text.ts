import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PDF's text as poppler's pdftotext reads it, keeping the layout (columns stay on one line). */
export async function pdfTextOf(body: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-pdf-text-'));
  try {
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, body);
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
