import { describe, expect, it } from 'vitest';
import { defuseInlineCode } from './defuse';

describe('defuseInlineCode', () => {
  it('renames event-handler and style attributes in every spelling the parser accepts', () => {
    expect(defuseInlineCode('<img src=x onerror=alert(1)>')).toBe('<img src=x x-onerror=alert(1)>');
    expect(defuseInlineCode('<IMG/ONERROR="a"/style=\'b\'>')).toBe('<IMG/x-ONERROR="a"/x-style=\'b\'>');
    expect(defuseInlineCode('<img alt="x"onerror="a">')).toBe('<img alt="x"x-onerror="a">');
    expect(defuseInlineCode('<p style>x</p><img onerror>')).toBe('<p x-style>x</p><img x-onerror>');
    expect(defuseInlineCode('<img src=x onerror\t= a>')).toBe('<img src=x x-onerror\t= a>');
  });

  it('looks into attribute values, where a parser in raw text or a comment sees markup', () => {
    expect(defuseInlineCode('<xmp><p title="</xmp><img src=x onerror=a>">')).toBe('<xmp><p title="</xmp><img src=x x-onerror=a>">');
    expect(defuseInlineCode('<!--<img src="--><img onerror=a//">')).toBe('<!--<img src="--><img x-onerror=a//">');
  });

  it('removes <style> elements up to their end tag, or to the end', () => {
    expect(defuseInlineCode('a<style>p{color:red}</style>b')).toBe('a b');
    expect(defuseInlineCode('a<STYLE type="text/css">p{}</STYLE >b')).toBe('a b');
    expect(defuseInlineCode('a<style>p{}')).toBe('a ');
    expect(defuseInlineCode('<<style></style>img onerror=1>')).toBe('< img onerror=1>');
  });

  it('removes <base> elements', () => {
    expect(defuseInlineCode('a<base href="https://evil.example/">b')).toBe('a b');
  });

  it('leaves text and ordinary markup alone', () => {
    const text = '<p class="lead">Die Daten sind online abrufbar; style = Stil. a < b, <a href="/x?one=1">x</a></p>';
    expect(defuseInlineCode(text)).toBe(text);
  });
});
