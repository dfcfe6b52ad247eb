import type { ReactNode } from 'react';

export function FullScreen({ children, spinner = false }: { children: ReactNode; spinner?: boolean }) {
  return (
    <div className="fullscreen" role="status">
      <div>
        {spinner && <div className="spinner" aria-hidden="true" />}
        {children}
      </div>
    </div>
  );
}
