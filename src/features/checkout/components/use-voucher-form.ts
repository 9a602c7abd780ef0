import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useLaterFamily } from '@/lib/use-later-family';
import { errorMessageOf } from '@/components/error-message';
import { canCheckVoucher } from '@/domain/voucher';
import { selectVoucher } from '@/features/choices';
import { selectVoucherMessage } from '../checkout-selectors';
import { voucherRemoved } from '../checkout-reducers';
import { vouchers } from '../vouchers-slice';
import {
  selectVoucherCheck,
  selectVoucherLookup,
  selectVoucherOutdated,
  selectVoucherRecheck,
} from '../voucher-selectors';

/**
 * The voucher box's code, its check and the applied voucher. The code typed stays; focus follows
 * what happens (the field when it is empty or refused, the result when it is valid).
 */
export function useVoucherForm() {
  const dispatch = useAppDispatch();
  const ready = useLaterFamily('vouchers', vouchers.reducer);
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

  // A voucher redeemed for the booking as it was (another date, another customer, a reload) is
  // checked again for the booking as it is; refused, it goes and its field says why.
  const recheck = useAppSelector(selectVoucherRecheck);
  const outdated = useAppSelector(selectVoucherOutdated);
  const recheckKey = recheck ? JSON.stringify(recheck) : null;
  useEffect(() => {
    if (!ready || !outdated || !recheck || checking) return;
    void dispatch(vouchers.fetch({ ...recheck, again: true }));
    // (The key stands for the check's content.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, outdated, recheckKey, checking, dispatch]);

  // A voucher the check again refused stands in its field, with why, until the person types.
  const refusedAgain =
    check.status === 'failed' && check.asked?.again === true && code === '' ? check.asked.code : null;
  const shownCode = refusedAgain ?? code;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The code in the field: typed, or the redeemed one a check again refused (one press checks it again).
    const typed = shownCode.trim();
    if (typed === '') {
      setEmptyError(true);
      input.current?.focus();
      return;
    }
    if (!canCheckVoucher(typed, checking) || !lookup) return;
    setEmptyError(false);
    setCode(typed);
    setCheckedCode(typed);
    const action = await dispatch(vouchers.fetch({ code: typed, request: lookup }));
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
  const changeCode = (value: string) => {
    setCode(value);
    setEmptyError(false);
  };

  const failed =
    check.status === 'failed' &&
    check.error !== null &&
    (refusedAgain !== null || (checkedCode !== null && checkedCode === code.trim()));
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

  return {
    applied,
    message,
    code: shownCode,
    changeCode,
    emptyError,
    failure,
    checking,
    input,
    result,
    submit,
    remove,
  };
}
