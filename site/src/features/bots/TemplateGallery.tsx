/**
 * The templates as a gallery of cards on /bots/create: each says what the template does, its category and
 * the plan it needs (one beyond the player's plan names the plans that include it, with a link to Pricing). A search and
 * the categories narrow the list. The cards are native radio buttons under one name, so the keyboard
 * works as in any radio group (Tab in, arrows to move, the choice follows); each radio is named by the
 * template (its label) and described by its text and plan.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { planIncludes, PLAN_NAMES } from '@shared/plans';
import type { Template } from '../../lib/data';
import { here, pageLocale, useMessages } from '../../lib/i18n';
import { planNote } from './plan-note';
import { usePlan } from './TemplatePlan';
import { galleryMessages } from './gallery.messages';
import './gallery.css';

/** `tools`: more beside the search and the categories (create-bot's Import). */
type Props = { templates: Template[]; loading: boolean; loadingText: string; value: string; onChoose: (id: string) => void; tools?: ReactNode };

export function TemplateGallery({ templates, loading, loadingText, value, onChoose, tools }: Props) {
  const m = useMessages(galleryMessages);
  const id = useId();
  const plan = usePlan();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const categories = useMemo(() => [...new Set(templates.map((t) => t.category))], [templates]);
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = templates.filter(
    (t) => (!category || t.category === category) && words.every((word) => `${t.label} ${t.description} ${t.category}`.toLocaleLowerCase().includes(word)),
  );

  return (
    <div className="template-gallery">
      <div className="gallery-tools">
        <div className="field">
          <label htmlFor={`${id}-search`}>{m.search}</label>
          <input id={`${id}-search`} type="search" value={query} aria-describedby={`${id}-search-hint`} onChange={(e) => setQuery(e.target.value)} />
          <p id={`${id}-search-hint`} className="hint">
            {m.searchHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>{m.category}</label>
          <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{m.all}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        {tools}
      </div>
      <div role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={`${id}-count`} className="gallery-group">
        <h2 id={`${id}-legend`} className="gallery-legend">
          {m.legend}
        </h2>
        <p id={`${id}-count`} className="hint" aria-live="polite">
          {loading ? loadingText : m.shown({ shown: String(shown.length) })(templates.length)}
        </p>
        {!loading && shown.length === 0 && (
          <p className="gallery-empty">
            {m.none}{' '}
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                setQuery('');
                setCategory('');
              }}
            >
              {m.clear}
            </button>
          </p>
        )}
        <div className="gallery-grid">
          {shown.map((t) => {
            const key = `${id}-${t.id}`;
            const included = planIncludes(plan, t.plan);
            return (
              <div key={t.id} className={`template-card${included ? '' : ' template-locked'}`}>
                <div className="template-card-body">
                  <input
                    id={key}
                    type="radio"
                    name={`${id}-template`}
                    value={t.id}
                    checked={value === t.id}
                    aria-describedby={`${key}-text ${key}-plan`}
                    onChange={() => onChoose(t.id)}
                  />
                  <span className="template-card-head">
                    {/* The label is the template's name alone; it stretches over the card, so a click anywhere chooses it. */}
                    <label id={`${key}-name`} htmlFor={key} className="template-name">
                      {t.label}
                    </label>
                    <span className="template-category">{t.category}</span>
                  </span>
                  <span id={`${key}-text`} className="template-text">
                    {t.description}
                  </span>
                  <span id={`${key}-plan`} className="template-plan">
                    {planNote(plan, t.plan, m, pageLocale)}
                  </span>
                  {value === t.id && (
                    <span className="template-selected" aria-hidden="true">
                      ✓ {m.selected}
                    </span>
                  )}
                </div>
                {!included && (
                  <a className="template-pricing" href={here('/pricing')} aria-describedby={`${key}-name`}>
                    {m.seePricing({ plan: PLAN_NAMES[t.plan] })}
                  </a>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
