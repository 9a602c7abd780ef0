import { useDurationText } from './use-duration-text';

export function Duration({ minutes }: { minutes: number }) {
  return <>{useDurationText()(minutes)}</>;
}
