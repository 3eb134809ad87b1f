import { describe, expect, test } from 'vitest';
import * as snapshotFixtures from '../../offer-model/testing/snapshot-fixtures';

const { offerRow, snapshotOf } = snapshotFixtures;

import { escapeHtml, refreshPageOf } from '../click/redirect-answer';
import { cleanTracked } from '../click/tracked-values';
import { periodStartOf } from './click-time';
import { allowedDeepLink, fillMacros, pickByWeight } from './destination';
import { languagesOf, userAgentFacts } from './visitor';

/* The small parts of a click: visitor facts, macros, deep links, periods, cleaning and escaping. */

const MACROS = {
  click_id: 'c1',
  pub_id: '1001',
  offer_id: '2002',
  sub1: 'a b&c=d/é',
  sub2: null,
  sub3: null,
  sub4: null,
  sub5: null,
  source: null,
  aff_click_id: null,
};

describe('visitor facts', () => {
  test('user agents map to the offer editor’s device, OS and browser values', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(userAgentFacts(iphone)).toEqual({ device: 'mobile', os: 'ios', browser: 'safari', isBot: false });
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0';
    expect(userAgentFacts(edge)).toMatchObject({ device: 'desktop', os: 'windows', browser: 'edge' });
    expect(userAgentFacts('curl/8.0').isBot).toBe(true);
  });

  test('Accept-Language gives primary subtags by preference, each once', () => {
    expect(languagesOf('de-CH,de;q=0.9,en;q=0.8,fr;q=0')).toEqual(['de', 'en']);
    expect(languagesOf('en;q=0.5, pt-BR')).toEqual(['pt', 'en']);
    expect(languagesOf(undefined)).toEqual([]);
  });
});

describe('destination', () => {
  test('macros are filled URL-encoded; an empty value is empty', () => {
    expect(fillMacros('https://x.example/?s={sub1}&t={sub2}&c={click_id}', MACROS)).toBe(
      'https://x.example/?s=a%20b%26c%3Dd%2F%C3%A9&t=&c=c1',
    );
  });

  test('macros side by side, at either end, unknown or not macros at all', () => {
    expect(fillMacros('{click_id}{sub2}/x', MACROS)).toBe('c1/x');
    expect(fillMacros('https://x.example/{click_id}', MACROS)).toBe('https://x.example/c1');
    expect(fillMacros('https://x.example/?a={nope}&b={constructor}&c={CLICK_ID}&d={}', MACROS)).toBe(
      'https://x.example/?a={nope}&b={constructor}&c={CLICK_ID}&d={}',
    );
    expect(fillMacros('https://x.example/plain', MACROS)).toBe('https://x.example/plain');
  });

  test('deep links only to the offer’s domains and their subdomains, https when required', () => {
    const offer = (extra = {}) =>
      snapshotOf({
        offer: offerRow({ deepLinksEnabled: true, deepLinkDomains: ['shop.example'], ...extra }),
      });
    expect(allowedDeepLink(offer(), 'https://m.shop.example/a')).toBe('https://m.shop.example/a');
    expect(allowedDeepLink(offer(), 'https://shop.example.evil.test/')).toBeNull();
    expect(allowedDeepLink(offer(), 'https://user@shop.example/')).toBeNull();
    expect(allowedDeepLink(offer(), 'javascript:alert(1)//shop.example')).toBeNull();
    expect(allowedDeepLink(offer({ requireHttps: true }), 'http://shop.example/')).toBeNull();
    expect(allowedDeepLink(offer({ deepLinksEnabled: false }), 'https://shop.example/')).toBeNull();
  });

  test('weighted choice follows the random number', () => {
    const items = [{ w: 1 }, { w: 3 }];
    expect(
      pickByWeight(
        items,
        (i) => i.w,
        () => 0.24,
      ),
    ).toBe(items[0]);
    expect(
      pickByWeight(
        items,
        (i) => i.w,
        () => 0.25,
      ),
    ).toBe(items[1]);
    expect(
      pickByWeight(
        [],
        (i: { w: number }) => i.w,
        () => 0,
      ),
    ).toBeNull();
  });
});

test('cap periods start at midnight in the cap’s zone; weeks on Monday', () => {
  const at = new Date('2031-03-05T02:00:00Z'); // Wednesday; still Tuesday evening in New York
  expect(periodStartOf('day', at, 'UTC').toISOString()).toBe('2031-03-05T00:00:00.000Z');
  expect(periodStartOf('day', at, 'America/New_York').toISOString()).toBe('2031-03-04T05:00:00.000Z');
  expect(periodStartOf('week', at, 'UTC').toISOString()).toBe('2031-03-03T00:00:00.000Z');
  expect(periodStartOf('month', at, 'UTC').toISOString()).toBe('2031-03-01T00:00:00.000Z');
  expect(periodStartOf('lifetime', at, 'UTC').getTime()).toBe(0);
});

test('tracked values lose control characters and are capped', () => {
  expect(cleanTracked('a\u0000b\u001fc\u007f ')).toBe('abc');
  expect(cleanTracked('x'.repeat(300))).toHaveLength(255);
  expect(cleanTracked('\u0000')).toBeNull();
});

test('the meta-refresh page escapes the URL for the attribute and the script', () => {
  const page = refreshPageOf('https://x.example/?a="><script>alert(1)</script>&b=\'');
  expect(page).not.toContain('<script>alert');
  expect(page).toContain(escapeHtml('https://x.example/?a="><script>'));
  expect(page).toContain('\\u003cscript\\u003e');
});
