/**
 * The dashboard's "Shared with me": a share code to look at and accept (an e-mailed share's link,
 * /dashboard?share=<code>, accepts it on arrival), then the bots other players share
 * with the player, grouped by owner and game account, each card with only the controls its share allows
 * (the API refuses the rest: @shared/sharing's one table), and Give back.
 */
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { SharePermission, SharedWithMe as Share } from '@shared/sharing';
import { Icon } from '../../components/ui/Icon';
import { StateBadge, normaliseState } from '../../components/ui/StateBadge';
import { sharedBotsQuery, sharedWithMeQuery, type Bot } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { here, messagesNow, useMessages } from '../../lib/i18n';
import { inPageLanguage } from '../../lib/kept-words';
import { runBotAction } from '../bots/actions';
import { isSettling, LIST_REFRESH_MS, toggleAction, TRANSITION_POLL_MS } from '../bots/bot-state';
import { useWhileVisible } from '../../lib/use-while-visible';
import { BotSettingsDialog } from '../bots/BotSettingsDialog';
import { DeleteBotDialog } from '../bots/DeleteBotDialog';
import { botCardMessages } from './dashboard.messages';
import { errorMessage, toast } from '../toasts/store';
import { acceptCode, giveBack, lookAtCode } from '../sharing/actions';
import { sharedWithMeMessages, sharePermissionMessages } from '../sharing/sharing.messages';
import '../sharing/sharing.css';

const refresh = () => invalidate('shared-with-me', 'shared-bots');

export function SharedWithMe() {
  const m = useMessages(sharedWithMeMessages);
  const shares = useStore(sharedWithMeQuery.store).data ?? [];
  const bots = (useStore(sharedBotsQuery.store).data ?? []) as Bot[];
  const [editing, setEditing] = useState<Bot | null>(null);
  const [deleting, setDeleting] = useState<Bot | null>(null);
  const headingId = useId();
  // Between a start or stop and the state it asked for, the list is looked at again (as the player's own is).
  const settling = bots.some(isSettling);
  useEffect(() => {
    if (!settling) return;
    const timer = setInterval(() => void sharedBotsQuery.refetch(), TRANSITION_POLL_MS);
    return () => clearInterval(timer);
  }, [settling]);
  // And what the owner (or another player it is shared with) changed shows without a reload.
  useWhileVisible(() => void sharedBotsQuery.refetch(), LIST_REFRESH_MS, !settling);

  return (
    <section className="stack shared-with-me" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.heading}</h2>
      <p className="muted">{m.intro}</p>
      <CodeForm />
      {shares.map((share) => (
        <SharedGroup
          key={share.share_id}
          share={share}
          bots={bots.filter((b) => b.accountId === share.account.id)}
          onSettings={setEditing}
          onDelete={setDeleting}
        />
      ))}
      <BotSettingsDialog
        bot={editing}
        onClose={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <DeleteBotDialog
        bot={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void refresh();
        }}
      />
    </section>
  );
}

