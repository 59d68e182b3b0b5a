import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, Route, Routes } from 'react-router';
import { ApiProvider, appPaths } from '@fitness/api-client';
import '@fitness/ui/styles.css';
import WeightPanel from './features/weight/components/weight-panel';
import ProfilePage from './features/profile/components/profile-page';
import ProfileFormPage from './features/profile/components/profile-form-page';
import YourDataPage from './features/your-data/components/your-data-page';

/** Standalone dev entry: the remote's components on the shell's routes, in the same providers. */
function StandaloneLayout() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <nav aria-label="Weight remote" style={{ display: 'flex', gap: 16 }}>
        <Link to={appPaths.dashboard}>Dashboard</Link>
        <Link to={appPaths.profile}>Profile</Link>
        <Link to={appPaths.profileForm}>Edit profile</Link>
        <Link to={appPaths.yourData}>Your data</Link>
      </nav>
      <Outlet />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider>
      <BrowserRouter>
        <Routes>
          <Route element={<StandaloneLayout />}>
            <Route path={appPaths.profile} element={<ProfilePage />} />
            <Route path={appPaths.profileForm} element={<ProfileFormPage />} />
            <Route path={appPaths.yourData} element={<YourDataPage />} />
            <Route path="*" element={<WeightPanel />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ApiProvider>
  </StrictMode>,
);
