import { expect, test } from 'vitest';
import { z } from 'zod';
import { OfferTargetingSchema, offerTargetingSchema } from './offer-targeting';

test('stored targeting encodes through the answer schema (the form schema cannot encode)', () => {
  const stored = offerTargetingSchema.parse({
    country: { include: ['de', 'AT'] },
    language: { exclude: ['FR'] },
    blockProxies: '1',
  });
  expect(() => z.encode(offerTargetingSchema, stored)).toThrow(/unidirectional transform/);
  expect(z.encode(OfferTargetingSchema, stored)).toEqual(stored);
  expect(stored.country.include).toEqual(['DE', 'AT']);
});
