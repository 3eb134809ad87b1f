import { Button, Code, CopyButton, Stack } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type CopyCodeProps = { code: string; label: string };

/** Code to paste elsewhere, shown as text (never rendered), with a copy button. */
export function CopyCode({ code, label }: CopyCodeProps) {
  return (
    <Stack gap="xs" align="flex-start">
      {/* A long code scrolls: the keyboard reaches it too (axe: scrollable-region-focusable). */}
      <Code
        block
        w="100%"
        mah={240}
        tabIndex={0}
        style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {code}
      </Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
          >
            {copied ? 'Copied' : label}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
