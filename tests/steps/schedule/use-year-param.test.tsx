import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePageConfig } from '@/config/page-config';
import { schedules } from '@/features/party';
import { scheduleQuery } from '@/domain/schedule-query';
import { useYearParam } from '@/steps/schedule/use-year-param';
import { createTestStore } from '../../support/store';

function config() {
  const result = parsePageConfig({ pathname: '/b/GRP-ALPS', search: '' }, null);
  if (!result.ok || !result.config.travelCode) throw new Error('bad test config');
  return { ...result.config, travelCode: result.config.travelCode };
}

function render(store = createTestStore()) {
  const page = config();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useYearParam(page), { wrapper }) };
}

describe("the chosen year is the address's year parameter (spec part 1 §2)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('choosing a year asks for its dates and writes it into the address, without a history entry; choosing none removes it', async () => {
    window.history.replaceState(null, '', '/b/GRP-ALPS?date=2027-05-01#/schedule');
    const entries = window.history.length;
    const { store, result } = render();
    act(() => result.current[1](2027));
    expect(result.current[0]).toBe(2027);
    expect(window.location.search).toBe('?date=2027-05-01&year=2027');
    expect(window.location.hash).toBe('#/schedule');
    await expect.poll(() => store.getState().schedules.status).toBe('succeeded');
    expect(store.getState().schedules.data.every((s) => s.start.startsWith('2027-'))).toBe(true);
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
    expect(window.location.search).toBe('?date=2027-05-01');
    expect(window.history.length).toBe(entries);
  });

  it('shows the year the dates were last asked for: step 1 shows it again after the person went on', async () => {
    const store = createTestStore();
    await store.dispatch(schedules.fetch(scheduleQuery(config(), 2028)));
    const { result } = render(store);
    expect(result.current[0]).toBe(2028);
  });
});
