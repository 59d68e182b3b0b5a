import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button, LoadError, Skeleton } from '@fitness/ui';
import { appPaths } from '@fitness/api-client';
import { useProfile } from '../api/profile-query';
import { CalorieFigures } from './calorie-figures';
import { ProfileDetails } from './profile-details';
import '../../../weight-remote.css';

/** `/profile`: the profile read-only, the calorie figures, and Edit Profile. */
export default function ProfilePage() {
  const headingId = useId();
  const navigate = useNavigate();
  const profile = useProfile();
  return (
    <section className="ui-panel weight-page" aria-labelledby={headingId}>
      <div className="weight-page__header">
        <h1 id={headingId}>Profile</h1>
        <Button onClick={() => navigate(appPaths.profileForm)}>Edit Profile</Button>
      </div>
      {profile.isPending ? (
        <Skeleton label="Loading your profile…" blocks={[{ height: 120 }, { height: 88 }]} />
      ) : profile.isError ? (
        <LoadError what="profile" onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileDetails profile={profile.data} />
          <CalorieFigures profile={profile.data} />
        </>
      )}
    </section>
  );
}
