import type { OfferIntegration } from '@affnet/contracts';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { MayChange } from '../../../components/may-change';
import {
  BrowsersOffAlert,
  IntegrationSnippets as SharedSnippets,
  type SnippetWords,
} from '../../../components/offers/integration-snippets';
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
        <MayChange>
          <TestConversionCard
            offerId={offer.id}
            events={query.data.events}
            postbackLogPath={postbackLogPath}
          />
        </MayChange>
      ) : null}
    </Stack>
  );
}

/** Whose choice the channels are: the offer's General tab, or the network's advertiser settings. */
const whereChosen = (integration: OfferIntegration) =>
  integration.conversionIntakeFrom === 'offer'
    ? "this offer's General tab"
    : 'the network’s advertiser settings (the offer follows them)';

/** The snippets in staff's words: about the advertiser, and where the channels were chosen. */
function staffWords(integration: OfferIntegration): SnippetWords {
  return {
    postbackDescription: `${integration.advertiser.company}'s server calls this URL when a conversion happens. It does not depend on cookies.`,
    sender: 'the advertiser',
    token: integration.tokenShown
      ? "token: the advertiser's secret postback token; a postback without it is refused."
      : "token: the advertiser's secret postback token, shown on the advertiser's page to staff who may read advertisers.",
    browsersOff: (
      <BrowsersOffAlert>
        This offer takes conversions from the server postback only, as set on {whereChosen(integration)}. A
        pixel or tag call is refused and shows in the postback log as “Browser not accepted”.
      </BrowsersOffAlert>
    ),
    pixelsDescription: `For advertisers who cannot send postbacks: placed on their thank-you page, they read the click from the visitor's cookie. Taken on this offer as set on ${whereChosen(integration)}.`,
  };
}

function IntegrationSnippets({ integration }: { integration: OfferIntegration }) {
  if (integration.events.length === 0)
    return <Text c="dimmed">This offer has no events yet: add one on the Events tab.</Text>;
  return (
    <SharedSnippets
      events={integration.events}
      browsersTaken={integration.conversionIntake === 'server_and_browser'}
      browserAmountLimit={integration.browserSaleAmountMax}
      words={staffWords(integration)}
      notice={
        integration.domain.kind === 'panel' ? (
          <Alert color="yellow" title="No tracking domain yet">
            This network has no tracking domain, so these use the panel's own address (
            {integration.domain.origin}). Add a tracking domain before the advertiser goes live.
          </Alert>
        ) : null
      }
    />
  );
}
