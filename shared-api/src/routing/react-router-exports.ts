/**
 * The part of react-router the apps use, and the only way they reach it: a shared singleton
 * (one router context for the shell and every remote). A shared module keeps every export it
 * has, since the build cannot know what another container will call, so sharing react-router
 * itself put all of it on every page; sharing this list carries only what the apps call.
 * Before using another react-router export in an app, add it here.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
