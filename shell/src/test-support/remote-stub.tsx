/** Stands in for a remote's component: a region named like the remote's slot. */
export function RemoteStub({ id, title }: { id: string; title: string }) {
  return (
    <section aria-label={title} data-remote={id}>
      <h2>{title}</h2>
    </section>
  );
}
