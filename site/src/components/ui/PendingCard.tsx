/**
 * A screen of one record before the record is there: "Loading…" in a card, or why it cannot be had (gone,
 * or not theirs) with the way back when the screen has one. The support ticket, the desk's ticket and the
 * alliance space show it the same way.
 */
type Props = {
  /** Why the record cannot be shown, in the page's language; null while it loads. */
  problem: string | null;
  /** The loading words of the screen. */
  loading: string;
  back?: { label: string; onClick: () => void };
};

export function PendingCard({ problem, loading, back }: Props) {
  if (problem)
    return (
      <section className="card" role="alert">
        <p className="field-error">{problem}</p>
        {back && (
          <button type="button" className="button" onClick={back.onClick}>
            {back.label}
          </button>
        )}
      </section>
    );
  return (
    <section className="card">
      <p className="muted">{loading}</p>
    </section>
  );
}
