/**
 * The API's one error vocabulary. Services throw these; the error plugin turns every failure, ours or
 * Elysia's, into `{ success: false, message, code, requestId }` with the matching status.
 */
import type { LineMessage } from '@shared/console';
import type { Said } from '@shared/i18n/said';

export class AppError extends Error {
  /** The message as said (its set's key and parameters), for the asker's language; see lib/error-language.ts. */
  readonly said: LineMessage | undefined;
  /** The request's field the error is about (`settings.minLevel`): a form shows the message under it. */
  field: string | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string | Said,
    /** Extra response headers, e.g. Retry-After for throttling. */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : message.text);
    this.said = typeof message === 'string' ? undefined : message.message;
    this.name = new.target.name;
  }
}

/** An error's words: English, or said as a message (shared/src/i18n/said.ts) so each asker reads their language. */
type Words = string | Said;

export class BadRequestError extends AppError {
  constructor(message: Words) {
    super(400, 'BAD_REQUEST', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: Words = 'Please sign in to continue.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

/** A sign-in that must start over (its second step lapsed or is not valid): the site goes back to the first step on this code. */
export class SignInAgainError extends AppError {
  constructor(message: Words) {
    super(401, 'SIGN_IN_AGAIN', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: Words = 'You do not have permission to do that.') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super(404, 'NOT_FOUND', `${what} not found.`);
  }
}

export class ConflictError extends AppError {
  constructor(message: Words) {
    super(409, 'CONFLICT', message);
  }
}

export class ValidationFailedError extends AppError {
  constructor(message: Words, field?: string) {
    super(422, 'VALIDATION_FAILED', message);
    this.field = field;
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: Words, retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: Words) {
    super(503, 'SERVICE_UNAVAILABLE', message);
  }
}

/** The database could not be reached: nothing was changed, and trying again shortly is the right move. */
export class DatabaseUnavailableError extends AppError {
  constructor() {
    super(503, 'DATABASE_UNAVAILABLE', 'Castellan cannot reach its database right now. Nothing was changed; please try again in a moment.', {
      'retry-after': '5',
    });
  }
}

export class EngineUnavailableError extends AppError {
  constructor() {
    super(503, 'ENGINE_UNAVAILABLE', 'Castellan cannot reach its engine (NATS) right now. Nothing was changed; please try again in a moment.', {
      'retry-after': '5',
    });
  }
}
