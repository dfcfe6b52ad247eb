/** "3 min ago" in the page's language, kept current while on screen, the exact time on hover (as RelativeTime, translated). */
import { useEffect, useState } from 'react';
import { pageLocale, useMessages } from '../../lib/i18n';
import { exactTimeIn, timeAgo } from './ago';
import { agoMessages } from './security.messages';

export function TimeAgo({ iso }: { iso: string }) {
  const words = useMessages(agoMessages);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={iso} title={exactTimeIn(iso, pageLocale)}>
      {timeAgo(iso, words, pageLocale, now)}
    </time>
  );
}
