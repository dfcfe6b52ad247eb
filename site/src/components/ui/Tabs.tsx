/** Accessible tabs: arrow keys move between tabs in the page's direction, the panel is labelled by its tab. */
import { useId, useRef, type ReactNode } from 'react';

/** `describedBy`: the id of a text beside the tabs, such as why a disabled tab cannot be opened. */
export type Tab<Id extends string = string> = { id: Id; label: string; disabled?: boolean; describedBy?: string; content: ReactNode };

/**
 * Which way an arrow key moves along the tabs: they stand in the page's reading order, so the arrow that
 * points along the line goes to the next one (ArrowRight in English, ArrowLeft in Arabic), as the WAI-ARIA
 * tabs pattern asks of a right-to-left page.
 */
export function tabStep(key: string, direction: string): 1 | -1 | 0 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  return (key === 'ArrowRight') === (direction !== 'rtl') ? 1 : -1;
}

/** `Id`: the union of the tabs' ids, when the page keeps them typed (the dashboard's, in its address). */
export function Tabs<Id extends string = string>({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: Tab<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = tabs.filter((t) => !t.disabled);

  function onKey(event: React.KeyboardEvent<HTMLElement>, index: number) {
    const step = tabStep(event.key, getComputedStyle(event.currentTarget).direction);
    if (step === 0) return;
    event.preventDefault();
    const current = enabled.indexOf(tabs[index]!);
    const next = enabled[(current + step + enabled.length) % enabled.length]!;
    onChange(next.id);
    refs.current[tabs.indexOf(next)]?.focus();
  }

  const current = tabs.find((t) => t.id === active) ?? tabs[0]!;
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === current.id ? 0 : -1}
            disabled={tab.disabled}
            aria-describedby={tab.describedBy}
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-${current.id}-panel`} aria-labelledby={`${base}-${current.id}`} className="tab-panel">
        {current.content}
      </div>
    </div>
  );
}
