import {
  type IntegrationEvent,
  type LinkPublisher,
  postbackResultSentence,
  type TestConversion,
  testConversionRequestSchema,
} from '@affnet/contracts';
import { Anchor, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/form-alert';
import { InfoCard } from '../../../../components/info-card';
import { LinkPublisherSelect } from '../../../../components/offers/link-publisher-select';
import { TestClickStep, TestEventFields } from '../../../../components/offers/test-conversion-parts';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useRunTestConversion } from '../../api/test-conversion';

type TestConversionCardProps = {
  offerId: string;
  events: readonly IntegrationEvent[];
  /** The publisher postback log, where the queued calls show how they went. */
  postbackLogPath: string;
};

/**
 * "Test conversion": runs the whole chain for real (a test click through the click engine, a
 * test conversion through the intake, the publisher's postbacks queued as test calls) and says
 * what each step did. Tests count in no cap and no money.
 */
export function TestConversionCard({ offerId, events, postbackLogPath }: TestConversionCardProps) {
  const [publisher, setPublisher] = useState<LinkPublisher | null>(null);
  const mutation = useRunTestConversion();
  const base = events.find((event) => event.isBase) ?? events[0];
  const { form, formProps, alert, isPending } = useContractForm({
    schema: testConversionRequestSchema,
    mode: 'controlled',
    initialValues: { publisherId: '', eventKey: base?.key ?? '', amount: '' },
    mutation,
    toRequest: (body) => ({ offerId, body }),
  });
  return (
    <InfoCard
      title="Test conversion"
      description="A real test click and conversion for a publisher: the publisher's postbacks are sent once, marked as tests, and not retried. Tests count in no cap and no money."
    >
      <Text size="sm" c="dimmed">
        The test click is an ordinary visitor on desktop Chrome for Windows, whatever browser you use, coming
        from your own address: the offer's country and network rules judge where you are.
      </Text>
      <form {...formProps} aria-label="Test conversion">
        <Stack gap="sm">
          <FormAlert title="Could not run the test" message={alert} />
          <LinkPublisherSelect
            offerId={offerId}
            value={publisher}
            error={form.errors.publisherId}
            onChange={(chosen) => {
              setPublisher(chosen);
              form.setFieldValue('publisherId', chosen?.id ?? '');
            }}
          />
          <TestEventFields
            events={events}
            inputProps={form.getInputProps}
            amountDescription="For payouts by share of the sale; optional."
          />
          <Group>
            <Button type="submit" loading={isPending}>
              Run test conversion
            </Button>
          </Group>
        </Stack>
      </form>
      {mutation.data ? (
        <TestConversionSteps result={mutation.data.data} postbackLogPath={postbackLogPath} />
      ) : null}
    </InfoCard>
  );
}

const OUTCOMES: Record<TestConversion['click']['outcome'], string> = {
  valid: 'taken by the offer',
  fallback: 'sent to the fallback',
  rejected: 'refused',
};

function TestConversionSteps({
  result,
  postbackLogPath,
}: {
  result: TestConversion;
  postbackLogPath: string;
}) {
  const { click, conversion, postbacks } = result;
  return (
    <List type="ordered" spacing="xs" aria-label="Test conversion steps">
      <List.Item>
        <TestClickStep click={click} outcomes={OUTCOMES} landedAs={(url) => `Lands on ${url}`} />
      </List.Item>
      <List.Item>
        {conversion ? (
          <>
            <Text size="sm">
              Conversion {conversion.result === 'accepted' ? 'recorded' : 'not recorded'}
              {conversion.id ? (
                <>
                  : <Code>{conversion.id}</Code>, {conversion.status}, payout {conversion.payout}{' '}
                  {conversion.currency}, revenue {conversion.revenue} {conversion.currency}
                </>
              ) : null}
            </Text>
            <Text size="xs" c="dimmed">
              {postbackResultSentence(conversion.result)}
            </Text>
          </>
        ) : (
          <Text size="sm">No conversion: the offer did not take the click.</Text>
        )}
      </List.Item>
      <List.Item>
        <Text size="sm">
          {postbacks.length === 0
            ? 'No publisher postback was queued.'
            : `${postbacks.length} publisher postback${postbacks.length === 1 ? '' : 's'} queued as test calls:`}
        </Text>
        {postbacks.map((postback) => (
          <Text key={postback.id} size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {postback.method} {postback.url}
          </Text>
        ))}
        <Anchor component={Link} to={postbackLogPath} size="sm">
          Open the publisher postback log
        </Anchor>
      </List.Item>
    </List>
  );
}
