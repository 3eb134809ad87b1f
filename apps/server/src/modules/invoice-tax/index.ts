// Invoice numbering and tax rates (setting/invoice-tax).

export { listTaxRates, loadInvoiceSettings } from './repository';
export { invoiceTaxRoutes } from './routes';
export { createTaxRate, saveInvoiceSettings } from './save-invoice-tax';
