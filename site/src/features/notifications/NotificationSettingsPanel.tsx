/**
 * Settings → Notifications: what the header's bell shows, what is pushed to the player's devices, what
 * goes to their Discord channel (Premium and up) and by e-mail, and quiet hours in their own time zone.
 * Each choice is saved at once.
 */
import { useEffect, useId, useState } from 'react';
import { BELL_DEFAULTS, EMAIL_KINDS, kindsFor, type NotificationKind, type QuietHours } from '@shared/notifications';
import { useStore } from '@nanostores/react';
import { $session } from '../session/store';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, SkeletonLines } from '../../components/ui/Skeleton';
import { api, ApiError, unwrap } from '../../lib/api';
import { mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { errorMessage, toast } from '../toasts/store';
import { PushDeviceSection } from './PushDeviceSection';
import { fill } from '../../components/ui/fill';
import { here, useMessages } from '../../lib/i18n';
import { notificationSettingsMessages } from './notifications.messages';
import { notificationKinds } from '@shared/notifications.messages';

type Flags = Record<string, boolean>;
type Settings = {
  bell: Flags;
  discord: { set: boolean; allowed: boolean; kinds: Flags };
  email: { kinds: Flags };
  push: { kinds: Flags; devices: number };
  quietHours: QuietHours | null;
};
type Changes = {
  bell?: Flags;
  discord?: { url?: string | null; kinds?: Flags };
  email?: { kinds?: Flags };
  push?: { kinds?: Flags };
  quietHours?: QuietHours | null;
};
type Channel = 'bell' | 'discord' | 'email' | 'push';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function KindList({
  legend,
  kinds,
  on,
  busy,
  onChange,
  offByDefault,
}: {
  legend: string;
  kinds: readonly NotificationKind[];
  on: Flags;
  busy: boolean;
  onChange: (kind: NotificationKind, on: boolean) => void;
  offByDefault?: boolean;
}) {
  const t = useMessages(notificationSettingsMessages);
  const names = useMessages(notificationKinds);
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="stack bell-kinds">
        {kinds.map((kind) => (
          <label key={kind} className="checkbox">
            <input type="checkbox" checked={Boolean(on[kind])} disabled={busy} onChange={(e) => onChange(kind, e.target.checked)} />
            <span>
              {names[kind]}
              {offByDefault && !BELL_DEFAULTS[kind] && <span className="muted"> {t.offByDefault}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function NotificationSettingsPanel() {
  const t = useMessages(notificationSettingsMessages);
  // The platform's alerts reach admins only: a player is not offered a kind they never get.
  const kinds = kindsFor(useStore($session).user?.app_metadata.isAdmin === true);
  const id = useId();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [webhook, setWebhook] = useState('');
  const [webhookError, setWebhookError] = useState<string | null>(null);
  /** A ticked or cleared box was saved: said once, beside the boxes (no toast for each tick). */
  const [choiceSaved, setChoiceSaved] = useState(false);
  const [quiet, setQuiet] = useState<QuietHours>({ from: '22:00', to: '07:00', timeZone: browserZone(), attacksBreakThrough: true });

  const load = async () => {
    setFailed(null);
    try {
      const loaded = (await unwrap(api.api.users.me['notification-settings'].get())) as Settings;
      setSettings(loaded);
      if (loaded.quietHours) setQuiet(loaded.quietHours);
    } catch (err) {
      setFailed(errorMessage(err, t.loadFailed));
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
      else toast.error(errorMessage(err, t.saveFailed));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const sendTest = async () => {
    setBusy(true);
    try {
      await mutation(() => unwrap(api.api.users.me['notification-settings'].discord.test.post()));
      toast.success(t.testSent);
    } catch (err) {
      toast.error(errorMessage(err, t.testFailed));
    } finally {
      setBusy(false);
    }
  };

  if (failed) return <ErrorPanel what={t.yourSettings} message={failed} requestId={null} onRetry={load} retrying={false} />;
  if (!settings) {
    return (
      <Loading label={t.loading}>
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
    setChoiceSaved(false);
    void save(change).then((saved) => {
      if (!saved) setSettings(before);
      setChoiceSaved(saved);
    });
  };

  return (
    <div className="stack">
      <p className="muted">{t.intro}</p>
      <p className="hint" role="status">
        {choiceSaved ? t.choiceSaved : ''}
      </p>
      <KindList legend={t.onBell} kinds={kinds} on={settings.bell} busy={busy} offByDefault onChange={(k, on) => toggle('bell', k, on)} />

      <section className="stack" aria-labelledby={`${id}-push`}>
        <h3 id={`${id}-push`}>{t.pushTitle}</h3>
        <PushDeviceSection devices={settings.push.devices} onChanged={() => void load()} />
        {settings.push.devices > 0 && (
          <KindList legend={t.pushed} kinds={kinds} on={settings.push.kinds} busy={busy} onChange={(k, on) => toggle('push', k, on)} />
        )}
      </section>

      <section className="stack" aria-labelledby={`${id}-discord`}>
        <h3 id={`${id}-discord`}>{t.discord}</h3>
        {!settings.discord.allowed ? (
          <p className="muted">{fill(t.discordPlans, { link: <a href={here('/pricing')}>{t.comparePlans}</a> })}</p>
        ) : (
          <>
            <form
              className="stack"
              onSubmit={async (e) => {
                e.preventDefault();
                setWebhookError(null);
                if (await save({ discord: { url: webhook } }, t.webhookSaved)) setWebhook('');
              }}
            >
              <div className="field">
                <label htmlFor={`${id}-webhook`}>{settings.discord.set ? t.webhookReplace : t.webhook}</label>
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
                  {t.webhookHint}
                  {settings.discord.set && ` ${t.webhookIsSet}`}
                </p>
                {webhookError && (
                  <p id={`${id}-webhook-error`} className="field-error">
                    {webhookError}
                  </p>
                )}
              </div>
              <div className="row">
                <button type="submit" className="button" disabled={busy || !webhook.trim()}>
                  {t.saveWebhook}
                </button>
                {settings.discord.set && (
                  <>
                    <button type="button" className="button" disabled={busy} onClick={() => void sendTest()}>
                      {t.sendTest}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost button-ghost-danger"
                      disabled={busy}
                      onClick={() => void save({ discord: { url: null } }, t.webhookRemoved)}
                    >
                      {t.removeWebhook}
                    </button>
                  </>
                )}
              </div>
            </form>
            {settings.discord.set && (
              <KindList legend={t.posted} kinds={kinds} on={settings.discord.kinds} busy={busy} onChange={(k, on) => toggle('discord', k, on)} />
            )}
          </>
        )}
      </section>

      <section className="stack" aria-labelledby={`${id}-email`}>
        <h3 id={`${id}-email`}>{t.email}</h3>
        <KindList legend={t.mailed} kinds={EMAIL_KINDS} on={settings.email.kinds} busy={busy} onChange={(k, on) => toggle('email', k, on)} />
      </section>

      <section className="stack" aria-labelledby={`${id}-quiet`}>
        <h3 id={`${id}-quiet`}>{t.quietTitle}</h3>
        <p className="muted">
          {settings.quietHours
            ? (settings.quietHours.attacksBreakThrough ? t.quietOnAttacks : t.quietOn)({
                from: settings.quietHours.from,
                to: settings.quietHours.to,
                zone: settings.quietHours.timeZone,
              })
            : t.quietOff}
        </p>
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void save({ quietHours: quiet }, t.quietSaved);
          }}
        >
          <div className="settings-grid">
            <div className="field">
              <label htmlFor={`${id}-from`}>{t.from}</label>
              <input id={`${id}-from`} type="time" required value={quiet.from} onChange={(e) => setQuiet({ ...quiet, from: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>{t.to}</label>
              <input id={`${id}-to`} type="time" required value={quiet.to} onChange={(e) => setQuiet({ ...quiet, to: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-zone`}>{t.zone}</label>
              <input
                id={`${id}-zone`}
                required
                value={quiet.timeZone}
                onChange={(e) => setQuiet({ ...quiet, timeZone: e.target.value })}
                aria-describedby={`${id}-zone-hint`}
              />
              <p id={`${id}-zone-hint`} className="hint">
                {t.zoneHint({ zone: browserZone() })}
              </p>
            </div>
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={quiet.attacksBreakThrough} onChange={(e) => setQuiet({ ...quiet, attacksBreakThrough: e.target.checked })} />
            <span>{t.attacksThrough}</span>
          </label>
          <div className="row">
            <button type="submit" className="button" disabled={busy}>
              {settings.quietHours ? t.saveQuiet : t.turnOnQuiet}
            </button>
            {settings.quietHours && (
              <button type="button" className="button button-ghost" disabled={busy} onClick={() => void save({ quietHours: null }, t.quietOffDone)}>
                {t.turnOff}
              </button>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
