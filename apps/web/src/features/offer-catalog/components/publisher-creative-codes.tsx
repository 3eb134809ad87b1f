import type { PublisherOffer } from '@affnet/contracts';
import { Alert, Loader, Text } from '@mantine/core';
import { CreativeCodeBlocks } from '../../../components/offers/creative-code-blocks';
import type { CreativeCodeSlot } from '../../../components/offers/partner-creatives-card';
import { linkProblemOf } from '../../../lib/link-problem';
import { usePublisherCreativeCodes } from '../api/get-publisher-creative-codes';
import { noLinkYetText } from './publisher-link-panel';

const NO_LINK_TEXT =
  'Its markup carries no tracking link, so clicks on it would not be counted for you. Ask the network to add one, or link it yourself with the tracking link below.';

/** The link's parts without the creative: each creative's code names its own. */
function withoutCreative(query: Record<string, string> | null): Record<string, string> | null {
  if (!query) return null;
  const { creativeId: _creative, ...rest } = query;
  return rest;
}

/**
 * Each creative's code with the publisher's own link inside, following the parts chosen in their
 * link generator; until they may run the offer, why there is none.
 */
export function usePublisherCodeSlot(
  offer: PublisherOffer,
  linkQuery: Record<string, string> | null,
): CreativeCodeSlot {
  const runnable = offer.access === 'approved' && offer.creatives.length > 0;
  const codes = usePublisherCreativeCodes(offer.id, runnable ? withoutCreative(linkQuery) : null);
  return (creative) => {
    if (offer.access !== 'approved') {
      return (
        <Text size="sm" c="dimmed">
          {noLinkYetText(offer.access, 'code with your tracking link')}
        </Text>
      );
    }
    if (codes.isError) {
      return (
        <Alert color="red" variant="light" role="alert">
          {linkProblemOf(codes.error).message}
        </Alert>
      );
    }
    const code = codes.data?.find((item) => item.creativeId === creative.id);
    if (!code) {
      return codes.isFetching ? (
        <Loader size="sm" aria-label={`Making the code of ${creative.name}`} />
      ) : null;
    }
    return <CreativeCodeBlocks code={code} noLinkText={NO_LINK_TEXT} />;
  };
}
