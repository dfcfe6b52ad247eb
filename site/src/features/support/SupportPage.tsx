/**
 * /support: the player's tickets beside the help search, the form for a new ticket, or one ticket's
 * thread (?ticket=<id>, the address answers mail links to, so a reload or a link opens it again).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { pageOf } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { useMessages } from '../../lib/i18n';
import { HelpSearch } from './HelpSearch';
import { supportPageMessages } from './support.messages';
import { NewTicketForm } from './NewTicketForm';
import { shownInUrl, ticketsQuery, urlFor, type Shown } from './queries';
import { TicketList } from './TicketList';
import { TicketView } from './TicketView';
import './support.css';

function Support() {
  const m = useMessages(supportPageMessages);
  const [shown, setShown] = useState<Shown>(() => shownInUrl(window.location.search));
  const promise = useStore(ticketsQuery.store).data?.support;

  useEffect(() => {
    const onPop = () => setShown(shownInUrl(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const show = (next: Shown) => {
    setShown(next);
    const url = urlFor(next);
    if (url !== window.location.pathname + window.location.search) history.pushState(history.state, '', url);
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="container page support-page">
      <PageHeader
        title={m.title}
        subtitle={promise ? m.promise({ level: promise.level, target: promise.target }) : m.subtitle}
        actions={
          shown.kind !== 'new' && (
            <button type="button" className="button button-primary" onClick={() => show({ kind: 'new' })}>
              {m.newTicket}
            </button>
          )
        }
      />
      <div className="support-layout">
        <div className="stack">
          {shown.kind === 'ticket' && <TicketView id={shown.id} onBack={() => show({ kind: 'none' })} />}
          {shown.kind === 'new' && (
            <>
              <HelpSearch />
              <NewTicketForm onCreated={(t) => show({ kind: 'ticket', id: t.id })} onCancel={() => show({ kind: 'none' })} />
            </>
          )}
          {shown.kind === 'none' && <HelpSearch />}
        </div>
        <TicketList current={shown.kind === 'ticket' ? shown.id : null} onOpen={(id) => show({ kind: 'ticket', id })} />
      </div>
    </section>
  );
}

export default pageOf('user', Support);
