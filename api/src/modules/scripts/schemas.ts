/** Request and response schemas of /api/scripts. */
import { fixedText } from '../../lib/error-language';
import { t } from 'elysia';
import { SCRIPT_MAX_BYTES, SCRIPT_NAME_MAX } from '@shared/scripts/api';
import { scriptErrors } from './errors.messages';

const When = t.String({ format: 'date-time' });
const OBJECT_ID = { pattern: '^[0-9a-fA-F]{24}$', error: 'Not a valid id.' };
// Characters, not bytes: the service measures the bytes (UTF-8) and says so in plain words.
const Source = t.String({
  minLength: 1,
  maxLength: SCRIPT_MAX_BYTES,
  error: fixedText(scriptErrors, 'sourceLength', { kib: SCRIPT_MAX_BYTES / 1024 }),
  description: 'JavaScript that exports `step(api, state)`',
});
const Name = t.String({ minLength: 1, maxLength: SCRIPT_NAME_MAX, error: fixedText(scriptErrors, 'nameLength', { min: 1, count: SCRIPT_NAME_MAX }) });

export const ScriptParams = t.Object({ id: t.String(OBJECT_ID) });
export const VersionParams = t.Object({ id: t.String(OBJECT_ID), version: t.Integer({ minimum: 1, error: 'A version is a whole number from 1.' }) });

export const NewScript = t.Object({ name: Name, source: Source });
export const SaveScript = t.Object({ source: Source });
export const RenameScript = t.Object({ name: Name });
export const CheckScript = t.Object({ source: t.String({ maxLength: SCRIPT_MAX_BYTES * 2, error: 'The script is too long.' }) });

export const Done = t.Object({ success: t.Literal(true) });
export const ScriptView = t.Object({
  id: t.String(),
  name: t.String(),
  latest: t.Integer({ description: "The newest version's number" }),
  createdAt: When,
  updatedAt: When,
});
export const ScriptList = t.Object({ success: t.Literal(true), scripts: t.Array(ScriptView) });
export const OneScript = t.Object({ success: t.Literal(true), script: ScriptView });
export const ScriptDetail = t.Object({
  success: t.Literal(true),
  script: ScriptView,
  source: t.String({ description: "The newest version's source" }),
  versions: t.Array(t.Object({ number: t.Integer(), bytes: t.Integer(), createdAt: When }), { description: 'Newest first' }),
});
export const VersionView = t.Object({ success: t.Literal(true), number: t.Integer(), source: t.String(), createdAt: When });
export const Problem = t.Object({ message: t.String(), line: t.Nullable(t.Integer()), column: t.Nullable(t.Integer()) });
export const CheckResult = t.Object({ success: t.Literal(true), problem: t.Nullable(Problem) });
export const DryRunResult = t.Object({
  success: t.Literal(true),
  lines: t.Array(
    t.Object({
      gameSeconds: t.Integer({ description: 'Game time since the run began' }),
      text: t.String(),
      level: t.String(),
      message: t.Optional(
        t.Object(
          { key: t.String(), params: t.Optional(t.Record(t.String(), t.Unknown())) },
          { description: 'The line as a message, for a reader in another language' },
        ),
      ),
    }),
  ),
  gameMinutes: t.Integer(),
  cutShort: t.Boolean({ description: 'The run did not end on its own within its time' }),
});
