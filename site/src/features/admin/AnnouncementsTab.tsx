import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '../../components/ui/Dialog';
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { invalidate } from '../../lib/query/store';
import { errorMessage, toast } from '../toasts/store';
import { formatDate } from './format';
import { adminAnnouncementsQuery } from './queries';

const CATEGORIES = ['announcement', 'maintenance', 'update'] as const;

export function AnnouncementsTab() {
  const list = useStore(adminAnnouncementsQuery.store);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('announcement');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  const refresh = () => invalidate('admin:announcements', 'announcements', 'admin:audit');

  async function publish(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await createOnce(() => unwrap(api.api.admin.announcements.post({ title, body, category })));
      toast.success('Announcement published');
      setTitle('');
      setBody('');
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to publish announcement'));
    }
    setBusy(false);
  }

  async function remove(id: string) {
    setRemoveBusy(true);
    try {
      await mutation(() => unwrap(api.api.admin.announcements({ id }).delete()));
      toast.success('Announcement removed');
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete announcement'));
    }
    setRemoveBusy(false);
    setRemoving(null);
  }

  return (
    <div className="grid grid-2">
      <form className="card stack" onSubmit={publish} aria-labelledby="new-ann">
        <h2 id="new-ann">New announcement</h2>
        <div className="field">
          <label htmlFor="ann-title">Title</label>
          <input id="ann-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="ann-body">Message</label>
          <textarea id="ann-body" rows={5} value={body} onChange={(e) => setBody(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="ann-category">Category</label>
          <select id="ann-category" value={category} onChange={(e) => setCategory(e.target.value as (typeof CATEGORIES)[number])}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>{busy ? 'Publishing…' : 'Publish'}</button>
      </form>
      <section className="card" aria-labelledby="ann-list">
        <h2 id="ann-list">Published</h2>
        {list.status === 'loading' && <p className="muted">Loading…</p>}
        <ul className="list-plain" aria-label="Published announcements">
          {list.data?.length === 0 && <li className="muted">Nothing published.</li>}
          {list.data?.map((a) => (
            <li key={a.id} className="row between">
              <div>
                <strong>{a.title}</strong> <span className="badge">{a.category}</span>
                <p>{a.body}</p>
                <small className="muted">{formatDate(a.created_at)}</small>
              </div>
              <button type="button" className="button button-small button-danger" onClick={() => setRemoving({ id: a.id, title: a.title })} aria-label={`Remove ${a.title}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      </section>
      {/* Players see announcements at once: removing one is asked, naming it. */}
      <Dialog open={removing !== null} onClose={() => !removeBusy && setRemoving(null)} title={removing ? `Remove “${removing.title}”?` : 'Remove announcement?'}>
        {removing && (
          <div className="stack">
            <p>Players stop seeing it on their dashboard at once. This cannot be undone.</p>
            <div className="row dialog-actions">
              <button type="button" className="button" onClick={() => setRemoving(null)}>Cancel</button>
              <button type="button" className="button button-danger" aria-disabled={removeBusy} onClick={() => !removeBusy && void remove(removing.id)}>
                {removeBusy ? 'Removing…' : 'Remove announcement'}
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
