import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/*
 * Reads a rendered PDF back with poppler-utils, as a person opening it would see it: the text laid
 * out as on the page, the page count, the embedded fonts and images. `npm test` installs
 * poppler-utils where it is missing (scripts/test-support/provision.mjs).
 */

const execFileAsync = promisify(execFile);

async function poppler(tool: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(tool, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    // execFile rejects with the spawn error when the tool is missing; its code says so.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} not found: install poppler-utils (apt-get install -y poppler-utils)`);
    }
    throw error;
  }
}

/** The text of every page, in reading layout (`pdftotext -layout`); pages part at form feeds. */
export const pdfText = (file: string) => poppler('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);

export async function pdfPageCount(file: string): Promise<number> {
  const pages = /^Pages:\s+(\d+)$/m.exec(await poppler('pdfinfo', [file]));
  if (!pages?.[1]) throw new Error(`pdfinfo printed no page count for ${file}`);
  return Number(pages[1]);
}

/** How many images the pages draw (`pdfimages -list` rows of type "image"; a PNG's alpha is an "smask"). */
export async function pdfImageCount(file: string): Promise<number> {
  const rows = (await poppler('pdfimages', ['-list', file])).trim().split('\n').slice(2);
  return rows.filter((row) => row.trim().split(/\s+/)[2] === 'image').length;
}

/** The fonts' names and whether each is embedded (`pdffonts`), e.g. "AAAAAB+DejaVuSans yes". */
export async function pdfFonts(file: string): Promise<{ name: string; embedded: boolean }[]> {
  const rows = (await poppler('pdffonts', [file])).trim().split('\n').slice(2);
  return rows.map((row) => {
    const [name = '', ...rest] = row.trim().split(/\s+/);
    // Columns after the name: type (one or two words), encoding, emb, sub, uni, object, ID.
    return { name, embedded: rest.at(-5) === 'yes' };
  });
}
