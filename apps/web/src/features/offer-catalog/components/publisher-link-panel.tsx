import type { PublisherAccess, PublisherOffer } from '@affnet/contracts';
import { Stack, Text } from '@mantine/core';
import { InfoCard } from '../../../components/info-card';
import { LinkPartsFields } from '../../../components/offers/link-parts-fields';
import { TrackingLinkCard } from '../../../components/offers/tracking-link-card';
import { linkProblemOf } from '../../../lib/link-problem';
import type { LinkParts } from '../../../lib/use-link-parts';
import { usePublisherTrackingLink } from '../api/get-publisher-tracking-link';

/** Why a publisher has no link (and no creative code) yet, and what to do about it. */
export function noLinkYetText(access: Exclude<PublisherAccess, 'approved'>, what: string): string {
  if (access === 'pending') return `Your ${what} appears here once the network approves your request.`;
  if (access === 'blocked') {
    return `You cannot run this offer, so there is no ${what} for you. Contact the network if you think this is a mistake.`;
  }
  return `Your ${what} appears here once you may run this offer: request access above.`;
}

/**
 * The publisher's own tracking link once they may run the offer (a small generator: page,
 * creative, sub ids, source, deep link); before that, what to do to get it.
 */
export function PublisherLinkPanel({ offer, parts }: { offer: PublisherOffer; parts: LinkParts }) {
  if (offer.access !== 'approved') {
    return (
      <InfoCard title="Your tracking link">
        <Text size="sm" c="dimmed">
          {noLinkYetText(offer.access, 'link')}
        </Text>
      </InfoCard>
    );
  }
  return <PublisherLinkGenerator offer={offer} parts={parts} />;
}

function PublisherLinkGenerator({ offer, parts }: { offer: PublisherOffer; parts: LinkParts }) {
  const link = usePublisherTrackingLink(offer.id, parts.query);
  const problem = link.isError ? linkProblemOf(link.error) : null;
  return (
    <Stack gap="lg">
      <InfoCard
        title="Your tracking link"
        description="Send your traffic through this link. Sub ids and source come back in your reports and postbacks; your creatives' code below carries them too."
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
      <TrackingLinkCard
        reader="publisher"
        link={link.data}
        isFetching={link.isFetching}
        problem={problem?.message ?? null}
      />
    </Stack>
  );
}
