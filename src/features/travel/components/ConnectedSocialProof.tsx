import { useAppSelector } from '@/app/hooks';
import { selectBenefits } from '../benefit-selectors';
import { selectRatings } from '../rating-selectors';
import SocialProof from './SocialProof';

/** The ratings and selling points with their data from the store (loaded after the first paint). */
export default function ConnectedSocialProof({
  travelCode,
  showRatings,
}: {
  travelCode: string;
  showRatings: boolean;
}) {
  const ratings = useAppSelector(selectRatings);
  const benefits = useAppSelector(selectBenefits);
  return <SocialProof travelCode={travelCode} ratings={ratings} benefits={benefits} showRatings={showRatings} />;
}
