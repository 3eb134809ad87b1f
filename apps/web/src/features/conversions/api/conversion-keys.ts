/** Query keys of the conversions feature. */
export const conversionKeys = {
  all: ['conversions'] as const,
  postbackLogs: () => [...conversionKeys.all, 'advertiser-postback-logs'] as const,
};
