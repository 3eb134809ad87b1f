import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './app-constants';
import { COUNTRY_CODES } from './countries';
import { CURRENCY_CODES } from './currencies';

/** Error answer of every endpoint (DESIGN §4): a message plus field errors for bad input. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Status used for every validation failure (400 is kept for malformed bodies). */
export const VALIDATION_STATUS = 422;

/** Wraps a payload schema in the success envelope `{ data }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const PagingMetaSchema = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type PagingMeta = z.infer<typeof PagingMetaSchema>;

/** One page of a list: its rows and where the page sits in the whole list. */
export type PagedResponse<Item> = { data: Item[]; meta: PagingMeta };

/** The answer of every list endpoint: `{ data: Item[], meta: { page, perPage, total } }`. */
export function pagedResponse<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), meta: PagingMetaSchema });
}

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  search: z.string().trim().max(200).optional(),
  sort: z.string().max(60).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const idParamsSchema = z.object({ id: z.uuid() });
export type IdParams = z.infer<typeof idParamsSchema>;

/**
 * A boolean that arrives either as JSON or as form data, where the client
 * encodes booleans as 1/0 (spec §5).
 */
export const formBoolean = z.preprocess((value) => {
  if (value === '1' || value === 'true' || value === 1) return true;
  if (value === '0' || value === 'false' || value === 0) return false;
  return value;
}, z.boolean());

/**
 * A list that arrives as JSON, as repeated `key[]` form fields, or as one field. An empty
 * list is left out of form data (spec §5), so a missing field means an empty list.
 */
export function formArray<T extends z.ZodType>(item: T) {
  const schema = z.preprocess((value) => {
    if (value === undefined || value === null) return [];
    return Array.isArray(value) ? value : [value];
  }, z.array(item));
  // Typed as what it behaves like, an array defaulting to []: a preprocess alone would type its
  // input as a required `unknown`, and clients building a body would lose the item type.
  return schema as unknown as z.ZodDefault<z.ZodArray<T>>;
}

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid http(s) URL' }));

/**
 * An http(s) URL that may be left out; a blank one ("" from a JSON client, as a form's empty
 * input would be) means none rather than an invalid URL.
 */
export const optionalHttpUrlSchema = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(httpUrlSchema.optional())
  .optional();

/** ISO 3166-1 alpha-2 country code, upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(COUNTRY_CODES, { error: 'Choose a country' }));

/** An ISO 4217 code of a currency in use (CURRENCY_CODES), upper case. */
export const currencyCodeSchema = z
  .string({ error: 'Choose a currency' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCY_CODES, { error: 'Choose a currency from the list' }));

export const personNameSchema = z.string().trim().min(1, 'Enter a name').max(120, 'Name is too long');
export const companySchema = z.string().trim().max(160, 'Company name is too long');
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{5,32}$/, 'Enter a valid phone number');

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** IANA time zone name, e.g. Europe/Berlin. */
export const timezoneSchema = z.string().trim().max(64).refine(isTimeZone, 'Choose a time zone');
