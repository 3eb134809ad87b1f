import {
  type GeneralSettings,
  type UpdateGeneralSettingsBody,
  updateGeneralSettingsBodySchema,
} from '@affnet/contracts';
import { ColorInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { CurrencySelect } from '../../../components/currency-select';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import {
  SaveSettingsButton,
  SettingsGate,
  SettingsPage,
  settingsKey,
  useSaveSettings,
} from '../../../components/settings-page';
import { TimezoneSelect } from '../../../components/timezone-select';
import { APP_CONFIG_QUERY_KEY } from '../../../lib/api/get-app-config';
import { selectInputProps } from '../../../lib/contract-form';
import type { ScreenMeta } from '../../../lib/screen';
import { useContractForm } from '../../../lib/use-contract-form';
import { generalSettingsQuery } from '../api/settings-paths';
import { ImageUploadField } from '../components/image-upload-field';

type GeneralValues = {
  name: string;
  brandColor: string;
  defaultCurrency: string;
  timezone: string;
  supportEmail: string;
  logo: File | null;
  removeLogo: boolean;
  favicon: File | null;
  removeFavicon: boolean;
};

function valuesOf(settings: GeneralSettings): GeneralValues {
  return {
    name: settings.name,
    brandColor: settings.brandColor ?? '',
    defaultCurrency: settings.defaultCurrency,
    timezone: settings.timezone,
    supportEmail: settings.supportEmail ?? '',
    logo: null,
    removeLogo: false,
    favicon: null,
    removeFavicon: false,
  };
}

/** What is sent: the schema's output with the browser's own files (spec §5: files as files). */
type GeneralRequest = Omit<UpdateGeneralSettingsBody, 'logo' | 'favicon'> & { logo?: File; favicon?: File };

export const GENERAL_FIELD_LABELS = {
  name: 'Network name',
  logo: 'Logo',
  favicon: 'Favicon',
  brandColor: 'Brand colour',
  defaultCurrency: 'Default currency',
  timezone: 'Default time zone',
  supportEmail: 'Support e-mail',
};

function GeneralForm({ settings }: { settings: GeneralSettings }) {
  const mutation = useSaveSettings<GeneralRequest, GeneralSettings>({
    key: settingsKey('general'),
    path: '/v1/settings/general',
    area: 'general',
    // The sidebar, the title and the sign-in pages read the app config: they follow the save.
    alsoInvalidate: [APP_CONFIG_QUERY_KEY],
  });
  const { form, formProps, alert, isPending } = useContractForm({
    schema: updateGeneralSettingsBodySchema,
    mode: 'controlled',
    initialValues: valuesOf(settings),
    hidden: ['removeLogo', 'removeFavicon'],
    mutation,
    toRequest: (body, values) => ({
      ...body,
      logo: values.logo ?? undefined,
      favicon: values.favicon ?? undefined,
    }),
    onSuccess: (saved) => {
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      notifications.show({
        color: 'teal',
        title: 'Settings saved',
        message: 'The network shows the new values now.',
      });
    },
  });
  const input = form.getInputProps;
  return (
    <form {...formProps}>
      <Stack gap="lg">
        <FormAlert title="Could not save the general settings" message={alert} />
        <InfoCard
          title="Brand"
          description="Shown in the sidebar, the browser tab, sign-in pages and e-mails."
        >
          <TextInput label="Network name" key={form.key('name')} {...input('name')} />
          <ImageUploadField
            label="Logo"
            description="PNG, JPEG, GIF or WebP, up to 2 MB. Shown at the top of the sidebar and on sign-in pages."
            storedUrl={settings.logo}
            file={form.values.logo}
            onFileChange={(file) => form.setFieldValue('logo', file)}
            removed={form.values.removeLogo}
            onRemovedChange={(removed) => form.setFieldValue('removeLogo', removed)}
            error={form.errors.logo ? String(form.errors.logo) : undefined}
          />
          <ImageUploadField
            label="Favicon"
            description="A small square image shown in the browser tab."
            storedUrl={settings.favicon}
            file={form.values.favicon}
            onFileChange={(file) => form.setFieldValue('favicon', file)}
            removed={form.values.removeFavicon}
            onRemovedChange={(removed) => form.setFieldValue('removeFavicon', removed)}
            error={form.errors.favicon ? String(form.errors.favicon) : undefined}
          />
          <ColorInput
            label="Brand colour"
            description="Buttons and links use it; left empty, the standard blue."
            format="hex"
            placeholder="#1c7ed6"
            eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
            key={form.key('brandColor')}
            {...input('brandColor')}
          />
        </InfoCard>
        <InfoCard
          title="Defaults"
          description="New partners start with these; reports show times in the time zone."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <CurrencySelect
              label="Default currency"
              current={settings.defaultCurrency}
              key={form.key('defaultCurrency')}
              {...selectInputProps(input('defaultCurrency'))}
            />
            <TimezoneSelect
              label="Default time zone"
              current={settings.timezone}
              key={form.key('timezone')}
              {...selectInputProps(input('timezone'))}
            />
          </SimpleGrid>
          <TextInput
            label="Support e-mail"
            type="email"
            description="Where partners are told to write for help (the not-active screen's contact link too)."
            key={form.key('supportEmail')}
            {...input('supportEmail')}
          />
        </InfoCard>
        <SaveSettingsButton isPending={isPending} />
      </Stack>
    </form>
  );
}

/** setting/general: the network's name, logo, favicon, colour, defaults and support e-mail. */
export default function GeneralSettingsPage({ screen }: { screen: ScreenMeta }) {
  const query = useQuery(generalSettingsQuery());
  return (
    <SettingsPage
      screen={screen}
      affects="How the network presents itself to everyone who signs in, and the defaults new partners and reports start from."
      history={{ area: 'general', fieldLabels: GENERAL_FIELD_LABELS }}
    >
      <SettingsGate query={query} noun="the general settings">
        {(settings) => <GeneralForm settings={settings} />}
      </SettingsGate>
    </SettingsPage>
  );
}
