import { HOURS_PER_WEEK, WEEKDAY_LABELS } from '@affnet/contracts';
import { Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { type MouseEvent, memo, useEffect, useRef } from 'react';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAYS = WEEKDAY_LABELS.map((label, index) => ({ label, short: label.slice(0, 3), index }));

function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

type DayPartingGridProps = {
  /** Weekly hours that take traffic: 0 = Monday 00:00, 167 = Sunday 23:00. */
  hours: readonly number[];
  onChange: (hours: number[]) => void;
};

/**
 * The week as 7 × 24 hour cells. Click a cell to switch it, or press and drag across cells to
 * paint them all the way the first one went; a day's or an hour's button switches its whole row
 * or column. Cells are buttons with aria-pressed, so keyboards and screen readers can use it too.
 */
export const DayPartingGrid = memo(function DayPartingGrid({ hours, onChange }: DayPartingGridProps) {
  const on = new Set(hours);
  const paint = useRef<boolean | null>(null);
  const latest = useRef({ hours, onChange });
  latest.current = { hours, onChange };

  useEffect(() => {
    const stop = () => {
      paint.current = null;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const setMany = (cells: readonly number[], value: boolean) => {
    const next = new Set(latest.current.hours);
    for (const cell of cells) {
      if (value) next.add(cell);
      else next.delete(cell);
    }
    latest.current.onChange([...next].sort((a, b) => a - b));
  };
  const toggleAll = (cells: readonly number[]) => setMany(cells, !cells.every((cell) => on.has(cell)));
  const startPaint = (cell: number) => {
    paint.current = !on.has(cell);
    setMany([cell], paint.current);
  };
  const continuePaint = (cell: number) => {
    if (paint.current !== null && on.has(cell) !== paint.current) setMany([cell], paint.current);
  };
  // A pointer press already switched the cell; only a keyboard "click" (detail 0) switches it here.
  const keyboardToggle = (cell: number) => (event: MouseEvent) => {
    if (event.detail === 0) toggleAll([cell]);
  };

  return (
    <Box>
      <Group gap="xs" mb="xs">
        <Button size="compact-xs" variant="default" onClick={() => setMany(allHours(), true)}>
          Every hour
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => setMany(allHours(), false)}>
          Clear
        </Button>
        <Text size="xs" c="dimmed">
          {on.size} of {HOURS_PER_WEEK} hours
        </Text>
      </Group>
      <Box
        role="group"
        aria-label="Hours the offer takes traffic"
        style={{
          display: 'grid',
          gridTemplateColumns: '48px repeat(24, minmax(18px, 1fr))',
          gap: 2,
          userSelect: 'none',
          touchAction: 'none',
        }}
      >
        <span />
        {HOURS.map((hour) => (
          <UnstyledButton
            key={hour}
            aria-label={`Every day at ${hourLabel(hour)}`}
            onClick={() => toggleAll(DAYS.map((day) => day.index * 24 + hour))}
            style={{ fontSize: 10, textAlign: 'center' }}
          >
            {String(hour).padStart(2, '0')}
          </UnstyledButton>
        ))}
        {DAYS.map((day) => (
          <DayRow
            key={day.index}
            day={day}
            on={on}
            onDay={toggleAll}
            cellHandlers={{ startPaint, continuePaint, keyboardToggle }}
          />
        ))}
      </Box>
    </Box>
  );
});

function allHours(): number[] {
  return Array.from({ length: HOURS_PER_WEEK }, (_, cell) => cell);
}

type CellHandlers = {
  startPaint: (cell: number) => void;
  continuePaint: (cell: number) => void;
  keyboardToggle: (cell: number) => (event: MouseEvent) => void;
};

type DayRowProps = {
  day: (typeof DAYS)[number];
  on: Set<number>;
  onDay: (cells: readonly number[]) => void;
  cellHandlers: CellHandlers;
};

function DayRow({ day, on, onDay, cellHandlers }: DayRowProps) {
  const cells = HOURS.map((hour) => day.index * 24 + hour);
  return (
    <>
      <UnstyledButton
        aria-label={`All of ${day.label}`}
        onClick={() => onDay(cells)}
        style={{ fontSize: 12 }}
      >
        {day.short}
      </UnstyledButton>
      {cells.map((cell) => {
        const isOn = on.has(cell);
        return (
          <UnstyledButton
            key={cell}
            aria-label={`${day.label} ${hourLabel(cell % 24)}`}
            aria-pressed={isOn}
            onPointerDown={() => cellHandlers.startPaint(cell)}
            onPointerEnter={() => cellHandlers.continuePaint(cell)}
            onClick={cellHandlers.keyboardToggle(cell)}
            style={{
              height: 22,
              borderRadius: 3,
              background: isOn
                ? 'var(--mantine-primary-color-filled)'
                : 'var(--mantine-color-default-border)',
            }}
          />
        );
      })}
    </>
  );
}
