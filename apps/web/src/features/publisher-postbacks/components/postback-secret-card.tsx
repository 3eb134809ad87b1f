import { Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { InfoCard } from '../../../components/info-card';
import { ErrorState } from '../../../components/query-states';
import { RotatableSecret } from '../../../components/rotatable-secret';
import { notifyFailure } from '../../../lib/notify';
import { usePostbackSecret, useRotatePostbackSecret } from '../api/postback-secret';

/** The publisher's signing secret: masked, revealable, copyable, and rotated after a confirmation. */
export function PostbackSecretCard() {
  const secret = usePostbackSecret();
  const rotation = useRotatePostbackSecret({
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        title: 'Secret rotated',
        message: 'Calls from now on are signed with the new secret.',
      }),
    onError: (error) => notifyFailure('Could not rotate the secret', error),
  });
  return (
    <InfoCard
      title="Signing secret"
      description="Every call carries X-Affnet-Signature: t={time},v1={HMAC-SHA256 of time.method.url.body with this secret} and X-Affnet-Delivery (the same on every retry). Check them to be sure a call is ours."
    >
      {secret.data ? (
        <RotatableSecret
          label="Signing secret"
          noun="secret"
          value={secret.data}
          confirmTitle="Rotate the signing secret?"
          consequence="A new secret replaces the current one at once. Calls signed with it will not verify against the old secret, so update your endpoint right after."
          isRotating={rotation.isPending}
          onRotate={(done) => rotation.mutate(undefined, { onSuccess: done })}
        />
      ) : secret.isError ? (
        <ErrorState
          title="Could not load the secret"
          error={secret.error}
          onRetry={() => void secret.refetch()}
        />
      ) : (
        <Loader size="sm" aria-label="Loading the secret" />
      )}
    </InfoCard>
  );
}
