import { API_BASE, ApiError } from '../../../lib/http';
import { useAuthStore } from '../../../stores/auth-store';

/*
 * Downloads a CSV export with the session's token (a plain link cannot send it) and hands it to
 * the browser as a file. wt-r2's `requestFile` in lib/http.ts does the fetching part for the row
 * reports; at merge this should call that instead (same behaviour).
 */

export async function downloadCsv(path: string, query: Record<string, string>): Promise<void> {
  const token = useAuthStore.getState().token;
  const response = await fetch(`${API_BASE}${path}?${new URLSearchParams(query)}`, {
    headers: { Accept: 'text/csv, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? `Export failed (${response.status})`);
  }
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob after click() returns: free it a moment later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
