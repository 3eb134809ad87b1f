import type { ReactElement } from 'react';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;

/** setting/smtp and setting/system-email: the network's mail server and the texts of its e-mails. */
export const MAIL_SETTINGS_SCREENS: Readonly<Record<string, Loader>> = {
  '/admin/setting/smtp': async (entry) => {
    const { default: Page } = await import('../features/mail-settings/pages/smtp-settings-page');
    return <Page screen={screenMetaOf(entry)} />;
  },
  '/admin/setting/system-email': async (entry) => {
    const { default: Page } = await import('../features/mail-settings/pages/system-email-page');
    return <Page screen={screenMetaOf(entry)} />;
  },
};
