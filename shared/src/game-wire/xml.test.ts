import { expect, test } from 'bun:test';
import { parseXml, XmlError } from './xml';

test('elements, attributes in either quote, CDATA, comments and entities', () => {
  const root = parseXml(`\ufeff<?xml version="1.0"?><!-- the list -->
    <a x="1 &amp; 2" y='&#65;&#x42;'><b>&lt;tag&gt; &quot;q&quot; &apos;s&apos;</b><!-- skip --><c><![CDATA[<raw> & stuff]]></c><d/></a>`);
  expect(root.name).toBe('a');
  expect(root.attributes).toEqual({ x: '1 & 2', y: 'AB' });
  expect(root.children.map((c) => [c.name, c.text])).toEqual([
    ['b', `<tag> "q" 's'`],
    ['c', '<raw> & stuff'],
    ['d', ''],
  ]);
});

test.each([
  ['<a><b></a>', /<\/a> closes <b>/],
  ['<a x=1></a>', /quoted value/],
  ['<a x="1" x="2"></a>', /given twice/],
  ['<a>fish & chips</a>', /bare "&"/],
  ['<a></a><b></b>', /text after the document element/],
  ['<!ENTITY x "y"><a/>', /document type declaration/],
  ['<a><![CDATA[open</a>', /unclosed CDATA/],
])('%s is not well-formed', (source, reason) => {
  expect(() => parseXml(source)).toThrow(XmlError);
  expect(() => parseXml(source)).toThrow(reason);
});
