import type { AppConfig } from '@affnet/contracts';
import { useEffect } from 'react';
import defaultLogoUrl from '../../../assets/default-logo.svg';

/**
 * Puts the network's favicon (or logo, or the default) in the tab. The tab's title names the
 * screen and the network (use-document-title.ts).
 */
export function useDocumentBranding(config: AppConfig | undefined): void {
  const icon = config ? config.favicon || config.logo || defaultLogoUrl : undefined;
  useEffect(() => {
    if (!icon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.removeAttribute('type');
    link.href = icon;
  }, [icon]);
}
