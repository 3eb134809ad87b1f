import { type DomainVerification, domainVerificationRecordOf } from '@affnet/contracts';
import { AppError } from '../../lib/app-error';
import { recordSettingChange } from '../settings-history/index';
import type { DomainActor, DomainDeps } from './domain-changes';
import { DnsUnansweredError, type DomainDns } from './domain-dns';
import {
  type DomainRow,
  findDomain,
  hasDefaultTrackingDomain,
  markDefaultTrackingDomain,
  markDomainVerified,
  toNetworkDomain,
} from './domain-repository';
import { refusalOf } from './refused-hosts';

const KIND_LABEL = { panel: 'panel domain', tracking: 'tracking domain' } as const;

/** Whether the domain's TXT record is published; a sentence saying what is missing when not. */
async function findProof(dns: DomainDns, domain: DomainRow): Promise<{ found: boolean; message: string }> {
  const record = domainVerificationRecordOf(domain.host, domain.verificationToken);
  try {
    const texts = await dns.textsOf(record.name);
    if (texts.some((text) => text.trim() === record.value)) {
      return { found: true, message: `${domain.host} is verified: it now reaches this network.` };
    }
    return {
      found: false,
      message: `No TXT record "${record.value}" at ${record.name} yet. Create it at your DNS provider; changes can take a while to spread.`,
    };
  } catch (error) {
    if (!(error instanceof DnsUnansweredError)) throw error;
    return { found: false, message: `${error.message}. Try again in a few minutes.` };
  }
}

/** Marks the domain verified; a network's first verified tracking domain becomes the one its links use. */
async function markVerified(deps: DomainDeps, actor: DomainActor, domain: DomainRow): Promise<DomainRow> {
  return deps.db.transaction(async (tx) => {
    const verified = await markDomainVerified(tx, actor.tenantId, domain.id);
    // Verified meanwhile by another request: nothing more to do.
    if (!verified) return (await findDomain(tx, actor.tenantId, domain.id)) ?? domain;
    if (verified.kind === 'tracking' && !(await hasDefaultTrackingDomain(tx, actor.tenantId))) {
      await markDefaultTrackingDomain(tx, actor.tenantId, verified.id);
      verified.isDefault = true;
    }
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'domain',
      summary: `Verified the ${KIND_LABEL[verified.kind]} ${verified.host}`,
      changes: [{ field: 'verified', before: null, after: verified.host, secret: false }],
    });
    return verified;
  });
}

/**
 * "Verify": the network proves it controls the name by publishing the domain's random token in a
 * TXT record at `_affnet-verify.<host>`. Only whoever runs the name's DNS can; an HTTP answer could
 * not prove it, since a name pointed at this server is answered by this server (docs/settings.md,
 * "Domains"). Verified, the domain routes to the network.
 */
export async function verifyDomain(
  deps: DomainDeps & { dns: DomainDns },
  actor: DomainActor,
  id: string,
): Promise<DomainVerification> {
  const domain = await findDomain(deps.db, actor.tenantId, id);
  if (!domain) throw new AppError('NOT_FOUND', 'Domain not found.');
  if (domain.verifiedAt) {
    return { domain: toNetworkDomain(domain), verified: true, message: `${domain.host} is verified.` };
  }
  // A row from before these rules may hold a host no network may have: it never verifies.
  if (refusalOf(deps.config, domain.host)) {
    throw new AppError(
      'CONFLICT',
      `${domain.host} is an address or this server's own host: no network may use it. Remove it.`,
    );
  }
  const proof = await findProof(deps.dns, domain);
  if (!proof.found) return { domain: toNetworkDomain(domain), verified: false, message: proof.message };
  const verified = await markVerified(deps, actor, domain);
  deps.tenants.invalidate();
  return { domain: toNetworkDomain(verified), verified: true, message: proof.message };
}
