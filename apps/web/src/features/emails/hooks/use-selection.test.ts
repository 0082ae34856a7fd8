import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('queue selection', () => {
  it('x toggles one; Shift+x selects from the last toggled to here, either direction', () => {
    const { result } = renderHook(() => useSelection(ids));
    act(() => result.current.toggle('b'));
    act(() => result.current.extendTo('d'));
    expect([...result.current.selected]).toEqual(['b', 'c', 'd']);
    act(() => result.current.toggle('c'));
    expect([...result.current.selected]).toEqual(['b', 'd']);
    act(() => result.current.extendTo('a'));
    expect([...result.current.selected].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a range with no anchor selects just that email; select all and clear', () => {
    const { result } = renderHook(() => useSelection(ids));
    act(() => result.current.extendTo('c'));
    expect([...result.current.selected]).toEqual(['c']);
    act(() => result.current.setAll(true));
    expect(result.current.selected.size).toBe(5);
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });

  it('drops emails that left the page (archived, snoozed, another page)', () => {
    const { result, rerender } = renderHook(({ visible }) => useSelection(visible), { initialProps: { visible: ids } });
    act(() => result.current.setAll(true));
    rerender({ visible: ['a', 'e'] });
    expect([...result.current.selected]).toEqual(['a', 'e']);
  });
});
