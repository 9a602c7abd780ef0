import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useYearParam } from '@/steps/schedule/use-year-param';

describe("the chosen year is the address's year parameter (spec part 1 §2)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('choosing a year writes it into the address, without a history entry; choosing none removes it', () => {
    window.history.replaceState(null, '', '/b/GRP-ALPS?date=2027-05-01#/schedule');
    const entries = window.history.length;
    const { result } = renderHook(() => useYearParam(null));
    act(() => result.current[1](2027));
    expect(result.current[0]).toBe(2027);
    expect(window.location.search).toBe('?date=2027-05-01&year=2027');
    expect(window.location.hash).toBe('#/schedule');
    act(() => result.current[1](null));
    expect(window.location.search).toBe('?date=2027-05-01');
    expect(window.history.length).toBe(entries);
  });

  it('starts with the year the address gave', () => {
    const { result } = renderHook(() => useYearParam(2028));
    expect(result.current[0]).toBe(2028);
  });
});
