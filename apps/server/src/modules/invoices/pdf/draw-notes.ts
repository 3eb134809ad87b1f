import { COLORS, CONTENT_WIDTH, PAGE, type Pdf, reserve, style } from './pdf-layout';

const SIZE = 8.5;
const GAP = 5;

/** The notes, one paragraph each; a paragraph that does not fit starts the next page. */
export function drawNotes(pdf: Pdf, notes: string[], y: number): number {
  pdf.y = y;
  for (const note of notes) {
    const height = style(pdf, 'regular', SIZE, COLORS.muted).heightOfString(note, { width: CONTENT_WIDTH });
    const top = reserve(pdf, height);
    style(pdf, 'regular', SIZE, COLORS.muted).text(note, PAGE.left, top, { width: CONTENT_WIDTH });
    pdf.y += GAP;
  }
  return pdf.y;
}
