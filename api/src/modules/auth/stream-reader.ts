/**
 * Who reads an open stream (a console, a live map) and what their right rests on while it stays open:
 * the session or API key they opened it with, straight or through a short-lived ticket for that very
 * stream (a browser's EventSource cannot send the session's header, and a session token never goes in a URL).
 */
import { UnauthorizedError } from '../../lib/errors';
import { signedIn } from './plugin';
import type { ReaderCredential } from './reader-credential';
import type { AuthService } from './service';

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

/** What every stream's right rests on: the reader's credential, and the reader (a change to them asks again). */
export const readerWatches = (reader: StreamReader): string[] => [reader.credential, `user:${reader.userId}`];

/** Whether the reader's credential still signs them in (read from the database). */
export const readerStillSignedIn = (auth: AuthService, reader: StreamReader): Promise<boolean> => auth.credentialHolds(reader.credential, reader.userId);
