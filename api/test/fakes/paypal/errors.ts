/**
 * PayPal's error bodies, word for word where PayPal's texts are known, so our client's error handling
 * (which keys on `name` and `details[].issue`) is tested against what PayPal really answers.
 */
import { debugId } from './ids';
import type { PayPalErrorBody, PayPalErrorDetail } from './shapes';

const SUBSCRIPTIONS_DOCS = 'https://developer.paypal.com/docs/api/v1/billing/subscriptions';

/** Every PayPal answer carries its debug id in a header too; support asks for it. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'paypal-debug-id': debugId(), ...headers } });
}

/** The generic messages PayPal pairs with each error name. */
const MESSAGES = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
} as const;

/** The descriptions PayPal pairs with each detail issue. */
export const ISSUES = {
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  INVALID_RESOURCE_ID: 'Requested resource ID was not found.',
  SUBSCRIPTION_CANNOT_HAVE_QUANTITY: "Subscription can't have quantity as the plan does not support quantity.",
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded',
  SUBSCRIPTION_STATUS_INVALID: 'Invalid subscription status for cancel action; subscription status should be active or suspended.',
} as const;

export type Issue = keyof typeof ISSUES;

function subscriptionsError(status: number, name: keyof typeof MESSAGES, details: PayPalErrorDetail[]): Response {
  const body: PayPalErrorBody = {
    name,
    message: MESSAGES[name],
    debug_id: debugId(),
    details,
    links: [{ href: `${SUBSCRIPTIONS_DOCS}#${name}`, rel: 'information_link', method: 'GET' }],
  };
  return json(status, body);
}

/** 400 INVALID_REQUEST about one body field (`field` is a JSON pointer such as `/plan_id`, as PayPal writes it). */
export function invalidRequest(issue: Issue, field?: string, value?: string): Response {
  const detail: PayPalErrorDetail = { issue, description: ISSUES[issue] };
  if (field !== undefined) Object.assign(detail, { field, ...(value !== undefined && { value }), location: 'body' });
  return subscriptionsError(400, 'INVALID_REQUEST', [detail]);
}

export function resourceNotFound(): Response {
  return subscriptionsError(404, 'RESOURCE_NOT_FOUND', [{ issue: 'INVALID_RESOURCE_ID', description: ISSUES.INVALID_RESOURCE_ID }]);
}

export function unprocessable(issue: Issue): Response {
  return subscriptionsError(422, 'UNPROCESSABLE_ENTITY', [{ issue, description: ISSUES[issue] }]);
}

/** A path the fake (PayPal) does not serve. No `details`: there is no resource id to blame. */
export function routeNotFound(): Response {
  const body: PayPalErrorBody = {
    name: 'RESOURCE_NOT_FOUND',
    message: MESSAGES.RESOURCE_NOT_FOUND,
    debug_id: debugId(),
    links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
  };
  return json(404, body);
}

/** A missing, unknown or expired bearer token. PayPal sends no debug_id or details here. */
export function authenticationFailure(): Response {
  const body: PayPalErrorBody = {
    name: 'AUTHENTICATION_FAILURE',
    message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
    links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
  };
  return json(401, body);
}

/** The token endpoint speaks OAuth 2.0 (RFC 6749 §5.2), not PayPal's REST error shape. */
export function oauthError(status: 400 | 401, error: string, description: string): Response {
  return json(status, { error, error_description: description });
}

/** The Notifications API (v1) still answers validation errors in the older VALIDATION_ERROR shape. */
export function webhookValidationError(missingFields: string[]): Response {
  const body: PayPalErrorBody = {
    name: 'VALIDATION_ERROR',
    message: 'Invalid request - see details',
    debug_id: debugId(),
    information_link: 'https://developer.paypal.com/docs/api/webhooks/#errors',
    details: missingFields.map((field) => ({ field, location: 'body', issue: 'Required field cannot be blank' })),
    links: [],
  };
  return json(400, body);
}
