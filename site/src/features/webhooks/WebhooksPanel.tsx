/**
 * Settings → Webhooks (Premium and up): add an HTTPS endpoint for chosen kinds of events (its signing
 * secret shown once), pause, resume, test or delete it, and read each endpoint's deliveries with the
 * receiver's answer and the body sent, any of them sent again. Below Premium it says which plan has them.
 */
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { PLAN_NAMES } from '@shared/plans';
import { canUseWebhooks, WEBHOOK_KINDS, WEBHOOK_PLAN, WEBHOOK_URL_MAX, type WebhookKind } from '@shared/webhooks';
import { notificationKinds } from '@shared/notifications.messages';
import { here, messagesNow, useMessages } from '../../lib/i18n';
import { useLoaded } from '../../lib/use-loaded';
import { exactTime } from '../../lib/time';
import { $session } from '../session/store';
import { errorMessage, toast } from '../toasts/store';
import { addEndpoint, changeEndpoint, fetchDeliveries, fetchEndpoints, removeEndpoint, resendDelivery, testEndpoint, type Endpoint } from './actions';
import { webhooksMessages } from './webhooks.messages';
import './webhooks.css';

/** How often an open log with a delivery waiting is read again. */
const LOG_POLL_MS = 3000;

const failed = (err: unknown) => toast.error(errorMessage(err, messagesNow(webhooksMessages).failedAction));

export function WebhooksPanel() {
  const id = useId();
  const t = useMessages(webhooksMessages);
  const { user } = useStore($session);
  const allowed = canUseWebhooks(user?.user_metadata.plan);
  const endpoints = useLoaded(fetchEndpoints);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <div className="stack webhooks-panel">
      <section aria-labelledby={`${id}-intro`}>
        <h2 id={`${id}-intro`}>{t.title}</h2>
        <p>{t.intro}</p>
        {!allowed && (
          <p className="notice">
            <strong>{t.planNeeded({ plan: PLAN_NAMES[WEBHOOK_PLAN] })}</strong> <a href={here('/pricing')}>{t.seePlans}</a>
          </p>
        )}
      </section>
      {secret && <SecretReveal secret={secret} onDone={() => setSecret(null)} />}
      {allowed && !secret && (
        <AddEndpointForm
          onAdded={(made) => {
            setSecret(made);
            void endpoints.reload();
          }}
        />
      )}
      <section aria-labelledby={`${id}-list`} className="stack">
        <h3 id={`${id}-list`}>{t.endpoints}</h3>
        {endpoints.data && endpoints.data.length === 0 && <p className="muted">{t.none}</p>}
        {endpoints.data?.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} onChanged={() => void endpoints.reload()} />
        ))}
      </section>
    </div>
  );
}

function AddEndpointForm({ onAdded }: { onAdded: (secret: string) => void }) {
  const t = useMessages(webhooksMessages);
  const kindNames = useMessages(notificationKinds);
  const id = useId();
  const [url, setUrl] = useState('');
  const [kinds, setKinds] = useState<WebhookKind[]>(['attack', 'error']);
  const [busy, setBusy] = useState(false);
  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    try {
      onAdded((await addEndpoint(url.trim(), kinds)).secret);
      setUrl('');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card stack" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`}>{t.addTitle}</h3>
      <div className="field">
        <label htmlFor={`${id}-url`}>{t.url}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          required
          maxLength={WEBHOOK_URL_MAX}
          placeholder="https://example.com/castellan"
          value={url}
          aria-describedby={`${id}-url-hint`}
          onChange={(e) => setUrl(e.target.value)}
        />
        <p className="hint" id={`${id}-url-hint`}>
          {t.urlHint}
        </p>
      </div>
      <fieldset className="webhooks-kinds">
        <legend>{t.kinds}</legend>
        {WEBHOOK_KINDS.map((kind) => (
          <label key={kind} className="checkbox">
            <input
              type="checkbox"
              checked={kinds.includes(kind)}
              onChange={(e) => setKinds(e.target.checked ? [...kinds, kind] : kinds.filter((k) => k !== kind))}
            />
            <span>{kindNames[kind]}</span>
          </label>
        ))}
      </fieldset>
      <div className="row">
        <button type="submit" className="button button-primary" disabled={busy || !kinds.length} aria-busy={busy}>
          {busy ? t.adding : t.add}
        </button>
      </div>
    </form>
  );
}

