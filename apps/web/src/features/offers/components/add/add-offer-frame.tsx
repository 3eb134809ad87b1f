import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/form-alert';
import { UnsavedChangesModal } from '../editor/unsaved-changes-modal';

type AddOfferFrameProps = {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  alert: string | null;
  isPending: boolean;
  isDirty: () => boolean;
  cancelTo: string;
  children: ReactNode;
};

/** The form of an add screen: errors no input shows, the fields, Cancel and "Create offer". */
export function AddOfferFrame({
  formRef,
  onSubmit,
  alert,
  isPending,
  isDirty,
  cancelTo,
  children,
}: AddOfferFrameProps) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="New offer">
      <Stack gap="lg" maw={1100}>
        <FormAlert title="Could not create the offer" message={alert} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={cancelTo}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Create offer
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesModal isDirty={isDirty} />
    </form>
  );
}
