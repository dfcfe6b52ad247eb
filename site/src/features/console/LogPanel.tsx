/**
 * The log (spec §2, §9: at least 420 px high; on a desktop it fills the screen's height). Each line shows
 * its server time (the reader's clock, exact on hover) and is coloured by level, wrapping under its own
 * text (a hanging indent). It follows the newest line while the reader is at the bottom; scrolling up
 * pauses that and offers "Jump to latest"; scrolling back down resumes it.
 */
import { memo, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { ConsoleLevel } from '@shared/console';
import { formatDate } from '@shared/i18n/dates';
import { clockTime } from '../../lib/time';
import { countAfter, type ConsoleLine } from './log-buffer';
import { isAtBottom, jumpLabel } from './scroll';
import { highlightParts } from './search';
import { pageLocale, useMessages } from '../../lib/i18n';
import { consoleMessages } from './console.messages';

/** Said to screen readers before the line: the colour is not the only sign of a warning or an error. */
const LEVEL_WORD: Record<ConsoleLevel, 'warning' | 'error' | null> = { info: null, success: null, warning: 'warning', error: 'error' };

const LogLine = memo(function LogLine({ line, query, words }: { line: ConsoleLine; query: string; words: { warning: string; error: string } }) {
  const iso = new Date(line.at).toISOString();
  const level = LEVEL_WORD[line.level];
  const word = level && words[level];
  return (
    <div className={`console-line level-${line.level}`}>
      <time className="console-time" dateTime={iso} title={formatDate(pageLocale, line.at, 'dateTimeSeconds')}>
        {clockTime(line.at)}
      </time>
      <span className="console-text">
        {word && !line.text.startsWith(word) && <span className="visually-hidden">{word}</span>}
        {highlightParts(line.text, query).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
      </span>
    </div>
  );
});

type Props = { lines: readonly ConsoleLine[]; query: string; emptyText: string };

/** The widest time of day the language writes ("10:55:55 PM", "22:55:55"): every line's text starts after it, aligned. */
const TIME_WIDTH = { '--console-time-width': `${clockTime(new Date(2000, 0, 1, 22, 55, 55).getTime()).length}ch` } as CSSProperties;

export function LogPanel({ lines, query, emptyText }: Props) {
  const m = useMessages(consoleMessages);
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
        style={TIME_WIDTH}
        role="log"
        aria-live="polite"
        aria-label={m.logLabel}
        // Focusable so the log scrolls with the keyboard (arrows, Page Up/Down, Home/End).
        tabIndex={0}
        onScroll={onScroll}
      >
        {lines.length === 0 ? <p className="console-empty">{emptyText}</p> : lines.map((l) => <LogLine key={l.id} line={l} query={query} words={m} />)}
      </div>
      {!following && (
        <button type="button" className="button button-small button-primary console-jump" onClick={jumpToLatest}>
          {jumpLabel(countAfter(lines, pausedAfterId), m)}
        </button>
      )}
    </div>
  );
}
