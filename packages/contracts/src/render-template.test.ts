import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template.js';

describe('renderTemplate', () => {
  it('fills the spec variables, spaces inside braces allowed', () => {
    expect(renderTemplate('{{subject}} - {{ sender }}', { subject: 'Lease', sender: 'Ann Lee' })).toBe('Lease - Ann Lee');
    expect(renderTemplate('From: {{sender}}\nDate: {{date}}\n\n{{body}}', { sender: 'Ann', date: '2024-05-08', body: 'Hi' })).toBe(
      'From: Ann\nDate: 2024-05-08\n\nHi',
    );
  });

  it('empties known variables without a value and tidies dangling separators', () => {
    expect(renderTemplate('{{subject}} - {{sender}}', { subject: 'Lease' })).toBe('Lease');
    expect(renderTemplate('[{{project}}] {{first_sentence}}', { first_sentence: 'Send it' })).toBe('[] Send it');
  });

  it('leaves unknown variables as written', () => {
    expect(renderTemplate('{{subject}} {{nope}}', { subject: 'Lease' })).toBe('Lease {{nope}}');
  });
});
