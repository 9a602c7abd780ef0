import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insuranceChosen } from '@/features/insurance';
import { selectTotals } from '@/features/pricing';
import { FlexBox } from '@/steps/overview/FlexBox';
import { renderWithProviders } from '../../support/render';
import { overviewStore } from '../../support/step-two';

describe('the flex tariff box (spec part 2 §4, §9)', () => {
  it('variant A asks choose or no thanks, marks a missing answer, and adds 5 % when chosen', async () => {
    const store = await overviewStore('GRP-ALPS');
    const before = selectTotals(store.getState()).totalPrice;
    const { user } = await renderWithProviders(<FlexBox variant="A" showErrors onMore={() => undefined} />, { store });
    expect(screen.getByRole('heading', { name: /Flex-Tarif: flexibel bleiben/ })).toHaveTextContent('für € 252,–');
    expect(screen.getByText('Bitte wähle, ob du den Flex-Tarif buchen möchtest.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Ja, Flex-Tarif für €\s252,– buchen$/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nein, danke' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Ja, Flex-Tarif für €\s252,– buchen$/ }));
    expect(selectTotals(store.getState()).totalPrice).toBe(before + 252);
    expect(screen.queryByText('Bitte wähle, ob du den Flex-Tarif buchen möchtest.')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Nein, danke' }));
    expect(selectTotals(store.getState()).totalPrice).toBe(before);
  });

  it('variant B asks without requiring an answer', async () => {
    const store = await overviewStore('GRP-ALPS');
    await renderWithProviders(<FlexBox variant="B" showErrors onMore={() => undefined} />, { store });
    expect(screen.getByRole('radio', { name: 'Nein, danke' })).toBeInTheDocument();
    expect(screen.queryByText('Bitte wähle, ob du den Flex-Tarif buchen möchtest.')).toBeNull();
  });

  it('variant C offers one tick, not ticked', async () => {
    const store = await overviewStore('GRP-ALPS');
    const { user } = await renderWithProviders(<FlexBox variant="C" showErrors onMore={() => undefined} />, { store });
    const tick = screen.getByRole('checkbox', { name: /^Flex-Tarif für €\s252,– hinzufügen$/ });
    expect(tick).not.toBeChecked();
    await user.click(tick);
    expect(store.getState().booking.checkout.flexBooking).toBe(true);
  });

  it('is not offered with an insurance (spec part 2 §9)', async () => {
    const store = await overviewStore('GRP-ALPS');
    store.dispatch(
      insuranceChosen({
        offerId: 'ERV-RRV-D',
        name: 'Reiserücktritt',
        price: 89,
        preContractId: null,
        code: 'ERV-RRV',
        tourId: null,
        termsUrl: null,
      }),
    );
    const { container } = await renderWithProviders(<FlexBox variant="A" showErrors onMore={() => undefined} />, {
      store,
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the flex FAQ', async () => {
    const store = await overviewStore('GRP-ALPS');
    let opened = 0;
    const { user } = await renderWithProviders(
      <FlexBox
        variant="A"
        showErrors={false}
        onMore={() => {
          opened += 1;
        }}
      />,
      { store },
    );
    await user.click(screen.getByRole('button', { name: 'Mehr zum Flex-Tarif' }));
    expect(opened).toBe(1);
  });
});
