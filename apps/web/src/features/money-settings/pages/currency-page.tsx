import type { EnabledCurrency } from '@affnet/contracts';
import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { SettingsGate, SettingsPage } from '../../../components/settings-page';
import { notifyFailure } from '../../../lib/notify';
import type { ScreenMeta } from '../../../lib/screen';
import { currenciesQuery, useDisableCurrency } from '../api/currencies';
import { AddCurrencyForm, RateForm } from '../components/currency-forms';

function CurrencyRow({
  currency,
  base,
  onSetRate,
}: {
  currency: EnabledCurrency;
  base: string;
  onSetRate: () => void;
}) {
  const disable = useDisableCurrency();
  const { code, currentRate, rates } = currency;
  const _earlier = rates.filter(
    (rate) => rate !== currentRate && rate.effectiveFrom !== currentRate?.effectiveFrom,
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Text fw={500}>{code}</Text>
          {currency.isDefault ? <Badge variant="light">Default</Badge> : null}
        </Group>
      </Table.Td>
      <Table.Td>
        {currency.isDefault ? (
          <Text size="sm">Always 1: amounts are converted through it.</Text>
        ) : currentRate ? (
          <Text size="sm">
            1 {code} = {currentRate.rate} {base} since {currentRate.effectiveFrom}
          </Text>
        ) : (
          <Text size="sm" c="orange">
            No rate in force yet (the first starts {rates.at(-1)?.effectiveFrom})
          </Text>
        )}
        {rates.length > 0 ? (
          <Text size="xs" c="dimmed">
            Rates from: {rates.map((rate) => `${rate.effectiveFrom} → ${rate.rate}`).join(' · ')}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {currency.isDefault ? null : (
          <MayChange>
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={onSetRate} aria-label={`Set rate of ${code}`}>
                Set rate
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={disable.isPending}
                aria-label={`Disable ${code}`}
                onClick={() =>
                  disable.mutate(code, {
                    onSuccess: () =>
                      notifications.show({ color: 'teal', message: `${code} disabled; its rates are kept.` }),
                    onError: (error) => notifyFailure(`Could not disable ${code}`, error),
                  })
                }
              >
                Disable
              </Button>
            </Group>
          </MayChange>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** setting/currency: the currencies the network works in, and their dated rates against the default one. */
export default function CurrencyPage({ screen }: { screen: ScreenMeta }) {
  const settings = useQuery(currenciesQuery);
  const [rating, setRating] = useState<string | null>(null);
  const base = settings.data?.data.defaultCurrency ?? '';
  return (
    <SettingsPage
      screen={screen}
      affects="The currencies offers, payouts and invoices may use, and the dated rates reports and invoices convert amounts with."
      history={{ area: 'currency', fieldLabels: { enabled: 'Enabled' } }}
    >
      <InfoCard
        title="Currencies and exchange rates"
        description="Reports and invoices convert amounts into the default currency at the rate in force on the amount's day. Rates are entered by hand and kept: a new rate applies from its day on."
      >
        <SettingsGate query={settings} noun="the currencies">
          {({ data }) => (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" aria-label="Currencies">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Currency</Table.Th>
                    <Table.Th>Rate in {data.defaultCurrency} (history)</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.currencies.map((currency) => (
                    <CurrencyRow
                      key={currency.code}
                      currency={currency}
                      base={data.defaultCurrency}
                      onSetRate={() => setRating(currency.code)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </SettingsGate>
      </InfoCard>
      {settings.data ? (
        <MayChange>
          <InfoCard
            title="Enable a currency"
            description={`Offers, payouts and invoices can then use it. Its rate says what 1 unit is worth in ${base}.`}
          >
            <AddCurrencyForm base={base} />
          </InfoCard>
        </MayChange>
      ) : null}
      <Modal
        opened={rating !== null}
        onClose={() => setRating(null)}
        title={`Set the ${rating} rate`}
        centered
      >
        {rating ? <RateForm code={rating} base={base} onDone={() => setRating(null)} /> : null}
      </Modal>
    </SettingsPage>
  );
}
