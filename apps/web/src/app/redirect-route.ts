import type { LoaderFunction } from 'react-router';

/**
 * The parts of a route that only forwards: its loader always redirects, so it renders nothing.
 * The explicit `element: null` says so; without it React Router warns "Matched leaf route ... does
 * not have an element" when the first page load lands on it (it renders once before its loader
 * has run). Spread it into the route: `{ index: true, ...redirectOnly(loader) }`.
 */
export function redirectOnly(loader: LoaderFunction): { loader: LoaderFunction; element: null } {
  return { loader, element: null };
}
