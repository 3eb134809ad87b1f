import {
  APPROVAL_QUESTIONS_MAX,
  OFFER_VISIBILITIES,
  OFFER_VISIBILITY_LABELS,
  type OfferVisibility,
} from '@affnet/contracts';
import { ActionIcon, Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { InfoCard } from '../../../../components/info-card';
import type { SectionForm } from '../../components/editor/offer-form';
import { ListError } from '../../components/list-error';
import type { PermissionValues } from './permission-values';

const VISIBILITY_HELP: Record<OfferVisibility, string> = {
  public: 'Every publisher sees the offer and can run it at once.',
  approval: 'Every publisher sees the offer; they ask to run it and you approve or reject each request.',
  private: 'Only publishers you grant access to see the offer; nobody can ask for it.',
};

/** Who sees the offer, what an access request asks, and the terms a publisher accepts. */
export function PermissionFields({ form }: { form: SectionForm<PermissionValues> }) {
  const questions = form.values.approvalQuestions;
  return (
    <>
      <InfoCard title="Visibility">
        <Radio.Group aria-label="Visibility" {...form.getInputProps('visibility')}>
          <Stack gap="sm">
            {OFFER_VISIBILITIES.map((value) => (
              <Radio
                key={value}
                value={value}
                label={OFFER_VISIBILITY_LABELS[value]}
                description={VISIBILITY_HELP[value]}
              />
            ))}
          </Stack>
        </Radio.Group>
      </InfoCard>
      <InfoCard
        title="Approval questions"
        description={`Asked when a publisher requests access, e.g. "Which traffic sources will you use?". Up to ${APPROVAL_QUESTIONS_MAX}.`}
      >
        {questions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No questions: a request needs no answers.
          </Text>
        ) : null}
        {questions.map((_, index) => (
          // Questions have no identity of their own; the position is what the publisher sees.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={`Question ${index + 1}`}
              flex={1}
              maxLength={300}
              {...form.getInputProps(`approvalQuestions.${index}`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={6}
              aria-label={`Remove question ${index + 1}`}
              onClick={() => form.removeListItem('approvalQuestions', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <ListError error={form.errors.approvalQuestions} />
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={questions.length >= APPROVAL_QUESTIONS_MAX}
          onClick={() => form.insertListItem('approvalQuestions', '')}
        >
          Add question
        </Button>
      </InfoCard>
      <InfoCard title="Terms" description="What a publisher agrees to when they start running the offer.">
        <Textarea
          aria-label="Terms"
          autosize
          minRows={4}
          maxLength={20_000}
          {...form.getInputProps('terms')}
        />
      </InfoCard>
    </>
  );
}
