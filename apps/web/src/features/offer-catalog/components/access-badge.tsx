import type { PublisherAccess } from '@affnet/contracts';
import { Button } from '@mantine/core';
import { AccessStatusBadge } from '../../../components/offers/access-status-badge';

type AccessBadgeProps = {
  access: PublisherAccess;
  /** Opens the request dialog; shown as a button when the publisher may ask. */
  onRequest: () => void;
  offerName: string;
};

/** The publisher's access to an offer, or the button that asks for it. */
export function AccessBadge({ access, onRequest, offerName }: AccessBadgeProps) {
  if (access === 'none') {
    return (
      <Button size="xs" variant="light" onClick={onRequest} aria-label={`Request access to ${offerName}`}>
        Request access
      </Button>
    );
  }
  return <AccessStatusBadge status={access} />;
}
