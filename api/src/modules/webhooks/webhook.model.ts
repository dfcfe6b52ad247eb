/**
 * A player's webhook endpoints and their deliveries. An endpoint's secret is sealed (lib/crypto.ts) and
 * shown once, when made. A delivery keeps the exact body sent, its tries and the receiver's last answer:
 * the log the player reads and sends again from.
 */
import mongoose, { type InferSchemaType } from 'mongoose';

const endpointSchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    url: { type: String, required: true },
    kinds: { type: [String], required: true },
    secretSealed: { type: String, required: true },
    pausedReason: { type: String, enum: ['failing', 'player', null], default: null },
    failuresInARow: { type: Number, default: 0 },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'webhook_endpoints', versionKey: false },
);
endpointSchema.index({ userId: 1 });

const deliverySchema = new mongoose.Schema(
  {
    endpointId: { type: mongoose.Schema.Types.ObjectId, required: true },
    userId: { type: mongoose.Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    body: { type: String, required: true },
    status: { type: String, enum: ['pending', 'delivered', 'failed'], default: 'pending' },
    attempts: { type: Number, default: 0 },
    nextAt: { type: Date, default: null },
    lastStatus: { type: Number, default: null },
    lastError: { type: String, default: null },
    deliveredAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'webhook_deliveries', versionKey: false },
);
deliverySchema.index({ status: 1, nextAt: 1 });
deliverySchema.index({ endpointId: 1, createdAt: -1 });
deliverySchema.index({ userId: 1 });

export type WebhookEndpoint = InferSchemaType<typeof endpointSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export type WebhookDelivery = InferSchemaType<typeof deliverySchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export const WebhookEndpointModel = mongoose.model('WebhookEndpoint', endpointSchema);
export const WebhookDeliveryModel = mongoose.model('WebhookDelivery', deliverySchema);
