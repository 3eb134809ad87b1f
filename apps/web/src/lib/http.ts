import type { ErrorResponse } from '@affnet/contracts';
import { useAuthStore } from '../stores/auth-store';

/** API base path (spec §9). */
export const API_BASE = '/api';

/** An HTTP error answer, with the server's field errors when it sent any (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app layer sets what "go to login" means (the router lives there, not here). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable body, or FormData built by `toFormData` (spec §5). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
};

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Checks the error envelope by hand: this module is on the first-load path of every screen, and
 * a zod parse here would pull the whole validation library into it.
 */
function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return false;
  if (errors === undefined) return true;
  if (typeof errors !== 'object' || errors === null) return false;
  return Object.values(errors).every(
    (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorResponse(body)) return new ApiError(response.status, body.message, body.errors);
  return new ApiError(response.status, response.statusText || `Request failed (${response.status})`);
}

/**
 * Calls the API. Sends the bearer token when there is one; a 401 on any call clears the
 * session and hands over to the unauthorized handler (spec §4, §8); other errors are thrown
 * as ApiError for the caller.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers = authorizedHeaders('application/json');
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  await checkAnswer(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function authorizedHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  const token = useAuthStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function checkAnswer(response: Response): Promise<void> {
  if (response.status === 401) {
    useAuthStore.getState().clear();
    onUnauthorized();
  }
  if (!response.ok) throw await toApiError(response);
}

/** A file the API answers (a CSV export, an invoice's PDF): its bytes and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** What kind of file to ask for, and its name when the server gives none. */
export type FileKind = { accept: string; fallbackName: string };

/** A CSV export, the default. */
export const CSV_FILE: FileKind = { accept: 'text/csv', fallbackName: 'export.csv' };

/**
 * `GET /api<path>` (or a `POST` of `post`) for a file, with the session's token (a plain link
 * cannot send it). Errors come back as ApiError like any request (JSON is accepted for them), so a
 * refused export says why.
 */
export async function requestFile(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> & {
    kind?: FileKind;
    /** A file made by an action (a payment batch's export) is a `POST` with its form data. */
    post?: FormData;
  } = {},
): Promise<DownloadedFile> {
  const { accept, fallbackName } = options.kind ?? CSV_FILE;
  const response = await fetch(buildUrl(path, options.query), {
    ...(options.post ? { method: 'POST', body: options.post } : {}),
    headers: authorizedHeaders(`${accept}, application/json`),
    signal: options.signal,
  });
  await checkAnswer(response);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
