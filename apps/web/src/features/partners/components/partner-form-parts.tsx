import { Alert, Button, Group, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { FieldBinder } from '../../../lib/contract-form';
import type { PartnerNoun, PartnerRecord } from './partner-types';

/** Tells the admin what adding a partner does: the partner chooses their own password. */
export function InvitationNotice({ noun }: { noun: PartnerNoun }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailForward aria-hidden />}
      title="An invitation goes out by e-mail"
    >
      The {noun.singular} gets an e-mail with a link to set their password and sign in. The link works for 7
      days.
    </Alert>
  );
}

/** Internal notes: seen by staff only. */
export function NotesField({ form }: { form: FieldBinder<'notes'> }) {
  return (
    <Textarea
      label="Internal notes"
      description="Seen by your staff only."
      autosize
      minRows={3}
      maxLength={5000}
      key={form.key('notes')}
      {...form.getInputProps('notes')}
    />
  );
}

type FormActionsProps = { cancelTo: string; submitLabel: string; isPending: boolean };

export function FormActions({ cancelTo, submitLabel, isPending }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to={cancelTo}>
        Cancel
      </Button>
      <Button type="submit" loading={isPending}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** The toast after a save; the page it navigates to shows the result. */
export function notifySaved(partner: PartnerRecord, isNew: boolean): void {
  notifications.show({
    color: 'teal',
    title: isNew ? `${partner.company} added` : 'Changes saved',
    message: isNew
      ? `We e-mailed ${partner.email} an invitation to set their password.`
      : `${partner.company} is up to date.`,
  });
}
