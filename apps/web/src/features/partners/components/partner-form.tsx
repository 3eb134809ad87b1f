import type { AccountManager, PartnerKind } from '@affnet/contracts';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { useAccountManagers } from '../../../lib/api/get-account-managers';
import type { EntityLinks } from '../../../lib/screen';
import { useContractForm } from '../../../lib/use-contract-form';
import type { PartnerOf } from '../api/partner-keys';
import { useSavePartner } from '../api/save-partner';
import { PartnerAccountFields } from './partner-account-fields';
import { PartnerContactFields } from './partner-contact-fields';
import { FormActions, InvitationNotice, NotesField, notifySaved } from './partner-form-parts';
import { PARTNER_OPTIONAL_KEYS, partnerValuesOf } from './partner-form-values';
import { PARTNER_KINDS } from './partner-kinds';

const NO_MANAGERS: AccountManager[] = [];

type PartnerFormProps<K extends PartnerKind> = {
  kind: K;
  /** The partner to edit; without one the form adds a new partner of this kind. */
  partner?: PartnerOf<K>;
  links: EntityLinks;
};

/** Add or edit an advertiser or a publisher, validated by the same contracts schema as the API. */
export function PartnerForm<K extends PartnerKind>({ kind, partner, links }: PartnerFormProps<K>) {
  const navigate = useNavigate();
  const { noun, schemas, ContactFields, FormCard } = PARTNER_KINDS[kind];
  const managers = useAccountManagers().data ?? NO_MANAGERS;
  const initial = useMemo(() => partnerValuesOf(partner), [partner]);
  const { form, formProps, alert, isPending } = useContractForm({
    schema: partner ? schemas.update : schemas.create,
    initialValues: initial,
    optionalKeys: PARTNER_OPTIONAL_KEYS,
    mutation: useSavePartner(kind),
    toRequest: (body) => ({ ...(partner ? { id: partner.id } : {}), body }),
    onSuccess: ({ data }) => {
      notifySaved(data, !partner);
      void navigate(links.view(data.id));
    },
  });

  return (
    <form {...formProps}>
      <Stack gap="lg" maw={960}>
        {partner ? null : <InvitationNotice noun={noun} />}
        <FormAlert title={`Could not save the ${noun.singular}`} message={alert} />
        <InfoCard title="Company and contact">
          <PartnerContactFields form={form} isNew={!partner} />
          {ContactFields ? <ContactFields form={form} /> : null}
        </InfoCard>
        <InfoCard title="Account">
          <PartnerAccountFields
            form={form}
            initial={initial}
            managers={managers}
            currentManager={partner?.accountManager ?? null}
          />
        </InfoCard>
        <FormCard form={form} />
        <InfoCard title="Notes">
          <NotesField form={form} />
        </InfoCard>
        <FormActions
          cancelTo={partner ? links.view(partner.id) : links.list}
          submitLabel={partner ? 'Save changes' : `Add ${noun.singular}`}
          isPending={isPending}
        />
      </Stack>
    </form>
  );
}
