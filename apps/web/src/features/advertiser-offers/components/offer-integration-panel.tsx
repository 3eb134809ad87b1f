import type { AdvertiserIntegration } from '@affnet/contracts';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InfoCard } from '../../../components/info-card';
import {
  BrowsersOffAlert,
  IntegrationSnippets,
  type SnippetWords,
} from '../../../components/offers/integration-snippets';
import { ErrorState } from '../../../components/query-states';
import { SecretText } from '../../../components/secret-text';
import { formatAmount } from '../../../lib/money';
import { useOfferIntegration } from '../api/get-offer-integration';
import { TestConversionCard } from './test-conversion-card';

type OfferIntegrationPanelProps = {
  offerId: string;
  currency: string;
  /** The advertiser's setting/account, where they rotate the token and set the IP allowlist. */
  accountPath: string;
};

/** The snippets in the advertiser's own words. */
const ADVERTISER_WORDS: SnippetWords = {
  postbackDescription:
    'Your server calls this URL when a conversion happens. It does not depend on cookies, so it counts every sale.',
  sender: 'your platform',
  token: 'token: your secret postback token, already in the URL; a postback without it is refused.',
  browsersOff: (
    <BrowsersOffAlert>
      This offer takes conversions from your server postback only, as the network set it. A pixel or tag call
      would be refused (“Browser not accepted” in your postback log), so none is offered here.
    </BrowsersOffAlert>
  ),
  pixelsDescription:
    'If your platform cannot send postbacks: place one on your thank-you page; it reads the click from the visitor’s cookie.',
};

/** advertiser offer/view/{id}, Integration: their token, the snippets per event and a test. */
export function OfferIntegrationPanel({ offerId, currency, accountPath }: OfferIntegrationPanelProps) {
  const query = useOfferIntegration(offerId);
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
  const integration = query.data;
  return (
    <Stack gap="lg">
      <TokenCard integration={integration} accountPath={accountPath} />
      <IntegrationSnippets
        events={integration.events}
        browsersTaken={integration.conversionIntake === 'server_and_browser'}
        browserAmountLimit={
          integration.browserSaleAmountMax ? formatAmount(integration.browserSaleAmountMax, currency) : null
        }
        words={ADVERTISER_WORDS}
      />
      {integration.events.length > 0 ? (
        <TestConversionCard offerId={offerId} events={integration.events} />
      ) : null}
    </Stack>
  );
}

function TokenCard({
  integration,
  accountPath,
}: {
  integration: AdvertiserIntegration;
  accountPath: string;
}) {
  return (
    <InfoCard
      title="Your postback token"
      description="Your server sends it with every postback; the URLs below already carry it. Keep it secret."
    >
      <SecretText label="Postback token" value={integration.conversionToken} />
      <Text size="sm">
        Rotate it, or limit the addresses your postbacks may come from, in your{' '}
        <Anchor component={Link} to={accountPath}>
          account settings
        </Anchor>
        .
      </Text>
    </InfoCard>
  );
}
