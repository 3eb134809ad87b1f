import type { SystemEmailPreview } from '@affnet/contracts';
import { Code, Stack, Text } from '@mantine/core';
import { InfoCard } from '../../../components/info-card';

/**
 * The e-mail as the server rendered it with sample values: the subject, the HTML part in a
 * sandboxed frame (no scripts, no same origin), and the plain-text part.
 */
export function EmailPreview({ preview }: { preview: SystemEmailPreview }) {
  return (
    <InfoCard
      title="Preview"
      description="Filled with sample values, exactly as the server renders the e-mail."
    >
      <Stack gap="sm">
        <Text size="sm">
          <Text span fw={500}>
            Subject:{' '}
          </Text>
          {preview.subject}
        </Text>
        <iframe
          title="HTML version"
          sandbox=""
          srcDoc={preview.html}
          style={{
            width: '100%',
            minHeight: 220,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
          }}
        />
        <Text size="sm" fw={500}>
          Text version
        </Text>
        <Code block aria-label="Text version" style={{ whiteSpace: 'pre-wrap' }}>
          {preview.text}
        </Code>
      </Stack>
    </InfoCard>
  );
}
