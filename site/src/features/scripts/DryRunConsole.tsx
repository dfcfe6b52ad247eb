/** A dry run's console: each line with the game time since the run began. */
import { gameClock, type DryRun } from './queries';

export function DryRunConsole({ run, running }: { run: DryRun | null; running: boolean }) {
  if (running) return <p className="muted" role="status">Dry run under way: one game hour on a fresh game server takes about 30 seconds…</p>;
  if (!run) return <p className="muted">A dry run plays your script for one game hour on a game server of its own, with a new account: never your game accounts.</p>;
  return (
    <div className="stack">
      <p className="muted" role="status">
        Dry run finished: {run.gameMinutes} game minutes, {run.lines.length} lines{run.cutShort ? ' (cut short)' : ''}.
      </p>
      <ol className="dry-run-console" aria-label="Dry run console">
        {run.lines.map((line, i) => (
          <li key={i} className={`console-line level-${line.level}`}>
            <time className="muted">{gameClock(line.gameSeconds)}</time> <span>{line.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
