export interface Quote {
  text: string;
  author: string;
}

/** The motivational quotes the home page picks from (shipped with the app, no network). */
export const QUOTES: readonly Quote[] = [
  { text: 'The only bad workout is the one that didn’t happen.', author: 'Unknown' },
  { text: 'Strength does not come from physical capacity. It comes from an indomitable will.', author: 'Mahatma Gandhi' },
  { text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.', author: 'Will Durant' },
  { text: 'It does not matter how slowly you go as long as you do not stop.', author: 'Confucius' },
  { text: 'Take care of your body. It’s the only place you have to live.', author: 'Jim Rohn' },
  { text: 'The secret of getting ahead is getting started.', author: 'Mark Twain' },
  { text: 'Success is the sum of small efforts, repeated day in and day out.', author: 'Robert Collier' },
  { text: 'Motivation is what gets you started. Habit is what keeps you going.', author: 'Jim Ryun' },
  { text: 'What hurts today makes you stronger tomorrow.', author: 'Jay Cutler' },
  { text: 'The last three or four reps is what makes the muscle grow.', author: 'Arnold Schwarzenegger' },
  { text: 'You miss 100% of the shots you don’t take.', author: 'Wayne Gretzky' },
  { text: 'Energy and persistence conquer all things.', author: 'Benjamin Franklin' },
  { text: 'A journey of a thousand miles begins with a single step.', author: 'Lao Tzu' },
  { text: 'Don’t count the days, make the days count.', author: 'Muhammad Ali' },
];

/** A quote other than `current` (when there is a choice), uniformly. */
export function pickQuote(random: () => number = Math.random, current?: Quote): Quote {
  const choices = current && QUOTES.length > 1 ? QUOTES.filter((quote) => quote !== current) : QUOTES;
  return choices[Math.floor(random() * choices.length)] ?? QUOTES[0]!;
}
