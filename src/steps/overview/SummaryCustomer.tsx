import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { countryName } from '@/domain/format/country';
import { personName } from '@/domain/overview';
import { CUSTOMER_LIMITS } from '@/domain/validation/customer';
import { selectOverviewFlags } from '@/features/booking';
import { selectCustomer, selectTravelAgency, selectTravelAgent } from '@/features/choices';
import { SummaryBlock } from './SummaryBlock';
import { OVERVIEW_FLAG_IDS, SummaryFlag } from './SummaryFlag';

/** Where step 3's street flag leads: step 2's street field. */
const STREET_PLACE = { step: 'user', selector: '#customer-street' } as const;

/** The summary's invoice recipient with the address, and the agency and its agent where one books. */
export function SummaryCustomer({ to }: { to: string }) {
  const { t, i18n } = useTranslation('checkout');
  const customer = useAppSelector(selectCustomer);
  const agency = useAppSelector(selectTravelAgency);
  const agent = useAppSelector(selectTravelAgent);
  const streetFlagged = useAppSelector(selectOverviewFlags).street;
  return (
    <>
      {/* An agency's client travels; the invoice goes to the agency (or a payment link to the client). */}
      <SummaryBlock id="summary-customer" title={t(agency ? 'summary.customerOfAgency' : 'summary.customer')} to={to}>
        {streetFlagged ? (
          <SummaryFlag
            id={OVERVIEW_FLAG_IDS.street}
            text={t('flags.street', { n: CUSTOMER_LIMITS.street })}
            fix={t('flags.streetFix')}
            place={STREET_PLACE}
          />
        ) : null}
        <address className="summary-block__address">
          {[customer.title, customer.firstname, customer.lastname].filter(Boolean).join(' ')}
          <br />
          {[customer.street, customer.number].filter(Boolean).join(' ')}
          <br />
          {[customer.zip, customer.city].filter(Boolean).join(' ')}
          <br />
          {customer.country ? (
            <>
              {countryName(customer.country, i18n.language)}
              <br />
            </>
          ) : null}
          {customer.email ? (
            <>
              {customer.email}
              <br />
            </>
          ) : null}
          {customer.telephone}
        </address>
      </SummaryBlock>
      {agency ? (
        <SummaryBlock id="summary-agency" title={t('summary.agency')} to={to}>
          <p>{[agency.companyName, agency.erpId].filter(Boolean).join(' · ')}</p>
          <p>
            {t('summary.agent', { name: personName(agent) })}
            {agent.email ? ` · ${agent.email}` : ''}
          </p>
        </SummaryBlock>
      ) : null}
    </>
  );
}
