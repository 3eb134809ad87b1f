import {
  CONVERSION_INTAKE_LABELS,
  CONVERSION_INTAKES,
  type ConversionIntake,
  HOLD_DAYS_MAX,
  PAYMENT_TERMS_DAYS,
  type PartnerKind,
  type PartnerSettings,
  type UpdatePartnerSettingsBody,
  updatePartnerSettingsBodySchema,
  WELCOME_MESSAGE_MAX,
} from '@affnet/contracts';
import { NumberInput, Radio, Select, Stack, Switch, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import {
  SaveSettingsButton,
  SettingsGate,
  SettingsPage,
  settingsKey,
  useSaveSettings,
} from '../../../components/settings-page';
import { useAccountManagers } from '../../../lib/api/get-account-managers';
import { APP_CONFIG_QUERY_KEY } from '../../../lib/api/get-app-config';
import { selectInputProps } from '../../../lib/contract-form';
import type { ScreenMeta } from '../../../lib/screen';
import { useContractForm } from '../../../lib/use-contract-form';
import { partnerSettingsQuery } from '../api/settings-paths';

type PartnerSettingsValues = {
  registrationOpen: boolean;
  autoApprove: boolean;
  defaultAccountManagerId: string;
  paymentTermsDays: string;
  welcomeMessage: string;
  /** Advertisers only; '' on the publisher form, which sends none. */
  conversionIntake: ConversionIntake | '';
  /** Publishers only; '' on the advertiser form, which sends none. */
  holdDays: number | string;
};

function valuesOf(settings: PartnerSettings): PartnerSettingsValues {
  return {
    conversionIntake: settings.conversionIntake ?? '',
    registrationOpen: settings.registrationOpen,
    autoApprove: settings.autoApprove,
    defaultAccountManagerId: settings.defaultAccountManager?.id ?? '',
    paymentTermsDays: String(settings.paymentTermsDays),
    welcomeMessage: settings.welcomeMessage ?? '',
    holdDays: settings.holdDays ?? '',
  };
}

const INTAKE_OPTIONS = CONVERSION_INTAKES.map((value) => ({ value, label: CONVERSION_INTAKE_LABELS[value] }));

const TERMS_OPTIONS = PAYMENT_TERMS_DAYS.map((days) => ({ value: String(days), label: `Net ${days} days` }));

const FIELD_LABELS = {
  registrationOpen: 'Sign-up open',
  autoApprove: 'Automatic approval',
  defaultAccountManager: 'Default account manager',
  paymentTermsDays: 'Payment terms (days)',
  welcomeMessage: 'Welcome message',
  conversionIntake: 'Conversions reported by',
  holdDays: 'Hold before payment (days)',
};

const NOUNS: Record<PartnerKind, { plural: string; terms: string }> = {
  publisher: { plural: 'publishers', terms: 'How many days after an invoice the network pays publishers.' },
  advertiser: { plural: 'advertisers', terms: 'How many days advertisers have to pay an invoice.' },
};

function PartnerSettingsForm({ kind, settings }: { kind: PartnerKind; settings: PartnerSettings }) {
  const { plural, terms } = NOUNS[kind];
  const managers = useAccountManagers().data ?? [];
  const current = settings.defaultAccountManager;
  const managerOptions = [
    ...(current && !managers.some((m) => m.id === current.id) ? [current] : []),
    ...managers,
  ].map((m) => ({ value: m.id, label: `${m.name} (${m.email})` }));
  const { form, formProps, alert, isPending } = useContractForm({
    schema: updatePartnerSettingsBodySchema,
    initialValues: valuesOf(settings),
    // The approval radio reads the value as it changes.
    mode: 'controlled',
    mutation: useSaveSettings<UpdatePartnerSettingsBody, PartnerSettings>({
      key: settingsKey(kind),
      path: `/v1/settings/${kind}`,
      area: kind,
      alsoInvalidate: [APP_CONFIG_QUERY_KEY],
    }),
    // The hold is optional in the contract (the advertiser form has none), but a publisher form
    // left blank would save nothing without a word: it is refused on its input instead.
    required: kind === 'publisher' ? ['holdDays'] : [],
    check: (values) =>
      kind === 'publisher' && values.holdDays === '' ? { holdDays: 'Enter days from 0 to 90' } : {},
    toRequest: (body) => body,
    onSuccess: () =>
      notifications.show({ color: 'teal', title: 'Settings saved', message: `New ${plural} get them now.` }),
  });
  return (
    <form {...formProps}>
      <Stack gap="lg">
        <FormAlert title={`Could not save the ${kind} settings`} message={alert} />
        <InfoCard
          title="Sign-up"
          description={`Whether ${plural} can sign up on their own, and who lets them in.`}
        >
          <Switch
            label={`Open sign-up for ${plural}`}
            description="Closed, the sign-up page says the network is not accepting sign-ups."
            key={form.key('registrationOpen')}
            {...form.getInputProps('registrationOpen', { type: 'checkbox' })}
          />
          <Radio.Group
            label="Approval"
            description="Manual: new accounts wait as pending until staff approve them."
            value={form.values.autoApprove ? 'automatic' : 'manual'}
            onChange={(choice) => form.setFieldValue('autoApprove', choice === 'automatic')}
            error={form.errors.autoApprove}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="automatic" label="Automatic: they can sign in at once" />
              <Radio value="manual" label="Manual: staff approve each one" />
            </Stack>
          </Radio.Group>
        </InfoCard>
        <InfoCard title="New accounts" description={`What every new ${kind} starts with.`}>
          <Select
            label="Default account manager"
            description={`Given to new ${plural} who sign up, or are added without a manager.`}
            placeholder="No default manager"
            clearable
            data={managerOptions}
            key={form.key('defaultAccountManagerId')}
            {...selectInputProps(form.getInputProps('defaultAccountManagerId'))}
          />
          <Select
            label="Payment terms"
            description={terms}
            data={TERMS_OPTIONS}
            allowDeselect={false}
            key={form.key('paymentTermsDays')}
            {...selectInputProps(form.getInputProps('paymentTermsDays'))}
          />
          <Textarea
            label="Welcome message"
            description={`Shown on a new ${kind}'s dashboard: what to do first, who to contact.`}
            autosize
            minRows={3}
            maxLength={WELCOME_MESSAGE_MAX}
            key={form.key('welcomeMessage')}
            {...form.getInputProps('welcomeMessage')}
          />
        </InfoCard>
        {kind === 'publisher' ? (
          <InfoCard
            title="Payment"
            description="When publishers' approved conversions become payable and go on an invoice."
          >
            <NumberInput
              label="Hold before payment (days)"
              description="Approved conversions are payable, and invoiced, this many days after approval, unless the offer or the publisher sets its own hold. 0 to 90; 0 = none."
              min={0}
              max={HOLD_DAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              maw={320}
              key={form.key('holdDays')}
              {...form.getInputProps('holdDays')}
            />
          </InfoCard>
        ) : null}
        {kind === 'advertiser' ? (
          <InfoCard
            title="Conversion tracking"
            description="How advertisers may report conversions on offers that do not choose for themselves (the offer's General tab)."
          >
            <Select
              label="Conversions reported by"
              description="Server postbacks carry the advertiser's secret token. Pixels and the JS tag run in the visitor's browser: anyone holding a click id can fire them, so they never set the status and their sale amounts count only up to each offer's limit."
              data={INTAKE_OPTIONS}
              allowDeselect={false}
              key={form.key('conversionIntake')}
              {...selectInputProps(form.getInputProps('conversionIntake'))}
            />
          </InfoCard>
        ) : null}
        <SaveSettingsButton isPending={isPending} />
      </Stack>
    </form>
  );
}

/** setting/publisher and setting/advertiser: sign-up, approval, defaults and the welcome. */
export default function PartnerSettingsPage({ kind, screen }: { kind: PartnerKind; screen: ScreenMeta }) {
  const query = useQuery(partnerSettingsQuery(kind));
  return (
    <SettingsPage
      screen={screen}
      affects={`How ${NOUNS[kind].plural} join the network and what each new one starts with. Existing accounts keep their manager.`}
      history={{ area: kind, fieldLabels: FIELD_LABELS }}
    >
      <SettingsGate query={query} noun={`the ${kind} settings`}>
        {(settings) => <PartnerSettingsForm kind={kind} settings={settings} />}
      </SettingsGate>
    </SettingsPage>
  );
}
