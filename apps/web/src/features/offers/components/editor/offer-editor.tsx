import { OFFER_STATUS_LABELS, type Offer } from '@affnet/contracts';
import { Alert, Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { OfferStatusBadge } from '../../../../components/offers/offer-status-badge';
import { PageHeader } from '../../../../components/page-header';
import { type OfferScreenProps, trailOf } from '../../../../lib/screen';
import { isOfferId, useOffer } from '../../api/get-offer';
import { OfferEditorContext, type OfferEditorState, WIZARD_PARAM } from './editor-context';
import { OfferRecordState } from './offer-record-state';

type OfferEditorProps = OfferScreenProps & {
  /** This tab's route segment, e.g. 'events'. */
  segment: string;
  children: ReactNode;
};

/**
 * One tab of offer/{id}: loads the offer (one cached query for every tab), shows its name, number
 * and status with the trail Admin › Offers › name › tab and the bar of all tabs, then the tab.
 */
export function OfferEditor({ screen, links, segment, children }: OfferEditorProps) {
  const id = useParams().id ?? '';
  const query = useOffer(id);
  const tab = links.tabs.find((candidate) => candidate.segment === segment);
  if (!tab) throw new Error(`No offer tab "${segment}" in the route table`);
  if (!query.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: tab.label })} />
        <OfferRecordState query={query} isValidId={isOfferId(id)} listPath={links.list} />
      </Stack>
    );
  }
  return (
    <LoadedEditor offer={query.data} screenProps={{ screen, links }} segment={segment}>
      {children}
    </LoadedEditor>
  );
}

type LoadedEditorProps = {
  offer: Offer;
  screenProps: OfferScreenProps;
  segment: string;
  children: ReactNode;
};

function LoadedEditor({ offer, screenProps: { screen, links }, segment, children }: LoadedEditorProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isWizard = params.get(WIZARD_PARAM) === '1';
  const state = useMemo<OfferEditorState>(() => {
    const index = links.tabs.findIndex((tab) => tab.segment === segment);
    const suffix = isWizard ? `?${WIZARD_PARAM}=1` : '';
    const next = links.tabs[index + 1];
    return {
      offer,
      links,
      tab: links.tabs[index] ?? { segment, label: segment, path: () => '' },
      isWizard,
      nextPath: next ? `${next.path(offer.id)}${suffix}` : null,
      pathOf: (other) => links.tabs.find((tab) => tab.segment === other)?.path(offer.id) ?? null,
    };
  }, [offer, links, segment, isWizard]);
  const generalPath = state.pathOf('general') ?? undefined;

  return (
    <OfferEditorContext.Provider value={state}>
      <Stack gap="lg">
        <PageHeader
          title={offer.name}
          breadcrumbs={trailOf(
            screen,
            links.list,
            { label: offer.name, to: generalPath },
            { label: state.tab.label },
          )}
        >
          <Group gap="sm">
            <Text c="dimmed" size="sm">
              Offer #{offer.ref} · {offer.advertiser.company}
            </Text>
            <OfferStatusBadge status={offer.status} />
          </Group>
        </PageHeader>
        <Tabs
          value={segment}
          onChange={(value) => {
            const target = value ? state.pathOf(value) : null;
            if (target) void navigate(isWizard ? `${target}?${WIZARD_PARAM}=1` : target);
          }}
        >
          <Tabs.List aria-label="Offer settings">
            {links.tabs.map((tab) => (
              <Tabs.Tab key={tab.segment} value={tab.segment}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {isWizard ? <WizardNotice offer={offer} finishPath={state.tab.path(offer.id)} /> : null}
        {children}
      </Stack>
    </OfferEditorContext.Provider>
  );
}

/** Says what the wizard did and how the remaining tabs work, with a way out of the step-by-step mode. */
function WizardNotice({ offer, finishPath }: { offer: Offer; finishPath: string }) {
  return (
    <Alert color="blue" variant="light" title={createdTitleOf(offer)}>
      Fill in the remaining tabs now: “Save and continue” saves this tab and opens the next one. Every tab can
      also be changed later.{' '}
      <Anchor component={Link} to={finishPath} size="sm">
        Stop the step-by-step setup
      </Anchor>
    </Alert>
  );
}

function createdTitleOf(offer: Offer): string {
  return offer.status === 'draft'
    ? `${offer.name} was created as a draft`
    : `${offer.name} was created with the status ${OFFER_STATUS_LABELS[offer.status]}`;
}
