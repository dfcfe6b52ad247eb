/**
 * /scripts: the player's custom scripts. An editor (with the API's reference beside it and a check as
 * you pause typing), the library of examples, versions with restore, and "Dry run (one game hour)" with
 * its console. Writing and dry runs are Premium and up; the page says so to other plans.
 */
import { SCRIPT_NAME_MAX } from '@shared/scripts/api';
import { useCallback, useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { planIncludes, PLAN_NAMES } from '@shared/plans';
import { SCRIPT_API_REFERENCE } from '@shared/scripts/reference';
import type { ScriptProblem } from '@shared/scripts/api';
import { pageOf } from '../../components/AppRoot';
import { PageHeader } from '../../components/ui/PageHeader';
import { fill } from '../../components/ui/fill';
import { here, useMessages } from '../../lib/i18n';
import { exactTime } from '../../lib/time';
import { $session } from '../session/store';
import { errorMessage, toast } from '../toasts/store';
import { runToasted, useToastedRun } from '../toasts/toasted-run';
import { CodeEditor } from './CodeEditor';
import { DryRunConsole } from './DryRunConsole';
import { ScriptSidebar } from './ScriptSidebar';
import {
  checkSource,
  createScript,
  deleteScript,
  dryRun,
  fetchScript,
  fetchVersion,
  listScripts,
  saveVersion,
  type DryRun,
  type ScriptDetail,
  type ScriptSummary,
} from './queries';
import { scriptEditorMessages, scriptsPageMessages } from './scripts.messages';
import './scripts.css';

const CHECK_AFTER_MS = 600;
const BLANK = `// step(api, state) runs once per step of the bot. See the API reference below.\nexport function step(api, state) {\n  api.log('Coins:', api.player.coins);\n  api.wait(60);\n}\n`;

function Scripts() {
  const t = useMessages(scriptsPageMessages);
  const e = useMessages(scriptEditorMessages);
  const plan = useStore($session).user?.user_metadata.plan ?? 'starter';
  const mayWrite = planIncludes(plan, 'premium');
  const [scripts, setScripts] = useState<ScriptSummary[] | null>(null);
  const [open, setOpen] = useState<ScriptDetail | null>(null);
  const [name, setName] = useState(t.defaultName);
  const [source, setSource] = useState(BLANK);
  const [problem, setProblem] = useState<ScriptProblem | null>(null);
  const saving = useToastedRun();
  const [run, setRun] = useState<DryRun | null>(null);
  const dryRunning = useToastedRun();
  const nameId = useId();
  const problemId = useId();

  const reload = useCallback(async () => setScripts(await listScripts()), []);
  useEffect(() => {
    void reload().catch((err: unknown) => toast.error(errorMessage(err, t.loadFailed)));
  }, [reload]);

  // The API compiles the source in the same sandbox the bots use: the editor shows its first problem.
  // Only the answer for the source as it stands now: an older check answered late (a slow network, a busy
  // API) would otherwise say "Compiles" under a mistake typed since.
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () =>
        void checkSource(source).then(
          (found) => current && setProblem(found),
          () => {},
        ),
      CHECK_AFTER_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source]);

  async function openScript(id: string) {
    const detail = await fetchScript(id);
    setOpen(detail);
    setName(detail.script.name);
    setSource(detail.source);
    setRun(null);
  }

  async function save() {
    await saving.run(async () => {
      const saved = open ? await saveVersion(open.script.id, source) : await createScript(name, source);
      toast.success(open ? t.savedVersion({ version: saved.latest }) : t.savedNew({ name: saved.name }));
      await reload();
      await openScript(saved.id);
    }, t.saveFailed);
  }

  async function restore(version: number) {
    if (!open) return;
    const old = await fetchVersion(open.script.id, version);
    setSource(old.source);
    toast.success(t.restored({ version }));
  }

  async function remove() {
    if (!open || !window.confirm(t.confirmDelete({ name: open.script.name }))) return;
    const script = open.script;
    await runToasted(async () => {
      await deleteScript(script.id);
      setOpen(null);
      setSource(BLANK);
      await reload();
      toast.success(t.deleted);
    }, t.deleteFailed);
  }

  async function startDryRun() {
    setRun(null);
    await dryRunning.run(async () => setRun(await dryRun(source)), t.dryRunFailed);
  }

  return (
    <section className="container page scripts-page">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {!mayWrite && (
        <p className="card notice" role="note">
          {fill(t.upgradeNotice, { plan: PLAN_NAMES.premium, upgrade: <a href={here('/settings?plan=premium')}>{t.upgrade}</a> })}
        </p>
      )}
      <div className="scripts-layout">
        <ScriptSidebar
          scripts={scripts}
          current={open?.script.id ?? null}
          onOpen={(id) => void openScript(id).catch((err: unknown) => toast.error(errorMessage(err, t.openFailed)))}
          onExample={(example) => {
            setOpen(null);
            setName(example.name);
            setSource(example.source);
            setRun(null);
          }}
          onNew={() => {
            setOpen(null);
            setName(t.defaultName);
            setSource(BLANK);
            setRun(null);
          }}
        />
        <div className="stack scripts-main">
          <section className="card stack" aria-label={e.label}>
            <div className="field">
              <label htmlFor={nameId}>{e.name}</label>
              <input id={nameId} value={name} maxLength={SCRIPT_NAME_MAX} disabled={Boolean(open)} onChange={(e) => setName(e.target.value)} />
            </div>
            <CodeEditor value={source} onChange={setSource} label={e.source} describedBy={problemId} />
            <p id={problemId} className={problem ? 'field-error' : 'muted'} role="status">
              {problem ? problem.message : e.compiles}
            </p>
            <div className="row-actions">
              <button type="button" className="button button-primary" disabled={!mayWrite || saving.busy} onClick={() => void save()}>
                {open ? e.saveVersion : e.saveScript}
              </button>
              <button type="button" className="button" disabled={!mayWrite || dryRunning.busy} onClick={() => void startDryRun()}>
                {e.dryRun}
              </button>
              {open && (
                <button type="button" className="button button-danger" onClick={() => void remove()}>
                  {e.deleteScript}
                </button>
              )}
            </div>
          </section>
          <section className="card stack" aria-labelledby="dry-run-title">
            <h2 id="dry-run-title">{e.dryRunTitle}</h2>
            <DryRunConsole run={run} running={dryRunning.busy} />
          </section>
          {open && (
            <section className="card stack" aria-labelledby="versions-title">
              <h2 id="versions-title">{e.versionsTitle}</h2>
              <ul className="script-list">
                {open.versions.map((v) => (
                  <li key={v.number}>
                    {e.version({ version: v.number })}{' '}
                    <span className="muted">
                      · {exactTime(v.createdAt)} · {e.bytes(v.bytes)}
                    </span>{' '}
                    {v.number !== open.script.latest && (
                      <button type="button" className="link-button" onClick={() => void restore(v.number)}>
                        {e.restore({ version: v.number })}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <details className="card api-reference">
            <summary>{e.apiReference}</summary>
            <pre>{SCRIPT_API_REFERENCE}</pre>
          </details>
        </div>
      </div>
    </section>
  );
}

export default pageOf('user', Scripts);
