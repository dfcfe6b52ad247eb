/** Accessible tabs: arrow keys move between tabs, the panel is labelled by its tab. */
import { useId, useRef, type ReactNode } from 'react';

/** `describedBy`: the id of a text beside the tabs, such as why a disabled tab cannot be opened. */
export type Tab = { id: string; label: string; disabled?: boolean; describedBy?: string; content: ReactNode };

export function Tabs({ tabs, active, onChange, label }: { tabs: Tab[]; active: string; onChange: (id: string) => void; label: string }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = tabs.filter((t) => !t.disabled);

  function onKey(event: React.KeyboardEvent, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const current = enabled.indexOf(tabs[index]!);
    const next = enabled[(current + (event.key === 'ArrowRight' ? 1 : -1) + enabled.length) % enabled.length]!;
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
