/**
 * The player's receipts, newest first, each opening as a printable page (the API's receipts/) drawn in the
 * theme the player reads the app in (the theme lives in this browser, so the link says it). A link to
 * `#invoices` brings them into view once drawn (site/src/lib/use-fragment-target.ts).
 */
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { PLAN_NAMES } from '@shared/plans';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading, Skeleton } from '../../components/ui/Skeleton';
import { invoicesQuery } from '../../lib/data';
import { useFragmentTarget } from '../../lib/use-fragment-target';
import { pageLocale, useMessages } from '../../lib/i18n';
import { invoiceMessages } from './billing.messages';
import { themeStore } from '../settings/store';
import './billing.css';
import { intlLocale } from '@shared/i18n/intl';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(intlLocale(pageLocale), { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (iso: string) => new Intl.DateTimeFormat(intlLocale(pageLocale), { dateStyle: 'medium' }).format(new Date(iso));

export function Invoices() {
  const t = useMessages(invoiceMessages);
  const { data, status, error, requestId, fetching } = useStore(invoicesQuery.store);
  const invoices = data?.invoices ?? [];
  const theme = useStore(themeStore.$theme);
  const heading = useRef<HTMLHeadingElement>(null);
  // A link to `#invoices` (a receipt mail, the bell) is followed once they are drawn.
  useFragmentTarget('invoices', Boolean(data), heading);
  return (
    <section className="card" id="invoices" aria-labelledby="invoices-title">
      <h2 id="invoices-title" ref={heading} tabIndex={-1}>
        {t.title}
      </h2>
      {status === 'loading' && (
        <Loading label={t.loading}>
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </Loading>
      )}
      {status === 'error' && <ErrorPanel what={t.theInvoices} message={error} requestId={requestId} onRetry={invoicesQuery.refetch} retrying={fetching} />}
      {data && !invoices.length && <p className="muted">{t.none}</p>}
      {invoices.length > 0 && (
        <div className="table-wrap invoices-wrap">
          <table className="table invoices">
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.plan}</th>
                <th scope="col">{t.method}</th>
                <th scope="col" className="numeric">
                  {t.amount}
                </th>
                <th scope="col">{t.number}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => {
                const plan = invoice.plan ? PLAN_NAMES[invoice.plan] : '—';
                return (
                  <tr key={invoice.id}>
                    <td data-label={t.date}>{day(invoice.paidAt)}</td>
                    <td data-label={t.plan}>{invoice.change ? t.change({ plan }) : plan}</td>
                    <td data-label={t.method}>{invoice.provider === 'paypal' ? t.paypal : t.card}</td>
                    <td data-label={t.amount} className="numeric">
                      {money(invoice.amount, invoice.currency)} {invoice.refundedAt && <span className="badge">{t.refunded}</span>}
                      {invoice.credit > 0 && <span className="hint invoice-credit">{t.fromCredit({ money: money(invoice.credit, invoice.currency) })}</span>}
                    </td>
                    <td data-label={t.number}>
                      <a href={`${invoice.documentUrl}?theme=${theme}`} target="_blank" rel="noopener" aria-label={t.open({ number: invoice.number })}>
                        {invoice.number}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
