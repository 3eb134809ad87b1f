import { emailSchema } from '@affnet/contracts';
import type { Database } from '../db/client';
import {
  findTenantByHost,
  findTenantBySlug,
  insertTenant,
  listTenants,
  normalizeHost,
  updateTenantStatus,
} from '../tenancy/index';
import { type CliValues, requireString, UsageError } from './args';

const SLUG = /^[a-z0-9][a-z0-9-]{1,62}$/;
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Host options as stored hosts; a URL or path is refused (`https://x.com` would become host "https"). */
function hostsOf(values: CliValues, option: 'domain' | 'tracking-domain'): string[] {
  const given = values[option];
  return (Array.isArray(given) ? given : []).map((domain) => {
    const host = normalizeHost(domain);
    if (domain.includes('/') || !HOST_NAME.test(host)) {
      throw new UsageError(`--${option} takes a host name such as partners.example.com, not "${domain}"`);
    }
    return host;
  });
}

function domainsOf(values: CliValues): { panel: string[]; tracking: string[] } {
  const panel = hostsOf(values, 'domain');
  if (panel.length === 0) throw new UsageError('--domain is required (the host name the network answers on)');
  return { panel, tracking: hostsOf(values, 'tracking-domain') };
}

async function createTenant(db: Database, values: CliValues): Promise<void> {
  const name = requireString(values, 'name');
  const slug = requireString(values, 'slug').toLowerCase();
  if (!SLUG.test(slug)) throw new UsageError('--slug takes lower-case letters, digits and dashes');
  const domains = domainsOf(values);
  const supportEmail = values['support-email'];
  if (supportEmail !== undefined && !emailSchema.safeParse(supportEmail).success) {
    throw new UsageError('--support-email must be an e-mail address');
  }
  const status = values.status === 'suspended' ? 'suspended' : 'active';
  if (values.status !== undefined && values.status !== status)
    throw new UsageError('--status must be active or suspended');
  if (await findTenantBySlug(db, slug)) throw new UsageError(`A tenant with slug "${slug}" already exists`);
  for (const domain of [...domains.panel, ...domains.tracking]) {
    const owner = await findTenantByHost(db, domain);
    if (owner) throw new UsageError(`${domain} already belongs to tenant ${owner.slug}`);
  }
  const autoApprove = values['auto-approve'] === true;
  const tenant = await insertTenant(
    db,
    {
      name,
      slug,
      status,
      supportEmail: typeof supportEmail === 'string' ? supportEmail : null,
      autoApprovePublishers: autoApprove,
      autoApproveAdvertisers: autoApprove,
    },
    domains.panel,
    domains.tracking,
  );
  const tracking = domains.tracking.length > 0 ? `, tracking links on ${domains.tracking.join(', ')}` : '';
  console.log(
    `Created tenant ${tenant.slug} (${tenant.name}) on ${domains.panel.join(', ')}${tracking} [${tenant.status}]`,
  );
}

async function setStatus(
  db: Database,
  slug: string | undefined,
  status: 'active' | 'suspended',
): Promise<void> {
  if (!slug) throw new UsageError('Name the tenant: its slug');
  const tenant = await findTenantBySlug(db, slug);
  if (!tenant) throw new UsageError(`No tenant with slug "${slug}"`);
  await updateTenantStatus(db, tenant.id, status);
  console.log(`Tenant ${slug} is now ${status}. Running servers pick this up within 10 seconds.`);
}

export async function runTenantCommand(
  db: Database,
  command: string | undefined,
  rest: string[],
  values: CliValues,
) {
  switch (command) {
    case 'list':
      for (const t of await listTenants(db)) {
        const hosts = t.domains.map(({ host, kind }) => (kind === 'tracking' ? `${host} (tracking)` : host));
        console.log(
          `${t.slug}\t${t.status}\t${t.name}\t${t.isDefault ? '(default) ' : ''}${hosts.join(', ')}`,
        );
      }
      return;
    case 'create':
      return createTenant(db, values);
    case 'suspend':
      return setStatus(db, rest[0], 'suspended');
    case 'activate':
    case 'reactivate':
      return setStatus(db, rest[0], 'active');
    default:
      throw new UsageError(`Unknown tenant command: ${command ?? '(none)'}`);
  }
}
