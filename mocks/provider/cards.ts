/**
 * The stand-in provider's test cards (mocks/README.md), as payment providers' test numbers do.
 * Any other valid number of the four brands pays at once.
 */
const TEST_CARDS = {
  '4111111111111111': 'paid',
  '5555555555554444': 'paid',
  '4000000000003220': 'authenticate',
  '4000000000000002': 'declined',
  '4000000000000127': 'wrongCvc',
  '4000000000000119': 'providerError',
  '4000000000009995': 'noAnswer',
} as const;

export type CardScenario = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

export function scenarioOf(number: string): CardScenario {
  return Object.hasOwn(TEST_CARDS, number) ? TEST_CARDS[number as keyof typeof TEST_CARDS] : 'paid';
}
