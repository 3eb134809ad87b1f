import {
  canGoLive,
  checkOfferReadiness,
  OFFER_STATUS_TRANSITIONS,
  OFFER_VISIBILITY_LABELS,
  type Offer,
  type OfferReadinessIssue,
  type OfferStatus,
} from '@affnet/contracts';
import { Anchor, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Field, FieldList, InfoCard } from '../../../../components/info-card';
import { OfferStatusBadge } from '../../../../components/offers/offer-status-badge';
import { notifyFailure } from '../../../../lib/notify';
import { formatPrice, payoutOf, revenueOf } from '../../../../lib/pricing';
import { useChangeOfferStatus } from '../../api/change-offer-status';
import { useOfferEditor, wizardPathOf } from './editor-context';

/** What the status means for traffic, next to its badge. */
const STATUS_MEANING: Record<OfferStatus, string> = {
  draft: 'Publishers do not see it and clicks are refused until it is active.',
  active: 'It takes traffic.',
  paused: 'Publishers see it; clicks go to the fallback.',
  expired: 'Its live window ended; clicks go to the fallback.',
  archived: 'Retired: publishers do not see it.',
};

const ACTIVATABLE: readonly OfferStatus[] = OFFER_STATUS_TRANSITIONS.activate.from;

/** The offer's settings at a glance, tab by tab. */
function OfferFacts({ offer }: { offer: Offer }) {
  const base = offer.events.find((event) => event.isBase);
  const price = offer.payouts.find((payout) => payout.eventId === base?.id);
  const activePages = offer.landingPages.filter((page) => page.status === 'active').length;
  const liveWindow = [offer.liveFrom, offer.liveUntil].map((time) => time?.replace('T', ' ') ?? '…');
  return (
    <FieldList>
      <Field label="Status">
        <Group gap="xs">
          <OfferStatusBadge status={offer.status} />
          <Text size="sm">{STATUS_MEANING[offer.status]}</Text>
        </Group>
      </Field>
      <Field label="Visibility">
        {OFFER_VISIBILITY_LABELS[offer.visibility]}
        {offer.visibility === 'public' ? '' : `, ${offer.accessCounts.approved} publishers approved`}
      </Field>
      <Field label="Payout">{price ? formatPrice(payoutOf(price), offer.currency) : null}</Field>
      <Field label="Revenue">{price ? formatPrice(revenueOf(price), offer.currency) : null}</Field>
      <Field label="Events">{offer.events.map((event) => event.name).join(', ')}</Field>
      <Field label="Landing pages">
        {offer.landingPages.length > 0 ? `${activePages} of ${offer.landingPages.length} active` : 'None'}
      </Field>
      <Field label="Caps">{offer.caps.length > 0 ? offer.caps.length : 'None'}</Field>
      <Field label="Creatives">{offer.creativeCount > 0 ? offer.creativeCount : 'None'}</Field>
      <Field label="Live window">
        {offer.liveFrom || offer.liveUntil ? `${liveWindow.join(' – ')} (${offer.timezone})` : 'Always'}
      </Field>
      <Field label="Fallbacks">{offer.fallbacks.length > 0 ? offer.fallbacks.length : 'None'}</Field>
    </FieldList>
  );
}

/** One list of issues, each with a link to the tab that fixes it. */
function IssueList({ issues }: { issues: readonly OfferReadinessIssue[] }) {
  const { links, pathOf } = useOfferEditor();
  return (
    <List spacing="sm" listStyleType="none">
      {issues.map((issue) => {
        const tab = links.tabs.find((candidate) => candidate.segment === issue.section);
        const path = pathOf(issue.section);
        const isBlocker = issue.level === 'blocker';
        return (
          <List.Item
            key={`${issue.code}-${issue.message}`}
            icon={
              <ThemeIcon color={isBlocker ? 'red' : 'yellow'} variant="light" size="sm" radius="xl">
                {isBlocker ? (
                  <IconCircleX size={14} aria-hidden />
                ) : (
                  <IconAlertTriangle size={14} aria-hidden />
                )}
              </ThemeIcon>
            }
          >
            <Group gap="xs">
              <Text size="sm">{issue.message}.</Text>
              {tab && path ? (
                <Anchor
                  component={Link}
                  to={wizardPathOf(path)}
                  size="sm"
                  aria-label={`Open ${tab.label}: ${issue.message}`}
                >
                  Open {tab.label}
                </Anchor>
              ) : null}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}

/** Activate (when nothing blocks it), or finish as it is; both open the offer's editor. */
function FinishActions({ offer, ready }: { offer: Offer; ready: boolean }) {
  const navigate = useNavigate();
  const { pathOf, links } = useOfferEditor();
  const editorPath = pathOf('general') ?? links.list;
  const activate = useChangeOfferStatus({
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        title: 'Offer activated',
        message: `${offer.name} takes traffic now.`,
      });
      void navigate(editorPath);
    },
    onError: (error) => notifyFailure(`Could not activate ${offer.name}`, error),
  });
  const canActivate = ACTIVATABLE.includes(offer.status);
  return (
    <Stack gap="xs" align="flex-end">
      <Group justify="flex-end">
        <Button component={Link} to={links.list} variant="subtle">
          Back to offers
        </Button>
        <Button component={Link} to={editorPath} variant={canActivate ? 'default' : 'filled'}>
          {canActivate ? 'Finish without activating' : 'Finish'}
        </Button>
        {canActivate ? (
          <Button
            disabled={!ready}
            loading={activate.isPending}
            onClick={() => activate.mutate({ ids: [offer.id], action: 'activate' })}
          >
            Activate and finish
          </Button>
        ) : null}
      </Group>
      {canActivate && !ready ? (
        <Text size="sm" c="dimmed">
          Fix what is listed under “Before it can go live” to activate it.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The wizard's last step: the offer's state, what it lacks before it can go live (the rules are
 * `checkOfferReadiness` in contracts), a link to the tab that fixes each, and the way to finish.
 */
export function WizardReview() {
  const { offer } = useOfferEditor();
  const issues = useMemo(() => checkOfferReadiness(offer, new Date()), [offer]);
  const blockers = issues.filter((issue) => issue.level === 'blocker');
  const warnings = issues.filter((issue) => issue.level === 'warning');
  return (
    <Stack gap="lg" maw={1100}>
      <InfoCard title="Review and finish" description="What the offer is set to now, tab by tab.">
        <OfferFacts offer={offer} />
      </InfoCard>
      <InfoCard title="Before it can go live">
        {blockers.length > 0 ? (
          <IssueList issues={blockers} />
        ) : (
          <Text size="sm">Nothing is missing: it can go live.</Text>
        )}
      </InfoCard>
      {warnings.length > 0 ? (
        <InfoCard title="Worth checking" description="It can go live with these; make sure they are meant.">
          <IssueList issues={warnings} />
        </InfoCard>
      ) : null}
      <FinishActions offer={offer} ready={canGoLive(issues)} />
    </Stack>
  );
}