/** The code of an e-mailed share's link, taken out of the address (a reload does not accept it twice). */
function codeFromLink(): string | null {
  const params = new URLSearchParams(window.location.search);
  const code = params.get('share');
  if (!code) return null;
  params.delete('share');
  const rest = params.toString();
  history.replaceState(history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
  return code.trim() || null;
}

/** A code pasted, looked at (whose, which account, what it allows), then accepted; or a link's, accepted at once. */
function CodeForm() {
  const m = useMessages(sharedWithMeMessages);
  const words = useMessages(sharePermissionMessages);
  const id = useId();
  const [code, setCode] = useState('');
  const [offer, setOffer] = useState<Share | null>(null);
  const [busy, setBusy] = useState(false);
  const [fromLink, setFromLink] = useState(false);
  const failed = (err: unknown) => toast.error(errorMessage(err, messagesNow(sharedWithMeMessages).failed));

  // The invitation mail's link: the player followed it to accept, so it is accepted (or they are told why not).
  useEffect(() => {
    const linked = codeFromLink();
    if (!linked) return;
    setFromLink(true);
    acceptCode(linked)
      .then(
        (accepted) => toast.success(messagesNow(sharedWithMeMessages).accepted({ account: `${accepted.account.name} (${accepted.account.server})` })),
        failed,
      )
      .finally(() => setFromLink(false));
  }, []);

  const look = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    try {
      setOffer(await lookAtCode(code.trim()));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const accept = async () => {
    setBusy(true);
    try {
      const accepted = await acceptCode(code.trim());
      toast.success(messagesNow(sharedWithMeMessages).accepted({ account: `${accepted.account.name} (${accepted.account.server})` }));
      setOffer(null);
      setCode('');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  if (fromLink) return <p role="status">{m.acceptingLink}</p>;
  if (offer) {
    return (
      <div className="stack shared-offer" role="group" aria-labelledby={`${id}-offer`}>
        <p id={`${id}-offer`}>{m.offer({ owner: offer.owner, account: `${offer.account.name} (${offer.account.server})` })}</p>
        <p>
          {m.youMay} {offer.permissions.map((p) => words[p]).join(' · ')}
        </p>
        <div className="row">
          <button type="button" className="button button-primary" disabled={busy} aria-busy={busy} onClick={() => void accept()}>
            {busy ? m.accepting : m.accept}
          </button>
          <button type="button" className="button" onClick={() => setOffer(null)}>
            {m.cancel}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className="row shared-code-form" onSubmit={(e) => void look(e)}>
      <div className="field">
        <label htmlFor={`${id}-code`}>{m.codeLabel}</label>
        <input
          id={`${id}-code`}
          value={code}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          required
          aria-describedby={`${id}-hint`}
          onChange={(e) => setCode(e.target.value)}
        />
        <p className="hint" id={`${id}-hint`}>
          {m.codeHint}
        </p>
      </div>
      <button type="submit" className="button" disabled={busy || !code.trim()} aria-busy={busy}>
        {busy ? m.looking : m.look}
      </button>
    </form>
  );
}

function SharedGroup({ share, bots, onSettings, onDelete }: { share: Share; bots: Bot[]; onSettings: (bot: Bot) => void; onDelete: (bot: Bot) => void }) {
  const m = useMessages(sharedWithMeMessages);
  const words = useMessages(sharePermissionMessages);
  const account = `${share.account.name} (${share.account.server})`;
  const headingId = useId();
  const leave = async () => {
    try {
      await giveBack(share.share_id);
      toast.success(m.left);
    } catch (err) {
      toast.error(errorMessage(err, messagesNow(sharedWithMeMessages).failed));
    }
  };
  return (
    <section className="stack bot-group" aria-labelledby={headingId}>
      <div className="shared-group-head">
        <div>
          <h3 id={headingId} className="bot-group-title">
            {m.group({ owner: share.owner, account })}
          </h3>
          <p className="muted share-what">
            {m.youMay} {share.permissions.map((p) => words[p]).join(' · ')}
          </p>
        </div>
        <div className="row">
          {share.permissions.includes('manage') && (
            <a className="button button-small" href={here(`/bots/create?account=${encodeURIComponent(share.account.id)}`)}>
              {m.createHere}
            </a>
          )}
          <button type="button" className="button button-small" aria-label={m.leaveLabel({ account })} onClick={() => void leave()}>
            {m.leave}
          </button>
        </div>
      </div>
      {bots.length === 0 ? (
        <p className="muted">{m.noBots}</p>
      ) : (
        <div className="grid grid-2">
          {bots.map((bot) => (
            <SharedBotCard key={bot.id} bot={bot} may={share.permissions} onSettings={onSettings} onDelete={onDelete} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A shared bot: its state and newest line, and the controls the share allows (the console always). */
function SharedBotCard({ bot, may, onSettings, onDelete }: { bot: Bot; may: SharePermission[]; onSettings: (bot: Bot) => void; onDelete: (bot: Bot) => void }) {
  const t = useMessages(botCardMessages);
  const [busy, setBusy] = useState(false);
  const toggle = toggleAction(bot.state);
  const pending = busy || isSettling(bot);
  const lastLine = bot.lastLine ? inPageLanguage(bot.lastLine.text, bot.lastLine.message) : null;
  const act = async () => {
    setBusy(true);
    await runBotAction(bot, toggle);
    await refresh();
    setBusy(false);
  };
  return (
    <article className="card bot-card" aria-label={bot.name}>
      <div className="bot-card-head">
        <div className="bot-card-title">
          <h3>
            <bdi>{bot.name}</bdi>
          </h3>
          <p className="muted bot-meta">{bot.templateLabel}</p>
        </div>
        <StateBadge state={normaliseState(bot.state)} />
      </div>
      {lastLine && (
        <p className={`bot-last-line level-${bot.lastLine!.level}`}>
          <Icon name="terminal" size={14} />
          <span className="bot-last-line-text">{lastLine}</span>
        </p>
      )}
      <div className="bot-controls" role="group" aria-label={t.controlsOf({ name: bot.name })}>
        {may.includes('control') && (
          <button type="button" className="button button-primary button-small" disabled={pending} aria-busy={pending} onClick={() => void act()}>
            <Icon name={toggle === 'stop' ? 'stop' : 'play'} size={14} />{' '}
            {pending ? (toggle === 'start' ? t.starting : t.stopping) : toggle === 'stop' ? t.stop : t.start}
          </button>
        )}
        {may.includes('settings') && (
          <button type="button" className="button button-small" onClick={() => onSettings(bot)}>
            <Icon name="gear" size={14} /> {t.settings}
          </button>
        )}
        <a className="button button-small" href={here(`/bots/${bot.id}`)}>
          <Icon name="terminal" size={14} /> {t.console}
        </a>
        {may.includes('manage') && (
          <button type="button" className="button button-small button-ghost" aria-label={t.deleteOf({ name: bot.name })} onClick={() => onDelete(bot)}>
            {t.delete}
          </button>
        )}
      </div>
    </article>
  );
}
