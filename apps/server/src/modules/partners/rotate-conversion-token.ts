import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateToken } from '../../lib/crypto';
import type { PartnerScope } from '../partner-scope/index';
import { findPartner, updatePartnerRecord } from './repository';

export async function rotateConversionToken(
  db: Database,
  tenantId: string,
  id: string,
  scope: PartnerScope,
): Promise<void> {
  if (!(await findPartner(db, tenantId, 'advertiser', id, scope)))
    throw new AppError('NOT_FOUND', 'Advertiser not found.');
  await updatePartnerRecord(db, tenantId, id, { conversionToken: generateToken() });
}
