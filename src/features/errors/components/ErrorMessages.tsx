import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/components/error-message';
import ErrorOverlay from '@/components/ErrorOverlay';
import type { OverlayError } from '../errors-slice';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface ErrorMessagesProps {
  items: readonly OverlayError[];
  onClose: () => void;
}

/** The overlay's messages: the server's words (sanitised by the overlay), else a translated sentence. */
export default function ErrorMessages({ items, onClose }: ErrorMessagesProps) {
  const { t } = useTranslation(['translation', 'errors']);
  return (
    <ErrorOverlay
      headline={t('errors.headline')}
      closeLabel={t('common.close')}
      messages={items.map((item) => {
        const message = errorMessageOf(item);
        return {
          id: item.id,
          html: 'serverHtml' in message ? message.serverHtml : escapeHtml(t(message.key, { status: message.status })),
        };
      })}
      onClose={onClose}
    />
  );
}
