import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TravelAgency } from '@/api/schemas';
import { AGENT_LIMITS } from '@/domain/validation/step-two';
import { FormGender, FormText } from './bound-fields';
import { Panel } from '@/components/Panel';

/**
 * A logged-in agency (spec part 2 §6): its company and agency number from the user, and the travel
 * agent who books (gender, first and last name, e-mail).
 */
export const AgencySection = memo(function AgencySection({ agency }: { agency: TravelAgency }) {
  const { t } = useTranslation('travellers');
  return (
    <Panel title={t('agency.heading')} headingId="agency-heading" level={3}>
      <p className="notice">
        {agency.companyName.trim()
          ? t('booking:customer.agencyNotice', { company: agency.companyName.trim() })
          : t('booking:customer.agencyNoticeUnnamed')}
      </p>
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
        {(
          [
            ['firstname', 'given-name'],
            ['lastname', 'family-name'],
            ['email', 'email'],
          ] as const
        ).map(([field, autoComplete]) => (
          <FormText
            key={field}
            name={`agent.${field}`}
            id={`agent-${field}`}
            label={t(`fields.${field}`)}
            type={field === 'email' ? 'email' : undefined}
            required
            maxLength={AGENT_LIMITS[field]}
            autoComplete={autoComplete}
          />
        ))}
      </div>
    </Panel>
  );
});
