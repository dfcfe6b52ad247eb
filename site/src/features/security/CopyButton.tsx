/** Copies a text to the clipboard and says so in a toast (`copied`, a whole sentence), or why it could not. */
import { Icon } from '../../components/ui/Icon';
import { useMessages } from '../../lib/i18n';
import { toast } from '../toasts/store';
import { copyMessages } from './security.messages';

export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const t = useMessages(copyMessages);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(t.noClipboard);
    }
  }
  return (
    <button type="button" className="button button-small" onClick={copy} aria-label={label}>
      <Icon name="copy" /> {t.copy}
    </button>
  );
}
