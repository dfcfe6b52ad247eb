/**
 * The API keys' part of a player's data (lib/player-data.ts): not exported (a key is shown once, at its
 * creation, and the key list shows the rest); deleting removes the keys and tells every instance to drop
 * them from its cache (the owner is gone too, so a kept key already fails its user lookup).
 */
import type { PlayerDataPart } from '../../lib/player-data';
import { ApiKeyModel } from './api-key.model';
import { announceKeysRemoved } from './service';

export const apiKeysData = {
  name: 'API keys',
  forget: async (userId: string) => {
    const keys = await ApiKeyModel.find({ userId }, { _id: 1 }).lean();
    await ApiKeyModel.deleteMany({ userId });
    const ids = keys.map((k) => String(k._id));
    if (ids.length) await announceKeysRemoved(ids);
  },
} satisfies PlayerDataPart;
