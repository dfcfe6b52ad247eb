import { describe, expect, test } from 'bun:test';
import { ROOT } from './ferretdb';
import { checkLineLimit, formatterSettings, longLines } from './line-limit';

describe('the line limit', () => {
  test('the codebase keeps it', () => {
    expect(checkLineLimit(ROOT)).toEqual([]);
  });

  test('a long comment or a long line of code fails; a line long for its string, template or pattern passes', () => {
    const { width } = formatterSettings(ROOT);
    expect(width).toBe(160);
    const words = 'word '.repeat(40).trim();
    const source = [
      `// ${words}`,
      `const text = '${words}';`,
      `const line = \`${words} \${text}\`;`,
      `const pattern = /^${words}$/;`,
      `const sum = ${Array.from({ length: 40 }, (_, i) => `value${i}`).join(' + ')};`,
      `f(text); // ${words}`,
    ].join('\n');
    expect(longLines('example.ts', source, width).map((l) => l.line)).toEqual([1, 5, 6]);
  });

  test('a literal across lines counts on each line it covers', () => {
    const source = `const text = \`first line
${'x'.repeat(200)}
last\`;`;
    expect(longLines('example.ts', source, 160)).toEqual([]);
  });
});
