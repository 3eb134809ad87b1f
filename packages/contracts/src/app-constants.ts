/** Zod-free, like roles.ts: the web client's first load reads these. */

export const TENANT_STATUSES = ['active', 'suspended'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** The app name when the server gives none (spec §9). */
export const DEFAULT_APP_NAME = 'My App';

/** The most rows one page of a list may hold. */
export const MAX_PER_PAGE = 100;
/** What a list answers when the request names no page size. */
export const DEFAULT_PER_PAGE = 25;
