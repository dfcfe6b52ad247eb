/** Webhooks through the Eden client. */
import type { WebhookKind } from '@shared/webhooks';
import { api, unwrap } from '../../lib/api';
import { mutation } from '../../lib/data';

export const fetchEndpoints = () => unwrap(api.api.webhooks.get());
export const fetchDeliveries = (endpointId: string) => unwrap(api.api.webhooks({ id: endpointId }).deliveries.get());
export const addEndpoint = (url: string, kinds: WebhookKind[]) => mutation(() => unwrap(api.api.webhooks.post({ url, kinds })));
export const changeEndpoint = (endpointId: string, changes: { paused?: boolean; kinds?: WebhookKind[] }) =>
  mutation(() => unwrap(api.api.webhooks({ id: endpointId }).patch(changes)));
export const removeEndpoint = (endpointId: string) => mutation(() => unwrap(api.api.webhooks({ id: endpointId }).delete()));
export const testEndpoint = (endpointId: string) => mutation(() => unwrap(api.api.webhooks({ id: endpointId }).test.post()));
export const resendDelivery = (deliveryId: string) => mutation(() => unwrap(api.api.webhooks.deliveries({ id: deliveryId }).resend.post()));
export type Endpoint = Awaited<ReturnType<typeof fetchEndpoints>>[number];
export type Delivery = Awaited<ReturnType<typeof fetchDeliveries>>[number];
