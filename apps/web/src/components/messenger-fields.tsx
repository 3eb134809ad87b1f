import { MESSENGERS } from '@affnet/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { type FieldBinder, selectInputProps } from '../lib/contract-form';

export const MESSENGER_LABELS: Record<(typeof MESSENGERS)[number], string> = {
  telegram: 'Telegram',
  skype: 'Skype',
  whatsapp: 'WhatsApp',
  teams: 'Microsoft Teams',
  other: 'Other',
};
const MESSENGER_OPTIONS = MESSENGERS.map((value) => ({ value, label: MESSENGER_LABELS[value] }));

type MessengerFieldsProps = {
  form: FieldBinder<'messenger' | 'messengerHandle'>;
};

/** How the network's managers can reach the publisher (optional). */
export function MessengerFields({ form }: MessengerFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label="Messenger"
        placeholder="Choose a messenger"
        clearable
        data={MESSENGER_OPTIONS}
        key={form.key('messenger')}
        {...selectInputProps(form.getInputProps('messenger'))}
      />
      <TextInput
        label="Messenger handle"
        autoComplete="off"
        key={form.key('messengerHandle')}
        {...form.getInputProps('messengerHandle')}
      />
    </SimpleGrid>
  );
}
