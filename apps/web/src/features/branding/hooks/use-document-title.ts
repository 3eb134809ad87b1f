import { useEffect } from 'react';
import { useAppConfig } from '../../../lib/api/get-app-config';

/** "Offers · Demo Network": the screen, then the network, as the browser's tab shows them. */
export function documentTitleOf(screen: string | null, networkName: string): string {
  return screen ? `${screen} · ${networkName}` : networkName;
}

/**
 * Names the browser tab after the screen shown and the network (its name from the app
 * configuration, so a rename shows at once). The route layer calls it once for every screen,
 * from the route's own title (app/route-title.tsx); no page sets the title itself.
 */
export function useDocumentTitle(screen: string | null): void {
  const { name } = useAppConfig();
  useEffect(() => {
    document.title = documentTitleOf(screen, name);
  }, [screen, name]);
}
