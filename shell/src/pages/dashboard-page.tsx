import { RemoteComponent } from '../remotes/remote-component';

/** The main screen: panels from three remotes, each isolated from the others' failures. */
export function DashboardPage() {
  return (
    <div className="dashboard">
      <h1 className="visually-hidden">Dashboard</h1>
      <RemoteComponent id="mfe_weight/WeightPanel" title="Body Weight" />
      <RemoteComponent id="mfe_routines/RoutinesPanel" title="Workout Routines" />
      <RemoteComponent id="mfe_progress/ProgressPanel" title="Exercise Progress" />
    </div>
  );
}
