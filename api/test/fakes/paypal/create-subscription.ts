/**
 * POST /v1/billing/subscriptions on the PayPal fake: the request checked field by field as PayPal answers
 * it (its error names and pointers), a retry with the same PayPal-Request-Id answered with the first
 * subscription, and a new one stored APPROVAL_PENDING.
 */
import { invalidRequest, json, resourceNotFound, unprocessable } from './errors';
import { isHttpUrl, isObject, readObject, type Context } from './http';
import { isoSeconds } from './ids';
import { planById } from './plans';
import type { PayPalApplicationContext, PayPalSubscriber, PayPalSubscription } from './shapes';
import type { Store } from './store';

const USER_ACTIONS = ['CONTINUE', 'SUBSCRIBE_NOW'];
const SHIPPING_PREFERENCES = ['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'];

export function createSubscription(store: Store): (ctx: Context) => Response {
  return function createSubscription({ req, text }: Context): Response {
    const body = readObject(text);
    if (!body) return invalidRequest('MALFORMED_REQUEST_JSON');
    const representation = /return=representation/i.test(req.headers.get('prefer') ?? '');
    const answer = (subscription: PayPalSubscription) => json(201, representation ? store.render(subscription) : store.renderMinimal(subscription));

    // Same PayPal-Request-Id, same subscription: a retried create must not open a second one.
    const requestId = req.headers.get('paypal-request-id') ?? undefined;
    const earlier = requestId ? store.byRequestId(requestId) : undefined;
    const existing = earlier ? store.subscriptions.get(earlier) : undefined;
    if (existing) return answer(existing);

    const { plan_id, custom_id, quantity, start_time, subscriber, application_context } = body;
    if (plan_id === undefined || plan_id === null || plan_id === '') return invalidRequest('MISSING_REQUIRED_PARAMETER', '/plan_id');
    if (typeof plan_id !== 'string' || !/^P-[A-Z0-9]+$/.test(plan_id) || plan_id.length > 50) {
      return invalidRequest('INVALID_PARAMETER_SYNTAX', '/plan_id', String(plan_id));
    }
    const plan = planById(plan_id);
    if (!plan) return resourceNotFound();
    if (custom_id !== undefined && (typeof custom_id !== 'string' || custom_id.length > 127)) {
      return invalidRequest('INVALID_PARAMETER_SYNTAX', '/custom_id', String(custom_id));
    }
    if (start_time !== undefined && (typeof start_time !== 'string' || Number.isNaN(Date.parse(start_time)))) {
      return invalidRequest('INVALID_PARAMETER_SYNTAX', '/start_time', String(start_time));
    }
    if (subscriber !== undefined && !isObject(subscriber)) return invalidRequest('INVALID_PARAMETER_SYNTAX', '/subscriber');
    if (application_context !== undefined && !isObject(application_context)) {
      return invalidRequest('INVALID_PARAMETER_SYNTAX', '/application_context');
    }
    const context = (application_context ?? {}) as Record<string, unknown>;
    for (const key of ['return_url', 'cancel_url']) {
      if (context[key] !== undefined && !isHttpUrl(context[key])) {
        return invalidRequest('INVALID_PARAMETER_SYNTAX', `/application_context/${key}`, String(context[key]));
      }
    }
    for (const [key, allowed] of [
      ['user_action', USER_ACTIONS],
      ['shipping_preference', SHIPPING_PREFERENCES],
    ] as const) {
      if (context[key] !== undefined && !allowed.includes(String(context[key]))) {
        return invalidRequest('INVALID_PARAMETER_VALUE', `/application_context/${key}`, String(context[key]));
      }
    }
    // Our plans are flat-priced; PayPal refuses any quantity on a plan that does not support one.
    if (quantity !== undefined) return unprocessable('SUBSCRIPTION_CANNOT_HAVE_QUANTITY');

    const created = store.create(
      {
        plan,
        ...(typeof start_time === 'string' && { startTime: isoSeconds(new Date(start_time)) }),
        ...(typeof custom_id === 'string' && { customId: custom_id }),
        ...(subscriber !== undefined && { subscriber: subscriber as PayPalSubscriber }),
        context: context as PayPalApplicationContext,
      },
      requestId,
    );
    return answer(created);
  };
}
