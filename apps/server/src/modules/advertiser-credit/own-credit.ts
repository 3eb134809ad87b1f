import type { OwnCredit } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertiserCredit } from '../../db/schema/index';
import { creditFiguresOf } from './credit-figures';
import { prepaymentsOf } from './credit-settings';
import { amountOf, centsOf, creditStanding } from './credit-state';

/*
 * The advertiser's own view of its credit control (docs/money.md "The advertiser's view"): the
 * standing staff see, which decides whether its offers pause, so the two never disagree. Invoices
 * hidden from it are settled outside affnet: their share shows as one figure, "billed outside",
 * so its figures still add up without listing what it may not see.
 */

const minus = (whole: string, part: string) => amountOf(centsOf(whole) - centsOf(part));

/** Its prepayments as staff list them, without who recorded each. */
async function ownPrepayments(db: Database, advertiserId: string): Promise<OwnCredit['prepayments']> {
  const prepayments = await prepaymentsOf(db, advertiserId);
  return prepayments.map(({ id, amount, receivedOn, reference }) => ({ id, amount, receivedOn, reference }));
}

/** The signed-in advertiser's credit, or null when the network keeps it under no control. */
export async function readOwnCredit(
  db: Database,
  advertiser: { tenantId: string; id: string },
): Promise<OwnCredit | null> {
  const [terms] = await db
    .select()
    .from(advertiserCredit)
    .where(
      and(
        eq(advertiserCredit.tenantId, advertiser.tenantId),
        eq(advertiserCredit.advertiserId, advertiser.id),
      ),
    );
  if (!terms) return null;
  const { hidden, missingRates, ...figures } = await creditFiguresOf(db, {
    tenantId: advertiser.tenantId,
    id: advertiser.id,
    currency: terms.currency,
  });
  const standing = creditStanding(terms, figures);
  const prepaid = terms.mode === 'prepaid';
  return {
    mode: terms.mode,
    currency: terms.currency,
    creditLimit: terms.creditLimit,
    atLimit: terms.atLimit,
    outstanding: minus(figures.outstanding, hidden.outstanding),
    invoiced: minus(figures.invoiced, hidden.invoiced),
    notInvoiced: figures.notInvoiced,
    prepaid: figures.prepaid,
    // A limit is used by what is owed, prepaid funds by all that was billed.
    billedOutside: prepaid ? hidden.invoiced : hidden.outstanding,
    ...standing,
    missingRates,
    prepayments: await ownPrepayments(db, advertiser.id),
  };
}
