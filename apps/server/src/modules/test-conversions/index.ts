// Test conversion: the real click and conversion chain, flagged test, for staff and advertisers.

export { testConversionRoutes } from './routes';
