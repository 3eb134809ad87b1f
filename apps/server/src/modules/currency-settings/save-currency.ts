import type { AddCurrencyBody, ExchangeRateBody } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Actor } from '../payment-methods/index';
import { recordSettingChange } from '../settings-history/index';
import { deleteCurrency, insertCurrency, listEnabledCodes, upsertRate } from './repository';

export type CurrencyActor = Actor & { defaultCurrency: string };

const DEFAULT_FIXED =
  'The default currency is always enabled at rate 1; change the default on the general settings.';

/** Enables a currency with its first rate against the default one. */
export async function addCurrency(db: Database, actor: CurrencyActor, body: AddCurrencyBody): Promise<void> {
  if (body.code === actor.defaultCurrency) throw fieldError('code', DEFAULT_FIXED);
  await db.transaction(async (tx) => {
    if (!(await insertCurrency(tx, actor.tenantId, body.code))) {
      throw new AppError('CONFLICT', `${body.code} is already enabled.`, {
        code: [`${body.code} is already enabled`],
      });
    }
    await upsertRate(tx, actor.tenantId, {
      currency: body.code,
      rate: body.rate,
      effectiveFrom: body.effectiveFrom,
    });
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'currency',
      summary: `Enabled ${body.code} at ${body.rate} ${actor.defaultCurrency} from ${body.effectiveFrom}`,
      changes: [
        { field: 'enabled', before: null, after: body.code, secret: false },
        { field: `rate:${body.code}:${body.effectiveFrom}`, before: null, after: body.rate, secret: false },
      ],
    });
  });
}

async function assertEnabled(db: Database, actor: CurrencyActor, code: string) {
  if (code === actor.defaultCurrency)
    throw new AppError('VALIDATION', DEFAULT_FIXED, { rate: [DEFAULT_FIXED] });
  if (!(await listEnabledCodes(db, actor.tenantId)).includes(code)) {
    throw new AppError('NOT_FOUND', `${code} is not enabled.`);
  }
}

/** A new rate from a day on; the rates before it stay for the days they applied to. */
export async function addRate(
  db: Database,
  actor: CurrencyActor,
  code: string,
  body: ExchangeRateBody,
): Promise<void> {
  await assertEnabled(db, actor, code);
  await db.transaction(async (tx) => {
    const replaced = await upsertRate(tx, actor.tenantId, { currency: code, ...body });
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'currency',
      summary: `Set ${code} at ${body.rate} ${actor.defaultCurrency} from ${body.effectiveFrom}`,
      changes:
        replaced === body.rate
          ? []
          : [
              {
                field: `rate:${code}:${body.effectiveFrom}`,
                before: replaced,
                after: body.rate,
                secret: false,
              },
            ],
    });
  });
}

/** Disables a currency; its rates stay, so amounts already converted can still be explained. */
export async function disableCurrency(db: Database, actor: CurrencyActor, code: string): Promise<void> {
  await assertEnabled(db, actor, code);
  await db.transaction(async (tx) => {
    await deleteCurrency(tx, actor.tenantId, code);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'currency',
      summary: `Disabled ${code}`,
      changes: [{ field: 'enabled', before: code, after: null, secret: false }],
    });
  });
}
