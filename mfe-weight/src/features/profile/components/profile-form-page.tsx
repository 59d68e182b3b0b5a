import { LoadError, Skeleton } from '@fitness/ui';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isProfileBlank, isWeightGoal, type Profile } from '@fitness/domain';
import { appPaths, useProfile } from '@fitness/api-client';
import { useSaveProfile } from '../api/use-save-profile';
import { ProfileForm } from './profile-form';
import '../../../weight-remote.css';

/** Logged, never shown: failed calls have no user-facing message (spec section 8). */
const PROFILE_SAVE_ERROR_LOG = 'Error updating profile';

/** `/profile-form`: edit every profile field, then back to `/profile`; the first save of a blank profile goes on to the dashboard. */
export default function ProfileFormPage() {
  const headingId = useId();
  const navigate = useNavigate();
  const profile = useProfile();
  const saveProfile = useSaveProfile();
  const afterSave = useRef<string>(appPaths.profile);

  const save = async (next: Profile) => {
    // Onboarding: a blank profile is what kept a new user from the dashboard, so its first save goes there.
    const completesBlankProfile = profile.data !== undefined && isProfileBlank(profile.data) && !isProfileBlank(next);
    try {
      await saveProfile.mutateAsync({ ...next, weightGoal: isWeightGoal(next.weightGoal) ? next.weightGoal : 0 });
      afterSave.current = completesBlankProfile ? appPaths.dashboard : appPaths.profile;
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
        <ProfileForm stored={profile.data} onSave={save} onSaved={() => navigate(afterSave.current)} onCancel={() => navigate(appPaths.profile)} />
      )}
    </section>
  );
}
