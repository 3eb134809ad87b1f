import { type InvoiceKind, partnerAdjustmentBodySchema } from '@affnet/contracts';
import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CurrencySelect } from '../../../components/currency-select';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { AdvertiserPicker, PublisherPicker } from '../../../components/pickers/partner-picker';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { useContractForm } from '../../../lib/use-contract-form';
import { useAddPartnerAdjustment } from '../api/adjust-invoice';
import { AdjustmentFields } from './adjustment-fields';
import { BILLING_KINDS } from './billing-kinds';

type PartnerAdjustmentFormProps = {
  kind: InvoiceKind;
  /** After it was added: the draft it went on, to open. */
  onAdded: (draftId: string) => void;
  onCancel: () => void;
};

function PartnerAdjustmentForm({ kind, onAdded, onCancel }: PartnerAdjustmentFormProps) {
  const { defaultCurrency } = useAppConfig();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: partnerAdjustmentBodySchema,
    mode: 'controlled',
    initialValues: {
      partnerKind: kind,
      partnerId: '',
      currency: defaultCurrency,
      reason: 'bonus' as const,
      amount: '',
      memo: '',
    },
    hidden: ['partnerKind'],
    mutation: useAddPartnerAdjustment(),
    toRequest: (body) => body,
    onSuccess: ({ data }) => {
      notifications.show({
        color: 'teal',
        message: `Adjustment added to the draft for ${data.partner.name}.`,
      });
      onAdded(data.id);
    },
  });
  const Picker = kind === 'publisher' ? PublisherPicker : AdvertiserPicker;
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not add the adjustment" message={alert} />
        <Text size="sm">
          It goes on the {BILLING_KINDS[kind].partner.toLowerCase()}’s open draft in that currency, made for
          it when there is none; the next run adds its conversions to the same draft.
        </Text>
        <Picker
          label={BILLING_KINDS[kind].partner}
          data-autofocus
          {...form.getInputProps('partnerId')}
          value={form.values.partnerId || null}
          onChange={(value) => form.setFieldValue('partnerId', value ?? '')}
        />
        <CurrencySelect
          label="Currency"
          {...form.getInputProps('currency')}
          onChange={(code) => form.setFieldValue('currency', code)}
        />
        <AdjustmentFields form={form} currency={form.values.currency || null} focusAmount={false} />
        <ModalFormButtons submit="Add adjustment" isPending={isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

type PartnerAdjustmentModalProps = PartnerAdjustmentFormProps & { opened: boolean };

/** A bonus, correction or chargeback for a partner, whether or not it has a draft open. */
export function PartnerAdjustmentModal({ opened, ...props }: PartnerAdjustmentModalProps) {
  return (
    <Modal opened={opened} onClose={props.onCancel} title="Add adjustment" centered>
      {opened ? <PartnerAdjustmentForm {...props} /> : null}
    </Modal>
  );
}
