/**
 * Sends a logging body without waiting and without holding the page: navigator.sendBeacon (a JSON blob, which
 * the browser delivers even while the page unloads), or fetch with keepalive where the beacon is missing or
 * refused. Failures are dropped: logging never bothers the visitor.
 */
export function sendBeacon(path: string, body: unknown): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // A beacon the browser refuses: fall back to fetch below.
  }
  if (typeof fetch !== 'function') return;
  fetch(path, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: json }).catch(() => undefined);
}
