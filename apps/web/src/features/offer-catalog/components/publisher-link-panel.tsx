import type { PublisherOffer } from '@affnet/contracts';
import { Stack, Text } from '@mantine/core';
import { InfoCard } from '../../../components/info-card';
import { LinkPartsFields } from '../../../components/offers/link-parts-fields';
import { TrackingLinkCard } from '../../../components/offers/tracking-link-card';
import { linkProblemOf } from '../../../lib/link-problem';
import { useLinkParts } from '../../../lib/use-link-parts';
import { usePublisherTrackingLink } from '../api/get-publisher-tracking-link';

/**
 * The publisher's own tracking link once they may run the offer (a small generator: page,
 * creative, sub ids, source, deep link); before that, what to do to get it.
 */
export function PublisherLinkPanel({ offer }: { offer: PublisherOffer }) {
  if (offer.access !== 'approved') {
    return (
      <InfoCard title="Your tracking link">
        <Text size="sm" c="dimmed">
          {offer.access === 'pending'
            ? 'Your link appears here once the network approves your request.'
            : offer.access === 'blocked'
              ? 'You cannot run this offer, so it has no link for you. Contact the network if you think this is a mistake.'
              : 'Your link appears here once you may run this offer: request access above.'}
        </Text>
      </InfoCard>
    );
  }
  return <PublisherLinkGenerator offer={offer} />;
}

function PublisherLinkGenerator({ offer }: { offer: PublisherOffer }) {
  const parts = useLinkParts();
  const link = usePublisherTrackingLink(offer.id, parts.query);
  const problem = link.isError ? linkProblemOf(link.error) : null;
  return (
    <Stack gap="lg">
      <InfoCard
        title="Your tracking link"
        description="Send your traffic through this link. Sub ids and source come back in your reports and postbacks."
      >
        <LinkPartsFields
          values={parts.values}
          onChange={parts.set}
          errors={{ ...problem?.fieldErrors, ...parts.errors }}
          landingPages={offer.landingPages}
          creatives={offer.creatives}
          deepLinksEnabled={offer.deepLinksEnabled}
        />
      </InfoCard>
      <TrackingLinkCard link={link.data} isFetching={link.isFetching} problem={problem?.message ?? null} />
    </Stack>
  );
}
