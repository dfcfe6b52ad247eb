/** A ticket's thread and attached console lines, drawn alike for the player's ticket and the admins' desk; each side names a message's author its own way. */
import type { ReactNode } from 'react';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { ConsoleLines } from './ConsoleLines';

type Line = { at: string; level: string; text: string };
type Message = { id: string; created_at: string; body: string };

/** The console lines the player attached, folded away under a summary; nothing when none were. */
export function AttachedLines({ lines, summary, label }: { lines: Line[]; summary: string; label: string }) {
  if (!lines.length) return null;
  return (
    <details>
      <summary>{summary}</summary>
      <ConsoleLines lines={lines} label={label} />
    </details>
  );
}

/** `tone` is the class that colours a message by who wrote it (player, support, an internal note). */
export function TicketThread<M extends Message>({
  label,
  messages,
  author,
  tone,
}: {
  label: string;
  messages: M[];
  author: (message: M) => ReactNode;
  tone: (message: M) => string;
}) {
  return (
    <ol className="list-plain support-thread" aria-label={label}>
      {messages.map((message) => (
        <li key={message.id} className={`support-message ${tone(message)}`}>
          <p className="support-message-head">
            <strong>{author(message)}</strong> · <RelativeTime iso={message.created_at} />
          </p>
          <p className="support-message-body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
