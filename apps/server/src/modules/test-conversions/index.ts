export { testConversionRoutes } from './routes';
