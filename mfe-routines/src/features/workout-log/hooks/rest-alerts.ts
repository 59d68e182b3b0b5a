/** What the end of a rest does where the browser allows it: a beep, a buzz, and a notification while hidden. */

const NOTIFY_KEY = 'workoutRestNotify';
let audio: AudioContext | null = null;

/** Made (or resumed) on the tap that starts a rest: browsers only let a page start sound after a gesture. */
export function primeRestSound(): void {
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
  } catch {
    audio = null;
  }
}

/** Two short generated tones (no sound file to fetch). */
export function playRestBeep(): void {
  try {
    primeRestSound();
    if (!audio) return;
    const start = audio.currentTime;
    for (const at of [0, 0.25]) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, start + at);
      gain.gain.exponentialRampToValueAtTime(0.4, start + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.18);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + at);
      tone.stop(start + at + 0.2);
    }
  } catch {
    // No sound here: the bar still says "Rest over".
  }
}

export function vibrateRestOver(): void {
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Not supported.
  }
}

export type NotifyState = 'unsupported' | 'ask' | 'on' | 'denied';

/** Whether a notification can be shown at the end of a rest, and whether the user asked for one. */
export function notifyState(): NotifyState {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && localStorage.getItem(NOTIFY_KEY) === '1' ? 'on' : 'ask';
}

/** Asked only when the user presses "Notify me when rest is over", never on load. */
export async function askToNotify(): Promise<NotifyState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'granted') localStorage.setItem(NOTIFY_KEY, '1');
  return notifyState();
}

/** A notification, only while the page is hidden and only if the user asked for them. */
export async function notifyRestOver(exerciseName: string): Promise<void> {
  if (document.visibilityState !== 'hidden' || notifyState() !== 'on') return;
  const options = { body: exerciseName ? `Time for your next set of ${exerciseName}.` : 'Time for your next set.', tag: 'workout-rest' };
  try {
    // Phones show notifications through the service worker (the shell's, when it has one).
    const registration = await navigator.serviceWorker?.getRegistration?.();
    if (registration) return await registration.showNotification('Rest over', options);
    new Notification('Rest over', options);
  } catch {
    // Not allowed here after all: the bar says "Rest over" when the user comes back.
  }
}
