import {
  SYSTEM_EMAIL_KEYS,
  SYSTEM_EMAILS,
  type SystemEmailKey,
  SystemEmailKeySchema,
} from '@affnet/contracts';
import { Grid, NavLink, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SettingsGate, SettingsPage } from '../../../components/settings-page';
import type { ScreenMeta } from '../../../lib/screen';
import { systemEmailsQuery } from '../api/system-emails';
import { SystemEmailEditor } from '../components/system-email-editor';

/** The history's field names ("password-reset.subject") as the page labels them. */
const FIELD_LABELS = Object.fromEntries(
  SYSTEM_EMAIL_KEYS.flatMap((key) => [
    [`${key}.subject`, `${SYSTEM_EMAILS[key].name}: subject`],
    [`${key}.body`, `${SYSTEM_EMAILS[key].name}: body`],
  ]),
);

/** The e-mail chosen in the address (`?email=password-reset`), so a link opens it; else the first. */
function useChosenEmail(): [SystemEmailKey, (key: SystemEmailKey) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = SystemEmailKeySchema.safeParse(params.get('email'));
  const chosen = parsed.success ? parsed.data : SYSTEM_EMAIL_KEYS[0];
  return [chosen, (key) => setParams({ email: key }, { replace: true })];
}

/** setting/system-email: each e-mail the platform sends, its text with placeholders, preview and reset. */
export default function SystemEmailPage({ screen }: { screen: ScreenMeta }) {
  const query = useQuery(systemEmailsQuery);
  const [chosen, choose] = useChosenEmail();
  const view = query.data?.find((item) => item.key === chosen);
  return (
    <SettingsPage
      screen={screen}
      affects="The subject and text of each e-mail the platform sends on its own, with the placeholders it fills in."
      history={{ area: 'system-email', fieldLabels: FIELD_LABELS }}
    >
      <SettingsGate query={query} noun="the system e-mails">
        {(emails) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Paper withBorder radius="md" p="xs" component="nav" aria-label="System e-mails">
                {emails.map((item) => (
                  <NavLink
                    key={item.key}
                    component="button"
                    type="button"
                    label={SYSTEM_EMAILS[item.key].name}
                    description={item.customized ? 'Edited' : 'Default text'}
                    active={item.key === chosen}
                    aria-current={item.key === chosen ? 'page' : undefined}
                    onClick={() => choose(item.key)}
                  />
                ))}
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              {view ? <SystemEmailEditor key={view.key} view={view} /> : null}
            </Grid.Col>
          </Grid>
        )}
      </SettingsGate>
    </SettingsPage>
  );
}
