import { NavLink } from 'react-router';
import { paths } from './paths';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link--current' : 'nav-link');

/** Logged-out navigation: walkthrough icon, Home, Login, Register; the current link is highlighted. */
export function NavBar() {
  return (
    <header className="nav-bar">
      <nav aria-label="Main">
        <button type="button" className="nav-icon" aria-label="Open the walkthrough" title="How it works">
          <span aria-hidden="true">?</span>
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
      </nav>
    </header>
  );
}
