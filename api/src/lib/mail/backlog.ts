/**
 * The mails the relay has not taken yet, waiting for another try (the admins' alert of a queue past its
 * bound, modules/alerts/): a queued mail on its first try is on its way and not counted, so a burst of
 * mail alerts no one; mails piling up for their retries mean the relay refuses them or is away.
 */
import { OutgoingMailModel } from './outgoing-mail.model';

export async function mailBacklog(): Promise<{ waiting: number; oldestAt: Date | null }> {
  const filter = { attempts: { $gte: 1 } };
  const [waiting, oldest] = await Promise.all([
    OutgoingMailModel.countDocuments(filter),
    OutgoingMailModel.findOne(filter, { createdAt: 1 }).sort({ createdAt: 1, _id: 1 }).lean<{ createdAt: Date }>(),
  ]);
  return { waiting, oldestAt: oldest?.createdAt ?? null };
}
