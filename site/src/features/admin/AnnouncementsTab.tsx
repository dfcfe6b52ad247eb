/** The Announcements tab: publish one (players see it at once on their dashboard), the list, and removing one, asked first. */
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { api, unwrap } from '../../lib/api';
import { createOnce, mutation } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { invalidate } from '../../lib/query/store';
import { toast } from '../toasts/store';
import { runToasted, useToastedRun } from '../toasts/toasted-run';
import { formatDate } from './format';
import { adminAnnouncementsQuery } from './queries';
import { announcementsMessages } from './announcements.messages';

const CATEGORIES = ['announcement', 'maintenance', 'update'] as const;

/** A category's name: the API's value, said in the page's language when it is one of ours. */
const categoryName = (category: string, m: (typeof announcementsMessages)['base']) =>
  (CATEGORIES as readonly string[]).includes(category) ? m[category as (typeof CATEGORIES)[number]] : category;

export function AnnouncementsTab() {
  const m = useMessages(announcementsMessages);
  const list = useStore(adminAnnouncementsQuery.store);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('announcement');
  const publishing = useToastedRun();
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);

  const refresh = () => invalidate('admin:announcements', 'announcements', 'admin:audit');

  async function publish(event: FormEvent) {
    event.preventDefault();
    await publishing.run(async () => {
      await createOnce(() => unwrap(api.api.admin.announcements.post({ title, body, category })));
      toast.success(m.published);
      setTitle('');
      setBody('');
      await refresh();
    }, m.publishFailed);
  }

  async function remove() {
    if (!removing) return;
    await runToasted(async () => {
      await mutation(() => unwrap(api.api.admin.announcements({ id: removing.id }).delete()));
      toast.success(m.removed);
      await refresh();
    }, m.removeFailed);
    setRemoving(null);
  }

  return (
    <div className="grid grid-2">
      <form className="card stack" onSubmit={publish} aria-labelledby="new-ann">
        <h2 id="new-ann">{m.newTitle}</h2>
        <div className="field">
          <label htmlFor="ann-title">{m.title}</label>
          <input id="ann-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="ann-body">{m.message}</label>
          <textarea id="ann-body" rows={5} value={body} onChange={(e) => setBody(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="ann-category">{m.category}</label>
          <select id="ann-category" value={category} onChange={(e) => setCategory(e.target.value as (typeof CATEGORIES)[number])}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {m[c]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={publishing.busy}>
          {publishing.busy ? m.publishing : m.publish}
        </button>
      </form>
      <section className="card" aria-labelledby="ann-list">
        <h2 id="ann-list">{m.list}</h2>
        {list.status === 'loading' && <p className="muted">{m.loading}</p>}
        <ul className="list-plain" aria-label={m.listLabel}>
          {list.data?.length === 0 && <li className="muted">{m.nothing}</li>}
          {list.data?.map((a) => (
            <li key={a.id} className="row between">
              <div>
                <strong>{a.title}</strong> <span className="badge">{categoryName(a.category, m)}</span>
                <p>{a.body}</p>
                <small className="muted">{formatDate(a.created_at)}</small>
              </div>
              <button
                type="button"
                className="button button-small button-danger"
                onClick={() => setRemoving({ id: a.id, title: a.title })}
                aria-label={m.removeLabel({ title: a.title })}
              >
                {m.remove}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {/* Players see announcements at once: removing one is asked, naming it. */}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        keepOpenWhileBusy
        title={removing ? m.confirmTitle({ title: removing.title }) : m.confirmTitleEmpty}
        cancel={m.cancel}
        confirm={m.removeAnnouncement}
        busyLabel={m.removing}
        onConfirm={remove}
      >
        <p>{m.confirmText}</p>
      </ConfirmDialog>
    </div>
  );
}
