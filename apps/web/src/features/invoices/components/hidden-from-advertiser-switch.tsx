import type { InvoiceDetail } from '@affnet/contracts';
import { notifications } from '@mantine/notifications';
import { DescribedSwitch } from '../../../components/described-switch';
import { notifyFailure } from '../../../lib/notify';
import { useInvoiceVisibility } from '../api/invoice-visibility';
import { invoiceTitleOf } from './invoice-text';

type HiddenFromAdvertiserSwitchProps = { invoice: InvoiceDetail; mayChange: boolean };

/**
 * Whether the advertiser sees this invoice (docs/money.md "Hidden from the advertiser"): hidden,
 * it is off the advertiser's invoice screens and none of its e-mails go out. Advertisers' invoices
 * only; read-only for staff who may not change billing.
 */
export function HiddenFromAdvertiserSwitch({ invoice, mayChange }: HiddenFromAdvertiserSwitchProps) {
  const visibility = useInvoiceVisibility();
  const change = (hidden: boolean) =>
    visibility.mutate(
      { id: invoice.id, body: { hidden } },
      {
        onSuccess: ({ data }) =>
          notifications.show({
            color: 'teal',
            message: hidden
              ? `${invoiceTitleOf(data)} is hidden from the advertiser.`
              : `${invoiceTitleOf(data)} is shown to the advertiser.`,
          }),
        onError: (error) => notifyFailure('Could not change who sees the invoice', error),
      },
    );
  return (
    <DescribedSwitch
      label="Hidden from the advertiser"
      description="The advertiser does not see it on its invoice screens and gets no e-mail about it, for example when you settle it outside the platform."
      checked={invoice.hiddenFromPartner}
      disabled={!mayChange || visibility.isPending}
      onChange={(event) => change(event.currentTarget.checked)}
    />
  );
}
