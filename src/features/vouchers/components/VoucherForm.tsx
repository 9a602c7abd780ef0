import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLaterFamily } from '@/lib/use-later-family';
import { errorMessageOf } from '@/components/error-message';
import { sanitizeServerHtml } from '@/components/sanitize';
import { Spinner } from '@/components/Spinner';
import { formatPrice } from '@/domain/format';
import { canCheckVoucher } from '@/domain/voucher';
import { selectVoucher, selectVoucherMessage, voucherRemoved } from '@/features/booking';
import { vouchers } from '../vouchers-slice';
import { selectVoucherCheck, selectVoucherLookup } from '../selectors';

/**
 * The voucher of step 3 (spec part 2 §2, §4, §8): a code and a check button (disabled while it
 * checks); a valid voucher shows what it is worth and how it changes the price, and can be taken
 * off again; a refused one shows the server's message at the field. The code typed stays.
 */
export function VoucherForm() {
  const { t } = useTranslation(['checkout', 'booking', 'errors']);
  const id = useId();
  const dispatch = useAppDispatch();
  useLaterFamily('vouchers', vouchers.reducer);
  const check = useAppSelector(selectVoucherCheck);
  const lookup = useAppSelector(selectVoucherLookup);
  const applied = useAppSelector(selectVoucher);
  const message = useAppSelector(selectVoucherMessage);
  const [code, setCode] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const [checkedCode, setCheckedCode] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const checking = check.status === 'pending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setEmptyError(true);
      input.current?.focus();
      return;
    }
    if (!canCheckVoucher(code, checking) || !lookup) return;
    setEmptyError(false);
    setCheckedCode(code.trim());
    const action = await dispatch(vouchers.fetch({ code: code.trim(), request: lookup }));
    // Focus follows the answer: the result when it is valid, the field with its message when not.
    if (vouchers.fetch.fulfilled.match(action)) result.current?.focus();
    else input.current?.focus();
  };
  const remove = () => {
    dispatch(voucherRemoved());
    setCheckedCode(null);
    setCode('');
    // The field comes back: focus follows it.
    requestAnimationFrame(() => input.current?.focus());
  };

  const price = (value: number) => formatPrice(value, t('price.onRequest'));
  if (applied && message) {
    const text =
      message.key === 'voucher.remainder'
        ? t('booking:voucher.remainder', { value: price(message.value), remainder: price(message.remainder) })
        : message.key === 'voucher.reducedBy'
          ? t('booking:voucher.reducedBy', { value: price(message.value) })
          : message.key === 'voucher.percentage'
            ? t('booking:voucher.percentage', { percentage: message.percentage })
            : t('booking:voucher.valid');
    return (
      <section className="checkout-box voucher" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="checkout-box__title">
          {t('voucher.title')}
        </h3>
        <div ref={result} tabIndex={-1} className="voucher__applied" role="status">
          <p className="voucher__code">{t('voucher.applied', { code: applied.code })}</p>
          <p className="notice notice--success">{text}</p>
        </div>
        <button type="button" className="button button--link" onClick={remove}>
          {t('voucher.remove')}
        </button>
      </section>
    );
  }

  const failed =
    check.status === 'failed' && check.error !== null && checkedCode !== null && checkedCode === code.trim();
  // The server's words when it gave some; a refusal without words (4xx) says the code does not work.
  const failure =
    failed && check.error
      ? check.error.kind === 'http' &&
        !check.error.serverText &&
        check.error.status !== null &&
        check.error.status >= 400 &&
        check.error.status < 500
        ? { key: 'voucher.refused' }
        : errorMessageOf(check.error)
      : null;
  const errorId = `${id}-error`;
  return (
    <section className="checkout-box voucher" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="checkout-box__title">
        {t('voucher.title')}
      </h3>
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
              onChange={(event) => {
                setCode(event.target.value);
                setEmptyError(false);
              }}
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
    </section>
  );
}
