import { CREATIVE_TYPE_LABELS } from '@affnet/contracts';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { InfoCard } from '../info-card';
import { CopyCode } from './copy-code';
import { type CreativeContent, creativeCode, creativeSize, downloadUrl } from './creative-content';
import { CreativePreview } from './creative-preview';

const COPY_LABELS = { html: 'Copy HTML', email: 'Copy e-mail body', text_link: 'Copy link text' } as const;

type Creative = CreativeContent & { id: string };

/** What a tile shows below the preview in place of the creative's own markup (code to paste). */
export type CreativeCodeSlot = (creative: Creative) => ReactNode;

function CreativeTile({ creative, codeOf }: { creative: Creative; codeOf?: CreativeCodeSlot }) {
  const code = creativeCode(creative);
  const size = creativeSize(creative);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={creative.name}>
      <Stack gap="sm">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {creative.name}
          </Text>
          <Text size="xs" c="dimmed">
            {CREATIVE_TYPE_LABELS[creative.type]}
            {size ? ` · ${size}` : ''}
          </Text>
        </Stack>
        <CreativePreview creative={creative} />
        {creative.type === 'banner' && creative.file ? (
          <Button
            component="a"
            href={downloadUrl(creative.file)}
            download={creative.file.name}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download ${creative.name}`}
          >
            Download
          </Button>
        ) : null}
        {codeOf ? (
          codeOf(creative)
        ) : code !== null && creative.type !== 'banner' ? (
          <CopyCode code={code} label={COPY_LABELS[creative.type]} />
        ) : null}
      </Stack>
    </Paper>
  );
}

type PartnerCreativesCardProps = {
  creatives: ReadonlyArray<Creative>;
  emptyText: string;
  description?: ReactNode;
  /** Each creative's code to paste (a publisher's, with their link); else its own markup to copy. */
  codeOf?: CreativeCodeSlot;
};

/** The creatives a partner may use: banners to download, text, HTML and e-mails to copy. */
export function PartnerCreativesCard({
  creatives,
  emptyText,
  description = 'Previews run without scripts.',
  codeOf,
}: PartnerCreativesCardProps) {
  return (
    <InfoCard title="Creatives" description={description}>
      {creatives.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {creatives.map((creative) => (
            <CreativeTile key={creative.id} creative={creative} codeOf={codeOf} />
          ))}
        </SimpleGrid>
      )}
    </InfoCard>
  );
}
