/**
 * Downloads a file the API makes (the data export, analytics as CSV) under the name its header gives. A
 * plain fetch, not the Eden client: the file is saved byte for byte as the API wrote it (Eden would parse
 * it). Throws ApiError with the API's message.
 */
import { API_BASE, ApiError, apiHeaders, requestIdOf } from './api';
import { filenameFromDisposition } from './content-disposition';
import { saveBlob } from './save-file';

export async function downloadFromApi(path: string, fallbackName: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { credentials: 'include', headers: apiHeaders() });
  } catch {
    throw ApiError.withoutAnswer();
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    const message =
      typeof body === 'object' && body && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : null;
    throw message === null ? ApiError.withoutAnswer(res.status, requestIdOf(body, res)) : new ApiError(message, res.status, requestIdOf(body, res));
  }
  const fileName = filenameFromDisposition(res.headers.get('content-disposition'), fallbackName);
  saveBlob(fileName, await res.blob());
  return fileName;
}
