/** The bot list's first load: two cards in the shape of a bot card (name, facts, last line, controls); sized by class, as it is in the built page too. */
import { Loading, Skeleton } from '../../components/ui/Skeleton';

/** `label`: "Loading your bots…" in the page's language (handed in: the skeleton is drawn at build time too). */
export function BotListSkeleton({ label }: { label: string }) {
  return (
    <Loading label={label} className="grid grid-2">
      {[0, 1].map((i) => (
        <div key={i} className="card bot-card" aria-hidden="true">
          <Skeleton size="sk-bot-name" />
          <Skeleton size="sk-bot-meta" />
          <Skeleton size="sk-bot-line" />
          <Skeleton size="sk-bot-controls" />
        </div>
      ))}
    </Loading>
  );
}
