import { CLICK_REASONS, type TestConversion } from '@affnet/contracts';
import { Code, Group, Select, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { selectInputProps } from '../../lib/contract-form';
import { visitorText } from '../../lib/test-visitor';

/*
 * What staff's "Test conversion" (the offer's integration tab) and the advertiser's "Send a test
 * conversion" (their offer view) share: the event and sale amount to convert, and what the test
 * click did. Each card words the rest for its reader.
 */

type TestEventFieldsProps = {
  events: readonly { key: string; name: string }[];
  /** The form's `getInputProps`, for `eventKey` and `amount`. */
  inputProps: (path: 'eventKey' | 'amount') => GetInputPropsReturnType;
  amountDescription: string;
};

/** The event the test converts and an optional sale amount. */
export function TestEventFields({ events, inputProps, amountDescription }: TestEventFieldsProps) {
  return (
    <Group grow align="flex-start">
      <Select
        label="Event to convert"
        data={events.map((event) => ({ value: event.key, label: `${event.name} (${event.key})` }))}
        allowDeselect={false}
        {...selectInputProps(inputProps('eventKey'))}
      />
      <TextInput
        label="Sale amount"
        description={amountDescription}
        placeholder="49.90"
        {...inputProps('amount')}
      />
    </Group>
  );
}

type TestClickStepProps = {
  click: TestConversion['click'];
  /** How the click went, in the reader's words ("taken by your offer"). */
  outcomes: Record<TestConversion['click']['outcome'], string>;
  /** Where the click landed, in the reader's words. */
  landedAs: (landingUrl: string) => string;
};

/** The test click: how it went, why it was refused, who the visitor was and where they landed. */
export function TestClickStep({ click, outcomes, landedAs }: TestClickStepProps) {
  return (
    <>
      <Text size="sm">
        Click {outcomes[click.outcome]}: <Code>{click.id}</Code>
      </Text>
      {click.reason ? (
        <Text size="xs" c="dimmed">
          {CLICK_REASONS[click.reason].sentence}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">{`Visitor: ${visitorText(click.visitor)}`}</Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {click.landingUrl ? landedAs(click.landingUrl) : 'The visitor would see the "link not valid" page.'}
      </Text>
    </>
  );
}
