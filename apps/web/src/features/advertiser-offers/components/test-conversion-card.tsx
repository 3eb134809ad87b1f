import {
  type AdvertiserTestConversion,
  advertiserTestConversionRequestSchema,
  postbackResultSentence,
} from '@affnet/contracts';
import { Alert, Badge, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { TestClickStep, TestEventFields } from '../../../components/offers/test-conversion-parts';
import { formatAmount } from '../../../lib/money';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRunTestConversion } from '../api/run-test-conversion';

type TestConversionCardProps = {
  offerId: string;
  events: readonly { key: string; name: string; isBase: boolean }[];
};

/**
 * "Send a test conversion": the network's real chain on a test click of the advertiser's offer (a
 * click through the tracking engine, then a conversion through the intake), flagged test, never
 * billed, and no publisher is told. The answer says what each step did.
 */
export function TestConversionCard({ offerId, events }: TestConversionCardProps) {
  const mutation = useRunTestConversion();
  const base = events.find((event) => event.isBase) ?? events[0];
  const { form, formProps, alert, isPending } = useContractForm({
    schema: advertiserTestConversionRequestSchema,
    mode: 'controlled',
    initialValues: { eventKey: base?.key ?? '', amount: '' },
    mutation,
    toRequest: (body) => ({ offerId, body }),
  });
  return (
    <InfoCard
      title="Send a test conversion"
      description="Runs the network's real chain once: a test click on your offer (an ordinary desktop Chrome visitor at your address, whatever browser you use), then a conversion of it. Both are flagged as tests: never billed, in no report or cap, and no publisher hears of them."
    >
      <form {...formProps} aria-label="Send a test conversion">
        <Stack gap="sm">
          <FormAlert title="Could not run the test" message={alert} />
          <TestEventFields
            events={events}
            inputProps={form.getInputProps}
            amountDescription="For events paid by a share of the sale; optional."
          />
          <Group>
            <Button type="submit" loading={isPending}>
              Send a test conversion
            </Button>
          </Group>
        </Stack>
      </form>
      {mutation.data ? <TestResult result={mutation.data.data} /> : null}
    </InfoCard>
  );
}

const OUTCOMES: Record<AdvertiserTestConversion['click']['outcome'], string> = {
  valid: 'taken by your offer',
  fallback: 'sent to the fallback',
  rejected: 'refused',
};

function TestResult({ result }: { result: AdvertiserTestConversion }) {
  const { click, conversion } = result;
  const recorded = conversion?.result === 'accepted';
  return (
    <Alert
      color={recorded ? 'teal' : 'yellow'}
      title={
        <Group gap="xs">
          <span>{recorded ? 'Test conversion recorded' : 'No test conversion recorded'}</span>
          <Badge color="gray" variant="outline">
            Test
          </Badge>
        </Group>
      }
    >
      <List type="ordered" spacing="xs" aria-label="Test conversion steps">
        <List.Item>
          <TestClickStep
            click={click}
            outcomes={OUTCOMES}
            landedAs={(url) => `Your landing page receives it as ${url}`}
          />
        </List.Item>
        <List.Item>
          {conversion ? (
            <>
              <Text size="sm">
                Conversion {recorded ? 'recorded' : 'not recorded'}
                {conversion.id ? (
                  <>
                    : <Code>{conversion.id}</Code>, {conversion.status}
                    {conversion.revenue && conversion.currency
                      ? `, would cost you ${formatAmount(conversion.revenue, conversion.currency)} (not billed: a test)`
                      : null}
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
      </List>
    </Alert>
  );
}
