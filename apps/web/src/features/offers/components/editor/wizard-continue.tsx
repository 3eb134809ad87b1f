import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useOfferEditor } from './editor-context';

/**
 * The wizard's way on from a tab without a form of its own (creatives, whose items have their own
 * screens): the tabs with a form move on with "Save and continue".
 */
export function WizardContinue() {
  const { links, tab, isWizard, nextPath } = useOfferEditor();
  if (!isWizard || !nextPath) return null;
  const index = links.tabs.findIndex((candidate) => candidate.segment === tab.segment);
  const next = links.tabs[index + 1];
  return (
    <Group justify="flex-end">
      <Button component={Link} to={nextPath}>
        {next ? `Continue to ${next.label}` : 'Continue'}
      </Button>
    </Group>
  );
}
