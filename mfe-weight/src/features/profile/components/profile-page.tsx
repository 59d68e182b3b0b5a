import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { isProfileBlank } from '@fitness/domain';
import { Button, FormMessage, LoadError, Skeleton } from '@fitness/ui';
import { appPaths, useProfile } from '@fitness/api-client';
import { EquipmentSection } from '../../equipment/components/equipment-section';
import { CalorieFigures } from './calorie-figures';
import { ProfileDetails } from './profile-details';
import '../../../weight-remote.css';

/** Why a new user is here: the dashboard sends a blank profile to this page. */
const COMPLETE_PROFILE_NOTICE = 'Complete your profile to see your dashboard';

/** `/profile`: the profile read-only, the calorie figures, Edit Profile, and the plates and bar; a blank profile says what to do first. */
export default function ProfilePage() {
  const headingId = useId();
  const noticeId = useId();
  const navigate = useNavigate();
  const profile = useProfile();
  const blank = profile.isSuccess && isProfileBlank(profile.data);
  return (
    <section className="ui-panel weight-page" aria-labelledby={headingId}>
      <div className="weight-page__header">
        <h1 id={headingId} aria-describedby={blank ? noticeId : undefined}>
          Profile
        </h1>
        <Button onClick={() => navigate(appPaths.profileForm)}>Edit Profile</Button>
      </div>
      {blank && (
        <FormMessage tone="info" id={noticeId}>
          {COMPLETE_PROFILE_NOTICE}
        </FormMessage>
      )}
      {profile.isPending ? (
        <Skeleton label="Loading your profile…" blocks={[{ height: 120 }, { height: 88 }]} />
      ) : profile.isError ? (
        <LoadError what="profile" onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileDetails profile={profile.data} />
          <CalorieFigures profile={profile.data} />
          <EquipmentSection profile={profile.data} />
        </>
      )}
      <p className="profile-data-link">
        <Link to={appPaths.yourData}>Your data</Link>: export everything, or import your history from Strong, Hevy or FitNotes.
      </p>
      <p className="profile-data-link">
        <Link to={appPaths.account}>Account and security</Link>: your password, email and signed-in devices, or delete the account.
      </p>
    </section>
  );
}
