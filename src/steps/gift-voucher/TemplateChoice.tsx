import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GiftVoucherTemplate } from '@/api/schemas/gift-voucher';
import { ChoiceGroup } from '@/components/ChoiceGroup';
import { TripPicture } from '@/components/TripPicture';

/** The voucher's design: one card per template of the configuration, its picture and title. */
export function TemplateChoice({
  templates,
  registration,
  chosen,
  error,
}: {
  templates: readonly GiftVoucherTemplate[];
  registration: UseFormRegisterReturn;
  chosen: string;
  error: string | null;
}) {
  const { t } = useTranslation('giftVoucher');
  return (
    <section className="gift-voucher__section" aria-labelledby="gift-voucher-design">
      <h2 id="gift-voucher-design" className="gift-voucher__heading">
        {t('sections.design')}
      </h2>
      <ChoiceGroup
        className="voucher-templates"
        errorId="gift-voucher-design-error"
        legend={t('fields.templateId')}
        required
        error={error}
      >
        <ul className="voucher-templates__list">
          {templates.map((template) => (
            <li key={template.id}>
              <label className={`voucher-template${chosen === template.id ? ' voucher-template--chosen' : ''}`}>
                <input type="radio" value={template.id} {...registration} />
                {/* The title names the choice; its picture is decoration here. */}
                <TripPicture
                  image={template.image ? { ...template.image, alt: '' } : null}
                  className="voucher-template__picture"
                />
                <span className="voucher-template__title">{template.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </ChoiceGroup>
    </section>
  );
}
