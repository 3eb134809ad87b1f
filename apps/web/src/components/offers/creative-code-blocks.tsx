import type { CreativeCode, CreativeType } from '@affnet/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { CopyCode } from './copy-code';

/** What the pasted code is called and its copy button says, per type. */
const CODE_NAMES: Record<CreativeType, { title: string; copy: string }> = {
  banner: { title: 'Banner code (HTML)', copy: 'Copy banner code' },
  text_link: { title: 'Text link (HTML)', copy: 'Copy link HTML' },
  html: { title: 'HTML', copy: 'Copy HTML' },
  email: { title: 'E-mail body (HTML)', copy: 'Copy e-mail HTML' },
};

function Block({ title, hint, code, copy }: { title: string; hint?: string; code: string; copy: string }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
      <CopyCode code={code} label={copy} />
    </Stack>
  );
}

type CreativeCodeBlocksProps = {
  code: CreativeCode;
  /** What to tell the reader when HTML or e-mail markup has no place for the link. */
  noLinkText: string;
};

/**
 * A creative's code as the server built it, each part with its copy button: the markup with the
 * link inside, a banner's image address, and the link itself (for an ad server or a hand-made ad).
 */
export function CreativeCodeBlocks({ code, noLinkText }: CreativeCodeBlocksProps) {
  const names = CODE_NAMES[code.type];
  return (
    <Stack gap="sm">
      {code.linkPlaced ? null : (
        <Alert color="yellow" variant="light" title="This creative has no place for the link">
          {noLinkText}
        </Alert>
      )}
      <Block title={names.title} code={code.html} copy={names.copy} />
      {code.imageUrl ? (
        <Block
          title="Image URL"
          hint="The banner as its code shows it: each view counts as an impression in your reports. For an ad server."
          code={code.imageUrl}
          copy="Copy image URL"
        />
      ) : null}
      <Block
        title="Tracking link"
        hint="Names this creative, so its clicks are reported under it."
        code={code.trackingUrl}
        copy="Copy link"
      />
    </Stack>
  );
}
