import { isAxiosError } from 'axios';
import { httpClient } from './http-client';

/** Saves a blob as a file, as a link the person clicked would (CSV exports, PDF pay slips). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Downloads a document the server writes (a PDF in the person's language: the client sends it with every call).
 * Fetched with the bearer token, so it cannot be a plain link; a refusal's JSON envelope arrives as a blob and is
 * read back, so the screen can say the server's sentence.
 */
export async function downloadDocument(url: string, fallbackName: string): Promise<void> {
  try {
    const response = await httpClient.get<Blob>(url, { responseType: 'blob' });
    const named = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
    saveFile(response.data, named ?? fallbackName);
  } catch (error) {
    const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
    if (isAxiosError(error) && error.response && body instanceof Blob) {
      try {
        error.response.data = JSON.parse(await body.text()) as unknown;
      } catch {
        // Not JSON: the status alone says what went wrong.
      }
    }
    throw error;
  }
}
