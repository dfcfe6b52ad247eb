/** /settings: tabs Appearance (theme), Account (e-mail and plan), Security, Notifications (the bell), Activity, API keys, Beta features and Your data. */
import { useEffect, useState } from 'react';
import { pageOf } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { AccountPanel } from './AccountPanel';
import { ActivityPanel } from '../activity/ActivityPanel';
import { NotificationSettingsPanel } from '../notifications/NotificationSettingsPanel';
import { SecurityPanel } from '../security/SecurityPanel';
import { ApiKeysPanel } from '../api-keys/ApiKeysPanel';
import { WebhooksPanel } from '../webhooks/WebhooksPanel';
import { DataPanel } from '../leaving/DataPanel';
import { BetaPanel } from '../beta/BetaPanel';
import { hashForTab, SETTINGS_TABS, tabFromHash, type SettingsTab } from './tabs';
import { AppearancePanel } from './AppearancePanel';
import { useMessages } from '../../lib/i18n';
import { settingsPageMessages, settingsTabMessages } from './settings.messages';
import './settings.css';

/** What each tab shows (tabs.ts lists them in order). */
const PANELS: Record<SettingsTab, () => React.JSX.Element> = {
  appearance: AppearancePanel,
  account: AccountPanel,
  security: SecurityPanel,
  notifications: NotificationSettingsPanel,
  activity: ActivityPanel,
  'api-keys': ApiKeysPanel,
  webhooks: WebhooksPanel,
  beta: BetaPanel,
  data: DataPanel,
};

function Settings() {
  const [tab, setTab] = useState<SettingsTab>(() => tabFromHash(window.location.hash));
  const text = useMessages(settingsPageMessages);
  const tabNames = useMessages(settingsTabMessages);

  // Back/forward or a link to /settings#account while already here.
  useEffect(() => {
    const onHash = () => setTab(tabFromHash(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  function change(id: string) {
    const next = tabFromHash(id);
    setTab(next);
    // replaceState: switching tabs should not fill the history, but a reload keeps the tab.
    history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hashForTab(next)}`);
  }

  return (
    <section className="container page settings-page">
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <div className="card">
        <Tabs
          label={text.tabsLabel}
          active={tab}
          onChange={change}
          tabs={SETTINGS_TABS.map((id) => {
            const Panel = PANELS[id];
            return { id, label: tabNames[id], content: <Panel /> };
          })}
        />
      </div>
    </section>
  );
}

export default pageOf('user', Settings);
