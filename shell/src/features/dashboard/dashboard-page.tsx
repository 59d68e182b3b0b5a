import { Navigate } from 'react-router';
import { isProfileBlank } from '@fitness/domain';
import { paths } from '../../app/paths';
import { DASHBOARD_PANELS } from '../../remotes/dashboard-remotes';
import { RemoteComponent } from '../../remotes/remote-component';
import { useDashboardData } from './hooks/use-dashboard-data';

/**
 * The main screen: panels from three remotes, each isolated from the others' failures.
 * A profile that is still all blank sends the user to /profile first.
 */
export function DashboardPage() {
  const { profile } = useDashboardData();

  if (profile.isPending) {
    return (
      <p role="status" className="remote-loading">
        Loading your dashboard…
      </p>
    );
  }
  if (profile.data && isProfileBlank(profile.data)) return <Navigate to={paths.profile} replace />;

  return (
    <>
      <div className="dashboard">
        <h1 className="ui-visually-hidden">Dashboard</h1>
        {/* The weight chart needs the width: a wide column of its own, the other panels beside or below it. */}
        <div className="dashboard__weight">
          <RemoteComponent id={DASHBOARD_PANELS.weight} title="Body Weight" />
        </div>
        <div className="dashboard__side">
          <RemoteComponent id={DASHBOARD_PANELS.routines} title="Workout Routines" />
          <RemoteComponent id={DASHBOARD_PANELS.progress} title="Exercise Progress" />
        </div>
      </div>
      {/* The floating workout-log button (fixed, bottom right), after the panels' grid. */}
      <RemoteComponent id={DASHBOARD_PANELS.workoutLog} title="Workout log" compact />
    </>
  );
}
