import { Alert, List, Select, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { InfoCard } from '../info-card';
import { CopyCode } from './copy-code';

/*
 * How an advertiser's platform reports conversions back, per event: the server postback URL and,
 * where the offer takes browsers, the image and iframe pixels and the JS tag, each ready to copy.
 * The staff integration tab and the advertiser's own offer view show the same snippets (built by
 * one server builder); each says it in its reader's words.
 */

/** One event's snippets; the pixels are null where the offer takes server postbacks only. */
export type SnippetEvent = {
  key: string;
  name: string;
  isBase: boolean;
  postbackUrl: string;
  imagePixel: string | null;
  iframePixel: string | null;
  scriptTag: string | null;
};

/** What differs by reader: staff read about the advertiser, the advertiser about themselves. */
export type SnippetWords = {
  /** Under "Server postback (recommended)". */
  postbackDescription: string;
  /** Whose platform stores the click id and sends it back ("the advertiser", "your platform"). */
  sender: string;
  /** The token line of the parameter list. */
  token: string;
  /** Shown instead of the pixels on an offer that takes server postbacks only. */
  browsersOff: ReactNode;
  /** Under "Pixels and tag". */
  pixelsDescription: string;
};

type IntegrationSnippetsProps = {
  events: readonly SnippetEvent[];
  /** Whether the offer takes pixels and the JS tag (else only server postbacks). */
  browsersTaken: boolean;
  /** The largest sale amount a browser may report, formatted; null: a browser's amount is ignored. */
  browserAmountLimit: string | null;
  words: SnippetWords;
  /** Shown above the event choice (e.g. that the network has no tracking domain yet). */
  notice?: ReactNode;
};

export function IntegrationSnippets({ events, notice, ...rest }: IntegrationSnippetsProps) {
  const [eventKey, setEventKey] = useState(events[0]?.key ?? '');
  const event = events.find((candidate) => candidate.key === eventKey) ?? events[0];
  if (!event) return <Text c="dimmed">This offer has no events yet.</Text>;
  return (
    <Stack gap="lg">
      {notice}
      <Select
        label="Event"
        description="Each event has its own postback and pixels."
        data={events.map((item) => ({
          value: item.key,
          label: `${item.name} (${item.key})${item.isBase ? ' · base' : ''}`,
        }))}
        allowDeselect={false}
        value={event.key}
        onChange={(key) => setEventKey(key ?? event.key)}
        maw={420}
      />
      <PostbackCard event={event} words={rest.words} />
      {rest.browsersTaken ? <PixelCards event={event} {...rest} /> : rest.words.browsersOff}
    </Stack>
  );
}

function PostbackCard({ event, words }: { event: SnippetEvent; words: SnippetWords }) {
  return (
    <InfoCard title="Server postback (recommended)" description={words.postbackDescription}>
      <CopyCode code={event.postbackUrl} label="Copy postback URL" />
      <List size="sm" spacing={2}>
        <List.Item>
          click_id: the click id the destination URL received as {'{click_id}'}; {words.sender} stores it and
          sends it back.
        </List.Item>
        <List.Item>event: which event converted ({event.key}).</List.Item>
        <List.Item>amount: the sale amount, for revenue-share payouts; leave it out otherwise.</List.Item>
        <List.Item>txn_id: the order or transaction id; a repeat with the same id is counted once.</List.Item>
        <List.Item>{words.token}</List.Item>
      </List>
    </InfoCard>
  );
}

/** What a browser's call may set on this offer, in plain words. */
function browserLimits(browserAmountLimit: string | null): string {
  const amount = browserAmountLimit
    ? `sale amounts count up to ${browserAmountLimit} (a larger one is refused)`
    : 'their sale amounts are ignored';
  return `They run in the visitor's browser, so anyone holding a click id can fire them: they never set the status (the event's or offer's default applies), ${amount}, and a click converts through them once per event. A server postback for the same click confirms what a pixel recorded.`;
}

function PixelCards({
  event,
  words,
  browserAmountLimit,
}: {
  event: SnippetEvent;
  words: SnippetWords;
  browserAmountLimit: string | null;
}) {
  const snippets = [
    ['Image pixel', event.imagePixel, 'Copy image pixel'],
    ['Iframe pixel', event.iframePixel, 'Copy iframe pixel'],
    ['JavaScript tag', event.scriptTag, 'Copy JavaScript tag'],
  ] as const;
  return (
    <InfoCard title="Pixels and tag" description={words.pixelsDescription}>
      <Text size="sm">{browserLimits(browserAmountLimit)}</Text>
      {snippets.map(([title, code, label]) =>
        code ? (
          <Stack key={title} gap={4}>
            <Text fw={600} size="sm">
              {title}
            </Text>
            <CopyCode code={code} label={label} />
          </Stack>
        ) : null,
      )}
    </InfoCard>
  );
}

/** The alert shown where pixels would be, on an offer that takes server postbacks only. */
export function BrowsersOffAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" title="Pixels and the JS tag are off">
      {children}
    </Alert>
  );
}
