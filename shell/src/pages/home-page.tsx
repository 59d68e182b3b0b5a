/** Home: a motivational quote. */
export function HomePage() {
  return (
    <section className="home">
      <h1>Fitness Tracker</h1>
      <figure>
        <blockquote>
          <p>The only bad workout is the one that didn&apos;t happen.</p>
        </blockquote>
        <figcaption>Unknown</figcaption>
      </figure>
    </section>
  );
}
