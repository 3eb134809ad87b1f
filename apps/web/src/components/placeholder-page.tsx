import { Anchor, Breadcrumbs, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';

export type Crumb = { label: string; to?: string };
export type PageTab = { label: string; to: string };

type PlaceholderPageProps = {
  title: string;
  description: string;
  breadcrumbs: Crumb[];
  /** Sibling screens shown as a tab bar (the offer editor); `activeTab` is one of their `to`. */
  tabs?: PageTab[];
  activeTab?: string;
};

/** A screen whose content is not built yet: its title, what it will hold, and where it sits. */
export function PlaceholderPage({ title, description, breadcrumbs, tabs, activeTab }: PlaceholderPageProps) {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
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
      <Title order={1}>{title}</Title>
      {tabs && tabs.length > 0 ? (
        <Tabs value={activeTab ?? null} onChange={(to) => to && void navigate(to)}>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.to} value={tab.to}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <Paper withBorder radius="md" p="lg">
        <Text>{description}</Text>
      </Paper>
    </Stack>
  );
}
