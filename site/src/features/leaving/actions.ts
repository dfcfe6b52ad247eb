/** "Download my data" and "Delete my account": each goes to the API with the session's token. */
import { api, unwrap } from '../../lib/api';
import { downloadFromApi } from '../../lib/download';
import { forgetSessionAndGo } from '../session/store';
import { deleteBody, type DeleteForm } from './delete-form';

/** Fetches the export and saves it under the name the API gives it (429 after five downloads in an hour). */
export function downloadMyData(): Promise<string> {
  return downloadFromApi('/api/users/me/export', 'castellan-data.json');
}

/**
 * Deletes the account; on success this browser forgets the session and opens /account-deleted, which says
 * it is done. Throws ApiError (403 wrong password or code, 422 missing proof, 429, 503 billing provider away).
 */
export async function deleteSignedInUser(form: DeleteForm): Promise<void> {
  await unwrap(api.api.users.me.delete(deleteBody(form)));
  forgetSessionAndGo('/account-deleted');
}
