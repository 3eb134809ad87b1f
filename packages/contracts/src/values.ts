import { z } from 'zod';
import { COUNTRY_CODES } from './countries';

/**
 * Value types shared by offers, creatives and (later) conversions and invoices: money, percent,
 * local date-times, host names. Every one arrives either as JSON or as form data (spec §5).
 */

/** Money is carried as a decimal string with at most 2 decimals ("12.50"), never a float. */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const MONEY_MAX_DECIMALS = 2;

/** "2.5" → "2.50", "7" → "7.00": the one spelling stored values and answers use. */
export function normalizeMoney(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const trimmed = whole.replace(/^0+(?=\d)/, '');
  return `${trimmed}.${fraction.padEnd(MONEY_MAX_DECIMALS, '0')}`;
}

const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** A non-negative amount of money, e.g. "12.50". */
export const moneySchema = z.preprocess(
  numberAsText,
  z
    .string({ error: 'Enter an amount' })
    .trim()
    .regex(MONEY_PATTERN, 'Enter an amount such as 12.50 (at most 2 decimals)')
    .transform(normalizeMoney),
);

/** A percentage from 0 to 100 with at most 2 decimals, e.g. "7.5". */
export const percentSchema = z.preprocess(
  numberAsText,
  z
    .string({ error: 'Enter a percentage' })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter a percentage such as 7.5 (at most 2 decimals)')
    .refine((value) => Number(value) <= 100, 'A percentage is at most 100')
    .transform(normalizeMoney),
);

/** An integer from a form field ("25") or JSON (25). */
export function formInteger(min: number, max: number, label = 'a whole number') {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ error: `Enter ${label}` })
      .int(`Enter ${label}`)
      .min(min, `At least ${min}`)
      .max(max, `At most ${max}`),
  );
}

/** The longest hold on payment after approval, on an offer or a publisher (docs/money.md). */
export const HOLD_DAYS_MAX = 90;
/** Days after approval before a conversion is payable: 0 to 90. */
export const holdDaysSchema = formInteger(0, HOLD_DAYS_MAX, 'days from 0 to 90');

/**
 * The validation deadline (docs/money.md): days after a conversion in which its advertiser
 * decides; a conversion still pending then is approved or rejected automatically, as chosen.
 */
export const VALIDATION_DAYS_MAX = 365;
export const VALIDATION_ACTIONS = ['approve', 'reject'] as const;
export const ValidationActionSchema = z.enum(VALIDATION_ACTIONS, {
  error: 'Choose whether the conversion is approved or rejected',
});
export type ValidationAction = z.infer<typeof ValidationActionSchema>;
/** An advertiser's or an offer's deadline, as a form or the API sends it; no days = none. */
export const validationDeadlineFields = {
  validationDays: formInteger(1, VALIDATION_DAYS_MAX, 'days from 1 to 365').optional(),
  /** What happens to a conversion still pending when its deadline passes; approve unless said. */
  validationAction: ValidationActionSchema.default('approve'),
};
/** A deadline as a body gives it, as stored: both null when no days are given. */
export function validationDeadlineOf(body: { validationDays?: number; validationAction: ValidationAction }) {
  return body.validationDays === undefined
    ? { validationDays: null, validationAction: null }
    : { validationDays: body.validationDays, validationAction: body.validationAction };
}
/** A deadline as stored and answered: both null when there is none. */
export const validationDeadlineOut = {
  validationDays: z.number().int().nullable(),
  validationAction: ValidationActionSchema.nullable(),
};

/**
 * A wall-clock time without an offset, "2026-12-01T09:30", read in a time zone that travels with
 * it (an offer's schedule). Seconds and a space instead of "T" are accepted and dropped.
 */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function isRealDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME_PATTERN.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60
  );
}

export const localDateTimeSchema = z
  .string({ error: 'Enter a date and time' })
  .trim()
  .refine(isRealDateTime, 'Enter a date and time such as 2026-12-01 09:30')
  .transform((value) => value.slice(0, 16).replace(' ', 'T'));

/**
 * The UTC instant of a wall-clock time in an IANA time zone. Around a DST change a time that does
 * not exist moves forward by the gap, and one that exists twice takes its first occurrence.
 */
export function zonedTimeToUtc(local: string, timeZone: string): Date {
  const match = LOCAL_DATE_TIME_PATTERN.exec(local);
  if (!match) throw new RangeError(`Not a local date-time: ${local}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offsets a day either side bracket any DST change; the earliest instant whose wall
  // clock reads `local` wins. None does inside a gap: the offset before the change lands after it.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wall,
  );
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - before);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall-clock time ("2026-12-01T09:30") of an instant in a time zone. */
export function utcToZonedTime(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return shifted.toISOString().slice(0, 16);
}

/** The calendar day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (instant - (instant % 1000));
}

/** A DNS host name such as shop.example.com (no scheme, no path). */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'A domain is at most 253 characters')
  .regex(
    /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/,
    'Enter a domain such as shop.example.com',
  );

/** ISO 3166-2 subdivision, e.g. US-CA or DE-BY. */
export const regionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'Enter a region code such as US-CA')
  .refine(
    (value) => (COUNTRY_CODES as readonly string[]).includes(value.slice(0, 2)),
    'The region code starts with an unknown country',
  );

/** Short free text that may not be blank. */
export function requiredText(max: number, missing: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, `At most ${max} characters`);
}

/** Free text that may be left out; never blank when present. */
export function optionalText(max: number) {
  return z.string().trim().max(max, `At most ${max} characters`).optional();
}

/** A file as the server's form decoder hands it over (spec §5: files are sent as files). */
export type UploadedFileShape = { filename: string; mimetype: string; data: Uint8Array };
/** A file in a form: a browser File while editing, an UploadedFileShape once decoded on the server. */
export type FileValue = UploadedFileShape | Blob;

function isUploadedFile(value: unknown): value is UploadedFileShape {
  return typeof value === 'object' && value !== null && 'data' in value && value.data instanceof Uint8Array;
}

/** Bytes of a file value, whichever side holds it; null when it is not a file. */
export function fileSizeOf(value: unknown): number | null {
  if (isUploadedFile(value)) return value.data.byteLength;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value.size;
  return null;
}

export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A file field no larger than `maxBytes`. What the bytes are is checked on the server from the
 * content itself (magic bytes), never from the name or the declared type.
 */
export function fileSchema(maxBytes: number) {
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return z
    .custom<FileValue>((value) => fileSizeOf(value) !== null, 'Choose a file')
    .refine((value) => (fileSizeOf(value) ?? 0) > 0, 'The file is empty')
    .refine((value) => (fileSizeOf(value) ?? 0) <= maxBytes, `The file is larger than ${megabytes} MB`)
    .meta({ type: 'string', format: 'binary' });
}

/** A stored upload as answers show it; `url` serves it with its checked content type. */
export const StoredFileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;
