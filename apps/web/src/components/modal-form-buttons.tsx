import { Button, Group } from '@mantine/core';

type ModalFormButtonsProps = {
  /** The submit button's label ("Record payment"). */
  submit: string;
  isPending: boolean;
  onCancel: () => void;
  /** A destructive action's colour ("red"); the theme's primary otherwise. */
  color?: string;
};

/** A modal form's last row: Cancel, then the submit button, spinning while the request runs. */
export function ModalFormButtons({ submit, isPending, onCancel, color }: ModalFormButtonsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" color={color} loading={isPending}>
        {submit}
      </Button>
    </Group>
  );
}
