import type { Advertiser } from '@affnet/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { InfoCard } from '../../../components/info-card';
import { RotatableSecret } from '../../../components/rotatable-secret';
import { notifyFailure } from '../../../lib/notify';
import { useRotateConversionToken } from '../api/rotate-conversion-token';

/** The advertiser's postback secret (masked, revealable, copyable, rotatable) and IP allowlist. */
export function ConversionSecurityCard({ advertiser }: { advertiser: Advertiser }) {
  const rotation = useRotateConversionToken({
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        title: 'Conversion token rotated',
        message: 'Send the new token to the advertiser; the old one no longer works.',
      }),
    onError: (error) => notifyFailure('Could not rotate the token', error),
  });

  return (
    <InfoCard
      title="Conversion security"
      description="The advertiser adds this token to server postbacks; conversions without it are refused."
    >
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Conversion token
        </Text>
        <RotatableSecret
          label="Conversion token"
          noun="token"
          value={advertiser.conversionToken}
          confirmTitle="Rotate the conversion token?"
          consequence={`A new token replaces the current one at once. Postbacks still sending the old token will be refused until ${advertiser.company} updates their integration.`}
          isRotating={rotation.isPending}
          onRotate={(done) => rotation.mutate(advertiser.id, { onSuccess: done })}
        />
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          IP allowlist
        </Text>
        {advertiser.ipAllowlist.length > 0 ? (
          <Group gap="xs" role="list" aria-label="IP allowlist">
            {advertiser.ipAllowlist.map((entry) => (
              <Badge key={entry} role="listitem" variant="outline" color="gray" tt="none" ff="monospace">
                {entry}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Any address: postbacks are accepted from every IP.
          </Text>
        )}
      </Stack>
    </InfoCard>
  );
}
