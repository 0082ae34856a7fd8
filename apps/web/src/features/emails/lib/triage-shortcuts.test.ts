import { describe, expect, it } from 'vitest';
import { isTypingTarget, moveIndex, triageActionFor } from './triage-shortcuts';

const el = (html: string, selector: string) => {
  document.body.innerHTML = html;
  return document.querySelector(selector);
};

describe('triage keyboard shortcuts', () => {
  it('maps the single keys to actions', () => {
    const target = el('<div tabindex="0" id="card"></div>', '#card');
    const keys = ['j', 'k', 'Enter', 'o', 'x', 'X', 'e', 'a', 't', 'r', 's', '/', 'z', 'u', 'Escape', 'q'];
    const map = Object.fromEntries(keys.map((key) => [key, triageActionFor({ key, target })]));
    expect(map).toEqual({
      j: 'next',
      k: 'previous',
      Enter: 'toggle',
      o: 'toggle',
      x: 'select',
      X: 'selectRange',
      e: 'archive',
      a: 'approveProject',
      t: 'approveTasks',
      r: 'reply',
      s: 'snooze',
      '/': 'search',
      z: 'undo',
      u: 'undo',
      Escape: 'collapse',
      q: null,
    });
  });

  it('ignores modified keys', () => {
    expect(triageActionFor({ key: 'k', ctrlKey: true })).toBeNull();
    expect(triageActionFor({ key: 'k', metaKey: true })).toBeNull();
    expect(triageActionFor({ key: 'e', altKey: true })).toBeNull();
  });

  it('leaves typing alone but lets Escape out of a text box', () => {
    const input = el('<input id="q">', '#q');
    expect(isTypingTarget(input)).toBe(true);
    expect(triageActionFor({ key: 'j', target: input })).toBeNull();
    expect(triageActionFor({ key: '/', target: input })).toBeNull();
    expect(triageActionFor({ key: 'Escape', target: input })).toBe('collapse');
    const area = el('<textarea id="t"></textarea>', '#t');
    expect(triageActionFor({ key: 'e', target: area })).toBeNull();
  });

  it('keeps Enter on buttons a click, but other keys still work there', () => {
    const button = el('<button id="b">Approve</button>', '#b');
    expect(triageActionFor({ key: 'Enter', target: button })).toBeNull();
    expect(triageActionFor({ key: 'j', target: button })).toBe('next');
  });

  it('is off inside dialogs', () => {
    const inDialog = el('<div role="dialog"><button id="b">x</button></div>', '#b');
    expect(triageActionFor({ key: 'j', target: inDialog })).toBeNull();
    expect(triageActionFor({ key: 'Escape', target: inDialog })).toBeNull();
  });

  it('moves within bounds', () => {
    expect(moveIndex(-1, 5, 1)).toBe(0);
    expect(moveIndex(-1, 5, -1)).toBe(4);
    expect(moveIndex(0, 5, -1)).toBe(0);
    expect(moveIndex(4, 5, 1)).toBe(4);
    expect(moveIndex(2, 5, 1)).toBe(3);
    expect(moveIndex(0, 0, 1)).toBe(-1);
  });
});
