// The click and conversion reports: rows in keyset pages, filters, CSV exports.

export { listClicks } from './click-report';
export { reportRowRoutes } from './routes';
export { EXPORT_PAGE_SIZE } from './row-filters';
