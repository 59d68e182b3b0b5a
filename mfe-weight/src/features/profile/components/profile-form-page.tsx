import { LoadError, Skeleton } from '@fitness/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { isWeightGoal, type Profile } from '@fitness/domain';
import { appPaths } from '@fitness/api-client';
import { useProfile } from '../api/profile-query';
import { useSaveProfile } from '../api/use-save-profile';
import { ProfileForm } from './profile-form';
import '../../../weight-remote.css';

/** Logged, never shown: failed calls have no user-facing message (spec section 8). */
export const PROFILE_SAVE_ERROR_LOG = 'Error updating profile';

/** `/profile-form`: edit every profile field, then back to `/profile`. */
export default function ProfileFormPage() {
  const headingId = useId();
  const navigate = useNavigate();
  const profile = useProfile();
  const saveProfile = useSaveProfile();

  const save = async (next: Profile) => {
    try {
      await saveProfile.mutateAsync({ ...next, weightGoal: isWeightGoal(next.weightGoal) ? next.weightGoal : 0 });
      return true;
    } catch (error) {
      console.error(PROFILE_SAVE_ERROR_LOG, error);
      return false;
    }
  };

  return (
    <section className="ui-panel weight-page" aria-labelledby={headingId}>
      <h1 id={headingId}>Edit Profile</h1>
      {profile.isPending ? (
        <Skeleton label="Loading your profile…" blocks={[{ height: 44 }, { height: 44 }, { height: 44 }, { height: 44 }]} />
      ) : profile.isError ? (
        <LoadError what="profile" onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm stored={profile.data} onSave={save} onSaved={() => navigate(appPaths.profile)} onCancel={() => navigate(appPaths.profile)} />
      )}
    </section>
  );
}
