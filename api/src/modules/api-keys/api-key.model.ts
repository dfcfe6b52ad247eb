/**
 * Personal API keys (collection `api_keys`). Only a hash of a key is kept: the key itself is shown once,
 * when it is made, and cannot be read back by anyone, us included.
 */
import mongoose, { type InferSchemaType } from 'mongoose';
import { API_KEY_SCOPES } from '@shared/security';

const apiKeySchema = new mongoose.Schema(
  {
    userId: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    name: { type: String, required: true, minlength: 1, maxlength: 60 },
    /** The key's first 8 and last 3 characters (`cst_AbC1…x9Z`), so its owner can tell keys apart. */
    hint: { type: String, required: true },
    /**
     * SHA-256 (hex) of the whole key. A key is 32 random bytes, so nobody can guess one from its hash and
     * a slow password hash (argon2) would add nothing but its cost to every request a key makes; a fast
     * hash also lets the check find the key by an index lookup.
     */
    hash: { type: String, required: true },
    /** Always holds `read`; `bots` adds starting and stopping bots. */
    scopes: { type: [{ type: String, enum: API_KEY_SCOPES }], required: true },
    /** IPv4/IPv6 addresses or CIDR ranges the key may be used from; empty: from anywhere. */
    allowedIps: { type: [String], default: [] },
    /** null: never expires. */
    expiresAt: { type: Date, default: null },
    lastUsedAt: { type: Date, default: null },
    lastUsedIp: { type: String, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'api_keys', versionKey: false },
);

apiKeySchema.index({ hash: 1 }, { unique: true });
apiKeySchema.index({ userId: 1 });

export type ApiKey = InferSchemaType<typeof apiKeySchema>;
export const ApiKeyModel = mongoose.model('ApiKey', apiKeySchema);
