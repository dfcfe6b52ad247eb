/**
 * Incidents an admin writes for the status page (`status_incidents`): a title, the parts or game worlds it
 * touches, and its updates in order, each with the state it put the incident in; the incident's state is
 * its newest update's. At most INCIDENT_UPDATES_MAX updates, so a document stays bounded.
 */
import mongoose, { type InferSchemaType } from 'mongoose';

const updateSchema = new mongoose.Schema(
  {
    at: { type: Date, required: true },
    state: { type: String, required: true },
    message: { type: String, required: true },
  },
  { _id: false },
);

const incidentSchema = new mongoose.Schema(
  {
    title: { type: String, required: true },
    state: { type: String, required: true },
    /** Part ids (shared/src/status.ts STATUS_PARTS) and game worlds (INT1…) it touches. */
    affects: { type: [String], default: [] },
    updates: { type: [updateSchema], default: [] },
    /** How many updates it holds: the bound is a condition of the write (an array's length is not one the embedded database reads). */
    updateCount: { type: Number, default: 0 },
    resolvedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'status_incidents' },
);
incidentSchema.index({ createdAt: -1 });

export type IncidentDocument = InferSchemaType<typeof incidentSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const IncidentModel = mongoose.model('StatusIncident', incidentSchema);
