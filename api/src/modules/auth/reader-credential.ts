/**
 * What a reader of an open stream signed in with: a session (`session:<id>`) or a personal API key
 * (`key:<id>`). A stream's right rests on it as long as the stream is open (lib/open-streams.ts), so a
 * sign-out, a revoked session or key ends the streams opened with it; a console or map ticket carries the
 * credential it was asked with.
 */
export type ReaderCredential = `session:${string}` | `key:${string}`;

export const sessionCredential = (sessionId: string): ReaderCredential => `session:${sessionId}`;
export const keyCredential = (keyId: string): ReaderCredential => `key:${keyId}`;

export const isReaderCredential = (value: unknown): value is ReaderCredential => typeof value === 'string' && /^(session|key):[0-9a-f]{24}$/i.test(value);
