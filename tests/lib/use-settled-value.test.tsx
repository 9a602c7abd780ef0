import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from '@/lib/use-settled-value';

describe('a value told once it settles (the question counter, spec part 2 §9 "debounce 500 ms")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the last settled value while changes come faster than 500 ms, then takes the newest', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 500), { initialProps: { value: 0 } });
    for (let count = 1; count <= 10; count++) {
      rerender({ value: count });
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(result.current).toBe(0);
    }
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(10);
  });
});
