import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { useAppDispatch } from '@/app/hooks';
import type { VviFormProps } from './VviForm';
import { saveFile } from '@/lib/save-file';
import { downloadVvi } from '../download-vvi';

type Phase = 'idle' | 'creating' | 'saved' | 'failed';

/**
 * Step 3's 'VVI Erstellen & Herunterladen' (spec part 2 §7 POST /web2print/vvi): the booking as
 * entered goes to the server, whose PDF is saved as VVI.pdf; it is being made, saved or failed,
 * and a failure keeps the button for another try.
 */
export default function VviDownload({ needsRoom, language, whitelabel }: Omit<VviFormProps, 'action'>) {
  const { t } = useTranslation('extras');
  const id = useId();
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<Phase>('idle');
  const [serverText, setServerText] = useState<string | null>(null);

  const create = async () => {
    if (needsRoom || phase === 'creating') return;
    setPhase('creating');
    try {
      saveFile(await dispatch(downloadVvi(language, whitelabel)), 'VVI.pdf');
      setPhase('saved');
    } catch (error) {
      setServerText(error instanceof ApiError && error.serverText ? error.message : null);
      setPhase('failed');
    }
  };

  const hint = needsRoom ? t('ibe.b2b.vviErrorRoom') : t('vvi.downloadHint');
  return (
    <div className="vvi-form">
      <button
        type="button"
        className="button"
        aria-disabled={needsRoom || phase === 'creating' || undefined}
        aria-describedby={`${id}-hint`}
        onClick={() => void create()}
      >
        {phase === 'creating' ? t('vvi.creating') : t('vvi.button')}
      </button>
      <p id={`${id}-hint`} className={needsRoom ? 'form-row__error' : 'form-row__hint'}>
        {hint}
      </p>
      <p role="status" className={phase === 'failed' ? 'form-row__error' : 'form-row__hint'}>
        {phase === 'saved' ? t('vvi.saved') : phase === 'failed' ? (serverText ?? t('vvi.failed')) : ''}
      </p>
    </div>
  );
}
