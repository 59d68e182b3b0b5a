/**
 * react-router's declarative API: the one copy of the router every build shares (docs/decisions/0020).
 *
 * A shared module keeps all of its exports (any remote, deployed later, may use any of them), so
 * sharing `react-router` itself sent its server half (request handlers, cookies and sessions, static
 * and RSC routers, framework-mode internals), and sharing every browser export still sent the data
 * router (createRouter's state machine, loaders, actions, fetchers, forms, blockers): ~15 KiB brotli
 * on every cold load for code the app never runs. The builds share this module under the name
 * `react-router` instead (tools/federation/shared.ts): the declarative routers, routes, links and
 * hooks, nothing else. A test checks that every client import of `react-router` is exported here and
 * that no data-router export is; the lint refuses data-router imports (eslint.config.js).
 *
 * Imported by path, not as `react-router`: that name is the shared one, and this module is what
 * provides it. The path is the package's production build: bundlers are given its `development`
 * build (the package's `exports` map has no production condition), which differs only by
 * `ENABLE_DEV_WARNINGS = true`, so the production file drops the development warnings.
 */
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '../../node_modules/react-router/dist/production/index.mjs';
