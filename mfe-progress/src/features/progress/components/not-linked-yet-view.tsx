import { useId, useState, type ReactNode } from 'react';
import type { ExerciseChoice } from '@fitness/catalogue';
import { apiErrorMessage } from '@fitness/api-client';
import { Button, LoadError } from '@fitness/ui';
import type { LoadState } from '../api/types';
import type { MergeOffer, UnlinkedName, UsedName } from '../hooks/not-linked';
import './sets-per-muscle.css';

export const NOT_LINKED_TITLE = 'Not linked yet';
export const SAME_EXERCISE_TITLE = 'Two names, one exercise';

export interface NameLinkActions {
  /** Resolves once linked; a rejection's message shows under the name. */
  onLink: (name: string, exercise: ExerciseChoice) => Promise<unknown>;
  /** Saves the name as a custom exercise; a rejection's message shows under the name. */
  onKeep: (name: UsedName) => Promise<unknown>;
  /** Opens the rename form, `name` about to merge into `into`. */
  onMerge: (offer: MergeOffer) => void;
}

export type NameLinksState = LoadState<{ unlinked: readonly UnlinkedName[]; merges: readonly MergeOffer[] }>;

/**
 * "Not linked yet": the user's names that link to no exercise, each with the closest one to link it to
 * and the choice to keep it as a custom exercise; then tracked names linked to one exercise, each with
 * a merge (the rename form). Shows nothing while loading or when every name is linked once.
 */
export function NotLinkedYetView({ state, onLink, onKeep, onMerge }: { state: NameLinksState } & NameLinkActions) {
  if (state.status === 'loading') return null;
  if (state.status === 'error') return <LoadError what="exercise links" onRetry={state.onRetry} />;
  const { unlinked, merges } = state.data;
  return (
    <>
      {unlinked.length > 0 && (
        <Section title={NOT_LINKED_TITLE} intro="These names match no exercise yet, so their sets count for no muscle.">
          {unlinked.map((used) => (
            <UnlinkedRow key={used.name} used={used} onLink={onLink} onKeep={onKeep} />
          ))}
        </Section>
      )}
      {merges.length > 0 && (
        <Section title={SAME_EXERCISE_TITLE}>
          {merges.map((offer) => (
            <Row key={offer.name} name={offer.name}>
              <p>
                {offer.name} and {offer.into} are both {offer.exercise.entry.name}.
              </p>
              <div className="name-links__actions">
                <Button variant="secondary" onClick={() => onMerge(offer)}>
                  Merge into {offer.into}
                </Button>
              </div>
            </Row>
          ))}
        </Section>
      )}
    </>
  );
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="name-links" aria-labelledby={headingId}>
      <h3 id={headingId} className="name-links__title">
        {title}
      </h3>
      {intro && <p className="name-links__intro">{intro}</p>}
      <ul className="name-links__list">{children}</ul>
    </section>
  );
}

/** One name's row: a group named by the name, so its buttons keep their short labels. */
function Row({ name, children }: { name: string; children: ReactNode }) {
  const nameId = useId();
  return (
    <li>
      <div className="name-links__item" role="group" aria-labelledby={nameId}>
        <p id={nameId} className="name-links__name">
          {name}
        </p>
        {children}
      </div>
    </li>
  );
}

function UnlinkedRow({ used, onLink, onKeep }: { used: UnlinkedName } & Pick<NameLinkActions, 'onLink' | 'onKeep'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const { suggestion } = used;

  return (
    <Row name={used.name}>
      {suggestion && (
        <p>
          Link “{used.name}” to {suggestion.entry.name}?
        </p>
      )}
      <div className="name-links__actions">
        {suggestion && (
          <Button disabled={busy} onClick={() => void attempt(() => onLink(used.name, suggestion))}>
            Link
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => void attempt(() => onKeep(used))}>
          Keep as custom exercise
        </Button>
      </div>
      {error && (
        <p className="name-links__error" role="alert">
          {error}
        </p>
      )}
    </Row>
  );
}
