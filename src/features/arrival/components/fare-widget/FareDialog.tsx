import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fare } from '@/api/schemas';
import { Modal } from '@/components/Modal';
import { BestFares } from './BestFares';
import { FareDialogExpired } from './FareDialogExpired';
import { FareList } from './FareList';
import { FareListControls } from './FareListControls';
import { FareNoResult } from './FareNoResult';
import { useFareDialogFocus } from './use-fare-dialog-focus';
import { useFareListView } from './use-fare-list-view';

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
  const view = useFareListView();
  const { list } = view;
  const { focusTarget, countLine, searchAgain } = useFareDialogFocus(expired, view.focusRequest);

  let body;
  if (expired) {
    body = <FareDialogExpired buttonRef={searchAgain} onSearchAgain={onSearchAgain} />;
  } else if (list.total === 0) {
    body = <FareNoResult onRequest={onRequest} onOtherAirport={onOtherAirport} />;
  } else {
    body = (
      <>
        <p className="fare-dialog__count" role="status" ref={countLine} tabIndex={-1}>
          {list.fares.length === list.total
            ? t('dialog.count', { count: list.total })
            : t('dialog.filtered', { shown: list.fares.length, count: list.total })}
        </p>
        <BestFares id={id} cheapest={list.cheapest} quickest={list.quickest} onShowFirst={view.showFirst} />
        <FareListControls
          id={id}
          sort={view.sort}
          stops={view.stops}
          onSort={view.sortChosen}
          onStops={view.stopsChosen}
        />
        <FareList
          visible={view.visible}
          count={list.fares.length}
          stops={view.stops}
          focusIndex={view.focusRequest?.index}
          focusTarget={focusTarget}
          onChoose={onChoose}
          onMore={view.showMore}
        />
      </>
    );
  }

  return (
    <Modal title={t('dialog.title', { from })} onClose={onClose} closeLabel={t('dialog.close')} wide>
      <div className="fare-dialog">{body}</div>
    </Modal>
  );
}
