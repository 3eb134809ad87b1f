import { type DownloadedFile, type FileKind, type RequestOptions, requestFile } from './http';

/** Hands a downloaded file to the browser to save, under the name the server gave it. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the blob after the click returns; revoking at once can fail the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads a file (`GET /api<path>`: an export, by default a CSV) with the session's token, which
 * a plain link could not send, and saves it as the file the server named.
 */
export async function downloadFile(
  path: string,
  query: RequestOptions['query'],
  kind?: FileKind,
): Promise<void> {
  saveFile(await requestFile(path, { query, ...(kind ? { kind } : {}) }));
}