function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useMessages(webhooksMessages);
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.secretTitle}</h3>
      <output className="webhooks-secret" aria-labelledby={`${id}-title`}>
        {secret}
      </output>
      <p className="hint">{t.secretHint}</p>
      <div className="row">
        <button type="button" className="button button-small" onClick={() => void copy()}>
          {t.copy}
        </button>
        <button type="button" className="button button-small button-primary" onClick={onDone}>
          {t.done}
        </button>
      </div>
    </section>
  );
}

function EndpointCard({ endpoint, onChanged }: { endpoint: Endpoint; onChanged: () => void }) {
  const t = useMessages(webhooksMessages);
  const kindNames = useMessages(notificationKinds);
  const [open, setOpen] = useState(false);
  // Each change made here (a test sent) reads the open log again.
  const [logVersion, setLogVersion] = useState(0);
  const act = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) toast.success(done);
      setLogVersion((v) => v + 1);
      onChanged();
    } catch (err) {
      failed(err);
    }
  };
  const state = endpoint.paused ? (endpoint.paused_reason === 'failing' ? t.pausedFailing : t.pausedPlayer) : t.active;
  return (
    <article className="card stack webhooks-endpoint" aria-label={endpoint.url}>
      <div className="webhooks-endpoint-head">
        <div>
          <strong className="webhooks-url">{endpoint.url}</strong>
          <p className="muted webhooks-kinds-list">{endpoint.kinds.map((k) => kindNames[k as WebhookKind]).join(' · ')}</p>
        </div>
        <span className={endpoint.paused ? 'webhooks-state webhooks-state-paused' : 'webhooks-state'}>{state}</span>
      </div>
      <div className="row webhooks-actions">
        <button type="button" className="button button-small" onClick={() => void act(() => changeEndpoint(endpoint.id, { paused: !endpoint.paused }))}>
          {endpoint.paused ? t.resume : t.pause}
        </button>
        <button type="button" className="button button-small" onClick={() => void act(() => testEndpoint(endpoint.id), t.tested)}>
          {t.test}
        </button>
        <button type="button" className="button button-small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t.log}
        </button>
        <button
          type="button"
          className="button button-small button-danger"
          aria-label={t.removeLabel({ url: endpoint.url })}
          onClick={() => void act(() => removeEndpoint(endpoint.id), t.removed)}
        >
          {t.remove}
        </button>
      </div>
      {open && <DeliveryLog key={logVersion} endpoint={endpoint} />}
    </article>
  );
}

function DeliveryLog({ endpoint }: { endpoint: Endpoint }) {
  const t = useMessages(webhooksMessages);
  const deliveries = useLoaded(() => fetchDeliveries(endpoint.id));
  // While a delivery waits for its next try, the log is read again, so it shows how that try went.
  const waiting = Boolean(deliveries.data?.some((d) => d.status === 'pending'));
  const { reload } = deliveries;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reload(), LOG_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);
  const statusWord = { delivered: t.delivered, pending: t.pending, failed: t.failed } as const;
  const resend = async (deliveryId: string) => {
    try {
      await resendDelivery(deliveryId);
      toast.success(t.resent);
      void deliveries.reload();
    } catch (err) {
      failed(err);
    }
  };
  if (!deliveries.data) return null;
  if (!deliveries.data.length) return <p className="muted">{t.noDeliveries}</p>;
  return (
    <ul className="list-plain webhooks-log" aria-label={t.logLabel({ url: endpoint.url })}>
      {deliveries.data.map((d) => (
        <li key={d.id} className={`webhooks-delivery webhooks-delivery-${d.status}`}>
          <div className="webhooks-delivery-head">
            <span>
              <strong>{statusWord[d.status]}</strong> · {d.type} · {exactTime(d.created_at)} · {t.tries(d.attempts)}
              {d.last_status !== null && <> · {t.answered({ status: d.last_status })}</>}
              {d.next_try_at && <> · {t.nextTry({ time: exactTime(d.next_try_at) })}</>}
            </span>
            <button
              type="button"
              className="button button-small"
              aria-label={t.resendLabel({ type: d.type, time: exactTime(d.created_at) })}
              onClick={() => void resend(d.id)}
            >
              {t.resend}
            </button>
          </div>
          <details>
            <summary>{t.body}</summary>
            <pre className="webhooks-body">{d.body}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
