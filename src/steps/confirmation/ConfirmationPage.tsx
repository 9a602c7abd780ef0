import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ApiClient } from '@/api/client';
import { TopBar } from '@/components/TopBar';
import { Spinner } from '@/components/Spinner';
import { CalendarEntryLink } from '@/components/CalendarEntryLink';
import { bookingPageUrl, confirmationPageUrl, landingPageUrl, paymentPageUrl } from '@/config/paths';
import type { Language } from '@/config/page-config';
import { BALANCE_DUE_DAYS } from '@/domain/deposit';
import { formatPrice } from '@/domain/format';
import { REQUEST_ANSWER_WORKING_DAYS } from '@/domain/on-request';
import { QuestionButton } from '@/features/contact';
import { BookingSummary } from './BookingSummary';
import { DueSummary } from './DueSummary';
import { TripPicture } from '@/components/TripPicture';
import { useStoredBooking } from './use-stored-booking';
import { wasJustBooked } from '@/lib/just-booked';
import '@/styles/print.css';

/** Who receives the travel documents, and how (spec part 1 §3 'rula': by e-mail, else by post): an agency's go to the agency. */
const documentsKey = (isAgency: boolean, byEmail: boolean) =>
  isAgency
    ? byEmail
      ? 'confirmation.next.documentsAgency'
      : 'confirmation.next.documentsAgencyPost'
    : byEmail
      ? 'confirmation.next.documents'
      : 'confirmation.next.documentsPost';

/**
 * Where the browser lands after a submit (spec part 2 §2, §4): the booking number, what was booked,
 * what happens next for a request or a booking, and the payment page when something is due online.
 */
export function ConfirmationPage({
  api,
  bookingNo,
  language,
  onLoaded,
}: {
  api: ApiClient;
  bookingNo: string;
  language: Language;
  onLoaded?: (travelCode: string) => void;
}) {
  const { t } = useTranslation(['pages', 'booking']);
  const { booking, tripName, tripImage, failed, facts } = useStoredBooking(api, bookingNo, onLoaded);
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's news first: focus on its heading once it is known (a screen reader reads it out).
  useEffect(() => {
    if (booking || failed) heading.current?.focus();
  }, [booking, failed]);

  const amount = (value: number) => formatPrice(value, t('price.onRequest'));
  const request = facts?.kind === 'request';
  // A number the server does not know is no booking to thank for, unless this tab just booked it
  // (the server confirmed it; its details may not be readable yet): then it is thanked for, without them.
  const justBooked = failed && wasJustBooked(bookingNo);
  const notFound = failed && !justBooked;
  const title = t(
    notFound ? 'confirmation.notFoundTitle' : request ? 'confirmation.requestTitle' : 'confirmation.title',
  );
  // The tab says what happened, in the page's language.
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="page">
      <TopBar travelCode={null} hrefFor={(other) => confirmationPageUrl(other, bookingNo)} />
      <main id="main" className="main" tabIndex={-1}>
        <section className="panel">
          <h1 ref={heading} tabIndex={-1} className="panel__title">
            {title}
          </h1>
          {!booking && !failed ? <Spinner label={t('common.loading')} /> : null}
          {notFound ? <p className="notice notice--error">{t('confirmation.notFound', { bookingNo })}</p> : null}
          {justBooked ? (
            <p>
              <Trans
                t={t}
                i18nKey="confirmation.text"
                values={{ bookingNo }}
                components={{ no: <span className="booking-no" /> }}
              />
            </p>
          ) : null}
          {booking && facts ? (
            <>
              <p>
                {/* The booking number never breaks at its hyphen. */}
                <Trans
                  t={t}
                  i18nKey={request ? 'confirmation.requestText' : 'confirmation.text'}
                  values={{ bookingNo }}
                  components={{ no: <span className="booking-no" /> }}
                />
              </p>
              <div className="trip-summary">
                <TripPicture image={tripImage} className="trip-summary__picture" />
                <BookingSummary booking={booking} bookingNo={bookingNo} tripName={tripName}>
                  <DueSummary booking={booking} facts={facts} />
                </BookingSummary>
              </div>
              <h2 className="panel__subtitle">{t('confirmation.nextTitle')}</h2>
              <ul>
                {request ? (
                  <>
                    <li>{t('confirmation.next.requestAnswer', REQUEST_ANSWER_WORKING_DAYS)}</li>
                    <li>{t('confirmation.next.requestPay')}</li>
                  </>
                ) : (
                  <>
                    <li>{t('confirmation.next.confirmation')}</li>
                    {facts.paymentLinkByEmail ? (
                      <li>{t('confirmation.next.paymentLink', { amount: amount(facts.dueNow) })}</li>
                    ) : booking.travelAgency !== null ? (
                      <li>{t('confirmation.next.agency')}</li>
                    ) : facts.payOnline ? (
                      <li>
                        {t(facts.fullNow ? 'confirmation.next.payAll' : 'confirmation.next.deposit', {
                          amount: amount(facts.dueNow),
                          days: BALANCE_DUE_DAYS,
                        })}
                      </li>
                    ) : facts.dueNow > 0 ? (
                      <li>
                        {t(facts.fullNow ? 'confirmation.next.invoiceAll' : 'confirmation.next.invoice', {
                          amount: amount(facts.dueNow),
                        })}
                      </li>
                    ) : null}
                    <li>{t(documentsKey(booking.travelAgency !== null, booking.rula))}</li>
                  </>
                )}
              </ul>
              <h2 className="panel__subtitle no-print">{t('confirmation.keep')}</h2>
              <p className="confirmation__keep no-print">
                {booking.schedule ? (
                  <CalendarEntryLink
                    label={t('confirmation.calendar')}
                    fileName={`${bookingNo}.ics`}
                    entry={{
                      uid: `${bookingNo}@${window.location.host}`,
                      title: tripName ?? booking.travelCode,
                      start: booking.schedule.start,
                      end: booking.schedule.end,
                      description: request
                        ? t('confirmation.calendarRequestText', { bookingNo, ...REQUEST_ANSWER_WORKING_DAYS })
                        : t('confirmation.calendarText', { bookingNo }),
                      tentative: request,
                    }}
                  />
                ) : null}
                <button type="button" className="button" onClick={() => window.print()}>
                  {t('confirmation.print')}
                </button>
              </p>
              {facts.payOnline ? (
                <p>
                  <a className="button button--primary" href={paymentPageUrl(language, bookingNo)}>
                    {t('confirmation.pay')}
                  </a>
                </p>
              ) : null}
              <p className="no-print">
                <a href={bookingPageUrl(language, booking.travelCode)}>{t('confirmation.again')}</a>
              </p>
            </>
          ) : null}
          <p className="no-print">
            <a href={landingPageUrl(language)}>{t('confirmation.allTrips')}</a>
          </p>
          <p className="no-print">
            <QuestionButton />
          </p>
        </section>
      </main>
    </div>
  );
}
