import {
  type AccountManager,
  type Advertiser,
  type CreateAdvertiserBody,
  createAdvertiserBodySchema,
  updateAdvertiserBodySchema,
} from '@affnet/contracts';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { PartnerAccountFields } from '../../../components/partners/partner-account-fields';
import { PartnerContactFields } from '../../../components/partners/partner-contact-fields';
import {
  FormActions,
  InvitationNotice,
  NotesField,
  notifySaved,
} from '../../../components/partners/partner-form-parts';
import {
  PARTNER_OPTIONAL_KEYS,
  type PartnerValues,
  partnerValuesOf,
} from '../../../components/partners/partner-form-values';
import { useAccountManagers } from '../../../lib/api/get-account-managers';
import { type ContractSchema, contractForm, fieldErrorsOf, formAlertOf } from '../../../lib/contract-form';
import type { EntityLinks } from '../../../lib/screen';
import { useFirstErrorFocus } from '../../../lib/use-first-error-focus';
import { useCreateAdvertiser } from '../api/create-advertiser';
import { useUpdateAdvertiser } from '../api/update-advertiser';
import { ADVERTISER_NOUN } from './advertiser-noun';
import { IpAllowlistInput } from './ip-allowlist-input';

type AdvertiserValues = PartnerValues & { ipAllowlist: string[] };

const FIELDS = [...Object.keys(partnerValuesOf()), 'ipAllowlist'];
const NO_MANAGERS: AccountManager[] = [];

/** Adding may leave the status to its default; an edit must state it (the server's rule too). */
function schemaOf(existing: Advertiser | undefined): ContractSchema<CreateAdvertiserBody> {
  return existing ? updateAdvertiserBodySchema : createAdvertiserBodySchema;
}

type AdvertiserFormProps = {
  /** The advertiser to edit; without one the form adds a new advertiser. */
  advertiser?: Advertiser;
  links: EntityLinks;
};

/** Add or edit an advertiser, validated by the same contracts schema as the API. */
export function AdvertiserForm({ advertiser, links }: AdvertiserFormProps) {
  const navigate = useNavigate();
  const { ref, focusFirstError } = useFirstErrorFocus();
  const managers = useAccountManagers().data ?? NO_MANAGERS;
  const initial = useMemo<AdvertiserValues>(
    () => ({ ...partnerValuesOf(advertiser), ipAllowlist: advertiser?.ipAllowlist ?? [] }),
    [advertiser],
  );
  const form = useForm<AdvertiserValues, CreateAdvertiserBody>({
    mode: 'uncontrolled',
    initialValues: initial,
    ...contractForm<AdvertiserValues, CreateAdvertiserBody>(schemaOf(advertiser), PARTNER_OPTIONAL_KEYS),
  });
  const callbacks = {
    onSuccess: ({ data }: { data: Advertiser }) => {
      notifySaved(data, !advertiser);
      void navigate(links.view(data.id));
    },
    onError: (error: Error) => {
      form.setErrors(fieldErrorsOf(error));
      focusFirstError();
    },
  };
  const createMutation = useCreateAdvertiser(callbacks);
  const updateMutation = useUpdateAdvertiser(callbacks);
  const mutation = advertiser ? updateMutation : createMutation;

  const submit = (body: CreateAdvertiserBody) => {
    if (advertiser) updateMutation.mutate({ id: advertiser.id, body });
    else createMutation.mutate(body);
  };

  return (
    <form ref={ref} noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="lg" maw={960}>
        {advertiser ? null : <InvitationNotice noun={ADVERTISER_NOUN} />}
        <FormAlert title="Could not save the advertiser" message={formAlertOf(mutation.error, FIELDS)} />
        <InfoCard title="Company and contact">
          <PartnerContactFields form={form} isNew={!advertiser} />
        </InfoCard>
        <InfoCard title="Account">
          <PartnerAccountFields
            form={form}
            initial={initial}
            managers={managers}
            currentManager={advertiser?.accountManager ?? null}
          />
        </InfoCard>
        <InfoCard
          title="Conversion security"
          description="The conversion token is created with the advertiser and shown on its page."
        >
          <IpAllowlistInput form={form} />
        </InfoCard>
        <InfoCard title="Notes">
          <NotesField form={form} />
        </InfoCard>
        <FormActions
          cancelTo={advertiser ? links.view(advertiser.id) : links.list}
          submitLabel={advertiser ? 'Save changes' : 'Add advertiser'}
          isPending={mutation.isPending}
        />
      </Stack>
    </form>
  );
}
