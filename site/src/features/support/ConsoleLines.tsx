/** A ticket's attached console lines: the player's preview, the ticket and the admins' view show them alike. */
import { useMessages } from '../../lib/i18n';
import { clockTime } from '../../lib/time';
import { consoleLinesMessages } from './support.messages';

type Line = { at: string; level: string; text: string };

export function ConsoleLines({ lines, label }: { lines: Line[]; label: string }) {
  const m = useMessages(consoleLinesMessages);
  if (!lines.length) return <p className="muted">{m.empty}</p>;
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
