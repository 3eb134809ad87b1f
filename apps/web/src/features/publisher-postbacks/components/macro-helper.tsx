import { POSTBACK_MACRO_LABELS, POSTBACK_MACROS, type PostbackMacro } from '@affnet/contracts';
import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';

/**
 * The macros a postback may use, each a button that inserts `{name}` where the cursor is in the
 * URL or body (whichever was focused last). The label says what the macro holds.
 */
export function MacroHelper({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Macros
      </Text>
      <Text size="xs" c="dimmed">
        Click a macro to insert it at the cursor. Each is replaced by the conversion's value when we call you.
      </Text>
      <Group gap={6} role="group" aria-label="Macros">
        {POSTBACK_MACROS.map((macro: PostbackMacro) => (
          <Tooltip key={macro} label={POSTBACK_MACRO_LABELS[macro]} withArrow>
            <Button
              size="compact-xs"
              variant="light"
              ff="monospace"
              tt="none"
              aria-label={`Insert {${macro}}: ${POSTBACK_MACRO_LABELS[macro]}`}
              // Keeps the focus (and cursor) in the text field while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(`{${macro}}`)}
            >
              {`{${macro}}`}
            </Button>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}

/** `value` with `token` put in place of the selection of a text field (at the end when it never had focus). */
export function insertAt(value: string, token: string, field: HTMLInputElement | HTMLTextAreaElement | null) {
  const start = field?.selectionStart ?? value.length;
  const end = field?.selectionEnd ?? start;
  return { value: value.slice(0, start) + token + value.slice(end), cursor: start + token.length };
}
