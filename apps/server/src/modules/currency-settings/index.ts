// The network's currencies and exchange rates (setting/currency).

export { listEnabledCodes, loadRateTable } from './repository';
export { currencySettingRoutes } from './routes';
export { addCurrency, addRate } from './save-currency';
