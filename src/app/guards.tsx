import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectCanEnterOverview, selectCanEnterUser } from '../features/booking/selectors';
import { paths } from '../steps/paths';
import { useAppSelector } from './hooks';

/** /user without rooms goes to /schedule (spec part 1 §2). */
export function RequireRooms({ children }: { children: ReactNode }) {
  const canEnter = useAppSelector(selectCanEnterUser);
  return canEnter ? children : <Navigate to={paths.schedule.href()} replace />;
}

/**
 * /overview without schedule, pax and customer e-mail goes back (spec part 1 §2); "back" is step
 * 2, where the missing data is entered (or, without rooms, step 1 through its own guard).
 */
export function RequireOverviewData({ children }: { children: ReactNode }) {
  const canEnter = useAppSelector(selectCanEnterOverview);
  return canEnter ? children : <Navigate to={paths.user.href()} replace />;
}
