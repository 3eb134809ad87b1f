export { loadRateTable } from './repository';
export { currencySettingRoutes } from './routes';
export { addCurrency } from './save-currency';
