/**
 * /alliance: the player's alliance spaces (and, on Professional, making one), an invitation opened from
 * its link (#invite=<code>: the code stays in the fragment, which no server sees) or pasted, and one
 * space with its tabs (?space=<id>&tab=…, so a reload or a link opens it again).
 */
import { useEffect, useState } from 'react';
import { pageOf } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { useMessages } from '../../lib/i18n';
import { alliancePageMessages } from './alliance.messages';
import { InvitationPanel } from './InvitationPanel';
import { shownIn, urlFor, type Shown } from './queries';
import { SpaceList } from './SpaceList';
import { SpaceView } from './SpaceView';
import './alliance.css';

function Alliance() {
  const m = useMessages(alliancePageMessages);
  const [shown, setShown] = useState<Shown>(() => shownIn(window.location.search, window.location.hash));

  useEffect(() => {
    const onPop = () => setShown(shownIn(window.location.search, window.location.hash));
    window.addEventListener('popstate', onPop);
    window.addEventListener('hashchange', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hashchange', onPop);
    };
  }, []);

  const show = (next: Shown) => {
    setShown(next);
    const url = urlFor(next);
    if (url !== window.location.pathname + window.location.search + window.location.hash) history.pushState(history.state, '', url);
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="container page alliance-page">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      {shown.kind === 'invite' && (
        <InvitationPanel code={shown.code} onJoined={(id) => show({ kind: 'space', id, tab: 'members' })} onDone={() => show({ kind: 'list' })} />
      )}
      {shown.kind === 'space' && <SpaceView id={shown.id} tab={shown.tab} onTab={(tab) => show({ ...shown, tab })} onBack={() => show({ kind: 'list' })} />}
      {shown.kind === 'list' && <SpaceList onOpen={(id) => show({ kind: 'space', id, tab: 'members' })} onCode={(code) => show({ kind: 'invite', code })} />}
    </section>
  );
}

export default pageOf('user', Alliance);
