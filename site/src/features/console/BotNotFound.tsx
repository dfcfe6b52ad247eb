/** Shown when the bot does not exist or is someone else's (the API answers 404 for both). */
export function BotNotFound({ botId }: { botId: string }) {
  return (
    <div className="card console-not-found" role="alert">
      <h2>Bot not found</h2>
      <p className="muted">
        There is no bot <code>{botId}</code> in your account. It may have been deleted.
      </p>
      <a className="button button-primary" href="/dashboard">
        Back to Dashboard
      </a>
    </div>
  );
}
