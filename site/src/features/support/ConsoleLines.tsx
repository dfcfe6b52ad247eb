/** A ticket's attached console lines: the player's preview, the ticket and the admins' view show them alike. */
import { clockTime } from '../../lib/time';

type Line = { at: string; level: string; text: string };

export function ConsoleLines({ lines, label }: { lines: Line[]; label: string }) {
  if (!lines.length) return <p className="muted">The console has no lines yet.</p>;
  return (
    <ol className="support-console" aria-label={label}>
      {lines.map((l, i) => (
        <li key={i} className={`support-console-${l.level}`}>
          <time dateTime={l.at}>{clockTime(Date.parse(l.at))}</time> {l.text}
        </li>
      ))}
    </ol>
  );
}
