import {
  CURRENCY_CODES,
  INVOICE_SORTS,
  INVOICE_STATUSES,
  type InvoiceStatus,
  type InvoiceSummary,
  type ListInvoicesResponse,
} from '@affnet/contracts';
import type { FilterRule, ListState } from '../../../lib/list-params';
import { getPage, listRequestOf, type PagedList, type PageRequest } from '../../../lib/paged-list';
import { type InvoiceSide, invoiceKeys, invoicesPathOf, type PartnerInvoiceSide } from '../api/invoice-keys';

export type InvoiceSort = (typeof INVOICE_SORTS)[number];
export type InvoiceFilter = 'status' | 'currency' | 'overdue' | 'periodFrom' | 'periodTo';
export type InvoiceList = PagedList<InvoiceSummary, InvoiceSort, InvoiceFilter>;

/** A partner never sees a draft: it is not theirs until it is issued. */
export const PARTNER_INVOICE_STATUSES: readonly InvoiceStatus[] = INVOICE_STATUSES.filter(
  (status) => status !== 'draft',
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The URL state as the request: a period end that is not a day (a hand-edited URL) is left out
 * rather than refused by the server, the same as the picker, which does not show it either.
 */
function invoiceRequestOf(state: ListState<InvoiceSort, InvoiceFilter>): PageRequest {
  const { periodFrom, periodTo, ...request } = listRequestOf(state);
  return {
    ...request,
    ...(periodFrom && DAY.test(periodFrom) ? { periodFrom } : {}),
    ...(periodTo && DAY.test(periodTo) ? { periodTo } : {}),
  };
}

function invoiceListOf(side: InvoiceSide, statuses: readonly InvoiceStatus[]): InvoiceList {
  const filters: Record<InvoiceFilter, FilterRule> = {
    status: statuses,
    currency: CURRENCY_CODES,
    overdue: ['1'],
    periodFrom: null,
    periodTo: null,
  };
  return {
    sorts: INVOICE_SORTS,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    filters,
    key: invoiceKeys.lists(side),
    fetchPage: getPage<ListInvoicesResponse>(invoicesPathOf(side)),
    toRequest: invoiceRequestOf,
  };
}

/** The billing screen's list (`GET /api/v1/billing/invoices`), one kind at a time (the screen's scope). */
export const STAFF_INVOICE_LIST = invoiceListOf('staff', INVOICE_STATUSES);

/** A partner's invoice/list: `GET /api/v1/{publisher|advertiser}/invoices`. */
export const PARTNER_INVOICE_LISTS: Record<PartnerInvoiceSide, InvoiceList> = {
  publisher: invoiceListOf('publisher', PARTNER_INVOICE_STATUSES),
  advertiser: invoiceListOf('advertiser', PARTNER_INVOICE_STATUSES),
};
