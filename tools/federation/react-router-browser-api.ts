/**
 * react-router's browser API: the one copy of the router every build shares (docs/decisions/0020).
 *
 * A shared module keeps all of its exports (any remote, deployed later, may use any of them), so
 * sharing `react-router` itself sent its server half too — request handlers, cookies and sessions,
 * static and RSC routers, framework-mode (Remix) internals: ~190 KiB of the 463 KiB package, never
 * run in a browser. The builds share this module under the name `react-router` instead
 * (tools/federation/shared.ts): every browser export, nothing else. Its exports are checked against
 * the installed package (react-router-browser-api.test.ts), so an upgrade that adds a browser
 * export fails a test until it is listed here.
 *
 * Imported by path, not as `react-router`: that name is the shared one, and this module is what
 * provides it. The path is the file the package's `exports` map gives every bundler (its
 * `development` build; the package ships no other entry to bundlers).
 */
export {
  Await, BrowserRouter, Form, HashRouter, IDLE_BLOCKER, IDLE_FETCHER, IDLE_NAVIGATION, Link, MemoryRouter,
  NavLink, Navigate, NavigationType, Outlet, Route, Router, RouterContextProvider, RouterProvider, Routes,
  ScrollRestoration, createBrowserRouter, createContext, createHashRouter, createMemoryRouter, createPath,
  createRoutesFromChildren, createRoutesFromElements, createSearchParams, data, generatePath, href,
  isRouteErrorResponse, matchPath, matchRoutes, parsePath, redirect, redirectDocument, renderMatches,
  replace, resolvePath, unstable_HistoryRouter, unstable_usePrompt, unstable_useRoute,
  unstable_useRouterState, useActionData, useAsyncError, useAsyncValue, useBeforeUnload, useBlocker,
  useFetcher, useFetchers, useFormAction, useHref, useInRouterContext, useLinkClickHandler, useLoaderData,
  useLocation, useMatch, useMatches, useNavigate, useNavigation, useNavigationType, useOutlet,
  useOutletContext, useParams, useResolvedPath, useRevalidator, useRouteError, useRouteLoaderData, useRoutes,
  useSearchParams, useSubmit, useViewTransitionState,
} from '../../node_modules/react-router/dist/development/index.mjs';
