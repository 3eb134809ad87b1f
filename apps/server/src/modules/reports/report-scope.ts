import type { RollupScope } from '../../events/index';

/**
 * Whose rows a caller may read. Publishers: their own publisher id; advertisers: their own
 * advertiser id; admins: everything. `partnerIds` is an employee's data scope (rows whose
 * publisher or advertiser is one of them), read from the panel's tables first; absent = no
 * restriction. The event store reads the same shape (`RollupScope`): ids only.
 */
export type ReportScope = RollupScope;

export const ADMIN_SCOPE: ReportScope = { role: 'admin' };
