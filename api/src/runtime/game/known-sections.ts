/**
 * What the game has said to one connection, by section: the login bundle's sections (pushed once per
 * session; no public client asks for `gbd` again), then each newer section from pushes and replies (a
 * `dcl` asked for, the `gcu` riding on a tax reply…), with when each arrived. Read it with live-data.ts.
 */
import { RIDING_SECTIONS } from '@shared/game-wire/commands';
import { applyQuestPush } from '@shared/game-wire/quest-list';

/** Commands whose pushes or replies are themselves a section of what the client knows (EmpireCore state/manager.py:279-361). */
const SECTION_COMMANDS = new Set<string>([...RIDING_SECTIONS, 'gam', 'gcl', 'gpi', 'gxp', 'qli']);

export class KnownSections {
  readonly known: Record<string, unknown> = {};
  /** When each section of `known` arrived: the times left in it count from then (live-data.ts ReceivedAt). */
  readonly receivedAt: Record<string, number> = {};

  private keep(section: string, value: unknown): void {
    this.known[section] = value;
    this.receivedAt[section] = Date.now();
  }

  /** The login bundle (`gbd`): one object whose keys are the sections. */
  keepBundle(payload: unknown): void {
    if (!payload || typeof payload !== 'object') return;
    for (const [section, value] of Object.entries(payload)) this.keep(section, value);
  }

  /** Keeps what a reply or push says: a section by its own name, and the sections riding inside it. */
  learn(command: string, payload: unknown): void {
    if (payload === null || typeof payload !== 'object') return;
    // A section may be a list (`sce`: `[[key, amount], …]`); nothing rides inside one.
    if (SECTION_COMMANDS.has(command)) this.keep(command, payload);
    if (Array.isArray(payload)) return;
    if (command === 'bfs') this.keep('boi', { ...(this.known.boi as object), bfs: payload });
    // A level reached: `glu` carries the player's `gxp` (and `gcu`, kept below) after it (EmpireCore state/manager.py:495-505).
    const levelled = command === 'glu' ? (payload as Record<string, unknown>).gxp : undefined;
    if (levelled && typeof levelled === 'object') this.keep('gxp', levelled);
    // Quests started and finished change the list the login's `qli` gave (quest-list.ts); before it, nothing to change.
    const qli = this.known.qli as { QL?: unknown } | undefined;
    if ((command === 'qst' || command === 'qfi' || command === 'msp') && Array.isArray(qli?.QL))
      this.keep('qli', applyQuestPush({ ...qli, QL: qli.QL }, command, payload));
    // The castle list after a new castle (`mir` pushed, or inside `fjf`, the Berimond join's reply):
    // EmpireCore state/manager.py:507-524, the client's parse_MIR.
    const mir = command === 'mir' ? payload : (payload as Record<string, unknown>).mir;
    if (mir && typeof mir === 'object' && 'gcl' in mir && mir.gcl) this.keep('gcl', mir.gcl);
    for (const section of RIDING_SECTIONS) {
      const value = (payload as Record<string, unknown>)[section];
      if (value !== undefined && value !== null) this.keep(section, value);
    }
  }
}
