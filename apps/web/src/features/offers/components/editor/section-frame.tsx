import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormAlert } from '../../../../components/form-alert';
import { ChangeFieldset, MayChange } from '../../../../components/may-change';
import { useOfferEditor } from './editor-context';
import { UnsavedChangesModal } from './unsaved-changes-modal';

/** What `useSectionForm` hands the frame. */
export type SectionFrameState = {
  ref: RefObject<HTMLFormElement | null>;
  alert: string | null;
  save: (andContinue: boolean) => (event?: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  isDirty: () => boolean;
};

type SectionFrameProps = { frame: SectionFrameState; children: ReactNode };

/**
 * The form around one tab's fields: the alert for errors no input shows, the Save button (and
 * "Save and continue" in the wizard), and the unsaved-changes guard. A role that may only read
 * offers sees the fields read only and no Save.
 */
export function SectionFrame({ frame, children }: SectionFrameProps) {
  const { tab, isWizard, nextPath } = useOfferEditor();
  const withContinue = isWizard && nextPath !== null;
  return (
    <form ref={frame.ref} noValidate onSubmit={frame.save(false)} aria-label={tab.label}>
      <Stack gap="lg" maw={1100}>
        <FormAlert title={`Could not save ${tab.label.toLowerCase()}`} message={frame.alert} />
        <ChangeFieldset>
          <Stack gap="lg">{children}</Stack>
        </ChangeFieldset>
        <MayChange>
          <Group justify="flex-end">
            <Button type="submit" variant={withContinue ? 'default' : 'filled'} loading={frame.isPending}>
              Save changes
            </Button>
            {withContinue ? (
              <Button type="button" loading={frame.isPending} onClick={() => frame.save(true)()}>
                Save and continue
              </Button>
            ) : null}
          </Group>
        </MayChange>
      </Stack>
      <UnsavedChangesModal isDirty={frame.isDirty} />
    </form>
  );
}
