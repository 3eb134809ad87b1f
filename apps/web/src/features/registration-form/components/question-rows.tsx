import {
  REGISTRATION_FIELD_KIND_LABELS,
  REGISTRATION_FIELD_KINDS,
  REGISTRATION_FIELDS_MAX,
  REGISTRATION_OPTIONS_MAX,
} from '@affnet/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { selectInputProps } from '../../../lib/contract-form';
import { newQuestionRow, type QuestionValues } from './question-values';

const KIND_OPTIONS = REGISTRATION_FIELD_KINDS.map((value) => ({
  value,
  label: REGISTRATION_FIELD_KIND_LABELS[value],
}));

type QuestionRowsProps = { form: UseFormReturnType<QuestionValues> };

/** The questions in the order the sign-up form asks them: edit, move, remove, add. */
export function QuestionRows({ form }: QuestionRowsProps) {
  const rows = form.getValues().fields;
  return (
    <Stack gap="md">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No extra questions: the sign-up form asks only its own fields.
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const name = `Question ${index + 1}`;
        return (
          <Paper key={row.rowKey} withBorder radius="sm" p="md" component="fieldset" aria-label={name}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name.toLowerCase()} up`}
                    disabled={index === 0}
                    onClick={() => form.reorderListItem('fields', { from: index, to: index - 1 })}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name.toLowerCase()} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => form.reorderListItem('fields', { from: index, to: index + 1 })}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name.toLowerCase()}`}
                    onClick={() => form.removeListItem('fields', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={`${name} text`}
                  maxLength={80}
                  {...form.getInputProps(`fields.${index}.label`)}
                />
                <Select
                  label={`${name} answer type`}
                  data={KIND_OPTIONS}
                  allowDeselect={false}
                  {...selectInputProps(form.getInputProps(`fields.${index}.kind`))}
                />
              </SimpleGrid>
              {row.kind === 'select' ? (
                <TagsInput
                  label={`${name} choices`}
                  description="Press Enter after each choice; the partner picks one."
                  placeholder="Add a choice"
                  maxTags={REGISTRATION_OPTIONS_MAX}
                  acceptValueOnBlur
                  {...form.getInputProps(`fields.${index}.options`)}
                />
              ) : null}
              <TextInput
                label={`${name} help text`}
                description="Shown under the question on the sign-up form."
                maxLength={200}
                {...form.getInputProps(`fields.${index}.helpText`)}
              />
              <Switch
                label={row.kind === 'checkbox' ? 'Must be ticked to sign up' : 'Required'}
                {...form.getInputProps(`fields.${index}.required`, { type: 'checkbox' })}
              />
            </Stack>
          </Paper>
        );
      })}
      {typeof form.errors.fields === 'string' ? (
        <Text size="sm" c="red" role="alert">
          {form.errors.fields}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= REGISTRATION_FIELDS_MAX}
          onClick={() => form.insertListItem('fields', newQuestionRow())}
        >
          Add question
        </Button>
      </Group>
    </Stack>
  );
}
