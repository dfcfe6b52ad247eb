/**
 * Who reads an open stream (a console, a live map) and what their right rests on while it stays open:
 * the session or API key they opened it with, straight or through a short-lived ticket for that very
 * stream (a browser's EventSource cannot send the session's header, and a session token never goes in a URL).
 */
import { UnauthorizedError } from '../../lib/errors';
import { signedIn } from './plugin';
import type { ReaderCredential } from './reader-credential';
import type { AuthService } from './service';
import type { StreamRight } from '../../lib/open-streams';

export type StreamReader = { userId: string; credential: ReaderCredential };

type Peer = Parameters<typeof signedIn>[2];

/**
 * The reader of a stream for `subject` (what its tickets name): the ticket's user and credential when a
 * ticket is given (401 `wrongTicket` for a ticket of another stream), else the request's session or key.
 */
export async function streamReader(
  auth: AuthService,
  request: Request,
  server: Peer,
  ticket: { token: string | undefined; subject: string; wrongTicket: string },
): Promise<StreamReader> {
  if (ticket.token) {
    const verified = await auth.tokens.verifyConsoleTicket(ticket.token);
    if (verified.botId !== ticket.subject) throw new UnauthorizedError(ticket.wrongTicket);
    return { userId: verified.userId, credential: verified.credential };
  }
  const { user, credential } = await signedIn(auth, request, server);
  return { userId: user.id, credential };
}

/**
 * `value` as one flat string. `String(objectId)` (and a template) is a rope of strings in JavaScriptCore, 11 of
 * them for an ObjectId, and an object kept for the hours a stream is open keeps every one (bench/console
 * counted 24 strings a reader). `normalize()` reads it whole into one string (an id or a credential is ASCII,
 * which it leaves as it is); a read of one character was optimised away once the code was hot.
 */
export function flatText(value: unknown): string {
  return String(value).normalize();
}

/**
 * A reader's right to an open stream (lib/open-streams.ts): what every one rests on (the credential the
 * stream was opened with, and the reader), each kind of stream adding its own. A class, so an open stream keeps
 * one small object and no closures.
 */
export abstract class ReaderRight implements StreamRight {
  readonly credential: ReaderCredential;
  readonly userId: string;

  constructor(
    protected readonly auth: AuthService,
    reader: StreamReader,
  ) {
    this.credential = flatText(reader.credential) as ReaderCredential;
    this.userId = flatText(reader.userId);
  }

  watchKeys(): string[] {
    return [this.credential, `user:${this.userId}`];
  }

  abstract stillReads(): Promise<boolean>;

  /** Whether the credential still signs the reader in (read from the database). */
  protected signedIn(): Promise<boolean> {
    return this.auth.credentialHolds(this.credential, this.userId);
  }
}
