import { describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { deviceIdOf } from './push-device';

describe('this device at the API', () => {
  test('is named as the API names it: base64url SHA-256 of the endpoint', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b-x_y',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB?x=1',
      'http://127.0.0.1:9/push/ü',
    ]) {
      expect(await deviceIdOf(endpoint)).toBe(createHash('sha256').update(endpoint).digest('base64url'));
    }
  });
});
