import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { customerChanged, stepTwoCompleted } from '../../features/booking';
import { CustomerForm } from '../../features/user';
import type { CustomerFormValues } from '../../features/user';
import { goToStep, paths } from '../../config/paths';

/** Step 2 'Deine Daten'. */
export default function UserPage() {
  const { t } = useTranslation('booking');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const customer = useAppSelector((state) => state.booking.user);
  const agency = useAppSelector((state) => state.booking.travelAgency);
  const onChange = useCallback((values: Partial<CustomerFormValues>) => {
    dispatch(customerChanged(values));
    dispatch(stepTwoCompleted(false));
  }, [dispatch]);

  return (
    <section className="panel" aria-labelledby="user-heading">
      <h2 id="user-heading" className="panel__title">{t('steps.user')}</h2>
      {agency ? <p className="notice">{t('customer.agencyNotice', { company: agency.companyName })}</p> : null}
      <h3 className="panel__subtitle">{t('customer.heading')}</h3>
      <CustomerForm
        defaultValues={{ firstname: customer.firstname, lastname: customer.lastname, email: customer.email }}
        requireEmail={agency === null}
        onChange={onChange}
        submitLabel={t('customer.submit')}
        onValidSubmit={(values) => {
          dispatch(customerChanged(values));
          dispatch(stepTwoCompleted(true));
          goToStep(navigate, paths.overview.href());
        }}
      />
      <p><Link to={paths.schedule.href()} className="link-back">{t('common.back')}</Link></p>
    </section>
  );
}
