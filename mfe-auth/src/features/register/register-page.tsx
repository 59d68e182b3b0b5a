/** Registration screen (placeholder until the auth screens land). */
export default function RegisterPage() {
  return (
    <section className="ui-panel">
      <h1>Register</h1>
      <p>Create an account to track your workouts and body weight.</p>
    </section>
  );
}
