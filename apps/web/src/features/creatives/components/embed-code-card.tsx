import type { Creative, LinkPublisher } from '@affnet/contracts';
import { Alert, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { InfoCard } from '../../../components/info-card';
import { CreativeCodeBlocks } from '../../../components/offers/creative-code-blocks';
import { LinkPublisherSelect } from '../../../components/offers/link-publisher-select';
import { linkProblemOf } from '../../../lib/link-problem';
import { useCreativeCode } from '../api/get-creative-code';

const NO_LINK_TEXT =
  'Its markup has no {tracking_link}, so the code carries no link and its clicks would not be counted. Edit the creative and put {tracking_link} where the link goes ({etracking_link} inside another URL).';

/** Why publishers would not copy this code themselves, when they would not. */
function standingOf(creative: Creative): string | null {
  if (creative.status !== 'active') {
    return 'Paused: publishers do not see it, and clicks on this code are not reported under the creative until it is active.';
  }
  if (!creative.downloadable) return 'Hidden from publishers: they get this code only from you.';
  return null;
}

/**
 * The code a publisher pastes, as their offer page gives it: staff pick the publisher (TUNE and
 * Everflow staff generate links and creative code for a chosen partner), so the code is a real,
 * working one to send, never a template with a placeholder for the publisher.
 */
export function EmbedCodeCard({ creative }: { creative: Creative }) {
  const [publisher, setPublisher] = useState<LinkPublisher | null>(null);
  const code = useCreativeCode(creative.id, publisher?.id ?? null);
  const problem = code.isError ? linkProblemOf(code.error) : null;
  const standing = standingOf(creative);
  return (
    <InfoCard
      title="Embed code"
      description="What a publisher pastes: the creative with their own tracking link inside, as their offer page shows it."
    >
      {standing ? (
        <Text size="sm" c="dimmed">
          {standing}
        </Text>
      ) : null}
      <LinkPublisherSelect
        offerId={creative.offer.id}
        description="The code carries this publisher's link. Publishers that may run the offer; search by name or number (#1001)."
        value={publisher}
        onChange={setPublisher}
        error={problem?.fieldErrors.publisherId}
      />
      {!publisher ? (
        <Text size="sm" c="dimmed">
          Choose a publisher to see the code with their link.
        </Text>
      ) : problem ? (
        problem.fieldErrors.publisherId ? null : (
          <Alert color="red" variant="light" role="alert">
            {problem.message}
          </Alert>
        )
      ) : code.data ? (
        <CreativeCodeBlocks code={code.data} noLinkText={NO_LINK_TEXT} />
      ) : (
        <Loader size="sm" aria-label="Making the code" />
      )}
    </InfoCard>
  );
}
