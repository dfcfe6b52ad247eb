/**
 * The status page's one script: reads GET /api/status and draws the summary, the incidents, the parts and
 * the game worlds into the static page (no framework, no translation files: its words are in the page,
 * page-words.ts). Again every minute while the page is shown. Without it the page still offers the feed.
 */
import { createView, type Bar, type StatusAnswer, type StatusView } from './status-view';
import type { StatusPageWords } from './page-words';

const REFRESH_MS = 60_000;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

function bars(view: StatusView, name: string, days: Bar[], words: StatusPageWords): HTMLElement {
  const strip = el('div', { class: 'status-bars', role: 'img', 'aria-label': view.barsLabel(name, days) });
  for (const bar of days) strip.append(el('span', { class: `status-bar status-bar-${bar.tone}`, title: bar.text }));
  const legend = el('div', { class: 'status-bars-legend', 'aria-hidden': 'true' }, el('span', {}, words.daysAgo), el('span', {}, words.today));
  return el('div', { class: 'status-history' }, strip, legend);
}

const TONE: Record<string, string> = {
  up: 'good',
  idle: 'good',
  ok: 'good',
  degraded: 'warn',
  quiet: 'none',
  down: 'bad',
  trouble: 'bad',
  game_changed: 'changed',
};
const badge = (state: string, text: string) => el('span', { class: `status-state status-state-${TONE[state] ?? 'none'}` }, text);

function renderIncidents(target: HTMLElement, answer: StatusAnswer, view: StatusView, words: StatusPageWords): void {
  const { open, recent } = answer.incidents;
  if (!open.length && !recent.length) return void target.replaceChildren(el('p', { class: 'muted' }, words.noIncidents));
  const group = (heading: string, list: StatusAnswer['incidents']['open']) =>
    list.length
      ? el(
          'div',
          { class: 'stack' },
          el('h3', { class: 'status-group' }, heading),
          ...list.map((i) => {
            const affects = view.affects(i.affects);
            const updates = el(
              'ol',
              { class: 'status-updates' },
              ...[...i.updates]
                .reverse()
                .map((u) =>
                  el('li', {}, el('strong', {}, words.incidentStates[u.state]), ' · ', el('time', { datetime: u.at }, view.time(u.at)), el('p', {}, u.message)),
                ),
            );
            return el(
              'article',
              { class: 'card status-incident', id: `incident-${i.id}` },
              el('h4', {}, i.title, ' ', badge(i.state === 'resolved' ? 'up' : 'degraded', words.incidentStates[i.state])),
              affects ? el('p', { class: 'muted' }, affects) : null,
              updates,
            );
          }),
        )
      : null;
  target.replaceChildren(...[group(words.openIncidents, open), group(words.recentIncidents, recent)].filter((g): g is HTMLDivElement => g !== null));
}

function render(root: HTMLElement, answer: StatusAnswer, view: StatusView, words: StatusPageWords): void {
  const summary = view.summary(answer);
  const box = root.querySelector<HTMLElement>('[data-summary]')!;
  box.className = `card status-summary status-summary-${summary.tone}`;
  box.replaceChildren(...summary.lines.map((line, n) => el('p', n === summary.lines.length - 1 ? { class: 'muted' } : {}, line)));

  renderIncidents(root.querySelector<HTMLElement>('[data-incidents]')!, answer, view, words);

  root
    .querySelector<HTMLElement>('[data-parts]')!
    .replaceChildren(
      ...answer.parts.map((p) =>
        el(
          'li',
          { class: 'status-row', id: `part-${p.id}` },
          el('div', { class: 'status-row-head' }, el('h3', {}, words.parts[p.id]), badge(p.state, words.partStates[p.state])),
          bars(view, words.parts[p.id], p.days.map(view.partBar), words),
        ),
      ),
    );

  const worlds = root.querySelector<HTMLElement>('[data-worlds]')!;
  if (!answer.worlds.length) return void worlds.replaceChildren(el('li', { class: 'muted' }, words.noWorlds));
  worlds.replaceChildren(
    ...answer.worlds.map((w) =>
      el(
        'li',
        { class: 'status-row', id: `world-${w.world}` },
        el('div', { class: 'status-row-head' }, el('h3', {}, w.world), badge(w.state, words.worldStates[w.state])),
        ...view.worldLines(w).map((line, n) => el('p', { class: n === 0 && w.game_change ? 'status-verdict' : 'muted' }, line)),
        bars(view, w.world, w.days.map(view.worldBar), words),
      ),
    ),
  );
}

async function refresh(root: HTMLElement, view: StatusView, words: StatusPageWords): Promise<void> {
  try {
    const res = await fetch('/api/status', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(String(res.status));
    render(root, (await res.json()) as StatusAnswer, view, words);
    root.dataset.state = 'ready';
  } catch {
    const box = root.querySelector<HTMLElement>('[data-summary]')!;
    box.className = 'card status-summary status-summary-bad';
    box.replaceChildren(el('p', {}, words.unreachable));
    root.dataset.state = 'unreachable';
  }
}

const root = document.querySelector<HTMLElement>('[data-status-root]');
if (root) {
  const words = JSON.parse(root.dataset.words ?? '{}') as StatusPageWords;
  const view = createView(words);
  // Said at once, in place of the words for a browser without script.
  root.querySelector<HTMLElement>('[data-summary]')?.replaceChildren(el('p', { class: 'muted' }, words.loading));
  void refresh(root, view, words);
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh(root, view, words);
  }, REFRESH_MS);
}
