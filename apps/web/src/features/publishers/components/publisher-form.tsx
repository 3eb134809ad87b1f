import {
  type AccountManager,
  type CreatePublisherBody,
  createPublisherBodySchema,
  type Publisher,
  updatePublisherBodySchema,
} from '@affnet/contracts';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { MessengerFields } from '../../../components/messenger-fields';
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
import { TrafficSourcesInput } from '../../../components/traffic-sources-input';
import { useAccountManagers } from '../../../lib/api/get-account-managers';
import { type ContractSchema, contractForm, fieldErrorsOf, formAlertOf } from '../../../lib/contract-form';
import type { EntityLinks } from '../../../lib/screen';
import { useFirstErrorFocus } from '../../../lib/use-first-error-focus';
import { useCreatePublisher } from '../api/create-publisher';
import { useUpdatePublisher } from '../api/update-publisher';
import { PUBLISHER_NOUN } from './publisher-noun';

type PublisherValues = PartnerValues & {
  trafficSources: string[];
  messenger: string;
  messengerHandle: string;
};

const OPTIONAL_KEYS = [...PARTNER_OPTIONAL_KEYS, 'messenger', 'messengerHandle'] as const;
const FIELDS = [...Object.keys(partnerValuesOf()), 'trafficSources', 'messenger', 'messengerHandle'];
const NO_MANAGERS: AccountManager[] = [];

/** Adding may leave the status to its default; an edit must state it (the server's rule too). */
function schemaOf(existing: Publisher | undefined): ContractSchema<CreatePublisherBody> {
  return existing ? updatePublisherBodySchema : createPublisherBodySchema;
}

type PublisherFormProps = {
  /** The publisher to edit; without one the form adds a new publisher. */
  publisher?: Publisher;
  links: EntityLinks;
};

/** Add or edit a publisher, validated by the same contracts schema as the API. */
export function PublisherForm({ publisher, links }: PublisherFormProps) {
  const navigate = useNavigate();
  const { ref, focusFirstError } = useFirstErrorFocus();
  const managers = useAccountManagers().data ?? NO_MANAGERS;
  const initial = useMemo<PublisherValues>(
    () => ({
      ...partnerValuesOf(publisher),
      trafficSources: publisher?.trafficSources ?? [],
      messenger: publisher?.messenger ?? '',
      messengerHandle: publisher?.messengerHandle ?? '',
    }),
    [publisher],
  );
  const form = useForm<PublisherValues, CreatePublisherBody>({
    mode: 'uncontrolled',
    initialValues: initial,
    ...contractForm<PublisherValues, CreatePublisherBody>(schemaOf(publisher), OPTIONAL_KEYS),
  });
  const callbacks = {
    onSuccess: ({ data }: { data: Publisher }) => {
      notifySaved(data, !publisher);
      void navigate(links.view(data.id));
    },
    onError: (error: Error) => {
      form.setErrors(fieldErrorsOf(error));
      focusFirstError();
    },
  };
  const createMutation = useCreatePublisher(callbacks);
  const updateMutation = useUpdatePublisher(callbacks);
  const mutation = publisher ? updateMutation : createMutation;

  const submit = (body: CreatePublisherBody) => {
    if (publisher) updateMutation.mutate({ id: publisher.id, body });
    else createMutation.mutate(body);
  };

  return (
    <form ref={ref} noValidate onSubmit={form.onSubmit(submit, focusFirstError)}>
      <Stack gap="lg" maw={960}>
        {publisher ? null : <InvitationNotice noun={PUBLISHER_NOUN} />}
        <FormAlert title="Could not save the publisher" message={formAlertOf(mutation.error, FIELDS)} />
        <InfoCard title="Company and contact">
          <PartnerContactFields form={form} isNew={!publisher} />
          <MessengerFields form={form} />
        </InfoCard>
        <InfoCard title="Account">
          <PartnerAccountFields
            form={form}
            initial={initial}
            managers={managers}
            currentManager={publisher?.accountManager ?? null}
          />
        </InfoCard>
        <InfoCard title="Traffic">
          <TrafficSourcesInput form={form} description="Where the publisher's visitors come from." />
        </InfoCard>
        <InfoCard title="Notes">
          <NotesField form={form} />
        </InfoCard>
        <FormActions
          cancelTo={publisher ? links.view(publisher.id) : links.list}
          submitLabel={publisher ? 'Save changes' : 'Add publisher'}
          isPending={mutation.isPending}
        />
      </Stack>
    </form>
  );
}
