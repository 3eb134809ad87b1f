import type { OfferAccess } from '@affnet/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { countOf } from '../../../lib/format';

type AccessAnswersProps = { answers: OfferAccess['answers']; termsAcceptedAt: string | null };

/** The answers a publisher gave with their request, folded away until asked for. */
export function AccessAnswers({ answers, termsAcceptedAt }: AccessAnswersProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const terms = termsAcceptedAt ? (
    <Text size="xs" c="dimmed">
      Accepted the terms
    </Text>
  ) : null;
  if (answers.length === 0) {
    return (
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          No answers
        </Text>
        {terms}
      </Stack>
    );
  }
  const Icon = opened ? IconChevronUp : IconChevronDown;
  return (
    <Stack gap={4}>
      <Button
        size="compact-xs"
        variant="subtle"
        rightSection={<Icon size={14} aria-hidden />}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
      >
        {opened ? 'Hide answers' : `Show ${countOf(answers.length, 'answer', 'answers')}`}
      </Button>
      {opened ? (
        <Stack gap="xs" maw={360} id={panelId}>
          {answers.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: answers are a fixed, ordered list
            <Stack gap={0} key={index}>
              <Text size="xs" fw={600}>
                {item.question}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.answer}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {terms}
    </Stack>
  );
}
