/**
 * The first steps, on a dashboard without a bot that has run yet: add a game account, create a bot,
 * start it and watch its console, each with its action in place and ticked off once done.
 */
import { Icon } from '../../components/ui/Icon';
import type { Bot, GameAccount } from '../../lib/data';
import { runBotAction } from '../bots/actions';

type Props = { bots: Bot[]; accounts: GameAccount[]; onCreate: () => void; canCreate: boolean };

export function Onboarding({ bots, accounts, onCreate, canCreate }: Props) {
  const first = bots[0];
  const steps = [
    {
      done: accounts.length > 0,
      title: 'Add a game account',
      text: 'The login your bots play with. It is stored encrypted.',
      action: <a className="button button-small" href="/accounts">{accounts.length ? 'Game accounts' : 'Add a game account'}</a>,
    },
    {
      done: bots.length > 0,
      title: 'Create a bot',
      text: 'Pick a template and the account it plays.',
      action: (
        <button type="button" className="button button-small" onClick={onCreate} disabled={!canCreate}>
          Create your first bot
        </button>
      ),
    },
    {
      done: false,
      title: 'Start it and watch its console',
      text: 'It logs in and works at a human pace; its console shows every step live.',
      action: first ? (
        <span className="row">
          <button type="button" className="button button-small button-primary" onClick={() => void runBotAction(first.id, 'start')} disabled={first.desiredState === 'online'}>
            <Icon name="play" size={14} /> Start {first.name}
          </button>
          <a className="button button-small" href={`/bots/${first.id}`}>
            Open its console
          </a>
        </span>
      ) : null,
    },
  ];
  return (
    <section className="card onboarding" aria-labelledby="onboarding-title">
      <h3 id="onboarding-title">{bots.length ? 'Almost there' : 'No bots configured yet...'}</h3>
      <p className="muted">Three steps to your first running bot:</p>
      <ol className="onboarding-steps">
        {steps.map((step, i) => (
          <li key={step.title} className={step.done ? 'onboarding-done' : undefined}>
            <span className="onboarding-mark" aria-hidden="true">
              {step.done ? <Icon name="check" size={14} /> : i + 1}
            </span>
            <div className="onboarding-body">
              <strong>
                {step.title}
                {step.done && <span className="visually-hidden"> (done)</span>}
              </strong>
              <span className="muted">{step.text}</span>
              {!step.done && step.action}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
