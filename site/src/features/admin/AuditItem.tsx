/** One audit entry as the audit log and a user's detail both list it: what, by whom, when, details and reason. */
import { useMessages } from '../../lib/i18n';
import { fill } from '../../components/ui/fill';
import { auditMessages } from './admin.messages';
import { formatDate } from './format';

export type AuditEntry = { id: string; action: string; actor: string; created_at: string; details?: string | null; reason?: string | null };

/** The action is the API's code for it (announcement.publish, user.plan…): admins read it as it is logged. */
export function AuditItem({ entry }: { entry: AuditEntry }) {
  const m = useMessages(auditMessages);
  return (
    <li>
      {fill(m.by({ action: '{action}', actor: entry.actor }), { action: <strong>{entry.action}</strong> })}{' '}
      <small className="muted">{formatDate(entry.created_at)}</small>
      {entry.details && <p className="muted admin-audit-line">{entry.details}</p>}
      {entry.reason && <p className="admin-audit-line">{m.reason({ reason: entry.reason })}</p>}
    </li>
  );
}
