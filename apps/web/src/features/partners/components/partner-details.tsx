import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { StatusBadge } from '../../../components/status-badge';
import { countryName, formatDateTime } from '../../../lib/format';
import type { PartnerRecord } from './partner-types';

type PartnerDetailsProps = { partner: PartnerRecord; children?: ReactNode };

/** Every shared field of a partner in readable cards; `children` adds the kind's own cards. */
export function PartnerDetails({ partner, children }: PartnerDetailsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <InfoCard title="Contact">
        <FieldList>
          <Field label="Company">{partner.company}</Field>
          <Field label="Contact name">{partner.contactName}</Field>
          <Field label="E-mail">
            <Anchor href={`mailto:${partner.email}`} size="sm">
              {partner.email}
            </Anchor>
          </Field>
          <Field label="Phone">{partner.phone}</Field>
          <Field label="Website">
            {partner.website ? (
              <Anchor href={partner.website} target="_blank" rel="noopener noreferrer" size="sm">
                {partner.website}
              </Anchor>
            ) : null}
          </Field>
          <Field label="Country">{partner.country ? countryName(partner.country) : null}</Field>
        </FieldList>
      </InfoCard>
      <InfoCard title="Account">
        <FieldList>
          <Field label="ID">{`#${partner.ref}`}</Field>
          <Field label="Status">
            <Stack gap={4} align="flex-start">
              <StatusBadge status={partner.status} />
              {partner.statusReason ? <Text size="sm">{partner.statusReason}</Text> : null}
            </Stack>
          </Field>
          <Field label="Account manager">
            {partner.accountManager ? (
              <Group gap={6}>
                <Text size="sm">{partner.accountManager.name}</Text>
                <Text size="sm" c="dimmed">
                  {partner.accountManager.email}
                </Text>
              </Group>
            ) : null}
          </Field>
          <Field label="Currency">{partner.currency}</Field>
          <Field label="Time zone">{partner.timezone}</Field>
          <Field label="Tax ID">{partner.taxId}</Field>
          <Field label="Last login">
            {partner.lastLoginAt ? formatDateTime(partner.lastLoginAt) : 'Never'}
          </Field>
          <Field label="Created">{formatDateTime(partner.createdAt)}</Field>
        </FieldList>
      </InfoCard>
      {children}
      {partner.registrationAnswers.length > 0 ? (
        <InfoCard
          title="Sign-up answers"
          description="The network's extra sign-up questions, as they were asked."
        >
          <FieldList>
            {partner.registrationAnswers.map((answer) => (
              <Field key={answer.fieldId} label={answer.label}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {answer.value}
                </Text>
              </Field>
            ))}
          </FieldList>
        </InfoCard>
      ) : null}
      <InfoCard title="Notes">
        {partner.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {partner.notes}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No notes.
          </Text>
        )}
      </InfoCard>
    </SimpleGrid>
  );
}
