/**
 * /accounts/{id}: one game account — its live map (from what its bots already read: map-stream.ts) and the
 * timeline of its bots' attacks; a row's target is shown on the map.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { AppRoot } from '../../components/AppRoot';
import { FullScreen } from '../../components/FullScreen';
import { PageHeader } from '../../components/ui/PageHeader';
import { accountsQuery, botsQuery, templatesQuery } from '../../lib/data';
import { here, useMessages } from '../../lib/i18n';
import { accountTitle } from '../accounts/display';
import { LiveMapCard } from './LiveMapCard';
import { accountViewMessages } from './account-view.messages';
import { TimelinePanel } from './TimelinePanel';
import { useAccountMap } from './use-account-map';
import { named } from '../../components/ui/named';

export default function AccountPage({ accountId }: { accountId?: string | undefined }) {
  const id = accountId?.trim() ?? '';
  const m = useMessages(accountViewMessages);
  useEffect(() => {
    if (!id) window.location.replace(here('/accounts'));
  }, [id]);
  if (!id) return <FullScreen spinner>{m.loading}</FullScreen>;
  return (
    <AppRoot access="user">
      <AccountView accountId={id} />
    </AppRoot>
  );
}

function AccountView({ accountId }: { accountId: string }) {
  const m = useMessages(accountViewMessages);
  const accounts = useStore(accountsQuery.store);
  const bots = useStore(botsQuery.store);
  const templates = useStore(templatesQuery.store);
  const { map, status } = useAccountMap(accountId);
  const [focus, setFocus] = useState<string | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);

  const account = accounts.data?.find((a) => a.id === accountId);
  if (accounts.status === 'loading') return <FullScreen spinner>{m.loading}</FullScreen>;
  if (!account || status === 'gone' || status === 'ended') {
    return (
      <section className="container page">
        <PageHeader title={m.title} />
        <p role="alert">{status === 'ended' ? m.accessEnded : m.notFound}</p>
        <a href={here('/accounts')}>{m.back}</a>
      </section>
    );
  }
  const title = accountTitle(account);
  const usedTemplates = [...new Set((bots.data ?? []).filter((b) => b.accountId === accountId).map((b) => b.templateId))];
  const templateOptions = usedTemplates.map((tid) => ({ id: tid, label: templates.data?.find((t) => t.id === tid)?.label ?? tid }));
  const show = (targetId: string) => {
    setFocus(targetId);
    mapRef.current?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <section className="container page account-view">
      <p>
        <a href={here('/accounts')}>{m.back}</a>
      </p>
      <PageHeader title={named(title)} subtitle={m.subtitle} />
      <LiveMapCard map={map} status={status} focus={focus} accountTitle={title} cardRef={mapRef} />
      {/* The map changes as its bots play (an army leaves, one is home, camps are read): the timeline is read again a moment later. */}
      <TimelinePanel scope={{ accountId }} templates={templateOptions} onShowTarget={show} playSign={map?.updatedAt} />
    </section>
  );
}
