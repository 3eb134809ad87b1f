import type { UserRole } from '@affnet/contracts';

/**
 * Whose rows a caller may read. Publishers: their own publisher id; advertisers: their own
 * advertiser id; admins: everything. `partnerIds` is the seam for an employee's data scope (rows
 * whose publisher or advertiser is one of them); absent = no restriction.
 */
export type ReportScope = {
  role: UserRole;
  publisherId?: string;
  advertiserId?: string;
  partnerIds?: readonly string[];
};

export const ADMIN_SCOPE: ReportScope = { role: 'admin' };
