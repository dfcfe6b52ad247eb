/** The bot list's first load: two cards in the shape of a bot card (name, facts, last line, controls). */
import { Loading, Skeleton } from '../../components/ui/Skeleton';

export function BotListSkeleton() {
  return (
    <Loading label="Loading your bots…" className="grid grid-2">
      {[0, 1].map((i) => (
        <div key={i} className="card bot-card" aria-hidden="true">
          <Skeleton width="55%" height="1.3rem" />
          <Skeleton width="80%" />
          <Skeleton height="2rem" />
          <Skeleton width="70%" height="2.2rem" />
        </div>
      ))}
    </Loading>
  );
}
