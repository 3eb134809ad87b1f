import type { IntegrationEvent, OfferIntegration } from '@affnet/contracts';
import { Alert, List, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { InfoCard } from '../../../components/info-card';
import { CopyCode } from '../../../components/offers/copy-code';
import { ErrorState } from '../../../components/query-states';
import type { OfferScreenProps } from '../../../lib/screen';
import { useOfferIntegration } from '../api/tracking-links';
import { useOfferEditor } from '../components/editor/editor-context';
import { OfferEditor } from '../components/editor/offer-editor';
import { WizardContinue } from '../components/editor/wizard-continue';
import { TestConversionCard } from '../components/test-conversion/test-conversion-card';

/** offer/{id}/integration: how the advertiser's platform reports conversions back, per event. */
export default function OfferIntegrationPage({
  postbackLogPath,
  ...props
}: OfferScreenProps & { postbackLogPath: string }) {
  return (
    <OfferEditor {...props} segment="integration">
      <IntegrationTab postbackLogPath={postbackLogPath} />
      <WizardContinue />
    </OfferEditor>
  );
}

function IntegrationTab({ postbackLogPath }: { postbackLogPath: string }) {
  const { offer } = useOfferEditor();
  const query = useOfferIntegration(offer.id);
  if (query.isError) {
    return (
      <ErrorState
        title="The integration could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Loader aria-label="Loading the integration" />;
  return (
    <Stack gap="lg">
      <IntegrationSnippets integration={query.data} />
      {query.data.events.length > 0 ? (
        <TestConversionCard offerId={offer.id} events={query.data.events} postbackLogPath={postbackLogPath} />
      ) : null}
    </Stack>
  );
}

function IntegrationSnippets({ integration }: { integration: OfferIntegration }) {
  const [eventKey, setEventKey] = useState(integration.events[0]?.key ?? '');
  const event = integration.events.find((candidate) => candidate.key === eventKey) ?? integration.events[0];
  if (!event) return <Text c="dimmed">This offer has no events yet: add one on the Events tab.</Text>;
  return (
    <Stack gap="lg">
      {integration.domain.kind === 'panel' ? (
        <Alert color="yellow" title="No tracking domain yet">
          This network has no tracking domain, so these use the panel's own address (
          {integration.domain.origin}). Add a tracking domain before the advertiser goes live.
        </Alert>
      ) : null}
      <Select
        label="Event"
        description="Each event has its own postback and pixels."
        data={integration.events.map((item) => ({
          value: item.key,
          label: `${item.name} (${item.key})${item.isBase ? ' · base' : ''}`,
        }))}
        allowDeselect={false}
        value={event.key}
        onChange={(key) => setEventKey(key ?? event.key)}
        maw={420}
      />
      <PostbackCard event={event} integration={integration} />
      {integration.conversionIntake === 'server_and_browser' ? (
        <PixelCards event={event} integration={integration} />
      ) : (
        <BrowsersRefused integration={integration} />
      )}
    </Stack>
  );
}

function PostbackCard({ event, integration }: { event: IntegrationEvent; integration: OfferIntegration }) {
  return (
    <InfoCard
      title="Server postback (recommended)"
      description={`${integration.advertiser.company}'s server calls this URL when a conversion happens. It does not depend on cookies.`}
    >
      <CopyCode code={event.postbackUrl} label="Copy postback URL" />
      <List size="sm" spacing={2}>
        <List.Item>
          click_id: the click id the destination URL received as {'{click_id}'}; the advertiser stores it and
          sends it back.
        </List.Item>
        <List.Item>event: which event converted ({event.key}).</List.Item>
        <List.Item>amount: the sale amount, for revenue-share payouts; leave it out otherwise.</List.Item>
        <List.Item>
          txn_id: the advertiser's order or transaction id; a repeat with the same id is counted once.
        </List.Item>
        <List.Item>
          {integration.tokenShown
            ? "token: the advertiser's secret postback token; a postback without it is refused."
            : "token: the advertiser's secret postback token, shown on the advertiser's page to staff who may read advertisers."}
        </List.Item>
      </List>
    </InfoCard>
  );
}

/** Whose choice the channels are: the offer's General tab, or the network's advertiser settings. */
const whereChosen = (integration: OfferIntegration) =>
  integration.conversionIntakeFrom === 'offer'
    ? "this offer's General tab"
    : 'the network’s advertiser settings (the offer follows them)';

function BrowsersRefused({ integration }: { integration: OfferIntegration }) {
  return (
    <Alert color="gray" title="Pixels and the JS tag are off">
      This offer takes conversions from the server postback only, as set on {whereChosen(integration)}. A
      pixel or tag call is refused and shows in the postback log as “Browser not accepted”.
    </Alert>
  );
}

/** What a browser's call may set on this offer, in plain words. */
function browserLimits(integration: OfferIntegration): string {
  const amount = integration.browserSaleAmountMax
    ? `sale amounts count up to ${integration.browserSaleAmountMax} (a larger one is refused)`
    : 'their sale amounts are ignored';
  return `They run in the visitor's browser, so anyone holding a click id can fire them: they never set the status (the event's or offer's default applies), ${amount}, and a click converts through them once per event. A server postback for the same click confirms what a pixel recorded.`;
}

function PixelCards({ event, integration }: { event: IntegrationEvent; integration: OfferIntegration }) {
  return (
    <InfoCard
      title="Pixels and tag"
      description={`For advertisers who cannot send postbacks: placed on their thank-you page, they read the click from the visitor's cookie. Taken on this offer as set on ${whereChosen(integration)}.`}
    >
      <Text size="sm">{browserLimits(integration)}</Text>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Image pixel
        </Text>
        <CopyCode code={event.imagePixel} label="Copy image pixel" />
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Iframe pixel
        </Text>
        <CopyCode code={event.iframePixel} label="Copy iframe pixel" />
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          JavaScript tag
        </Text>
        <CopyCode code={event.scriptTag} label="Copy JavaScript tag" />
      </Stack>
    </InfoCard>
  );
}
