/**
 * The mail catcher's inbox page, rendered on the server: the list of mails and, when one is chosen, its
 * text and its HTML. No scripts and no external assets; a mail's own HTML runs in a sandboxed frame
 * without scripts, so a mail can never act on the page.
 */
import type { CaughtMail } from './mail-catcher';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The text part with its links clickable (opened in a new tab: they are the product's links). */
function linkedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (href) => `<a href="${href}" target="_blank" rel="noreferrer">${href}</a>`);
}

const time = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

const STYLE = `
  :root { color-scheme: light dark; --line: #8884; --muted: #777; --pick: #4a7cff22; }
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: minmax(260px, 38%) 1fr; min-height: 100vh; }
  header { grid-column: 1 / -1; display: flex; align-items: center; gap: 1rem; padding: .6rem 1rem; border-bottom: 1px solid var(--line); }
  h1 { font-size: 1.05rem; margin: 0; flex: 1; }
  nav { border-right: 1px solid var(--line); overflow: auto; }
  nav a { display: block; padding: .55rem 1rem; border-bottom: 1px solid var(--line); color: inherit; text-decoration: none; }
  nav a[aria-current] { background: var(--pick); }
  nav a:hover, nav a:focus-visible { background: var(--pick); }
  .subject { font-weight: 600; display: block; }
  .meta { color: var(--muted); font-size: .85rem; }
  main { padding: 1rem 1.25rem; overflow: auto; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem .8rem; margin: 0 0 1rem; }
  dt { color: var(--muted); }
  dd { margin: 0; }
  pre { white-space: pre-wrap; word-break: break-word; border: 1px solid var(--line); padding: .8rem; border-radius: 6px; }
  /* No background of its own: the mail picks light or dark (its color-scheme), as a mail client would show it. */
  iframe { width: 100%; height: 480px; border: 1px solid var(--line); border-radius: 6px; }
  button { font: inherit; padding: .3rem .8rem; }
  @media (max-width: 700px) { body { grid-template-columns: 1fr; } nav { border-right: 0; max-height: 40vh; } }
`;

function mailView(mail: CaughtMail): string {
  // <base target>: the mail's links open in a new tab rather than inside the sandboxed frame.
  const frame = mail.html
    ? `<h3>HTML</h3><iframe title="The mail's HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${mail.html}`)}"></iframe>`
    : '<p class="meta">This mail has no HTML part.</p>';
  return `<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
    <dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd><dt>Received</dt><dd>${time(mail.date)}</dd></dl>
    <h3>Text</h3><pre>${linkedText(mail.text)}</pre>
    ${frame}`;
}

export function inboxPage(mails: CaughtMail[], selected: CaughtMail | null, requestedId: string | null): string {
  const list = mails.length
    ? mails
        .map(
          (m) =>
            `<a href="/?id=${encodeURIComponent(m.id)}"${m.id === selected?.id ? ' aria-current="true"' : ''}><span class="subject">${escapeHtml(m.subject || '(no subject)')}</span><span class="meta">${escapeHtml(m.to.join(', '))} · ${time(m.date)}</span></a>`,
        )
        .join('\n')
    : '<p style="padding: 0 1rem" class="meta">No mail yet. Everything the product sends lands here.</p>';
  const body = selected
    ? mailView(selected)
    : requestedId
      ? '<p>That mail is gone (cleared, or beyond the last 1,000).</p>'
      : `<p class="meta">Choose a mail on the left. This page looks for new mail every 5 seconds.</p>`;
  // Refreshing only while no mail is open, so reading one is never interrupted.
  const refresh = selected ? '' : '<meta http-equiv="refresh" content="5">';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>Mail catcher (${mails.length}) · Castellan</title><style>${STYLE}</style></head>
<body>
<header><h1>Castellan mail catcher · ${mails.length} ${mails.length === 1 ? 'mail' : 'mails'}</h1>
<form method="post" action="/clear"><button type="submit">Clear all</button></form></header>
<nav aria-label="Mails">${list}</nav>
<main>${body}</main>
</body></html>`;
}
