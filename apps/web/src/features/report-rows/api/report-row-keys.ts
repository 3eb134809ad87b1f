/** Query keys of the row reports (conversions, clicks). */
export const reportRowKeys = {
  all: ['report-rows'] as const,
  conversions: (path: string) => [...reportRowKeys.all, 'conversions', path] as const,
  clicks: () => [...reportRowKeys.all, 'clicks'] as const,
};
