/**
 * The site's one API client: Eden treaty, typed by the API's `App`. Calls go to the site's own origin
 * (which forwards /api to the API) with cookies, the page's language (the API answers its words in it,
 * whatever language the account or the cookie chose: one page speaks one language) and, when signed in,
 * the bearer token.
 */
import { treaty } from '@elysiajs/eden';
import type { App } from '../../../api/src/app';
import { SESSION_TOKEN_KEY } from '@shared/auth';
import { errorPanelMessages } from '../components/ui/ui.messages';
import { messagesNow, pageLocale } from './i18n';
import { PAGE_LOCALE_HEADER } from '@shared/i18n/locales';

/** Where the API answers: the site's own origin (it forwards /api), unless PUBLIC_API_URL names the API itself. */
export const API_BASE: string = import.meta.env.PUBLIC_API_URL || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost:4000');

export function readToken(): string | null {
  try {
    return localStorage.getItem(SESSION_TOKEN_KEY);
  } catch {
    return null;
  }
}

export const api = treaty<App>(API_BASE, {
  fetch: { credentials: 'include' },
  // Times stay the ISO strings the API's types say they are (Eden would turn any date-like string into a
  // Date, console lines included, and a reload from storage would bring back strings).
  parseDate: false,
  headers(): Record<string, string> {
    return apiHeaders();
  },
});

/** The headers of every call the page makes to the API: its language, and the bearer token when signed in. */
export function apiHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { [PAGE_LOCALE_HEADER]: pageLocale, authorization: `Bearer ${token}` } : { [PAGE_LOCALE_HEADER]: pageLocale };
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The API's id for this request (body `requestId` or the X-Request-Id header): people quote it to support. */
    readonly requestId: string | null = null,
    /** The API's code for the error (`SIGN_IN_AGAIN`, `VALIDATION_FAILED`...): what code may decide on, since the message is in the reader's language. */
    readonly code: string | null = null,
    /** The request's field the API refused (`email`, `settings.minLevel`), when it named one: where a form shows the message. */
    readonly field: string | null = null,
  ) {
    super(message);
  }

  /** A call that got no answer (the network), or one without the API's words: the screen's own words fit better. */
  static withoutAnswer(status = 0, requestId: string | null = null): ApiError {
    return new ApiError(messagesNow(errorPanelMessages).requestFailed, status, requestId, NO_ANSWER);
  }
}

/** The code of an ApiError that carries no words of the API's (see ApiError.withoutAnswer). */
export const NO_ANSWER = 'NO_ANSWER';

/** The API's words for a failure, or null when it said none (a proxy's page, the network). */
export function answeredMessage(err: unknown): string | null {
  if (err instanceof ApiError) return err.code === NO_ANSWER ? null : err.message || null;
  return err instanceof Error && err.message ? err.message : null;
}

type EdenResult<T> = ({ data: T; error: null } | { data: null; error: { status: number; value: unknown } }) & { response?: Response };

/** The request id of a failed call: the error body names it; the header covers answers from elsewhere. */
export function requestIdOf(value: unknown, response: Response | undefined): string | null {
  const fromBody = typeof value === 'object' && value !== null ? (value as { requestId?: unknown }).requestId : undefined;
  if (typeof fromBody === 'string' && fromBody) return fromBody;
  return response?.headers.get('x-request-id') || null;
}

/** The response body of a successful call; any failure becomes an ApiError with the server's message. */
export async function unwrap<T>(call: Promise<EdenResult<T>>): Promise<NonNullable<T>> {
  let result: EdenResult<T>;
  try {
    result = await call;
  } catch {
    throw ApiError.withoutAnswer();
  }
  if (result.error) {
    const value = result.error.value as { message?: unknown } | string | null;
    const message = typeof value === 'object' && value && typeof value.message === 'string' ? value.message : typeof value === 'string' && value ? value : null;
    if (message === null) throw ApiError.withoutAnswer(result.error.status, requestIdOf(result.error.value, result.response));
    const named = (key: 'code' | 'field') =>
      typeof value === 'object' && value && typeof (value as Record<string, unknown>)[key] === 'string'
        ? ((value as Record<string, unknown>)[key] as string)
        : null;
    throw new ApiError(message, result.error.status, requestIdOf(result.error.value, result.response), named('code'), named('field'));
  }
  if (result.data === null || result.data === undefined) return {} as NonNullable<T>; // a 204
  return result.data as NonNullable<T>;
}
