import type { Story } from '@ladle/react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import ErrorOverlay from '@/components/ErrorOverlay';
import type { Language } from '@/config/language';

export default { title: 'Dialogs' };

function PriceDialog() {
  const { t } = useTranslation();
  return (
    <Modal title={t('priceOverview.title')} onClose={() => undefined} closeLabel={t('common.close')}>
      <p>{t('priceOverview.missingLead')}</p>
      <ul>
        <li>{t('priceOverview.missing.date')}</li>
        <li>{t('priceOverview.missing.pax')}</li>
      </ul>
    </Modal>
  );
}

function ErrorDialog() {
  const { t } = useTranslation();
  return (
    <ErrorOverlay
      headline={t('errors.headline')}
      messages={[{ id: 1, html: t('errors.render') }]}
      closeLabel={t('common.close')}
      onClose={() => undefined}
    />
  );
}

/** A modal dialog is shown in one language at a time: it covers the page. */
const inLanguage = (Dialog: () => JSX.Element, language: Language): Story => {
  const story: Story = () => <Dialog />;
  story.meta = { language };
  return story;
};

export const DialogDe = inLanguage(PriceDialog, 'de');
export const DialogEn = inLanguage(PriceDialog, 'en');
export const DialogIt = inLanguage(PriceDialog, 'it');
export const ErrorOverlayDe = inLanguage(ErrorDialog, 'de');
export const ErrorOverlayEn = inLanguage(ErrorDialog, 'en');
export const ErrorOverlayIt = inLanguage(ErrorDialog, 'it');
