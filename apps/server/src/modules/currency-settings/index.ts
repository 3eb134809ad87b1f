export { loadRateTable } from './repository';
export { currencySettingRoutes } from './routes';
export { addCurrency, addRate } from './save-currency';
