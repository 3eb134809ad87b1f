import { TRACKING_MACRO_LABELS, TRACKING_MACROS, type TrackingMacro } from '@affnet/contracts';
import { Button, Menu, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { type ChangeEvent, useRef } from 'react';
import { missingClickIdWarning } from '../../lib/risky-input';
import { FieldWarning } from '../field-warning';

type MacroUrlInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange: (value: string) => void;
  /** The URL is where the advertiser's page gets the click id: warn, as it is typed, when it lacks one. */
  needsClickId?: boolean;
};

/** The text with `{macro}` put where the caret was (or at the end), and where the caret goes next. */
export function insertMacro(text: string, macro: TrackingMacro, at: number | null): [string, number] {
  const position = at ?? text.length;
  const token = `{${macro}}`;
  return [`${text.slice(0, position)}${token}${text.slice(position)}`, position + token.length];
}

/**
 * A URL template input with a menu of the tracking macros (click id, sub ids, …) that puts the
 * chosen one at the caret, so nobody has to remember or mistype their names.
 */
export function MacroUrlInput({
  value = '',
  onChange,
  label,
  needsClickId = false,
  description,
  ...props
}: MacroUrlInputProps) {
  const warning = needsClickId ? missingClickIdWarning(value) : null;
  const input = useRef<HTMLInputElement>(null);
  const insert = (macro: TrackingMacro) => {
    const [next, caret] = insertMacro(value, macro, input.current?.selectionStart ?? null);
    onChange(next);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(caret, caret);
    });
  };
  return (
    <TextInput
      ref={input}
      label={label}
      placeholder="https://"
      autoComplete="off"
      spellCheck={false}
      {...props}
      description={warning ? <FieldWarning>{warning}</FieldWarning> : description}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      rightSectionWidth={110}
      rightSection={
        <Menu position="bottom-end" width={320} withinPortal>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconBraces size={14} aria-hidden />}
              aria-label={`Insert a macro into ${typeof label === 'string' ? label : 'the URL'}`}
            >
              Macro
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
            <Menu.Label>Replaced on every click</Menu.Label>
            {TRACKING_MACROS.map((macro) => (
              <Menu.Item key={macro} onClick={() => insert(macro)}>
                <Text size="sm" ff="monospace">{`{${macro}}`}</Text>
                <Text size="xs" c="dimmed">
                  {TRACKING_MACRO_LABELS[macro]}
                </Text>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      }
    />
  );
}
