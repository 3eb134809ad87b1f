import type { AccountProfile } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { SettingsGate, SettingsPage, settingsQuery } from '../../../components/settings-page';
import type { ScreenMeta } from '../../../lib/screen';
import { ConversionSecurityCard } from '../components/conversion-security-card';
import { PasswordChangeForm } from '../components/password-change-form';
import { ACCOUNT_KEY, ProfileForm } from '../components/profile-form';

/**
 * Publisher and advertiser setting/account: their profile, contact, time zone and password; an
 * advertiser's postback token and IP allowlist too.
 */
export default function AccountSettingsPage({ screen }: { screen: ScreenMeta }) {
  const query = useQuery(settingsQuery<AccountProfile>(ACCOUNT_KEY, '/v1/account'));
  return (
    <SettingsPage
      screen={screen}
      affects="Your own account: what the network's managers see of you, and how you sign in."
    >
      <SettingsGate query={query} noun="your account">
        {(profile) => (
          <>
            <ProfileForm profile={profile} />
            {profile.kind === 'advertiser' ? <ConversionSecurityCard /> : null}
          </>
        )}
      </SettingsGate>
      <PasswordChangeForm />
    </SettingsPage>
  );
}
