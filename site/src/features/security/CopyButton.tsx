/** Copies a text to the clipboard and says so in a toast (or why it could not). */
import { Icon } from '../../components/ui/Icon';
import { toast } from '../toasts/store';

export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what} copied`);
    } catch {
      toast.error('Could not reach the clipboard: select the text and copy it by hand.');
    }
  }
  return (
    <button type="button" className="button button-small" onClick={copy} aria-label={label}>
      <Icon name="copy" /> Copy
    </button>
  );
}
