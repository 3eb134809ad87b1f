import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { InfoCard } from '../info-card';

type Page = {
  id: string;
  name: string;
  previewUrl: string | null;
  url?: string;
  status?: 'active' | 'paused';
};

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {children}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

type LandingPagesCardProps = {
  pages: readonly Page[];
  /** The offer's own preview page, shown first. */
  previewUrl: string | null;
};

/** Where the offer's traffic lands, with preview links that open in a new tab. */
export function LandingPagesCard({ pages, previewUrl }: LandingPagesCardProps) {
  return (
    <InfoCard title="Landing pages">
      {previewUrl ? <ExternalLink href={previewUrl}>Preview the offer</ExternalLink> : null}
      {pages.length === 0 ? (
        <Text size="sm" c="dimmed">
          The offer has one destination; it has no other landing pages.
        </Text>
      ) : (
        <List size="sm" spacing="xs">
          {pages.map((page) => (
            <List.Item key={page.id}>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {page.name}
                </Text>
                {page.status === 'paused' ? (
                  <Badge size="xs" variant="light" color="yellow">
                    Paused
                  </Badge>
                ) : null}
                {page.previewUrl ? <ExternalLink href={page.previewUrl}>Preview</ExternalLink> : null}
              </Group>
              {page.url ? (
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {page.url}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </InfoCard>
  );
}
