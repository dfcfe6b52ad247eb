/**
 * The first steps, on a dashboard without a bot that has run yet: add a game account, create a bot,
 * start it and watch its console, each with its action in place and ticked off once done.
 */
import { Icon } from '../../components/ui/Icon';
import type { Bot, GameAccount } from '../../lib/data';
import { runBotAction } from '../bots/actions';
import { here, useMessages } from '../../lib/i18n';
import { onboardingMessages } from './dashboard.messages';

type Props = { bots: Bot[]; accounts: GameAccount[]; onCreate: () => void; canCreate: boolean };

export function Onboarding({ bots, accounts, onCreate, canCreate }: Props) {
  const t = useMessages(onboardingMessages);
  const first = bots[0];
  const steps = [
    {
      id: 'account',
      done: accounts.length > 0,
      title: t.accountTitle,
      text: t.accountText,
      action: (
        <a className="button button-small" href={here('/accounts')}>
          {accounts.length ? t.accountsLink : t.accountAction}
        </a>
      ),
    },
    {
      id: 'bot',
      done: bots.length > 0,
      title: t.botTitle,
      text: t.botText,
      action: (
        <button type="button" className="button button-small" onClick={onCreate} disabled={!canCreate}>
          {t.botAction}
        </button>
      ),
    },
    {
      id: 'start',
      done: false,
      title: t.startTitle,
      text: t.startText,
      action: first ? (
        <span className="row">
          <button
            type="button"
            className="button button-small button-primary"
            onClick={() => void runBotAction(first, 'start')}
            disabled={first.desiredState === 'online'}
          >
            <Icon name="play" size={14} /> {t.start({ name: first.name })}
          </button>
          <a className="button button-small" href={here(`/bots/${first.id}`)}>
            {t.openConsole}
          </a>
        </span>
      ) : null,
    },
  ];
  return (
    <section className="card onboarding" aria-labelledby="onboarding-title">
      <h3 id="onboarding-title">{bots.length ? t.titleAlmost : t.titleEmpty}</h3>
      <p className="muted">{t.intro}</p>
      <ol className="onboarding-steps">
        {steps.map((step, i) => (
          <li key={step.id} className={step.done ? 'onboarding-done' : undefined}>
            <span className="onboarding-mark" aria-hidden="true">
              {step.done ? <Icon name="check" size={14} /> : i + 1}
            </span>
            <div className="onboarding-body">
              <strong>
                {step.title}
                {step.done && <span className="visually-hidden"> {t.done}</span>}
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
