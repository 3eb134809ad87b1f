import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a poppler tool prints about a PDF given as bytes. */
async function popplerOf(tool: string, args: string[], body: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-pdf-text-'));
  try {
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, body);
    return (await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF's text as poppler's pdftotext reads it, keeping the layout (columns stay on one line). */
export const pdfTextOf = (body: Buffer) => popplerOf('pdftotext', ['-layout'], body);

/** How many images a PDF's pages draw (`pdfimages -list` rows of type "image"). */
export async function pdfImagesOf(body: Buffer): Promise<number> {
  const rows = (await popplerOf('pdfimages', ['-list'], body)).trim().split('\n').slice(2);
  return rows.filter((row) => row.trim().split(/\s+/)[2] === 'image').length;
}
