/**
 * "Run now for N hours": starts the bot at once, inside or outside its windows, and its schedule stops it
 * when the hours are over (a stop by the player ends the run sooner). The end is shown while it runs.
 */
import { useId, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { api, unwrap } from '../../../lib/api';
import { mutation } from '../../../lib/data';
import { invalidate } from '../../../lib/query/store';
import { useNow } from '../../../lib/use-now';
import { toast } from '../../toasts/store';
import { useToastedRun } from '../../toasts/toasted-run';
import { RUN_HOURS, runUntilText } from './schedule-form';
import { messagesNow, useMessages } from '../../../lib/i18n';
import { runNowMessages } from './schedule.messages';

type Props = { botId: string; botName: string; runUntil: string | null; onChanged: () => void };

export function RunNow({ botId, botName, runUntil, onChanged }: Props) {
  const id = useId();
  const m = useMessages(runNowMessages);
  const [hours, setHours] = useState(2);
  const { busy, run: runToasted } = useToastedRun();
  const now = useNow(Boolean(runUntil));
  const running = runUntilText(runUntil, now, m);

  async function run() {
    await runToasted(async () => {
      await mutation(() => unwrap(api.api.bots({ id: botId })['run-for'].post({ hours })));
      toast.success(messagesNow(runNowMessages).runsNow({ name: botName })(hours));
    }, messagesNow(runNowMessages).failed);
    await invalidate('bots');
    onChanged();
  }

  return (
    <div className="run-now">
      <div className="row run-now-controls">
        <label htmlFor={`${id}-hours`}>{m.runFor}</label>
        <select id={`${id}-hours`} value={hours} onChange={(e) => setHours(Number(e.target.value))} disabled={busy}>
          {RUN_HOURS.map((h) => (
            <option key={h} value={h}>
              {m.hours(h)}
            </option>
          ))}
        </select>
        <button type="button" className="button button-small button-primary" disabled={busy} aria-busy={busy} onClick={() => void run()}>
          <Icon name="play" size={14} /> {busy ? m.starting : m.runNow}
        </button>
      </div>
      {running ? (
        <p className="run-now-status" role="status">
          {running}
        </p>
      ) : (
        <p className="hint">{m.hint}</p>
      )}
    </div>
  );
}
