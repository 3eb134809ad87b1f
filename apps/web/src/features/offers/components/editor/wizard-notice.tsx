import type { Offer, OfferStatus } from '@affnet/contracts';
import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useOfferEditor } from './editor-context';

/** The offer's status now, in words: the banner follows every save, whatever the status was at creation. */
const STATUS_NOW: Record<OfferStatus, string> = {
  draft: 'is a draft: publishers do not see it yet',
  active: 'is active: it takes traffic',
  paused: 'is paused: it takes no traffic',
  expired: 'has expired: its live window ended',
  archived: 'is archived: publishers do not see it',
};

/** Says where the offer stands and how the wizard works, with its review and a way out of it. */
export function WizardNotice({ offer, reviewPath }: { offer: Offer; reviewPath: string }) {
  const { tab } = useOfferEditor();
  return (
    <Alert color="blue" variant="light" title={`${offer.name} ${STATUS_NOW[offer.status]}`}>
      Fill in the remaining tabs now: “Save and continue” saves this tab and opens the next one, and the
      review at the end says what is still missing before the offer can go live. Every tab can also be changed
      later.
      <Group gap="sm" mt="sm">
        <Button component={Link} to={reviewPath} size="xs">
          Review and finish
        </Button>
        <Button component={Link} to={tab.path(offer.id)} size="xs" variant="default">
          Stop the step-by-step setup
        </Button>
      </Group>
    </Alert>
  );
}
