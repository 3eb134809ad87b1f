import { describe, expect, test } from 'vitest';
import { browserTrusted, isBrowserChannel } from './browser-trust';
import type { IntakeParams } from './intake-params';

const params = (overrides: Partial<IntakeParams> = {}): IntakeParams => ({
  clickId: 'c',
  eventKey: null,
  amount: '49.90',
  txnId: 'T-1',
  advSubs: [null, null, null, null, null],
  status: 'approved',
  token: null,
  offerRef: null,
  ...overrides,
});

describe('browserTrusted', () => {
  test('never keeps the status a browser sent', () => {
    const trusted = browserTrusted(params({ status: 'rejected' }), { browserSaleAmountMax: '100.00' });
    expect(trusted).toMatchObject({ status: null, amount: '49.90', txnId: 'T-1' });
  });

  test('drops the amount when the offer takes none from browsers', () => {
    expect(browserTrusted(params({ amount: '9999999999.99' }), { browserSaleAmountMax: null })).toMatchObject(
      {
        amount: null,
      },
    );
  });

  test('refuses an amount above the limit, to the cent, and keeps one at it', () => {
    expect(browserTrusted(params({ amount: '100.01' }), { browserSaleAmountMax: '100.00' })).toBe(
      'amount_over_limit',
    );
    expect(browserTrusted(params({ amount: '100.00' }), { browserSaleAmountMax: '100.00' })).toMatchObject({
      amount: '100.00',
    });
    expect(browserTrusted(params({ amount: null }), { browserSaleAmountMax: '100.00' })).toMatchObject({
      amount: null,
    });
  });

  test('the browser channels are the pixel, the iframe and the tag', () => {
    const channels = ['postback', 'pixel', 'iframe', 'js', 'test'] as const;
    expect(channels.filter((channel) => isBrowserChannel(channel))).toEqual(['pixel', 'iframe', 'js']);
  });
});
