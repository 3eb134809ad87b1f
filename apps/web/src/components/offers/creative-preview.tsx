import { Box, Image, Paper, Stack, Text } from '@mantine/core';
import { type CreativeContent, creativeSize } from './creative-content';

/**
 * Markup from a creative (HTML, an e-mail body) shown in a sandboxed frame: an empty `sandbox`
 * turns off scripts, forms, plugins, pop-ups and top navigation, and gives the frame its own
 * opaque origin, so nothing in it can reach this app, its storage or the user's session.
 */
function SandboxedMarkup({ markup, title }: { markup: string; title: string }) {
  return (
    <Box
      component="iframe"
      sandbox=""
      srcDoc={markup}
      title={title}
      referrerPolicy="no-referrer"
      w="100%"
      h={320}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
        background: 'white',
      }}
    />
  );
}

/** A safe look at a creative: the banner image, the link text as text, markup in a sandbox. */
export function CreativePreview({ creative }: { creative: CreativeContent }) {
  if (creative.type === 'banner') {
    if (!creative.file) return <Text c="dimmed">No image uploaded.</Text>;
    return (
      <Stack gap={4} align="flex-start">
        <Image
          src={creative.file.url}
          alt={`Banner ${creative.name}`}
          maw="100%"
          w={creative.width ?? undefined}
          fit="contain"
          radius="sm"
        />
        {creativeSize(creative) ? (
          <Text size="xs" c="dimmed">
            {creativeSize(creative)}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (creative.type === 'text_link') {
    return (
      <Paper withBorder p="sm" radius="sm">
        <Text>{creative.linkText}</Text>
      </Paper>
    );
  }
  if (creative.type === 'html') {
    return <SandboxedMarkup markup={creative.html ?? ''} title={`Preview of ${creative.name}`} />;
  }
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span fw={600}>
          Subject:
        </Text>{' '}
        {creative.emailSubject}
      </Text>
      {creative.emailFromName ? (
        <Text size="sm">
          <Text span fw={600}>
            From:
          </Text>{' '}
          {creative.emailFromName}
        </Text>
      ) : null}
      <SandboxedMarkup markup={creative.emailBody ?? ''} title={`Preview of ${creative.name}`} />
    </Stack>
  );
}
