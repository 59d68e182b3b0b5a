/** Profile screen (placeholder). */
export default function ProfilePage() {
  return (
    <section className="ui-panel">
      <h1>Profile</h1>
    </section>
  );
}
