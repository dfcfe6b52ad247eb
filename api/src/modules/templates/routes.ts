/** GET /api/templates and GET /api/templates/:id — public. */
import { Elysia, t } from 'elysia';
import { NotFoundError } from '../../lib/errors';
import { ErrorBody } from '../../lib/http';
import { findTemplate, TEMPLATES } from './catalogue';
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
 */
export const templateRoutes = ({ betaGated = () => false }: { betaGated?: (templateId: string) => boolean } = {}) => {
  const presented = TEMPLATES.filter((template) => !betaGated(template.id)).map(presentTemplate);
  return new Elysia({ prefix: '/api/templates', tags: ['templates'] })
    .get('', ({ set }) => {
      set.headers['cache-control'] = 'public, max-age=300';
      return presented;
    }, { response: { 200: t.Array(Template) }, detail: { summary: 'The bot templates on offer' } })
    .get(
      '/:id',
      ({ params }) => {
        const template = findTemplate(params.id);
        if (!template || betaGated(template.id)) throw new NotFoundError('Template');
        return presentTemplate(template);
      },
      { params: TemplateParams, response: { 200: Template, 404: ErrorBody }, detail: { summary: 'One bot template' } },
    );
};
