// Every table: the database client and drizzle-kit read this; code reads `index.ts` (and
// src/events/ reads `events.ts`).
export * from './events';
export * from './index';
