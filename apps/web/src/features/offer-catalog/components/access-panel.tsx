import type { PublisherOffer } from '@affnet/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';

type AccessPanelProps = { offer: PublisherOffer; onRequest: () => void };

const MESSAGES = {
  approved: { color: 'teal', title: 'You can run this offer' },
  pending: { color: 'yellow', title: 'Your request is being reviewed' },
  rejected: { color: 'orange', title: 'Your request was not approved' },
  blocked: { color: 'red', title: 'You cannot run this offer' },
  none: { color: 'blue', title: 'This offer needs approval' },
} as const;

/** Where the publisher stands with the offer, why (when staff said), and how to ask for it. */
export function AccessPanel({ offer, onRequest }: AccessPanelProps) {
  const { color, title } = MESSAGES[offer.access];
  const mayAsk = offer.access === 'none' || offer.access === 'rejected';
  return (
    <Alert color={color} variant="light" title={title}>
      <Stack gap="xs" align="flex-start">
        {offer.access === 'approved' ? (
          <Text size="sm">
            {offer.status === 'paused'
              ? 'The offer is paused for now: clicks go elsewhere until the network resumes it.'
              : 'Send traffic within the allowed traffic and restrictions below.'}
          </Text>
        ) : null}
        {offer.access === 'none' ? <Text size="sm">Request access to get your tracking link.</Text> : null}
        {offer.access === 'pending' ? (
          <Text size="sm">The network lets you know when it decides.</Text>
        ) : null}
        {offer.accessReason && (offer.access === 'rejected' || offer.access === 'blocked') ? (
          <Text size="sm">Reason: {offer.accessReason}</Text>
        ) : null}
        {mayAsk ? (
          <Button size="xs" onClick={onRequest}>
            {offer.access === 'rejected' ? 'Request again' : 'Request access'}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
