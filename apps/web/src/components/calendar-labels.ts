import type { CalendarAriaLabels } from '@mantine/dates';

/** Names for a calendar's arrow controls, which Mantine leaves unnamed. */
export const CALENDAR_LABELS: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};
