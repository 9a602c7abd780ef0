import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RequestReason } from '@/domain/on-request';
import { CHOICE_IDS } from '@/lib/choice-ids';
import { scrollAndFocus } from '@/lib/scroll-and-focus';

export type ChoiceStep = 'schedule' | 'user' | 'overview';

/** A place to go to: the step and the element there. */
export interface ChoicePlace {
  step: ChoiceStep;
  selector: string;
}

/** Where the choice behind a reason is made: the step and the element; none for a price the person did not choose. */
export function choiceTarget(reason: RequestReason): ChoicePlace | null {
  switch (reason.cause) {
    case 'servicePrice':
    case 'serviceOnRequest':
      return reason.serviceId === undefined
        ? null
        : { step: 'schedule', selector: `[data-service-id="${reason.serviceId}"]` };
    case 'flightUpgrade':
      return { step: 'schedule', selector: `#${CHOICE_IDS.flightUpgrade}` };
    case 'roomOnRequest':
    case 'roomsBeyondAvailability':
      return { step: 'schedule', selector: `#${CHOICE_IDS.rooms}` };
    case 'insuranceOnRequest':
      return { step: 'overview', selector: `#${CHOICE_IDS.insurance}` };
    case 'pricedOnRequest':
      return null;
    default:
      // The flight cases, and the flights an extension moves: the flight section.
      return { step: 'schedule', selector: `#${CHOICE_IDS.flight}` };
  }
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, a[href]';

/** The element's first control (the element itself when it is one), else the element, made focusable. */
function focusTarget(element: HTMLElement): HTMLElement {
  if (element.matches(FOCUSABLE)) return element;
  const control = element.querySelector<HTMLElement>(FOCUSABLE);
  if (control) return control;
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  return element;
}

interface ChoiceState {
  choice?: string;
}

/**
 * Going to the choice behind a reason: on this step it is scrolled to and focused; on another the
 * step opens and does so once the choice is drawn (useChoiceOnArrival).
 */
export function useGoToChoice(step: ChoiceStep) {
  const navigate = useNavigate();
  return (target: ChoicePlace) => {
    if (target.step === step) {
      const element = document.querySelector<HTMLElement>(target.selector);
      if (element) scrollAndFocus(focusTarget(element));
      return;
    }
    const state: ChoiceState = { choice: target.selector };
    navigate(paths[target.step].href(), { state });
  };
}

/** How long a step waits for the choice it was opened for to be drawn (its parts load after it). */
const ARRIVAL_WAIT_MS = 5000;

/** On the step a reason opened: the choice it names, scrolled to and focused once it is on the page. */
export function useChoiceOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const choice = (location.state as ChoiceState | null)?.choice ?? null;
  useEffect(() => {
    if (!choice) return undefined;
    let done = false;
    const tryFocus = () => {
      const element = done ? null : document.querySelector<HTMLElement>(choice);
      if (!element) return;
      done = true;
      scrollAndFocus(focusTarget(element));
      // Once: going back and forth later does not jump there again.
      navigate(location, { replace: true, state: null });
    };
    const observer = new MutationObserver(tryFocus);
    observer.observe(document.body, { childList: true, subtree: true });
    tryFocus();
    const stop = setTimeout(() => observer.disconnect(), ARRIVAL_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [choice, location, navigate]);
}
