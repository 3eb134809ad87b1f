import type { InvoiceKind } from '@affnet/contracts';
import type { ScreenMeta } from '../../../lib/screen';
import type { PartnerInvoiceSide } from '../api/invoice-keys';

/** The billing screen: its route-table entry, and the partners' pages in the portal shown. */
export type BillingScreenProps = {
  screen: ScreenMeta;
  partnerPath: (kind: InvoiceKind, id: string) => string;
  /** The conversion report in the portal shown, where an invoice's "See conversions" leads. */
  conversionsPath: string;
};

/** A partner's invoice/list and invoice/view paths, and its conversion report, from the route table. */
export type InvoiceLinks = { list: string; view: (id: string) => string; conversions: string };

/** A partner's invoice screens, told whose they are. */
export type PartnerInvoiceScreenProps = { side: PartnerInvoiceSide; screen: ScreenMeta; links: InvoiceLinks };
