import type { LinkPublisher } from '@affnet/contracts';
import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { InfoCard } from '../../../components/info-card';
import { LinkPartsFields } from '../../../components/offers/link-parts-fields';
import { LinkPublisherSelect } from '../../../components/offers/link-publisher-select';
import { TrackingLinkCard } from '../../../components/offers/tracking-link-card';
import { linkProblemOf } from '../../../lib/link-problem';
import type { OfferScreenProps } from '../../../lib/screen';
import { useLinkParts } from '../../../lib/use-link-parts';
import { useOfferCreativeChoices, useStaffTrackingLink } from '../api/tracking-links';
import { ClickPreviewPanel } from '../components/click-preview/click-preview-panel';
import { useOfferEditor } from '../components/editor/editor-context';
import { OfferEditor } from '../components/editor/offer-editor';
import { WizardContinue } from '../components/editor/wizard-continue';

/**
 * offer/{id}/tracking-link: the link generator for any publisher that may run the offer, and
 * "What would this click do?" beside it: what a link leads to depends on who clicks.
 */
export default function OfferTrackingLinkPage(props: OfferScreenProps) {
  return (
    <OfferEditor {...props} segment="tracking-link">
      <TrackingLinkTab />
      <WizardContinue />
    </OfferEditor>
  );
}

function TrackingLinkTab() {
  const { offer } = useOfferEditor();
  const [publisher, setPublisher] = useState<LinkPublisher | null>(null);
  const [test, setTest] = useState(false);
  const parts = useLinkParts();
  const query =
    publisher && parts.query ? { ...parts.query, publisherId: publisher.id, test: String(test) } : null;
  const link = useStaffTrackingLink(offer.id, query);
  const problem = link.isError ? linkProblemOf(link.error) : null;
  const creatives = useOfferCreativeChoices(offer.id);
  return (
    <Stack gap="lg">
      <InfoCard
        title="Link generator"
        description="Choose a publisher and what the link should carry; the link updates as you go."
      >
        <LinkPublisherSelect
          offerId={offer.id}
          value={publisher}
          onChange={setPublisher}
          error={problem?.fieldErrors.publisherId}
        />
        <LinkPartsFields
          values={parts.values}
          onChange={parts.set}
          errors={{ ...problem?.fieldErrors, ...parts.errors }}
          landingPages={offer.landingPages}
          creatives={creatives.data ?? []}
          deepLinksEnabled={offer.deepLinksEnabled}
        />
        <Switch
          label="Test link"
          description="For checking the offer yourself: its clicks are flagged as test clicks and never paid."
          checked={test}
          onChange={(event) => setTest(event.currentTarget.checked)}
        />
      </InfoCard>
      <TrackingLinkCard
        reader="staff"
        link={query ? link.data : undefined}
        isFetching={link.isFetching}
        problem={publisher ? (problem?.message ?? null) : null}
        hint={publisher ? null : 'Choose a publisher first.'}
      />
      <ClickPreviewPanel offer={offer} />
    </Stack>
  );
}
