import { z } from 'zod';

/** IPv4/IPv6 address or CIDR range: advertiser postback allowlists, offer IP targeting. */
export const ipOrCidrSchema = z
  .string()
  .trim()
  .refine(
    (value) => z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]).safeParse(value).success,
    'Enter an IP address or CIDR range',
  );
