import { describe, expect, test } from 'bun:test';
import { emptyAccountForm, formAfterFailure, formAfterSuccess, toPayload, type AccountForm } from './form';

const filled: AccountForm = { email: 'lord@example.com', server: 'DE1', username: 'Lord', password: 'secret', type: 'tower' };

describe('add account form', () => {
  test('starts blank on INT1 with no tag', () => {
    expect(emptyAccountForm()).toEqual({ email: '', server: 'INT1', username: '', password: '', type: 'none' });
  });

  test('after success everything clears except the chosen server', () => {
    expect(formAfterSuccess(filled)).toEqual({ email: '', server: 'DE1', username: '', password: '', type: 'none' });
  });

  test('after a failure only the password clears, so the user can fix the rest', () => {
    expect(formAfterFailure(filled)).toEqual({ ...filled, password: '' });
  });

  test('the payload trims e-mail and name but sends the password exactly as typed', () => {
    const payload = toPayload({ ...filled, email: '  lord@example.com ', username: ' Lord  ', password: ' pa ss ' });
    expect(payload).toEqual({ email: 'lord@example.com', server: 'DE1', username: 'Lord', password: ' pa ss ', type: 'tower' });
  });
});
