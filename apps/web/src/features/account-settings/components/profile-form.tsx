import {
  type AccountProfile,
  type UpdateAccountProfileBody,
  updateAccountProfileBodySchema,
} from '@affnet/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CompanyInput, ReachInputs } from '../../../components/contact-inputs';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { MessengerFields } from '../../../components/messenger-fields';
import { SaveSettingsButton, settingsKey, useSaveSettings } from '../../../components/settings-page';
import { TimezoneSelect } from '../../../components/timezone-select';
import { selectInputProps } from '../../../lib/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';

export const ACCOUNT_KEY = settingsKey('account');

type ProfileValues = {
  name: string;
  company: string;
  phone: string;
  website: string;
  country: string;
  timezone: string;
  messenger: string;
  messengerHandle: string;
};

function valuesOf(profile: AccountProfile): ProfileValues {
  return {
    name: profile.name,
    company: profile.company,
    phone: profile.phone ?? '',
    website: profile.website ?? '',
    country: profile.country ?? '',
    timezone: profile.timezone,
    messenger: profile.messenger ?? '',
    messengerHandle: profile.messengerHandle ?? '',
  };
}

/** The partner's name, company, contact details and time zone. */
export function ProfileForm({ profile }: { profile: AccountProfile }) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: updateAccountProfileBodySchema,
    initialValues: valuesOf(profile),
    mutation: useSaveSettings<UpdateAccountProfileBody, AccountProfile>({
      key: ACCOUNT_KEY,
      path: '/v1/account',
    }),
    toRequest: (body) => body,
    onSuccess: () =>
      notifications.show({ color: 'teal', title: 'Profile saved', message: 'Your details are up to date.' }),
  });
  const input = form.getInputProps;
  return (
    <form {...formProps} aria-label="Profile">
      <InfoCard
        title="Profile and contact"
        description="How the network's managers know and reach you. Your e-mail signs you in; ask your manager to change it."
      >
        <Stack gap="md">
          <FormAlert title="Could not save your profile" message={alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Your name" autoComplete="name" key={form.key('name')} {...input('name')} />
            <TextInput label="E-mail" value={profile.email} readOnly disabled />
            <CompanyInput form={form} />
            <ReachInputs form={form} />
          </SimpleGrid>
          {profile.kind === 'publisher' ? <MessengerFields form={form} /> : null}
          <TimezoneSelect
            label="Time zone"
            description="Dates and times in your reports and lists are shown in it."
            current={profile.timezone}
            key={form.key('timezone')}
            {...selectInputProps(input('timezone'))}
          />
          <SaveSettingsButton isPending={isPending} label="Save profile" />
        </Stack>
      </InfoCard>
    </form>
  );
}
