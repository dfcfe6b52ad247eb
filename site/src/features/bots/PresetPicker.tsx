/**
 * The chosen template's presets by account level (shared/src/templates/presets.ts): pressing one lays its
 * settings over the template's defaults, which the form then shows to check or change.
 */
import { useId } from 'react';
import { isTemplateId } from '@shared/templates/ids';
import { presetsOf, type AccountStage } from '@shared/templates/presets';
import { presetWords } from '@shared/templates/presets.messages';
import type { Template } from '../../lib/data';
import { useMessages } from '../../lib/i18n';
import { presetPickerMessages } from './gallery.messages';

type Props = { template: Template; applied: AccountStage | null; onApply: (stage: AccountStage, settings: Readonly<Record<string, string | number>>) => void };

export function PresetPicker({ template, applied, onApply }: Props) {
  const m = useMessages(presetPickerMessages);
  const stages = useMessages(presetWords);
  const id = useId();
  const presets = isTemplateId(template.id) ? presetsOf(template.id) : [];
  if (!presets.length) return <p className="hint">{m.none}</p>;
  return (
    <fieldset className="preset-picker" aria-describedby={`${id}-intro`}>
      <legend>{m.legend}</legend>
      <p id={`${id}-intro`} className="hint">
        {m.intro}
      </p>
      <div className="preset-list">
        {presets.map(({ stage, settings }) => (
          <button key={stage} type="button" className="button button-small" aria-pressed={applied === stage} onClick={() => onApply(stage, settings)}>
            <span>{stages[stage]}</span>
            <span className="preset-hint">{stages[`${stage}Hint`]}</span>
          </button>
        ))}
      </div>
      <p className="hint import-status" role="status">
        {applied ? m.applied({ preset: stages[applied] }) : ''}
      </p>
    </fieldset>
  );
}
