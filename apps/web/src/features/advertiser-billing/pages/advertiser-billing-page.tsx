import { useQuery } from '@tanstack/react-query';
import { SettingsGate, SettingsPage } from '../../../components/settings-page';
import { formatDateTime } from '../../../lib/format';
import type { ScreenMeta } from '../../../lib/screen';
import { billingQuery } from '../api/billing';
import { BillingForm } from '../components/billing-form';

/**
 * The advertiser's setting/payment: how they pay the network (billing contact and address, tax or
 * VAT number, invoice e-mail, and one of the network's accepted methods). Invoices print them.
 */
export default function AdvertiserBillingPage({ screen }: { screen: ScreenMeta }) {
  const query = useQuery(billingQuery());
  const saved = query.data?.billing;
  return (
    <SettingsPage
      screen={screen}
      affects={
        saved
          ? `What the network's invoices to you print and where they are sent. Last saved ${formatDateTime(saved.updatedAt)}.`
          : "What the network's invoices to you print and where they are sent. Fill them in before your first invoice."
      }
    >
      <SettingsGate query={query} noun="your billing details">
        {(data) => <BillingForm data={data} />}
      </SettingsGate>
    </SettingsPage>
  );
}
