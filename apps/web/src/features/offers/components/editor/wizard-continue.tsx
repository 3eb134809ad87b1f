import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useOfferEditor } from './editor-context';

/**
 * The wizard's way on from a tab without a form of its own (creatives, whose items have their own
 * screens): the tabs with a form move on with "Save and continue".
 */
export function WizardContinue() {
  const { nextPath, nextLabel } = useOfferEditor();
  if (!nextPath) return null;
  return (
    <Group justify="flex-end">
      <Button component={Link} to={nextPath}>
        {`Continue to ${nextLabel}`}
      </Button>
    </Group>
  );
}
