import { readFileSync, writeFileSync } from 'node:fs';
import {
  CLICK_REASONS,
  CONVERSION_REASONS,
  FALLBACK_REASON_LABELS,
  TRAFFIC_QUALITY_SENTENCE,
} from '@affnet/contracts';
import { expect, test } from 'vitest';

/*
 * docs/tracking-reasons.md is the catalogue in prose, made from the catalogue itself so the two
 * never disagree. After changing reasons.ts: UPDATE_REASON_DOCS=1 npx vitest run reasons-doc
 */

const DOC = new URL('../../../../docs/tracking-reasons.md', import.meta.url);

function renderReasonDoc(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const clickRows = Object.entries(CLICK_REASONS).map(
    ([code, info]) =>
      `| \`${code}\` | ${cell(info.sentence)} | ${cell(info.remedy)} | ${info.fallback ? FALLBACK_REASON_LABELS[info.fallback] : 'never (404)'} | ${info.fraud ? 'yes' : ''} |`,
  );
  const conversionRows = Object.entries(CONVERSION_REASONS).map(
    ([code, info]) =>
      `| \`${code}\` | ${cell(info.sentence)} | ${cell(info.remedy)} | ${info.httpStatus} | ${info.fraud ? 'yes' : ''} |`,
  );
  return [
    '# Tracking reasons',
    '',
    '<!-- Made from packages/contracts/src/tracking/reasons.ts by reasons-doc.test.ts; do not edit by hand. -->',
    '',
    'Every click or conversion the tracking engine turns away carries one of these codes: on its row,',
    'in the reports, in the answer to the advertiser, and in plain words on the screens. Publishers',
    `see the sentence, except for traffic-quality verdicts, which they see as "${TRAFFIC_QUALITY_SENTENCE}"`,
    'so that a rule cannot be probed.',
    '',
    '## Clicks',
    '',
    'In the order the checks run; the first failure decides. "Fallback" names the fallback entries that',
    'accept the click (docs/offers.md, "Fallback").',
    '',
    '| Code | What happened | What to do | Fallback | Traffic quality |',
    '| --- | --- | --- | --- | --- |',
    ...clickRows,
    '',
    '## Conversions',
    '',
    'In the order the checks run; the first failure decides. "HTTP" is the status a server postback is',
    'answered with (pixels and the JS tag always answer their image or page).',
    '',
    '| Code | What happened | What to do | HTTP | Traffic quality |',
    '| --- | --- | --- | --- | --- |',
    ...conversionRows,
    '',
  ].join('\n');
}

test('docs/tracking-reasons.md says what the catalogue says', () => {
  const rendered = renderReasonDoc();
  if (process.env.UPDATE_REASON_DOCS) writeFileSync(DOC, rendered);
  expect(readFileSync(DOC, 'utf8')).toBe(rendered);
});
