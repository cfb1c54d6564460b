import { describe, expect, it } from 'vitest';
import { defuseInlineCode } from './defuse';

/** Input and what defuseInlineCode must make of it. */
type Case = [input: string, expected: string];

const eventHandlersAndStyles: Case[] = [
  ['<img src=x onerror=alert(1)>', '<img src=x x-onerror=alert(1)>'],
  ['<IMG/ONERROR="a"/style=\'b\'>', '<IMG/x-ONERROR="a"/x-style=\'b\'>'],
  ['<img alt="x"onerror="a">', '<img alt="x"x-onerror="a">'],
  ['<p style>x</p><img onerror>', '<p x-style>x</p><img x-onerror>'],
  ['<img src=x onerror\t= a>', '<img src=x x-onerror\t= a>'],
];

const markupInAttributeValues: Case[] = [
  ['<xmp><p title="</xmp><img src=x onerror=a>">', '<xmp><p title="</xmp><img src=x x-onerror=a>">'],
  ['<!--<img src="--><img onerror=a//">', '<!--<img src="--><img x-onerror=a//">'],
];

const styleAndBaseElements: Case[] = [
  ['a<style>p{color:red}</style>b', 'a b'],
  ['a<STYLE type="text/css">p{}</STYLE >b', 'a b'],
  ['a<style>p{}', 'a '],
  ['<<style></style>img onerror=1>', '< img onerror=1>'],
  ['a<base href="https://evil.example/">b', 'a b'],
];

describe('defuseInlineCode', () => {
  it.each(eventHandlersAndStyles)('renames event-handler and style attributes in every spelling the parser accepts: %s', (input, expected) => {
    expect(defuseInlineCode(input)).toBe(expected);
  });

  it.each(markupInAttributeValues)('looks into attribute values, where a parser in raw text or a comment sees markup: %s', (input, expected) => {
    expect(defuseInlineCode(input)).toBe(expected);
  });

  it.each(styleAndBaseElements)('removes <style> (up to its end tag, or to the end) and <base> elements: %s', (input, expected) => {
    expect(defuseInlineCode(input)).toBe(expected);
  });

  it('leaves text and ordinary markup alone', () => {
    const text = '<p class="lead">Die Daten sind online abrufbar; style = Stil. a < b, <a href="/x?one=1">x</a></p>';
    expect(defuseInlineCode(text)).toBe(text);
  });
});
