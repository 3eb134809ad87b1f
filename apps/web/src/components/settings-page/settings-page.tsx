import type { SettingArea } from '@affnet/contracts';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ScreenMeta, trailOf } from '../../lib/screen';
import { ChangeFieldset, MayChange } from '../may-change';
import { PageHeader } from '../page-header';
import { ErrorState } from '../query-states';
import { SettingHistory } from '../setting-history';

type SettingsPageProps = {
  screen: ScreenMeta;
  /** A sentence or two: what these settings change, and for whom. */
  affects: ReactNode;
  /** The page's history under the form; left out on pages that keep none (a partner's own account). */
  history?: { area: SettingArea; fieldLabels?: Readonly<Record<string, string>> };
  /** Buttons beside the title (an "Add" of a list page). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame every settings page shares (the admin's `setting/*` and the partners' `setting/account`):
 * the title, what the page affects, the page's form(s), then its history. A role that may only
 * read settings sees the forms read only, without their Add and Save buttons.
 */
export function SettingsPage({ screen, affects, history, actions, children }: SettingsPageProps) {
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null)}
        actions={actions ? <MayChange>{actions}</MayChange> : null}
      >
        <Text size="sm" c="dimmed" maw={720}>
          {affects}
        </Text>
      </PageHeader>
      <ChangeFieldset>
        <Stack gap="lg">{children}</Stack>
      </ChangeFieldset>
      {history ? <SettingHistory area={history.area} fieldLabels={history.fieldLabels} /> : null}
    </Stack>
  );
}

type SettingsGateProps<Data> = {
  query: UseQueryResult<Data>;
  /** "the general settings": used in the error title. */
  noun: string;
  children: (data: Data) => ReactNode;
};

/** The page's settings once loaded: a skeleton while loading, an error with a retry if it failed. */
export function SettingsGate<Data>({ query, noun, children }: SettingsGateProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <ErrorState title={`Could not load ${noun}`} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={`Loading ${noun}`}>
      <Skeleton height={220} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** The save button at the foot of a settings form. */
export function SaveSettingsButton({
  isPending,
  label = 'Save changes',
}: {
  isPending: boolean;
  label?: string;
}) {
  return (
    <MayChange>
      <Group justify="flex-end">
        <Button type="submit" loading={isPending}>
          {label}
        </Button>
      </Group>
    </MayChange>
  );
}
