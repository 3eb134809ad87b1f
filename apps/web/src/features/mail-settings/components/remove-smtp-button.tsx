import { notifications } from '@mantine/notifications';
import { notifyFailure } from '../../../lib/notify';
import { useRemoveSmtpSettings } from '../api/smtp-settings';
import { ConfirmButton } from './confirm-button';

/** Removes the network's own mail server after a confirmation: the server-wide one takes over. */
export function RemoveSmtpButton() {
  const remove = useRemoveSmtpSettings();
  return (
    <ConfirmButton
      label="Use the server-wide setting"
      title="Remove this network's mail server?"
      text="The settings and the stored password are deleted; the server-wide mail server sends this network's e-mails from then on."
      confirmLabel="Remove"
      isPending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(undefined, {
          onSuccess: () => {
            close();
            notifications.show({
              color: 'teal',
              title: 'SMTP settings removed',
              message: "The server-wide mail server sends this network's e-mails again.",
            });
          },
          onError: (error) => notifyFailure('Could not remove the SMTP settings', error),
        })
      }
    />
  );
}
