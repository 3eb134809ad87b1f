import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';

export type SearchInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The search in effect (from the URL). */
  value: string;
  /** Called once typing pauses. */
  onSearch: (value: string) => void;
  delayMs?: number;
};

/** A search box that reports after a pause, and follows its value when the URL changes (back, clear). */
export function SearchInput({ value, onSearch, delayMs = 300, ...props }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const reported = useRef(value);
  const report = useDebouncedCallback((next: string) => {
    reported.current = next.trim();
    onSearch(next);
  }, delayMs);
  if (value !== seen) {
    setSeen(value);
    // Changed from outside (Back, "Clear filters"), not the echo of our own report: show it and
    // drop a report still waiting, which would bring the old search back.
    if (value !== reported.current) {
      report.cancel();
      reported.current = value;
      setText(value);
    }
  }
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
