import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TravelAgency } from '@/api/schemas';
import { FormGender, FormText } from './bound-fields';

/**
 * A logged-in agency (spec part 2 §6): its company and agency number from the user, and the travel
 * agent who books (gender, first and last name, e-mail).
 */
export const AgencySection = memo(function AgencySection({ agency }: { agency: TravelAgency }) {
  const { t } = useTranslation('travellers');
  return (
    <section className="panel" aria-labelledby="agency-heading">
      <h3 id="agency-heading" className="panel__subtitle">
        {t('agency.heading')}
      </h3>
      <p className="notice">{t('booking:customer.agencyNotice', { company: agency.companyName })}</p>
      <dl className="facts">
        <div>
          <dt>{t('agency.company')}</dt>
          <dd>{agency.companyName || '–'}</dd>
        </div>
        <div>
          <dt>{t('agency.number')}</dt>
          <dd>{agency.erpId ?? '–'}</dd>
        </div>
      </dl>
      <h4 className="panel__subtitle">{t('agency.agentHeading')}</h4>
      <div className="form-grid">
        <div className="form-grid__wide">
          <FormGender name="agent.gender" id="agent-gender" label={t('fields.gender')} />
        </div>
        <FormText
          name="agent.firstname"
          id="agent-firstname"
          label={t('fields.firstname')}
          required
          maxLength={35}
          autoComplete="given-name"
        />
        <FormText
          name="agent.lastname"
          id="agent-lastname"
          label={t('fields.lastname')}
          required
          maxLength={35}
          autoComplete="family-name"
        />
        <FormText
          name="agent.email"
          id="agent-email"
          label={t('fields.email')}
          type="email"
          required
          maxLength={80}
          autoComplete="email"
        />
      </div>
    </section>
  );
});
