import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';

const VISIBLE_TAIL = 4;

/** "••••••••••••3f9a": enough to tell two secrets apart, not enough to use one. */
export function maskSecret(secret: string): string {
  return `${'•'.repeat(16)}${secret.slice(-VISIBLE_TAIL)}`;
}

type SecretTextProps = { label: string; value: string };

/** A secret shown masked, with buttons to reveal it and to copy it (copying works while masked). */
export function SecretText({ label, value }: SecretTextProps) {
  const [isRevealed, { toggle }] = useDisclosure(false);
  const revealLabel = `${isRevealed ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <Code fz="sm" style={{ wordBreak: 'break-all' }}>
        {isRevealed ? value : maskSecret(value)}
      </Code>
      <Tooltip label={revealLabel} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={revealLabel} onClick={toggle}>
          {isRevealed ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              aria-label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
              onClick={copy}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
