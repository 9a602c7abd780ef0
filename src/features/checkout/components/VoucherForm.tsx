import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeServerHtml } from '@/components/sanitize';
import { Spinner } from '@/components/Spinner';
import { AppliedVoucher } from './AppliedVoucher';
import { useVoucherForm } from './use-voucher-form';

/**
 * The voucher of step 3 (spec part 2 §2, §4, §8): a code and a check button (disabled while it
 * checks); a valid voucher shows what it is worth and how it changes the price, and can be taken
 * off again; a refused one shows the server's message at the field. The code typed stays.
 */
export function VoucherForm() {
  const { t } = useTranslation(['checkout', 'booking', 'errors']);
  const id = useId();
  const { applied, message, code, changeCode, emptyError, failure, checking, input, result, submit, remove } =
    useVoucherForm();
  const errorId = `${id}-error`;
  return (
    <section className="checkout-box voucher" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="checkout-box__title">
        {t('voucher.title')}
      </h3>
      {applied && message ? (
        <AppliedVoucher code={applied.code} message={message} resultRef={result} onRemove={remove} />
      ) : (
        <form className="voucher__form" onSubmit={(event) => void submit(event)} noValidate>
          <div className={`form-row${emptyError || failure ? ' form-row--error' : ''}`}>
            <label htmlFor={`${id}-code`} className="form-row__label">
              {t('voucher.label')}
            </label>
            <div className="voucher__row">
              <input
                ref={input}
                id={`${id}-code`}
                className="form-row__control"
                value={code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                aria-invalid={emptyError || failure ? true : undefined}
                aria-describedby={emptyError || failure ? errorId : undefined}
                onChange={(event) => changeCode(event.target.value)}
              />
              {/* Not `disabled`: a disabled button drops the focus of whoever pressed it. */}
              <button type="submit" className="button" aria-disabled={checking || undefined}>
                {checking ? <Spinner inline label={t('voucher.checking')} /> : null}
                {t('voucher.check')}
              </button>
            </div>
            {emptyError ? (
              <p id={errorId} className="form-row__error">
                {t('voucher.empty')}
              </p>
            ) : null}
            {!emptyError && failure ? (
              'serverHtml' in failure ? (
                <p
                  id={errorId}
                  className="form-row__error"
                  dangerouslySetInnerHTML={{ __html: sanitizeServerHtml(failure.serverHtml) }}
                />
              ) : (
                <p id={errorId} className="form-row__error">
                  {t(failure.key, { status: 'status' in failure ? failure.status : undefined })}
                </p>
              )
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
