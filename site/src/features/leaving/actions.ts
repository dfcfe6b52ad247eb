/** "Download my data" and "Delete my account": each goes to the API with the session's token. */
import { API_BASE, ApiError, api, readToken, requestIdOf, unwrap } from '../../lib/api';
import { saveBlob } from '../console/save-file';
import { forgetSessionAndGo } from '../session/store';
import { filenameFromDisposition } from './content-disposition';
import { deleteBody, type DeleteForm } from './delete-form';

/**
 * Fetches the export and saves it under the name the API gives it. A plain fetch, not the Eden client:
 * the file is saved byte for byte as the API wrote it (Eden would parse it), with its header's name.
 * Throws ApiError with the API's message (429 after five downloads in an hour).
 */
export async function downloadMyData(): Promise<string> {
  const token = readToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/api/users/me/export`, {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('Request failed', 0);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    const message = typeof body === 'object' && body && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : 'Request failed';
    throw new ApiError(message, res.status, requestIdOf(body, res));
  }
  const fileName = filenameFromDisposition(res.headers.get('content-disposition'), 'castellan-data.json');
  saveBlob(fileName, await res.blob());
  return fileName;
}

/**
 * Deletes the account; on success this browser forgets the session and opens /account-deleted, which says
 * it is done. Throws ApiError (403 wrong password or code, 422 missing proof, 429, 503 billing provider away).
 */
export async function deleteMyAccount(form: DeleteForm): Promise<void> {
  await unwrap(api.api.users.me.delete(deleteBody(form)));
  forgetSessionAndGo('/account-deleted');
}
