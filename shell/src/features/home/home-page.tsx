import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useAuthMarker } from '@fitness/api-client';
import { Button } from '@fitness/ui';
import { paths } from '../../app/paths';
import { pickQuote } from './quotes';

/** Home: a motivational quote; a user with the local marker goes straight to the dashboard. */
export function HomePage() {
  const firstName = useAuthMarker();
  const [quote, setQuote] = useState(() => pickQuote());
  if (firstName) return <Navigate to={paths.dashboard} replace />;

  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title">Fitness Tracker</h1>
      <p className="home__lead">Log your body weight, plan your routines, record your workouts and watch your lifts grow.</p>
      <figure className="home__quote">
        <blockquote aria-live="polite">
          <p>“{quote.text}”</p>
        </blockquote>
        <figcaption>— {quote.author}</figcaption>
      </figure>
      <div className="home__actions">
        <Button variant="secondary" onClick={() => setQuote((current) => pickQuote(Math.random, current))}>
          Another quote
        </Button>
        <Link className="ui-button" to={paths.register}>
          Get started
        </Link>
      </div>
    </section>
  );
}
