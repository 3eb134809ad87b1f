/** The viewer's own time zone: days on dashboards and recent results start at their midnight. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
