import {
  type AdvertiserCredit,
  CREDIT_MODE_LABELS,
  CREDIT_STATE_LABELS,
  type CreditState,
} from '@affnet/contracts';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { MoneyReceivedTable } from '../../../components/money-received-table';
import { ErrorState } from '../../../components/query-states';
import { formatAmount } from '../../../lib/money';
import { useMayChange } from '../../../lib/permissions';
import { advertiserCreditQuery } from '../api/advertiser-credit';
import { CreditTermsModal, PrepaymentModal } from './advertiser-credit-forms';

const STATE_COLORS: Record<CreditState, string> = { ok: 'teal', warning: 'yellow', limit: 'red' };

function CreditFigures({ credit }: { credit: AdvertiserCredit }) {
  const money = (amount: string) => formatAmount(amount, credit.currency);
  const prepaid = credit.mode === 'prepaid';
  return (
    <FieldList>
      <Field label="Control">
        {prepaid
          ? CREDIT_MODE_LABELS.prepaid
          : `${CREDIT_MODE_LABELS.credit_limit} of ${money(credit.creditLimit ?? '0')}`}
      </Field>
      {prepaid ? <Field label="Prepaid">{money(credit.prepaid)}</Field> : null}
      {prepaid ? (
        <Field label="Invoiced">{money(credit.invoiced)}</Field>
      ) : (
        <Field label="Unpaid invoices">{money(credit.outstanding)}</Field>
      )}
      <Field label="Not invoiced yet">{money(credit.notInvoiced)}</Field>
      <Field label="Available">{credit.available === null ? null : money(credit.available)}</Field>
      <Field label="Used">{credit.usedPercent === null ? null : `${credit.usedPercent}%`}</Field>
      <Field label="Warning at">{`${credit.warnPercent}% used`}</Field>
      <Field label="When at the limit">
        {credit.atLimit === 'pause' ? "The advertiser's offers are paused" : 'Staff are warned only'}
      </Field>
    </FieldList>
  );
}

function Prepayments({ credit }: { credit: AdvertiserCredit }) {
  if (credit.prepayments.length === 0) return null;
  return (
    <MoneyReceivedTable
      label="Prepayments"
      dayHeader="Received"
      currency={credit.currency}
      rows={credit.prepayments.map((prepayment) => ({ ...prepayment, day: prepayment.receivedOn }))}
    />
  );
}

function CreditBody({ advertiserId, credit }: { advertiserId: string; credit: AdvertiserCredit }) {
  const [dialog, setDialog] = useState<'terms' | 'prepayment' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      {credit.state ? (
        <Group gap="sm">
          <Badge color={STATE_COLORS[credit.state]} variant="light" size="lg">
            {CREDIT_STATE_LABELS[credit.state]}
          </Badge>
        </Group>
      ) : null}
      {credit.mode === 'none' ? (
        <Text size="sm" c="dimmed">
          No credit control: the advertiser's offers run whatever it owes.
        </Text>
      ) : (
        <CreditFigures credit={credit} />
      )}
      {credit.missingRates.length > 0 ? (
        <Text size="sm" c="orange.8">
          {`Not counted: ${credit.missingRates.join(', ')} has no exchange rate to ${credit.currency} today (setting/currency).`}
        </Text>
      ) : null}
      <Prepayments credit={credit} />
      <MayChange permission="billing.write">
        <Group gap="sm">
          <Button variant="default" onClick={() => setDialog('terms')}>
            {credit.mode === 'none' ? 'Set credit control' : 'Edit credit control'}
          </Button>
          {credit.mode === 'prepaid' ? (
            <Button variant="default" onClick={() => setDialog('prepayment')}>
              Record prepayment
            </Button>
          ) : null}
        </Group>
      </MayChange>
      <CreditTermsModal
        advertiserId={advertiserId}
        credit={credit}
        opened={dialog === 'terms'}
        onDone={close}
      />
      <PrepaymentModal
        advertiserId={advertiserId}
        credit={credit}
        opened={dialog === 'prepayment'}
        onDone={close}
      />
    </>
  );
}

function CreditGate({ advertiserId }: { advertiserId: string }) {
  const query = useQuery(advertiserCreditQuery(advertiserId));
  if (query.isPending) {
    return (
      <Text size="sm" c="dimmed">
        Loading…
      </Text>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the credit control"
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  return <CreditBody advertiserId={advertiserId} credit={query.data.data} />;
}

/** The advertiser's credit limit or prepaid balance and where it stands (docs/money.md "Credit control"); for staff who may read billing. */
export function AdvertiserCreditCard({ advertiserId }: { advertiserId: string }) {
  const readsBilling = useMayChange('billing.read');
  if (!readsBilling) return null;
  return (
    <InfoCard
      title="Credit"
      description="From the ledger as it stands, in the advertiser's currency; checked every minute and on each change here."
    >
      <CreditGate advertiserId={advertiserId} />
    </InfoCard>
  );
}
