import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/app/i18n';
import { addPaymentTexts } from '@/features/payment';
import { Countdown } from '@/features/payment/components/Countdown';

const START = new Date(2026, 10, 22, 12, 0, 0).getTime();

async function renderCountdown(seconds: number) {
  const i18n = await createI18n('de');
  await addPaymentTexts(i18n, 'de');
  const onFinish = vi.fn();
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <Countdown deadline={START + seconds * 1000} onFinish={onFinish} />
    </I18nextProvider>,
  );
  const clock = () => container.querySelector('.countdown__clock')?.textContent;
  const spoken = () => container.querySelector('[aria-live="polite"]')?.textContent;
  return { onFinish, clock, spoken };
}

describe('the countdown to the payment deadline (spec part 2 §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows hours, minutes and seconds and ticks every second', async () => {
    const { clock } = await renderCountdown(26 * 3600 + 61);
    expect(clock()).toBe('26:01:01');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock()).toBe('26:01:00');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(clock()).toBe('26:00:58');
  });

  it('tells screen readers politely, at most once a minute, the last minute as such', async () => {
    const { spoken } = await renderCountdown(3 * 60);
    expect(screen.getByText('Noch 3 Minuten zum Bezahlen.')).toHaveAttribute('aria-live', 'polite');
    const heard: (string | null | undefined)[] = [spoken()];
    for (let s = 0; s < 179; s += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      if (spoken() !== heard.at(-1)) heard.push(spoken());
    }
    expect(heard).toEqual([
      'Noch 3 Minuten zum Bezahlen.',
      'Noch 2 Minuten zum Bezahlen.',
      'Noch 1 Minute zum Bezahlen.',
      'Noch weniger als eine Minute zum Bezahlen.',
    ]);
  });

  it('above an hour it speaks in hours, so a long countdown is quiet', async () => {
    const { spoken } = await renderCountdown(2 * 3600 + 55 * 60 + 7);
    expect(spoken()).toBe('Noch 3 Stunden zum Bezahlen.');
    const heard = new Set([spoken()]);
    for (let s = 0; s < 600; s += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      heard.add(spoken());
    }
    expect([...heard]).toEqual(['Noch 3 Stunden zum Bezahlen.']);
  });

  it('names hours and minutes around the hour', async () => {
    await renderCountdown(50 * 60);
    expect(screen.getByText('Noch 50 Minuten zum Bezahlen.')).toBeInTheDocument();
  });

  it('fires its finish event once, at zero, and stops', async () => {
    const { onFinish, clock, spoken } = await renderCountdown(2);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onFinish).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock()).toBe('00:00:00');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(spoken()).toBe('');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a deadline already passed finishes at once', async () => {
    const { onFinish } = await renderCountdown(-10);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
