import { describe, expect, test } from 'bun:test';
import { newRequestId } from './request-id';

describe('request ids', () => {
  test('are version 4 UUIDs, lower-case, as crypto.randomUUID() gives them', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(crypto.randomUUID()).toMatch(uuid);
    // Past several draws of the buffer, so a refill is checked too.
    for (let i = 0; i < 2_000; i++) expect(newRequestId()).toMatch(uuid);
  });

  test('never repeat across draws of the buffer, and every random digit varies', () => {
    const ids = Array.from({ length: 20_000 }, newRequestId);
    expect(new Set(ids).size).toBe(ids.length);
    // Each of the 30 wholly random hex positions takes all 16 values over 20,000 ids (a fixed or
    // reused byte would not); the two fixed positions (version, variant) take 1 and 4.
    const positions = [...ids[0]!].map((_, i) => new Set(ids.map((id) => id[i])).size);
    expect(positions[14]).toBe(1);
    expect(positions[19]).toBe(4);
    const random = positions.filter((_, i) => ![8, 13, 14, 18, 19, 23].includes(i));
    expect(random).toHaveLength(30);
    expect(random.every((values) => values === 16)).toBe(true);
  });
});
