import { useAppConfig } from '../../../lib/api/get-app-config';
import { NotActiveScreen } from '../components/not-active-screen';

/** /not-active (spec §2): the inactive-account screen on its own route. */
export function NotActivePage() {
  const { supportEmail } = useAppConfig();
  return <NotActiveScreen supportEmail={supportEmail} />;
}
