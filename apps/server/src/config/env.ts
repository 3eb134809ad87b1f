import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isWeakPassword, WEAK_PASSWORD_MESSAGE } from '../lib/password-policy';

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: protocols, error: hint }).optional());

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Which peers may set X-Forwarded-For/-Proto (the client address feeds the login rate limit, so
 * trusting everyone would let any client pick a fresh address per attempt). `true`/`false`, or a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('loopback')
  .refine(
    (value) =>
      ['true', 'false'].includes(value) ||
      value
        .split(',')
        .every((item) => PROXY_NAMES.has(item.trim()) || proxyAddress.safeParse(item.trim()).success),
    'must be true, false or a comma-separated list of addresses/CIDRs (or loopback, linklocal, uniquelocal)',
  )
  .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value));

const ALLOW_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Hosts publisher postbacks may reach although they resolve to a private or loopback address
 * (docs/tracking.md "Publisher postbacks"): `host` or `host:port`, comma-separated.
 */
const allowHostsSchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((host) => ALLOW_HOST.test(host)), {
    error: 'must be a comma-separated list of host or host:port',
  });

const DNS_SERVER = z.union([
  z.ipv4(),
  z.ipv6(),
  z.string().regex(/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/),
  z.string().regex(/^\[[0-9a-f:.]+\]:\d{1,5}$/i),
]);

/** DNS servers to ask instead of the system's: `address` or `address:port`, IPv6 in brackets before a port. */
const dnsServersSchema = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .refine((servers) => servers.every((server) => DNS_SERVER.safeParse(server).success), {
    error: 'must be a comma-separated list of address or address:port (IPv6 as [address]:port)',
  });

/** A whole number from `min` to `max`, with its default. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .default(String(fallback))
    .refine((value) => /^\d{1,6}$/.test(value.trim()) && Number(value) >= min && Number(value) <= max, {
      error: `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);

/** Every setting the server reads from the environment, validated once at start. */
/**
 * Heavy reads at once by default: half the machine's cores, at least one. Two heavy reads on two
 * cores took clicks to 0.66–0.70 of their throughput; one left them 0.82 (docs/performance.md,
 * "Reports cannot starve clicks").
 */
export const DEFAULT_REPORT_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));

export const envSchema = z.object({
  PORT: z
    .string()
    .default('3000')
    .refine((value) => /^\d{1,5}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 65535, {
      error: 'must be a port number from 1 to 65535',
    })
    .transform(Number),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'must be a postgres:// or postgresql:// URL'),
  MIGRATION_DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'must be a postgres:// or postgresql:// URL'),
  PUBLIC_URL: optionalUrl(/^https?$/, 'must be an http(s) URL such as https://network.example.com'),
  SMTP_URL: optionalUrl(/^smtps?$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .refine((value) => !isWeakPassword(value), WEAK_PASSWORD_MESSAGE)
    .optional(),
  DEMO: z
    .enum(['0', '1', 'true', 'false', ''])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxySchema,
  POSTBACK_ALLOW_HOSTS: allowHostsSchema,
  SMTP_ALLOW_HOSTS: allowHostsSchema,
  DOMAIN_CHECK_ALLOW_HOSTS: allowHostsSchema,
  DOMAIN_DNS_SERVERS: dnsServersSchema,
  TRACKING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SETTINGS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  REPORT_CONCURRENCY: wholeNumber(DEFAULT_REPORT_CONCURRENCY, 1, 64),
  REPORT_CONCURRENCY_PER_NETWORK: wholeNumber(2, 1, 64),
  REPORT_CONCURRENCY_PER_USER: wholeNumber(1, 1, 64),
  REPORT_WAIT_SECONDS: wholeNumber(15, 1, 600),
  REPORT_TIMEOUT_SECONDS: wholeNumber(30, 1, 3600),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The owner role's `postgres://` URL: migrations run with it, then the role of `databaseUrl`
   * gets its grants (docs/ARCHITECTURE.md "A least-privilege database role"); unset = migrations
   * run with `databaseUrl`.
   */
  migrationDatabaseUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demo: boolean;
  webDistDir: string;
  /** Fastify's `trustProxy`: which reverse proxies' forwarded headers count. */
  trustProxy: boolean | string;
  /** Hosts publisher postbacks may call despite the private-address check (`host` or `host:port`). */
  postbackAllowHosts: string[];
  /** Networks' own mail servers that may be on a private or loopback address (`host` or `host:port`). */
  smtpAllowHosts: string[];
  /** Networks' domains that setting/domain's check may call although they resolve to a private or loopback address. */
  domainCheckAllowHosts: string[];
  /** The DNS servers setting/domain asks (verification records, the check's addresses); empty = the system's. */
  domainDnsServers: string[];
  /** The key of click ids and link codes; unset = one generated and kept in the database. */
  trackingSecret: string | undefined;
  /** The key that encrypts stored setting secrets (SMTP passwords); unset = one kept in the database. */
  settingsKey: string | undefined;
  /** How many heavy reads (reports, exports, dashboards) run at once, in all, per network and per user. */
  reportConcurrency: { overall: number; perNetwork: number; perUser: number };
  /** How long a heavy read may wait for its turn before it is refused (429). */
  reportWaitMs: number;
  /** PostgreSQL's statement timeout on the heavy reads' own connections. */
  reportTimeoutMs: number;
};

export class ConfigError extends Error {}

/** Parses the environment; throws one readable line per bad variable. An empty variable counts as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (parsed.data.MIGRATION_DATABASE_URL && !parsed.data.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment:\n  MIGRATION_DATABASE_URL: needs DATABASE_URL too (the role the server runs as)',
    );
  }
  const e = parsed.data;
  // npm runs workspace scripts inside apps/server; relative paths mean the directory npm was started in.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'affnet <no-reply@localhost>',
    logLevel: e.LOG_LEVEL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demo: e.DEMO,
    webDistDir: e.WEB_DIST_DIR
      ? resolve(base, e.WEB_DIST_DIR)
      : new URL('../../../web/dist', import.meta.url).pathname,
    trustProxy: e.TRUST_PROXY,
    postbackAllowHosts: e.POSTBACK_ALLOW_HOSTS,
    smtpAllowHosts: e.SMTP_ALLOW_HOSTS,
    domainCheckAllowHosts: e.DOMAIN_CHECK_ALLOW_HOSTS,
    domainDnsServers: e.DOMAIN_DNS_SERVERS,
    trackingSecret: e.TRACKING_SECRET,
    settingsKey: e.SETTINGS_KEY,
    reportConcurrency: {
      overall: e.REPORT_CONCURRENCY,
      perNetwork: Math.min(e.REPORT_CONCURRENCY_PER_NETWORK, e.REPORT_CONCURRENCY),
      perUser: Math.min(e.REPORT_CONCURRENCY_PER_USER, e.REPORT_CONCURRENCY),
    },
    reportWaitMs: e.REPORT_WAIT_SECONDS * 1000,
    reportTimeoutMs: e.REPORT_TIMEOUT_SECONDS * 1000,
  };
}
