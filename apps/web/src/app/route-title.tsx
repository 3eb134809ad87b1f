import { Outlet } from 'react-router';
import { useDocumentTitle } from '../features/branding/hooks/use-document-title';
import { useScreenTitle } from './route-handle';

/**
 * The root route's frame: names the browser tab after the screen open ("Manage Offers · Demo
 * Network"), from the route table's entry or the route's own title, once for every screen.
 */
export function RouteTitle() {
  useDocumentTitle(useScreenTitle());
  return <Outlet />;
}
