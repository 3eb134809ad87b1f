import type { ComponentType, ReactElement } from 'react';
import { generatePath } from 'react-router';
import type { PartnerInvoiceSide } from '../features/invoices/api/invoice-keys';
import type {
  BillingScreenProps,
  InvoiceLinks,
  PartnerInvoiceScreenProps,
} from '../features/invoices/components/invoice-screen-types';
import { portalPathOf, tablePath } from './entity-links';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;
type PartnerInvoicePageModule = { default: ComponentType<PartnerInvoiceScreenProps> };

/** admin/billing (and the employee's copy): partners' names lead to their page in the portal shown. */
const billingScreen: Loader = async (entry) => {
  const { default: Page } = await import('./pages/billing-page');
  const viewOf = portalPathOf(entry);
  const partnerPath: BillingScreenProps['partnerPath'] = (kind, id) =>
    generatePath(viewOf(`/admin/${kind}/view/:id`), { id });
  return (
    <Page
      screen={screenMetaOf(entry)}
      partnerPath={partnerPath}
      conversionsPath={viewOf('/admin/report/conversion')}
    />
  );
};

/** A partner's invoice/list and invoice/view paths, from the route table. */
export function invoiceLinksOf(side: PartnerInvoiceSide): InvoiceLinks {
  const view = tablePath(`/${side}/invoice/view/:id`);
  return {
    list: tablePath(`/${side}/invoice/list`),
    view: (id) => generatePath(view, { id }),
    conversions: tablePath(`/${side}/report/conversions`),
  };
}

function partnerInvoiceScreen(
  side: PartnerInvoiceSide,
  load: () => Promise<PartnerInvoicePageModule>,
): Loader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page side={side} screen={screenMetaOf(entry)} links={invoiceLinksOf(side)} />;
  };
}

const listPage = () => import('../features/invoices/pages/invoice-list-page');
const viewPage = () => import('../features/invoices/pages/invoice-view-page');

/** The billing screen and the partners' invoice screens, by route-table path. */
export const INVOICE_SCREENS: Readonly<Record<string, Loader>> = {
  '/admin/billing': billingScreen,
  '/publisher/invoice/list': partnerInvoiceScreen('publisher', listPage),
  '/publisher/invoice/view/:id': partnerInvoiceScreen('publisher', viewPage),
  '/advertiser/invoice/list': partnerInvoiceScreen('advertiser', listPage),
  '/advertiser/invoice/view/:id': partnerInvoiceScreen('advertiser', viewPage),
};
