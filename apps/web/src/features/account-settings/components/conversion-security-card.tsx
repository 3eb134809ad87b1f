import {
  type ConversionSecurity,
  type UpdateIpAllowlistRequest,
  updateIpAllowlistBodySchema,
} from '@affnet/contracts';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { IpAllowlistInput } from '../../../components/ip-allowlist-input';
import { RotatableSecret } from '../../../components/rotatable-secret';
import {
  SaveSettingsButton,
  SettingsGate,
  settingsKey,
  settingsQuery,
  useSaveSettings,
} from '../../../components/settings-page';
import { request } from '../../../lib/http';
import { notifyFailure } from '../../../lib/notify';
import { useContractForm } from '../../../lib/use-contract-form';

/*
 * The advertiser's conversion security on their setting/account: the postback token (shown
 * masked, revealable, copyable, rotatable as staff rotate it) and the addresses their server
 * postbacks may come from. The network's tracking takes a change within about a second.
 */

const SECURITY_KEY = settingsKey('conversion-security');
const PATH = '/v1/advertiser/conversion-security';

function useRotateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await request<{ data: ConversionSecurity }>('/v1/advertiser/conversion-token', { method: 'POST' }))
        .data,
    onSuccess: (security) => queryClient.setQueryData(SECURITY_KEY, security),
  });
}

export function ConversionSecurityCard() {
  const query = useQuery(settingsQuery<ConversionSecurity>(SECURITY_KEY, PATH));
  return (
    <InfoCard
      title="Conversion security"
      description="Your server sends this token with every postback; postbacks without it are refused. Your offers' pages give the postback URLs with it filled in."
    >
      <SettingsGate query={query} noun="your postback token">
        {(security) => (
          <Stack gap="lg">
            <TokenRow token={security.conversionToken} />
            <IpAllowlistForm ipAllowlist={security.ipAllowlist} />
          </Stack>
        )}
      </SettingsGate>
    </InfoCard>
  );
}

function TokenRow({ token }: { token: string }) {
  const rotation = useRotateToken();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Postback token
      </Text>
      <RotatableSecret
        label="Postback token"
        noun="token"
        value={token}
        confirmTitle="Rotate your postback token?"
        consequence="A new token replaces the current one at once. Postbacks still sending the old token are refused until you put the new one in your integration."
        isRotating={rotation.isPending}
        onRotate={(done) =>
          rotation.mutate(undefined, {
            onSuccess: () => {
              done();
              notifications.show({
                color: 'teal',
                title: 'Postback token rotated',
                message: 'Put the new token in your integration now; the old one no longer works.',
              });
            },
            onError: (error) => notifyFailure('Could not rotate the token', error),
          })
        }
      />
    </Stack>
  );
}

function IpAllowlistForm({ ipAllowlist }: { ipAllowlist: readonly string[] }) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: updateIpAllowlistBodySchema,
    initialValues: { ipAllowlist: [...ipAllowlist] },
    mutation: useSaveSettings<UpdateIpAllowlistRequest, ConversionSecurity>({
      key: SECURITY_KEY,
      path: '/v1/advertiser/ip-allowlist',
    }),
    toRequest: (body) => body,
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        title: 'IP allowlist saved',
        message: 'Postbacks are now checked against it.',
      }),
  });
  return (
    <form {...formProps} aria-label="IP allowlist">
      <Stack gap="sm">
        <FormAlert title="Could not save the IP allowlist" message={alert} />
        <IpAllowlistInput form={form} />
        <SaveSettingsButton isPending={isPending} label="Save IP allowlist" />
      </Stack>
    </form>
  );
}
