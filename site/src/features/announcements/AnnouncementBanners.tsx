/**
 * The newest announcements as banners at the top of the app; maintenance is styled as a warning.
 * Dismiss remembers the announcement on this device, so it stays away after a reload and a new one shows.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Icon } from '../../components/ui/Icon';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { announcementsQuery } from '../../lib/data';
import { bannerAnnouncements } from './banner';
import { $dismissed, dismissAnnouncement, forgetRemoved } from './store';
import { useMessages } from '../../lib/i18n';
import { bannerMessages } from './announcements.messages';
import './announcements.css';

export function AnnouncementBanners() {
  const t = useMessages(bannerMessages);
  const { data } = useStore(announcementsQuery.store);
  const dismissed = useStore($dismissed);
  // Read once per render pass of the list, not every second: the two-week window has no need of a clock.
  const [now] = useState(Date.now);

  useEffect(() => {
    if (data) forgetRemoved(data);
  }, [data]);

  const shown = data ? bannerAnnouncements(data, new Set(dismissed), now) : [];
  if (shown.length === 0) return null;
  return (
    <aside className="announcement-banners" aria-label={t.region}>
      {shown.map((a) => (
        <div key={a.id} className={`announcement-banner announcement-${a.category}`}>
          <Icon name={a.category === 'maintenance' ? 'alert' : 'info'} size={18} />
          <div className="announcement-text">
            <strong>{a.category === 'maintenance' ? t.maintenance({ title: a.title }) : a.title}</strong>
            <span>{a.body}</span>
            <small className="muted">
              <RelativeTime iso={a.created_at} />
            </small>
          </div>
          <button type="button" className="icon-button" aria-label={t.dismiss({ title: a.title })} onClick={() => dismissAnnouncement(a.id)}>
            <Icon name="x" />
          </button>
        </div>
      ))}
    </aside>
  );
}
