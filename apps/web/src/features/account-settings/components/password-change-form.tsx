import { type ChangePasswordBody, changePasswordBodySchema } from '@affnet/contracts';
import { PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { PasswordFields } from '../../../components/password-fields';
import { SaveSettingsButton } from '../../../components/settings-page';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { useContractForm } from '../../../lib/use-contract-form';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/** `PUT /account/password`: the current password proves it is you; other devices are signed out. */
export function PasswordChangeForm() {
  const mutation = useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      request<{ data: { message: string } }>('/v1/account/password', {
        method: 'PUT',
        body: toFormData(body),
      }),
  });
  const { form, formProps, alert, isPending } = useContractForm({
    schema: changePasswordBodySchema,
    initialValues: EMPTY,
    mutation,
    toRequest: (body) => body,
    onSuccess: ({ data }) => {
      form.setValues(EMPTY);
      notifications.show({ color: 'teal', title: 'Password changed', message: data.message });
    },
  });
  return (
    <form {...formProps} aria-label="Change password">
      <InfoCard
        title="Password"
        description="Changing it signs you out on every other device; this one stays signed in."
      >
        <Stack gap="md" maw={420}>
          <FormAlert title="Could not change your password" message={alert} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordFields form={form} passwordLabel="New password" />
          <SaveSettingsButton isPending={isPending} label="Change password" />
        </Stack>
      </InfoCard>
    </form>
  );
}
