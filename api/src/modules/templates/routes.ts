/** GET /api/templates and GET /api/templates/:id — public. */
import { Elysia, t } from 'elysia';
import type { Locale } from '@shared/i18n/locales';
import { ASKED_LOCALE_VARY, askedLocale } from '../../lib/error-language';
import { NotFoundError } from '../../lib/errors';
import { ErrorBody } from '../../lib/http';
import { templatesIn, TEMPLATES } from './catalogue';
import { Template, TemplateParams } from './schemas';
import type { BotTemplate } from './types';

/** The spec's template shape: the server-side rules (ranges, patterns) stay on the server. */
export function presentTemplate(template: BotTemplate) {
  return {
    id: template.id,
    label: template.label,
    description: template.description,
    category: template.category,
    plan: template.plan,
    defaults: template.defaults,
    event: template.event ?? null,
    inputs: template.inputs.map((input) => ({
      key: input.key,
      label: input.label,
      type: input.type,
      ...(input.type === 'select' ? { options: input.options } : {}),
      ...(input.helperText ? { helperText: input.helperText } : {}),
      ...(input.advanced ? { advanced: true } : {}),
    })),
    ...(template.secrets
      ? { secrets: template.secrets.map((s) => ({ key: s.key, label: s.label, ...(s.helperText ? { helperText: s.helperText } : {}) })) }
      : {}),
  };
}

/**
 * `betaGated`: templates a beta flag gates (flags/service.ts). The list is public and the same for everyone
 * (cached five minutes), so it leaves them out; a player for whom the beta is active finds them in their
 * own GET /api/users/me/beta.
 *
 * Both answers are in the asker's language (the page's, else the site's language cookie, else
 * Accept-Language; English when they ask for nothing): `Vary` tells every cache between that the answer
 * depends on those headers.
 */
export const templateRoutes = ({ betaGated = () => false }: { betaGated?: (templateId: string) => boolean } = {}) => {
  const offered = new Set(TEMPLATES.filter((template) => !betaGated(template.id)).map((template) => template.id));
  const presented = new Map<Locale, ReturnType<typeof presentTemplate>[]>();
  /** The list in a language, made at its first ask (the translation files are loaded by then). */
  const listIn = (locale: Locale) => {
    let list = presented.get(locale);
    if (!list) {
      list = templatesIn(locale)
        .filter((template) => offered.has(template.id))
        .map(presentTemplate);
      presented.set(locale, list);
    }
    return list;
  };
  return new Elysia({ prefix: '/api/templates', tags: ['templates'] })
    .get(
      '',
      ({ set, request }) => {
        set.headers['cache-control'] = 'public, max-age=300';
        set.headers.vary = ASKED_LOCALE_VARY;
        return listIn(askedLocale(request));
      },
      { response: { 200: t.Array(Template) }, detail: { summary: 'The bot templates on offer, in the asker’s language' } },
    )
    .get(
      '/:id',
      ({ params, request, set }) => {
        const template = betaGated(params.id) ? undefined : templatesIn(askedLocale(request)).find((one) => one.id === params.id);
        if (!template) throw new NotFoundError('Template');
        set.headers.vary = ASKED_LOCALE_VARY;
        return presentTemplate(template);
      },
      { params: TemplateParams, response: { 200: Template, 404: ErrorBody }, detail: { summary: 'One bot template, in the asker’s language' } },
    );
};
