import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadablePart } from '../../../components/loadable-part';
import type { ErrorOverlayProps } from '../../../components/ErrorOverlay';
import { errorsCleared, type OverlayError } from '../errors-slice';

// The overlay (with DOMPurify) loads only when there is an error to show.
const errorOverlay = loadablePart<ErrorOverlayProps>(() => import('../../../components/ErrorOverlay').then((m) => m.default));

/** Server texts are shown as sent; network, malformed and unknown failures get a translated text. */
function useMessageOf() {
  const { t } = useTranslation();
  return (error: OverlayError): string => {
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'malformed') return t('errors.malformed');
    if (error.kind === 'http' && error.message) return error.message;
    return t('errors.unknown');
  };
}

export function ErrorOverlayContainer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.errors.items);
  const messageOf = useMessageOf();
  if (items.length === 0) return null;
  return (
    <errorOverlay.Part
      headline={t('errors.headline')}
      closeLabel={t('common.close')}
      messages={items.map((item) => ({ id: item.id, html: messageOf(item) }))}
      onClose={() => dispatch(errorsCleared())}
    />
  );
}
