import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import type { Language } from '@/config/page-config';
import { selectOfferShare } from '../offer';
import { ShareOfferDialog } from './ShareOfferDialog';
import './share-offer.css';

export interface ShareOfferProps {
  language: Language;
}

/** 'Angebot teilen': once a date and a party are chosen, a link to the same choices, without a person's data. */
export default function ShareOffer({ language }: ShareOfferProps) {
  const { t } = useTranslation('extras');
  const share = useAppSelector(selectOfferShare);
  const [open, setOpen] = useState(false);
  if (!share) return null;
  return (
    <>
      <button type="button" className="button share-offer__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('share.button')}
      </button>
      {open ? <ShareOfferDialog share={share} language={language} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
