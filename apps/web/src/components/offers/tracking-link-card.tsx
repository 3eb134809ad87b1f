import type { TrackingLink } from '@affnet/contracts';
import { Alert, List, Loader, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import { InfoCard } from '../info-card';
import { CopyCode } from './copy-code';

/** Who reads the card: staff making a link for a publisher, or the publisher their own. */
export type LinkReader = 'staff' | 'publisher';

type TrackingLinkCardProps = {
  reader: LinkReader;
  link: TrackingLink | undefined;
  isFetching: boolean;
  /** Why there is no link now (an input to fix, no access); shown instead of the links. */
  problem?: string | null;
  /** What to do before there can be a link (e.g. choose a publisher). */
  hint?: string | null;
};

/** The generated link, short and long, each with a copy button, and what its parameters mean. */
export function TrackingLinkCard({ reader, link, isFetching, problem, hint }: TrackingLinkCardProps) {
  return (
    <InfoCard
      title="Your link"
      description={isFetching ? <Loader size="xs" aria-label="Updating the link" /> : null}
    >
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : link ? (
        <LinkText link={link} reader={reader} />
      ) : (
        <Text size="sm" c="dimmed">
          {hint ?? 'The link appears here.'}
        </Text>
      )}
      <ParameterList reader={reader} />
    </InfoCard>
  );
}

function LinkText({ link, reader }: { link: TrackingLink; reader: LinkReader }) {
  return (
    <Stack gap="md">
      {/* Only staff can add a tracking domain; a publisher's link works on the panel's address. */}
      {link.domain.kind === 'panel' && reader === 'staff' ? (
        <Alert color="yellow" title="No tracking domain yet">
          This network has no tracking domain, so links use the panel's own address ({link.domain.origin}).
          Add a tracking domain to the network before sending real traffic.
        </Alert>
      ) : null}
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {link.test ? 'Test link' : 'Short link'}
        </Text>
        {link.test ? (
          <Text size="xs" c="dimmed">
            Its clicks are test clicks (counted in no cap, never paid)
            {link.testExpiresAt ? ` until ${formatDateTime(link.testExpiresAt)}` : ''}.
          </Text>
        ) : null}
        <CopyCode code={link.shortUrl} label={link.test ? 'Copy test link' : 'Copy short link'} />
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Long link
        </Text>
        <Text size="xs" c="dimmed">
          {reader === 'staff'
            ? `The same link with offer ${link.offerRef} and publisher ${link.publisherRef} in plain sight.`
            : `The same link with offer ${link.offerRef} and your publisher number, ${link.publisherRef}, in plain sight.`}
        </Text>
        <CopyCode code={link.longUrl} label="Copy long link" />
      </Stack>
    </Stack>
  );
}

/** What each part of a link does, a line each, in the reader's words (a publisher's: "yours"). */
const PARAMETER_LINES: Record<LinkReader, readonly string[]> = {
  staff: [
    "/c/…: a signed code holding the offer and publisher; it cannot be edited into another publisher's link.",
    "offer_id, pub_id: the offer's and the publisher's numbers (long form).",
    'lp: the landing page to open (its number); without it the offer rotates its pages.',
    'creative: the banner or text link the click came from, for reports.',
    "sub1–sub5, source: the publisher's own values, passed on to reports and postbacks. Add them at the end of a short link too.",
    'url: a deep link, when the offer allows them.',
    'test: on a staff test link only, a signed mark that makes its clicks test clicks.',
  ],
  publisher: [
    '/c/…: a signed code holding the offer and your publisher number; editing it breaks the link.',
    'offer_id, pub_id: the offer number and yours (long form).',
    'lp: the landing page to open (its number); without it the offer rotates its pages.',
    'creative: the banner or text link the click came from, for your reports.',
    'sub1–sub5, source: your own values, passed on to your reports and postbacks. Add them at the end of a short link too.',
    'url: a deep link, when the offer allows them.',
  ],
};

function ParameterList({ reader }: { reader: LinkReader }) {
  return (
    <List size="xs" c="dimmed" spacing={2}>
      {PARAMETER_LINES[reader].map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
