/** `/remotes.json` → the list the federation runtime registers. Relative URLs resolve against the app. */
export async function fetchRemoteMap(): Promise<{ name: string; entry: string }[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const map = (await response.json()) as Record<string, string>;
  return Object.entries(map).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
}
