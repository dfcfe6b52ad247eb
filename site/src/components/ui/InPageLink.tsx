/**
 * A link whose target opens on this page (`onOpen`, without a page load), while its address still works
 * opened in a new tab, copied or bookmarked. `current` marks the one open now.
 */
import type { ReactNode } from 'react';

export function InPageLink({ href, onOpen, current = false, children }: { href: string; onOpen: () => void; current?: boolean; children: ReactNode }) {
  return (
    <a
      href={href}
      aria-current={current ? 'true' : undefined}
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
