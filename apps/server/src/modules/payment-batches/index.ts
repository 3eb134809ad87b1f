// Payment batches (docs/money.md "Payments"): issued publisher invoices paid together through one
// method and currency, approved, exported to PayPal, Wise, SEPA or CSV files, settled item by item.

export { approveBatch, cancelBatch } from './batch-actions';
export { listBatches, loadBatch } from './batch-reads';
export { readPaymentSettings, updatePaymentSettings } from './batch-settings';
export { createBatch } from './create-batch';
export { exportBatch } from './export-batch';
export { paymentBatchRoutes } from './routes';
export { settleItems } from './settle-items';
