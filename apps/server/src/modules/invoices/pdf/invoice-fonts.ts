import { createRequire } from 'node:module';

/*
 * DejaVu Sans, embedded in every invoice PDF: it covers Latin, Greek, Cyrillic, Armenian, Georgian
 * and Hebrew, so any partner's name prints (pdfkit's built-in Helvetica is Latin-1 only). TrueType,
 * not WOFF: fontkit inflates a WOFF's whole glyph table again for each glyph it reads.
 * Resolved from this file through Node's package lookup, so it is found wherever the server's
 * packages are (tsx, vitest, a build beside node_modules), never among the system's fonts; and at
 * import, so a missing package stops the server at start rather than at its first invoice.
 */
const packageFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

export const INVOICE_FONTS = {
  regular: packageFile('DejaVuSans.ttf'),
  bold: packageFile('DejaVuSans-Bold.ttf'),
} as const;
