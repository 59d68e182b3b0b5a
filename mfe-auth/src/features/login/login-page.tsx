/** Login screen (placeholder until the auth screens land). */
export default function LoginPage() {
  return (
    <section className="ui-panel">
      <h1>Login</h1>
      <p>Log in to see your dashboard.</p>
    </section>
  );
}
