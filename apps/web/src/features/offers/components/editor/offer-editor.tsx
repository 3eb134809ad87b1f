import type { Offer } from '@affnet/contracts';
import { Group, Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { OfferStatusBadge } from '../../../../components/offers/offer-status-badge';
import { ONE_LINE_TAB_STYLES } from '../../../../components/one-line-tabs';
import { PageHeader } from '../../../../components/page-header';
import { type OfferLinks, type OfferScreenProps, trailOf } from '../../../../lib/screen';
import { isOfferId, useOffer } from '../../api/get-offer';
import {
  OfferEditorContext,
  type OfferEditorState,
  WIZARD_PARAM,
  WIZARD_REVIEW,
  WIZARD_STEP,
  wizardPathOf,
} from './editor-context';
import { OfferRecordState } from './offer-record-state';
import { WizardNotice } from './wizard-notice';
import { WizardReview } from './wizard-review';

type OfferEditorProps = OfferScreenProps & {
  /** This tab's route segment, e.g. 'events'. */
  segment: string;
  children: ReactNode;
};

/**
 * One tab of offer/{id}: loads the offer (one cached query for every tab), shows its name, number
 * and status with the trail Admin › Offers › name › tab and the bar of all tabs, then the tab. In
 * the add wizard it says so above the tab, and its last step (the review) takes the tab's place.
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

/**
 * Tabs that are tools, not settings: links and snippets made from the saved offer, and the
 * publishers' own postbacks for it. A new offer is complete without them, so the wizard does not stop there (they are one click away in the tab bar).
 */
const NOT_WIZARD_STEPS = new Set(['postback', 'tracking-link', 'integration']);

/** Where this tab sits in the editor and, in the wizard, where it goes next (see editor-context.ts). */
function editorStateOf(
  offer: Offer,
  links: OfferLinks,
  segment: string,
  isWizard: boolean,
): OfferEditorState {
  const index = links.tabs.findIndex((tab) => tab.segment === segment);
  const pathOf = (other: string) => links.tabs.find((tab) => tab.segment === other)?.path(offer.id) ?? null;
  const reviewPath = `${pathOf('general')}?${WIZARD_PARAM}=${WIZARD_REVIEW}`;
  // The wizard steps through the built settings tabs only, then ends on the review.
  const next = links.tabs.slice(index + 1).find((tab) => tab.isBuilt && !NOT_WIZARD_STEPS.has(tab.segment));
  return {
    offer,
    links,
    tab: links.tabs[index] ?? { segment, label: segment, path: () => '', isBuilt: false },
    isWizard,
    nextPath: isWizard ? (next ? wizardPathOf(next.path(offer.id)) : reviewPath) : null,
    nextLabel: isWizard ? (next?.label ?? 'Review') : null,
    reviewPath,
    pathOf,
  };
}

function LoadedEditor({ offer, screenProps: { screen, links }, segment, children }: LoadedEditorProps) {
  const navigate = useNavigate();
  const step = useSearchParams()[0].get(WIZARD_PARAM);
  const isWizard = step === WIZARD_STEP;
  const isReview = step === WIZARD_REVIEW;
  const state = useMemo(
    () => editorStateOf(offer, links, segment, isWizard),
    [offer, links, segment, isWizard],
  );
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
            { label: isReview ? 'Review' : state.tab.label },
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
          styles={ONE_LINE_TAB_STYLES}
          value={isReview ? null : segment}
          onChange={(value) => {
            const target = value ? state.pathOf(value) : null;
            if (target) void navigate(isWizard || isReview ? wizardPathOf(target) : target);
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
        {isWizard ? <WizardNotice offer={offer} reviewPath={state.reviewPath} /> : null}
        {isReview ? <WizardReview /> : children}
      </Stack>
    </OfferEditorContext.Provider>
  );
}
