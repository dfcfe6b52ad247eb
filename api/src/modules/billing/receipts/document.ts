/**
 * A receipt as a page of its own: what was paid, when, by whom, for what and how (a card by its brand and
 * last four digits, as Stripe keeps them), in the reader's language, laid out to print (or save as PDF) on
 * one sheet. It looks like the app, in the theme the player chose (the dashboard's link says which: the
 * colours come from shared/src/theme-colours.ts), with the app's header and a way back to the invoices;
 * printed, it is black on white. Plain HTML, no script: every value is escaped. Its one style sheet is
 * allowed by its hash (`RECEIPT_CSP`): the API's own policy (`default-src 'none'`) refused it, and the page
 * was unstyled (issue 64).
 */
import { createHash } from 'node:crypto';
import { ROOK_PATH } from '@shared/brand';
import { localizedPath, type Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { PLAN_NAMES } from '@shared/plans';
import { formatMoneyIn } from '@shared/money-back';
import { dashboardTabPath } from '@shared/routes';
import { themeDeclarations } from '@shared/theme-colours';
import { DEFAULT_THEME, THEMES, type Theme } from '@shared/themes';
import { intlLocale } from '@shared/i18n/intl';
import type { PaymentCard } from '../stripe/payment-card';
import type { Receipt } from './records';
import { receiptWords } from './receipt.messages';

/** The app's logo mark, as the site's Icon draws it. */
const ROOK = `<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${ROOK_PATH}"/></svg>`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `card`: the card a Stripe payment was made with, when Stripe said; `theme`: the player's (the app's default otherwise). */
export type ReceiptPage = { testMode: boolean; card?: PaymentCard | null; theme?: Theme };

/** How the receipt says it was paid: PayPal, the card by brand and last four, or "your card" when Stripe named none. */
function methodOf(receipt: Receipt, card: PaymentCard | null | undefined, m: (typeof receiptWords)['base']): string {
  if (receipt.provider === 'paypal') return m.paypal;
  if (!card) return m.card;
  return card.brand ? m.cardEnding({ brand: card.brand, last4: card.last4 }) : m.someCardEnding({ last4: card.last4 });
}

/**
 * The app's look (site/src/styles/global.css: the header, a card, a table) in each theme, chosen as the app
 * chooses it (`data-theme` on <html>), and plain paper in print.
 */
function styles(): string {
  const themes = THEMES.map((theme) => `html[data-theme='${theme}'] { ${themeDeclarations(theme)} }`).join('\n');
  return `${themes}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.55 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
a { color: var(--accent); }
.container { width: min(44rem, 100% - 2rem); margin-inline: auto; }
.site-header { background: var(--surface); border-bottom: 1px solid var(--border); }
.header-row { display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; min-height: 64px; }
.logo { font-weight: 700; font-size: 1.2rem; color: var(--text); text-decoration: none; display: flex; gap: 0.4rem; align-items: center; }
.logo svg { color: var(--accent); }
main { padding: 2rem 0 3rem; }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 14px; padding: 1.5rem; }
h1 { font-size: 1.5rem; line-height: 1.2; margin: 0 0 1rem; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; font-size: 0.95rem; }
th, td { text-align: start; padding: 0.6rem 0.8rem; border-bottom: 1px solid var(--border); vertical-align: top; overflow-wrap: anywhere; }
tbody th, thead th { color: var(--muted); font-weight: 600; }
td.amount, th.amount { text-align: end; white-space: nowrap; }
.total th, .total td { font-weight: 700; color: var(--text); border-bottom: 0; }
.refunded { color: var(--warning); font-weight: 700; }
.note { color: var(--muted); font-size: 0.9rem; margin: 0.5rem 0 0; }
@media (max-width: 480px) { .card { padding: 1rem; } th, td { padding: 0.5rem 0.4rem; } }
@media print {
  html[data-theme] { ${themeDeclarations('light')} --bg: #ffffff; --surface: #ffffff; --text: #000000; color-scheme: light; }
  .site-header, .note.print { display: none; }
  main { padding: 0; }
  .card { border: 0; padding: 0; }
}`;
}

/** The page's style sheet, the same for every receipt (the theme is chosen on <html>), so one hash allows it. */
const STYLE = `\n${styles()}\n`;

/** What the receipt page may load: its own style sheet and nothing else (no script, no frame, no form). */
export const RECEIPT_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

export function receiptDocument(receipt: Receipt, buyer: string, locale: Locale, page: ReceiptPage): string {
  const m = messagesIn(locale, receiptWords);
  const money = formatMoneyIn(locale, receipt.amount, receipt.currency);
  const day = (at: Date) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  const plan = receipt.plan ? PLAN_NAMES[receipt.plan] : '';
  const item = receipt.change ? m.itemChange({ plan }) : m.item({ plan });
  const row = (label: string, value: string) => `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const title = m.title({ number: receipt.number });
  const invoices = `${localizedPath(locale, dashboardTabPath('settings'))}#invoices`;
  return `<!doctype html>
<html lang="${escape(locale)}" dir="${dir}" data-theme="${page.theme ?? DEFAULT_THEME}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} - Castellan</title>
<style>${STYLE}</style>
</head>
<body>
<header class="site-header"><div class="container header-row">
<a class="logo" href="${escape(localizedPath(locale, '/'))}">${ROOK} Castellan</a>
<a href="${escape(invoices)}">${escape(m.action)}</a>
</div></header>
<main class="container">
<article class="card" aria-labelledby="receipt-title">
<h1 id="receipt-title">${escape(title)}</h1>
<table aria-label="${escape(title)}">
${row(m.seller, 'Castellan')}
${row(m.billedTo, buyer)}
${row(m.date, day(receipt.paidAt))}
${row(m.number, receipt.number)}
${row(m.method, methodOf(receipt, page.card, m))}
${receipt.reference ? row(m.reference, receipt.reference) : ''}
</table>
<table>
<thead><tr><th scope="col">${escape(m.description)}</th><th scope="col" class="amount">${escape(m.amount)}</th></tr></thead>
<tbody><tr><td>${escape(item)}</td><td class="amount">${escape(formatMoneyIn(locale, receipt.amount + receipt.credit, receipt.currency))}</td></tr>
${receipt.credit > 0 ? `<tr><td>${escape(m.creditLine)}</td><td class="amount">${escape(formatMoneyIn(locale, -receipt.credit, receipt.currency))}</td></tr>` : ''}</tbody>
<tfoot><tr class="total"><th scope="row">${escape(m.total)}</th><td class="amount">${escape(money)}</td></tr></tfoot>
</table>
${receipt.refundedAt ? `<p class="refunded">${escape(m.refunded({ date: day(receipt.refundedAt) }))}</p>` : ''}
${page.testMode ? `<p class="note">${escape(m.testMode)}</p>` : ''}
<p class="note print">${escape(m.print)}</p>
</article>
</main>
</body>
</html>`;
}
