import type { SystemEmailKey, SystemEmailTemplateView } from '@affnet/contracts';
import { notifyFailure } from '../../../lib/notify';
import { useResetSystemEmail } from '../api/system-emails';
import { ConfirmButton } from './confirm-button';

type ResetEmailButtonProps = {
  emailKey: SystemEmailKey;
  disabled: boolean;
  onReset: (view: SystemEmailTemplateView) => void;
};

/** "Reset to default" after a confirmation: the network's own text is deleted. */
export function ResetEmailButton({ emailKey, disabled, onReset }: ResetEmailButtonProps) {
  const reset = useResetSystemEmail();
  return (
    <ConfirmButton
      label="Reset to default"
      title="Reset this e-mail to its default?"
      text="Your subject and text are replaced by the default ones; the history keeps them."
      confirmLabel="Reset"
      disabled={disabled}
      isPending={reset.isPending}
      onConfirm={(close) =>
        reset.mutate(emailKey, {
          onSuccess: (view) => {
            close();
            onReset(view);
          },
          onError: (error) => notifyFailure('Could not reset the e-mail', error),
        })
      }
    />
  );
}
