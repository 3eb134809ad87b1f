import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { type OfferScreenProps, trailOf } from '../../../lib/screen';
import { AddOfferFrame } from '../components/add/add-offer-frame';
import { useCreateOfferForm } from '../components/add/use-create-offer-form';
import { memoSection } from '../components/editor/memo-section';
import { CapsFields } from '../sections/caps/caps-fields';
import {
  CLASSIC_HIDDEN,
  type ClassicValues,
  classicEventChoices,
  classicValuesOf,
  payoutsForEvents,
  prepareClassic,
} from '../sections/classic-values';
import { EventsFields } from '../sections/events/events-fields';
import { FallbackFields } from '../sections/fallback/fallback-fields';
import { fallbackValuesOf } from '../sections/fallback/fallback-values';
import { GeneralFields } from '../sections/general/general-fields';
import { generalValuesOf } from '../sections/general/general-values';
import { LandingPagesFields } from '../sections/landing-pages/landing-pages-fields';
import { landingPagesValuesOf } from '../sections/landing-pages/landing-pages-values';
import { PayoutsFields } from '../sections/payouts/payouts-fields';
import { PermissionFields } from '../sections/permission/permission-fields';
import { checkPermission, permissionValuesOf } from '../sections/permission/permission-values';
import { ScheduleFields } from '../sections/schedule/schedule-fields';
import { scheduleValuesOf } from '../sections/schedule/schedule-values';
import { TargetingFields } from '../sections/targeting/targeting-fields';

/*
 * Each section re-renders only when its own values change: one controlled form holds them all.
 */
const General = memoSection(GeneralFields, Object.keys(generalValuesOf()));
const Events = memoSection(EventsFields, ['events']);
const LandingPages = memoSection(LandingPagesFields, Object.keys(landingPagesValuesOf()));
const Payouts = memoSection(PayoutsFields, ['payouts', 'overrides']);
const Caps = memoSection(CapsFields, ['caps']);
const Targeting = memoSection(TargetingFields, ['targeting']);
const Schedule = memoSection(ScheduleFields, Object.keys(scheduleValuesOf()));
const Fallback = memoSection(FallbackFields, Object.keys(fallbackValuesOf()));
const Permission = memoSection(PermissionFields, Object.keys(permissionValuesOf()));

/** offer/add/classic: every section of a new offer in one form, sent with one "Create offer". */
export default function OfferAddClassicPage({ screen, links }: OfferScreenProps) {
  const navigate = useNavigate();
  const { form, ref, submit, alert, isPending } = useCreateOfferForm<ClassicValues>({
    initialValues: classicValuesOf(),
    prepare: prepareClassic,
    check: checkPermission,
    hidden: CLASSIC_HIDDEN,
    onCreated: (offer) => {
      const general = links.tabs.find((tab) => tab.segment === 'general');
      if (general) void navigate(general.path(offer.id));
    },
  });
  const { events } = form.values;
  // Payout rows follow the events list: a new event gets a row, a removed one takes its row along.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the events change, not the form object
  useEffect(() => {
    const rows = payoutsForEvents(form.getValues());
    if (rows !== form.getValues().payouts) form.setFieldValue('payouts', rows);
  }, [events]);
  const allEvents = useMemo(() => classicEventChoices({ events }), [events]);
  const named = useMemo(() => allEvents.filter((event) => event.key !== ''), [allEvents]);
  const { currency, timezone } = form.values;

  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })}>
        <Text c="dimmed" size="sm">
          Every setting of the new offer on one page. Prefer to go step by step?{' '}
          <Anchor component={Link} to={links.add} inherit c="inherit" underline="always">
            Use the wizard
          </Anchor>
          .
        </Text>
      </PageHeader>
      <AddOfferFrame
        formRef={ref}
        onSubmit={submit}
        alert={alert}
        isPending={isPending}
        isDirty={form.isDirty}
        cancelTo={links.list}
      >
        <Part title="General">
          <General form={form} />
        </Part>
        <Part title="Events">
          <Events form={form} payoutsPath={null} offerDefault={form.values.defaultConversionStatus} />
        </Part>
        <Part title="Landing pages">
          <LandingPages form={form} />
        </Part>
        <Part title="Payouts">
          <Payouts form={form} events={allEvents} currency={currency} timezone={timezone} />
        </Part>
        <Part title="Caps">
          <Caps form={form} events={named} currency={currency} timezone={timezone} />
        </Part>
        <Part title="Targeting">
          <Targeting form={form} />
        </Part>
        <Part title="Schedule">
          <Schedule form={form} events={named} currency={currency} initialTimezone="UTC" />
        </Part>
        <Part title="Fallback">
          <Fallback form={form} />
        </Part>
        <Part title="Permission">
          <Permission form={form} />
        </Part>
      </AddOfferFrame>
    </Stack>
  );
}

/** One section of the long form under its tab's name. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
