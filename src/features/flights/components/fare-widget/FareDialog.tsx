import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import type { Fare } from '@/api/schemas';
import { Modal } from '@/components/Modal';
import { FARE_SORTS, STOP_FILTERS, type FareSort, type StopFilter } from '@/domain/fares';
import { formatPrice } from '@/domain/format';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';
import { selectFareList, type PricedFare } from '../../fare-selectors';
import { Duration, FareCard } from './FareCard';

/** Fares shown at a time: the list grows by this many on request (500 fares stay quick). */
export const FARE_PAGE = 10;

interface FareDialogProps {
  from: string;
  expired: boolean;
  onChoose: (fare: Fare, connections: number[]) => void;
  onClose: () => void;
  onSearchAgain: () => void;
  onRequest: () => void;
  onOtherAirport: () => void;
}

/**
 * The fare dialog (spec part 2 §2, §4): the best fares on top (cheapest, quickest), the list
 * sortable and filterable by stops, a page at a time; an expired offer offers only 'search again';
 * no result offers a flight request or another airport.
 */
export function FareDialog({
  from,
  expired,
  onChoose,
  onClose,
  onSearchAgain,
  onRequest,
  onOtherAirport,
}: FareDialogProps) {
  const { t } = useTranslation('flights');
  const id = useId();
  const [sort, setSort] = useState<FareSort>('best');
  const [stops, setStops] = useState<StopFilter>('any');
  const [shown, setShown] = useState(FARE_PAGE);
  // A new object for each request, so asking twice for the same fare focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);
  const list = useAppSelector((state) => selectFareList(state, { sort, stops }));
  const focusTarget = useRef<HTMLHeadingElement | null>(null);
  const countLine = useRef<HTMLParagraphElement | null>(null);
  const searchAgain = useRef<HTMLButtonElement | null>(null);
  // The dialog opens at what was found (before the best fares and the list's controls), after the
  // dialog's own first-field focus; an offer that runs out while open moves the focus to 'search again'.
  useEffect(() => {
    countLine.current?.focus();
  }, []);
  useEffect(() => {
    if (expired) searchAgain.current?.focus();
  }, [expired]);

  // After 'show more' or 'cheapest first', focus goes to the fare the person asked for.
  useEffect(() => {
    if (focusRequest) focusTarget.current?.focus();
  }, [focusRequest]);

  const money = (value: number) => formatPrice(value, t('price.onRequest'));
  const showFirst = (nextSort: FareSort) => {
    setSort(nextSort);
    setShown(FARE_PAGE);
    setFocusRequest({ index: 0 });
  };

  let body;
  if (expired) {
    body = (
      <div className="fare-dialog__state" role="alert">
        <p>{t('expired.text')}</p>
        <button type="button" ref={searchAgain} className="button button--primary" onClick={onSearchAgain}>
          {t('expired.searchAgain')}
        </button>
      </div>
    );
  } else if (list.total === 0) {
    body = (
      <div className="fare-dialog__state">
        <p role="alert">
          <strong>{t('noResult.text')}</strong>
        </p>
        <p>{t('noResult.offer', REQUEST_ANSWER_WORKING_DAYS)}</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={onRequest}>
            {t('noResult.request')}
          </button>
          <button type="button" className="button" onClick={onOtherAirport}>
            {t('noResult.otherAirport')}
          </button>
        </div>
      </div>
    );
  } else {
    const visible = list.fares.slice(0, shown);
    const best = (label: string, fare: PricedFare | null, action: string, nextSort: FareSort) =>
      fare ? (
        <li className="best-fare">
          <span className="best-fare__label">{label}</span>
          <strong className="best-fare__price">
            {fare.price > 0 ? t('fare.extra', { price: money(fare.price) }) : t('fare.included')}
          </strong>
          <span className="best-fare__facts">
            <Duration minutes={fare.fare.totalTime} />
          </span>
          <button type="button" className="button button--small" onClick={() => showFirst(nextSort)}>
            {action}
          </button>
        </li>
      ) : null;
    body = (
      <>
        <p className="fare-dialog__count" role="status" ref={countLine} tabIndex={-1}>
          {list.fares.length === list.total
            ? t('dialog.count', { count: list.total })
            : t('dialog.filtered', { shown: list.fares.length, count: list.total })}
        </p>
        <section aria-labelledby={`${id}-best`} className="fare-dialog__best">
          <h3 id={`${id}-best`} className="fare-dialog__subtitle">
            {t('dialog.best')}
          </h3>
          <ul className="best-fares">
            {best(t('dialog.cheapest'), list.cheapest, t('dialog.showCheapest'), 'price')}
            {best(t('dialog.quickest'), list.quickest, t('dialog.showQuickest'), 'duration')}
          </ul>
        </section>
        <div className="fare-dialog__controls">
          <div className="form-row">
            <label htmlFor={`${id}-sort`} className="form-row__label">
              {t('dialog.sort')}
            </label>
            <select
              id={`${id}-sort`}
              className="form-row__control"
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as FareSort);
                setShown(FARE_PAGE);
              }}
            >
              {FARE_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`sort.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="form-row fare-dialog__stops">
            <legend className="form-row__label">{t('dialog.stops')}</legend>
            <div className="choice-chips">
              {STOP_FILTERS.map((value) => (
                <span key={value} className="choice-chip">
                  <input
                    type="radio"
                    id={`${id}-stops-${value}`}
                    name={`${id}-stops`}
                    checked={stops === value}
                    onChange={() => {
                      setStops(value);
                      setShown(FARE_PAGE);
                    }}
                  />
                  <label htmlFor={`${id}-stops-${value}`}>{t(`stops.${value}`)}</label>
                </span>
              ))}
            </div>
          </fieldset>
        </div>
        {visible.length === 0 ? (
          <p className="notice">{t('dialog.noneWithFilter')}</p>
        ) : (
          <ol className="fare-list" aria-label={t('dialog.count', { count: list.fares.length })}>
            {visible.map((item, index) => (
              // Keyed by the filter too: a fare's connections change with it, and so does the choice among them.
              <li key={`${item.fare.listKey || item.fare.fareIndex}-${stops}`}>
                <FareCard
                  fare={item.fare}
                  price={item.price}
                  onChoose={onChoose}
                  headingRef={index === focusRequest?.index ? focusTarget : undefined}
                />
              </li>
            ))}
          </ol>
        )}
        {list.fares.length > shown ? (
          <p className="fare-dialog__more">
            <span>{t('dialog.shown', { shown: visible.length, count: list.fares.length })}</span>{' '}
            <button
              type="button"
              className="button"
              onClick={() => {
                setFocusRequest({ index: shown });
                setShown(shown + FARE_PAGE);
              }}
            >
              {t('dialog.more')}
            </button>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Modal title={t('dialog.title', { from })} onClose={onClose} closeLabel={t('dialog.close')} wide>
      <div className="fare-dialog">{body}</div>
    </Modal>
  );
}
