/** "3 min ago", kept current while on screen, with the exact time on hover and for machines. */
import { useEffect, useState } from 'react';
import { exactTime, relativeTime } from '../../lib/time';

export function RelativeTime({ iso }: { iso: string }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso, now)}
    </time>
  );
}
