import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Crumb } from '../lib/screen';

type PageHeaderProps = {
  title: ReactNode;
  breadcrumbs: Crumb[];
  /** Buttons shown on the right of the title. */
  actions?: ReactNode;
  /** A line under the title (a status badge, a short explanation). */
  children?: ReactNode;
};

/** The top of every portal screen: breadcrumb trail, the h1 and the screen's main actions. */
export function PageHeader({ title, breadcrumbs, actions, children }: PageHeaderProps) {
  return (
    <Stack gap="sm">
      <Breadcrumbs component="nav" aria-label="Breadcrumb">
        {breadcrumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {children}
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
    </Stack>
  );
}
