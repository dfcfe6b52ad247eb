/** A dry run's console: each line with the game time since the run began (the runtime's own lines, read in the page's language). */
import { inPageLanguage } from '../../lib/kept-words';
import '@shared/bot-lines';
import { useMessages } from '../../lib/i18n';
import { gameClock, type DryRun } from './queries';
import { dryRunMessages } from './scripts.messages';

export function DryRunConsole({ run, running }: { run: DryRun | null; running: boolean }) {
  const t = useMessages(dryRunMessages);
  if (running)
    return (
      <p className="muted" role="status">
        {t.running}
      </p>
    );
  if (!run) return <p className="muted">{t.idle}</p>;
  const counts = { minutes: t.gameMinutes(run.gameMinutes), lines: t.lines(run.lines.length) };
  return (
    <div className="stack">
      <p className="muted" role="status">
        {run.cutShort ? t.finishedCutShort(counts) : t.finished(counts)}
      </p>
      <ol className="dry-run-console" aria-label={t.console}>
        {run.lines.map((line, i) => (
          <li key={i} className={`console-line level-${line.level}`}>
            <time className="muted">{gameClock(line.gameSeconds)}</time> <span>{inPageLanguage(line.text, line.message)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
