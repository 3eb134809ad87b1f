import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, DEFAULT_REPORT_CONCURRENCY, loadConfig } from './env';

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  test('an empty environment gives the documented defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/affnet' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/affnet/data',
      databaseUrl: undefined,
      publicUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      demo: false,
      trustProxy: 'loopback',
    });
    expect(config.mailFrom).toContain('@');
  });

  test('reads valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app:secret@db:5432/affnet',
      PUBLIC_URL: 'https://partners.example.com/',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      ADMIN_EMAIL: 'Boss@Example.com',
      TRUST_PROXY: '10.0.0.0/8, uniquelocal',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://app:secret@db:5432/affnet',
      publicUrl: 'https://partners.example.com',
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      logLevel: 'warn',
      demo: true,
      adminEmail: 'boss@example.com',
      trustProxy: '10.0.0.0/8, uniquelocal',
    });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  test('empty variables count as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', PUBLIC_URL: '', PORT: '', LOG_LEVEL: '' });
    expect(config.port).toBe(3000);
    expect(config.logLevel).toBe('info');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
  });

  test('bad values produce one readable line per variable', () => {
    const message = configError({
      PORT: 'abc',
      DATABASE_URL: 'mysql://localhost/affnet',
      SMTP_URL: 'http://mail.example.com',
      LOG_LEVEL: 'loud',
    });
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid environment:');
    const problems = lines.slice(1);
    expect(problems).toHaveLength(4);
    expect(problems.map((line) => line.trim().split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'SMTP_URL',
    ]);
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(message).toContain('PORT: must be a port number from 1 to 65535');
    expect(message).not.toContain('[object');
  });

  test.each(['password', '12345678', 'qwerty123'])('a common ADMIN_PASSWORD (%s) is refused', (password) => {
    expect(configError({ ADMIN_PASSWORD: password })).toContain(
      'ADMIN_PASSWORD: This password is too common or too easy to guess.',
    );
    expect(loadConfig({ ADMIN_PASSWORD: 'a-long-secret' }).adminPassword).toBe('a-long-secret');
  });

  test.each([['0'], ['65536'], ['3000.5'], ['-1']])('PORT=%s is refused on one line', (port) => {
    const message = configError({ PORT: port });
    expect(message.split('\n').slice(1)).toEqual([expect.stringMatching(/^ {2}PORT: /)]);
  });

  test('a relative DATA_DIR resolves against INIT_CWD (where npm was started), an absolute one stays', () => {
    expect(loadConfig({ DATA_DIR: 'var/db', INIT_CWD: '/home/op/affnet' }).dataDir).toBe(
      '/home/op/affnet/var/db',
    );
    expect(loadConfig({ DATA_DIR: '/data/affnet', INIT_CWD: '/home/op/affnet' }).dataDir).toBe(
      '/data/affnet',
    );
    expect(loadConfig({ DATA_DIR: 'var/db' }).dataDir).toBe(resolve(process.cwd(), 'var/db'));
  });

  test('a bad TRUST_PROXY is refused', () => {
    expect(configError({ TRUST_PROXY: 'everyone' })).toContain('TRUST_PROXY: must be');
  });

  test('POSTBACK_ALLOW_HOSTS is a list of host or host:port, none by default', () => {
    expect(loadConfig({}).postbackAllowHosts).toEqual([]);
    expect(
      loadConfig({ POSTBACK_ALLOW_HOSTS: 'Receiver.Internal, 127.0.0.1:8080,[::1]:9000' }).postbackAllowHosts,
    ).toEqual(['receiver.internal', '127.0.0.1:8080', '[::1]:9000']);
    expect(configError({ POSTBACK_ALLOW_HOSTS: 'http://receiver/' })).toContain(
      'POSTBACK_ALLOW_HOSTS: must be',
    );
  });

  test('DOMAIN_DNS_SERVERS is a list of address or address:port, the system resolver by default', () => {
    expect(loadConfig({}).domainDnsServers).toEqual([]);
    expect(
      loadConfig({ DOMAIN_DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,2606:4700::1111,[::1]:53' }).domainDnsServers,
    ).toEqual(['1.1.1.1', '127.0.0.1:5353', '2606:4700::1111', '[::1]:53']);
    expect(configError({ DOMAIN_DNS_SERVERS: 'dns.example.com' })).toContain('DOMAIN_DNS_SERVERS: must be');
    expect(loadConfig({ DOMAIN_CHECK_ALLOW_HOSTS: 'Panel.Internal' }).domainCheckAllowHosts).toEqual([
      'panel.internal',
    ]);
  });

  test('heavy reads: their limits and timeout by default, whole numbers in bounds, a share never above the whole', () => {
    expect(DEFAULT_REPORT_CONCURRENCY).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(loadConfig({})).toMatchObject({
      reportConcurrency: {
        overall: DEFAULT_REPORT_CONCURRENCY,
        perNetwork: Math.min(2, DEFAULT_REPORT_CONCURRENCY),
        perUser: 1,
      },
      reportWaitMs: 15_000,
      reportTimeoutMs: 30_000,
    });
    expect(
      loadConfig({ REPORT_CONCURRENCY: '1', REPORT_CONCURRENCY_PER_USER: '4' }).reportConcurrency,
    ).toEqual({
      overall: 1,
      perNetwork: 1,
      perUser: 1,
    });
    expect(configError({ REPORT_CONCURRENCY: '0' })).toContain(
      'REPORT_CONCURRENCY: must be a whole number from 1 to 64',
    );
    expect(configError({ REPORT_TIMEOUT_SECONDS: '2.5' })).toContain('REPORT_TIMEOUT_SECONDS: must be');
  });

  test('MIGRATION_DATABASE_URL is the owner role’s URL, and needs the server’s own DATABASE_URL', () => {
    expect(loadConfig({}).migrationDatabaseUrl).toBeUndefined();
    const both = loadConfig({
      DATABASE_URL: 'postgres://affnet_app@db/affnet',
      MIGRATION_DATABASE_URL: 'postgres://affnet_owner@db/affnet',
    });
    expect(both.migrationDatabaseUrl).toBe('postgres://affnet_owner@db/affnet');
    expect(configError({ MIGRATION_DATABASE_URL: 'postgres://affnet_owner@db/affnet' })).toContain(
      'MIGRATION_DATABASE_URL: needs DATABASE_URL too',
    );
    expect(
      configError({ DATABASE_URL: 'postgres://a@db/x', MIGRATION_DATABASE_URL: 'mysql://b@db/x' }),
    ).toContain('MIGRATION_DATABASE_URL: must be a postgres://');
  });
});
