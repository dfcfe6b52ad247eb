/**
 * The 420 px log (spec §2, §9). It follows the newest line while the reader is at the bottom; scrolling
 * up pauses that and offers "Jump to latest"; scrolling back down resumes it.
 */
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { countAfter, type ConsoleLine } from './log-buffer';
import { isAtBottom, jumpLabel } from './scroll';
import { highlightParts } from './search';

const LogLine = memo(function LogLine({ text, query }: { text: string; query: string }) {
  return (
    <div className="console-line">
      {highlightParts(text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </div>
  );
});

type Props = { lines: readonly ConsoleLine[]; query: string; emptyText: string };

export function LogPanel({ lines, query, emptyText }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  // The newest line seen when following paused, to count what came after.
  const [pausedAfterId, setPausedAfterId] = useState(0);
  const newestId = lines.at(-1)?.id ?? 0;

  useLayoutEffect(() => {
    const el = panel.current;
    if (following && el) el.scrollTop = el.scrollHeight;
  }, [following, lines, query]);

  const onScroll = () => {
    const el = panel.current;
    if (!el) return;
    const atBottom = isAtBottom(el);
    if (atBottom === following) return;
    setFollowing(atBottom);
    if (!atBottom) setPausedAfterId(newestId);
  };

  const jumpToLatest = () => {
    setFollowing(true);
    // The button disappears; keep keyboard focus in the log rather than losing it to the page.
    panel.current?.focus({ preventScroll: true });
  };

  return (
    <div className="console-log-wrap">
      <div
        ref={panel}
        className="console-log"
        role="log"
        aria-live="polite"
        aria-label="Console output"
        // Focusable so the log scrolls with the keyboard (arrows, Page Up/Down, Home/End).
        tabIndex={0}
        onScroll={onScroll}
      >
        {lines.length === 0 ? <p className="console-empty">{emptyText}</p> : lines.map((l) => <LogLine key={l.id} text={l.text} query={query} />)}
      </div>
      {!following && (
        <button type="button" className="button button-small button-primary console-jump" onClick={jumpToLatest}>
          {jumpLabel(countAfter(lines, pausedAfterId))}
        </button>
      )}
    </div>
  );
}
