/**
 * Whose rows a caller may read: staff every row of the tenant (the filters narrow it; an
 * employee's data scope will arrive as a partner filter), a publisher their own, an advertiser
 * their offers'. The partner ids come from the session, never from the request.
 */
export type RowScope =
  | { role: 'staff'; publisherId?: undefined; advertiserId?: undefined }
  | { role: 'publisher'; publisherId: string; advertiserId?: undefined }
  | { role: 'advertiser'; advertiserId: string; publisherId?: undefined };

export const STAFF_SCOPE: RowScope = { role: 'staff' };
