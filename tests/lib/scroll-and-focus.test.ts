import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstMarked } from '@/lib/scroll-and-focus';

describe('the first marked field is shown and focused (spec part 2 §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('a marked field folded away on request is unfolded, then focused', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <form>
        <input id="first" />
        <details><summary>Rechnung auf einen anderen Namen (freiwillig)</summary>
          <details><summary>inner</summary><input id="folded" aria-invalid="true" /></details>
        </details>
      </form>`;
    focusFirstMarked(document.querySelector('form'));
    expect([...document.querySelectorAll('details')].map((d) => d.open)).toEqual([true, true]);
    vi.advanceTimersByTime(500);
    expect(document.activeElement?.id).toBe('folded');
  });
});
