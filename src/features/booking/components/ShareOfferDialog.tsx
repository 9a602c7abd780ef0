import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import type { Language } from '@/config/page-config';
import { offerPageUrl } from '@/config/paths';
import { formatDate, formatPrice } from '@/domain/format';
import type { selectOfferShare } from '../offer';

type Share = NonNullable<ReturnType<typeof selectOfferShare>>;
type CopyState = 'idle' | 'copied' | 'failed';

/** The offer's link to copy, to hand to the phone's share sheet, or to send by e-mail with the trip, dates and total. */
export function ShareOfferDialog({
  share,
  language,
  onClose,
}: {
  share: Share;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation(['extras', 'translation']);
  const [copy, setCopy] = useState<CopyState>('idle');
  const url = new URL(offerPageUrl(language, share.travelCode, share.text), window.location.origin).href;
  const total = formatPrice(share.total, t('translation:price.onRequest'));
  const facts = {
    trip: share.tripName,
    dates: t('translation:schedule.dateRange', { start: formatDate(share.start), end: formatDate(share.end) }),
    travellers: t('share.travellers', { count: share.pax }),
    total,
    today: formatDate(new Date()),
    // The page marks this total as on request: the mail says so on the next line.
    request: share.requested ? `\n${t('share.mailRequest')}` : '',
    url,
  };
  const subject = t('share.mailSubject', facts);
  const body = t('share.mailBody', facts);
  const canShare = typeof navigator.share === 'function';

  const copyLink = () =>
    (navigator.clipboard ? navigator.clipboard.writeText(url) : Promise.reject(new Error('no clipboard'))).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  // Closing the share sheet without sharing rejects: nothing to tell then.
  const shareNatively = () => void navigator.share({ title: subject, text: body, url }).catch(() => undefined);

  return (
    <Modal title={t('share.title')} closeLabel={t('share.close')} onClose={onClose}>
      <p>{t('share.intro')}</p>
      <label className="form__label" htmlFor="share-offer-link">
        {t('share.link')}
      </label>
      <input
        id="share-offer-link"
        className="form__input share-offer__link"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="share-offer__actions">
        <button type="button" className="button button--primary" onClick={() => void copyLink()}>
          {t('share.copy')}
        </button>
        {canShare ? (
          <button type="button" className="button" onClick={shareNatively}>
            {t('share.native')}
          </button>
        ) : null}
        <a className="button" href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}>
          {t('share.email')}
        </a>
      </p>
      <p role="status" className={copy === 'failed' ? 'notice notice--error' : undefined}>
        {copy === 'idle' ? '' : t(copy === 'copied' ? 'share.copied' : 'share.copyFailed')}
      </p>
    </Modal>
  );
}
