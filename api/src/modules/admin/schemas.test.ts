/** The admin request schemas refuse what the handlers cannot use, and the announcement category behaves as documented. */
import { beforeAll, describe, expect, test } from 'bun:test';
import { call, signUp, testApp, testConfig, uniqueEmail } from '../../../test/helpers';

const adminEmail = uniqueEmail('admin');
const app = testApp({ config: testConfig({ adminEmails: [adminEmail] }) });
let token = '';
beforeAll(async () => {
  token = (await signUp(app, adminEmail)).token;
});

describe('GET /api/admin/users paging', () => {
  // Found by the schemathesis pass: page=3.19e307 made the skip count Infinity and the database refused it (500).
  test.each([['page=3.194257836119805e%2B307'], ['page=1.5'], ['limit=2.5'], [`page=${Number.MAX_SAFE_INTEGER}`]])(
    '%s is a 422, never a 500',
    async (query) => {
      const res = await call(app, 'GET', `/api/admin/users?${query}`, { token });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.body.message).toMatch(/^(page|limit) must be a whole number from 1 to \d+\.$/);
    },
  );

  test('the last page allowed is answered (empty)', async () => {
    const last = Math.floor(Number.MAX_SAFE_INTEGER / 100);
    const res = await call(app, 'GET', `/api/admin/users?page=${last}&limit=100`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ users: [], page: last, limit: 100 });
  });
});

describe('POST /api/admin/announcements category', () => {
  const publish = (extra: Record<string, unknown>) => call(app, 'POST', '/api/admin/announcements', { token, body: { title: 'Hi', body: 'x', ...extra } });

  test('left out, it is "announcement"', async () => {
    const res = await publish({});
    expect(res.status).toBe(201);
    expect(res.body.category).toBe('announcement');
  });

  test.each([['Maintenance'], [' update'], ['party'], [null]])('%p is refused: exact lower-case values only', async (category) => {
    const res = await publish({ category });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Category must be announcement, maintenance or update.');
  });
});
