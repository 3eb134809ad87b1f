import { describe, expect, test } from 'vitest';
import { fillPostbackRequest } from './fill-postback-request';

const values = { click_id: 'c 1', sub1: 'say "hi"&x=1', payout: '2.50', offer_name: 'Ünïcode' };

describe('fillPostbackRequest', () => {
  test('URL macros are URL-encoded; a GET has no body', () => {
    expect(
      fillPostbackRequest(
        { method: 'GET', url: 'https://t.example/pb?c={click_id}&s={sub1}&x={unknown}', body: 'ignored' },
        values,
      ),
    ).toEqual({ url: 'https://t.example/pb?c=c%201&s=say%20%22hi%22%26x%3D1&x={unknown}', body: null });
  });

  test('a JSON body gets JSON-escaped values, so a sub id cannot break out of its string', () => {
    const filled = fillPostbackRequest(
      {
        method: 'POST',
        url: 'https://t.example/pb',
        body: '{"sub":"{sub1}","payout":"{payout}","name":"{offer_name}","txn":"{txn_id}"}',
      },
      values,
    );
    expect(JSON.parse(filled.body ?? '')).toEqual({
      sub: 'say "hi"&x=1',
      payout: '2.50',
      name: 'Ünïcode',
      txn: '',
    });
  });

  test('a form body gets URL-encoded values', () => {
    const filled = fillPostbackRequest(
      { method: 'POST', url: 'https://t.example/pb', body: 'sub={sub1}&p={payout}' },
      values,
    );
    expect(new URLSearchParams(filled.body ?? '').get('sub')).toBe('say "hi"&x=1');
    expect(filled.body).toBe('sub=say%20%22hi%22%26x%3D1&p=2.50');
  });
});
