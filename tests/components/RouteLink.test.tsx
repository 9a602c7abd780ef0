import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { RouteLink } from '@/components/RouteLink';

function renderAt(hash: string, target?: string) {
  window.location.hash = hash;
  render(
    <HashRouter>
      <Routes>
        <Route
          path="/schedule"
          element={
            <RouteLink to="/user" target={target}>
              Weiter zu deinen Daten
            </RouteLink>
          }
        />
        <Route path="/user" element={<h1>Deine Daten</h1>} />
      </Routes>
    </HashRouter>,
  );
}

describe('RouteLink (a link to a step)', () => {
  it("points at the step's address, so it opens in a new tab and reads as a link", () => {
    renderAt('#/schedule');
    expect(screen.getByRole('link', { name: 'Weiter zu deinen Daten' })).toHaveAttribute('href', '#/user');
  });

  it('a plain click opens the step in the app', () => {
    renderAt('#/schedule');
    fireEvent.click(screen.getByRole('link', { name: 'Weiter zu deinen Daten' }));
    expect(screen.getByRole('heading', { name: 'Deine Daten' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/user');
  });

  it('a click with a modifier key is left to the browser (a new tab or window)', () => {
    renderAt('#/schedule');
    const link = screen.getByRole('link', { name: 'Weiter zu deinen Daten' });
    const opened = fireEvent.click(link, { ctrlKey: true });
    expect(opened).toBe(true); // not prevented: the browser opens it
    expect(screen.queryByRole('heading', { name: 'Deine Daten' })).not.toBeInTheDocument();
  });

  it('a link that opens in another tab is left to the browser', () => {
    renderAt('#/schedule', '_blank');
    const opened = fireEvent.click(screen.getByRole('link', { name: 'Weiter zu deinen Daten' }));
    expect(opened).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Deine Daten' })).not.toBeInTheDocument();
  });
});
