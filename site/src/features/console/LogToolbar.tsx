/** Search the log (with how many lines match) and download it. */
import { useId } from 'react';
import { useMessages } from '../../lib/i18n';
import { consoleMessages } from './console.messages';

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  summary: string;
  canDownload: boolean;
  onDownload: () => void;
};

export function LogToolbar({ query, onQueryChange, summary, canDownload, onDownload }: Props) {
  const inputId = useId();
  const m = useMessages(consoleMessages);
  return (
    <div className="console-toolbar">
      <div className="console-search" role="search">
        <label htmlFor={inputId} className="visually-hidden">
          {m.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          placeholder={m.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query) onQueryChange('');
          }}
        />
        <span className="muted console-match-count" role="status">
          {summary}
        </span>
      </div>
      <button type="button" className="button button-small" onClick={onDownload} disabled={!canDownload}>
        {m.download}
      </button>
    </div>
  );
}
