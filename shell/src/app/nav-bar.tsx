import { Link, NavLink, useMatch } from 'react-router';
import { HelpIcon } from '@fitness/ui';
import { paths } from './paths';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link--current' : 'nav-link');

export interface NavBarProps {
  /** First name from the local auth marker; null when logged out. */
  firstName: string | null;
  onOpenWalkthrough: () => void;
}

/**
 * Logged out: walkthrough icon, Home, Login, Register. Logged in: a greeting, Home, Dashboard,
 * History, Profile, Logout. The current link is highlighted and marked aria-current (Profile also on the profile form, Your data and Account).
 */
export function NavBar({ firstName, onOpenWalkthrough }: NavBarProps) {
  // The profile form, Your data and Account (reached from the profile) belong to Profile: its link stays current there too.
  const profileMatch = useMatch(paths.profile);
  const profileFormMatch = useMatch(paths.profileForm);
  const yourDataMatch = useMatch(paths.yourData);
  const accountMatch = useMatch(paths.account);
  const onProfile = profileMatch !== null || profileFormMatch !== null || yourDataMatch !== null || accountMatch !== null;
  return (
    <header className="nav-bar">
      <nav aria-label="Main">
        {firstName ? (
          <>
            <span className="nav-greeting">Hi, {firstName}</span>
            <NavLink to={paths.home} end className={linkClass}>
              Home
            </NavLink>
            <NavLink to={paths.dashboard} className={linkClass}>
              Dashboard
            </NavLink>
            <NavLink to={paths.history} className={linkClass}>
              History
            </NavLink>
            <Link to={paths.profile} className={linkClass({ isActive: onProfile })} aria-current={onProfile ? 'page' : undefined}>
              Profile
            </Link>
            <NavLink to={paths.logout} className={linkClass}>
              Logout
            </NavLink>
          </>
        ) : (
          <>
            <button type="button" className="nav-icon" aria-label="Open the walkthrough" title="How it works" onClick={onOpenWalkthrough}>
              <HelpIcon />
            </button>
            <NavLink to={paths.home} end className={linkClass}>
              Home
            </NavLink>
            <NavLink to={paths.login} className={linkClass}>
              Login
            </NavLink>
            <NavLink to={paths.register} className={linkClass}>
              Register
            </NavLink>
          </>
        )}
      </nav>
    </header>
  );
}
