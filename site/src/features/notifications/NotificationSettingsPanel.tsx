/**
 * Settings → Notifications: what the header's bell shows, what is pushed to the player's devices, what
 * goes to their Discord channel (Premium and up) and by e-mail, and quiet hours in their own time zone.
 * Each choice is saved at once.
 */
import { useEffect, useId, useState } from 'react';
import { BELL_DEFAULTS, EMAIL_KINDS, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind, type QuietHours } from '@shared/notifications';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, SkeletonLines } from '../../components/ui/Skeleton';
import { api, ApiError, unwrap } from '../../lib/api';
import { mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { errorMessage, toast } from '../toasts/store';
import { PushDeviceSection } from './PushDeviceSection';

type Flags = Record<string, boolean>;
type Settings = {
  bell: Flags;
  discord: { set: boolean; allowed: boolean; kinds: Flags };
  email: { kinds: Flags };
  push: { kinds: Flags; devices: number };
  quietHours: QuietHours | null;
};
type Changes = { bell?: Flags; discord?: { url?: string | null; kinds?: Flags }; email?: { kinds?: Flags }; push?: { kinds?: Flags }; quietHours?: QuietHours | null };
type Channel = 'bell' | 'discord' | 'email' | 'push';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function KindList({ legend, kinds, on, busy, onChange, offByDefault }: { legend: string; kinds: readonly NotificationKind[]; on: Flags; busy: boolean; onChange: (kind: NotificationKind, on: boolean) => void; offByDefault?: boolean }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="stack bell-kinds">
        {kinds.map((kind) => (
          <label key={kind} className="checkbox">
            <input type="checkbox" checked={Boolean(on[kind])} disabled={busy} onChange={(e) => onChange(kind, e.target.checked)} />
            <span>
              {NOTIFICATION_KIND_LABELS[kind]}
              {offByDefault && !BELL_DEFAULTS[kind] && <span className="muted"> (off unless you turn it on)</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function NotificationSettingsPanel() {
  const id = useId();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [webhook, setWebhook] = useState('');
  const [webhookError, setWebhookError] = useState<string | null>(null);
  const [quiet, setQuiet] = useState<QuietHours>({ from: '22:00', to: '07:00', timeZone: browserZone(), attacksBreakThrough: true });

  const load = async () => {
    setFailed(null);
    try {
      const loaded = (await unwrap(api.api.users.me['notification-settings'].get())) as Settings;
      setSettings(loaded);
      if (loaded.quietHours) setQuiet(loaded.quietHours);
    } catch (err) {
      setFailed(errorMessage(err, 'Could not load your notification settings'));
    }
  };
  useEffect(() => {
    void load();
  }, []);

  /** Saves one change; true when saved. A refusal of the webhook is said under its field. */
  const save = async (changes: Changes, done?: string): Promise<boolean> => {
    setBusy(true);
    try {
      setSettings((await mutation(() => unwrap(api.api.users.me['notification-settings'].patch(changes)))) as Settings);
      if (changes.bell) await invalidate('notifications', 'notifications-unread');
      if (done) toast.success(done);
      return true;
    } catch (err) {
      if (changes.discord?.url && err instanceof ApiError && (err.status === 422 || err.status === 403)) setWebhookError(err.message);
      else toast.error(errorMessage(err, 'Could not save your notification settings'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const sendTest = async () => {
    setBusy(true);
    try {
      await mutation(() => unwrap(api.api.users.me['notification-settings'].discord.test.post()));
      toast.success('Test message sent: look in your Discord channel');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not post to Discord'));
    } finally {
      setBusy(false);
    }
  };

  if (failed) return <ErrorPanel what="your notification settings" message={failed} requestId={null} onRetry={load} retrying={false} />;
  if (!settings) {
    return (
      <Loading label="Loading your notification settings…">
        <SkeletonLines lines={6} />
      </Loading>
    );
  }
  const flag = (kind: NotificationKind, on: boolean) => ({ [kind]: on });
  /** A box ticked shows ticked at once; the saved settings replace it (or the old ones come back on a refusal). */
  const toggle = (where: Channel, kind: NotificationKind, on: boolean) => {
    const before = settings;
    const flip = (flags: Flags) => ({ ...flags, [kind]: on });
    setSettings(
      where === 'bell'
        ? { ...settings, bell: flip(settings.bell) }
        : where === 'discord'
          ? { ...settings, discord: { ...settings.discord, kinds: flip(settings.discord.kinds) } }
          : where === 'push'
            ? { ...settings, push: { ...settings.push, kinds: flip(settings.push.kinds) } }
            : { ...settings, email: { kinds: flip(settings.email.kinds) } },
    );
    const change = where === 'bell' ? { bell: flag(kind, on) } : { [where]: { kinds: flag(kind, on) } };
    void save(change).then((saved) => {
      if (!saved) setSettings(before);
    });
  };

  return (
    <div className="stack">
      <p className="muted">The bell in the header shows what you tick here. Every notification is kept either way: what you turn on later shows from then on.</p>
      <KindList legend="On the bell" kinds={NOTIFICATION_KINDS} on={settings.bell} busy={busy} offByDefault onChange={(k, on) => toggle('bell', k, on)} />

      <section className="stack" aria-labelledby={`${id}-push`}>
        <h3 id={`${id}-push`}>Push notifications on this device</h3>
        <PushDeviceSection devices={settings.push.devices} onChanged={() => void load()} />
        {settings.push.devices > 0 && <KindList legend="Pushed to your devices" kinds={NOTIFICATION_KINDS} on={settings.push.kinds} busy={busy} onChange={(k, on) => toggle('push', k, on)} />}
      </section>

      <section className="stack" aria-labelledby={`${id}-discord`}>
        <h3 id={`${id}-discord`}>Discord</h3>
        {!settings.discord.allowed ? (
          <p className="muted">
            Alerts in your Discord channel come with the Premium and Professional plans. <a href="/pricing">Compare plans</a>
          </p>
        ) : (
          <>
            <form
              className="stack"
              onSubmit={async (e) => {
                e.preventDefault();
                setWebhookError(null);
                if (await save({ discord: { url: webhook } }, 'Discord webhook saved')) setWebhook('');
              }}
            >
              <div className="field">
                <label htmlFor={`${id}-webhook`}>{settings.discord.set ? 'Replace the Discord webhook URL' : 'Discord webhook URL'}</label>
                <input
                  id={`${id}-webhook`}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://discord.com/api/webhooks/…"
                  value={webhook}
                  aria-invalid={Boolean(webhookError)}
                  aria-describedby={`${id}-webhook-hint${webhookError ? ` ${id}-webhook-error` : ''}`}
                  onChange={(e) => setWebhook(e.target.value)}
                />
                <p id={`${id}-webhook-hint`} className="hint">
                  In Discord: the channel's settings → Integrations → Webhooks → Copy Webhook URL. Stored encrypted; never shown again.
                  {settings.discord.set && ' A webhook is saved.'}
                </p>
                {webhookError && <p id={`${id}-webhook-error`} className="field-error">{webhookError}</p>}
              </div>
              <div className="row">
                <button type="submit" className="button" disabled={busy || !webhook.trim()}>Save webhook</button>
                {settings.discord.set && (
                  <>
                    <button type="button" className="button" disabled={busy} onClick={() => void sendTest()}>Send test</button>
                    <button type="button" className="button button-ghost button-ghost-danger" disabled={busy} onClick={() => void save({ discord: { url: null } }, 'Discord webhook removed')}>
                      Remove webhook
                    </button>
                  </>
                )}
              </div>
            </form>
            {settings.discord.set && <KindList legend="Posted to Discord" kinds={NOTIFICATION_KINDS} on={settings.discord.kinds} busy={busy} onChange={(k, on) => toggle('discord', k, on)} />}
          </>
        )}
      </section>

      <section className="stack" aria-labelledby={`${id}-email`}>
        <h3 id={`${id}-email`}>E-mail</h3>
        <KindList legend="Mailed to you (at most one mail per kind every 10 minutes)" kinds={EMAIL_KINDS} on={settings.email.kinds} busy={busy} onChange={(k, on) => toggle('email', k, on)} />
      </section>

      <section className="stack" aria-labelledby={`${id}-quiet`}>
        <h3 id={`${id}-quiet`}>Quiet hours</h3>
        <p className="muted">
          {settings.quietHours
            ? `Nothing is pushed, posted to Discord or mailed from ${settings.quietHours.from} to ${settings.quietHours.to} (${settings.quietHours.timeZone})${settings.quietHours.attacksBreakThrough ? ', except incoming attacks' : ''}. The bell still shows everything.`
            : 'Off: alerts go out at any hour. The bell always shows everything it is set to.'}
        </p>
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void save({ quietHours: quiet }, 'Quiet hours saved');
          }}
        >
          <div className="settings-grid">
            <div className="field">
              <label htmlFor={`${id}-from`}>From</label>
              <input id={`${id}-from`} type="time" required value={quiet.from} onChange={(e) => setQuiet({ ...quiet, from: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>To</label>
              <input id={`${id}-to`} type="time" required value={quiet.to} onChange={(e) => setQuiet({ ...quiet, to: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-zone`}>Time zone</label>
              <input id={`${id}-zone`} required value={quiet.timeZone} onChange={(e) => setQuiet({ ...quiet, timeZone: e.target.value })} aria-describedby={`${id}-zone-hint`} />
              <p id={`${id}-zone-hint`} className="hint">Yours, as your browser says: {browserZone()}.</p>
            </div>
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={quiet.attacksBreakThrough} onChange={(e) => setQuiet({ ...quiet, attacksBreakThrough: e.target.checked })} />
            <span>Incoming attacks still reach me</span>
          </label>
          <div className="row">
            <button type="submit" className="button" disabled={busy}>{settings.quietHours ? 'Save quiet hours' : 'Turn on quiet hours'}</button>
            {settings.quietHours && (
              <button type="button" className="button button-ghost" disabled={busy} onClick={() => void save({ quietHours: null }, 'Quiet hours off')}>
                Turn off
              </button>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
