/** Auto-scroll follows the newest line only while the reader is at the bottom of the panel. */
import { messagesNow } from '../../lib/i18n';
import { consoleMessages } from './console.messages';

/** Slack for sub-pixel scroll positions and zoom, so "almost at the bottom" counts as the bottom. */
export const BOTTOM_SLACK_PX = 24;

export type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };

export function isAtBottom(box: ScrollBox, slack = BOTTOM_SLACK_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= slack;
}

/** The label of the button that resumes following: how much the reader has not seen yet. */
export function jumpLabel(newLines: number, m = messagesNow(consoleMessages)): string {
  if (newLines <= 0) return m.jump;
  return newLines > 999 ? m.jumpMany : m.jumpNew(newLines);
}
