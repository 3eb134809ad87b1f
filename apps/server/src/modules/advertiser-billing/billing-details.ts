import type {
  AcceptedPaymentMethod,
  AdvertiserBillingBody,
  AdvertiserBillingResponse,
} from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { partnerIdOfUser } from '../offer-catalog/index';
import { findPaymentMethod, listPaymentMethods } from '../payment-methods/index';
import { billingDefaultsOf, findAdvertiserBilling, saveAdvertiserBillingRow } from './repository';

/*
 * The advertiser's setting/payment (docs/settings.md "Advertisers' setting/payment"): their
 * billing details and the accepted method they pay by. The invoices read `findAdvertiserBilling`.
 */

export type AdvertiserCaller = { tenantId: string; userId: string };

/** The network's enabled methods, as an advertiser chooses among them. */
async function acceptedMethods(db: Database, tenantId: string): Promise<AcceptedPaymentMethod[]> {
  const methods = await listPaymentMethods(db, tenantId, { enabledOnly: true });
  return methods.map(({ id, kind, name }) => ({ id, kind, name }));
}

export async function loadOwnBilling(
  db: Database,
  caller: AdvertiserCaller,
): Promise<AdvertiserBillingResponse['data']> {
  const advertiserId = await partnerIdOfUser(db, caller.tenantId, caller.userId, 'advertiser');
  const [billing, defaults, methods] = await Promise.all([
    findAdvertiserBilling(db, caller.tenantId, advertiserId),
    billingDefaultsOf(db, caller.tenantId, advertiserId),
    acceptedMethods(db, caller.tenantId),
  ]);
  if (!defaults) throw new AppError('NOT_FOUND', 'Account not found.');
  return { billing, defaults, methods };
}

/**
 * The method must be one the network accepts now; it may be left out only while the network
 * accepts none. A method chosen earlier and since disabled may be kept when saved unchanged.
 */
async function checkedMethodId(
  db: Database,
  tenantId: string,
  advertiserId: string,
  chosen: string | undefined,
): Promise<string | undefined> {
  if (chosen) {
    const method = await findPaymentMethod(db, tenantId, chosen);
    const current = await findAdvertiserBilling(db, tenantId, advertiserId);
    const keptAsItWas = current?.paymentMethod?.id === chosen;
    if (!method || (!method.enabled && !keptAsItWas)) {
      throw fieldError('paymentMethodId', 'Choose one of the payment methods the network accepts');
    }
    return chosen;
  }
  if ((await acceptedMethods(db, tenantId)).length > 0) {
    throw fieldError('paymentMethodId', 'Choose how you pay');
  }
  return undefined;
}

export async function saveOwnBilling(
  db: Database,
  caller: AdvertiserCaller,
  body: AdvertiserBillingBody,
): Promise<AdvertiserBillingResponse['data']> {
  const advertiserId = await partnerIdOfUser(db, caller.tenantId, caller.userId, 'advertiser');
  const paymentMethodId = await checkedMethodId(db, caller.tenantId, advertiserId, body.paymentMethodId);
  await db.transaction((tx) =>
    saveAdvertiserBillingRow(tx, caller.tenantId, advertiserId, { ...body, paymentMethodId }),
  );
  return loadOwnBilling(db, caller);
}
