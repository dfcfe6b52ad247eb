/**
 * A shared bot's console after its share ended: said plainly, with no state and no controls (the bot is
 * not the reader's to see or run any more); the page's header keeps its way back to the dashboard.
 */
import { useMessages } from '../../lib/i18n';
import { shareEndedMessages } from './sharing.messages';

export function ShareEnded() {
  const m = useMessages(shareEndedMessages);
  return (
    <div className="card stack share-ended" role="alert">
      <h2>{m.title}</h2>
      <p>{m.body}</p>
    </div>
  );
}
