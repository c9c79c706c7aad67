// Wakes this process's outbox worker when a lead has just been committed, so its e-mails leave at once
// instead of at the next poll. Other app servers find them at their next poll.
const signal = new EventTarget();

export function notifyOutbox(): void {
  signal.dispatchEvent(new Event("queued"));
}

export function onOutboxQueued(listener: () => void): () => void {
  signal.addEventListener("queued", listener);
  return () => signal.removeEventListener("queued", listener);
}
