import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

// Playwright records video through its own ffmpeg build, which only `playwright install`
// downloads (never run here). A system ffmpeg (Debian package `ffmpeg`) works as well: we expose
// it at the path Playwright expects, in a private registry directory, and turn video on only
// when some ffmpeg is there. Traces (with screenshots) never need it.

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function ffmpegRevision(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const file = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'browsers.json');
    const browsers = JSON.parse(readFileSync(file, 'utf8')) as {
      browsers: { name: string; revision: string }[];
    };
    return browsers.browsers.find((browser) => browser.name === 'ffmpeg')?.revision ?? null;
  } catch {
    return null;
  }
}

/** True when Playwright can record video; may point PLAYWRIGHT_BROWSERS_PATH at a shim. */
export function canRecordVideo(): boolean {
  const revision = ffmpegRevision();
  if (!revision || process.platform !== 'linux') return false;
  const relative = path.join(`ffmpeg-${revision}`, 'ffmpeg-linux');
  const registry = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache', 'ms-playwright');
  if (existsSync(path.join(registry, relative))) return true;
  const system = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
  if (process.env.PLAYWRIGHT_BROWSERS_PATH || !existsSync(system)) return false;
  const shim = path.join(ROOT, 'node_modules', '.cache', 'playwright-ffmpeg');
  const target = path.join(shim, relative);
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      symlinkSync(system, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  // Read by the workers' Playwright, which launches the browsers (and ffmpeg).
  process.env.PLAYWRIGHT_BROWSERS_PATH = shim;
  return true;
}
