/**
 * Incidents: opened by an admin with what is happening, then updated (each update moves the state on),
 * until one resolves it. Read by the status page (open ones and those resolved in the last RECENT_DAYS)
 * and its feed. Admin routes add the audit entry.
 */
import mongoose from 'mongoose';
import { INCIDENT_UPDATES_MAX, type IncidentState } from '@shared/status';
import { said } from '@shared/i18n/said';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { statusErrors } from './errors.messages';
import { IncidentModel, type IncidentDocument } from './incident.model';

/** Resolved incidents stay on the page this long. */
export const RECENT_DAYS = 14;

type Stored = Pick<IncidentDocument, '_id' | 'title' | 'state' | 'affects' | 'updates' | 'resolvedAt' | 'createdAt' | 'updatedAt'>;

export const presentIncident = (i: Stored) => ({
  id: String(i._id),
  title: i.title,
  state: i.state as IncidentState,
  affects: [...i.affects],
  created_at: i.createdAt.toISOString(),
  updated_at: i.updatedAt.toISOString(),
  resolved_at: i.resolvedAt ? i.resolvedAt.toISOString() : null,
  updates: i.updates.map((u) => ({ at: u.at.toISOString(), state: u.state as IncidentState, message: u.message })),
});
export type IncidentView = ReturnType<typeof presentIncident>;

export type NewIncidentInput = { title: string; message: string; state: IncidentState; affects?: string[] };

export async function openIncident(input: NewIncidentInput, now = new Date()): Promise<IncidentView> {
  const created = await IncidentModel.create({
    title: input.title.trim(),
    state: input.state,
    affects: input.affects ?? [],
    updates: [{ at: now, state: input.state, message: input.message.trim() }],
    updateCount: 1,
    resolvedAt: input.state === 'resolved' ? now : null,
  });
  return presentIncident(created.toObject() as Stored);
}

/**
 * Appends an update, which sets the incident's state. A 404 for no such incident; a 409 for one already
 * resolved (a new trouble is a new incident) or already holding INCIDENT_UPDATES_MAX updates. The
 * condition is part of the write: two admins updating at once both land, in some order, and none lands
 * on a resolved one.
 */
export async function updateIncident(id: string, input: { message: string; state: IncidentState }, now = new Date()): Promise<IncidentView> {
  if (!mongoose.isValidObjectId(id)) throw new NotFoundError('Incident');
  const update = { at: now, state: input.state, message: input.message.trim() };
  const written = await IncidentModel.findOneAndUpdate(
    { _id: id, state: { $ne: 'resolved' }, updateCount: { $lt: INCIDENT_UPDATES_MAX } },
    { $push: { updates: update }, $inc: { updateCount: 1 }, $set: { state: input.state, resolvedAt: input.state === 'resolved' ? now : null } },
    { returnDocument: 'after' },
  ).lean();
  if (written) return presentIncident(written as Stored);
  const found = await IncidentModel.findById(id, { state: 1 }).lean();
  if (!found) throw new NotFoundError('Incident');
  if (found.state === 'resolved') throw new ConflictError(said(statusErrors, 'resolved'));
  throw new ConflictError(said(statusErrors, 'full', { count: INCIDENT_UPDATES_MAX }));
}

/**
 * Removes an incident from the page and its feed (one opened by mistake, or naming what it should not);
 * what it was stays in the audit log. A 404 for no such incident.
 */
export async function removeIncident(id: string): Promise<IncidentView> {
  if (!mongoose.isValidObjectId(id)) throw new NotFoundError('Incident');
  const removed = await IncidentModel.findOneAndDelete({ _id: id }).lean();
  if (!removed) throw new NotFoundError('Incident');
  return presentIncident(removed as Stored);
}

/** Every incident, newest first (the admin's list). */
export async function listIncidents(limit = 100): Promise<IncidentView[]> {
  const rows = await IncidentModel.find().sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return rows.map((r) => presentIncident(r as Stored));
}

/** What the page shows: the open ones, and those resolved in the last RECENT_DAYS; plus every one since `from` for the bars. */
export async function publicIncidents(now: Date, from: Date): Promise<{ open: IncidentView[]; recent: IncidentView[]; since: IncidentView[] }> {
  const rows = (
    await IncidentModel.find({ createdAt: { $gte: from } })
      .sort({ createdAt: -1, _id: -1 })
      .limit(500)
      .lean()
  ).map((r) => presentIncident(r as Stored));
  // One opened before `from` and still open is on the page too.
  const olderOpen = (
    await IncidentModel.find({ createdAt: { $lt: from }, state: { $ne: 'resolved' } })
      .sort({ createdAt: -1 })
      .limit(50)
      .lean()
  ).map((r) => presentIncident(r as Stored));
  const recentFrom = now.getTime() - RECENT_DAYS * 86_400_000;
  const all = [...rows, ...olderOpen];
  return {
    open: all.filter((i) => i.state !== 'resolved'),
    recent: all.filter((i) => i.state === 'resolved' && Date.parse(i.resolved_at ?? i.updated_at) >= recentFrom),
    since: all,
  };
}
