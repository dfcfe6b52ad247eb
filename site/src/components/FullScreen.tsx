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

/** A whole page that stops here (an error, no access): read out at once, its title, what it means, then `children`. */
export function FullScreenAlert({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="fullscreen" role="alert">
      <div className="card">
        <h1>{title}</h1>
        <p className="muted">{text}</p>
        {children}
      </div>
    </div>
  );
}
