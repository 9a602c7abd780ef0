import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAP_TOLERANCE_PX, TOGGLETIP_DISPOSE_MS, Toggletip } from '@/components/Toggletip';

function renderTip() {
  render(
    <p>
      Anzahlung
      <Toggletip label="Was heißt Anzahlung?">Die Anzahlung ist sofort fällig.</Toggletip>
      <button type="button">Weiter</button>
    </p>,
  );
  return screen.getByRole('button', { name: 'Was heißt Anzahlung?' });
}

/** A pointer pressed at one place and let go at another (a tap, or a scroll's swipe). */
function gesture(target: Element, from: number, to: number) {
  fireEvent.pointerDown(target, { clientX: 10, clientY: from });
  fireEvent.pointerUp(target, { clientX: 10, clientY: to });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a term explained where it stands (spec part 1 §9, part 2 §9: toggletips, WAI-ARIA disclosure)', () => {
  it('the button, named for the term, opens the explanation in a live region and closes it again', () => {
    const button = renderTip();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Die Anzahlung ist sofort fällig.');
    expect(screen.getByText('Die Anzahlung ist sofort fällig.')).toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Die Anzahlung ist sofort fällig.')).not.toBeVisible();
  });

  it('Escape closes it and puts the focus back on its button', () => {
    const button = renderTip();
    fireEvent.click(button);
    screen.getByRole('button', { name: 'Weiter' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it(`a tap elsewhere closes it; a touch that moves ${TAP_TOLERANCE_PX} px or more (a scroll) does not`, () => {
    const button = renderTip();
    fireEvent.click(button);
    const elsewhere = document.body;
    gesture(elsewhere, 100, 100 + TAP_TOLERANCE_PX);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    gesture(screen.getByText('Die Anzahlung ist sofort fällig.'), 100, 101);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    gesture(elsewhere, 100, 100 + TAP_TOLERANCE_PX - 1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it(`a closed explanation leaves the page ${TOGGLETIP_DISPOSE_MS} ms later; opened again before, it stays`, () => {
    vi.useFakeTimers();
    const button = renderTip();
    fireEvent.click(button);
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(TOGGLETIP_DISPOSE_MS - 1));
    expect(screen.queryByText('Die Anzahlung ist sofort fällig.')).not.toBeNull();
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(TOGGLETIP_DISPOSE_MS));
    expect(screen.getByText('Die Anzahlung ist sofort fällig.')).toBeVisible();
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(TOGGLETIP_DISPOSE_MS));
    expect(screen.queryByText('Die Anzahlung ist sofort fällig.')).toBeNull();
  });
});
