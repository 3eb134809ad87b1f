import { CREDIT_STATE_LABELS, type CreditState, type OwnCredit, toCents } from '@affnet/contracts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Field, FieldList } from '../../../components/info-card';
import { MoneyReceivedTable } from '../../../components/money-received-table';
import { ErrorState } from '../../../components/query-states';
import { formatAmount } from '../../../lib/money';
import { ownCreditQuery } from '../api/get-own-credit';

const STATE_COLORS: Record<CreditState, string> = { ok: 'teal', warning: 'yellow', limit: 'red' };

/** What happens at the limit, said to the advertiser in its terms. */
function atLimitSentence(credit: OwnCredit): string {
  if (credit.atLimit === 'warn') return 'At the limit your offers keep running; the network may contact you.';
  return credit.mode === 'prepaid'
    ? 'At the limit your offers are paused until your next prepayment is recorded.'
    : 'At the limit your offers are paused until you pay your invoices or the network raises your limit.';
}

function CreditFigures({ credit }: { credit: OwnCredit }) {
  const money = (amount: string) => formatAmount(amount, credit.currency);
  const prepaid = credit.mode === 'prepaid';
  return (
    <FieldList>
      {prepaid ? (
        <Field label="Prepaid">{money(credit.prepaid)}</Field>
      ) : (
        <Field label="Credit limit">{money(credit.creditLimit ?? '0')}</Field>
      )}
      {prepaid ? (
        <Field label="Invoiced">{money(credit.invoiced)}</Field>
      ) : (
        <Field label="Unpaid invoices">{money(credit.outstanding)}</Field>
      )}
      {toCents(credit.billedOutside) !== 0 ? (
        <Field label="Billed to you separately">{money(credit.billedOutside)}</Field>
      ) : null}
      <Field label="Not invoiced yet">{money(credit.notInvoiced)}</Field>
      <Field label="Available">{money(credit.available)}</Field>
      <Field label="Used">{`${credit.usedPercent}%`}</Field>
    </FieldList>
  );
}

function CreditBody({ credit }: { credit: OwnCredit }) {
  return (
    <>
      <Group gap="sm">
        <Badge color={STATE_COLORS[credit.state]} variant="light" size="lg">
          {CREDIT_STATE_LABELS[credit.state]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {`In ${credit.currency}, as your account stands now; other currencies at today's rate.`}
      </Text>
      <CreditFigures credit={credit} />
      <Text size="sm">{atLimitSentence(credit)}</Text>
      {credit.missingRates.length > 0 ? (
        <Text size="sm" c="orange.8">
          {`Not counted: ${credit.missingRates.join(', ')} has no exchange rate to ${credit.currency} today.`}
        </Text>
      ) : null}
      {credit.prepayments.length > 0 ? (
        <MoneyReceivedTable
          label="Your prepayments"
          dayHeader="Received"
          currency={credit.currency}
          withRecorder={false}
          rows={credit.prepayments.map((prepayment) => ({ ...prepayment, day: prepayment.receivedOn }))}
        />
      ) : null}
    </>
  );
}

/**
 * The advertiser's credit limit or prepaid balance above its invoices (docs/money.md "The
 * advertiser's view"): nothing while it loads or when the network keeps it under no control.
 */
export function OwnCreditCard() {
  const credit = useQuery(ownCreditQuery());
  // Most advertisers are under no control: nothing shows until the answer says otherwise.
  if (credit.isPending || (credit.isSuccess && credit.data.data === null)) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label="Your credit">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Your credit
        </Title>
        {credit.isError ? (
          <ErrorState
            title="Could not load your credit"
            error={credit.error}
            onRetry={() => credit.refetch()}
          />
        ) : credit.data.data ? (
          <CreditBody credit={credit.data.data} />
        ) : null}
      </Stack>
    </Paper>
  );
}
