/**
 * What each query's answer must look like before the screens may store and show it: a changed API or a
 * damaged storage entry is refused here, instead of breaking a screen later.
 */
type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'string?' | 'object?';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fits(value: unknown, kind: Kind): boolean {
  if (kind.endsWith('?') && value === null) return true;
  const base = kind.replace('?', '');
  if (base === 'array') return Array.isArray(value);
  if (base === 'object') return isObject(value);
  return typeof value === base;
}

/** An object with at least these fields of these kinds. */
export const record =
  (fields: Record<string, Kind>) =>
  (value: unknown): boolean =>
    isObject(value) && Object.entries(fields).every(([key, kind]) => fits(value[key], kind));

/** A list of such objects. */
export const listOf = (fields: Record<string, Kind>) => {
  const item = record(fields);
  return (value: unknown): boolean => Array.isArray(value) && value.every(item);
};

export const SHAPES = {
  profile: (v: unknown) => record({ user: 'object', subscription: 'object' })(v) && record({ id: 'string', email: 'string' })((v as { user: unknown }).user),
  subscription: record({ plan: 'string', status: 'string' }),
  providers: record({ stripe: 'boolean', paypal: 'boolean' }),
  moneyBack: record({ state: 'string', until: 'string?', formatted_amount: 'string?', reason: 'string?' }),
  invoices: record({ invoices: 'array' }),
  bots: listOf({
    id: 'string',
    name: 'string',
    templateId: 'string',
    accountId: 'string',
    state: 'string',
    desiredState: 'string',
    settings: 'object',
    secretKeys: 'array',
    created_at: 'string',
    today: 'object',
  }),
  templates: listOf({ id: 'string', label: 'string', description: 'string', defaults: 'object', inputs: 'array' }),
  accounts: listOf({ id: 'string', name: 'string', server: 'string', type: 'string' }),
  notifications: listOf({ id: 'string', message: 'string', read: 'boolean', created_at: 'string' }),
  unreadNotifications: record({ unread: 'number' }),
  announcements: listOf({ id: 'string', title: 'string', body: 'string', category: 'string', created_at: 'string' }),
  shares: listOf({ id: 'string', account_id: 'string', with: 'string?', permissions: 'array' }),
  sharedWithMe: listOf({ share_id: 'string', owner: 'string', account: 'object', permissions: 'array' }),
} as const;
