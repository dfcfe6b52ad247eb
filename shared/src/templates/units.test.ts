/**
 * What the types cannot say of the templates' one list and their units: no id twice, each unit filed
 * under its own id, and its help words named for its article's address.
 */
import { expect, test } from 'bun:test';
import { isTemplateId, TEMPLATE_IDS } from './ids';
import { TEMPLATE_UNITS } from './units';

test('each template is listed once, and its unit is filed under its own id', () => {
  expect(new Set(TEMPLATE_IDS).size).toBe(TEMPLATE_IDS.length);
  expect(Object.keys(TEMPLATE_UNITS).sort()).toEqual([...TEMPLATE_IDS].sort());
  expect(TEMPLATE_IDS.filter((id) => TEMPLATE_UNITS[id].id !== id)).toEqual([]);
});

test('a template’s help words are the set of its article, /help/<id>', () => {
  expect(TEMPLATE_IDS.filter((id) => TEMPLATE_UNITS[id].help.words.component !== `help/${id}`)).toEqual([]);
});

test('a stored id is a template only when it is listed', () => {
  expect(isTemplateId('baron-farmer')).toBe(true);
  expect(isTemplateId('test-hang')).toBe(false);
  expect(isTemplateId('constructor')).toBe(false);
});
