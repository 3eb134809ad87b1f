export { listTaxRates, loadInvoiceSettings } from './repository';
export { invoiceTaxRoutes } from './routes';
export { createTaxRate } from './save-invoice-tax';
