/**
 * A receipt as a page of its own: what was paid, when, by whom, for what and how, in the reader's
 * language, laid out to print (or save as PDF) on one sheet. Plain HTML, no script: every value is escaped.
 */
import type { Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { PLAN_NAMES } from '@shared/plans';
import { formatMoneyIn } from '@shared/money-back';
import type { Receipt } from './records';
import { receiptWords } from './receipt.messages';
import { intlLocale } from '@shared/i18n/intl';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function receiptDocument(receipt: Receipt, buyer: string, locale: Locale, testMode: boolean): string {
  const m = messagesIn(locale, receiptWords);
  const money = formatMoneyIn(locale, receipt.amount, receipt.currency);
  const day = (at: Date) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  const plan = receipt.plan ? PLAN_NAMES[receipt.plan] : '';
  const item = receipt.change ? m.itemChange({ plan }) : m.item({ plan });
  const row = (label: string, value: string) => `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${escape(locale)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(m.title({ number: receipt.number }))} - Castellan</title>
<style>
:root { color-scheme: light dark; }
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; }
main { max-width: 40rem; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 1.5rem; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
th, td { text-align: start; padding: .5rem .25rem; border-bottom: 1px solid color-mix(in srgb, currentColor 25%, transparent); vertical-align: top; }
td.amount, th.amount { text-align: end; }
.total td, .total th { font-weight: 700; border-bottom: 0; }
.note { font-size: .9rem; opacity: .8; }
@media print { .note.print { display: none; } body { padding: 0; } }
</style>
</head>
<body>
<main>
<h1>${escape(m.title({ number: receipt.number }))}</h1>
<table aria-label="${escape(m.title({ number: receipt.number }))}">
${row(m.seller, 'Castellan')}
${row(m.billedTo, buyer)}
${row(m.date, day(receipt.paidAt))}
${row(m.number, receipt.number)}
${row(m.method, receipt.provider === 'paypal' ? m.paypal : m.card)}
${receipt.reference ? row(m.reference, receipt.reference) : ''}
</table>
<table>
<thead><tr><th scope="col">${escape(m.description)}</th><th scope="col" class="amount">${escape(m.amount)}</th></tr></thead>
<tbody><tr><td>${escape(item)}</td><td class="amount">${escape(formatMoneyIn(locale, receipt.amount + receipt.credit, receipt.currency))}</td></tr>
${receipt.credit > 0 ? `<tr><td>${escape(m.creditLine)}</td><td class="amount">${escape(formatMoneyIn(locale, -receipt.credit, receipt.currency))}</td></tr>` : ''}</tbody>
<tfoot><tr class="total"><th scope="row">${escape(m.total)}</th><td class="amount">${escape(money)}</td></tr></tfoot>
</table>
${receipt.refundedAt ? `<p><strong>${escape(m.refunded({ date: day(receipt.refundedAt) }))}</strong></p>` : ''}
${testMode ? `<p class="note">${escape(m.testMode)}</p>` : ''}
<p class="note print">${escape(m.print)}</p>
</main>
</body>
</html>`;
}
