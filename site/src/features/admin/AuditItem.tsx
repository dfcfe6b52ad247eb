/** One audit entry as the audit log and a user's detail both list it: what, by whom, when, details and reason. */
import { formatDate } from './format';

export type AuditEntry = { id: string; action: string; actor: string; created_at: string; details?: string | null; reason?: string | null };

export function AuditItem({ entry }: { entry: AuditEntry }) {
  return (
    <li>
      <strong>{entry.action}</strong> by {entry.actor} <small className="muted">{formatDate(entry.created_at)}</small>
      {entry.details && <p className="muted admin-audit-line">{entry.details}</p>}
      {entry.reason && <p className="admin-audit-line">Reason: {entry.reason}</p>}
    </li>
  );
}
