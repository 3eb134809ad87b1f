/** Zod-free, like roles.ts: the web client's first load reads these. */

export const TENANT_STATUSES = ['active', 'suspended'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** The app name when the server gives none (spec §9). */
export const DEFAULT_APP_NAME = 'My App';
