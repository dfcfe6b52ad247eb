/**
 * The script editor: prism-code-editor (a real textarea under a highlighted copy, ~4 KB gzipped with its
 * JavaScript grammar; docs/scripts-and-planner.md measures it against CodeMirror 6), loaded only on this
 * page. The textarea carries the label, so screen readers and tests find it as a person does.
 */
import { useEffect, useRef } from 'react';
import { createEditor, type PrismEditor } from 'prism-code-editor';
import 'prism-code-editor/prism/languages/javascript';
import 'prism-code-editor/layout.css';
import 'prism-code-editor/themes/github-light.css';

type Props = { value: string; onChange: (value: string) => void; label: string; describedBy?: string };

export function CodeEditor({ value, onChange, label, describedBy }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<PrismEditor | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const made = createEditor(host.current, {
      language: 'javascript',
      value,
      lineNumbers: true,
      tabSize: 2,
      insertSpaces: true,
      onUpdate: (next) => changed.current(next),
    });
    made.textarea.setAttribute('aria-label', label);
    if (describedBy) made.textarea.setAttribute('aria-describedby', describedBy);
    editor.current = made;
    return () => {
      made.remove();
      editor.current = null;
    };
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const made = editor.current;
    if (made && made.value !== value) made.setOptions({ value });
  }, [value]);

  return <div className="code-editor" ref={host} />;
}
