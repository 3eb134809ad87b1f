import type { AppConfig } from '@affnet/contracts';
import { useEffect } from 'react';
import defaultLogoUrl from '../../../assets/default-logo.svg';

/** Puts the network's name in the tab title and its favicon (or logo, or the default) in the tab. */
export function useDocumentBranding(config: AppConfig | undefined): void {
  const name = config?.name;
  const icon = config ? config.favicon || config.logo || defaultLogoUrl : undefined;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
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
