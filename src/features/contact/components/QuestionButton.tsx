import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreloadOnIntent } from '@/lib/loadable-part';
import { questionDialogPart } from '../parts';

/** 'Frage zur Reise?': opens the question lightbox (spec part 2 §2), whose code loads on intent. */
export function QuestionButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const preload = usePreloadOnIntent(questionDialogPart);
  return (
    <>
      <button type="button" className="button question-button" onClick={() => setOpen(true)} {...preload}>
        {t('question.open')}
      </button>
      {open ? <questionDialogPart.Part onClose={() => setOpen(false)} /> : null}
    </>
  );
}
