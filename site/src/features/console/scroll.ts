/** Auto-scroll follows the newest line only while the reader is at the bottom of the panel. */

/** Slack for sub-pixel scroll positions and zoom, so "almost at the bottom" counts as the bottom. */
export const BOTTOM_SLACK_PX = 24;

export type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };

export function isAtBottom(box: ScrollBox, slack = BOTTOM_SLACK_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= slack;
}

/** The label of the button that resumes following: how much the reader has not seen yet. */
export function jumpLabel(newLines: number): string {
  if (newLines <= 0) return 'Jump to latest';
  return `Jump to latest (${newLines > 999 ? '999+' : newLines} new)`;
}
