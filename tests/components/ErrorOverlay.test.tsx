import { screen, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ErrorOverlay from '@/components/ErrorOverlay';

const messages = [
  {
    id: 1,
    html: 'Wartung <b>bis 14 Uhr</b><img src=x onerror="window.hacked=true"><script>window.hacked=true</script>',
  },
  { id: 2, html: '<a href="javascript:alert(1)">Details</a>' },
];

describe('ErrorOverlay (spec part 1 §8)', () => {
  it('shows the headline and every message, HTML sanitised', () => {
    render(
      <ErrorOverlay
        headline="Es ist ein Fehler aufgetreten"
        messages={messages}
        closeLabel="Schließen"
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Es ist ein Fehler aufgetreten' });
    expect(dialog).toHaveProperty('open', true);
    expect(screen.getByText('bis 14 Uhr').tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
    expect(screen.getByText('Details')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders nothing without messages', () => {
    const { container } = render(<ErrorOverlay headline="x" messages={[]} closeLabel="Schließen" onClose={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  // Tab containment is the browser's (a modal <dialog>): e2e/see-server-errors.spec.ts checks it.
  it('moves focus in, closes on Escape and the close buttons, and returns focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const opener = document.createElement('button');
    opener.textContent = 'Öffnen';
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <ErrorOverlay headline="Fehler" messages={[{ id: 1, html: 'x' }]} closeLabel="Schließen" onClose={onClose} />,
    );
    const [closeIcon, closeButton] = screen.getAllByRole('button', { name: 'Schließen' });
    expect(closeIcon).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(closeButton as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
