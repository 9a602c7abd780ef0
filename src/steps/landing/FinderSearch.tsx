import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/page-config';
import { bookingPageUrl } from '@/config/paths';
import { useSearchSuggestions } from './use-search-suggestions';

/** The finder's search field with its suggestions, each a link to the trip's booking page; Escape hides them. */
export function FinderSearch({
  text,
  search,
  fieldRef,
  onTextChange,
  onSubmit,
}: {
  text: string;
  /** The search the filter holds: no suggestions for it. */
  search: string;
  fieldRef: RefObject<HTMLInputElement>;
  onTextChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t, i18n } = useTranslation('pages');
  const language = i18n.language as Language;
  const id = useId();
  const [suggestionsDismissed, setSuggestionsDismissed] = useState(false);
  const found = useSearchSuggestions(text.trim() === search.trim() ? '' : text);
  const suggestions = suggestionsDismissed ? [] : found;
  return (
    <form role="search" aria-label={t('finder.label')} className="finder__search" onSubmit={onSubmit}>
      <label htmlFor={`${id}-search`} className="form-row__label">
        {t('finder.search')}
      </label>
      <div className="finder__search-row">
        <input
          id={`${id}-search`}
          ref={fieldRef}
          className="form-row__control"
          type="search"
          maxLength={100}
          autoComplete="off"
          value={text}
          aria-describedby={suggestions.length > 0 ? `${id}-suggestions` : undefined}
          onChange={(event) => {
            onTextChange(event.target.value);
            setSuggestionsDismissed(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && suggestions.length > 0) {
              event.preventDefault();
              setSuggestionsDismissed(true);
            }
          }}
        />
        <button type="submit" className="button button--primary">
          {t('finder.submit')}
        </button>
      </div>
      {suggestions.length > 0 ? (
        <nav id={`${id}-suggestions`} aria-label={t('finder.suggestions')} className="finder__suggestions">
          <p className="form-row__hint">{t('finder.suggestions')}</p>
          <ul>
            {suggestions.map((trip) => (
              <li key={trip.code}>
                <a href={bookingPageUrl(language, trip.code)}>{trip.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="visually-hidden" role="status">
        {suggestions.length > 0 ? t('finder.suggestionCount', { count: suggestions.length }) : ''}
      </p>
    </form>
  );
}
