import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { loginEndedPart } from '../parts';
import { selectLoginEnded, selectLoginEnds } from '../user-selectors';

/**
 * Opens the login again wherever the booking is when its login ends (the user call answered
 * nobody, a submit got a 401). Closed by the person, it stays closed until the server says so
 * again (the next 401).
 */
export function LoginEndedGate() {
  const ended = useAppSelector(selectLoginEnded);
  const ends = useAppSelector(selectLoginEnds);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  if (!ended || closedAt === ends) return null;
  return <loginEndedPart.Part onClose={() => setClosedAt(ends)} />;
}
