import { expect, test } from 'bun:test';
import mongoose from 'mongoose';
import { syncIndexes } from './db';

test('after a sync every model has exactly the indexes it declares: a start changes no index (instances start together safely)', async () => {
  await syncIndexes();
  for (const model of Object.values(mongoose.models)) {
    expect({ model: model.modelName, ...(await model.diffIndexes()) }).toEqual({ model: model.modelName, toDrop: [], toCreate: [] });
  }
});
